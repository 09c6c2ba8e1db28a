//! The terminal adapter: `teban play` seats players at one keyboard and drives the game service
//! exactly as the bot does, over a local SQLite file.
//!
//! It owns reading lines, printing replies and naming players; it must not decide anything about
//! the game (every answer, refusal and check comes from [`crate::table`]). The console acts as
//! whichever player is to move, so a whole game can be piped in, one move per line.
//!
//! Decisions where the issue is silent:
//! - Terminal players get user ids derived from their names (a stable hash), so running
//!   `teban play` again with the same names, the same game and the same database finds their
//!   unfinished game and resumes it. The seats follow the order of `--names` (the players have
//!   made their draw before typing it).
//! - The terminal is one place: guild none, channel 0 of its database file.
//! - `draw` at one keyboard means every seated player agrees at once.
//! - `--vs-bot LEVEL` seats one person against teban, the seats drawn as on Discord; teban's
//!   moves are made through the service's `bot_turn`, as the bot makes them.
//! - End of input leaves the game as it stands (saved move by move); `quit` does the same.
//! - A line that is not UTF-8 text is refused like a bad move, and the game goes on.

pub mod loadtest;
pub mod think;

use std::io::Write;
use std::path::{Path, PathBuf};

use tokio::io::{AsyncBufRead, AsyncBufReadExt};

use rand::seq::SliceRandom;

use crate::ai::Level;
use crate::games::GameKind;
use crate::table::{Caller, GameCard, Place, Player, Refusal, Reply, Table};

/// Where the terminal plays.
pub const TERMINAL: Place = Place {
    guild: None,
    channel: 0,
};

/// What `teban play` was asked for.
#[derive(Clone, Debug)]
pub struct PlayOptions {
    pub kind: GameKind,
    pub variant: Option<String>,
    /// The players' names in seat order; empty for "Player 1", "Player 2"...
    pub names: Vec<String>,
    /// The file the board picture is written to after each move.
    pub png: PathBuf,
    /// Play against teban at this level: `names` then names the one person at the keyboard.
    pub vs_bot: Option<Level>,
}

/// A terminal player's user id: a stable hash of the name (FNV-1a over its lowercase form), kept
/// within 62 bits so it never collides with the sign bit SQLite would see.
pub fn terminal_id(name: &str) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in name.trim().to_lowercase().bytes() {
        hash ^= byte as u64;
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash & ((1 << 62) - 1)
}

const HELP: &str = "\
Type a move in the game's notation (Quoridor: e2 to step, e3h or e3v for a fence, pass when stuck).
Commands:
  legal [prefix]  list the legal moves of the player to move that go on from prefix
                  (a turn of several actions, one action at a time)
  board           show the board again
  games           the unfinished games of each player at the keyboard, their turn first
  draw            everyone at the keyboard agrees to a draw
  resign          the player to move resigns
  help            this text
  quit            leave; the game is saved and resumes when you run the same command again";

/// Markdown's bold marks mean nothing on a terminal.
fn plain(text: &str) -> String {
    text.replace("**", "").replace('`', "")
}

