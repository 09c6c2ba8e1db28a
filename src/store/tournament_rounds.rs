//! The tournaments' claims: a round begun (its pairings recorded, its games created and their
//! posts written, in the transaction that moves the tournament's round on from the one before),
//! the standings shown (a claim on how many results they show), a tournament cancelled, and the
//! posts about a tournament. Each is one transaction guarded by the tournament, so that with
//! several processes each happens once. The tables themselves are [`super::tournaments`]'.

use super::backend::{Guard, Writing};
use super::outbox::About;
use super::{
    GameId, NewGame, NewPost, Store, StoreError, TournamentId, TournamentRow, TournamentStatus,
    UserId,
};

/// A round to begin: its pairings in board order, each game with what to create, and the posts
/// owed (each game's first post, by board; then any other).
#[derive(Clone, Debug)]
pub struct NewRound {
    pub round: u32,
    pub boards: Vec<NewBoard>,
    /// Posts about the tournament (the round's announcement).
    pub posts: Vec<NewPost>,
    /// How many of the tournament's games are over: the standings posted with it show them.
    pub results: u32,
}

/// One board of a new round.
#[derive(Clone, Debug)]
pub struct NewBoard {
    pub first: UserId,
    /// `None`: a bye (then no game).
    pub second: Option<UserId>,
    /// The game to create, with the post that shows it first.
    pub game: Option<(NewGame, NewPost)>,
}

impl Store {
    /// Claims round `round.round` of `tournament` (which stood at the round before) and, in the
    /// same transaction, records its pairings, creates its games and writes their posts. `None`
    /// when another request or process paired it first (nothing is changed).
    pub async fn begin_round(
        &self,
        tournament: &TournamentRow,
        round: &NewRound,
    ) -> Result<Option<Vec<GameId>>, StoreError> {
        let now = self.now();
        let claim = sqlx::query(
            "UPDATE tournaments SET round = $1, status = 'playing', updated_at = $2, \
             results_shown = $5 WHERE id = $3 AND round = $4 AND status IN ('signup', 'playing')",
        )
        .bind(i64::from(round.round))
        .bind(now)
        .bind(tournament.id)
        .bind(i64::from(round.round) - 1)
        .bind(i64::from(round.results));
        let guard = [Guard::Tournament(tournament.id)];
        let Some(mut claimed) = self.claim(&guard, claim, now).await? else {
            return Ok(None);
        };
        let mut games = Vec::new();
        for (board, pairing) in round.boards.iter().enumerate() {
            let game = match &pairing.game {
                Some((new, post)) => {
                    let tx = claimed.tx();
                    let game = Self::insert_game(tx, new, now).await?;
                    sqlx::query("UPDATE games SET tournament_id = $1 WHERE id = $2")
                        .bind(tournament.id)
                        .bind(game)
                        .execute(&mut **tx)
                        .await?;
                    let about = About {
                        tournament: Some(tournament.id),
                        ..About::game_at(game, 0)
                    };
                    claimed.post(about, [post]).await?;
                    games.push(game);
                    Some(game)
                }
                None => None,
            };
            sqlx::query(
                "INSERT INTO tournament_pairings (tournament_id, round, board, first_id, \
                 second_id, game_id) VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(tournament.id)
            .bind(i64::from(round.round))
            .bind(board as i64 + 1)
            .bind(pairing.first)
            .bind(pairing.second)
            .bind(game)
            .execute(&mut **claimed.tx())
            .await?;
        }
        claimed
            .post(About::tournament(tournament.id), &round.posts)
            .await?;
        claimed.commit().await?;
        Ok(Some(games))
    }

    /// Claims the standings of `tournament` up to `results` results (it showed `shown`) and
    /// writes `posts` (the announcement's edit; the final standings), and, `finished`, ends the
    /// tournament after `round`, in one transaction. `false` when another got there first.
    pub async fn show_results(
        &self,
        tournament: &TournamentRow,
        results: u32,
        finished: bool,
        posts: &[NewPost],
    ) -> Result<bool, StoreError> {
        let now = self.now();
        let status = if finished {
            TournamentStatus::Finished
        } else {
            tournament.status
        };
        let claim = sqlx::query(
            "UPDATE tournaments SET results_shown = $1, status = $2, updated_at = $3 \
             WHERE id = $4 AND results_shown = $5 AND round = $6 AND status = $7",
        )
        .bind(i64::from(results))
        .bind(status)
        .bind(now)
        .bind(tournament.id)
        .bind(i64::from(tournament.results_shown))
        .bind(i64::from(tournament.round))
        .bind(tournament.status);
        let guard = [Guard::Tournament(tournament.id)];
        let about = About::tournament(tournament.id);
        self.claim_and_post(&guard, claim, now, about, posts).await
    }

    /// Cancels a tournament not yet over, with `posts`; `false` when it was over already.
    pub async fn cancel_tournament(
        &self,
        tournament: TournamentId,
        posts: &[NewPost],
    ) -> Result<bool, StoreError> {
        let now = self.now();
        let cancel = sqlx::query(
            "UPDATE tournaments SET status = 'cancelled', updated_at = $1 \
             WHERE id = $2 AND status IN ('signup', 'playing')",
        )
        .bind(now)
        .bind(tournament);
        let guard = [Guard::Tournament(tournament)];
        let about = About::tournament(tournament);
        self.claim_and_post(&guard, cancel, now, about, posts).await
    }

    /// Writes `post` about `tournament` (its announcement edited after a sign-up).
    pub async fn tournament_post(
        &self,
        tournament: TournamentId,
        post: &NewPost,
    ) -> Result<(), StoreError> {
        let Writing {
            mut tx,
            turn: _writing,
        } = self.write(&[]).await?;
        Self::insert_post_about(&mut tx, post, About::tournament(tournament), self.now()).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Writes `post`, the first board of `game` at version 0, unless the game has one already (a
    /// second delivery of the post that was to open its thread). `false` when it had.
    pub async fn first_board_post(&self, game: GameId, post: &NewPost) -> Result<bool, StoreError> {
        let Writing {
            mut tx,
            turn: _writing,
        } = self.write(&[]).await?;
        let posted: i64 =
            sqlx::query_scalar("SELECT COUNT(*) FROM outbox WHERE game_id = $1 AND kind = $2")
                .bind(game)
                .bind(post.kind)
                .fetch_one(&mut *tx)
                .await?;
        if posted > 0 {
            return Ok(false);
        }
        Self::insert_post(&mut tx, post, Some(game), Some(0), self.now()).await?;
        tx.commit().await?;
        Ok(true)
    }
}
