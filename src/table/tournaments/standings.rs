//! What a tournament shows: its announcement (what it is, who signed up, and once rounds are
//! played the standings as a picture), `/tournament standings`, and the view the terminal prints
//! and writes as JSON. The announcement is drawn when it is delivered (the outbox's standings
//! post edits it), so it always shows the tournament as it stands then.

use serde::Serialize;

use super::rounds::{format_of, planned_rounds, Standing};
use super::{format_words, signup_buttons, status_words, TournamentId};
use super::{Caller, Refusal, Reply, TournamentRow};
use crate::i18n::Lang;
use crate::model::GameId;
use crate::pairing::{self, Pairing};
use crate::render::standings::{headers, round_subtitle, score};
use crate::say;
use crate::store::{TournamentFormat, TournamentStatus};
use crate::table::shared::{kind_and_variant, Answer};
use crate::table::shared::{Attachment, Audience, Picture, Standings, StandingsLine};
use crate::table::tournaments::Tournaments;
use crate::text::{marks, Text};

/// A tournament's standings and rounds, as the terminal prints them (and writes as JSON).
#[derive(Clone, Debug, Serialize)]
pub struct TournamentView {
    pub id: TournamentId,
    pub name: String,
    pub status: String,
    /// The round under way (or the last one played).
    pub round: u32,
    pub rounds: u32,
    /// What the two tie-breaks are (English).
    pub tie_breaks: [String; 2],
    pub standings: Vec<StandingLine>,
    pub rounds_played: Vec<RoundView>,
}

/// One line of the standings: the player's name, and their points, tie-breaks and games.
#[derive(Clone, Debug, Serialize)]
pub struct StandingLine {
    pub name: String,
    #[serde(flatten)]
    pub standing: pairing::Standing,
}

/// One round: its pairings and results.
#[derive(Clone, Debug, Serialize)]
pub struct RoundView {
    pub round: u32,
    pub pairings: Vec<PairingView>,
}

/// One pairing: seat 1 and seat 2 (or a bye), the game and its result (`1-0`, `0-1`, `½-½`,
/// `1-0 forfeit`, `bye`; `None` while it is played).
#[derive(Clone, Debug, Serialize)]
pub struct PairingView {
    pub first: String,
    pub second: Option<String>,
    pub game: Option<GameId>,
    pub result: Option<String>,
}

fn result_text(result: pairing::Result) -> &'static str {
    match result {
        pairing::Result::FirstWins => "1-0",
        pairing::Result::SecondWins => "0-1",
        pairing::Result::Draw => "½-½",
        pairing::Result::FirstForfeits => "0-1 forfeit",
        pairing::Result::SecondForfeits => "1-0 forfeit",
        pairing::Result::BothForfeit => "0-0 forfeit",
    }
}

impl Tournaments {
    /// The announcement as the tournament stands: what it is, who plays, the standings picture
    /// once rounds are played, the sign-up buttons while one may join.
    pub(crate) async fn announcement(&self, row: &TournamentRow) -> Result<Reply, Refusal> {
        let lang = row.lang;
        let standing = self.standing(row).await?;
        let rated = if row.rated {
            say!(lang, "tournament-rated")
        } else {
            say!(lang, "tournament-unrated")
        };
        let mut lines = vec![
            say!(
                lang,
                "tournament-heading",
                name = row.name.as_str(),
                game = kind_and_variant(row.kind, &row.variant),
                format = format_words(row, lang),
                clock = row.clock.words(lang),
                rated = rated
            ),
            say!(
                lang,
                "tournament-organised",
                organiser = marks::name(&row.organiser.1),
                state = status_words(row, lang)
            ),
        ];
        let count = standing.entrants.len();
        let names = match count {
            0 => Text::words("—"),
            _ => marks::names(standing.entrants.iter().map(|e| e.name.as_str()), ", "),
        };
        lines.push(say!(
            lang,
            "tournament-players",
            count = count,
            most = row.max_players,
            names = names
        ));
        let mut reply = Reply {
            lang,
            ..Reply::default()
        };
        match row.status {
            TournamentStatus::Signup => {
                lines.push(match row.closes_at {
                    Some(at) => say!(lang, "tournament-closes", at = marks::moment(at)),
                    None => say!(lang, "tournament-starts-when"),
                });
                reply.actions = signup_buttons(row, lang);
            }
            _ => {
                if row.status == TournamentStatus::Playing
                    && row.round == 1
                    && row.format == TournamentFormat::Swiss
                {
                    reply.actions = signup_buttons(row, lang);
                    reply.actions.truncate(1);
                }
                let podium = row.status == TournamentStatus::Finished;
                let table =
                    pairing::standings(format_of(row), &standing.seeded(), &standing.history);
                let ranked = table.iter().map(|s| {
                    let mut line = Text::words(&format!("{}. ", s.rank));
                    line.push_mark(&marks::name(standing.name_of(s.player)));
                    line.push_words(&format!(" {}", score(s.points)));
                    line
                });
                lines.push(say!(
                    lang,
                    "tournament-standings-line",
                    standings = Text::join(ranked, " · ")
                ));
                reply.files.push(Attachment::picture(
                    "standings.png".to_string(),
                    Picture::Standings(self.standings_picture(row, &standing, podium)),
                ));
            }
        }
        reply.text = Text::join(lines, "\n");
        Ok(reply)
    }