/// Runs a game at the terminal: reads commands and moves from `input`, prints to `out`.
/// Returns when the game ends, the input ends or a player types `quit`.
pub async fn play<R, W>(
    table: &Table,
    options: &PlayOptions,
    mut input: R,
    out: &mut W,
) -> Result<(), String>
where
    R: AsyncBufRead + Unpin,
    W: Write,
{
    let seats = crate::games::AnyGame::new(options.kind, options.variant.as_deref())?.seat_count();
    let people = if options.vs_bot.is_some() { 1 } else { seats };
    let names: Vec<String> = if options.names.is_empty() {
        (1..=people).map(|n| format!("Player {n}")).collect()
    } else {
        options.names.clone()
    };
    let mut players: Vec<Player> = names
        .iter()
        .map(|n| Player::new(terminal_id(n), n.trim()))
        .collect();
    if let Some(level) = options.vs_bot {
        if seats != 2 {
            return Err(format!(
                "teban plays one seat: at the terminal choose a two-player game, not one of {seats}"
            ));
        }
        if players.len() != 1 {
            return Err(format!(
                "against teban, name the one player at the keyboard, not {}",
                players.len()
            ));
        }
        // teban takes the other seat, and the seats are drawn (unless a game resumes).
        players.push(Player::teban(level));
        players.shuffle(&mut rand::thread_rng());
    }
    let seating = table
        .sit(
            TERMINAL,
            &players,
            options.kind,
            options.variant.as_deref(),
            false,
        )
        .await
        .map_err(|e| e.to_string())?;
    let io = |e: std::io::Error| e.to_string();
    writeln!(
        out,
        "{} {}: {}",
        if seating.resumed {
            "Resumed"
        } else {
            "Started"
        },
        seating.game,
        seating.card.title
    )
    .map_err(io)?;
    writeln!(out, "Type `help` for the commands.").map_err(io)?;
    let first = table
        .click(
            &caller_for(&seating.card, &players),
            &format!("board:{}", seating.game.0),
        )
        .await
        .map_err(|e| e.to_string())?;
    let mut card = seating.card;
    // What a previous run owed the terminal (teban's move, committed just before it stopped).
    show_posts(table, out, &options.png).await?;
    show(out, &first, &options.png).map_err(io)?;
    let mut line = Vec::new();
    loop {
        if card.teban_to_move() {
            match table.bot_turn(card.game).await {
                Ok(Some(reply)) => {
                    // teban's move is shown from the outbox, as the bot posts it.
                    show_posts(table, out, &options.png).await?;
                    card = reply
                        .card
                        .ok_or("teban's move came back without the game")?;
                    continue;
                }
                Ok(None) => {
                    card = teban_turn_elsewhere(table, out, &card).await?;
                    show_posts(table, out, &options.png).await?;
                    continue;
                }
                Err(refusal) => return Err(refusal.to_string()),
            }
        }
        if let Some(mover) = card.player_to_move() {
            write!(out, "{} to move> ", mover.name).map_err(io)?;
            out.flush().map_err(io)?;
        } else {
            return Ok(());
        }
        line.clear();
        if input.read_until(b'\n', &mut line).await.map_err(io)? == 0 {
            writeln!(out, "\nThe game is saved; run the same command to go on.").map_err(io)?;
            return Ok(());
        }
        let Ok(text) = std::str::from_utf8(&line) else {
            writeln!(out, "That line is not text (UTF-8); try again.").map_err(io)?;
            continue;
        };
        let text = text.trim();
        let caller = caller_for(&card, &players);
        let (word, rest) = text.split_once(' ').unwrap_or((text, ""));
        let answer: Result<Reply, Refusal> = match word.to_ascii_lowercase().as_str() {
            "" => continue,
            "help" | "?" => {
                writeln!(out, "{HELP}").map_err(io)?;
                continue;
            }
            "quit" | "exit" => {
                writeln!(out, "The game is saved; run the same command to go on.").map_err(io)?;
                return Ok(());
            }
            "legal" => table.legal(&caller, rest, usize::MAX).await,
            "board" => table.board(&caller).await,
            "games" => {
                for person in players
                    .iter()
                    .filter(|p| Player::teban_level(p.id).is_none())
                {
                    let asker = Caller {
                        player: person.clone(),
                        place: TERMINAL,
                    };
                    match table.games(&asker).await {
                        Ok(list) => writeln!(out, "{}", plain(&list.text)).map_err(io)?,
                        Err(refusal) => {
                            writeln!(out, "{}", plain(&refusal.to_string())).map_err(io)?
                        }
                    }
                }
                continue;
            }
            "resign" => table.resign(&caller, None).await,
            "draw" => agree_draw(table, &card).await,
            _ => table.play(&caller, text, None).await,
        };
        match answer {
            Ok(reply) => {
                show(out, &reply, &options.png).map_err(io)?;
                if let Some(new) = reply.card {
                    card = new;
                }
            }
            Err(refusal) => {
                // A refusal of the store's already says to try again.
                let again = if refusal.is_internal() {
                    "."
                } else {
                    "; try again."
                };
                writeln!(out, "{}{again}", plain(&refusal.to_string())).map_err(io)?
            }
        }
    }
}

