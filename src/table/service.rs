//! The service's requests, one method each. See the module docs of [`crate::table`] for the
//! decisions they follow.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use rand::seq::SliceRandom;

use super::{
    Action, ActionId, ActionStyle, Caller, ChallengeCard, ChallengeId, ChallengeRequest, GameCard,
    GameId, GameStatus, Place, Player, Refusal, Reply, SeatCard, Seating, Settings, Standing,
    AUTOCOMPLETE_CAP, QUICK_MOVES,
};
use crate::ai::Level;
use crate::games::{suggest_moves, AnyGame, GameKind, Outcome, Seat};
use crate::render::{board_png, View};
use crate::store::{
    now_ms, Acceptance, Append, ChallengeRow, EntryKind, GameRow, NewGame, Stale, Store, StoreError,
};

type Answer = Result<Reply, Refusal>;

/// The legal moves of one game at one version, and whose they are.
struct LegalCache {
    version: u32,
    mover: Option<u64>,
    moves: Arc<Vec<String>>,
}

/// Autocomplete answers are read far more often than games change: keep each game's legal-move
/// list for its current version. Bounded by clearing it when it grows past this many games.
const LEGAL_CACHE_GAMES: usize = 4096;

/// teban as the player to move in `row`, and the level it plays at; `None` when a person is to
/// move or the game is over.
fn teban_to_move(row: &GameRow) -> Option<(Player, Level)> {
    let seat = row.state.to_move()?;
    let sitter = row.seats.iter().find(|s| s.seat == seat)?;
    let level = Player::teban_level(sitter.user)?;
    Some((Player::new(sitter.user, sitter.name.clone()), level))
}

/// The games teban is thinking about right now, so that one game is never thought about twice at
/// once (a restart's resume and a player's request may both ask).
type Thoughts = Arc<Mutex<std::collections::HashSet<GameId>>>;

/// teban thinking about one game: registered while it lives.
struct Thinking {
    thoughts: Thoughts,
    game: GameId,
}

impl Thinking {
    fn start(thoughts: &Thoughts, game: GameId) -> Option<Thinking> {
        let mut set = thoughts.lock().unwrap_or_else(|e| e.into_inner());
        set.insert(game).then(|| Thinking {
            thoughts: thoughts.clone(),
            game,
        })
    }
}

impl Drop for Thinking {
    fn drop(&mut self) {
        let mut set = self.thoughts.lock().unwrap_or_else(|e| e.into_inner());
        set.remove(&self.game);
    }
}

/// The game service. Cheap to clone (it shares its store and caches); safe to use from many
/// tasks at once.
#[derive(Clone)]
pub struct Table {
    store: Store,
    settings: Settings,
    legal: Arc<Mutex<HashMap<i64, LegalCache>>>,
    thinking: Thoughts,
}

fn bit(seat: Seat) -> u32 {
    1 << seat.0
}

fn seated_mask(row: &GameRow) -> u32 {
    let all = (1u32 << row.seats.len()) - 1;
    all & !row.resigned
}

fn kind_and_variant(kind: GameKind, variant: &str) -> String {
    format!("{} ({variant})", kind.title())
}

fn outcome_line(row: &GameRow, outcome: Outcome) -> String {
    match outcome {
        Outcome::Win { winner, reason } => {
            format!("**{}** wins ({reason})", row.name_of(winner))
        }
        Outcome::Draw => "drawn by agreement".to_string(),
    }
}

/// Accept and Decline for the challenged, and Cancel for the challenger while nobody answered.
fn challenge_buttons(challenge: ChallengeId, with_cancel: bool) -> Vec<Action> {
    let mut buttons = vec![
        Action {
            id: ActionId::Accept { challenge },
            label: "Accept".into(),
            style: ActionStyle::Primary,
        },
        Action {
            id: ActionId::Decline { challenge },
            label: "Decline".into(),
            style: ActionStyle::Danger,
        },
    ];
    if with_cancel {
        buttons.push(Action {
            id: ActionId::Cancel { challenge },
            label: "Cancel".into(),
            style: ActionStyle::Secondary,
        });
    }
    buttons
}

fn game_over(row: &GameRow) -> Refusal {
    Refusal::GameOver {
        outcome: row
            .state
            .outcome()
            .map(|o| outcome_line(row, o))
            .unwrap_or_else(|| "no one is to move".to_string()),
    }
}

fn stale(seen: u32) -> impl Fn(Stale) -> Refusal {
    move |s| Refusal::Stale { seen, now: s.now }
}

impl Table {
    /// Opens the store at `settings.database_url` (creating the file and running the migrations).
    pub async fn open(settings: Settings) -> Result<Table, StoreError> {
        let store = Store::open(&settings.database_url).await?;
        Ok(Table::with_store(store, settings))
    }

