//! Lists a message shows whole: as many lines as fit in one message and how many more there
//! are, a game's line in a player's list of games (most urgent first), and the link to where a
//! game is played.

use super::{kind_and_variant, Place, Room};
use crate::i18n::Lang;
use crate::model::{GameRow, UserId};
use crate::say;
use crate::text::{marks, Mark, Text};

/// Where a game is played, as a link a player can follow: the channel on Discord. Direct
/// messages and the terminal (no server) have none.
pub(in crate::table) fn channel_link(place: Place) -> Option<Mark> {
    place
        .guild
        .map(|guild| marks::link(guild, place.channel, None))
}

/// `header`, then as many of `lines` as fit in `room` characters (the front end's, see
/// [`crate::table::Settings::list_room`]; `None`: all of them), each whole, and how many more
/// there are (said in `lang`).
pub(in crate::table) fn bounded_list_in(
    lang: Lang,
    room: Option<Room>,
    header: Text,
    lines: Vec<Text>,
) -> Text {
    let mut width = room.map_or(0, |room| (room.width)(&header));
    let mut text = header;
    for (shown, line) in lines.iter().enumerate() {
        if let Some(room) = room {
            let more = lines.len() - shown;
            let tail = say!(lang, "standings-more", count = more);
            let line_width = (room.width)(line);
            if width + 1 + line_width + 1 + (room.width)(&tail) > room.chars {
                text.push_words("\n");
                text.push(&tail);
                break;
            }
            width += 1 + line_width;
        }
        text.push_words("\n");
        text.push(line);
    }
    text
}

/// `rows`, games `me` sits at, most urgent first: those where it is `me`'s turn, then the others,
/// each part by deadline (games without a clock last), then by number.
pub fn most_urgent_first(rows: &mut [GameRow], me: UserId) {
    rows.sort_by_key(|row| (!my_turn(row, me), row.due_at.unwrap_or(i64::MAX), row.id));
}

/// Whether it is `me`'s turn in `row`.
pub fn my_turn(row: &GameRow, me: UserId) -> bool {
    row.seat_of(me).is_some() && row.state.to_move() == row.seat_of(me)
}

/// Whose turn it is in `row`, in `lang`: "your turn (move 3)" when it is the reader's
/// (`my_turn`), "bob to move (move 3)", "waiting".
pub fn turn_words(lang: Lang, row: &GameRow, my_turn: bool) -> Text {
    let ply = row.state.ply() + 1;
    match row.state.to_move() {
        _ if my_turn => say!(lang, "standings-your-turn", move_number = ply),
        Some(seat) => say!(
            lang,
            "standings-to-move",
            player = marks::name(row.name_of(seat)),
            move_number = ply
        ),
        None => say!(lang, "standings-waiting"),
    }
}

/// One game of `/games`, seen by `me` in `lang`: "• game #12 · Quoridor (2-players) vs bob:
/// your turn (move 3), due (a moment) · (a link to its channel)".
pub(in crate::table) fn games_line(lang: Lang, row: &GameRow, me: UserId, my_turn: bool) -> Text {
    let opponents = row
        .seats
        .iter()
        .filter(|s| s.user != me)
        .map(|s| Text::from(marks::name(&s.name)));
    let turn = turn_words(lang, row, my_turn);
    let due = match row.due_at {
        Some(due) => say!(lang, "standings-due", due = marks::moment(due)),
        None => say!(lang, "standings-no-time-limit"),
    };
    let place = Place {
        guild: row.guild,
        channel: row.channel,
    };
    let mut line = say!(
        lang,
        "standings-games-line",
        game = row.id.0.to_string(),
        what = kind_and_variant(row.kind, &row.variant),
        opponents = Text::join(opponents, ", "),
        turn = turn,
        due = due
    );
    if let Some(link) = channel_link(place) {
        line.push_words(" · ");
        line.push_mark(&link);
    }
    line
}
