//! Challenges: made, accepted, declined, withdrawn and lapsed, and rematches. Seats are drawn
//! when the last challenged player accepts and the game begins.
//!
//! A rematch is a challenge like any other, made by a click on the Rematch button of a decided
//! game: the same players, game, variant, clock and rating, in the game's channel; the others
//! accept as usual, and a rematch against teban starts at once. A player who clicks Rematch when
//! another player of the game has already asked for the same rematch accepts that one instead of
//! making a second.

use rand::seq::SliceRandom;

use super::service::{kind_and_variant, plural, Answer};
use super::MoveClock;
use super::{
    Action, ActionId, ActionStyle, Caller, ChallengeCard, ChallengeId, ChallengeRequest, GameId,
    Place, Player, Refusal, Reply, Table,
};
use crate::games::{AnyGame, GameKind};
use crate::store::{Acceptance, ChallengeRow, GameRow};

impl Table {
    /// Challenges `request.opponents` to a game in the caller's channel. The reply mentions them
    /// and offers Accept/Decline (and Cancel for the challenger).
    pub async fn challenge(&self, caller: &Caller, request: ChallengeRequest) -> Answer {
        let seats = request.opponents.len() + 1;
        // Without a variant, the number of opponents named picks it (three make 4-player
        // Quoridor).
        let chosen = request
            .variant
            .clone()
            .or_else(|| variant_for(request.kind, seats).map(str::to_string));
        let game = AnyGame::new(request.kind, chosen.as_deref()).map_err(Refusal::BadRequest)?;
        let variant = game.variant();
        let what = kind_and_variant(request.kind, &variant);
        if seats != game.seat_count() {
            let hint = match variant_for(request.kind, seats) {
                Some(other) => format!(
                    ": pick the variant `{other}` for {} opponent{}",
                    seats - 1,
                    plural(seats - 1)
                ),
                None => format!(
                    ": challenge {} opponent{}",
                    game.seat_count() - 1,
                    plural(game.seat_count() - 1)
                ),
            };
            return Err(Refusal::BadRequest(format!(
                "{what} is for {} players, not {seats}{hint}",
                game.seat_count()
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
        // A game against teban has no clock: teban answers at once, and a person may take
        // their time.
        let clock = if request
            .opponents
            .iter()
            .any(|p| Player::teban_level(p.id).is_some())
        {
            MoveClock(None)
        } else {
            match request.clock {
                Some(clock) => clock,
                None => self.default_clock(caller.place.guild).await?,
            }
        };
        let now = self.store.now();
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
                move_ms: clock.0,
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
                .accept_challenge(
                    &row,
                    teban.id,
                    &seating,
                    MoveClock(row.move_ms).deadline(now),
                    self.channel_lang(caller).await?,
                )
                .await?
            {
                return self.begun(&game).await;
            }
        }
        Ok(Reply {
            text: format!(
                "**{}** challenges {} to {what}, {}, {clock}. Accept within {} minute{}.",
                me.name,
                names.join(", "),
                if row.rated { "rated" } else { "unrated" },
                self.settings.challenge_minutes,
                plural(self.settings.challenge_minutes as usize)
            ),
            mention: request.opponents.iter().map(|p| p.id).collect(),
            actions: challenge_buttons(challenge, true),
            ..Reply::default()
        })
    }

    /// The caller asks the other players of the decided `game` for a rematch: a new challenge with
    /// the same players, game, variant, clock and rating, in the game's channel (seats are drawn
    /// again when it is accepted). When another player of the game already asked, the caller
    /// accepts that challenge instead.
    pub async fn rematch(&self, caller: &Caller, game: GameId) -> Answer {
        let row = self.store.game(game.0).await?.ok_or(Refusal::NoSuchGame)?;
        let me = caller.player.id;
        if row.seat_of(me).is_none() {
            return Err(Refusal::NotYourGame);
        }
        if !row.is_finished() {
            return Err(Refusal::BadRequest(
                "the game is still on: finish it before a rematch".to_string(),
            ));
        }
        let there = Caller {
            player: caller.player.clone(),
            place: Place {
                guild: row.guild,
                channel: row.channel,
            },
            ..caller.clone()
        };
        let players = |mut ids: Vec<u64>| {
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
                    && (c.kind, &c.variant, c.rated, c.move_ms)
                        == (row.kind, &row.variant, row.rated, row.move_ms)
                    && players(
                        std::iter::once(c.challenger.0)
                            .chain(c.opponents.iter().map(|o| o.0))
                            .collect(),
                    ) == seated
            });
        if let Some(asked) = asked {
            return self.accept(&there, ChallengeId(asked.id)).await;
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
            clock: Some(MoveClock(row.move_ms)),
        };
        let mut reply = self.challenge(&there, request).await?;
        reply.text = format!("Rematch of {game}. {}", reply.text);
        Ok(reply)
    }

    /// Loads a challenge that is still open and still in time; closes it as expired if not.
    pub(super) async fn open_challenge(
        &self,
        challenge: ChallengeId,
    ) -> Result<ChallengeRow, Refusal> {
        let row = self
            .store
            .challenge(challenge.0)
            .await?
            .ok_or(Refusal::NoSuchChallenge)?;
        if row.status != "open" {
            return Err(Refusal::ChallengeClosed { state: row.status });
        }
        if self.store.now() >= row.expires_at {
            self.store.close_challenge(row.id, "expired").await?;
            return Err(Refusal::ChallengeExpired {
                minutes: ((row.expires_at - row.created_at) / 60_000) as u64,
            });
        }
        Ok(row)
    }

    pub(super) fn opponent_check(
        row: &ChallengeRow,
        caller: &Caller,
        verb: &str,
    ) -> Result<bool, Refusal> {
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
            .accept_challenge(
                &row,
                caller.player.id,
                &seating,
                MoveClock(row.move_ms).deadline(self.store.now()),
                self.channel_lang(caller).await?,
            )
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
            Acceptance::Started(game) => self.begun(&game).await,
            Acceptance::Occupied(o) => Err(Refusal::AlreadyPlaying { name: o.name }),
            Acceptance::Closed(state) => Err(Refusal::ChallengeClosed { state }),
        }
    }

    /// The challenger and the opponents in seats drawn at random (the rulebook's "a draw
    /// determines who starts").
    pub(super) fn draw_seats(row: &ChallengeRow) -> Vec<(u64, String)> {
        let mut seating: Vec<(u64, String)> = std::iter::once(row.challenger.clone())
            .chain(row.opponents.iter().map(|o| (o.0, o.1.clone())))
            .collect();
        seating.shuffle(&mut rand::thread_rng());
        seating
    }

    /// The reply that starts a game: the seats as drawn, the board, everyone mentioned, and the
    /// thread it wants when its server plays games in threads.
    pub(super) async fn begun(&self, game: &GameRow) -> Answer {
        let mut reply = self.show(game, super::threads::begun_text(game)).await;
        reply.mention = game.seats.iter().map(|s| s.user).collect();
        reply.thread = self.thread_for(game).await?;
        Ok(reply)
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

    pub(super) fn challenge_card(row: &ChallengeRow) -> ChallengeCard {
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
            if self.store.close_challenge(row.id, "expired").await? {
                closed.push(Self::challenge_card(&row));
            }
        }
        Ok(closed)
    }
}

/// Accept and Decline for the challenged, and Cancel for the challenger while nobody answered.
pub(super) fn challenge_buttons(challenge: ChallengeId, with_cancel: bool) -> Vec<Action> {
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

/// The first variant of `kind` for `seats` players, if it has one.
fn variant_for(kind: GameKind, seats: usize) -> Option<&'static str> {
    kind.variants()
        .iter()
        .map(|(name, _)| *name)
        .find(|name| AnyGame::new(kind, Some(name)).is_ok_and(|g| g.seat_count() == seats))
}