    /// A service over an already opened store.
    pub fn with_store(store: Store, settings: Settings) -> Table {
        Table {
            store,
            settings,
            legal: Arc::new(Mutex::new(HashMap::new())),
            thinking: Thoughts::default(),
        }
    }

    /// The settings in use.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The store underneath (for tests and tools that check the log).
    pub fn store(&self) -> &Store {
        &self.store
    }

    // ---- challenges ----

    /// Challenges `request.opponents` to a game in the caller's channel. The reply mentions them
    /// and offers Accept/Decline (and Cancel for the challenger).
    pub async fn challenge(&self, caller: &Caller, request: ChallengeRequest) -> Answer {
        let game =
            AnyGame::new(request.kind, request.variant.as_deref()).map_err(Refusal::BadRequest)?;
        let variant = game.variant();
        let needed = game.seat_count() - 1;
        let what = kind_and_variant(request.kind, &variant);
        if request.opponents.len() != needed {
            return Err(Refusal::BadRequest(format!(
                "{what} is for {} players: challenge {needed} opponent{}, not {}",
                needed + 1,
                if needed == 1 { "" } else { "s" },
                request.opponents.len()
            )));
        }
        let me = &caller.player;
        if request.opponents.iter().any(|p| p.id == me.id) {
            return Err(Refusal::BadRequest(
                "you cannot challenge yourself".to_string(),
            ));
        }
        for (i, p) in request.opponents.iter().enumerate() {
            if request.opponents[..i].iter().any(|q| q.id == p.id) {
                return Err(Refusal::BadRequest(format!(
                    "{} is named twice: each opponent takes one seat",
                    p.name
                )));
            }
        }
        let channel = caller.place.channel;
        let people = request
            .opponents
            .iter()
            .filter(|p| Player::teban_level(p.id).is_none());
        for p in std::iter::once(me).chain(people) {
            if self.store.active_game_id(channel, p.id).await?.is_some() {
                return Err(Refusal::AlreadyPlaying {
                    name: p.name.clone(),
                });
            }
        }
        let now = now_ms();
        let open = self.store.open_challenges(channel, me.id).await?;
        if let Some(mine) = open
            .iter()
            .find(|c| c.challenger.0 == me.id && c.expires_at > now)
        {
            return Err(Refusal::BadRequest(format!(
                "you already have an open challenge here ({}); cancel it first",
                ChallengeId(mine.id)
            )));
        }
        let row = self
            .store
            .create_challenge(&ChallengeRow {
                id: 0,
                kind: request.kind,
                variant,
                rated: request.rated,
                guild: caller.place.guild,
                channel,
                challenger: (me.id, me.name.clone()),
                // teban accepts at once.
                opponents: request
                    .opponents
                    .iter()
                    .map(|p| (p.id, p.name.clone(), Player::teban_level(p.id).is_some()))
                    .collect(),
                status: "open".into(),
                game: None,
                created_at: now,
                expires_at: now + self.settings.challenge_minutes as i64 * 60_000,
            })
            .await?;
        let names: Vec<String> = request
            .opponents
            .iter()
            .map(|p| format!("**{}**", p.name))
            .collect();
        let challenge = ChallengeId(row.id);
        if let Some(teban) = request
            .opponents
            .iter()
            .find(|p| Player::teban_level(p.id).is_some())
        {
            // Accepting once more for teban starts the game when nobody else is asked.
            let seating = Self::draw_seats(&row);
            if let Acceptance::Started(game) = self
                .store
                .accept_challenge(&row, teban.id, &seating)
                .await?
            {
                return Ok(self.begun(&game).await);
            }
        }
        Ok(Reply {
            text: format!(
                "**{}** challenges {} to {what}, {}. Accept within {} minutes.",
                me.name,
                names.join(", "),
                if row.rated { "rated" } else { "unrated" },
                self.settings.challenge_minutes
            ),
            mention: request.opponents.iter().map(|p| p.id).collect(),
            actions: challenge_buttons(challenge, true),
            ..Reply::default()
        })
    }

    /// Loads a challenge that is still open and still in time; closes it as expired if not.
    async fn open_challenge(&self, challenge: ChallengeId) -> Result<ChallengeRow, Refusal> {
        let row = self
            .store
            .challenge(challenge.0)
            .await?
            .ok_or(Refusal::NoSuchChallenge)?;
        if row.status != "open" {
            return Err(Refusal::ChallengeClosed { state: row.status });
        }
        if now_ms() >= row.expires_at {
            self.store.close_challenge(row.id, "expired").await?;
            return Err(Refusal::ChallengeExpired {
                minutes: ((row.expires_at - row.created_at) / 60_000) as u64,
            });
        }
        Ok(row)
    }

