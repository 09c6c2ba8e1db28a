//! The picture a reply shows, as what to draw it from (a position and how it is seen, a
//! player's ratings over time, an analysed game's chances, a tournament's standings), never as
//! bytes: each front end decides whether and how it draws it (the bot and the terminal as a PNG,
//! the web page as its own SVG), so the service draws nothing that no one will show.

use crate::ai::analysis::Analysis;
use crate::games::AnyGame;
use crate::i18n::Lang;
use crate::render::analysis::chance_chart_png;
use crate::render::chart::{rating_chart, Series};
use crate::render::standings::{standings_png, StandingsPicture, StandingsRow};
use crate::render::{board_png, View};

/// What a reply's picture shows.
#[derive(Clone, Debug)]
pub enum Picture {
    /// A position, seen as `view` says (the players' names, whose side, a proposed move).
    Board { position: AnyGame, view: View },
    /// A player's ratings over time, one line a ladder, its words in `lang`.
    Ratings { series: Vec<Series>, lang: Lang },
    /// An analysed game's chances move by move, its players `names`, its words in `lang`.
    Chances {
        analysis: Analysis,
        names: Vec<String>,
        lang: Lang,
    },
    /// A tournament's standings.
    Standings(Standings),
}

/// A tournament's standings as their picture shows them, its words already in the tournament's
/// language.
#[derive(Clone, Debug)]
pub struct Standings {
    /// "Spring Swiss · Quoridor".
    pub title: String,
    /// "Round 3 of 7" / "Final standings".
    pub subtitle: String,
    /// Rank, player, points, tie-break 1, tie-break 2, games.
    pub headers: [String; 6],
    /// In rank order.
    pub lines: Vec<StandingsLine>,
    /// Final standings: the first three drawn on a podium.
    pub podium: bool,
}

/// One player's line of [`Standings`].
#[derive(Clone, Debug)]
pub struct StandingsLine {
    pub rank: u32,
    pub name: String,
    pub points: f64,
    pub tie_breaks: [f64; 2],
    pub played: u32,
    pub withdrawn: bool,
}

impl Standings {
    fn png(&self) -> Vec<u8> {
        let [a, b, c, d, e, f] = &self.headers;
        standings_png(&StandingsPicture {
            title: &self.title,
            subtitle: &self.subtitle,
            headers: [a, b, c, d, e, f],
            rows: self
                .lines
                .iter()
                .map(|line| StandingsRow {
                    rank: line.rank,
                    name: &line.name,
                    points: line.points,
                    tie_breaks: line.tie_breaks,
                    played: line.played,
                    withdrawn: line.withdrawn,
                })
                .collect(),
            podium: self.podium,
        })
    }
}

impl Picture {
    /// The position shown, when the picture is a board.
    pub fn position(&self) -> Option<&AnyGame> {
        match self {
            Picture::Board { position, .. } => Some(position),
            _ => None,
        }
    }

    /// The picture as a PNG: CPU work of a few milliseconds, for a front end that shows it (off
    /// the async workers: see [`Picture::drawn`]).
    pub fn png(&self) -> Vec<u8> {
        match self {
            Picture::Board { position, view } => board_picture(position, view),
            Picture::Ratings { series, lang } => rating_chart(series, *lang),
            Picture::Chances {
                analysis,
                names,
                lang,
            } => chance_chart_png(analysis, names, *lang),
            Picture::Standings(standings) => standings.png(),
        }
    }

    /// [`Picture::png`] drawn on a blocking thread, so that the async workers go on with other
    /// requests meanwhile and every core draws. A picture that could not be drawn is `None` (the
    /// text still says everything): it is never worth losing the reply.
    pub async fn drawn(self) -> Option<Vec<u8>> {
        tokio::task::spawn_blocking(move || self.png())
            .await
            .map_err(|e| tracing::warn!(error = %e, "the picture could not be drawn"))
            .ok()
    }
}

/// The board as a PNG ([`board_png`]), its drawing timed for the metrics
/// (`teban_render_seconds`).
pub fn board_picture(game: &AnyGame, view: &View) -> Vec<u8> {
    let started = std::time::Instant::now();
    let png = board_png(game, view);
    metrics::histogram!(crate::metrics::RENDER_SECONDS, "game" => game.kind().name())
        .record(started.elapsed());
    png
}
