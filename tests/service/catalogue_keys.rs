//! The catalogue's keys, its numbers in each language's way, and the locales of each language.

use teban::i18n::*;
use teban::key;

#[test]
fn numbers_are_written_in_each_languages_way() {
    assert_eq!(number(Lang::En, 12345.5), "12,345.5");
    assert_eq!(number(Lang::Fr, 12345.5), "12\u{202f}345,5");
    assert_eq!(number(Lang::De, 12345.5), "12.345,5");
    assert_eq!(number(Lang::Es, 12345.5), "12.345,5");
    assert_eq!(number(Lang::Es, 1234.0), "1234");
    assert_eq!(number(Lang::De, 1234.0), "1.234");
    assert_eq!(number(Lang::En, -1500.0), "-1,500");
    assert_eq!(number(Lang::Fr, 42.0), "42");
}

#[test]
fn a_key_is_found_among_the_catalogues_keys() {
    assert_eq!(key!("game-quoridor").as_str(), "game-quoridor");
    assert_eq!(Key::find("game-quoridor"), Some(key!("game-quoridor")));
    assert_eq!(Key::find("game-chess"), None);
    assert!(KEYS.windows(2).all(|pair| pair[0] < pair[1]));
    for key in KEYS {
        assert!(known(key), "{key}");
        assert!(!known(&format!("{key}-")), "{key}-");
    }
    assert!(!known(""));
}

#[test]
fn locales_name_their_language() {
    assert_eq!(Lang::from_discord("fr"), Some(Lang::Fr));
    assert_eq!(Lang::from_discord("es-419"), Some(Lang::Es));
    assert_eq!(Lang::from_discord("en-GB"), Some(Lang::En));
    assert_eq!(Lang::from_discord("ja"), None);
    assert_eq!(Lang::from_posix("de_DE.UTF-8"), Some(Lang::De));
    assert_eq!(Lang::from_posix("C"), None);
    assert_eq!("ES".parse::<Lang>(), Ok(Lang::Es));
    assert!("klingon"
        .parse::<Lang>()
        .unwrap_err()
        .to_string()
        .contains("en, fr, de, es"));
}
