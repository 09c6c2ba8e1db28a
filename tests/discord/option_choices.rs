//! The choices of commands' options, read in each language and given back as the same value.

use teban::ai::Level;
use teban::discord::commands::options::*;
use teban::i18n::Lang;
use teban::table::MoveClock;
use teban::tr;

#[test]
fn choices_read_in_each_language_and_come_back_as_the_same_value() {
    let clocks: Vec<String> = MoveClock::CHOICES
        .iter()
        .map(|c| c.label(Lang::En))
        .collect();
    assert_eq!(clocks, MoveClock::NAMES, "English labels are the values");
    for clock in MoveClock::CHOICES {
        assert_eq!(clock.value().parse::<MoveClock>(), Ok(clock));
    }
    let french: Vec<String> = MoveClock::CHOICES
        .iter()
        .map(|c| c.label(Lang::Fr))
        .collect();
    assert_eq!(
        french,
        [
            "5 minutes",
            "1 heure",
            "1 jour",
            "3 jours",
            "7 jours",
            "14 jours",
            "sans limite"
        ]
    );
    assert_eq!(Level::Hard.label(Lang::De), tr!(Lang::De, "level-hard"));
    for setting in LanguageSetting::all() {
        assert_eq!(setting.value().parse(), Ok(*setting));
    }
    assert_eq!(
        LanguageSetting(None).label(Lang::Es),
        "seguir a Discord (el idioma del servidor)"
    );
    assert_eq!(LanguageSetting(Some(Lang::De)).label(Lang::Fr), "Deutsch");
}
