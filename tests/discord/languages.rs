//! The bot speaks its players' languages on Discord, end to end (the real `teban` binary against
//! the loopback fake of Discord): the slash commands are registered with Discord's localizations
//! of every name and description, within Discord's rules, and in a German server a French
//! player reads what only they see in French while the channel reads German.

use crate::support::bot::{bot_on_fake, only_callback};
use crate::support::fake_discord::{Call, FakeDiscord, FakeUser, Opt};
use serde_json::Value;
use teban::i18n::Lang;

/// Every Discord locale teban localizes its commands for.
fn locales() -> Vec<&'static str> {
    Lang::ALL
        .into_iter()
        .flat_map(|l| l.discord_locales().iter().copied())
        .collect()
}

/// What is wrong with `name` as the name of a command or option in Discord's eyes (lowercase,
/// no spaces, 1 to 32 of `-`, `_`, letters and digits), if anything.
fn bad_name(name: &str) -> Option<String> {
    let count = name.chars().count();
    if !(1..=32).contains(&count) {
        return Some(format!("`{name}` has {count} characters (1 to 32)"));
    }
    if let Some(c) = name
        .chars()
        .find(|c| !(c.is_alphanumeric() || *c == '-' || *c == '_'))
    {
        return Some(format!("`{name}` has `{c}`"));
    }
    (name.to_lowercase() != name).then(|| format!("`{name}` is not lowercase"))
}

fn bad_description(text: &str) -> Option<String> {
    let count = text.chars().count();
    (!(1..=100).contains(&count)).then(|| format!("`{text}` has {count} characters (1 to 100)"))
}

/// The localization of `what` (`name_localizations`...) of a command or option in `locale`.
fn localized<'a>(item: &'a Value, what: &str, locale: &str) -> Option<&'a str> {
    item[what][locale].as_str()
}

/// Checks a command or option and everything in it, in every locale; `path` names it in the
/// messages. Each breach goes to `found`.
fn check(item: &Value, path: &str, found: &mut Vec<String>) {
    let name = item["name"].as_str().unwrap_or_default();
    let path = format!("{path} {name}");
    found.extend(bad_name(name).map(|why| format!("{path}: {why}")));
    found.extend(
        bad_description(item["description"].as_str().unwrap_or_default())
            .map(|why| format!("{path}: {why}")),
    );
    for locale in locales() {
        match localized(item, "name_localizations", locale) {
            Some(name) => {
                found.extend(bad_name(name).map(|why| format!("{path} [{locale}]: {why}")))
            }
            None => found.push(format!("{path}: no name in {locale}")),
        }
        match localized(item, "description_localizations", locale) {
            Some(text) => {
                found.extend(bad_description(text).map(|why| format!("{path} [{locale}]: {why}")))
            }
            None => found.push(format!("{path}: no description in {locale}")),
        }
        // Discord refuses two options of one command with the same name, in any language.
        let options = item["options"].as_array().cloned().unwrap_or_default();
        let mut names: Vec<&str> = options
            .iter()
            .filter_map(|o| localized(o, "name_localizations", locale))
            .collect();
        names.sort();
        let before = names.len();
        names.dedup();
        if names.len() != before {
            found.push(format!("{path} [{locale}]: two options share a name"));
        }
    }
    for choice in item["choices"].as_array().into_iter().flatten() {
        let label = choice["name"].as_str().unwrap_or_default();
        let at = format!("{path} choice `{label}`");
        let mut labels = vec![("en", label)];
        for locale in locales() {
            match localized(choice, "name_localizations", locale) {
                Some(label) => labels.push((locale, label)),
                None => found.push(format!("{at}: no label in {locale}")),
            }
        }
        for (locale, label) in labels {
            if !(1..=100).contains(&label.chars().count()) {
                found.push(format!(
                    "{at} [{locale}]: `{label}` is not 1 to 100 characters"
                ));
            }
        }
    }
    for option in item["options"].as_array().into_iter().flatten() {
        check(option, &path, found);
    }
}

