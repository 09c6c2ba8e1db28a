//! How the bot writes what the service says in Discord's markup: a name and the catalogue's
//! emphasis in bold, code in backticks, a plan's tree in a code block, a moment and a date as
//! Discord's timestamps, a channel and a role as mentions, a link as its address.

use teban::discord::markup::{markup, width};
use teban::i18n::Lang;
use teban::say;
use teban::text::{marks, Text};

/// 2026-11-29 10:00 UTC, in milliseconds.
const AT: i64 = 1_795_946_400_000;

#[test]
fn every_mark_is_written_in_discords_markup() {
    let cases = [
        (Text::from(marks::name("ann")), "**ann**"),
        (Text::from(marks::moment(AT)), "<t:1795946400:R>"),
        (Text::from(marks::date(AT)), "<t:1795946400:f>"),
        (Text::from(marks::channel(42u64)), "<#42>"),
        (Text::from(marks::role(7)), "<@&7>"),
        (
            Text::from(marks::link(1u64, 2u64, Some(3))),
            "https://discord.com/channels/1/2/3",
        ),
        (
            Text::from(marks::link(1u64, 2u64, None)),
            "https://discord.com/channels/1/2",
        ),
        (Text::strong("Goal"), "**Goal**"),
        (Text::code("/move"), "`/move`"),
        (Text::block("e7 → e3h\n"), "```\ne7 → e3h\n```"),
        (Text::words("a < b *c*"), "a < b *c*"),
    ];
    for (text, written) in cases {
        assert_eq!(markup(&text), written, "{text:?}");
        assert_eq!(width(&text), written.chars().count());
    }
}

#[test]
fn a_sentence_of_the_catalogue_reads_as_the_bot_always_wrote_it() {
    let away = say!(
        Lang::En,
        "vacation-line-start",
        player = marks::name("bob"),
        until = marks::date(AT)
    );
    assert_eq!(
        markup(&away),
        "🏖️ **bob** is on vacation until <t:1795946400:f>: their clock stops meanwhile."
    );
    // A name within the catalogue's bold is not set apart a second time.
    let line = say!(
        Lang::En,
        "threads-line-playing",
        game = "Quoridor (2-players)",
        players = marks::names(["ann", "bob"], " vs "),
        thread = marks::channel(42u64)
    );
    assert_eq!(
        markup(&line),
        "**Quoridor (2-players) · ann vs bob** is played in its thread: <#42>"
    );
}
