//! Lists a message shows whole: as many lines as fit in one message and how many more there
//! are, a game's line in a player's list of games, and the link to where a game is played.

use super::{kind_and_variant, Place};
use crate::i18n::Lang;
use crate::model::{GameRow, UserId};
use crate::tr;

/// Where a game is played, as a link a player can follow: the channel on Discord. Direct
/// messages and the terminal (no server) have none.
pub(in crate::table) fn channel_link(place: Place) -> Option<String> {
    place
        .guild
        .map(|guild| crate::text::marks::link(guild, place.channel, None))
}

/// `header`, then as many of `lines` as fit in `room` characters (the front end's, see
/// [`crate::table::Settings::list_room`]; `None`: all of them), each whole, and how many more
/// there are (said in `lang`).
pub(in crate::table) fn bounded_list_in(
    lang: Lang,
    room: Option<usize>,
    header: String,
    lines: Vec<String>,
) -> String {
    let mut text = header;
    for (shown, line) in lines.iter().enumerate() {
        let more = lines.len() - shown;
        let tail = format!("\n{}", tr!(lang, "standings-more", count = more));
        let length = text.chars().count() + 1 + line.chars().count() + tail.chars().count();
        if room.is_some_and(|room| length > room) {
            text.push_str(&tail);
            break;
        }
        text.push('\n');
        text.push_str(line);
    }
    text
}

/// One game of `/games`, seen by `me` in `lang`: "• game #12 · Quoridor (2-players) vs **bob**:
/// your turn (move 3), due <t:…:R> · https://discord.com/channels/…".
pub(in crate::table) fn games_line(lang: Lang, row: &GameRow, me: UserId, my_turn: bool) -> String {
    let opponents: Vec<String> = row
        .seats
        .iter()
        .filter(|s| s.user != me)
        .map(|s| format!("**{}**", s.name))
        .collect();
    let ply = row.state.ply() + 1;
    let turn = match row.state.to_move() {
        _ if my_turn => tr!(lang, "standings-your-turn", move_number = ply),
        Some(seat) => tr!(
            lang,
            "standings-to-move",
            player = row.name_of(seat),
            move_number = ply
        ),
        None => tr!(lang, "standings-waiting"),
    };
    let due = match row.due_at {
        Some(due) => tr!(lang, "standings-due", due = crate::text::marks::moment(due)),
        None => tr!(lang, "standings-no-time-limit"),
    };
    let place = Place {
        guild: row.guild,
        channel: row.channel,
    };
    let mut line = tr!(
        lang,
        "standings-games-line",
        game = row.id.0.to_string(),
        what = kind_and_variant(row.kind, &row.variant),
        opponents = opponents.join(", "),
        turn = turn,
        due = due
    );
    if let Some(link) = channel_link(place) {
        line.push_str(" · ");
        line.push_str(&link);
    }
    line
}
