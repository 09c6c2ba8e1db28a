//! A server's settings seen from outside the service (`/settings`): shown and changed by managers
//! of the server only, what was not named kept; the server's default clock for a challenge that
//! names none; the server's language fixed and given back to Discord's.

use crate::on_both;
use crate::support::service::*;
use teban::i18n::Lang;
use teban::store::GuildId;
use teban::table::{Caller, SettingsChange, ThreadRoom};

on_both! {
    #[tokio::test]
    async fn the_servers_default_clock_is_the_clock_of_a_challenge_that_names_none() {
        let f = table().await;
        let t = &f.table;
        let default = begun(t, None).await;
        assert_eq!(
            default
                .card
                .as_ref()
                .unwrap()
                .due_at
                .map(|d| d - t.store().now() > 0),
            Some(true)
        );
        t.games().resign(&to_move(&default, CHANNEL), None).await.unwrap();
        let shown = configure(
            t,
            SettingsChange {
                clock: Some("1 day".parse().unwrap()),
                ..SettingsChange::default()
            },
        )
        .await;
        assert!(
            shown.text.on_discord().contains("• Default clock: 1 day per move\n"),
            "{}",
            shown.text.on_discord()
        );
        let made = t
            .challenges().challenge(&ann(), quoridor(vec![bob().player], None))
            .await
            .unwrap();
        assert!(made.text.on_discord().contains("1 day per move"), "{}", made.text.on_discord());
        // Another server keeps teban's default.
        let elsewhere = Caller::new(101, "ann", Some(GUILD + 1), CHANNEL + 1);
        let made = t
            .challenges().challenge(&elsewhere, quoridor(vec![bob().player], None))
            .await
            .unwrap();
        assert!(made.text.on_discord().contains("3 days per move"), "{}", made.text.on_discord());
        // A clock named in the challenge wins over the server's.
        let named = t
            .challenges().challenge(
                &caller(106, "dee"),
                quoridor(
                    vec![caller(107, "eve").player],
                    Some("1 hour".parse().unwrap()),
                ),
            )
            .await
            .unwrap();
        assert!(named.text.on_discord().contains("1 hour per move"), "{}", named.text.on_discord());
        assert_eq!(
            t.servers().server_settings(GuildId(GUILD)).await.unwrap().move_ms,
            Some(Some(24 * 60 * 60 * 1000))
        );
    }
}

on_both! {
    #[tokio::test]
    async fn settings_are_shown_and_changed_by_managers_of_a_server_only() {
        let f = table().await;
        let t = &f.table;
        let refused = t
            .servers().configure(
                &ann(),
                SettingsChange::default(),
                false,
                ThreadRoom::Allowed,
            )
            .await;
        assert_eq!(
            refused.unwrap_err().to_string(),
            "only a member who may manage this server can see or change its settings"
        );
        let direct = Caller::new(101, "ann", None, 9);
        assert!(t
            .servers().configure(
                &direct,
                SettingsChange::default(),
                true,
                ThreadRoom::Allowed
            )
            .await
            .unwrap_err()
            .to_string()
            .contains("settings belong to a server"));
        let shown = t
            .servers().configure(
                &caller(103, "mod"),
                SettingsChange::default(),
                true,
                ThreadRoom::InThread,
            )
            .await
            .unwrap();
        assert!(shown.for_caller());
        assert!(!shown.text.on_discord().starts_with("Saved."), "showing changes nothing");
        assert!(
            shown
                .text.on_discord()
                .contains("• Threads: on (this channel is a thread"),
            "{}",
            shown.text.on_discord()
        );
        configure(
            t,
            SettingsChange {
                threads: Some(false),
                ..SettingsChange::default()
            },
        )
        .await;
        let kept = t.servers().server_settings(GuildId(GUILD)).await.unwrap();
        assert!(!kept.threads);
        assert!(kept.replay_on_end, "what was not named is kept");
        assert_eq!(kept.move_ms, None, "teban's default clock");
    }
}

on_both! {
    #[tokio::test]
    async fn a_servers_language_is_fixed_and_given_back_to_discord_with_settings() {
        let f = table().await;
        let t = &f.table;
        // A manager who reads French, in a server Discord says is German.
        let manager = caller(103, "mod").speaking(Lang::Fr, Some(Lang::De));
        let set = |language| SettingsChange {
            language,
            ..SettingsChange::default()
        };
        let shown = t
            .servers().configure(&manager, set(None), true, ThreadRoom::Allowed)
            .await
            .unwrap();
        assert_eq!(shown.lang, Lang::Fr);
        assert!(shown.for_caller());
        assert!(
            shown.text.on_discord().starts_with("**Paramètres de ce serveur**\n"),
            "{}",
            shown.text.on_discord()
        );
        assert!(
            shown
                .text.on_discord()
                .contains("\n• Langue\u{a0}: celle de Discord\u{a0}: Deutsch\n"),
            "{}",
            shown.text.on_discord()
        );
        let fixed = t
            .servers().configure(&manager, set(Some(Some(Lang::Es))), true, ThreadRoom::Allowed)
            .await
            .unwrap();
        assert!(fixed.text.on_discord().starts_with("Enregistré. **Paramètres"), "{}", fixed.text.on_discord());
        assert!(
            fixed
                .text.on_discord()
                .contains("\n• Langue\u{a0}: Español (fixée par le serveur)\n"),
            "{}",
            fixed.text.on_discord()
        );
        assert_eq!(
            t.servers().server_settings(GuildId(GUILD)).await.unwrap().language,
            Some(Lang::Es)
        );
        // The same view, in English for a manager who reads English.
        let english = configure(t, SettingsChange::default()).await;
        assert!(
            english
                .text.on_discord()
                .contains("\n• Language: Español (fixed by the server)\n"),
            "{}",
            english.text.on_discord()
        );
        // Back to Discord's language of the server; what was not named is kept.
        configure(
            t,
            SettingsChange {
                threads: Some(false),
                ..SettingsChange::default()
            },
        )
        .await;
        t.servers().configure(&manager, set(Some(None)), true, ThreadRoom::Allowed)
            .await
            .unwrap();
        let kept = t.servers().server_settings(GuildId(GUILD)).await.unwrap();
        assert_eq!((kept.language, kept.threads), (None, false));
        assert_eq!(teban::table::language_choice("discord"), Ok(None));
        assert_eq!(teban::table::language_choice("es-419"), Ok(Some(Lang::Es)));
        assert!(teban::table::language_choice("tlh").is_err());
        // The option's choices, as a French reader sees them; each value reads back.
        let choices = teban::table::language_choices(Lang::Fr);
        assert_eq!(choices[0].0, "La langue du serveur selon Discord");
        assert_eq!(choices[2], ("Français".to_string(), "fr"));
        for (_, value) in choices {
            assert!(teban::table::language_choice(value).is_ok(), "{value}");
        }
    }
}