    fn opponent_check(row: &ChallengeRow, caller: &Caller, verb: &str) -> Result<bool, Refusal> {
        match row.opponents.iter().find(|o| o.0 == caller.player.id) {
            Some(o) => Ok(o.2),
            None if row.challenger.0 == caller.player.id => Err(Refusal::BadRequest(format!(
                "you cannot {verb} your own challenge"
            ))),
            None => Err(Refusal::NotYourChallenge),
        }
    }

    /// Accepts a challenge made to the caller. When the last opponent accepts, the seats are
    /// drawn and the game starts: the reply shows the board and mentions the player to move.
    pub async fn accept(&self, caller: &Caller, challenge: ChallengeId) -> Answer {
        let row = self.open_challenge(challenge).await?;
        if Self::opponent_check(&row, caller, "accept")? {
            return Err(Refusal::BadRequest(
                "you have already accepted; the others have yet to".to_string(),
            ));
        }
        let seating = Self::draw_seats(&row);
        match self
            .store
            .accept_challenge(&row, caller.player.id, &seating)
            .await?
        {
            Acceptance::Waiting(row) => {
                let waiting: Vec<String> = row
                    .opponents
                    .iter()
                    .filter(|o| !o.2)
                    .map(|o| format!("**{}**", o.1))
                    .collect();
                Ok(Reply {
                    text: format!(
                        "**{}** accepts. Waiting for {}.",
                        caller.player.name,
                        waiting.join(", ")
                    ),
                    mention: row.opponents.iter().filter(|o| !o.2).map(|o| o.0).collect(),
                    actions: challenge_buttons(challenge, false),
                    ..Reply::default()
                })
            }
            Acceptance::Started(game) => Ok(self.begun(&game).await),
            Acceptance::Occupied(o) => Err(Refusal::AlreadyPlaying { name: o.name }),
            Acceptance::Closed(state) => Err(Refusal::ChallengeClosed { state }),
        }
    }

    /// The challenger and the opponents in seats drawn at random (the rulebook's "a draw
    /// determines who starts").
    fn draw_seats(row: &ChallengeRow) -> Vec<(u64, String)> {
        let mut seating: Vec<(u64, String)> = std::iter::once(row.challenger.clone())
            .chain(row.opponents.iter().map(|o| (o.0, o.1.clone())))
            .collect();
        seating.shuffle(&mut rand::thread_rng());
        seating
    }

    /// The reply that starts a game: the seats as drawn, the board, everyone mentioned.
    async fn begun(&self, game: &GameRow) -> Reply {
        let seats: Vec<String> = game
            .seats
            .iter()
            .map(|s| format!("{} **{}**", s.seat, s.name))
            .collect();
        let text = format!("The game begins: {}.", seats.join(", "));
        let mut reply = self.show(game, text).await;
        reply.mention = game.seats.iter().map(|s| s.user).collect();
        reply
    }

    /// Declines a challenge made to the caller; the challenge is closed for everyone.
    pub async fn decline(&self, caller: &Caller, challenge: ChallengeId) -> Answer {
        let row = self.open_challenge(challenge).await?;
        Self::opponent_check(&row, caller, "decline")?;
        if !self.store.close_challenge(row.id, "declined").await? {
            return Err(Refusal::ChallengeClosed {
                state: "closed".into(),
            });
        }
        Ok(Reply {
            text: format!(
                "**{}** declines the challenge of **{}** to {}.",
                caller.player.name,
                row.challenger.1,
                kind_and_variant(row.kind, &row.variant)
            ),
            mention: vec![row.challenger.0],
            ..Reply::default()
        })
    }

    /// Withdraws the caller's own challenge (the given one, or their open one in this channel).
    pub async fn cancel(&self, caller: &Caller, challenge: Option<ChallengeId>) -> Answer {
        let id = match challenge {
            Some(id) => id,
            None => self
                .store
                .open_challenges(caller.place.channel, caller.player.id)
                .await?
                .iter()
                .find(|c| c.challenger.0 == caller.player.id)
                .map(|c| ChallengeId(c.id))
                .ok_or_else(|| {
                    Refusal::BadRequest("you have no open challenge in this channel".into())
                })?,
        };
        let row = self
            .store
            .challenge(id.0)
            .await?
            .ok_or(Refusal::NoSuchChallenge)?;
        if row.challenger.0 != caller.player.id {
            return Err(Refusal::NotYourChallenge);
        }
        if !self.store.close_challenge(row.id, "cancelled").await? {
            return Err(Refusal::ChallengeClosed { state: row.status });
        }
        Ok(Reply {
            text: format!(
                "**{}** withdraws the challenge to {}.",
                caller.player.name,
                kind_and_variant(row.kind, &row.variant)
            ),
            mention: row.opponents.iter().map(|o| o.0).collect(),
            ..Reply::default()
        })
    }

