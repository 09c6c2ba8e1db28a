//! The tournaments' scheduler: sign-ups that close, rounds that end and the next one paired, the
//! standings shown after each result, the last round's end. Every step is a claim in the
//! database ([`crate::store::tournaments`]): the round paired by whoever moves the tournament's
//! round on first, its games created and their posts written in that same transaction; the
//! standings by whoever moves `results_shown` on first. Two processes, or a crash anywhere, can
//! neither pair a round twice nor leave one half made.

use std::collections::HashSet;

use super::{format_words, TournamentRow};
use crate::games::{Outcome, Seat};
use crate::model::{GameId, GameRow, UserId};
use crate::pairing::{self, Entrant, Format, Pairing};
use crate::store::{
    EntrantRow, NewBoard, NewGame, NewPost, NewRound, PairingRow, PostKind, TournamentFormat,
    TournamentStatus,
};
use crate::table::shared::Refusal;
use crate::table::tournaments::Tournaments;
use crate::text::{marks, Text};
use crate::{key, say};

/// What one look at the tournaments did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TournamentTick {
    /// Rounds paired and begun (round 1 included).
    pub rounds_begun: usize,
    /// Standings edited after new results.
    pub standings_shown: usize,
    /// Tournaments that ended (their last round over) or were called off (too few players).
    pub ended: usize,
}

/// What trying to begin the next round came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Begun {
    Round(u32),
    /// Another request or process began it first.
    Elsewhere,
    /// Fewer than two players to pair at the start.
    TooFew,
    /// No round is left to play.
    Over,
}

/// A tournament as it stands: its entrants (seeded), every pairing so far with the game's row,
/// and the history the pairing reads.
pub(super) struct Standing {
    pub entrants: Vec<EntrantRow>,
    pub pairings: Vec<(PairingRow, Option<GameRow>)>,
    pub history: Vec<pairing::Round>,
    /// Entrants who forfeited a game (never moved in it): no longer paired.
    pub forfeited: HashSet<u64>,
}

impl Standing {
    /// The entrants as the pairing takes them: best seed first.
    pub fn seeded(&self) -> Vec<Entrant> {
        self.entrants
            .iter()
            .map(|e| Entrant {
                id: e.user.0,
                withdrawn: e.withdrawn || self.forfeited.contains(&e.user.0),
            })
            .collect()
    }

    /// How many of the tournament's games are over.
    pub fn results(&self) -> u32 {
        self.pairings
            .iter()
            .filter(|(_, game)| game.as_ref().is_some_and(GameRow::is_finished))
            .count() as u32
    }

    /// Whether every game of the round under way is over.
    pub fn round_over(&self, round: u32) -> bool {
        self.pairings
            .iter()
            .filter(|(p, _)| p.round == round)
            .all(|(_, game)| game.as_ref().is_none_or(GameRow::is_finished))
    }

    pub fn name_of(&self, user: impl Into<UserId>) -> String {
        let user = user.into();
        self.entrants
            .iter()
            .find(|e| e.user == user)
            .map_or_else(|| user.to_string(), |e| e.name.clone())
    }
}

/// The pairing's format of a stored tournament.
pub(super) fn format_of(row: &TournamentRow) -> Format {
    match row.format {
        TournamentFormat::RoundRobin => Format::RoundRobin,
        TournamentFormat::DoubleRoundRobin => Format::DoubleRoundRobin,
        TournamentFormat::Swiss => Format::Swiss {
            rounds: row.rounds.unwrap_or(1),
        },
    }
}

/// How many rounds the tournament plays (with `players`; its entrants when not given).
pub(super) fn planned_rounds(row: &TournamentRow, players: Option<usize>) -> u32 {
    match row.format {
        TournamentFormat::Swiss => row.rounds.unwrap_or(1),
        _ => pairing::rounds(format_of(row), players.unwrap_or(row.max_players as usize)),
    }
}

/// How a finished tournament game scores, from its end: the winner, a draw, or a forfeit when
/// the loser never moved (`moved`: the seats that made a move). `None` while it is on.
fn result_of(game: &GameRow, moved: &HashSet<(GameId, u8)>) -> Option<pairing::Result> {
    if !game.is_finished() {
        return None;
    }
    let loser = if game.aborted_by.is_some() {
        // A manager's abort: a loss for the player to move, who did not move.
        game.state.to_move().unwrap_or(Seat(0))
    } else {
        match game.state.outcome()? {
            Outcome::Draw => return Some(pairing::Result::Draw),
            Outcome::Win { winner, .. } => Seat(1 - winner.0.min(1)),
        }
    };
    let forfeit = !moved.contains(&(game.id, loser.0));
    Some(match (loser.0, forfeit) {
        (0, false) => pairing::Result::SecondWins,
        (0, true) => pairing::Result::FirstForfeits,
        (_, false) => pairing::Result::FirstWins,
        (_, true) => pairing::Result::SecondForfeits,
    })
}

