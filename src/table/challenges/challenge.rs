//! Challenges: made, accepted, declined, withdrawn and lapsed, and rematches. Seats are drawn
//! when the last challenged player accepts and the game begins.
//!
//! In teban's own direct messages only teban can be challenged: nobody else can see a challenge
//! there, so a challenge of a person is refused, saying to challenge them in a server (see the
//! table's doc: a direct message with teban is one person's place). A conversation teban only
//! answers in (a DM or a group DM between people, reached through a player's own install of
//! teban: [`Home::Answered`](crate::model::Home)) is theirs: anyone there may be challenged,
//! and the game lives there too.
//!
//! A rematch is a challenge like any other, made by a click on the Rematch button of a decided
//! game: the same players, game, variant, clock and rating, in the game's channel; the others
//! accept as usual, and a rematch against teban starts at once. A player who clicks Rematch when
//! another player of the game has already asked for the same rematch accepts that one instead of
//! making a second.

use crate::key;
use crate::table::challenges::Challenges;
use rand::seq::SliceRandom;

use super::{ChallengeRequest, OpenTerms};
use crate::table::shared::{check_place, kind_and_variant, Answer};
use crate::table::shared::{GameClock, Happened, MoveClock, UserId};

use crate::games::{AnyGame, GameKind};
use crate::i18n::rules::Says;
use crate::i18n::{Lang, Said};
use crate::model::GameRow;
use crate::store::{Acceptance, ChallengeRow, ChallengeStatus};
use crate::table::shared::{
    Action, ActionId, ActionStyle, Caller, ChallengeCard, ChallengeId, GameId, Place, Player,
    Refusal, Reply,
};
use crate::text::marks;
use crate::{say, tr};

impl Challenges {
    /// Challenges `request.opponents` to a game in the caller's channel. The reply mentions them
    /// and offers Accept/Decline (and Cancel for the challenger). Without opponents, the
    /// challenge is open to anyone (`Challenges::open_challenge`).
    pub async fn challenge(&self, caller: &Caller, request: ChallengeRequest) -> Answer {
        self.make_challenge(caller, request, None).await
    }