    fn challenge_card(row: &ChallengeRow) -> ChallengeCard {
        ChallengeCard {
            challenge: ChallengeId(row.id),
            kind: row.kind,
            variant: row.variant.clone(),
            rated: row.rated,
            challenger: Player::new(row.challenger.0, row.challenger.1.clone()),
            opponents: row
                .opponents
                .iter()
                .map(|o| (Player::new(o.0, o.1.clone()), o.2))
                .collect(),
            expires_at: row.expires_at,
        }
    }

    /// The open challenges in the caller's channel that concern the caller (made or received).
    pub async fn challenges(&self, caller: &Caller) -> Result<Vec<ChallengeCard>, Refusal> {
        let now = now_ms();
        Ok(self
            .store
            .open_challenges(caller.place.channel, caller.player.id)
            .await?
            .iter()
            .filter(|c| c.expires_at > now)
            .map(Self::challenge_card)
            .collect())
    }

    /// Closes every open challenge whose time is up, and returns them (so a front end can say
    /// so in their channels).
    pub async fn expire_challenges(&self) -> Result<Vec<ChallengeCard>, Refusal> {
        let mut closed = Vec::new();
        for row in self.store.lapsed_challenges(now_ms()).await? {
            if self.store.close_challenge(row.id, "expired").await? {
                closed.push(Self::challenge_card(&row));
            }
        }
        Ok(closed)
    }

    // ---- games ----

    /// The caller's active game in this channel.
    async fn my_game(&self, caller: &Caller) -> Result<GameRow, Refusal> {
        match self
            .store
            .active_game(caller.place.channel, caller.player.id)
            .await?
        {
            Some(row) => Ok(row),
            None => {
                let elsewhere = self.store.active_games_of(caller.player.id).await?;
                let hint = if elsewhere.is_empty() {
                    ": challenge someone to start one".to_string()
                } else {
                    format!(" (you have {} elsewhere)", elsewhere.len())
                };
                Err(Refusal::NoGameHere { hint })
            }
        }
    }

    /// A game named by a button: it must exist, be the caller's, be on and be at `version`.
    async fn game_for_click(
        &self,
        caller: &Caller,
        game: GameId,
        version: u32,
    ) -> Result<GameRow, Refusal> {
        let row = self.store.game(game.0).await?.ok_or(Refusal::NoSuchGame)?;
        if row.seat_of(caller.player.id).is_none() {
            return Err(Refusal::NotYourGame);
        }
        if row.state.is_over() {
            return Err(game_over(&row));
        }
        Self::check_seen(&row, Some(version))?;
        Ok(row)
    }

    fn check_seen(row: &GameRow, seen: Option<u32>) -> Result<(), Refusal> {
        match seen {
            Some(seen) if seen != row.version => Err(Refusal::Stale {
                seen,
                now: row.version,
            }),
            _ => Ok(()),
        }
    }

    fn my_seat(row: &GameRow, caller: &Caller) -> Result<Seat, Refusal> {
        let seat = row.seat_of(caller.player.id).ok_or(Refusal::NotYourGame)?;
        if row.resigned & bit(seat) != 0 {
            return Err(Refusal::BadRequest(
                "you have resigned this game; the others play on".to_string(),
            ));
        }
        Ok(seat)
    }

    /// Plays `notation` in the caller's game in this channel. `seen` is the version the caller
    /// saw (from a button); `None` for typed moves, which are checked against the latest
    /// position. The move is committed before the reply says it was played.
    pub async fn play(&self, caller: &Caller, notation: &str, seen: Option<u32>) -> Answer {
        let row = self.my_game(caller).await?;
        Self::check_seen(&row, seen)?;
        self.play_in(row, caller, notation).await
    }

    async fn play_in(&self, row: GameRow, caller: &Caller, text: &str) -> Answer {
        let seat = Self::my_seat(&row, caller)?;
        match row.state.to_move() {
            Some(to_move) if to_move == seat => {}
            Some(to_move) => {
                return Err(Refusal::NotYourTurn {
                    to_move: row.name_of(to_move),
                })
            }
            None => return Err(game_over(&row)),
        }
        let mut next = row.state.clone();
        let notation = next.play(text).map_err(|e| Refusal::Illegal {
            reason: e.to_string(),
        })?;
        let version = self
            .commit(&row, seat, EntryKind::Move, &notation, &next, 0)
            .await?;
        let text = format!("**{}** played {notation}.", caller.player.name);
        Ok(self.after(row, next, version, text).await)
    }

