//! The deliverer: posts what the bot owes its channels (the table's outbox: teban's moves,
//! reminders, time-outs, a game's first board in its thread, its replay) as messages of their own
//! (or edits a game's line in its parent channel), oldest first, and marks each sent once Discord
//! took it. One task per process, started when the gateway is ready, so it first delivers what a
//! previous run left. How a post is sent is [`send::post`]'s.
//!
//! After each round it says how many posts are still waiting (`teban_outbox_depth`).
//!
//! A post Discord refuses for good (the channel is gone, or the bot may no longer write there:
//! 400, 403, 404) is given up with a warning; any other failure releases it for the next round.

use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::{send, threads};
use crate::table::Table;

/// How many posts one round claims.
const ROUND: usize = 10;
/// How long the deliverer waits before looking again when nothing woke it (posts of other
/// processes, leases that ran out, failed deliveries).
const IDLE: Duration = Duration::from_secs(5);

/// Delivers the outbox for as long as the bot runs.
pub async fn deliver(ctx: serenity::Context, table: Table) {
    loop {
        let posts = match table.claim_posts(None, ROUND).await {
            Ok(posts) => posts,
            Err(refusal) => {
                tracing::warn!(%refusal, "cannot read the outbox");
                Vec::new()
            }
        };
        let full = posts.len() == ROUND;
        let mut failed = false;
        for post in posts {
            let id = post.id;
            let mut delivered = send::post(&ctx, &post).await;
            if let Err(error) = &delivered {
                if threads::revived(&ctx, post.channel, error).await {
                    delivered = send::post(&ctx, &post).await;
                }
            }
            let outcome = match delivered {
                Ok(()) => table.posted(id).await,
                Err(error) if refused_for_good(&error) => {
                    tracing::warn!(post = id, %error, "Discord refuses the post; it is given up");
                    table.posted(id).await
                }
                Err(error) => {
                    tracing::warn!(post = id, %error, "cannot deliver the post; it will be tried again");
                    failed = true;
                    table.post_failed(id).await
                }
            };
            if let Err(refusal) = outcome {
                tracing::warn!(post = id, %refusal, "cannot record the post's delivery");
            }
        }
        match table.store().unsent_posts().await {
            Ok(depth) => metrics::gauge!(crate::metrics::OUTBOX_DEPTH).set(depth as f64),
            Err(error) => tracing::warn!(%error, "cannot count the outbox"),
        }
        if !full || failed {
            tokio::select! {
                _ = table.posts_waiting() => {}
                _ = tokio::time::sleep(IDLE) => {}
            }
        }
    }
}

fn refused_for_good(error: &serenity::Error) -> bool {
    matches!(
        error,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
            if matches!(r.status_code.as_u16(), 400 | 403 | 404)
    )
}