    /// Challenges `request.opponents`, or anyone when the challenge is `open` (then
    /// `request.opponents` is empty).
    pub(super) async fn make_challenge(
        &self,
        caller: &Caller,
        request: ChallengeRequest,
        open: Option<OpenTerms>,
    ) -> Answer {
        let open = open.or_else(|| request.opponents.is_empty().then(OpenTerms::default));
        let seats = request.opponents.len() + 1;
        // Without a variant, the number of opponents named picks it (three make 4-player
        // Quoridor).
        let chosen = request
            .variant
            .clone()
            .or_else(|| variant_for(request.kind, seats).map(str::to_string));
        let game =
            AnyGame::new(request.kind, chosen.as_deref()).map_err(|e| Refusal::Said(e.said()))?;
        let variant = game.variant();
        let what = kind_and_variant(request.kind, &variant);
        if open.is_none() && seats != game.seat_count() {
            let said = match variant_for(request.kind, seats) {
                Some(other) => Said::new(key!("challenge-refusal-seats-pick-variant"))
                    .with("variant", other)
                    .with_number("opponents", (seats - 1) as f64),
                None => Said::new(key!("challenge-refusal-seats-count"))
                    .with_number("opponents", (game.seat_count() - 1) as f64),
            };
            let said = said
                .with("game", what.as_str())
                .with_number("seats", game.seat_count() as f64)
                .with_number("asked", seats as f64);
            return Err(Refusal::Said(said));
        }
        let me = &caller.player;
        if request.opponents.iter().any(|p| p.id == me.id) {
            return Err(Refusal::Said(Said::new(key!("challenge-refusal-yourself"))));
        }
        for (i, p) in request.opponents.iter().enumerate() {
            if request.opponents[..i].iter().any(|q| q.id == p.id) {
                return Err(Refusal::Said(
                    Said::new(key!("challenge-refusal-named-twice"))
                        .with("player", p.name.as_str()),
                ));
            }
        }
        let people = || {
            request
                .opponents
                .iter()
                .filter(|p| Player::teban_level(p.id).is_none())
        };
        if caller.alone_with_teban() && (open.is_some() || people().next().is_some()) {
            return Err(Refusal::Said(Said::new(key!(
                "challenge-refusal-direct-message"
            ))));
        }
        for p in people() {
            self.may_challenge(caller, p).await?;
        }
        let channel = caller.place.channel;
        for p in std::iter::once(me).chain(people()) {
            if self.store.active_game_id(channel, p.id).await?.is_some() {
                return Err(Refusal::AlreadyPlaying {
                    name: p.name.clone(),
                });
            }
        }
        // A game against teban has no clock: teban answers at once, and a person may take
        // their time.
        let clock = if request
            .opponents
            .iter()
            .any(|p| Player::teban_level(p.id).is_some())
        {
            GameClock::PerMove(MoveClock(None))
        } else {
            match request.clock {
                Some(clock) => clock,
                None => self.servers.default_clock(caller.server()).await?.into(),
            }
        };
        let now = self.store.now();
        if people().next().is_some() || open.is_some() {
            self.within_cap(caller).await?;
        }
        let pending = self.store.open_challenges(channel, me.id).await?;
        if let Some(mine) = pending
            .iter()
            .find(|c| c.challenger.0 == me.id && c.expires_at > now)
        {
            return Err(Refusal::Said(
                Said::new(key!("challenge-refusal-already-open"))
                    .with("challenge", mine.id.0.to_string()),
            ));
        }
        // What the channel reads: the challenge, its answers, and the game it starts.
        let lang = self.servers.channel_lang(caller).await?;
        let row = self
            .store
            .create_challenge(&ChallengeRow {
                id: ChallengeId(0),
                kind: request.kind,
                variant,
                rated: request.rated,
                guild: caller.place.guild,
                channel,
                home: caller.home,
                challenger: (me.id, me.name.clone()),
                // teban accepts at once.
                opponents: request
                    .opponents
                    .iter()
                    .map(|p| (p.id, p.name.clone(), Player::teban_level(p.id).is_some()))
                    .collect(),
                status: ChallengeStatus::Open,
                game: None,
                created_at: now,
                expires_at: now + self.settings.challenge_minutes as i64 * 60_000,
                clock,
                seats: open.map(|_| game.seat_count() as u32),
                rating_range: open.and_then(|o| o.rating_range),
                message: None,
            })
            .await?;
        if let Some(terms) = open {
            return Ok(self.open_card(&row, terms, lang, clock));
        }
        let names = marks::names(request.opponents.iter().map(|p| p.name.as_str()), ", ");
        let challenge = row.id;
        if let Some(teban) = request
            .opponents
            .iter()
            .find(|p| Player::teban_level(p.id).is_some())
        {
            // Accepting once more for teban starts the game when nobody else is asked.
            if let Acceptance::Started(game) = self
                .store
                .accept_challenge(
                    &row,
                    (teban.id, &teban.name),
                    Self::draw_seats,
                    row.clock.first_turn(now),
                    lang,
                )
                .await?
            {
                return self.begun(&game).await;
            }
        }
        Ok(Reply {
            text: say!(
                lang,
                "challenge-made",
                challenger = marks::name(&me.name),
                opponents = names,
                game = what,
                rated = if row.rated { "rated" } else { "unrated" },
                clock = clock.words(lang),
                minutes = self.settings.challenge_minutes
            ),
            happened: Happened::ChallengePosted { challenge },
            mention: request.opponents.iter().map(|p| p.id).collect(),
            actions: challenge_buttons(lang, challenge, true),
            lang,
            ..Reply::default()
        })
    }

    /// The caller asks the other players of the decided `game` for a rematch: a new challenge with
    /// the same players, game, variant, clock and rating, in the game's channel (seats are drawn
    /// again when it is accepted). When another player of the game already asked, the caller
    /// accepts that challenge instead.
    pub async fn rematch(&self, caller: &Caller, game: GameId) -> Answer {
        let row = self.store.game(game).await?.ok_or(Refusal::NoSuchGame)?;
        check_place(&row, caller.place)?;
        let me = caller.player.id;
        if row.seat_of(me).is_none() {
            return Err(Refusal::NotYourGame);
        }
        if !row.is_finished() {
            return Err(Refusal::Said(Said::new(key!(
                "challenge-refusal-rematch-unfinished"
            ))));
        }
        if row.tournament.is_some() {
            return Err(Refusal::Said(Said::new(key!("tournament-refusal-rematch"))));
        }
        let there = Caller {
            player: caller.player.clone(),
            place: Place {
                guild: row.guild,
                channel: row.channel,
            },
            home: row.home,
            ..caller.clone()
        };
        let players = |mut ids: Vec<UserId>| {
            ids.sort_unstable();
            ids
        };
        let seated = players(row.seats.iter().map(|s| s.user).collect());
        let now = self.store.now();
        let asked = self
            .store
            .open_challenges(row.channel, me)
            .await?
            .into_iter()
            .find(|c| {
                c.challenger.0 != me
                    && c.expires_at > now
                    && (c.kind, &c.variant, c.rated, c.clock)
                        == (row.kind, &row.variant, row.rated, row.clock)
                    && players(
                        std::iter::once(c.challenger.0)
                            .chain(c.opponents.iter().map(|o| o.0))
                            .collect(),
                    ) == seated
            });
        if let Some(asked) = asked {
            return self.accept(&there, asked.id).await;
        }
        let request = ChallengeRequest {
            kind: row.kind,
            variant: Some(row.variant.clone()),
            opponents: row
                .seats
                .iter()
                .filter(|s| s.user != me)
                .map(|s| Player::new(s.user, s.name.clone()))
                .collect(),
            rated: row.rated,
            clock: Some(row.clock),
        };
        let mut reply = self.challenge(&there, request).await?;
        reply.text = say!(
            reply.lang,
            "challenge-rematch",
            game = game.0.to_string(),
            challenge = &reply.text
        );
        Ok(reply)
    }