fn find<'a>(items: &'a [Value], name: &str) -> &'a Value {
    items
        .iter()
        .find(|c| c["name"] == name)
        .unwrap_or_else(|| panic!("no `{name}` among {items:#?}"))
}

fn options(item: &Value) -> Vec<Value> {
    item["options"].as_array().cloned().unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_command_option_and_choice_is_registered_in_every_language_within_discords_rules() {
    let (fake, _dir, _bot) = bot_on_fake().await;
    let commands = fake.commands();
    assert_eq!(commands.len(), 27);
    let mut found = Vec::new();
    // The user context menu (`type` 2) has a name and no description, its name in every
    // language (what a member reads under Apps when right-clicking another).
    let (menus, slash): (Vec<&Value>, Vec<&Value>) = commands.iter().partition(|c| c["type"] == 2);
    assert_eq!(menus.len(), 1);
    assert_eq!(menus[0]["name"], "Challenge");
    let menu_names: Vec<Option<&str>> = ["fr", "de", "es-ES", "es-419"]
        .into_iter()
        .map(|l| localized(menus[0], "name_localizations", l))
        .collect();
    assert_eq!(
        menu_names,
        [
            Some("Défier"),
            Some("Herausfordern"),
            Some("Desafiar"),
            Some("Desafiar")
        ]
    );
    for command in slash {
        check(command, "/", &mut found);
    }
    assert!(found.is_empty(), "{found:#?}");

    // What French, German and Spanish players see in Discord's command picker.
    let challenge = find(&commands, "challenge");
    let names = |item: &Value| -> Vec<String> {
        ["fr", "de", "es-ES", "es-419"]
            .into_iter()
            .map(|l| {
                localized(item, "name_localizations", l)
                    .unwrap()
                    .to_string()
            })
            .collect()
    };
    assert_eq!(
        names(challenge),
        ["défi", "herausfordern", "desafiar", "desafiar"]
    );
    assert_eq!(
        localized(challenge, "description_localizations", "fr"),
        Some("Défie un adversaire (ou trois, au Quoridor à 4) à une partie dans ce salon")
    );
    let challenge_options = options(challenge);
    assert_eq!(
        names(find(&challenge_options, "opponent")),
        ["adversaire", "gegner", "rival", "rival"]
    );
    assert_eq!(
        names(find(&commands, "move")),
        ["jouer", "zug", "jugar", "jugar"]
    );
    assert_eq!(
        names(find(&commands, "rules")),
        ["règles", "regeln", "reglas", "reglas"]
    );
    let admin = find(&commands, "admin");
    let admin_options = options(admin);
    assert_eq!(
        names(find(&admin_options, "abort")),
        ["annuler", "abbrechen", "anular", "anular"]
    );
    // Choices: the clocks in words of each language (those `/settings clock` offers: the one of
    // `/challenge` is typed, with an autocomplete in the caller's words), teban's levels by the
    // catalogue's names.
    let clock = find(&challenge_options, "clock");
    assert_eq!(clock["autocomplete"], true);
    let settings_options = options(find(&commands, "settings"));
    let clock = find(&settings_options, "clock");
    let three_days = clock["choices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["value"] == "3 days")
        .unwrap();
    assert_eq!(three_days["name"], "3 days");
    assert_eq!(three_days["name_localizations"]["fr"], "3 jours");
    assert_eq!(three_days["name_localizations"]["de"], "3 Tage");
    assert_eq!(three_days["name_localizations"]["es-419"], "3 días");

    // `/settings language`: each language by its own name, or following Discord's.
    let language = find(&settings_options, "language");
    assert_eq!(names(language), ["langue", "sprache", "idioma", "idioma"]);
    let choices = language["choices"].as_array().unwrap();
    let values: Vec<&str> = choices
        .iter()
        .map(|c| c["value"].as_str().unwrap())
        .collect();
    assert_eq!(values, ["discord", "en", "fr", "de", "es"]);
    let labels: Vec<&str> = choices
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        labels,
        [
            "follow Discord (the server's language)",
            "English",
            "Français",
            "Deutsch",
            "Español"
        ]
    );
    assert_eq!(
        choices[0]["name_localizations"]["fr"],
        "suivre Discord (la langue du serveur)"
    );
    assert_eq!(choices[2]["name_localizations"]["de"], "Français");
}

/// The value of the embed's field `name` in the message a call sent.
fn field(call: &Call, name: &str) -> String {
    call.message()["embeds"][0]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"] == name)
        .and_then(|f| f["value"].as_str())
        .unwrap_or_else(|| panic!("no field `{name}` in {}", call.text()))
        .to_string()
}

fn field_names(call: &Call) -> Vec<String> {
    call.message()["embeds"][0]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["name"].as_str().unwrap().to_string())
        .collect()
}

