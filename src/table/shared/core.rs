//! The [`Core`] every service stands on: finding the caller's game and their seat, refusing a stale
//! or misplaced click, the legal-move cache, the changes told after a commit, one entry for a
//! game's log ([`Entry`]), and the words every service says of a game (its status, how it ended).

use crate::key;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use super::{Caller, GameId, Place, Refusal, Reply};
use crate::games::{AnyGame, GameKind, Notations, Outcome, Seat};
use crate::i18n::rules::Says;
use crate::i18n::{Lang, Said};
use crate::model::{EntryKind, GameRow, SeatSet, UserId};
use crate::say;
use crate::store::{Heard, PostKind, Store};
use crate::text::{marks, Text};

pub(in crate::table) type Answer = Result<Reply, Refusal>;

/// The legal moves of one game at one version, and whose they are.
pub(in crate::table) struct LegalCache {
    pub(in crate::table) version: u32,
    pub(in crate::table) mover: Option<UserId>,
    pub(in crate::table) moves: Arc<LegalMoves>,
}

/// The legal moves of a position, written out the first time they are asked for: every reply
/// keeps its game's position here, and only an autocomplete or a `/legal` lists the moves.
pub(in crate::table) struct LegalMoves {
    position: AnyGame,
    written: OnceLock<Notations>,
}

impl LegalMoves {
    /// Every legal move, canonical and sorted.
    pub(in crate::table) fn all(&self) -> &Notations {
        self.written.get_or_init(|| self.position.legal_notations())
    }
}

/// Autocomplete answers are read far more often than games change: keep each game's legal-move
/// list for its current version. Bounded by clearing it when it grows past this many games.
pub(in crate::table) const LEGAL_CACHE_GAMES: usize = 4096;

/// What every service stands on: the store, the legal-move cache, and the changes told to whoever
/// follows the games. It finds a caller's game and seat, refuses a stale or misplaced click and
/// shows a game (`view.rs`). Cheap to clone (it shares its store and caches); safe to use from
/// many tasks at once.
#[derive(Clone)]
pub struct Core {
    pub(in crate::table) store: Store,
    pub(in crate::table) legal: Arc<Mutex<HashMap<GameId, LegalCache>>>,
    /// Told of every change to a game, after its commit (see [`Core::changed`]).
    pub(in crate::table) changes: tokio::sync::broadcast::Sender<Heard>,
}

/// How many changes a slow listener of the table's changes may fall behind before it is told
/// it missed some (it then reads its games again).
const CHANGES_KEPT: usize = 1024;

/// The seats of `row` still playing (not resigned nor out of time).
pub(in crate::table) fn seated_mask(row: &GameRow) -> SeatSet {
    SeatSet::first(row.seats.len()).minus(row.resigned)
}

pub(in crate::table) fn kind_and_variant(kind: GameKind, variant: &str) -> String {
    format!("{} ({variant})", kind.title())
}

/// How a game was decided: "ann wins (reached the goal)", "drawn by agreement".
pub(in crate::table) fn outcome_said(row: &GameRow, outcome: Outcome) -> Said {
    match outcome {
        Outcome::Win { winner, reason } => Said::new(key!("play-outcome-win"))
            .with_mark("player", marks::name(row.name_of(winner)))
            .with_said("reason", reason.said()),
        Outcome::Draw => Said::new(key!("play-outcome-draw")),
    }
}

/// How a finished game ended: its outcome, or who aborted it; `None` while it is on.
pub(in crate::table) fn end_said(row: &GameRow) -> Option<Said> {
    if let Some(by) = row.aborted_by {
        return Some(match row.seats.iter().find(|s| s.user == by) {
            Some(sitter) => {
                Said::new(key!("play-aborted-by")).with_mark("player", marks::name(&sitter.name))
            }
            None => Said::new(key!("play-aborted-by-manager")),
        });
    }
    row.state.outcome().map(|o| outcome_said(row, o))
}

/// A click acts on a game only where the game lives: from its own server (else "game #N is not
/// played on this server") and from the channel or thread it is played in (else the refusal says
/// which that is). Its buttons are posted nowhere else, so a click from anywhere else was forged.
pub(in crate::table) fn check_place(row: &GameRow, place: Place) -> Result<(), Refusal> {
    let game = row.id;
    if row.guild != place.guild {
        return Err(Refusal::NotOnThisServer { game });
    }
    if row.channel != place.channel {
        return Err(Refusal::PlayedElsewhere {
            game,
            channel: row.channel,
        });
    }
    Ok(())
}

pub(in crate::table) fn game_over(row: &GameRow) -> Refusal {
    Refusal::GameOver {
        outcome: end_said(row).unwrap_or_else(|| Said::new(key!("play-no-one-to-move"))),
    }
}

