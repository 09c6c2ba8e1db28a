//! Open challenges, and what keeps challenges from becoming harassment.
//!
//! An open challenge names nobody: the first members who press Accept take its seats (one for a
//! 2-player game, three for 4-player Quoridor), and the game begins when it is full. It may ask
//! for a rating range: only players within that many points of the challenger's rating on the
//! game's ladder (the server's, for that number of players) may join. It lapses, and is
//! withdrawn, like any challenge. `/challenges` lists a server's open challenges with links to
//! their messages.
//!
//! No harassment: a player blocked by another (`blocks.rs`) can neither challenge them nor join
//! their open challenges, and is told only that the player is "not available"; after a Decline
//! the same challenger cannot challenge the same player again for [`DECLINE_COOL_DOWN_MS`]; a
//! player has at most [`MAX_OPEN_CHALLENGES`] challenges waiting on a server.
//!
//! Decisions where the issue is silent:
//! - The cap counts every challenge of people a player has waiting on the server, open or naming
//!   someone (a challenge of teban starts at once and is never waiting). One challenge per
//!   channel still holds, as before.
//! - A block works both ways for open challenges: a player does not join an open challenge of
//!   someone who blocked them, nor one that someone they blocked made or joined.
//! - An open challenge has no Decline button (nobody was asked); a player who joined a 4-player
//!   open challenge is in it until it begins, lapses or is withdrawn.
//! - A player without a rating on the ladder counts as a newcomer (1500 on a 2-player ladder).
//! - Outside a server nobody can see an open challenge: it is refused there as a challenge of a
//!   person is, and `/challenges` lists the caller's own challenges, wherever they wait.

use super::challenge::challenge_buttons;
use super::{ChallengeRequest, OpenTerms};
use crate::i18n::{Lang, Said};
use crate::key;
use crate::model::Rating;
use crate::model::{MessageId, UserId};
use crate::store::{Acceptance, ChallengeRow, Scope};
use crate::table::challenges::Challenges;
use crate::table::shared::bounded_list_in;
use crate::table::shared::{kind_and_variant, Answer};
use crate::table::shared::{ActionId, Caller, ChallengeCard, GameClock, Player, Refusal, Reply};
use crate::table::shared::{Audience, Clicked, Happened};
use crate::text::{marks, Text};
use crate::{say, tr};

/// How many challenges a player may have waiting on one server.
pub const MAX_OPEN_CHALLENGES: usize = 3;

/// How long a challenger waits, after a player declined their challenge, before challenging
/// that player again: an hour.
pub const DECLINE_COOL_DOWN_MS: i64 = 60 * 60 * 1000;

/// The most games and variants the Challenge context menu offers (two buttons each, within
/// Discord's 25 buttons to a message).
const MAX_PICKS: usize = 12;

impl Challenges {
    /// A challenge, open to anyone when `request.opponents` is empty; `rating_range` (open
    /// challenges only) keeps out players further than that from the challenger's rating.
    pub async fn challenge_within(
        &self,
        caller: &Caller,
        request: ChallengeRequest,
        rating_range: Option<u32>,
    ) -> Answer {
        if request.opponents.is_empty() {
            return self
                .make_challenge(caller, request, Some(OpenTerms { rating_range }))
                .await;
        }
        if rating_range.is_some() {
            return Err(Refusal::said(Said::new(key!("open-refusal-range-named"))));
        }
        self.challenge(caller, request).await
    }

    /// What the channel reads of an open challenge just made: who challenges, to what, for how
    /// many, and whom (a rating range), with Accept and Cancel.
    pub(super) fn open_card(
        &self,
        row: &ChallengeRow,
        terms: OpenTerms,
        lang: Lang,
        clock: GameClock,
    ) -> Reply {
        let mut text = say!(
            lang,
            "open-made",
            challenger = marks::name(&row.challenger.1),
            game = kind_and_variant(row.kind, &row.variant),
            rated = if row.rated { "rated" } else { "unrated" },
            clock = clock.words(lang),
            seats = row.seats.unwrap_or(2).saturating_sub(1),
            minutes = self.settings.challenge_minutes
        );
        if let Some(range) = terms.rating_range {
            text.push_words(" ");
            text.push(&say!(
                lang,
                "open-made-range",
                range = range,
                challenger = row.challenger.1.as_str()
            ));
        }
        Reply {
            happened: Happened::ChallengePosted { challenge: row.id },
            text,
            actions: open_buttons(lang, row),
            lang,
            ..Reply::default()
        }
    }

