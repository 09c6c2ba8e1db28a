//! Replays as the table hands them out: `/replay` (any game of the server, as `/record` finds
//! it) and the replay a game's end owes its channel when the server wants one (a `replay` post
//! of the outbox, drawn when it is delivered). The animation itself is [`crate::render::replay`].
//! Both are the channel's to see: in its language (the game's, for the replay a game's end owes).

use crate::i18n::{Lang, Said};
use crate::key;
use crate::model::GameRow;
use crate::record::Record;
use crate::render::replay::DISCORD_ATTACHMENT_LIMIT;
use crate::render::{replay_gif_marked, View};
use crate::say;
use crate::store::{NewPost, PostKind};
use crate::table::games::Games;
use crate::table::shared::{Attachment, Caller, GameId, Refusal, Reply};
use crate::text::Text;

impl Games {
    /// The replay of a game as a reply with the GIF attached (`teban-game-12.gif`), under `limit`
    /// bytes. Without `game`, the caller's newest game in this channel; with it, any game of the
    /// caller's server (outside a server, only a game the caller sat at).
    pub async fn game_replay(
        &self,
        caller: &Caller,
        game: Option<GameId>,
        limit: usize,
    ) -> Result<Reply, Refusal> {
        let record = self
            .named_game(caller, game, Said::new(key!("record-no-game-to-replay")))
            .await?;
        let lang = self.servers.channel_lang(caller).await?;
        let lead = say!(lang, "record-replay-lead");
        Self::replay_of(record, limit, &lead, lang).await
    }

    /// The replay a finished game's end posts, as the outbox delivers it.
    pub(in crate::table) async fn ending_replay(&self, game: GameId) -> Result<Reply, Refusal> {
        let row = self.store.game(game).await?.ok_or(Refusal::NoSuchGame)?;
        let log = self.store.log(row.id).await?;
        let lead = say!(
            row.lang,
            "record-replay-lead-ended",
            game = row.id.0.to_string()
        );
        Self::replay_of(
            super::record::record_of(&row, &log),
            DISCORD_ATTACHMENT_LIMIT,
            &lead,
            row.lang,
        )
        .await
    }

    /// Draws `record`'s replay off the async workers (every position drawn and encoded takes a
    /// CPU for a good part of a second) and says what it holds after `lead`, in `lang`.
    async fn replay_of(
        record: Record,
        limit: usize,
        lead: &Text,
        lang: Lang,
    ) -> Result<Reply, Refusal> {
        let id = record.game.unwrap_or_default();
        let replay = tokio::task::spawn_blocking(move || {
            let view = View {
                names: record.seats.clone(),
                hints: false,
                lang,
                ..View::default()
            };
            replay_gif_marked(&record.positions(), &record.taken_back(), &view, limit)
        })
        .await
        // A panic's message is teban's, not the player's: logged with an id, the id shown.
        .map_err(|e| Refusal::failed(&format!("drawing the replay of game {id}: {e}")))?;
        let mut text = say!(
            lang,
            "record-replay-frames",
            lead = lead,
            frames = replay.frames
        );
        if let Some(note) = replay.note {
            text.push_words(" ");
            text.push(&say!(lang, "record-replay-shortened", note = note));
        }
        Ok(Reply {
            text,
            lang,
            files: vec![Attachment::bytes(
                format!("teban-game-{id}.gif"),
                replay.gif,
            )],
            ..Reply::default()
        })
    }

    /// The replay post a game's end owes its channel, when its server wants one. An aborted game
    /// (no result, and most often hardly begun) is owed none.
    pub(super) async fn replay_post(&self, ended: &GameRow) -> Result<Option<NewPost>, Refusal> {
        let Some(guild) = ended.server().filter(|_| ended.aborted_by.is_none()) else {
            return Ok(None);
        };
        if !self.store.server_settings(guild).await?.replay_on_end {
            return Ok(None);
        }
        Ok(Some(NewPost {
            channel: ended.channel,
            kind: PostKind::Replay,
            text: Text::new(),
            mention: Vec::new(),
            edit: None,
            recipient: None,
        }))
    }
}
