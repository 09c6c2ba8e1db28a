//! The page's files and strings: every string in every language, the Activity's files relative to
//! its page.

use teban::i18n::Lang;
use teban::web::assets::*;

#[test]
fn every_page_string_is_said_in_every_language() {
    for lang in Lang::ALL {
        let strings = page_strings(lang);
        for key in PAGE_STRINGS {
            assert!(!strings[key.as_str()].is_empty(), "{lang:?} lacks {key}");
        }
        assert!(strings["web-move-fence"].contains("{move}"), "{lang:?}");
    }
    assert_eq!(page_strings(Lang::Fr)["web-move-fence"], "barrière {move}");
}

#[test]
fn a_binary_without_the_activity_says_so_in_one_sentence() {
    let page = not_built_page(Lang::Fr);
    assert!(
        page.contains("<p role=\"status\">L'Activité de ce serveur n'a pas été construite"),
        "{page}"
    );
    assert!(!page.contains("activity.js"), "no script that is not there");
}

#[test]
fn the_activity_s_page_names_its_files_relative_to_itself() {
    assert!(ACTIVITY_PAGE.contains(r#"src="assets/activity.js""#));
    assert!(ACTIVITY_PAGE.contains(r#"href="assets/style.css""#));
    assert!(
        ACTIVITY_PAGE.contains(r#"id="board""#),
        "the game's section is in it"
    );
    assert!(GAME_PAGE.contains(r#"src="/assets/game.js""#));
}
