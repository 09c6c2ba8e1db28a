//! Game records as the table hands them out: `/record` attaches a game's record (the format is
//! [`crate::record`]'s), and the same lookup finds the game `/replay` animates; a stored game's
//! positions, one by one, for a page's replay.

use crate::clock::date_of;
use crate::i18n::Said;
use crate::key;
use crate::model::GameRow;
use crate::record::{Record, RecordEntry};
use crate::store::LogEntry;
use crate::table::games::Games;
use crate::table::shared::{Caller, GameId, Refusal, Viewer};

/// The record of a stored game, from its row and its log.
pub(super) fn record_of(row: &GameRow, log: &[LogEntry]) -> Record {
    let mut seats = vec![String::new(); row.state.seat_count()];
    for s in &row.seats {
        if let Some(name) = seats.get_mut(s.seat.index()) {
            name.clone_from(&s.name);
        }
    }
    Record {
        game: Some(row.id.0),
        server: row.guild.map(|g| g.0),
        channel: Some(row.channel.0),
        date: Some(date_of(row.created_at)),
        seats,
        clock: Some(row.clock.to_string()),
        rated: Some(row.rated),
        entries: log.iter().map(entry_of).collect(),
        position: row.state.clone(),
        aborted: row.aborted_by.is_some(),
    }
}

impl Games {
    /// Every position `game` went through, from its start to now, one per entry of its log (a
    /// takeback's too; an abort leaves the position as it was): what a page replays.
    pub async fn positions_of(
        &self,
        game: &GameRow,
    ) -> Result<Vec<crate::games::AnyGame>, Refusal> {
        let log = self.store.log(game.id).await?;
        Ok(record_of(game, &log).positions())
    }

    /// The game a `/record` or `/replay` names, and its log. Without `game`, the caller's newest
    /// game in this channel; with it, any game of the caller's server (outside a server, only a
    /// game the caller sat at), finished or not. `hint` ends the refusal when there is none
    /// (" to replay: name one, like `game:12`"), in the caller's language.
    pub(super) async fn named_game(
        &self,
        caller: &Caller,
        game: Option<GameId>,
        hint: Said,
    ) -> Result<Record, Refusal> {
        let row = match game {
            None => self
                .store
                .latest_game_in(caller.place.channel, caller.player.id)
                .await?
                .ok_or_else(|| Refusal::NoGameHere {
                    hint: hint.text(caller.lang),
                })?,
            Some(game) => {
                let row = self.store.game(game).await?.ok_or(Refusal::NoSuchGame)?;
                if !Viewer::member(caller).sees(&row) {
                    return Err(Refusal::NotOnThisServer { game });
                }
                row
            }
        };
        let log = self.store.log(row.id).await?;
        Ok(record_of(&row, &log))
    }

    /// The record of a game as a file: its name (`teban-game-12.txt`) and its text. The game is
    /// found as [`Games::game_replay`] finds it.
    pub async fn game_record(
        &self,
        caller: &Caller,
        game: Option<GameId>,
    ) -> Result<(String, String), Refusal> {
        let record = self
            .named_game(caller, game, Said::new(key!("record-no-game-to-record")))
            .await?;
        let id = record.game.unwrap_or_default();
        Ok((format!("teban-game-{id}.txt"), record.to_text()))
    }
}

/// A log entry as a record holds it.
fn entry_of(entry: &LogEntry) -> RecordEntry {
    RecordEntry {
        seat: entry.seat,
        kind: entry.kind,
        notation: entry.notation.clone(),
    }
}