/// Where a game stands: "bob to move (move 4)", or how it ended.
pub(in crate::table) fn status_said(row: &GameRow) -> Said {
    match (end_said(row), row.state.to_move()) {
        (Some(end), _) => end,
        (None, Some(seat)) => Said::new(key!("play-status-to-move"))
            .with_mark("player", marks::name(row.name_of(seat)))
            .with_number("move", row.state.ply() + 1),
        (None, None) => Said::new(key!("play-status-waiting")),
    }
}

/// One line on where a game stands, in `lang`: "bob to move (move 4)", or how it ended.
pub(in crate::table) fn status_line(row: &GameRow, lang: Lang) -> Text {
    status_said(row).text(lang)
}

/// One entry for a game's log: who made it, what it is, the position and draw offers after it,
/// and the kind of post it owes the channel, if any.
pub(in crate::table) struct Entry<'a> {
    pub(in crate::table) seat: Seat,
    pub(in crate::table) kind: EntryKind,
    pub(in crate::table) notation: &'a str,
    pub(in crate::table) next: AnyGame,
    pub(in crate::table) draw_offers: SeatSet,
    pub(in crate::table) post: Option<PostKind>,
    /// With an abort: who aborted the game.
    pub(in crate::table) aborted_by: Option<UserId>,
}

impl Core {
    /// The core over `store`, telling nobody of its changes yet.
    pub(in crate::table) fn new(store: Store) -> Core {
        Core {
            store,
            legal: Arc::new(Mutex::new(HashMap::new())),
            changes: tokio::sync::broadcast::channel(CHANGES_KEPT).0,
        }
    }

    /// Tells the listeners of [`crate::table::Table::game_changes`] that `game` changed (nobody
    /// listening is fine).
    pub(in crate::table) fn changed(&self, game: GameId, version: u32) {
        let _ = self.changes.send(Heard::Changed { game, version });
    }

    /// The caller's active game in this channel.
    pub(in crate::table) async fn my_game(&self, caller: &Caller) -> Result<GameRow, Refusal> {
        match self
            .store
            .active_game(caller.place.channel, caller.player.id)
            .await?
        {
            Some(row) => Ok(row),
            None => {
                let elsewhere = self.store.active_games_of(caller.player.id).await?;
                // Said in the caller's language: a refusal is theirs alone.
                let hint = if elsewhere.is_empty() {
                    say!(caller.lang, "refusal-hint-challenge")
                } else {
                    say!(
                        caller.lang,
                        "refusal-hint-elsewhere",
                        count = elsewhere.len() as f64
                    )
                };
                Err(Refusal::NoGameHere { hint })
            }
        }
    }

    /// A game named by a button (`row`, as read): it must be clicked where it is played, be the
    /// caller's, be on and be at `version`.
    pub(in crate::table) fn game_for_click(
        caller: &Caller,
        row: GameRow,
        version: u32,
    ) -> Result<GameRow, Refusal> {
        check_place(&row, caller.place)?;
        if row.seat_of(caller.player.id).is_none() {
            return Err(Refusal::NotYourGame);
        }
        if row.is_finished() {
            return Err(game_over(&row));
        }
        Self::check_seen(&row, Some(version))?;
        Ok(row)
    }

    pub(in crate::table) fn check_seen(row: &GameRow, seen: Option<u32>) -> Result<(), Refusal> {
        match seen {
            Some(seen) if seen != row.version => Err(Refusal::Stale {
                now: status_said(row),
            }),
            _ => Ok(()),
        }
    }

    pub(in crate::table) fn my_seat(row: &GameRow, caller: &Caller) -> Result<Seat, Refusal> {
        let seat = row.seat_of(caller.player.id).ok_or(Refusal::NotYourGame)?;
        if row.resigned.contains(seat) {
            return Err(Refusal::Said(Said::new(key!("refusal-resigned"))));
        }
        Ok(seat)
    }

    /// The refusal of a request that lost a race: where the game stands now.
    pub(in crate::table) async fn moved_on(&self, game: GameId) -> Refusal {
        match self.store.game(game).await {
            Ok(Some(row)) => Refusal::Stale {
                now: status_said(&row),
            },
            Ok(None) => Refusal::NoSuchGame,
            Err(e) => e.into(),
        }
    }

    /// The legal moves of a game at its version, from the cache or cached (to be written out
    /// when first asked for).
    pub(in crate::table) fn legal_of(&self, row: &GameRow) -> Arc<LegalMoves> {
        let mover = row
            .state
            .to_move()
            .and_then(|seat| row.seats.iter().find(|s| s.seat == seat))
            .map(|s| s.user);
        let mut cache = self.legal.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(hit) = cache.get(&row.id).filter(|c| c.version == row.version) {
            return hit.moves.clone();
        }
        if cache.len() >= LEGAL_CACHE_GAMES {
            cache.clear();
        }
        let moves = Arc::new(LegalMoves {
            position: row.state.clone(),
            written: OnceLock::new(),
        });
        cache.insert(
            row.id,
            LegalCache {
                version: row.version,
                mover,
                moves: moves.clone(),
            },
        );
        moves
    }
}