/// `user` plays `notation`: the answer, public and shown at once.
async fn play(fake: &FakeDiscord, user: &FakeUser, notation: &str) -> Call {
    let asked = fake.slash(user, "move", &[Opt::Str("notation", notation)]);
    let calls = fake.wait_answer(&asked).await;
    only_callback(&calls).clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_german_server_a_french_player_reads_her_refusals_in_french_and_the_channel_german() {
    let (fake, _dir, _bot) = bot_on_fake().await;
    fake.set_guild_locale(Some("de"));
    let ann = FakeUser::new(101, "ann").locale("fr");
    // bob's own Discord is in English: what the channel sees does not follow him either.
    let bob = FakeUser::new(102, "bob");

    // The adapter's own refusal, for ann alone, in French; for a player of Latin American
    // Spanish, in Spanish.
    let robot = FakeUser {
        bot: true,
        ..FakeUser::new(103, "robot")
    };
    let carla = FakeUser::new(104, "carla").locale("es-419");
    for (user, game, said) in [
        (
            &ann,
            "quoridor",
            "robot est un bot et ne peut pas jouer ; défie teban lui-même pour jouer contre \
             l'ordinateur",
        ),
        (
            &carla,
            "quoridor",
            "robot es un bot y no puede jugar; desafía a teban para jugar contra el ordenador",
        ),
        // An option teban cannot read (a game it does not host).
        (
            &ann,
            "chess",
            "Je n'ai pas pu lire les options de cette commande : vérifie-les et réessaie.",
        ),
    ] {
        let asked = fake.slash(
            user,
            "challenge",
            &[Opt::Str("game", game), Opt::User("opponent", &robot)],
        );
        let calls = fake.wait_answer(&asked).await;
        let refusal = calls.last().unwrap();
        assert!(refusal.is_ephemeral());
        assert_eq!(refusal.message()["content"], said);
    }

    // A command as Discord showed it before teban changed it (here without its required
    // options): ann is told, in French, why it failed and what to do.
    let asked = fake.slash(&ann, "challenge", &[]);
    let calls = fake.wait_answer(&asked).await;
    let refusal = calls.last().unwrap();
    assert!(refusal.is_ephemeral());
    assert_eq!(
        refusal.message()["content"],
        "Cette commande a changé depuis que Discord te l'a montrée : attends une minute que \
         Discord la mette à jour, ou recharge Discord (Ctrl+R), puis réessaie."
    );

    // A variant Quoridor does not have: in French, naming the ones it has, the name cut short.
    let asked = fake.slash(
        &ann,
        "challenge",
        &[
            Opt::Str("game", "quoridor"),
            Opt::User("opponent", &bob),
            Opt::Str("variant", "three-players-on-a-very-big-board"),
        ],
    );
    let calls = fake.wait_answer(&asked).await;
    let refusal = calls.last().unwrap();
    assert!(refusal.is_ephemeral());
    assert_eq!(
        refusal.message()["content"],
        "Quoridor n'a pas de variante `three-players-on-a-very…` ; les variantes sont 2-players, \
         4-players"
    );

    // ann challenges bob; bob accepts: the game begins in the channel, in German.
    let asked = fake.slash(
        &ann,
        "challenge",
        &[Opt::Str("game", "quoridor"), Opt::User("opponent", &bob)],
    );
    let call = only_callback(&fake.wait_answer(&asked).await).clone();
    let challenge = fake.posted(&call);
    let accept = call
        .button_ids()
        .into_iter()
        .find(|id| id.starts_with("accept:"))
        .expect("an Accept button");
    let asked = fake.click(&bob, &challenge, &accept);
    let begun = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(!begun.is_ephemeral());
    assert_eq!(
        field_names(&begun),
        ["Spieler", "Am Zug", "Zug", "Fällig"],
        "{}",
        begun.text()
    );
    assert_eq!(field(&begun, "Zug"), "1");
    let ann_first = field(&begun, "Spieler").starts_with("Platz 1: **ann**");
    let (first, second) = if ann_first {
        (&ann, &bob)
    } else {
        (&bob, &ann)
    };
    let seats = format!(
        "Platz 1: **{}** ({})\nPlatz 2: **{}** ({})",
        first.name,
        first.mention(),
        second.name,
        second.mention()
    );
    assert_eq!(
        field(&begun, "Spieler"),
        seats.replacen(')', ") ← am Zug", 1)
    );
    assert_eq!(
        field(&begun, "Am Zug"),
        format!("**{}** ({})", first.name, first.mention())
    );

    // Whoever is to move first plays, then the other; ann, the French player, plays too. Each
    // public reply is in the channel's German.
    let mut plies = vec![(first, "a3h", second), (second, "h6h", first)];
    if ann_first {
        plies.push((first, "a5h", second));
    }
    for (ply, (player, fence, next)) in plies.into_iter().enumerate() {
        let reply = play(&fake, player, fence).await;
        assert!(!reply.is_ephemeral(), "{}", reply.text());
        assert_eq!(
            field_names(&reply),
            ["Spieler", "Am Zug", "Zug", "Fällig", "Letzter Zug"]
        );
        assert_eq!(
            field(&reply, "Am Zug"),
            format!("**{}** ({})", next.name, next.mention())
        );
        assert_eq!(field(&reply, "Zug"), (ply + 2).to_string());
        assert_eq!(field(&reply, "Letzter Zug"), format!("`{fence}`"));
        let footer = reply.message()["embeds"][0]["footer"]["text"]
            .as_str()
            .unwrap()
            .to_string();
        assert_eq!(
            footer,
            format!("Partie Nr. 1 · 2-players · gewertet · Version {}", ply + 1)
        );
    }
    // Now bob is to move: ann's move is refused, for her alone, with no embed.
    let asked = fake.slash(&ann, "move", &[Opt::Str("notation", "d8h")]);
    let refusal = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(refusal.is_ephemeral());
    assert!(refusal.message()["embeds"]
        .as_array()
        .is_none_or(|e| e.is_empty()));
    // The table's own refusal is in ann's language too, while the channel reads German.
    assert_eq!(
        refusal.message()["content"],
        "ce n'est pas ton tour : c'est à bob de jouer"
    );

    // What only ann sees is French: her game's record.
    let asked = fake.slash(&ann, "record", &[]);
    let record = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(record.is_ephemeral());
    let text = record.message()["content"].as_str().unwrap();
    assert!(
        text.starts_with("Le relevé de la partie, au format de teban : `teban legal --record ")
            && text.ends_with("` le lit."),
        "{text}"
    );
    // And bob, reading English, gets the same in English.
    let asked = fake.slash(&bob, "record", &[]);
    let record = only_callback(&fake.wait_answer(&asked).await).clone();
    let text = record.message()["content"].as_str().unwrap();
    assert!(
        text.starts_with("The record of the game, in teban's record format: "),
        "{text}"
    );
}