    /// The standings picture, in the tournament's language.
    fn standings_picture(
        &self,
        row: &TournamentRow,
        standing: &Standing,
        podium: bool,
    ) -> Standings {
        let lang = row.lang;
        let table = pairing::standings(format_of(row), &standing.seeded(), &standing.history);
        let names: Vec<String> = table.iter().map(|s| standing.name_of(s.player)).collect();
        let headers = headers(lang, format_of(row));
        let title = format!("{} · {}", row.name, row.kind.title());
        let subtitle = match row.status {
            TournamentStatus::Finished => round_subtitle(lang, None, row.round),
            _ => status_words(row, lang),
        };
        Standings {
            title,
            subtitle,
            headers,
            lines: table
                .iter()
                .zip(names)
                .map(|(s, name)| StandingsLine {
                    rank: s.rank,
                    name,
                    points: s.points,
                    tie_breaks: s.tie_breaks,
                    played: s.played,
                    withdrawn: s.withdrawn,
                })
                .collect(),
            podium,
        }
    }

    /// `/tournament standings`: the standings picture of the caller's server's tournament (its
    /// newest on, when none is named), for the caller.
    pub async fn tournament_standings(
        &self,
        caller: &Caller,
        tournament: Option<TournamentId>,
    ) -> Answer {
        let row = self.tournament_meant(caller, tournament).await?;
        let mut reply = self.announcement(&row).await?;
        reply.actions.clear();
        reply.audience = Audience::Caller;
        Ok(reply)
    }

    /// The standings picture of `tournament` as its announcement shows it now.
    pub async fn tournament_picture(&self, tournament: TournamentId) -> Result<Picture, Refusal> {
        let row = self.tournament_row(tournament).await?;
        let standing = self.standing(&row).await?;
        let podium = row.status == TournamentStatus::Finished;
        Ok(Picture::Standings(
            self.standings_picture(&row, &standing, podium),
        ))
    }

    /// The tournament's standings and rounds for the terminal (and its JSON).
    pub async fn tournament_view(
        &self,
        tournament: TournamentId,
    ) -> Result<TournamentView, Refusal> {
        let row = self.tournament_row(tournament).await?;
        let standing = self.standing(&row).await?;
        let format = format_of(&row);
        let table = pairing::standings(format, &standing.seeded(), &standing.history);
        let tie_breaks = headers(Lang::En, format);
        let rounds_played = standing
            .history
            .iter()
            .enumerate()
            .map(|(i, round)| RoundView {
                round: i as u32 + 1,
                pairings: round
                    .pairings
                    .iter()
                    .zip(&round.results)
                    .zip(
                        standing
                            .pairings
                            .iter()
                            .filter(|(p, _)| p.round == i as u32 + 1),
                    )
                    .map(|((pairing, result), (stored, _))| match *pairing {
                        Pairing::Game { first, second } => PairingView {
                            first: standing.name_of(first),
                            second: Some(standing.name_of(second)),
                            game: stored.game,
                            result: result.map(|r| result_text(r).to_string()),
                        },
                        Pairing::Bye(player) => PairingView {
                            first: standing.name_of(player),
                            second: None,
                            game: None,
                            result: Some("bye".to_string()),
                        },
                    })
                    .collect(),
            })
            .collect();
        Ok(TournamentView {
            id: row.id,
            name: row.name.clone(),
            status: row.status.as_str().to_string(),
            round: row.round,
            rounds: planned_rounds(&row, Some(standing.entrants.len())),
            tie_breaks: [tie_breaks[3].clone(), tie_breaks[4].clone()],
            standings: table
                .into_iter()
                .map(|s| StandingLine {
                    name: standing.name_of(s.player),
                    standing: s,
                })
                .collect(),
            rounds_played,
        })
    }
}
