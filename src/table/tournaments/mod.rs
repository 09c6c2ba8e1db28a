//! Tournaments: a server's players brought together in round-robin and Swiss events played over
//! weeks, each game in its thread as any game, the standings updating themselves.
//!
//! This flow owns who may make, join, leave, start, withdraw from and cancel a tournament, and
//! what each of those says (`mod.rs`); how a round is paired and begun, and how results become
//! standings, by the scheduler (`rounds.rs`); and what the standings show (`standings.rs`). The
//! pairing itself (Berger tables, Swiss score groups, tie-breaks) is [`crate::pairing`]'s, pure;
//! the tables are [`crate::store::tournaments`]'. Nothing here is done twice by two processes:
//! a round is begun by a claim on the tournament's round, in the transaction that creates its
//! games, and the standings by a claim on how many results they show; every post goes through
//! the outbox.
//!
//! Decisions where the issue is silent:
//! - Who organises: members with *Manage Server*, or with the role the server names in
//!   `/settings organiser-role:` (the front end says which roles the caller has; the table checks
//!   them against the stored setting). The organiser or a manager may start and cancel.
//! - Tournaments are for two players (Quoridor's 2-player variants, Sensei, Niwa): Berger tables
//!   and the Swiss system pair two by two.
//! - Limits: 2 to 64 players in a round robin (63 rounds at most), 2 to 256 in a Swiss of 1 to 15
//!   rounds; a name of at most [`NAME`] characters; sign-ups close after 1 hour to 30 days, or
//!   when the organiser starts it. Fewer than two players at the close: the tournament is
//!   cancelled, and says so.
//! - Seeding: the players' ratings on the server's ladder of the game when they joined (a
//!   newcomer's rating for those without one), best first, then who joined first.
//! - Results: win 1, draw ½, loss 0 (resignation, time-out, a manager's abort). A game where a
//!   player never moved is a forfeit: a loss for them (0) and a win (1) for the opponent in the
//!   points, left out of Buchholz and Sonneborn-Berger (see [`crate::pairing`]), and the
//!   forfeiting player is withdrawn from the rounds after (an absent player would stall every round with a full clock). A
//!   manager's abort scores as a loss for the player to move (the one who did not move).
//! - Late joiners: a Swiss may be joined until round 2 is paired (with 0 points); a round robin
//!   only during sign-ups (its table is fixed at the start).
//! - Withdrawing: `/tournament withdraw` takes one out of the rounds to come; their games under
//!   way go on and count. Before the start, **Leave** strikes the sign-up out.
//! - Cancelling stops the pairing; games under way go on as ordinary games.
//! - When no Swiss pairing without a repeated pair exists any more, the tournament ends after
//!   the rounds played, and its final standings say so.

mod posts;
mod rounds;
mod standings;

use crate::games::{AnyGame, GameKind};
use crate::i18n::{Key, Lang, Said};
use crate::key;
use crate::model::Rating;
use crate::model::{GuildId, MessageId};
use crate::store::Store;
use crate::store::{
    EntrantRow, Joining, NewPost, NewTournament, PostKind, Scope, TournamentFormat, TournamentRow,
    TournamentStatus,
};
use crate::table::games::Games;
use crate::table::settings::ServerSettings;
use crate::table::shared::Core;
use crate::table::shared::{kind_and_variant, Answer};
use crate::table::shared::{ActionId, Caller, GameClock, Refusal, Reply, TournamentId};
use crate::text::clipped;
use crate::text::{marks, Text};
use crate::{say, tr};
use std::sync::Arc;

pub use rounds::TournamentTick;
pub use standings::{PairingView, RoundView, StandingLine, TournamentView};

/// The longest name of a tournament.
pub const NAME: usize = 60;
/// The most players of a round robin, and of a Swiss.
pub const MAX_ROUND_ROBIN: u32 = 64;
pub const MAX_SWISS: u32 = 256;
/// The most rounds of a Swiss.
pub const MAX_SWISS_ROUNDS: u32 = 15;
/// The shortest and longest sign-up time, in hours.
pub const SIGNUP_HOURS: std::ops::RangeInclusive<u32> = 1..=720;
const HOUR: i64 = 60 * 60 * 1000;