    /// Appends an entry; refuses as stale when another request got there first.
    async fn commit(
        &self,
        row: &GameRow,
        seat: Seat,
        kind: EntryKind,
        notation: &str,
        next: &AnyGame,
        draw_offers: u32,
    ) -> Result<u32, Refusal> {
        self.store
            .append(
                row,
                row.version,
                Append {
                    seat,
                    kind,
                    notation,
                    state: next,
                    draw_offers,
                },
            )
            .await?
            .map_err(stale(row.version))
    }

    /// The reply after a change: the new position, the outcome or who is to move (mentioned).
    async fn after(&self, mut row: GameRow, next: AnyGame, version: u32, text: String) -> Reply {
        let last = row.state.ply();
        row.state = next;
        row.version = version;
        if row.state.ply() != last || row.state.is_over() {
            row.draw_offers = 0;
        }
        let mut reply = self.show(&row, text).await;
        reply.mention = match row.state.to_move() {
            Some(seat) => row
                .seats
                .iter()
                .filter(|s| s.seat == seat)
                .map(|s| s.user)
                .collect(),
            None => row.seats.iter().map(|s| s.user).collect(),
        };
        reply
    }

    /// The caller resigns their game in this channel (with two players the other wins; with
    /// four the others play on).
    pub async fn resign(&self, caller: &Caller, seen: Option<u32>) -> Answer {
        let row = self.my_game(caller).await?;
        Self::check_seen(&row, seen)?;
        self.resign_in(row, caller).await
    }

    async fn resign_in(&self, row: GameRow, caller: &Caller) -> Answer {
        let seat = Self::my_seat(&row, caller)?;
        let mut next = row.state.clone();
        next.resign(seat);
        let offers = row.draw_offers & !bit(seat);
        let version = self
            .commit(&row, seat, EntryKind::Resign, "resign", &next, offers)
            .await?;
        let text = format!("**{}** resigns.", caller.player.name);
        let mut row = row;
        row.resigned |= bit(seat);
        row.draw_offers = offers;
        Ok(self.after(row, next, version, text).await)
    }

    /// The caller offers a draw, or agrees to the one on the table; the game is drawn once every
    /// seated player agrees.
    pub async fn offer_draw(&self, caller: &Caller, seen: Option<u32>) -> Answer {
        let row = self.my_game(caller).await?;
        Self::check_seen(&row, seen)?;
        self.draw_in(row, caller, false).await
    }

    /// Same as [`Table::offer_draw`] when a draw is on the table; refused when none is.
    pub async fn accept_draw(&self, caller: &Caller, seen: Option<u32>) -> Answer {
        let row = self.my_game(caller).await?;
        Self::check_seen(&row, seen)?;
        self.draw_in(row, caller, true).await
    }

    async fn draw_in(&self, row: GameRow, caller: &Caller, must_be_offered: bool) -> Answer {
        let seat = Self::my_seat(&row, caller)?;
        let others = row.draw_offers & !bit(seat);
        if must_be_offered && others == 0 {
            return Err(Refusal::BadRequest(
                "no draw is on offer: offer one instead".to_string(),
            ));
        }
        if row.draw_offers & bit(seat) != 0 {
            return Err(Refusal::BadRequest(
                "you already offer a draw; the others have yet to agree".to_string(),
            ));
        }
        let offers = row.draw_offers | bit(seat);
        let name = &caller.player.name;
        if offers & seated_mask(&row) == seated_mask(&row) {
            let mut next = row.state.clone();
            next.agree_draw();
            let version = self
                .commit(&row, seat, EntryKind::Draw, "draw", &next, 0)
                .await?;
            return Ok(self
                .after(
                    row,
                    next,
                    version,
                    format!("**{name}** agrees: the game is drawn."),
                )
                .await);
        }
        self.store
            .set_draw_offers(row.id, row.version, offers)
            .await?
            .map_err(stale(row.version))?;
        let mut row = row;
        row.draw_offers = offers;
        let mut reply = self.show(&row, format!("**{name}** offers a draw.")).await;
        reply.board = None;
        reply.diagram = None;
        reply.mention = row
            .seats
            .iter()
            .filter(|s| seated_mask(&row) & !offers & bit(s.seat) != 0)
            .map(|s| s.user)
            .collect();
        Ok(reply)
    }

    /// The caller's game in this channel: card, board and the actions of the player to move.
    /// The reply is ephemeral.
    pub async fn board(&self, caller: &Caller) -> Answer {
        let row = self.my_game(caller).await?;
        Ok(self.peek(&row).await)
    }

