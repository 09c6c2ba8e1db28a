//! `teban play`: players seated at one keyboard, driving the game service exactly as the bot
//! does, over a local SQLite file.
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
//! - End of input leaves the game as it stands (saved move by move); `quit` does the same. So
//!   does a reader of the output that goes away: the write fails, and the error ends the game
//!   (every move is committed before it is shown, so nothing is lost).
//! - A line that is not UTF-8 text is refused like a bad move, and the game goes on.
//! - The terminal speaks one language ([`PlayOptions::lang`]): `--lang`, else the POSIX locale
//!   (see [`crate::config::Config::terminal_lang`]), else English. Its own words come from the catalogue
//!   (`locales/<lang>/console.ftl`, keys `console-…`); its callers carry that language, so the
//!   table answers in it too, and a game it starts is kept in it. The commands typed (`legal`,
//!   `board`, `quit`...) stay the same in every language, as the move notation does; `help`
//!   explains them in the terminal's language.
//! - Unnamed players are "Player 1", "Player 2"... in the terminal's language, but their ids come
//!   from the English names, so a game resumes whatever language the terminal speaks.

use crate::key;
use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{anyhow, bail, Context};
use rand::seq::SliceRandom;
use tokio::io::{AsyncBufRead, AsyncBufReadExt};

use crate::ai::Level;
use crate::games::GameKind;
use crate::i18n::{Lang, Said};
use crate::table::{Caller, ChannelId, GameCard, Picture, Place, Player, Refusal, Reply, Table};
use crate::text::{clipped, LONGEST_MOVE};
use crate::tr;

/// Where the terminal plays.
pub const TERMINAL: Place = Place {
    guild: None,
    channel: ChannelId(0),
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
    /// Whether the terminal draws pictures at all (`RENDER_BOARDS`): off, only the diagram.
    pub pictures: bool,
    /// Play against teban at this level: `names` then names the one person at the keyboard.
    pub vs_bot: Option<Level>,
    /// The language the terminal speaks (see [`crate::config::Config::terminal_lang`]).
    pub lang: Lang,
}

impl PlayOptions {
    /// Where the pictures are written, when the terminal draws them.
    fn picture_file(&self) -> Option<&Path> {
        self.pictures.then_some(self.png.as_path())
    }
}

/// A refusal of the table as the terminal says it, in its language.
fn refusal_in(lang: Lang) -> impl Fn(Refusal) -> anyhow::Error {
    move |refusal| anyhow!(refusal.text(lang).plain_words())
}

