//! A game's editions: what the pages following a game are sent, made once per version of the
//! game and language, and within it once per kind of viewer (each seat, a spectator), then shared
//! by every page of that kind as the same bytes. N pages following a game cost one drawing of its
//! board a move, not N.
//!
//! A change that leaves the version as it was (a draw offered, a takeback asked or answered) is a
//! new edition of the same version: editions are numbered in the order they were made
//! ([`Edition::serial`]), and a page is sent the first one made after the one it was sent last
//! ([`Wanted::After`]). A read, which holds the game as stored, takes the latest edition only when
//! it is as recent as that row ([`Wanted::Row`]): as new a version, and a change made no later.
//!
//! An edition ([`Edition`]) is the game at one version in one language: its row, what every
//! viewer sees alike ([`Shown`], the board drawn once), the patches of its boards against the
//! edition before, and, made when first asked and kept, each kind of viewer's live event (the
//! view with its board as a patch) and whole view (what `GET /api/games/ID` answers). Whoever
//! asks first for a version makes it (the others wait for it, [`Web::edition`]); its kinds' bytes
//! are `OnceCell`s.
//!
//! The editions of a game in a language are kept while a page follows it ([`Following`]): the
//! latest one only, which the next is patched against. A game nobody follows keeps nothing; a read
//! of it makes an edition that goes with the read. `teban_web_editions_total` counts the editions
//! made (a drawing of the board each), `teban_web_live_views_total{viewer}` the live views made,
//! by kind of viewer.
//!
//! Who sees which kind is the service's rule: a seat's view goes to a page of that seat's player
//! (in local play, to the person at the screen as the seat they play), any other page gets the
//! spectator's, which holds no seat's view (no `you`, no targets on its board). Whether a page may
//! see the game at all is asked again of the service at each edition it is sent
//! (`Games::sees`), with the server's web audience read once an edition.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, Weak};

use axum::body::Bytes;
use tokio::sync::OnceCell;

use super::errors::ApiError;
use super::patch::BoardPatch;
use super::sessions::Session;
use super::view::{GameView, Sent, Shown};
use super::Web;
use crate::games::Seat;
use crate::i18n::Lang;
use crate::metrics::{EDITIONS, LIVE_VIEWS};
use crate::store::{GameId, GameRow, GuildId, WebAudience};

/// The kinds of viewer, as `teban_web_live_views_total` names them: a spectator, then each seat.
const KIND_NAMES: [&str; 5] = ["spectator", "seat-1", "seat-2", "seat-3", "seat-4"];

/// The editions of every followed game, by game and language.
#[derive(Default)]
pub struct Editions {
    slots: Mutex<HashMap<(GameId, Lang), Weak<Slot>>>,
}

/// The editions of one game in one language.
struct Slot {
    game: GameId,
    lang: Lang,
    /// The latest edition made.
    latest: Mutex<Option<Arc<Edition>>>,
    /// Held while an edition is made: one at a time, the others wait and take it.
    making: tokio::sync::Mutex<()>,
}

/// A hold on a game's editions in a language (a page following it, or one read): while any is
/// held, the latest edition is kept.
pub struct Following {
    slot: Option<Arc<Slot>>,
    editions: Arc<Editions>,
}

impl Editions {
    fn slots(&self) -> MutexGuard<'_, HashMap<(GameId, Lang), Weak<Slot>>> {
        self.slots.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Follows `game` in `lang`.
    pub fn follow(self: &Arc<Self>, game: GameId, lang: Lang) -> Following {
        let mut slots = self.slots();
        let slot = match slots.get(&(game, lang)).and_then(Weak::upgrade) {
            Some(slot) => slot,
            None => {
                let slot = Arc::new(Slot {
                    game,
                    lang,
                    latest: Mutex::default(),
                    making: tokio::sync::Mutex::default(),
                });
                slots.insert((game, lang), Arc::downgrade(&slot));
                slot
            }
        };
        Following {
            slot: Some(slot),
            editions: self.clone(),
        }
    }
}