/// At one keyboard a draw is agreed by everyone at once: each seated player agrees in turn.
async fn agree_draw(table: &Table, card: &GameCard) -> Result<Reply, Refusal> {
    let mut last = Err(Refusal::BadRequest("nobody is seated".into()));
    for seat in card.seats.iter().filter(|s| s.playing) {
        let caller = Caller {
            player: seat.player.clone(),
            place: TERMINAL,
        };
        last = table.offer_draw(&caller, None).await;
        if last.is_err() {
            break;
        }
    }
    last
}

/// The console acts as whoever is to move (or seat 1 once the game is over).
fn caller_for(card: &GameCard, players: &[Player]) -> Caller {
    let player = card
        .player_to_move()
        .cloned()
        .unwrap_or_else(|| players[0].clone());
    Caller {
        player,
        place: TERMINAL,
    }
}

/// Prints the posts the table owes the terminal (teban's moves), each once.
async fn show_posts<W: Write>(table: &Table, out: &mut W, png: &Path) -> Result<(), String> {
    for post in table
        .claim_posts(Some(TERMINAL.channel), 100)
        .await
        .map_err(|e| e.to_string())?
    {
        show(out, &post.reply, png).map_err(|e| e.to_string())?;
        table.posted(post.id).await.map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// Prints a reply: its text, the diagram, and where the picture went.
fn show<W: Write>(out: &mut W, reply: &Reply, png: &Path) -> std::io::Result<()> {
    writeln!(out, "{}", plain(&reply.text))?;
    if let Some(diagram) = &reply.diagram {
        writeln!(out, "{diagram}")?;
    }
    if let Some(bytes) = &reply.board {
        match std::fs::write(png, bytes) {
            Ok(()) => writeln!(out, "(board picture: {})", png.display())?,
            Err(e) => writeln!(out, "(could not write {}: {e})", png.display())?,
        }
    }
    out.flush()
}

/// teban did not move in `card`'s game here: another run holds its turn (one that stopped while
/// teban thought, whose claim runs out, or another process playing it). Waits, saying so once,
/// until the game moves on or the turn is free to take; the game as it then stands.
async fn teban_turn_elsewhere(
    table: &Table,
    out: &mut impl Write,
    card: &GameCard,
) -> Result<GameCard, String> {
    let io = |e: std::io::Error| e.to_string();
    let patience = std::time::Duration::from_millis(table.teban_claim_ms() as u64 + 5_000);
    let started = std::time::Instant::now();
    let mut said = false;
    loop {
        let now = table.card(card.game).await.map_err(|e| e.to_string())?;
        if now.version != card.version || !now.teban_to_move() {
            return Ok(now);
        }
        let free = table.pending_bot_turns().await.map_err(|e| e.to_string())?;
        if free.iter().any(|(game, _)| *game == card.game) {
            return Ok(now);
        }
        if started.elapsed() > patience {
            return Err("teban's turn is held elsewhere and was not played".to_string());
        }
        if !said {
            writeln!(
                out,
                "teban's turn is held by a run that stopped while it thought; it is taken over \
                 when that claim runs out (within {} s)…",
                patience.as_secs()
            )
            .map_err(io)?;
            said = true;
        }
        tokio::time::sleep(std::time::Duration::from_millis(250)).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terminal_ids_ignore_case_and_spaces_and_differ_between_names() {
        assert_eq!(terminal_id("Ann"), terminal_id(" ann "));
        assert_ne!(terminal_id("ann"), terminal_id("bob"));
        assert!(terminal_id("ann") < (1 << 62));
    }

    #[test]
    fn bold_marks_are_dropped_for_the_terminal() {
        assert_eq!(plain("**ann** played `e2`."), "ann played e2.");
    }
}