    /// The legal moves of the caller's game in this channel that go on from `prefix`, as
    /// autocomplete offers them ([`suggest_moves`]: a turn of several actions one action at a
    /// time), at most `cap`, with the number of whole turns they lead to when that is not their
    /// own number; an ephemeral reply.
    pub async fn legal(&self, caller: &Caller, prefix: &str, cap: usize) -> Answer {
        use crate::games::{count_moves_starting_with, typed_move};
        let row = self.my_game(caller).await?;
        let Some(to_move) = row.state.to_move() else {
            return Err(game_over(&row));
        };
        let moves = self.legal_of(&row);
        let offers = suggest_moves(&moves, prefix, usize::MAX);
        let turns = count_moves_starting_with(&moves, prefix);
        let shown = &offers[..offers.len().min(cap)];
        let whose = if row.seat_of(caller.player.id) == Some(to_move) {
            "Your".to_string()
        } else {
            format!("{}'s", row.name_of(to_move))
        };
        let wanted = typed_move(prefix);
        let filter = if wanted.is_empty() {
            String::new()
        } else {
            format!(" starting with `{wanted}`")
        };
        let more = if offers.len() > shown.len() {
            format!(" (first {} of {})", shown.len(), offers.len())
        } else {
            String::new()
        };
        // The offers are whole turns (Quoridor's, always), or a turn begun action by action.
        // Moves of several words are told apart by commas.
        let list = shown.join(if shown.iter().any(|m| m.contains(' ')) {
            ", "
        } else {
            " "
        });
        let text = if offers.is_empty() {
            format!("{whose} legal moves{filter}: none.")
        } else if turns == offers.len() && offers.iter().all(|o| moves.binary_search(o).is_ok()) {
            format!("{whose} legal moves{filter}{more}: {list}")
        } else {
            let longer = offers.iter().find(|o| o.len() > wanted.len());
            format!(
                "{whose} legal moves{filter}, one action at a time{more}: {list}. They lead to \
                 {turns} whole turns; add an action (`legal {}`) to see what follows.",
                longer.unwrap_or(&offers[0])
            )
        };
        Ok(Reply {
            text,
            ephemeral: true,
            ..Reply::default()
        })
    }

