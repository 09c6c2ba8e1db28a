//! The web's secrets never show in debug output.

use teban::web::settings::*;

#[test]
fn the_secrets_never_show_in_debug() {
    let settings = Settings {
        addr: "127.0.0.1:8080".parse().unwrap(),
        public_url: "https://teban.example".into(),
        client_id: "42".into(),
        client_secret: "very-secret".into(),
        authorize_url: DISCORD_AUTHORIZE_URL.into(),
        api: DISCORD_API.into(),
        bot_token: "bot.token.here".into(),
        local: false,
    };
    let shown = format!("{settings:?}");
    assert!(shown.contains("teban.example"), "{shown}");
    assert!(
        !shown.contains("very-secret") && !shown.contains("bot.token"),
        "{shown}"
    );
    assert!(settings.secure());
    assert_eq!(
        settings.redirect_uri(),
        "https://teban.example/auth/callback"
    );
}
