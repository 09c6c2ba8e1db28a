//! Game threads: names cut to Discord's limit, permissions named as Discord names them.

use teban::discord::threads::{thread_name, NEEDED, THREAD_NAME};

#[test]
fn a_thread_name_of_four_long_names_is_cut_to_discords_hundred_characters() {
    let names = ['A', 'B', 'C', 'D']
        .map(|c| c.to_string().repeat(32))
        .join(" vs ");
    let name = thread_name(&format!("Quoridor · {names}"));
    assert_eq!(name.chars().count(), THREAD_NAME);
    assert!(name.starts_with("Quoridor · AAA"), "{name}");
    assert!(name.ends_with('…'), "{name}");
    assert_eq!(
        thread_name("Quoridor · ann vs bob"),
        "Quoridor · ann vs bob"
    );
}
use teban::i18n::{self, Lang};

#[test]
fn the_permissions_are_named_as_discord_names_them_in_each_language() {
    let named = |lang| -> Vec<String> {
        NEEDED
            .iter()
            .map(|(_, key)| i18n::lookup(lang, key.as_str(), &[]).unwrap())
            .collect()
    };
    assert_eq!(
        named(Lang::En),
        ["Create Public Threads", "Send Messages in Threads"]
    );
    assert_eq!(
        named(Lang::Fr),
        [
            "Créer des fils publics",
            "Envoyer des messages dans les fils"
        ]
    );
    for lang in [Lang::De, Lang::Es] {
        assert_ne!(named(lang), named(Lang::En), "{lang}");
    }
}