    /// The caller takes a seat of the open challenge `row`: refused to its challenger, to a
    /// player already in it or at a game in its channel, to a player a block keeps apart from
    /// those in it ("not available"), and to one outside its rating range. The game begins
    /// when the last seat is taken.
    pub(super) async fn join(&self, caller: &Caller, row: ChallengeRow) -> Answer {
        let me = &caller.player;
        if row.challenger.0 == me.id {
            return Err(Refusal::said(Said::new(key!(
                "challenge-refusal-accept-own"
            ))));
        }
        if row.opponents.iter().any(|o| o.0 == me.id) {
            return Err(Refusal::said(Said::new(key!(
                "open-refusal-already-joined"
            ))));
        }
        if let Some(guild) = row.guild {
            let seated = std::iter::once(row.challenger.0).chain(row.opponents.iter().map(|o| o.0));
            for other in seated {
                if self.store.blocks_between(guild, me.id, other).await? != (false, false) {
                    return Err(not_available());
                }
            }
        }
        if self
            .store
            .active_game_id(row.channel, me.id)
            .await?
            .is_some()
        {
            return Err(Refusal::AlreadyPlaying {
                name: me.name.clone(),
            });
        }
        if let Some(range) = row.rating_range {
            let theirs = self.rating_on(&row, row.challenger.0).await?;
            let mine = self.rating_on(&row, me.id).await?;
            if (mine - theirs).abs() > f64::from(range) {
                let range = f64::from(range);
                return Err(Refusal::said(
                    Said::new(key!("open-refusal-rating"))
                        .with_number("low", (theirs - range).round())
                        .with_number("high", (theirs + range).round())
                        .with_number("rating", mine.round()),
                ));
            }
        }
        let lang = self.servers.channel_lang(caller).await?;
        let deadline = row.clock.first_turn(self.store.now());
        match self
            .store
            .accept_challenge(&row, (me.id, &me.name), Self::draw_seats, deadline, lang)
            .await?
        {
            Acceptance::Waiting(row) => {
                let names: Vec<&str> = std::iter::once(&row.challenger.1)
                    .chain(row.opponents.iter().map(|o| &o.1))
                    .map(String::as_str)
                    .collect();
                let left = row.seats.unwrap_or(2) as usize - names.len();
                Ok(Reply {
                    text: say!(
                        lang,
                        "open-joined",
                        player = marks::name(&me.name),
                        challenger = marks::name(&row.challenger.1),
                        game = kind_and_variant(row.kind, &row.variant),
                        players = marks::names(names, ", "),
                        left = left
                    ),
                    mention: vec![row.challenger.0],
                    actions: open_buttons(lang, &row),
                    clicked: Clicked::Updated,
                    lang,
                    ..Reply::default()
                })
            }
            Acceptance::Started(game) => self.begun(&game).await,
            Acceptance::Occupied(o) => Err(Refusal::AlreadyPlaying { name: o.name }),
            Acceptance::Closed(state) => Err(Refusal::ChallengeClosed { state }),
        }
    }

    /// `user`'s rating on the ladder an open challenge's game is rated on (a newcomer's when
    /// they have none).
    async fn rating_on(&self, row: &ChallengeRow, user: UserId) -> Result<f64, Refusal> {
        let seats = row.seats.unwrap_or(2) as usize;
        let scope = Scope::of(row.server(), user);
        Ok(self
            .store
            .ratings_of(scope, user)
            .await?
            .into_iter()
            .find(|(kind, players, _)| *kind == row.kind && usize::from(*players) == seats)
            .map_or_else(|| Rating::newcomer(seats), |(_, _, rating)| rating)
            .rating)
    }