    /// Loads a challenge that is still open and still in time, answered where it was made;
    /// closes it as expired if not in time.
    pub(super) async fn open_challenge(
        &self,
        caller: &Caller,
        challenge: ChallengeId,
    ) -> Result<ChallengeRow, Refusal> {
        let row = self
            .store
            .challenge(challenge)
            .await?
            .ok_or(Refusal::NoSuchChallenge)?;
        challenge_here(&row, caller.place)?;
        if row.status != ChallengeStatus::Open {
            return Err(Refusal::ChallengeClosed {
                state: Some(row.status),
            });
        }
        if self.store.now() >= row.expires_at {
            self.store
                .close_challenge(row.id, ChallengeStatus::Expired)
                .await?;
            return Err(Refusal::ChallengeExpired {
                minutes: ((row.expires_at - row.created_at) / 60_000) as u64,
            });
        }
        Ok(row)
    }

    /// Whether the caller, one of the challenged, has accepted already; `own` is the refusal
    /// when the caller is the challenger ("you cannot accept your own challenge").
    pub(super) fn opponent_check(
        row: &ChallengeRow,
        caller: &Caller,
        own: Said,
    ) -> Result<bool, Refusal> {
        match row.opponents.iter().find(|o| o.0 == caller.player.id) {
            Some(o) => Ok(o.2),
            None if row.challenger.0 == caller.player.id => Err(Refusal::Said(own)),
            None => Err(Refusal::NotYourChallenge),
        }
    }

    /// Accepts a challenge made to the caller. When the last opponent accepts, the seats are
    /// drawn and the game starts: the reply shows the board and mentions the player to move.
    pub async fn accept(&self, caller: &Caller, challenge: ChallengeId) -> Answer {
        let row = self.open_challenge(caller, challenge).await?;
        if row.seats.is_some() {
            return self.join(caller, row).await;
        }
        if Self::opponent_check(
            &row,
            caller,
            Said::new(key!("challenge-refusal-accept-own")),
        )? {
            return Err(Refusal::Said(Said::new(key!(
                "challenge-refusal-already-accepted"
            ))));
        }
        let lang = self.servers.channel_lang(caller).await?;
        match self
            .store
            .accept_challenge(
                &row,
                (caller.player.id, &caller.player.name),
                Self::draw_seats,
                row.clock.first_turn(self.store.now()),
                lang,
            )
            .await?
        {
            Acceptance::Waiting(row) => {
                let waiting = marks::names(
                    row.opponents.iter().filter(|o| !o.2).map(|o| o.1.as_str()),
                    ", ",
                );
                Ok(Reply {
                    text: say!(
                        lang,
                        "challenge-accepted-waiting",
                        player = marks::name(&caller.player.name),
                        waiting = waiting
                    ),
                    mention: row.opponents.iter().filter(|o| !o.2).map(|o| o.0).collect(),
                    actions: challenge_buttons(lang, challenge, false),
                    lang,
                    ..Reply::default()
                })
            }
            Acceptance::Started(game) => self.begun(&game).await,
            Acceptance::Occupied(o) => Err(Refusal::AlreadyPlaying { name: o.name }),
            Acceptance::Closed(state) => Err(Refusal::ChallengeClosed { state }),
        }
    }

    /// The challenger and the opponents in seats drawn at random (the rulebook's "a draw
    /// determines who starts").
    pub(super) fn draw_seats(mut seating: Vec<(UserId, String)>) -> Vec<(UserId, String)> {
        seating.shuffle(&mut rand::thread_rng());
        seating
    }

    /// The reply that starts a game: the seats as drawn, the board, everyone mentioned, and the
    /// thread it wants when its server plays games in threads; in the game's language.
    pub(super) async fn begun(&self, game: &GameRow) -> Answer {
        let mut reply = self
            .core
            .show(game, crate::table::shared::begun_text(game))
            .await;
        reply.happened = Happened::Began { game: game.id };
        reply.mention = game.seats.iter().map(|s| s.user).collect();
        reply.thread = self.games.thread_for(game).await?;
        Ok(reply)
    }