impl Drop for Following {
    fn drop(&mut self) {
        // Every hold lets go under the map's lock, so the last one sees that it was.
        let mut slots = self.editions.slots();
        if let Some(slot) = self.slot.take() {
            let (key, gone) = ((slot.game, slot.lang), Arc::downgrade(&slot));
            drop(slot);
            if gone.strong_count() == 0 {
                slots.remove(&key);
            }
        }
    }
}

/// Which edition a page is to be sent.
#[derive(Clone, Copy, Debug)]
pub enum Wanted<'a> {
    /// One as recent as `row`, the game as just read (made from it when the latest is older).
    Row(&'a GameRow),
    /// One at `version` or later.
    AtLeast(u32),
    /// One made after edition `serial`, of version `version`: the game changed again, maybe
    /// keeping its version.
    After { version: u32, serial: u64 },
}

impl Wanted<'_> {
    /// Whether `edition` is what is wanted.
    pub fn met_by(&self, edition: &Edition) -> bool {
        let version = edition.version();
        match *self {
            Wanted::Row(row) => {
                version > row.version
                    || (version == row.version && edition.row.updated_at >= row.updated_at)
            }
            Wanted::AtLeast(wanted) => version >= wanted,
            Wanted::After {
                version: held,
                serial,
            } => version > held || (version == held && edition.serial > serial),
        }
    }
}

impl Following {
    fn slot(&self) -> &Slot {
        self.slot.as_deref().expect("held until dropped")
    }

    /// The latest edition made.
    fn latest(&self) -> Option<Arc<Edition>> {
        let latest = self.slot().latest.lock().unwrap_or_else(|e| e.into_inner());
        latest.clone()
    }

    /// The latest edition, if it is what is wanted.
    fn latest_for(&self, wanted: Wanted) -> Option<Arc<Edition>> {
        self.latest().filter(|e| wanted.met_by(e))
    }
}

/// The patches of an edition's boards against the edition before.
struct Patches {
    /// A spectator's board.
    board: BoardPatch,
    /// A seated player's.
    seat_board: BoardPatch,
}

/// A game at one version in one language, as its pages are sent it.
pub struct Edition {
    pub row: GameRow,
    /// The editions of a game in a language are numbered from 1 in the order they are made.
    pub serial: u64,
    lang: Lang,
    shown: Shown,
    patches: Option<Patches>,
    /// Each kind's live event (by [`kind_index`]), made when first asked.
    events: Vec<OnceCell<Bytes>>,
    /// Each kind's whole view, as JSON after its first field (`now`, which is added when sent).
    reads: Vec<OnceCell<Bytes>>,
    /// The web audience of the game's server, read when first asked.
    audience: OnceCell<WebAudience>,
}

/// Where `seat`'s bytes are kept (`None`: a spectator's).
fn kind_index(seat: Option<Seat>) -> usize {
    seat.map_or(0, |seat| seat.index() + 1)
}

impl Edition {
    pub fn version(&self) -> u32 {
        self.row.version
    }

    /// The seat whose view `session` is sent (`None`: a spectator's): the seat their user holds,
    /// or in local play the seat the person at the screen plays now.
    pub fn seat_of(&self, web: &Web, session: Option<&Session>) -> Option<Seat> {
        if web.settings.local {
            return self.row.seat_of(super::local::seated(&self.row).user);
        }
        session.and_then(|s| self.row.seat_of(s.user))
    }

    /// The view of `seat` (`None`: a spectator) as `sent`.
    fn view(&self, seat: Option<Seat>, sent: Sent) -> GameView {
        self.shown.view_for(&self.row, seat, self.lang, sent)
    }