/// What `/tournament create` asks for.
#[derive(Clone, Debug)]
pub struct TournamentRequest {
    pub name: Option<String>,
    pub kind: GameKind,
    pub variant: Option<String>,
    pub format: TournamentFormat,
    /// Swiss: how many rounds.
    pub rounds: Option<u32>,
    /// `None`: the server's default clock.
    pub clock: Option<GameClock>,
    pub rated: bool,
    /// Whether vacation stops its games' clocks.
    pub vacation: bool,
    pub max_players: u32,
    /// Sign-ups close (and round 1 is paired) after this many hours; `None`: when the organiser
    /// starts it.
    pub signup_hours: Option<u32>,
}

/// What the front end knows of the caller's standing on the server: whether they may manage it,
/// and their roles (checked against the organiser role of `/settings`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Authority {
    pub manages_server: bool,
    pub roles: Vec<u64>,
}

/// "Swiss, 5 rounds", "round robin", in `lang`.
fn format_words(tournament: &TournamentRow, lang: Lang) -> String {
    match tournament.format {
        TournamentFormat::Swiss => tr!(
            lang,
            "tournament-format-swiss",
            rounds = tournament.rounds.unwrap_or(1)
        ),
        TournamentFormat::RoundRobin => tr!(lang, "tournament-format-round-robin"),
        TournamentFormat::DoubleRoundRobin => tr!(lang, "tournament-format-double-round-robin"),
    }
}

fn said(key: Key) -> Refusal {
    Refusal::said(Said::new(key))
}

/// Tournaments: made, joined, paired, advanced by the scheduler, and their standings. It holds
/// the store, the core (the view of a game), the outbox's wake-up, the servers' settings (a
/// channel's language, the default clock) and the games, which it asks only for the thread a
/// tournament's game wants (then names it after the tournament and the round).
pub struct Tournaments {
    pub(in crate::table) store: Store,
    pub(in crate::table) core: Core,
    /// Woken whenever a tournament's post is written to the outbox.
    pub(in crate::table) posts: Arc<tokio::sync::Notify>,
    pub(in crate::table) servers: Arc<ServerSettings>,
    pub(in crate::table) games: Arc<Games>,
}

