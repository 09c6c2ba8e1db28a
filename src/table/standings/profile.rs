//! A player's profile on a server (`/profile`): for each game they played there, their rating and
//! its deviation per ladder, their games, wins, losses and draws, their current streak and last
//! results, and their median time per move; with a chart of their ratings over time.
//!
//! Decisions where the issue is silent:
//! - Results count every finished game, rated or not, against people or teban (an aborted game has
//!   no result and does not count); the rating is the ladder's, from rated games only.
//! - A streak is the run of equal results up to the last game ("3 wins"); the last results are
//!   the five newest, newest first, with the opponents ("W vs bob").
//! - Time per move runs from the entry before (or the game's start) to the player's move, so
//!   it is what the player's clock measured; the median over all their moves of that game.
//! - A rating kept before the rating history began has no history: its line on the chart is the
//!   one point where it stands now.
//! - Outside a server (a direct message) a player sees only their own profile: their games
//!   there (against teban) and their own ladder's ratings; another person's is refused, for
//!   their games there are theirs alone.

use crate::table::shared::Audience;
use crate::table::standings::Standings;
use std::collections::BTreeMap;

use super::leaderboard::{own_or_server, rating_words};
use crate::games::{GameKind, Outcome};
use crate::i18n::Lang;
use crate::render::chart::{ladder_label, Series};
use crate::store::{PlayedGame, RatingPoint};
use crate::table::shared::Answer;
use crate::table::shared::{duration_words, Caller, Picture, Player, Reply};
use crate::text::{marks, Text};
use crate::{say, tr};

/// The most finished games a profile reads.
const PROFILE_GAMES: usize = 1_000;
/// How many of the last results a profile shows.
const LAST_RESULTS: usize = 5;

/// A game's result for the player: won, lost or drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Verdict {
    Win,
    Loss,
    Draw,
}

impl Verdict {
    fn of(game: &PlayedGame) -> Verdict {
        match game.outcome {
            Outcome::Win { winner, .. } if winner == game.seat => Verdict::Win,
            Outcome::Win { .. } => Verdict::Loss,
            Outcome::Draw => Verdict::Draw,
        }
    }

    /// "W", "L", "D" (in the language's words: "V", "D", "N" in French).
    fn letter(self, lang: Lang) -> String {
        match self {
            Verdict::Win => tr!(lang, "profile-letter-win"),
            Verdict::Loss => tr!(lang, "profile-letter-loss"),
            Verdict::Draw => tr!(lang, "profile-letter-draw"),
        }
    }

    /// "3 wins", "1 loss", "2 draws".
    fn streak(self, lang: Lang, count: usize) -> String {
        match self {
            Verdict::Win => tr!(lang, "profile-streak-wins", count = count),
            Verdict::Loss => tr!(lang, "profile-streak-losses", count = count),
            Verdict::Draw => tr!(lang, "profile-streak-draws", count = count),
        }
    }
}

/// The median of `values` (the mean of the middle two when there is an even number of them).
pub fn median(values: &mut [i64]) -> Option<i64> {
    if values.is_empty() {
        return None;
    }
    values.sort_unstable();
    let mid = values.len() / 2;
    Some(if values.len() % 2 == 1 {
        values[mid]
    } else {
        (values[mid - 1] + values[mid]) / 2
    })
}

/// A time a player took, as they read it in `lang`: "38 s" under a minute, else "4 hours 12
/// minutes".
pub fn time_taken(lang: Lang, ms: i64) -> String {
    if ms < 60_000 {
        tr!(lang, "profile-seconds", count = (ms.max(0) + 999) / 1000)
    } else {
        duration_words(lang, ms)
    }
}