impl Tournaments {
    /// One look at every tournament that needs one: sign-ups closed, rounds over, results not
    /// yet in the standings. Called by the front end's scheduler beside [`Table::tick`].
    pub async fn tournaments_tick(&self) -> Result<TournamentTick, Refusal> {
        let mut tick = TournamentTick::default();
        for row in self.store.tournaments_due(self.store.now()).await? {
            match row.status {
                TournamentStatus::Signup => match self.begin_next_round(&row).await? {
                    Begun::Round(_) => tick.rounds_begun += 1,
                    Begun::TooFew | Begun::Over => {
                        let text = say!(row.lang, "tournament-too-few", name = row.name.as_str());
                        let posts = vec![self.news(&row, text)];
                        if self.store.cancel_tournament(row.id, &posts).await? {
                            tick.ended += 1;
                            self.posts.notify_one();
                        }
                    }
                    Begun::Elsewhere => {}
                },
                _ => self.advance(&row, &mut tick).await?,
            }
        }
        Ok(tick)
    }

    /// A tournament under way: its round over, the next is paired (or it ends); new results,
    /// the standings are edited.
    async fn advance(&self, row: &TournamentRow, tick: &mut TournamentTick) -> Result<(), Refusal> {
        let (results, on) = self.store.tournament_progress(row.id, row.round).await?;
        if results == row.results_shown && on > 0 {
            // Nothing new since the standings were last shown.
            return Ok(());
        }
        let standing = self.standing(row).await?;
        if standing.round_over(row.round) {
            match self.begin_round_of(row, &standing).await? {
                Begun::Round(_) => tick.rounds_begun += 1,
                Begun::Over | Begun::TooFew => {
                    let posts = vec![self.standings_post(row), self.podium_post(row, &standing)];
                    if self
                        .store
                        .show_results(row, standing.results(), true, &posts)
                        .await?
                    {
                        tick.ended += 1;
                        self.posts.notify_one();
                    }
                }
                Begun::Elsewhere => {}
            }
            return Ok(());
        }
        let results = standing.results();
        if results > row.results_shown
            && self
                .store
                .show_results(row, results, false, &[self.standings_post(row)])
                .await?
        {
            tick.standings_shown += 1;
            self.posts.notify_one();
        }
        Ok(())
    }

    /// The tournament's entrants, pairings, games and history, as they stand.
    pub(super) async fn standing(&self, row: &TournamentRow) -> Result<Standing, Refusal> {
        let mut entrants = self.store.entrants(row.id).await?;
        // Best seed first; those who joined first before others of the same rating.
        entrants.sort_by(|a, b| {
            b.rating
                .total_cmp(&a.rating)
                .then(a.joined_at.cmp(&b.joined_at))
                .then(a.user.cmp(&b.user))
        });
        let moved = self.store.tournament_movers(row.id).await?;
        let mut pairings = Vec::new();
        for pairing in self.store.pairings(row.id).await? {
            let game = match pairing.game {
                Some(game) => self.store.game(game).await?,
                None => None,
            };
            pairings.push((pairing, game));
        }
        let mut history: Vec<pairing::Round> = Vec::new();
        let mut forfeited = HashSet::new();
        for (p, game) in &pairings {
            while history.len() < p.round as usize {
                history.push(pairing::Round::default());
            }
            let round = &mut history[p.round as usize - 1];
            let (pairing, result) = match p.second {
                Some(second) => {
                    let result = game.as_ref().and_then(|g| result_of(g, &moved));
                    match result {
                        Some(pairing::Result::FirstForfeits) => {
                            forfeited.insert(p.first.0);
                        }
                        Some(pairing::Result::SecondForfeits) => {
                            forfeited.insert(second.0);
                        }
                        _ => {}
                    }
                    let (first, second) = (p.first.0, second.0);
                    (Pairing::Game { first, second }, result)
                }
                None => (Pairing::Bye(p.first.0), None),
            };
            round.pairings.push(pairing);
            round.results.push(result);
        }
        Ok(Standing {
            entrants,
            pairings,
            history,
            forfeited,
        })
    }

    /// Pairs and begins the tournament's next round (round 1 at the start).
    pub(super) async fn begin_next_round(&self, row: &TournamentRow) -> Result<Begun, Refusal> {
        let standing = self.standing(row).await?;
        self.begin_round_of(row, &standing).await
    }