    /// The legal moves of a game at its version, from the cache or computed and cached.
    fn legal_of(&self, row: &GameRow) -> Arc<Vec<String>> {
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
        let moves = Arc::new(row.state.legal_moves());
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

    /// Autocomplete: the legal moves of the caller's game in this channel that go on from
    /// `prefix`, a turn of several actions offered one action at a time ([`suggest_moves`]),
    /// at most `cap` (capped again at [`AUTOCOMPLETE_CAP`]). Empty when the caller has no game
    /// here or it is not their turn. Fast: one indexed query and a per-version cache of the
    /// legal-move list.
    pub async fn autocomplete(&self, caller: &Caller, prefix: &str, cap: usize) -> Vec<String> {
        let cap = cap.min(AUTOCOMPLETE_CAP);
        let Ok(Some((game, version))) = self
            .store
            .active_game_id(caller.place.channel, caller.player.id)
            .await
        else {
            return Vec::new();
        };
        let cached = {
            let cache = self.legal.lock().unwrap_or_else(|e| e.into_inner());
            cache
                .get(&game)
                .filter(|c| c.version == version)
                .map(|c| (c.mover, c.moves.clone()))
        };
        let (mover, moves) = match cached {
            Some(hit) => hit,
            None => {
                let Ok(Some(row)) = self.store.game(game).await else {
                    return Vec::new();
                };
                let moves = self.legal_of(&row);
                let mover = row
                    .state
                    .to_move()
                    .and_then(|seat| row.seats.iter().find(|s| s.seat == seat))
                    .map(|s| s.user);
                (mover, moves)
            }
        };
        if mover != Some(caller.player.id) {
            return Vec::new();
        }
        suggest_moves(&moves, prefix, cap)
    }

    /// A game's card by id (no permission needed: it is what the channel already sees).
    pub async fn card(&self, game: GameId) -> Result<GameCard, Refusal> {
        let row = self.store.game(game.0).await?.ok_or(Refusal::NoSuchGame)?;
        Ok(Self::card_of(&row))
    }

    /// Seats `players` (in seat order) at a game in `place` directly, without a challenge; if
    /// exactly these players already have an unfinished game of `kind` there, resumes it. Used by
    /// the terminal table, where the players share one keyboard, and by tests and benchmarks.
    pub async fn sit(
        &self,
        place: Place,
        players: &[Player],
        kind: GameKind,
        variant: Option<&str>,
        rated: bool,
    ) -> Result<Seating, Refusal> {
        let fresh = AnyGame::new(kind, variant).map_err(Refusal::BadRequest)?;
        let ids: Vec<u64> = players.iter().map(|p| p.id).collect();
        if let Some(row) = self
            .store
            .unfinished_game_of(place.channel, kind, &ids)
            .await?
        {
            return Ok(Seating {
                game: GameId(row.id),
                card: Self::card_of(&row),
                resumed: true,
            });
        }
        if players.len() != fresh.seat_count() {
            return Err(Refusal::BadRequest(format!(
                "{} is for {} players, not {}",
                kind_and_variant(kind, &fresh.variant()),
                fresh.seat_count(),
                players.len()
            )));
        }
        for (i, p) in players.iter().enumerate() {
            if players[..i].iter().any(|q| q.id == p.id) {
                return Err(Refusal::BadRequest(format!(
                    "{} is named twice: each player takes one seat",
                    p.name
                )));
            }
        }
        let row = self
            .store
            .create_game(&NewGame {
                kind,
                variant: fresh.variant(),
                guild: place.guild,
                channel: place.channel,
                rated,
                seats: players.iter().map(|p| (p.id, p.name.clone())).collect(),
            })
            .await?
            .map_err(|o| Refusal::AlreadyPlaying { name: o.name })?;
        Ok(Seating {
            game: GameId(row.id),
            card: Self::card_of(&row),
            resumed: false,
        })
    }

    // ---- teban itself ----

    /// Makes teban's move in `game` when it is teban's turn there: teban thinks on a blocking
    /// thread (at most the settings' `ai_move_time`), then the move is checked and committed like
    /// a player's and the reply shows it. `Ok(None)` when it is not teban's turn, when teban is
    /// already thinking about this game, or when the game changed while it thought (someone
    /// resigned). The thinking is seeded by the game and its version, so a restart that thinks
    /// again finds the same move.
    pub async fn bot_turn(&self, game: GameId) -> Result<Option<Reply>, Refusal> {
        let row = self.store.game(game.0).await?.ok_or(Refusal::NoSuchGame)?;
        let Some((teban, level)) = teban_to_move(&row) else {
            return Ok(None);
        };
        let Some(_thinking) = Thinking::start(&self.thinking, game) else {
            return Ok(None);
        };
        let position = row.state.clone();
        let seed = (row.id as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(row.version);
        let time = self.settings.ai_move_time;
        let chosen = tokio::task::spawn_blocking(move || {
            crate::ai::choose_move(&position, level, seed, time)
        })
        .await
        .map_err(|e| Refusal::Storage(format!("teban could not think: {e}")))?;
        let Some(notation) = chosen else {
            return Ok(None);
        };
        let caller = Caller {
            player: teban,
            place: Place {
                guild: row.guild,
                channel: row.channel,
            },
        };
        match self.play_in(row, &caller, &notation).await {
            Ok(reply) => Ok(Some(reply)),
            Err(Refusal::Stale { .. }) => Ok(None),
            Err(other) => Err(other),
        }
    }

    /// The active games where teban is to move: a front end starting up calls
    /// [`Table::bot_turn`] for each, so that thinking cut off by a restart resumes.
    pub async fn pending_bot_turns(&self) -> Result<Vec<(GameId, Place)>, Refusal> {
        let (first, last) = (Player::teban(Level::ALL[0]).id, {
            Player::teban(Level::ALL[Level::ALL.len() - 1]).id
        });
        let mut pending = Vec::new();
        for id in self.store.active_games_with_users_in(first, last).await? {
            if let Some(row) = self.store.game(id).await? {
                if teban_to_move(&row).is_some() {
                    let place = Place {
                        guild: row.guild,
                        channel: row.channel,
                    };
                    pending.push((GameId(id), place));
                }
            }
        }
        Ok(pending)
    }

    // ---- standings ----

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

    /// Handles a button click: parses the id, refuses a stale or stranger's click with a reason,
    /// and otherwise does what the button says.
    pub async fn click(&self, caller: &Caller, action_id: &str) -> Answer {
        let action: ActionId = action_id
            .parse()
            .map_err(|e: super::BadActionId| Refusal::BadRequest(e.to_string()))?;
        match action {
            ActionId::Move {
                game,
                version,
                notation,
            } => {
                let row = self.game_for_click(caller, game, version).await?;
                self.play_in(row, caller, &notation).await
            }
            ActionId::Resign { game, version } => {
                let row = self.game_for_click(caller, game, version).await?;
                self.resign_in(row, caller).await
            }
            ActionId::Draw { game, version } => {
                let row = self.game_for_click(caller, game, version).await?;
                self.draw_in(row, caller, false).await
            }
            ActionId::Board { game } => {
                let row = self.store.game(game.0).await?.ok_or(Refusal::NoSuchGame)?;
                Ok(self.peek(&row).await)
            }
            ActionId::Accept { challenge } => self.accept(caller, challenge).await,
            ActionId::Decline { challenge } => self.decline(caller, challenge).await,
            ActionId::Cancel { challenge } => self.cancel(caller, Some(challenge)).await,
        }
    }

    // ---- showing a game ----

    /// Everything an embed shows about a game.
    pub(crate) fn card_of(row: &GameRow) -> GameCard {
        let names: Vec<&str> = row.seats.iter().map(|s| s.name.as_str()).collect();
        let status = match row.state.outcome() {
            Some(outcome) => GameStatus::Finished(outcome),
            None => GameStatus::Active,
        };
        let status_line = match (row.state.outcome(), row.state.to_move()) {
            (Some(outcome), _) => outcome_line(row, outcome),
            (None, Some(seat)) => format!(
                "**{}** to move (move {})",
                row.name_of(seat),
                row.state.ply() + 1
            ),
            (None, None) => "waiting".to_string(),
        };
        GameCard {
            game: GameId(row.id),
            version: row.version,
            kind: row.kind,
            variant: row.variant.clone(),
            title: format!(
                "{} · {}",
                kind_and_variant(row.kind, &row.variant),
                names.join(" vs ")
            ),
            seats: row
                .seats
                .iter()
                .map(|s| SeatCard {
                    seat: s.seat,
                    player: Player::new(s.user, s.name.clone()),
                    playing: row.resigned & bit(s.seat) == 0,
                })
                .collect(),
            to_move: row.state.to_move(),
            ply: row.state.ply(),
            status,
            rated: row.rated,
            last_move: row.last_entry.clone(),
            draw_offers: (0..row.seats.len() as u8)
                .map(Seat)
                .filter(|s| row.draw_offers & bit(*s) != 0)
                .collect(),
            status_line,
        }
    }

    /// The buttons for a game: quick moves for the player to move, draw, resign, board.
    fn actions_of(&self, row: &GameRow) -> Vec<Action> {
        if row.state.is_over() {
            return Vec::new();
        }
        let (game, version) = (GameId(row.id), row.version);
        let moves = self.legal_of(row);
        let shortest = moves.iter().map(|m| m.len()).min().unwrap_or(0);
        let quick: Vec<&String> = moves.iter().filter(|m| m.len() == shortest).collect();
        let mut actions = Vec::new();
        if quick.len() <= QUICK_MOVES {
            actions.extend(quick.into_iter().map(|m| Action {
                id: ActionId::Move {
                    game,
                    version,
                    notation: m.clone(),
                },
                label: m.clone(),
                style: ActionStyle::Primary,
            }));
        }
        let (label, style) = if row.draw_offers == 0 {
            ("Offer draw", ActionStyle::Secondary)
        } else {
            ("Agree to draw", ActionStyle::Success)
        };
        actions.push(Action {
            id: ActionId::Draw { game, version },
            label: label.into(),
            style,
        });
        actions.push(Action {
            id: ActionId::Resign { game, version },
            label: "Resign".into(),
            style: ActionStyle::Danger,
        });
        actions.push(Action {
            id: ActionId::Board { game },
            label: "Board".into(),
            style: ActionStyle::Secondary,
        });
        actions
    }

    /// A game shown only to the caller: its status line, card, board and buttons.
    async fn peek(&self, row: &GameRow) -> Reply {
        Reply {
            ephemeral: true,
            ..self.show(row, String::new()).await
        }
    }

    /// A reply showing a game: `text`, then the status line; the card, the board and buttons.
    async fn show(&self, row: &GameRow, text: String) -> Reply {
        let card = Self::card_of(row);
        let text = if text.is_empty() {
            card.status_line.clone()
        } else {
            format!("{text} {}.", card.status_line)
        };
        let board = if self.settings.render_boards {
            // Drawing is CPU work of a few milliseconds: off the async workers, so that the
            // store's round trips of other requests go on meanwhile and every core draws.
            let (state, view) = (
                row.state.clone(),
                View {
                    names: row.seats.iter().map(|s| s.name.clone()).collect(),
                    hints: false,
                },
            );
            let drawn = tokio::task::spawn_blocking(move || board_png(&state, &view)).await;
            // A picture that could not be drawn leaves the reply without one (the text and
            // the diagram still say everything); it is never worth losing the reply.
            drawn
                .map_err(|e| tracing::warn!(error = %e, "the board could not be drawn"))
                .ok()
        } else {
            None
        };
        Reply {
            text,
            actions: self.actions_of(row),
            card: Some(card),
            board,
            diagram: Some(row.state.diagram()),
            mention: Vec::new(),
            ephemeral: false,
        }
    }
}
