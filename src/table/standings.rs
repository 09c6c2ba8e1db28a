//! Standings: the leaderboard of a guild, a player's record, and the list of a player's
//! unfinished games on a server (`/games`).

use super::service::{bit, kind_and_variant, Answer};
use super::{Caller, GameId, Place, Player, Refusal, Reply, Standing, Table};
use crate::games::GameKind;
use crate::store::GameRow;

/// The most games `/games` looks at: far more than anyone plays at once (one game per player per
/// channel).
const LISTED_GAMES: usize = 200;
/// The longest the text of `/games` grows: within one message anywhere (Discord takes 2,000
/// characters), so no line is ever cut; the games that do not fit are counted instead.
pub const LIST_BUDGET: usize = 1_900;

/// Where a game is played, as a link a player can follow: the channel on Discord. Direct
/// messages and the terminal (no server) have none.
pub(super) fn channel_link(place: Place) -> Option<String> {
    place
        .guild
        .map(|guild| format!("https://discord.com/channels/{guild}/{}", place.channel))
}

impl Table {
    /// The leaderboard of the caller's guild for `kind` (every ladder of that game: 2 and 4
    /// players), best first, at most `limit` lines per ladder.
    pub async fn leaderboard(&self, caller: &Caller, kind: GameKind, limit: usize) -> Answer {
        let guild = caller.place.guild;
        let mut text = String::new();
        for players in self.store.ladders(guild, kind).await? {
            text.push_str(&format!("**{} — {players} players**\n", kind.title()));
            for (rank, s) in self
                .standings(guild, kind, players, limit)
                .await?
                .iter()
                .enumerate()
            {
                text.push_str(&format!(
                    "{}. **{}** {:.0} (±{:.0}) · {}W {}L {}D\n",
                    rank + 1,
                    s.name,
                    s.rating,
                    s.deviation,
                    s.wins,
                    s.losses,
                    s.draws
                ));
            }
        }
        if text.is_empty() {
            text = format!("No rated {} game has finished here yet.", kind.title());
        }
        Ok(Reply {
            text: text.trim_end().to_string(),
            ..Reply::default()
        })
    }

    /// The leaderboard as data, for one ladder (`players` seats).
    pub async fn standings(
        &self,
        guild: Option<u64>,
        kind: GameKind,
        players: u8,
        limit: usize,
    ) -> Result<Vec<Standing>, Refusal> {
        Ok(self
            .store
            .ladder(guild, kind, players, limit)
            .await?
            .into_iter()
            .map(|(user, name, r)| Standing {
                user,
                name,
                rating: r.rating,
                deviation: r.deviation,
                wins: r.wins,
                losses: r.losses,
                draws: r.draws,
            })
            .collect())
    }

    /// The caller's unfinished games on the caller's server (in any channel), for the caller
    /// alone: each with its opponents, whose turn it is, when the move is due and a link to its
    /// channel; the games where it is the caller's turn first, each part by deadline (the most
    /// urgent first, games without a clock last). A game the caller resigned from (the others
    /// playing on) is no longer theirs.
    pub async fn games(&self, caller: &Caller) -> Answer {
        let me = caller.player.id;
        let mut rows: Vec<GameRow> = self
            .store
            .unfinished_games_of(me, caller.place.guild, LISTED_GAMES)
            .await?
            .into_iter()
            .filter(|row| row.seat_of(me).is_some_and(|s| row.resigned & bit(s) == 0))
            .collect();
        let my_turn = |row: &GameRow| row.state.to_move() == row.seat_of(me);
        rows.sort_by_key(|row| (!my_turn(row), row.due_at.unwrap_or(i64::MAX), row.id));
        let here = if caller.place.guild.is_some() {
            "on this server"
        } else {
            "here"
        };
        let name = &caller.player.name;
        if rows.is_empty() {
            return Ok(Reply {
                text: format!("**{name}**, you have no unfinished game {here}."),
                ephemeral: true,
                ..Reply::default()
            });
        }
        let header = format!("**{name}**, your unfinished games {here}:");
        let lines = rows.iter().map(|row| games_line(row, me, my_turn(row)));
        Ok(Reply {
            text: bounded_list(header, lines.collect()),
            ephemeral: true,
            ..Reply::default()
        })
    }

    /// A player's record in the caller's guild: rating, wins, losses and draws per game, and
    /// their unfinished games.
    pub async fn record(&self, caller: &Caller, of: &Player) -> Answer {
        let mut lines = vec![format!("**{}**", of.name)];
        let ratings = self.store.ratings_of(caller.place.guild, of.id).await?;
        if ratings.is_empty() {
            lines.push("No rated game finished in this server yet.".to_string());
        }
        for (kind, players, r) in ratings {
            lines.push(format!(
                "{} ({players} players): {:.0} (±{:.0}) · {}W {}L {}D",
                kind.title(),
                r.rating,
                r.deviation,
                r.wins,
                r.losses,
                r.draws
            ));
        }
        let active = self.store.active_games_of(of.id).await?;
        if !active.is_empty() {
            let here = active
                .iter()
                .filter(|(_, _, channel)| *channel == caller.place.channel)
                .count();
            lines.push(format!(
                "Playing {} game{} ({here} in this channel).",
                active.len(),
                if active.len() == 1 { "" } else { "s" }
            ));
        }
        Ok(Reply {
            text: lines.join("\n"),
            ..Reply::default()
        })
    }
}

/// `header`, then as many of `lines` as fit in [`LIST_BUDGET`] (one message anywhere), each
/// whole, and how many more there are.
pub(super) fn bounded_list(header: String, lines: Vec<String>) -> String {
    let mut text = header;
    for (shown, line) in lines.iter().enumerate() {
        let more = lines.len() - shown;
        let tail = format!("\n…and {more} more.");
        if text.chars().count() + 1 + line.chars().count() + tail.chars().count() > LIST_BUDGET {
            text.push_str(&tail);
            break;
        }
        text.push('\n');
        text.push_str(line);
    }
    text
}

/// One game of `/games`, seen by `me`: "• game #12 · Quoridor (2-players) vs **bob**: your turn
/// (move 3), due <t:…:R> · https://discord.com/channels/…".
fn games_line(row: &GameRow, me: u64, my_turn: bool) -> String {
    let opponents: Vec<String> = row
        .seats
        .iter()
        .filter(|s| s.user != me)
        .map(|s| format!("**{}**", s.name))
        .collect();
    let ply = row.state.ply() + 1;
    let turn = match row.state.to_move() {
        _ if my_turn => format!("your turn (move {ply})"),
        Some(seat) => format!("**{}** to move (move {ply})", row.name_of(seat)),
        None => "waiting".to_string(),
    };
    let due = match row.due_at {
        Some(due) => format!("due <t:{}:R>", due / 1000),
        None => "no time limit".to_string(),
    };
    let place = Place {
        guild: row.guild,
        channel: row.channel,
    };
    let mut line = format!(
        "• {} · {} vs {}: {turn}, {due}",
        GameId(row.id),
        kind_and_variant(row.kind, &row.variant),
        opponents.join(", ")
    );
    if let Some(link) = channel_link(place) {
        line.push_str(" · ");
        line.push_str(&link);
    }
    line
}