    async fn begin_round_of(
        &self,
        row: &TournamentRow,
        standing: &Standing,
    ) -> Result<Begun, Refusal> {
        if row.status == TournamentStatus::Signup && standing.entrants.len() < 2 {
            return Ok(Begun::TooFew);
        }
        let seeded = standing.seeded();
        if seeded.iter().filter(|e| !e.withdrawn).count() < 2 {
            return Ok(Begun::Over);
        }
        let Some(pairings) = pairing::pair(format_of(row), &seeded, &standing.history) else {
            return Ok(Begun::Over);
        };
        let round = row.round + 1;
        let clock = row.clock;
        let now = self.store.now();
        let rounds = planned_rounds(row, Some(standing.entrants.len()));
        let mut boards = Vec::new();
        let mut lines = Vec::new();
        for pairing in &pairings {
            match *pairing {
                Pairing::Game { first, second } => {
                    let (first, second) = (UserId(first), UserId(second));
                    let seats = vec![
                        (first, standing.name_of(first)),
                        (second, standing.name_of(second)),
                    ];
                    lines.push(say!(
                        row.lang,
                        "tournament-round-game",
                        first = marks::name(&seats[0].1),
                        second = marks::name(&seats[1].1)
                    ));
                    let new = NewGame {
                        kind: row.kind,
                        variant: row.variant.clone(),
                        guild: Some(row.guild),
                        channel: row.channel,
                        home: crate::model::Home::Posted,
                        rated: row.rated,
                        seats: seats.clone(),
                        clock,
                        vacation: row.vacation,
                        deadline: clock.first_turn(now),
                        lang: row.lang,
                    };
                    let post = NewPost {
                        channel: row.channel,
                        kind: PostKind::Pairing,
                        text: Text::new(),
                        mention: vec![first, second],
                        edit: None,
                        recipient: None,
                    };
                    boards.push(NewBoard {
                        first,
                        second: Some(second),
                        game: Some((new, post)),
                    });
                }
                Pairing::Bye(player) => {
                    let player = UserId(player);
                    let points = if matches!(format_of(row), Format::Swiss { .. }) {
                        key!("tournament-round-bye")
                    } else {
                        key!("tournament-round-rest")
                    };
                    lines.push(say!(
                        row.lang,
                        points,
                        player = marks::name(standing.name_of(player))
                    ));
                    boards.push(NewBoard {
                        first: player,
                        second: None,
                        game: None,
                    });
                }
            }
        }
        let mut text = say!(
            row.lang,
            "tournament-round-begins",
            name = row.name.as_str(),
            round = round,
            rounds = rounds
        );
        text.push_line(&Text::join(lines, "\n"));
        let mut posts = vec![self.news(row, text)];
        posts.push(self.standings_post(row));
        let new_round = NewRound {
            round,
            boards,
            posts,
            results: standing.results(),
        };
        Ok(match self.store.begin_round(row, &new_round).await? {
            Some(_) => {
                self.posts.notify_one();
                Begun::Round(round)
            }
            None => Begun::Elsewhere,
        })
    }

    /// The announcement edited to the tournament as it stands (drawn when delivered).
    pub(super) fn standings_post(&self, row: &TournamentRow) -> NewPost {
        NewPost {
            channel: row.channel,
            kind: PostKind::Standings,
            text: Text::new(),
            mention: Vec::new(),
            edit: None,
            recipient: None,
        }
    }

    /// The final standings, with the podium, as a message of their own.
    fn podium_post(&self, row: &TournamentRow, standing: &Standing) -> NewPost {
        let table = pairing::standings(format_of(row), &standing.seeded(), &standing.history);
        let podium: Vec<Text> = table
            .iter()
            .take(3)
            .map(|s| {
                say!(
                    row.lang,
                    "tournament-podium-line",
                    rank = s.rank,
                    player = marks::name(standing.name_of(s.player)),
                    points = crate::render::standings::score(s.points)
                )
            })
            .collect();
        let ended_early = standing.history.len()
            < planned_rounds(row, Some(standing.entrants.len())) as usize
            && matches!(row.format, TournamentFormat::Swiss);
        let mut text = say!(
            row.lang,
            "tournament-over",
            name = row.name.as_str(),
            format = format_words(row, row.lang)
        );
        if ended_early {
            text.push_line(&say!(row.lang, "tournament-over-early"));
        }
        text.push_line(&Text::join(podium, "\n"));
        NewPost {
            channel: row.channel,
            kind: PostKind::Podium,
            text,
            mention: table
                .iter()
                .take(3)
                .map(|s| UserId(s.player))
                .collect::<Vec<_>>(),
            edit: None,
            recipient: None,
        }
    }
}
