//! The terminal's help keeps its columns in every language.

use teban::i18n::Lang;
use teban::tr;

#[test]
fn the_help_keeps_its_columns_in_every_language() {
    for lang in Lang::ALL {
        let help = tr!(lang, "console-help");
        let lines: Vec<&str> = help.lines().collect();
        assert_eq!(lines.len(), 10, "{lang}: {help}");
        assert!(!lines[0].starts_with(' ') && lines[2].starts_with("  legal [prefix]  "));
        for (line, command) in lines[4..]
            .iter()
            .zip(["board", "games", "draw", "resign", "help", "quit"])
        {
            assert!(
                line.starts_with(&format!("  {command:<16}")),
                "{lang}: {line}"
            );
        }
    }
}
