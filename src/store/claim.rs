//! The claim and its posts, the store's one idiom of a write that can lose a race: in one write
//! transaction, a conditional statement claims what is due (an alarm, a digest, an analysis's
//! result, a tournament's round or standings, a vacation, a post to settle, a game's move to its
//! thread) and, only when it changed a row, what follows from the claim is written with it, its
//! posts first of all, and committed. A claim that changes nothing (another process or a move got
//! there first) writes nothing, and its caller says so (`false`, `None`).
//!
//! [`Store::claim_and_post`] is the whole idiom when the claim owes only posts about one thing;
//! [`Store::claim`] hands back the transaction of a claim that landed ([`Claimed`]), for a write
//! that does more after its claim (creates a round's games, moves deadlines, turns an option off)
//! before its posts and its commit.

use sqlx::any::AnyArguments;
use sqlx::query::Query;
use sqlx::{Any, Transaction};

use super::backend::{Guard, Writing};
use super::outbox::About;
use super::{NewPost, Store, StoreError};

/// A conditional statement that claims (an `UPDATE … WHERE` what the caller read is still so, an
/// `INSERT … ON CONFLICT DO NOTHING`, a `DELETE … WHERE`): it claimed when it changed a row.
pub(super) type ClaimStatement<'q> = Query<'q, Any, AnyArguments<'q>>;

/// A write whose claim landed: what follows from it is written in the same transaction, and
/// [`Claimed::commit`] makes it all stand; dropped without committing, nothing of it does.
pub(super) struct Claimed<'a> {
    writing: Writing<'a>,
    /// The time its posts are written at.
    now: i64,
}

impl Store {
    /// Begins a write holding `guards` and runs `claim` in it: the write, when the claim changed a
    /// row; `None`, with nothing written, when it changed none. Its posts are written at `now`.
    pub(super) async fn claim(
        &self,
        guards: &[Guard],
        claim: ClaimStatement<'_>,
        now: i64,
    ) -> Result<Option<Claimed<'_>>, StoreError> {
        let mut writing = self.write(guards).await?;
        let changed = claim.execute(&mut *writing.tx).await?.rows_affected();
        if changed == 0 {
            writing.tx.rollback().await?;
            return Ok(None);
        }
        Ok(Some(Claimed { writing, now }))
    }

    /// [`Store::claim`], then `posts` about `about`, all committed at once: whether it claimed
    /// (false: nothing is written).
    pub(super) async fn claim_and_post<'p>(
        &self,
        guards: &[Guard],
        claim: ClaimStatement<'_>,
        now: i64,
        about: About,
        posts: impl IntoIterator<Item = &'p NewPost>,
    ) -> Result<bool, StoreError> {
        let Some(mut claimed) = self.claim(guards, claim, now).await? else {
            return Ok(false);
        };
        claimed.post(about, posts).await?;
        claimed.commit().await
    }
}

impl Claimed<'_> {
    /// The claim's transaction, for what else it writes.
    pub(super) fn tx(&mut self) -> &mut Transaction<'static, Any> {
        &mut self.writing.tx
    }

    /// Writes `posts` about `about` in the claim's transaction.
    pub(super) async fn post<'p>(
        &mut self,
        about: About,
        posts: impl IntoIterator<Item = &'p NewPost>,
    ) -> Result<(), StoreError> {
        for post in posts {
            Store::insert_post_about(&mut self.writing.tx, post, about, self.now).await?;
        }
        Ok(())
    }

    /// Makes the claim and all it wrote stand: true (it claimed).
    pub(super) async fn commit(self) -> Result<bool, StoreError> {
        self.writing.tx.commit().await?;
        Ok(true)
    }
}
