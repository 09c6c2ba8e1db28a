//! Standings: the leaderboard of a guild, a player's record, and the list of a player's
//! unfinished games on a server (`/games`). The leaderboard and a player's record are the
//! channel's to read (in its language); `/games` is only the caller's (in the caller's).
//!
//! Outside a server (a direct message) everything here is the caller's own: the leaderboard is
//! their own ladder (they and teban's levels, from their games against teban there; see
//! [`Scope`]), `/games` lists their games there, and nobody's record but theirs is shown.

use crate::games::GameKind;
use crate::i18n::{Lang, Said};
use crate::key;
use crate::model::{GameRow, GuildId};
use crate::say;
use crate::store::Scope;
use crate::table::shared::Audience;
use crate::table::shared::{bounded_list_in, games_line, most_urgent_first, my_turn, Answer};
use crate::table::shared::{Caller, Player, Refusal, Reply, Standing, Viewer};
use crate::table::standings::Standings;
use crate::text::{marks, Text};

/// The most games `/games` looks at: far more than anyone plays at once (one game per player per
/// channel).
const LISTED_GAMES: usize = 200;
/// The most players of a server the web's lobby lists.
const PLAYERS_LISTED: usize = 100;

/// One ladder of a server: a game for a number of players, best first.
#[derive(Clone, Debug)]
pub struct Ladder {
    pub kind: GameKind,
    pub players: u8,
    pub standings: Vec<Standing>,
}

impl Standings {
    /// The leaderboard of the caller's guild for `kind` (every ladder of that game: 2 and 4
    /// players), best first, at most `limit` lines per ladder. Outside a server, the caller's own
    /// ladder, said to be theirs alone.
    pub async fn leaderboard(&self, caller: &Caller, kind: GameKind, limit: usize) -> Answer {
        let scope = Scope::of(caller.server(), caller.player.id);
        let lang = self.servers.channel_lang(caller).await?;
        let mut lines = Vec::new();
        if let Scope::Own(_) = scope {
            lines.push(say!(lang, "standings-own-ladder"));
        }
        let ladders = self.store.ladders(scope, kind).await?;
        if ladders.is_empty() {
            lines.push(say!(lang, "standings-none", game = kind.title()));
        }
        for players in ladders {
            lines.push(say!(
                lang,
                "standings-ladder-title",
                game = kind.title(),
                players = players
            ));
            for (rank, s) in self
                .standings(scope, kind, players, limit)
                .await?
                .iter()
                .enumerate()
            {
                let (rating, deviation) = rating_words(s.rating, s.deviation);
                lines.push(say!(
                    lang,
                    "standings-line",
                    rank = rank + 1,
                    player = marks::name(&s.name),
                    rating = rating,
                    deviation = deviation,
                    results = results(lang, s.wins, s.losses, s.draws)
                ));
            }
        }
        Ok(Reply {
            text: Text::join(lines, "\n"),
            lang,
            ..Reply::default()
        })
    }

