//! What the outbox shows of a tournament: its announcement edited to the tournament as it stands
//! (drawn when delivered), its news, its final standings with the podium, and each game's first
//! post in the tournament's channel, from which the front end opens the game's thread (named with
//! the tournament and the round).

use super::{TournamentId, TournamentRow};
use crate::model::{GameRow, MessageId};
use crate::store::{NewPost, PostKind, PostRow};
use crate::table::shared::begun_text;
use crate::table::shared::Form;
use crate::table::shared::{GameId, Refusal, Reply};
use crate::table::tournaments::Tournaments;
use crate::text::{marks, Text};

impl Tournaments {
    /// The announcement of `row` is to show a change (a sign-up, a withdrawal): an edit through
    /// the outbox.
    pub(super) async fn announcement_changed(&self, row: &TournamentRow) -> Result<(), Refusal> {
        self.store
            .tournament_post(row.id, &self.standings_post(row))
            .await?;
        self.posts.notify_one();
        Ok(())
    }

    /// A tournament's post as shown when delivered, and the message it edits (the announcement,
    /// for its standings).
    pub(crate) async fn tournament_post_shown(
        &self,
        post: &PostRow,
    ) -> Result<(Reply, Option<MessageId>), Refusal> {
        let Some(tournament) = post.tournament else {
            return Ok((Reply::default(), None));
        };
        let row = self.tournament_row(tournament).await?;
        Ok(match post.kind {
            PostKind::Standings => (self.announcement(&row).await?, row.message),
            PostKind::Podium => {
                let mut reply = self.announcement(&row).await?;
                reply.actions.clear();
                reply.text = post.text.clone();
                (reply, None)
            }
            _ => (
                Reply {
                    text: post.text.clone(),
                    lang: row.lang,
                    ..Reply::default()
                },
                None,
            ),
        })
    }

    /// A tournament game's first post in the tournament's channel (or a game's begun in the web's
    /// lobby, in its channel): its line, with the thread to open from it, when the server plays
    /// games in threads; else its first board.
    pub(crate) async fn pairing_shown(
        &self,
        post: &PostRow,
        game: GameId,
    ) -> Result<Reply, Refusal> {
        let row = self.store.game(game).await?.ok_or(Refusal::NoSuchGame)?;
        match self.games.thread_for(&row).await? {
            Some(mut thread) if row.channel == post.channel => {
                if let Some(tournament) = row.tournament {
                    thread.name = self.tournament_thread_name(&row, tournament).await?;
                }
                Ok(Reply {
                    text: self.pairing_text(&row).await?,
                    form: Form::ThreadLine,
                    thread: Some(thread),
                    mention: post.mention.clone(),
                    lang: row.lang,
                    ..Reply::default()
                })
            }
            _ => Ok(self.core.show(&row, begun_text(&row)).await),
        }
    }

    /// The line of a tournament game in the tournament's channel until its thread is open (then
    /// the game's own line, edited to the result at its end): "Winter Cup, round 2: ann vs bob";
    /// of a game begun in the web's lobby, its opening words ("The game begins: seat 1 ann…").
    async fn pairing_text(&self, game: &GameRow) -> Result<Text, Refusal> {
        let Some(tournament) = game.tournament else {
            return Ok(begun_text(game));
        };
        let row = self.tournament_row(tournament).await?;
        let names = marks::names(game.seats.iter().map(|s| s.name.as_str()), " vs ");
        Ok(crate::say!(
            game.lang,
            "tournament-pairing-line",
            name = row.name.as_str(),
            round = self.round_of(game, tournament, row.round).await?,
            players = names
        ))
    }

    /// The round `game` belongs to.
    async fn round_of(
        &self,
        game: &GameRow,
        tournament: TournamentId,
        now: u32,
    ) -> Result<u32, Refusal> {
        Ok(self
            .store
            .pairings(tournament)
            .await?
            .into_iter()
            .find(|p| p.game == Some(game.id))
            .map_or(now, |p| p.round))
    }

    /// A tournament game's thread could not be opened: its first board is posted in the
    /// channel, once (a second delivery finds it written).
    pub async fn thread_not_opened(&self, game: GameId) -> Result<(), Refusal> {
        let row = self.store.game(game).await?.ok_or(Refusal::NoSuchGame)?;
        let post = NewPost {
            channel: row.channel,
            kind: PostKind::Start,
            text: begun_text(&row),
            mention: row.seats.iter().map(|s| s.user).collect(),
            edit: None,
            recipient: None,
        };
        if self.store.first_board_post(game, &post).await? {
            self.posts.notify_one();
        }
        Ok(())
    }

    /// The name of a tournament game's thread: "Spring Swiss · R2 · ann vs bob".
    async fn tournament_thread_name(
        &self,
        game: &GameRow,
        tournament: TournamentId,
    ) -> Result<String, Refusal> {
        let row = self.tournament_row(tournament).await?;
        let round = self.round_of(game, tournament, row.round).await?;
        let names: Vec<&str> = game.seats.iter().map(|s| s.name.as_str()).collect();
        Ok(format!("{} · R{round} · {}", row.name, names.join(" vs ")))
    }
}