/// Runs a game at the terminal: reads commands and moves from `input`, prints to `out`.
/// Returns when the game ends, the input ends or a player types `quit`.
pub async fn play<R, W>(
    table: &Table,
    options: &PlayOptions,
    mut input: R,
    out: &mut W,
) -> anyhow::Result<()>
where
    R: AsyncBufRead + Unpin,
    W: Write,
{
    let lang = options.lang;
    let seats = crate::games::AnyGame::new(options.kind, options.variant.as_deref())
        .map_err(|e| super::said(&e, lang))?
        .seat_count();
    let people = if options.vs_bot.is_some() { 1 } else { seats };
    let mut players: Vec<Player> = if options.names.is_empty() {
        // Named in the terminal's language, known by the English name (see the module's doc).
        (1..=people)
            .map(|n| {
                let name = tr!(lang, "console-default-name", number = n);
                Player::new(Player::at_screen(&format!("Player {n}")), name)
            })
            .collect()
    } else {
        options
            .names
            .iter()
            .map(|n| Player::new(Player::at_screen(n), n.trim()))
            .collect()
    };
    if let Some(level) = options.vs_bot {
        if seats != 2 {
            bail!(tr!(lang, "console-vs-bot-two-players", seats = seats));
        }
        if players.len() != 1 {
            bail!(tr!(lang, "console-vs-bot-one-name", count = players.len()));
        }
        // teban takes the other seat, and the seats are drawn (unless a game resumes).
        players.push(Player::teban(level));
        players.shuffle(&mut rand::thread_rng());
    }
    let seating = table
        .games()
        .sit_speaking(
            TERMINAL,
            &players,
            options.kind,
            options.variant.as_deref(),
            false,
            lang,
        )
        .await
        .map_err(refusal_in(lang))?;
    // The game's number as it is written in commands (`game:12`), never grouped like a count.
    let (id, title) = (seating.game.0.to_string(), seating.card.title.as_str());
    let opening = if seating.resumed {
        tr!(lang, "console-resumed", id = id, title = title)
    } else {
        tr!(lang, "console-started", id = id, title = title)
    };
    writeln!(out, "{opening}")?;
    writeln!(out, "{}", tr!(lang, "console-help-hint"))?;
    let first = table
        .clicks()
        .click(
            &caller_for(&seating.card, &players, lang),
            &format!("board:{}", seating.game.0),
        )
        .await
        .map_err(refusal_in(lang))?;
    let mut card = seating.card;
    // What a previous run owed the terminal (teban's move, committed just before it stopped).
    show_posts(table, out, options.picture_file(), lang).await?;
    show(out, &first, options.picture_file(), lang)?;
    let mut line = Vec::new();
    loop {
        if card.teban_to_move() {
            match table.games().bot_turn(card.game).await {
                Ok(Some(reply)) => {
                    // teban's move is shown from the outbox, as the bot posts it.
                    show_posts(table, out, options.picture_file(), lang).await?;
                    card = reply
                        .card
                        .context("teban's move came back without the game")?;
                    continue;
                }
                Ok(None) => {
                    card = teban_turn_elsewhere(table, out, &card, lang).await?;
                    show_posts(table, out, options.picture_file(), lang).await?;
                    continue;
                }
                Err(refusal) => return Err(refusal_in(lang)(refusal)),
            }
        }
        if let Some(mover) = card.player_to_move() {
            let prompt = tr!(lang, "console-prompt", name = mover.name.as_str());
            write!(out, "{prompt}> ")?;
            out.flush()?;
        } else {
            return Ok(());
        }
        line.clear();
        let read = input.read_until(b'\n', &mut line).await;
        if read.context("cannot read standard input")? == 0 {
            writeln!(out, "\n{}", tr!(lang, "console-saved"))?;
            return Ok(());
        }
        let Ok(text) = std::str::from_utf8(&line) else {
            writeln!(out, "{}", tr!(lang, "console-not-text"))?;
            continue;
        };
        let text = text.trim();
        let caller = caller_for(&card, &players, lang);
        let (word, rest) = text.split_once(' ').unwrap_or((text, ""));
        let answer: Result<Reply, Refusal> = match word.to_ascii_lowercase().as_str() {
            "" => continue,
            "help" | "?" => {
                writeln!(out, "{}", tr!(lang, "console-help"))?;
                continue;
            }
            "quit" | "exit" => {
                writeln!(out, "{}", tr!(lang, "console-saved"))?;
                return Ok(());
            }
            // A prefix longer than any move begins none: cut short, it has the same answer,
            // which repeats it short.
            "legal" => {
                let prefix = clipped(rest, LONGEST_MOVE);
                table.games().legal(&caller, &prefix, usize::MAX).await
            }
            "board" => table.games().board(&caller).await,
            "games" => {
                for person in players
                    .iter()
                    .filter(|p| Player::teban_level(p.id).is_none())
                {
                    let asker = Caller {
                        player: person.clone(),
                        place: TERMINAL,
                        lang,
                        server_lang: None,
                        home: Default::default(),
                    };
                    match table.standings().games(&asker).await {
                        Ok(list) => writeln!(out, "{}", list.text.plain_words())?,
                        Err(refusal) => writeln!(out, "{}", refusal.text(lang).plain_words())?,
                    }
                }
                continue;
            }
            "resign" => table.games().resign(&caller, None).await,
            "draw" => agree_draw(table, &card, lang).await,
            _ => table.games().play(&caller, text, None).await,
        };
        match answer {
            Ok(reply) => {
                show(out, &reply, options.picture_file(), lang)?;
                if let Some(new) = reply.card {
                    card = new;
                }
            }
            Err(refusal) => {
                // A refusal of the store's already says to try again.
                let refused = refusal.text(lang).plain_words();
                let line = if refusal.is_internal() {
                    format!("{refused}.")
                } else {
                    tr!(lang, "console-refused", refusal = refused)
                };
                writeln!(out, "{line}")?
            }
        }
    }
}