    /// The leaderboard as data, for one ladder (`players` seats) of `scope`.
    pub async fn standings(
        &self,
        scope: Scope,
        kind: GameKind,
        players: u8,
        limit: usize,
    ) -> Result<Vec<Standing>, Refusal> {
        Ok(self
            .store
            .ladder(scope, kind, players, limit)
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

    /// Every leaderboard of `guild` as data: each game's ladders (2 and 4 players), best first,
    /// at most `limit` lines each (the web's lobby draws them itself).
    pub async fn leaderboards(&self, guild: GuildId, limit: usize) -> Result<Vec<Ladder>, Refusal> {
        let scope = Scope::Server(guild);
        let mut ladders = Vec::new();
        for &kind in GameKind::ALL {
            for players in self.store.ladders(scope, kind).await? {
                ladders.push(Ladder {
                    kind,
                    players,
                    standings: self.standings(scope, kind, players, limit).await?,
                });
            }
        }
        Ok(ladders)
    }

    /// The people who sat at a game of `guild` (never teban), the last seen first, each with the
    /// name they last played under: the players the web's lobby may show and challenge there.
    pub async fn players_on(&self, guild: GuildId) -> Result<Vec<Player>, Refusal> {
        Ok(self
            .store
            .players_on(guild, PLAYERS_LISTED)
            .await?
            .into_iter()
            .map(|(user, name)| Player::new(user, name))
            .collect())
    }

    /// The caller's unfinished games on the caller's server (in any channel), for the caller
    /// alone: each with its opponents, whose turn it is, when the move is due and a link to its
    /// channel; the games where it is the caller's turn first, each part by deadline (the most
    /// urgent first, games without a clock last). A game the caller resigned from (the others
    /// playing on) is no longer theirs.
    pub async fn games(&self, caller: &Caller) -> Answer {
        let me = caller.player.id;
        let viewer = Viewer::member(caller);
        let mut rows: Vec<GameRow> = self
            .store
            .unfinished_games_of(me, caller.place.guild, LISTED_GAMES)
            .await?
            .into_iter()
            .filter(|row| viewer.sees(row))
            .filter(|row| row.seat_of(me).is_some_and(|s| !row.resigned.contains(s)))
            .collect();
        most_urgent_first(&mut rows, me);
        let lang = caller.lang;
        let place = if caller.place.guild.is_some() {
            "server"
        } else {
            "here"
        };
        let name = caller.player.name.as_str();
        let vacation = match caller.server() {
            Some(guild) => self.clocks.vacation_days_line(guild, me, lang).await?,
            None => None,
        };
        let with_vacation = |mut text: Text| {
            if let Some(line) = &vacation {
                text.push_line(line);
            }
            text
        };
        if rows.is_empty() {
            return Ok(Reply {
                text: with_vacation(say!(
                    lang,
                    "standings-games-none",
                    player = marks::name(name),
                    place = place
                )),
                audience: Audience::Caller,
                lang,
                ..Reply::default()
            });
        }
        let header = say!(
            lang,
            "standings-games-header",
            player = marks::name(name),
            place = place
        );
        let lines = rows
            .iter()
            .map(|row| games_line(lang, row, me, my_turn(row, me)));
        Ok(Reply {
            text: with_vacation(bounded_list_in(
                lang,
                self.settings.list_room,
                header,
                lines.collect(),
            )),
            audience: Audience::Caller,
            lang,
            ..Reply::default()
        })
    }

    /// A player's record in the caller's guild: rating, wins, losses and draws per game, and
    /// their unfinished games. Outside a server, only the caller's own.
    pub async fn record(&self, caller: &Caller, of: &Player) -> Answer {
        let scope = own_or_server(caller, of)?;
        let lang = self.servers.channel_lang(caller).await?;
        let mut lines = vec![Text::from(marks::name(&of.name))];
        let ratings = self.store.ratings_of(scope, of.id).await?;
        if ratings.is_empty() {
            lines.push(say!(lang, "standings-no-rated-game"));
        }
        for (kind, players, r) in ratings {
            let (rating, deviation) = rating_words(r.rating, r.deviation);
            lines.push(say!(
                lang,
                "standings-player-ladder",
                game = kind.title(),
                players = players,
                rating = rating,
                deviation = deviation,
                results = results(lang, r.wins, r.losses, r.draws)
            ));
        }
        let active = self.store.active_games_of(of.id).await?;
        if !active.is_empty() {
            let here = active
                .iter()
                .filter(|(_, _, channel)| *channel == caller.place.channel)
                .count();
            lines.push(say!(
                lang,
                "standings-playing",
                count = active.len(),
                here = here
            ));
        }
        Ok(Reply {
            text: Text::join(lines, "\n"),
            lang,
            ..Reply::default()
        })
    }
}

/// The ladders the caller may read `of`'s ratings on: the server's; outside a server, the
/// caller's own, and only when `of` is the caller (another person's games there are theirs
/// alone).
pub(super) fn own_or_server(caller: &Caller, of: &Player) -> Result<Scope, Refusal> {
    match caller.server() {
        Some(guild) => Ok(Scope::Server(guild)),
        None if of.id == caller.player.id => Ok(Scope::Own(of.id)),
        None => Err(Refusal::Said(Said::new(key!(
            "refusal-direct-message-others"
        )))),
    }
}

/// Wins, losses and draws in a few letters: "3W 1L 0D".
fn results(lang: Lang, wins: u32, losses: u32, draws: u32) -> Text {
    say!(
        lang,
        "standings-results",
        wins = wins,
        losses = losses,
        draws = draws
    )
}

/// A rating as shown: rounded, its digits never grouped (a rating reads like "1512" in every
/// language), with its deviation: "1512 (±87)".
pub(super) fn rating_words(rating: f64, deviation: f64) -> (String, String) {
    (format!("{rating:.0}"), format!("{deviation:.0}"))
}