    /// Whether the caller may challenge `opponent`: not when either blocks the other (the
    /// blocked one reads only "not available"), nor while the cool-down after `opponent`
    /// declined the caller's last challenge runs.
    pub(super) async fn may_challenge(
        &self,
        caller: &Caller,
        opponent: &Player,
    ) -> Result<(), Refusal> {
        let guild = caller.place.guild;
        let me = caller.player.id;
        if let Some(guild) = guild {
            match self.store.blocks_between(guild, me, opponent.id).await? {
                (true, _) => {
                    return Err(Refusal::said(
                        Said::new(key!("open-refusal-you-blocked"))
                            .with("player", opponent.name.as_str()),
                    ))
                }
                (false, true) => return Err(not_available()),
                (false, false) => {}
            }
        }
        if let Some(declined) = self.store.last_declined(me, opponent.id, guild).await? {
            let until = declined + DECLINE_COOL_DOWN_MS;
            if self.store.now() < until {
                return Err(Refusal::said(
                    Said::new(key!("open-refusal-cool-down"))
                        .with("player", opponent.name.as_str())
                        .with_mark("until", marks::moment(until))
                        .with_number("minutes", (DECLINE_COOL_DOWN_MS / 60_000) as f64),
                ));
            }
        }
        Ok(())
    }

    /// Refuses a challenge beyond the caller's [`MAX_OPEN_CHALLENGES`] on the server, saying
    /// which are waiting and how to withdraw one.
    pub(super) async fn within_cap(&self, caller: &Caller) -> Result<(), Refusal> {
        let waiting = self
            .store
            .challenges_made(caller.player.id, caller.place.guild, self.store.now())
            .await?;
        if waiting.len() < MAX_OPEN_CHALLENGES {
            return Ok(());
        }
        let numbers: Vec<String> = waiting.iter().map(|c| format!("#{}", c.id.0)).collect();
        Err(Refusal::said(
            Said::new(key!("open-refusal-cap"))
                .with_number("count", waiting.len() as f64)
                .with_number("most", MAX_OPEN_CHALLENGES as f64)
                .with("challenges", numbers.join(", ")),
        ))
    }

    /// What the Challenge context menu shows the caller (alone) about to challenge `opponent`:
    /// a button per 2-player game and variant, rated and unrated; the one pressed posts the
    /// challenge in the channel ([`ActionId::Pick`]), with the server's clock. Refused at once
    /// when the challenge would be (oneself, a direct message, a block, a cool-down).
    pub async fn pick_game(&self, caller: &Caller, opponent: &Player) -> Answer {
        if opponent.id == caller.player.id {
            return Err(Refusal::said(Said::new(key!("challenge-refusal-yourself"))));
        }
        if caller.alone_with_teban() && Player::teban_level(opponent.id).is_none() {
            return Err(Refusal::said(Said::new(key!(
                "challenge-refusal-direct-message"
            ))));
        }
        self.may_challenge(caller, opponent).await?;
        let lang = caller.lang;
        let pairs = crate::games::GameKind::ALL.iter().flat_map(|kind| {
            kind.variants()
                .iter()
                .filter(move |(name, _)| {
                    crate::games::AnyGame::new(*kind, Some(name)).is_ok_and(|g| g.seat_count() == 2)
                })
                .map(move |(name, _)| (*kind, *name))
        });
        let actions = pairs
            .take(MAX_PICKS)
            .flat_map(|(kind, variant)| {
                [true, false].map(|rated| crate::table::shared::Action {
                    id: ActionId::Pick {
                        opponent: opponent.clone(),
                        kind,
                        variant: variant.to_string(),
                        rated,
                    },
                    label: tr!(
                        lang,
                        "pick-button",
                        game = kind_and_variant(kind, variant),
                        rated = if rated { "rated" } else { "unrated" }
                    ),
                    style: if rated {
                        crate::table::shared::ActionStyle::Primary
                    } else {
                        crate::table::shared::ActionStyle::Secondary
                    },
                })
            })
            .collect();
        Ok(Reply {
            text: say!(lang, "pick-game", player = marks::name(&opponent.name)),
            actions,
            audience: Audience::Caller,
            lang,
            ..Reply::default()
        })
    }

