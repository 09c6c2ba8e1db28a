//! The settings read from the environment: defaults, typed values, one-line refusals, the
//! terminal's language and the test clock.

use std::time::Duration;
use teban::config::*;
use teban::i18n::Lang;

/// The environment `vars` and nothing else.
fn env(vars: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
    let vars: Vec<(String, String)> = vars
        .iter()
        .map(|(n, v)| (n.to_string(), v.to_string()))
        .collect();
    move |name| vars.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone())
}

fn refused(vars: &[(&str, &str)]) -> String {
    Config::read(env(vars)).unwrap_err().to_string()
}

#[test]
fn an_empty_environment_is_every_default() {
    let config = Config::read(env(&[("CHALLENGE_MINUTES", " "), ("SHARDS", "")])).unwrap();
    assert_eq!(config.table.database_url, "sqlite://teban.db");
    assert_eq!(config.table.challenge_minutes, 15);
    assert!(config.pictures);
    assert_eq!(config.table.ai_move_time, Duration::from_millis(2000));
    assert_eq!(config.table.ai_claim_margin, Duration::from_millis(10_000));
    assert_eq!(config.table.default_clock.to_string(), "3 days per move");
    assert_eq!(config.bot.token, None);
    assert_eq!(config.bot.shards, None);
    assert_eq!(config.bot.metrics, None);
    assert!(!config.bot.activity);
    assert!(config.bot.web.is_none());
    assert_eq!(config.log_format, LogFormat::Text);
    assert_eq!(config.stop_grace(), Duration::from_secs(5));
    assert_eq!(config.terminal_lang(None), Lang::En);
}

#[test]
fn every_setting_is_read_typed() {
    let config = Config::read(env(&[
        ("DATABASE_URL", "postgres://db/teban"),
        ("CHALLENGE_MINUTES", " 60 "),
        ("RENDER_BOARDS", "Off"),
        ("AI_MOVE_MS", "500"),
        ("AI_CLAIM_MARGIN_MS", "1000"),
        ("DEFAULT_CLOCK", "1 hour"),
        ("DISCORD_TOKEN", "a.b.c"),
        ("DEV_GUILD_ID", "42"),
        ("DISCORD_PROXY_URL", "http://127.0.0.1:8080/"),
        ("DEFER_AFTER_MS", "0"),
        ("SHARDS", "0-3/16"),
        ("METRICS_ADDR", "[::1]:9100"),
        ("ACTIVITY", "on"),
        ("WEB_ADDR", "127.0.0.1:8080"),
        ("PUBLIC_URL", "https://teban.example/"),
        ("DISCORD_CLIENT_ID", "1234"),
        ("DISCORD_CLIENT_SECRET", "hush"),
        ("LOG_FORMAT", "JSON"),
        ("STOP_GRACE_MS", "20000"),
    ]))
    .unwrap();
    assert_eq!(config.table.database_url, "postgres://db/teban");
    assert_eq!(config.table.challenge_minutes, 60);
    assert!(!config.pictures);
    assert_eq!(config.table.ai_move_time, Duration::from_millis(500));
    assert_eq!(config.table.ai_claim_margin, Duration::from_millis(1000));
    assert_eq!(config.table.default_clock.to_string(), "1 hour per move");
    assert_eq!(config.bot.token.as_deref(), Some("a.b.c"));
    assert_eq!(config.bot.dev_guild, Some(42));
    assert_eq!(config.bot.proxy.as_deref(), Some("http://127.0.0.1:8080"));
    assert_eq!(config.bot.defer_after, Some(Duration::ZERO));
    assert_eq!(
        config.bot.shards.map(|s| s.to_string()).as_deref(),
        Some("shards 0 to 3 of 16")
    );
    assert_eq!(config.bot.metrics.map(|a| a.port()), Some(9100));
    assert!(config.bot.activity);
    assert_eq!(config.stop_grace(), Duration::from_secs(20));
    let web = config.bot.web.unwrap();
    assert_eq!(web.addr.to_string(), "127.0.0.1:8080");
    assert_eq!(web.public_url, "https://teban.example");
    assert_eq!(
        (web.client_id.as_str(), web.client_secret.as_str()),
        ("1234", "hush")
    );
    assert_eq!(web.authorize_url, "https://discord.com/oauth2/authorize");
    // The web's calls to Discord go where the bot's go, with the bot's token.
    assert_eq!(web.api, "http://127.0.0.1:8080");
    assert_eq!(web.bot_token, "a.b.c");
    assert!(!web.local);
    assert_eq!(config.log_format, LogFormat::Json);
}