    /// `seat`'s live event: `event: view` and the view as JSON, its board a patch against the
    /// edition before (whole when there was none). Made once.
    pub async fn event(&self, seat: Option<Seat>) -> Bytes {
        let index = kind_index(seat);
        let Some(cell) = self.events.get(index) else {
            return Bytes::new();
        };
        cell.get_or_init(|| async {
            let patch = self.patches.as_ref().map(|p| match seat {
                Some(_) => &p.seat_board,
                None => &p.board,
            });
            let view = self.view(seat, Sent::Live(patch));
            metrics::counter!(LIVE_VIEWS, "viewer" => KIND_NAMES.get(index).copied().unwrap_or("seat"))
                .increment(1);
            let json = serde_json::to_string(&view).unwrap_or_default();
            Bytes::from(format!("event: view\ndata: {json}\n\n"))
        })
        .await
        .clone()
    }

    /// `seat`'s whole view as JSON, with the server's time `now`. Made once but for `now`.
    pub async fn read(&self, seat: Option<Seat>, now: i64) -> Vec<u8> {
        let index = kind_index(seat);
        let Some(cell) = self.reads.get(index) else {
            return Vec::new();
        };
        let rest = cell
            .get_or_init(|| async {
                let json = serde_json::to_vec(&self.view(seat, Sent::Read)).unwrap_or_default();
                // `{"now":…,` is the view's first field: the rest is kept, `now` added when sent.
                let after = json.iter().position(|b| *b == b',').map_or(0, |i| i + 1);
                Bytes::copy_from_slice(&json[after..])
            })
            .await;
        let mut json = format!("{{\"now\":{now},").into_bytes();
        json.extend_from_slice(rest);
        json
    }

    /// The web audience of the game's server `guild`, read once.
    pub async fn audience(&self, web: &Web, guild: GuildId) -> Result<WebAudience, ApiError> {
        self.audience
            .get_or_try_init(|| async {
                let settings = web.table.store().server_settings(guild).await;
                settings
                    .map(|s| s.web)
                    .map_err(|e| ApiError::failed(&e, self.lang))
            })
            .await
            .copied()
    }
}

impl Web {
    /// Follows game `game` in `lang` (see [`Following`]).
    pub fn follow(&self, game: GameId, lang: Lang) -> Following {
        self.editions.follow(game, lang)
    }

    /// The edition of `following`'s game that is `wanted`: the latest one made when it is, else
    /// made now from the row wanted ([`Wanted::Row`]), else from the game as stored. Whoever asks
    /// while it is made waits for it, and takes it.
    pub async fn edition(
        &self,
        following: &Following,
        wanted: Wanted<'_>,
    ) -> Result<Arc<Edition>, ApiError> {
        if let Some(edition) = following.latest_for(wanted) {
            return Ok(edition);
        }
        let slot = following.slot();
        let _making = slot.making.lock().await;
        if let Some(edition) = following.latest_for(wanted) {
            return Ok(edition);
        }
        let lang = slot.lang;
        let row = match wanted {
            Wanted::Row(row) => row.clone(),
            Wanted::AtLeast(_) | Wanted::After { .. } => self
                .table
                .store()
                .game(slot.game)
                .await
                .map_err(|e| ApiError::failed(&e, lang))?
                .ok_or_else(|| ApiError::not_found(lang))?,
        };
        let shown = self.shown(&row, lang).await?;
        let latest = following.latest();
        let serial = latest.as_ref().map_or(0, |e| e.serial) + 1;
        // Patched against the edition before, also at the same version (no line changed).
        let before = latest.filter(|b| b.version() <= row.version);
        let patches = before.map(|before| Patches {
            board: BoardPatch::between(before.version(), &before.shown.board, &shown.board),
            seat_board: BoardPatch::between(
                before.version(),
                before.shown.seat_board(),
                shown.seat_board(),
            ),
        });
        let kinds = row.seats.len() + 1;
        let edition = Arc::new(Edition {
            lang,
            shown,
            patches,
            events: (0..kinds).map(|_| OnceCell::new()).collect(),
            reads: (0..kinds).map(|_| OnceCell::new()).collect(),
            audience: OnceCell::new(),
            row,
            serial,
        });
        metrics::counter!(EDITIONS).increment(1);
        *slot.latest.lock().unwrap_or_else(|e| e.into_inner()) = Some(edition.clone());
        Ok(edition)
    }
}