    /// Declines a challenge made to the caller; the challenge is closed for everyone.
    pub async fn decline(&self, caller: &Caller, challenge: ChallengeId) -> Answer {
        let row = self.open_challenge(caller, challenge).await?;
        Self::opponent_check(
            &row,
            caller,
            Said::new(key!("challenge-refusal-decline-own")),
        )?;
        let lang = self.servers.channel_lang(caller).await?;
        if !self
            .store
            .decline_challenge(row.id, caller.player.id)
            .await?
        {
            return Err(Refusal::ChallengeClosed { state: None });
        }
        Ok(Reply {
            text: say!(
                lang,
                "challenge-declined",
                player = marks::name(&caller.player.name),
                challenger = marks::name(&row.challenger.1),
                game = kind_and_variant(row.kind, &row.variant)
            ),
            mention: vec![row.challenger.0],
            lang,
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
                .map(|c| c.id)
                .ok_or_else(|| Refusal::Said(Said::new(key!("challenge-refusal-none-open"))))?,
        };
        let row = self
            .store
            .challenge(id)
            .await?
            .ok_or(Refusal::NoSuchChallenge)?;
        challenge_here(&row, caller.place)?;
        if row.challenger.0 != caller.player.id {
            return Err(Refusal::NotYourChallenge);
        }
        let lang = self.servers.channel_lang(caller).await?;
        if !self
            .store
            .close_challenge(row.id, ChallengeStatus::Cancelled)
            .await?
        {
            // Closed before the caller came, or meanwhile (still open when it was read).
            return Err(Refusal::ChallengeClosed {
                state: Some(row.status).filter(|s| *s != ChallengeStatus::Open),
            });
        }
        Ok(Reply {
            text: say!(
                lang,
                "challenge-withdrawn",
                player = marks::name(&caller.player.name),
                game = kind_and_variant(row.kind, &row.variant)
            ),
            mention: row.opponents.iter().map(|o| o.0).collect(),
            lang,
            ..Reply::default()
        })
    }

    pub(super) fn challenge_card(row: &ChallengeRow) -> ChallengeCard {
        ChallengeCard {
            challenge: row.id,
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
            seats: row.seats,
            rating_range: row.rating_range,
            clock: row.clock,
            guild: row.guild,
            channel: row.channel,
            message: row.message,
        }
    }

    /// The open challenges in the caller's channel that concern the caller (made or received).
    pub async fn challenges(&self, caller: &Caller) -> Result<Vec<ChallengeCard>, Refusal> {
        let now = self.store.now();
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
        for row in self.store.lapsed_challenges(self.store.now()).await? {
            if self
                .store
                .close_challenge(row.id, ChallengeStatus::Expired)
                .await?
            {
                closed.push(Self::challenge_card(&row));
            }
        }
        Ok(closed)
    }
}

/// Accept and Decline for the challenged, and Cancel for the challenger while nobody answered;
/// labelled in `lang` (the channel's).
/// A challenge is answered only where it was made: from its own server and channel (its buttons
/// are posted nowhere else). Checked before anything else, so that a forged click elsewhere
/// neither closes a lapsed challenge nor says who it was for.
pub(super) fn challenge_here(row: &ChallengeRow, place: Place) -> Result<(), Refusal> {
    let challenge = row.id.0.to_string();
    if row.guild != place.guild {
        return Err(Said::new(key!("refusal-challenge-not-on-this-server"))
            .with("challenge", challenge)
            .into());
    }
    if row.channel != place.channel {
        return Err(Said::new(key!("refusal-challenge-elsewhere"))
            .with("challenge", challenge)
            .with_mark("channel", marks::channel(row.channel))
            .into());
    }
    Ok(())
}

pub(super) fn challenge_buttons(
    lang: Lang,
    challenge: ChallengeId,
    with_cancel: bool,
) -> Vec<Action> {
    let mut buttons = vec![
        Action {
            id: ActionId::Accept { challenge },
            label: tr!(lang, "challenge-button-accept"),
            style: ActionStyle::Primary,
        },
        Action {
            id: ActionId::Decline { challenge },
            label: tr!(lang, "challenge-button-decline"),
            style: ActionStyle::Danger,
        },
    ];
    if with_cancel {
        buttons.push(Action {
            id: ActionId::Cancel { challenge },
            label: tr!(lang, "challenge-button-cancel"),
            style: ActionStyle::Secondary,
        });
    }
    buttons
}

/// The first variant of `kind` for `seats` players, if it has one.
fn variant_for(kind: GameKind, seats: usize) -> Option<&'static str> {
    kind.variants()
        .iter()
        .map(|(name, _)| *name)
        .find(|name| AnyGame::new(kind, Some(name)).is_ok_and(|g| g.seat_count() == seats))
}