/// At one keyboard a draw is agreed by everyone at once: each seated player agrees in turn.
async fn agree_draw(table: &Table, card: &GameCard, lang: Lang) -> Result<Reply, Refusal> {
    let mut last = Err(Refusal::Said(Said::new(key!("console-nobody-seated"))));
    for seat in card.seats.iter().filter(|s| s.playing) {
        let caller = Caller {
            player: seat.player.clone(),
            place: TERMINAL,
            lang,
            server_lang: None,
            home: Default::default(),
        };
        last = table.games().offer_draw(&caller, None).await;
        if last.is_err() {
            break;
        }
    }
    last
}

/// The console acts as whoever is to move (or seat 1 once the game is over).
fn caller_for(card: &GameCard, players: &[Player], lang: Lang) -> Caller {
    let player = card
        .player_to_move()
        .cloned()
        .unwrap_or_else(|| players[0].clone());
    Caller {
        player,
        place: TERMINAL,
        lang,
        server_lang: None,
        home: Default::default(),
    }
}

/// Prints the posts the table owes the terminal (teban's moves), each once.
async fn show_posts<W: Write>(
    table: &Table,
    out: &mut W,
    png: Option<&Path>,
    lang: Lang,
) -> anyhow::Result<()> {
    for post in table
        .outbox()
        .claim_posts(Some(TERMINAL.channel), 100)
        .await
        .map_err(refusal_in(lang))?
    {
        show(out, &post.reply, png, lang)?;
        table
            .outbox()
            .post_delivered(post.id)
            .await
            .map_err(refusal_in(lang))?;
    }
    Ok(())
}

/// Prints a reply: its text, the diagram of the position it shows, and where its picture went
/// (drawn here, when the terminal draws pictures: to `png`).
fn show<W: Write>(
    out: &mut W,
    reply: &Reply,
    png: Option<&Path>,
    lang: Lang,
) -> std::io::Result<()> {
    writeln!(out, "{}", reply.text.plain_words())?;
    if let Some(position) = reply.picture.as_ref().and_then(Picture::position) {
        writeln!(out, "{}", crate::i18n::diagram::diagram(position, lang))?;
    }
    if let (Some(picture), Some(png)) = (&reply.picture, png) {
        let path = png.display().to_string();
        let said = match std::fs::write(png, picture.png()) {
            Ok(()) => tr!(lang, "console-board-written", path = path),
            Err(e) => tr!(
                lang,
                "console-board-not-written",
                path = path,
                error = e.to_string()
            ),
        };
        writeln!(out, "({said})")?;
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
    lang: Lang,
) -> anyhow::Result<GameCard> {
    let patience = std::time::Duration::from_millis(table.games().teban_claim_ms() as u64 + 5_000);
    let started = std::time::Instant::now();
    let mut said = false;
    loop {
        let now = table
            .games()
            .card(card.game)
            .await
            .map_err(refusal_in(lang))?;
        if now.version != card.version || !now.teban_to_move() {
            return Ok(now);
        }
        let free = table
            .games()
            .pending_bot_turns()
            .await
            .map_err(refusal_in(lang))?;
        if free.iter().any(|(game, _)| *game == card.game) {
            return Ok(now);
        }
        if started.elapsed() > patience {
            bail!(tr!(lang, "console-teban-turn-lost"));
        }
        if !said {
            let seconds = patience.as_secs();
            writeln!(
                out,
                "{}",
                tr!(lang, "console-teban-turn-held", seconds = seconds)
            )?;
            said = true;
        }
        tokio::time::sleep(std::time::Duration::from_millis(250)).await;
    }
}