/// One game's section of the profile, in `lang`.
fn section(
    lang: Lang,
    kind: GameKind,
    ladders: &[RatingPoint],
    games: &[&PlayedGame],
    times: &mut [i64],
) -> Text {
    let mut lines = vec![Text::strong(kind.title())];
    for ladder in ladders {
        let (rating, deviation) = rating_words(ladder.rating, ladder.deviation);
        lines.push(say!(
            lang,
            "profile-rating",
            players = ladder.players,
            rating = rating,
            deviation = deviation
        ));
    }
    let results: Vec<Verdict> = games.iter().map(|g| Verdict::of(g)).collect();
    let count = |r: Verdict| results.iter().filter(|x| **x == r).count();
    lines.push(say!(
        lang,
        "profile-games",
        count = results.len(),
        wins = count(Verdict::Win),
        losses = count(Verdict::Loss),
        draws = count(Verdict::Draw)
    ));
    if let Some(newest) = results.first() {
        let run = results.iter().take_while(|r| *r == newest).count();
        let last = games.iter().take(LAST_RESULTS).map(|g| {
            say!(
                lang,
                "profile-last-result",
                result = Verdict::of(g).letter(lang),
                opponents = g.opponents.join(", ")
            )
        });
        lines.push(say!(
            lang,
            "profile-streak",
            streak = newest.streak(lang, run),
            last = Text::join(last, " · ")
        ));
    }
    if let Some(median) = median(times) {
        lines.push(say!(
            lang,
            "profile-median-time",
            time = time_taken(lang, median),
            count = times.len()
        ));
    }
    Text::join(lines, "\n")
}

impl Standings {
    /// The profile of `of` on the caller's server, with the chart of their ratings over time;
    /// outside a server, only the caller's own.
    pub async fn profile(&self, caller: &Caller, of: &Player) -> Answer {
        let scope = own_or_server(caller, of)?;
        let guild = caller.place.guild;
        let history = self.store.rating_history(scope, of.id).await?;
        let ratings = self.store.ratings_of(scope, of.id).await?;
        let games = self.store.played_games(guild, of.id, PROFILE_GAMES).await?;
        let mut times: BTreeMap<GameKind, Vec<i64>> = BTreeMap::new();
        for (kind, took) in self.store.move_times(guild, of.id).await? {
            times.entry(kind).or_default().push(took);
        }
        let place = if guild.is_some() { "server" } else { "here" };
        if games.is_empty() && ratings.is_empty() && times.is_empty() {
            // Only the caller sees it: in the caller's language.
            return Ok(Reply {
                text: say!(
                    caller.lang,
                    "profile-no-games",
                    player = marks::name(&of.name),
                    place = place
                ),
                audience: Audience::Caller,
                lang: caller.lang,
                ..Reply::default()
            });
        }
        let lang = self.servers.channel_lang(caller).await?;
        // The ladders now, and each one's line over time.
        let now: Vec<RatingPoint> = ratings
            .iter()
            .map(|(kind, players, r)| RatingPoint {
                kind: *kind,
                players: *players,
                rating: r.rating,
                deviation: r.deviation,
                at: 0,
            })
            .collect();
        let mut series: Vec<Series> = Vec::new();
        for ladder in &now {
            let mut points: Vec<(i64, f64)> = history
                .iter()
                .filter(|p| (p.kind, p.players) == (ladder.kind, ladder.players))
                .map(|p| (p.at, p.rating))
                .collect();
            if points.is_empty() {
                points.push((self.store.now(), ladder.rating));
            }
            series.push(Series {
                label: ladder_label(lang, ladder.kind, ladder.players),
                points,
            });
        }
        let mut kinds: Vec<GameKind> = games.iter().map(|g| g.kind).collect();
        kinds.extend(now.iter().map(|l| l.kind));
        kinds.extend(times.keys().copied());
        kinds.sort();
        kinds.dedup();
        let sections: Vec<Text> = kinds
            .into_iter()
            .map(|kind| {
                let ladders: Vec<RatingPoint> =
                    now.iter().filter(|l| l.kind == kind).copied().collect();
                let played: Vec<&PlayedGame> = games.iter().filter(|g| g.kind == kind).collect();
                let times = times
                    .get_mut(&kind)
                    .map(Vec::as_mut_slice)
                    .unwrap_or(&mut []);
                section(lang, kind, &ladders, &played, times)
            })
            .collect();
        let mut title = say!(
            lang,
            "profile-title",
            player = marks::name(&of.name),
            place = place
        );
        if let Some(guild) = guild {
            if let Some(line) = self.clocks.vacation_days_line(guild, of.id, lang).await? {
                title.push_line(&line);
            }
        }
        title.push_words("\n\n");
        title.push(&Text::join(sections, "\n\n"));
        Ok(Reply {
            text: title,
            picture: Some(Picture::Ratings { series, lang }),
            lang,
            ..Reply::default()
        })
    }
}
