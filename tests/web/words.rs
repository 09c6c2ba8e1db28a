//! How the page shows what the service says: HTML with every word escaped, a moment and a date
//! as a `<time>` in UTC, a link to Discord as a link, a name, a channel, a role and the
//! catalogue's emphasis in their plain words, as the page always showed them.

use teban::i18n::Lang;
use teban::say;
use teban::text::{marks, Text};
use teban::web::words::html;

/// 2026-11-29 10:00 UTC, in milliseconds.
const AT: i64 = 1_795_946_400_000;

#[test]
fn every_mark_is_written_as_the_page_shows_it() {
    let time = "<time datetime=\"2026-11-29T10:00:00Z\">2026-11-29 10:00 UTC</time>";
    let cases = [
        (Text::from(marks::name("ann")), "ann"),
        (Text::from(marks::moment(AT)), time),
        (Text::from(marks::date(AT)), time),
        (Text::from(marks::channel(42u64)), "#42"),
        (Text::from(marks::role(7)), "@7"),
        (
            Text::from(marks::link(1u64, 2u64, Some(3))),
            "<a href=\"https://discord.com/channels/1/2/3\">https://discord.com/channels/1/2/3</a>",
        ),
        (Text::strong("Goal"), "Goal"),
        (Text::code("/move"), "/move"),
    ];
    for (text, written) in cases {
        assert_eq!(html(&text).as_str(), written, "{text:?}");
    }
}

#[test]
fn every_word_a_player_chose_is_escaped() {
    let name = "<img src=x onerror=alert(1)> & \"ann\"";
    let resigns = say!(Lang::En, "play-resigns", player = marks::name(name));
    assert_eq!(
        html(&resigns).as_str(),
        "&lt;img src=x onerror=alert(1)&gt; &amp; \"ann\" resigns."
    );
    let cancelled = say!(Lang::En, "tournament-cancelled", name = "<b>Cup</b>");
    assert!(
        html(&cancelled)
            .as_str()
            .starts_with("&lt;b&gt;Cup&lt;/b&gt; was cancelled."),
        "{cancelled:?}"
    );
}