impl Tournaments {
    /// `/tournament create`: checks who asks and what, records the tournament and answers with
    /// its announcement (with **Join** and **Leave**), which the front end records as the message
    /// the standings are edited into ([`Tournaments::tournament_announced`]).
    pub async fn create_tournament(
        &self,
        caller: &Caller,
        authority: &Authority,
        request: TournamentRequest,
    ) -> Answer {
        let Some(guild) = caller.place.guild else {
            return Err(said(key!("tournament-refusal-no-server")));
        };
        self.check_organiser(guild, authority).await?;
        let variant = request
            .variant
            .clone()
            .unwrap_or_else(|| request.kind.variant_names()[0].to_string());
        let game = AnyGame::new(request.kind, Some(&variant)).map_err(|_| {
            Refusal::said(
                Said::new(key!("tournament-refusal-variant"))
                    .with("variant", clipped(&variant, 30)),
            )
        })?;
        if game.seat_count() != 2 {
            return Err(said(key!("tournament-refusal-two-players")));
        }
        let most = match request.format {
            TournamentFormat::Swiss => MAX_SWISS,
            _ => MAX_ROUND_ROBIN,
        };
        if !(2..=most).contains(&request.max_players) {
            return Err(Refusal::said(
                Said::new(key!("tournament-refusal-players")).with_number("most", most),
            ));
        }
        let rounds = match request.format {
            TournamentFormat::Swiss => {
                let rounds = request.rounds.unwrap_or(5);
                if !(1..=MAX_SWISS_ROUNDS).contains(&rounds) {
                    return Err(Refusal::said(
                        Said::new(key!("tournament-refusal-rounds"))
                            .with_number("most", MAX_SWISS_ROUNDS),
                    ));
                }
                Some(rounds)
            }
            _ => None,
        };
        if let Some(hours) = request.signup_hours {
            if !SIGNUP_HOURS.contains(&hours) {
                return Err(Refusal::said(
                    Said::new(key!("tournament-refusal-signup"))
                        .with_number("least", *SIGNUP_HOURS.start())
                        .with_number("most", *SIGNUP_HOURS.end()),
                ));
            }
        }
        let name: String = request
            .name
            .as_deref()
            .unwrap_or_default()
            .chars()
            .filter(|c| !c.is_control())
            .collect();
        let name = match name.trim() {
            "" => format!(
                "{} {}",
                request.kind.title(),
                tr!(caller.lang, "tournament-default-name")
            ),
            name => clipped(name, NAME),
        };
        let clock = match request.clock {
            Some(clock) => clock,
            None => self.servers.default_clock(Some(guild)).await?.into(),
        };
        let lang = self.servers.channel_lang(caller).await?;
        let now = self.store.now();
        let new = NewTournament {
            guild,
            channel: caller.place.channel,
            name,
            kind: request.kind,
            variant,
            format: request.format,
            rounds,
            clock,
            rated: request.rated,
            vacation: request.vacation,
            max_players: request.max_players,
            organiser: (caller.player.id, caller.player.name.clone()),
            closes_at: request.signup_hours.map(|h| now + i64::from(h) * HOUR),
            lang,
        };
        let id = self.store.create_tournament(&new).await?;
        let row = self.tournament_row(id).await?;
        let mut reply = self.announcement(&row).await?;
        reply.tournament = Some(id);
        Ok(reply)
    }

    /// The announcement of `tournament` was posted as `message`: the standings are edited into
    /// it from now on.
    pub async fn tournament_announced(
        &self,
        tournament: TournamentId,
        message: MessageId,
    ) -> Result<(), Refusal> {
        Ok(self.store.tournament_announced(tournament, message).await?)
    }

    /// May the caller organise tournaments on `guild`?
    async fn check_organiser(&self, guild: GuildId, authority: &Authority) -> Result<(), Refusal> {
        if authority.manages_server {
            return Ok(());
        }
        let role = self.store.server_settings(guild).await?.organiser_role;
        match role {
            Some(role) if authority.roles.contains(&role) => Ok(()),
            _ => Err(said(key!("tournament-refusal-not-organiser"))),
        }
    }

    /// A tournament of the caller's server (refused as unknown from anywhere else).
    async fn tournament_here(
        &self,
        caller: &Caller,
        tournament: TournamentId,
    ) -> Result<TournamentRow, Refusal> {
        let row = self.tournament_row(tournament).await?;
        if Some(row.guild) != caller.place.guild {
            return Err(no_such(tournament));
        }
        Ok(row)
    }

    async fn tournament_row(&self, tournament: TournamentId) -> Result<TournamentRow, Refusal> {
        self.store
            .tournament(tournament)
            .await?
            .ok_or_else(|| no_such(tournament))
    }

    /// The caller's server's tournament named by `tournament`, or its newest one still on.
    async fn tournament_meant(
        &self,
        caller: &Caller,
        tournament: Option<TournamentId>,
    ) -> Result<TournamentRow, Refusal> {
        if let Some(tournament) = tournament {
            return self.tournament_here(caller, tournament).await;
        }
        let Some(guild) = caller.place.guild else {
            return Err(said(key!("tournament-refusal-no-server")));
        };
        let on = [TournamentStatus::Signup, TournamentStatus::Playing];
        let mine = self.store.tournaments_of(guild, &on).await?;
        mine.into_iter()
            .next()
            .ok_or_else(|| said(key!("tournament-refusal-none")))
    }

