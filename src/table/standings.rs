//! Standings: the leaderboard of a guild and a player's record.

use super::service::Answer;
use super::{Caller, Player, Refusal, Reply, Standing, Table};
use crate::games::GameKind;

impl Table {
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
}