#[test]
fn a_bad_value_is_one_line_naming_its_variable() {
    for (name, value, said) in [
        (
            "CHALLENGE_MINUTES",
            "0",
            "CHALLENGE_MINUTES must be a whole number of minutes from 1 to 525600, not `0`",
        ),
        (
            "CHALLENGE_MINUTES",
            "1.5",
            "CHALLENGE_MINUTES must be a whole number of minutes from 1 to 525600, not `1.5`",
        ),
        (
            "AI_MOVE_MS",
            "3600001",
            "AI_MOVE_MS must be a whole number of milliseconds from 1 to 3600000, not \
             `3600001`",
        ),
        (
            "AI_CLAIM_MARGIN_MS",
            "10s",
            "AI_CLAIM_MARGIN_MS must be a whole number of milliseconds from 1 to 3600000, not \
             `10s`",
        ),
        (
            "RENDER_BOARDS",
            "maybe",
            "RENDER_BOARDS must be true or false, not `maybe`",
        ),
        (
            "ACTIVITY",
            "sometimes",
            "ACTIVITY must be true or false, not `sometimes`",
        ),
        (
            "DEFAULT_CLOCK",
            "soon",
            "DEFAULT_CLOCK: `soon` is not a clock: write 5 minutes, 1 hour, 3 days (at most a \
             year) or no limit",
        ),
        (
            "DEV_GUILD_ID",
            "0",
            "DEV_GUILD_ID=\"0\" is not valid: a guild id is a number (right-click the server, \
             Copy Server ID)",
        ),
        (
            "DEFER_AFTER_MS",
            "-1",
            "DEFER_AFTER_MS=\"-1\" is not valid: a number of milliseconds",
        ),
        (
            "METRICS_ADDR",
            "localhost:9100",
            "METRICS_ADDR=\"localhost:9100\" is not valid: an IP address and a port, such as \
             127.0.0.1:9100 (0.0.0.0:9100 to be scraped from other machines)",
        ),
        (
            "LOG_FORMAT",
            "xml",
            "LOG_FORMAT=\"xml\" is not valid: text, or json for one JSON object a line",
        ),
        (
            "STOP_GRACE_MS",
            "5s",
            "STOP_GRACE_MS must be a whole number of milliseconds from 1 to 3600000, not `5s`",
        ),
    ] {
        assert_eq!(refused(&[(name, value)]), said);
        assert!(!said.contains('\n'));
    }
    assert!(refused(&[("SHARDS", "5-3/16")]).starts_with("SHARDS `5-3/16` is not a shard"));
    for bad in ["127.0.0.1", "9100", "127.0.0.1:99999"] {
        assert!(refused(&[("METRICS_ADDR", bad)])
            .starts_with(&format!("METRICS_ADDR={bad:?} is not valid: an IP address")));
    }
}

#[test]
fn a_bad_web_setting_is_one_line_naming_its_variable() {
    assert_eq!(
        refused(&[("WEB_ADDR", "localhost:8080")]),
        "WEB_ADDR=\"localhost:8080\" is not valid: an IP address and a port, such as \
         127.0.0.1:8080"
    );
    let web = [
        ("WEB_ADDR", "127.0.0.1:8080"),
        ("DISCORD_CLIENT_ID", "1234"),
        ("DISCORD_CLIENT_SECRET", "hush"),
    ];
    assert_eq!(
        refused(&[web[0], web[1], web[2], ("PUBLIC_URL", "teban.example")]),
        "PUBLIC_URL=\"teban.example\" is not valid: an address that starts with https:// (or \
         http://)"
    );
    for (missing, said) in [
        (1, "DISCORD_CLIENT_ID is needed with WEB_ADDR"),
        (2, "DISCORD_CLIENT_SECRET is needed with WEB_ADDR"),
    ] {
        let set: Vec<_> = (0..3).filter(|i| *i != missing).map(|i| web[i]).collect();
        assert_eq!(
            refused(&set),
            format!("{said} (the application's OAuth2 page on the developer portal)")
        );
    }
    // Without WEB_ADDR there is no web, and nothing of it is read.
    let config = Config::read(env(&[("PUBLIC_URL", "teban.example")])).unwrap();
    assert!(config.bot.web.is_none());
}

#[test]
fn a_build_without_the_test_clock_refuses_its_file() {
    let said = clock(Some("/tmp/now".into()), false).unwrap_err();
    assert_eq!(said, SettingError::NoTestClock);
    assert!(said
        .to_string()
        .starts_with("TEBAN_TEST_CLOCK_FILE is set, but this build"));
    assert!(clock(None, false).is_ok());
    // The tests' build has it (the test support turns the feature on).
    const { assert!(TEST_CLOCK) };
}

#[cfg(feature = "test-clock")]
#[test]
fn the_test_clock_reads_its_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("now");
    std::fs::write(&file, "1234567\n").unwrap();
    let config = Config::read(env(&[(
        "TEBAN_TEST_CLOCK_FILE",
        &file.display().to_string(),
    )]))
    .unwrap();
    assert_eq!(config.table.clock.now_ms(), 1_234_567);
}

#[test]
fn the_terminal_speaks_the_flag_else_the_locale_else_english() {
    let lang = |flag, vars: &[(&str, &str)]| Config::read(env(vars)).unwrap().terminal_lang(flag);
    assert_eq!(lang(Some(Lang::Fr), &[("LANG", "de_DE.UTF-8")]), Lang::Fr);
    assert_eq!(lang(None, &[("LANG", "de_DE.UTF-8")]), Lang::De);
    let all = [
        ("LC_ALL", "es_ES.UTF-8"),
        ("LC_MESSAGES", "fr_FR"),
        ("LANG", "de_DE"),
    ];
    assert_eq!(lang(None, &all), Lang::Es);
    let empty = [
        ("LC_ALL", ""),
        ("LC_MESSAGES", "fr_FR.UTF-8"),
        ("LANG", "de_DE"),
    ];
    assert_eq!(lang(None, &empty), Lang::Fr);
    assert_eq!(lang(None, &[("LANG", "C.UTF-8")]), Lang::En);
    assert_eq!(lang(None, &[("LANG", "ja_JP.UTF-8")]), Lang::En);
    assert_eq!(lang(None, &[]), Lang::En);
}