    /// **Join**: signs the caller up (before the start; a Swiss also during round 1).
    pub async fn join_tournament(&self, caller: &Caller, tournament: TournamentId) -> Answer {
        let row = self.tournament_here(caller, tournament).await?;
        if super::Player::teban_level(caller.player.id).is_some() {
            return Err(said(key!("tournament-refusal-closed")));
        }
        let rating = self
            .store
            .ratings_of(Scope::Server(row.guild), caller.player.id)
            .await?
            .into_iter()
            .find(|(kind, players, _)| *kind == row.kind && *players == 2)
            .map_or(Rating::newcomer(2).rating, |(_, _, r)| r.rating);
        let entrant = EntrantRow {
            user: caller.player.id,
            name: caller.player.name.clone(),
            rating,
            joined_at: self.store.now(),
            withdrawn: false,
        };
        let late = row.format == TournamentFormat::Swiss;
        let key = match self.store.join_tournament(row.id, &entrant, late).await? {
            Joining::Joined => key!("tournament-joined"),
            Joining::AlreadyIn => key!("tournament-refusal-already-in"),
            Joining::Full => key!("tournament-refusal-full"),
            Joining::Closed => key!("tournament-refusal-closed"),
        };
        if key != key!("tournament-joined") {
            return Err(said(key));
        }
        self.announcement_changed(&row).await?;
        let count = self.store.entrants(row.id).await?.len();
        Ok(Reply::private(
            say!(
                caller.lang,
                key,
                name = row.name.as_str(),
                count = count,
                most = row.max_players
            ),
            caller.lang,
        ))
    }

    /// **Leave**: strikes the caller's sign-up out, before the start.
    pub async fn leave_tournament(&self, caller: &Caller, tournament: TournamentId) -> Answer {
        let row = self.tournament_here(caller, tournament).await?;
        if !self
            .store
            .leave_tournament(row.id, caller.player.id)
            .await?
        {
            return Err(said(if row.status == TournamentStatus::Signup {
                key!("tournament-refusal-not-in")
            } else {
                key!("tournament-refusal-leave-started")
            }));
        }
        self.announcement_changed(&row).await?;
        Ok(Reply::private(
            say!(caller.lang, "tournament-left", name = row.name.as_str()),
            caller.lang,
        ))
    }

    /// `/tournament withdraw`: the caller is no longer paired in the rounds to come.
    pub async fn withdraw(&self, caller: &Caller, tournament: Option<TournamentId>) -> Answer {
        let row = self.tournament_meant(caller, tournament).await?;
        if row.status == TournamentStatus::Signup {
            return self.leave_tournament(caller, row.id).await;
        }
        if row.status != TournamentStatus::Playing
            || !self.store.withdraw_from(row.id, caller.player.id).await?
        {
            return Err(said(key!("tournament-refusal-not-in")));
        }
        self.announcement_changed(&row).await?;
        Ok(Reply::private(
            say!(
                caller.lang,
                "tournament-withdrawn",
                name = row.name.as_str()
            ),
            caller.lang,
        ))
    }

    /// `/tournament start`: the organiser (or a manager) closes sign-ups and round 1 is paired
    /// now.
    pub async fn start_tournament(
        &self,
        caller: &Caller,
        authority: &Authority,
        tournament: Option<TournamentId>,
    ) -> Answer {
        let row = self
            .tournament_run_by(caller, authority, tournament)
            .await?;
        if row.status != TournamentStatus::Signup {
            return Err(said(key!("tournament-refusal-started")));
        }
        match self.begin_next_round(&row).await? {
            rounds::Begun::Round(_) | rounds::Begun::Elsewhere => Ok(Reply::private(
                say!(caller.lang, "tournament-started", name = row.name.as_str()),
                caller.lang,
            )),
            rounds::Begun::TooFew => Err(said(key!("tournament-refusal-too-few"))),
            rounds::Begun::Over => Err(said(key!("tournament-refusal-started"))),
        }
    }

