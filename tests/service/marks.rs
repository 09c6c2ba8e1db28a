//! What the service says is words and typed values (a name, a moment, a channel...), never one
//! front end's markup: the catalogue's sentences keep their marks as values and their emphasis
//! as styles, a player's words are never read as either, a text reads back as the outbox stored
//! it, and the terminal reads every mark as plain words.

use teban::i18n::Lang;
use teban::say;
use teban::text::marks::{self, Link, Mark};
use teban::text::{Piece, Style, Text};

/// 2026-11-29 10:00 UTC, in milliseconds.
const AT: i64 = 1_795_946_400_000;

#[test]
fn a_sentence_of_the_catalogue_keeps_its_marks_as_values() {
    let reminder = say!(
        Lang::En,
        "clock-reminder",
        player = marks::name("bob"),
        left = "1 hour",
        due = marks::moment(AT)
    );
    assert_eq!(
        reminder.marks().collect::<Vec<_>>(),
        [Mark::Name("bob".into()), Mark::Moment(AT)]
    );
    assert_eq!(
        reminder.plain_words(),
        "⏰ bob, 1 hour left for your move (due 2026-11-29 10:00 UTC)."
    );
    // A text put into a sentence keeps its marks there.
    let waiting = say!(
        Lang::En,
        "challenge-accepted-waiting",
        player = marks::name("cid"),
        waiting = marks::names(["ann", "bob"], ", ")
    );
    let names: Vec<Mark> = ["cid", "ann", "bob"].map(marks::name).into();
    assert_eq!(waiting.marks().collect::<Vec<_>>(), names);
    assert_eq!(waiting.plain_words(), "cid accepts. Waiting for ann, bob.");
}

#[test]
fn the_catalogues_own_bold_and_code_are_styles() {
    let title = say!(Lang::En, "settings-title");
    assert_eq!(
        title.pieces().collect::<Vec<_>>(),
        [
            Piece::Begin(Style::Strong),
            Piece::Words("Settings of this server"),
            Piece::End(Style::Strong),
        ]
    );
    let none = say!(Lang::En, "plan-none");
    assert!(
        none.pieces().collect::<Vec<_>>().windows(3).any(|w| w
            == [
                Piece::Begin(Style::Code),
                Piece::Words("/plan add"),
                Piece::End(Style::Code)
            ]),
        "{none:?}"
    );
}

#[test]
fn what_a_player_wrote_is_never_read_as_emphasis_nor_as_a_mark() {
    let odd = "**x** `y` <t:1:R> \u{e000}c42\u{e001}";
    let cancelled = say!(Lang::En, "tournament-cancelled", name = odd);
    let pieces: Vec<Piece> = cancelled.pieces().collect();
    assert_eq!(pieces[0], Piece::Begin(Style::Strong));
    assert_eq!(pieces[1], Piece::Words("**x** `y` <t:1:R> c42"));
    assert_eq!(pieces[2], Piece::End(Style::Strong));
    assert_eq!(cancelled.marks().count(), 0);
    let named = say!(
        Lang::En,
        "play-resigns",
        player = marks::name("*ann* \u{e001}")
    );
    assert_eq!(
        named.marks().collect::<Vec<_>>(),
        [Mark::Name("*ann* ".into())]
    );
    assert_eq!(Text::words("\u{e000}c42\u{e001}").marks().count(), 0);
}

/// One text holding every kind of mark and style.
fn every_mark() -> Text {
    let mut text = Text::strong("Game");
    text.push_words(" ");
    text.push_mark(&marks::name("ann"));
    text.push_words(" plays ");
    text.push(&Text::code("e2"));
    text.push_words(", due ");
    text.push_mark(&marks::moment(AT));
    text.push_words(", back ");
    text.push_mark(&marks::date(AT));
    text.push_words(" in ");
    text.push_mark(&marks::channel(42u64));
    text.push_words(" for ");
    text.push_mark(&marks::role(7));
    text.push_words(": ");
    text.push_mark(&marks::link(1u64, 2u64, Some(3)));
    text.push_line(&Text::block("e7 → e3h\n"));
    text
}

#[test]
fn a_text_reads_back_as_the_outbox_stored_it() {
    let text = every_mark();
    let stored = text.stored().to_string();
    assert_eq!(Text::from_stored(stored), text);
    // A post stored before texts had marks reads back as the words it holds.
    let old = Text::from_stored("**bob** played e2. <t:1:R>".to_string());
    assert_eq!(
        old.pieces().collect::<Vec<_>>(),
        [Piece::Words("**bob** played e2. <t:1:R>")]
    );
}

#[test]
fn the_terminal_reads_every_mark_as_plain_words() {
    assert_eq!(
        every_mark().plain_words(),
        "Game ann plays e2, due 2026-11-29 10:00 UTC, back 2026-11-29 10:00 UTC in #42 for @7: \
         https://discord.com/channels/1/2/3\ne7 → e3h\n"
    );
    let channel = Link {
        guild: 1,
        channel: 2,
        message: None,
    };
    assert_eq!(channel.url(), "https://discord.com/channels/1/2");
}
