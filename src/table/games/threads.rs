//! A thread per game: which games get one (the server's setting), moving a game that begins into
//! the thread the front end opened for it, and the line in the parent channel that points to the
//! thread and, once the game is over, says how it ended.
//!
//! Decisions where the issue is silent:
//! - The table decides whether a game *wants* a thread (a game on a server whose setting is on);
//!   the front end decides whether it *can* (its permissions where the game began, and not
//!   already inside a thread: Discord has no thread in a thread, so a rematch in a game's thread
//!   is played in that same thread).
//! - The thread is named "Quoridor · ann vs bob" (the game and the players, no variant): no
//!   words, so the same in every language (the front end cuts it to its own longest name).
//! - What the channel and the thread read (the game's line, its opening words) is in the game's
//!   language ([`GameRow::lang`]), written when it is posted.
//! - The game's first board is posted into the thread through the outbox, written in the same
//!   transaction that moves the game there: a crash between the two cannot leave a thread without
//!   its game. A game the front end could not move (the thread could not be opened) is played in
//!   the channel, as before.

use crate::model::{ChannelId, MessageId};
use crate::model::{GameRow, ThreadLine};
use crate::store::{NewPost, PostKind};
use crate::table::clocks::Clocks;
use crate::table::games::Games;
use crate::table::shared::Core;
use crate::table::shared::NewThread;
use crate::table::shared::{begun_text, line_text, Player};
use crate::table::shared::{Clicked, Form};
use crate::table::shared::{GameId, Refusal, Reply};

impl Games {
    /// The thread `game` wants, if its server plays games in threads, named after the game and its
    /// players (a tournament renames its games' threads: `Tournaments::pairing_shown`).
    pub(in crate::table) async fn thread_for(
        &self,
        game: &GameRow,
    ) -> Result<Option<NewThread>, Refusal> {
        let Some(guild) = game.server() else {
            return Ok(None);
        };
        if !self.store.server_settings(guild).await?.threads {
            return Ok(None);
        }
        let names: Vec<&str> = game.seats.iter().map(|s| s.name.as_str()).collect();
        // A tournament's game is named by the tournament, which asks for its thread.
        let name = format!("{} · {}", game.kind.title(), names.join(" vs "));
        Ok(Some(NewThread {
            game: game.id,
            name,
            players: game
                .seats
                .iter()
                .map(|s| s.user)
                .filter(|u| Player::teban_level(*u).is_none())
                .collect(),
        }))
    }

    /// The front end opened `thread` for `game`, which began in channel `from`; `line` is the
    /// message in `from` that points to it (when known yet: see [`Games::thread_line_shown`]). The game
    /// moves there and its first board is posted into it (through the outbox). Returns the line,
    /// for the front end to show in `from` (with the game's card, which it does not show);
    /// `None` when the game is no longer in `from` or no longer on (it stays where it is).
    pub async fn thread_opened(
        &self,
        game: GameId,
        from: ChannelId,
        thread: ChannelId,
        line: Option<MessageId>,
    ) -> Result<Option<Reply>, Refusal> {
        let Some(mut row) = self.store.game(game).await? else {
            return Err(Refusal::NoSuchGame);
        };
        let mut start = NewPost {
            channel: thread,
            kind: PostKind::Start,
            text: begun_text(&row),
            mention: row.seats.iter().map(|s| s.user).collect(),
            edit: None,
            recipient: None,
        };
        // The first player to move hears of their turn by direct message, if they asked to: the
        // game's thread is where the message's link points.
        let mut in_thread = row.clone();
        in_thread.channel = thread;
        let mut mention = start.mention.clone();
        let next = row.state.to_move();
        let mut posts = Clocks::by_preferences(&in_thread, &mut mention, next);
        start.mention = mention;
        posts.insert(0, start);
        if !self
            .store
            .move_to_thread(game, from, thread, (from, line), &posts)
            .await?
        {
            return Ok(None);
        }
        self.posts.notify_one();
        row.channel = thread;
        row.line = line.map(|message| ThreadLine {
            channel: from,
            message,
        });
        Ok(Some(Reply {
            text: line_text(&row),
            card: Some(Core::card_of(&row)),
            clicked: Clicked::Closed,
            form: Form::ThreadLine,
            lang: row.lang,
            ..Reply::default()
        }))
    }

    /// The line of `game`, played in a thread, was posted as `message` in its parent channel
    /// (after the game moved there: the answer to the command that began it).
    pub async fn thread_line_shown(&self, game: GameId, message: MessageId) -> Result<(), Refusal> {
        Ok(self.store.set_line_message(game, message).await?)
    }

    /// The edit a game's end owes its line in the parent channel, when it is played in a thread.
    pub(super) fn line_post(ended: &GameRow) -> Option<NewPost> {
        let ThreadLine { channel, message } = ended.line?;
        Some(NewPost {
            channel,
            kind: PostKind::Line,
            text: line_text(ended),
            mention: Vec::new(),
            edit: Some(message),
            recipient: None,
        })
    }
}