    /// `/tournament cancel`: the organiser or a manager stops it; games under way go on.
    pub async fn cancel_tournament(
        &self,
        caller: &Caller,
        authority: &Authority,
        tournament: Option<TournamentId>,
    ) -> Answer {
        let row = self
            .tournament_run_by(caller, authority, tournament)
            .await?;
        let posts = vec![self.news(
            &row,
            say!(row.lang, "tournament-cancelled", name = row.name.as_str()),
        )];
        if !self.store.cancel_tournament(row.id, &posts).await? {
            return Err(said(key!("tournament-refusal-over")));
        }
        self.posts.notify_one();
        Ok(Reply::private(
            say!(
                caller.lang,
                "tournament-cancel-done",
                name = row.name.as_str()
            ),
            caller.lang,
        ))
    }

    /// The tournament meant, when the caller may run it: its organiser, a manager, or a member
    /// with the organiser role.
    async fn tournament_run_by(
        &self,
        caller: &Caller,
        authority: &Authority,
        tournament: Option<TournamentId>,
    ) -> Result<TournamentRow, Refusal> {
        let row = self.tournament_meant(caller, tournament).await?;
        if row.organiser.0 != caller.player.id {
            self.check_organiser(row.guild, authority).await?;
        }
        Ok(row)
    }

    /// `/tournament list`: the server's tournaments on (and the last few over), with where
    /// each was announced.
    pub async fn tournaments(&self, caller: &Caller) -> Answer {
        let Some(guild) = caller.place.guild else {
            return Err(said(key!("tournament-refusal-no-server")));
        };
        let all = [
            TournamentStatus::Signup,
            TournamentStatus::Playing,
            TournamentStatus::Finished,
        ];
        let rows = self.store.tournaments_of(guild, &all).await?;
        let lang = caller.lang;
        if rows.is_empty() {
            return Ok(Reply::private(say!(lang, "tournament-list-none"), lang));
        }
        let lines: Vec<Text> = rows
            .iter()
            .take(10)
            .map(|t| {
                let link = t.message.map_or_else(
                    || marks::channel(t.channel),
                    |m| marks::link(t.guild, t.channel, Some(m.0)),
                );
                say!(
                    lang,
                    "tournament-list-line",
                    id = t.id.0,
                    name = t.name.as_str(),
                    game = kind_and_variant(t.kind, &t.variant),
                    format = format_words(t, lang),
                    state = status_words(t, lang),
                    link = link
                )
            })
            .collect();
        let mut text = say!(lang, "tournament-list-title");
        text.push_line(&Text::join(lines, "\n"));
        Ok(Reply::private(text, lang))
    }

    /// A post in the tournament's channel, in its language.
    fn news(&self, row: &TournamentRow, text: Text) -> NewPost {
        NewPost {
            channel: row.channel,
            kind: PostKind::Tournament,
            text,
            mention: Vec::new(),
            edit: None,
            recipient: None,
        }
    }
}

fn no_such(tournament: TournamentId) -> Refusal {
    Refusal::said(
        Said::new(key!("tournament-refusal-unknown")).with("id", tournament.0.to_string()),
    )
}

/// Where a tournament stands, in `lang`: "sign-ups open", "round 2 of 5", "finished".
fn status_words(row: &TournamentRow, lang: Lang) -> String {
    match row.status {
        TournamentStatus::Signup => tr!(lang, "tournament-state-signup"),
        TournamentStatus::Playing => tr!(
            lang,
            "tournament-state-round",
            round = row.round,
            rounds = rounds::planned_rounds(row, None)
        ),
        TournamentStatus::Finished => tr!(lang, "tournament-state-finished"),
        TournamentStatus::Cancelled => tr!(lang, "tournament-state-cancelled"),
    }
}

/// The buttons of an announcement while sign-ups are open.
fn signup_buttons(row: &TournamentRow, lang: Lang) -> Vec<super::Action> {
    let id = row.id;
    vec![
        super::Action {
            id: ActionId::Join { tournament: id },
            label: tr!(lang, "tournament-button-join"),
            style: super::ActionStyle::Primary,
        },
        super::Action {
            id: ActionId::Leave { tournament: id },
            label: tr!(lang, "tournament-button-leave"),
            style: super::ActionStyle::Secondary,
        },
    ]
}
