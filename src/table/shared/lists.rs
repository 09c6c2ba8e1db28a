//! Lists a message shows whole: as many lines as fit in one message and how many more there
//! are, a game's line in a player's list of games, and the link to where a game is played.

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

/// One game of `/games`, seen by `me` in `lang`: "• game #12 · Quoridor (2-players) vs bob:
/// your turn (move 3), due (a moment) · (a link to its channel)".
pub(in crate::table) fn games_line(lang: Lang, row: &GameRow, me: UserId, my_turn: bool) -> Text {
    let opponents = row
        .seats
        .iter()
        .filter(|s| s.user != me)
        .map(|s| Text::from(marks::name(&s.name)));
    let ply = row.state.ply() + 1;
    let turn = match row.state.to_move() {
        _ if my_turn => say!(lang, "standings-your-turn", move_number = ply),
        Some(seat) => say!(
            lang,
            "standings-to-move",
            player = marks::name(row.name_of(seat)),
            move_number = ply
        ),
        None => say!(lang, "standings-waiting"),
    };
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