    /// The message `challenge` was posted as (the front end says so once it is shown), for the
    /// links of `/challenges`.
    pub async fn challenge_posted(
        &self,
        challenge: crate::table::shared::ChallengeId,
        message: MessageId,
    ) -> Result<(), Refusal> {
        Ok(self.store.challenge_posted(challenge, message).await?)
    }

    /// `/challenges`, for the caller alone: the server's open challenges and those that concern
    /// the caller there (outside a server, the caller's own, wherever they wait), each with its
    /// game, clock, challenger, range, seats left, when it lapses and a link to its message.
    pub async fn server_challenges(&self, caller: &Caller) -> Answer {
        let now = self.store.now();
        let me = caller.player.id;
        let rows = match caller.place.guild {
            Some(guild) => self
                .store
                .server_challenges(guild, now)
                .await?
                .into_iter()
                .filter(|c| {
                    c.seats.is_some()
                        || c.challenger.0 == me
                        || c.opponents.iter().any(|o| o.0 == me)
                })
                .collect(),
            None => self.store.challenges_of(me, now).await?,
        };
        let lang = caller.lang;
        let place = if caller.place.guild.is_some() {
            "server"
        } else {
            "here"
        };
        let text = if rows.is_empty() {
            say!(lang, "open-list-none", place = place)
        } else {
            let lines = rows
                .iter()
                .map(|row| challenge_line(lang, &Self::challenge_card(row)))
                .collect();
            bounded_list_in(
                lang,
                self.settings.list_room,
                say!(lang, "open-list-header", place = place),
                lines,
            )
        };
        Ok(Reply {
            text,
            audience: Audience::Caller,
            lang,
            ..Reply::default()
        })
    }
}

/// What a player kept apart by a block reads: nothing about the block.
fn not_available() -> Refusal {
    Refusal::said(Said::new(key!("open-refusal-not-available")))
}

/// Accept, and Cancel for the challenger, of an open challenge (nobody was asked: no Decline).
pub(super) fn open_buttons(lang: Lang, row: &ChallengeRow) -> Vec<crate::table::shared::Action> {
    challenge_buttons(lang, row.id, true)
        .into_iter()
        .filter(|a| !matches!(a.id, ActionId::Decline { .. }))
        .collect()
}

/// One challenge of `/challenges`: "• #12 · Quoridor (2-players) · rated · 3 days per move · by
/// ann · open, 1 seat left · ±200 · lapses (a moment) · (a link to its message)".
fn challenge_line(lang: Lang, card: &ChallengeCard) -> Text {
    let mut parts = vec![
        Text::words(&format!("• #{}", card.challenge.0)),
        Text::words(&kind_and_variant(card.kind, &card.variant)),
        say!(
            lang,
            "open-list-rated",
            rated = if card.rated { "rated" } else { "unrated" }
        ),
        Text::words(&card.clock.words(lang)),
        say!(
            lang,
            "open-list-by",
            player = marks::name(&card.challenger.name)
        ),
    ];
    match card.seats {
        Some(seats) => {
            let left = (seats as usize).saturating_sub(1 + card.opponents.len());
            parts.push(say!(lang, "open-list-seats", left = left));
            if let Some(range) = card.rating_range {
                parts.push(say!(lang, "open-list-range", range = range));
            }
        }
        None => {
            let named = marks::names(card.opponents.iter().map(|(p, _)| p.name.as_str()), ", ");
            parts.push(say!(lang, "open-list-to", players = named));
        }
    }
    parts.push(say!(
        lang,
        "open-list-lapses",
        at = marks::moment(card.expires_at)
    ));
    let place = crate::table::shared::Place {
        guild: card.guild,
        channel: card.channel,
    };
    if let Some(guild) = place.guild {
        let message = card.message.map(u64::from);
        parts.push(marks::link(guild, place.channel, message).into());
    }
    Text::join(parts, " · ")
}
