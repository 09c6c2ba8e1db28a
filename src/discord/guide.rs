//! `/help` and `/rules`: what teban says about itself and about each game.
//!
//! A stub made by the Discord adapter's localization (helper C) so that the commands can call
//! these two functions: the texts are still the English ones and ignore `lang`. Helper E's
//! `guide.rs`, with the catalogue's texts in every language, replaces this file.

use crate::games::GameKind;
use crate::i18n::Lang;

/// What each game is about, in a few lines. Where a game has no summary here yet, `/rules` lists
/// its variants instead.
const SUMMARIES: &[(GameKind, &str)] = &[(
    GameKind::Quoridor,
    "Race your pawn to the far side of the 9×9 board. On your turn, step one square \
     (jumping a pawn in your way) or place one of your fences to slow the others down; a fence \
     may never cut anyone off from their goal.\nMoves: `e2` steps to e2; `e3h`/`e3v` places a \
     horizontal/vertical fence at e3.",
)];

/// `/help`: how to play with teban.
pub fn help_text(_lang: Lang) -> String {
    let games: Vec<&str> = GameKind::ALL.iter().map(|k| k.title()).collect();
    format!(
        "**teban** hosts turn-based board games: {}. Each game is played in a thread of its \
         own where the server allows it.\n\
         • `/challenge game opponent` — challenge someone; they accept with the button \
         (`clock`: the time for each move, from 5 minutes to 14 days; a reminder comes when 80 % \
         of it is used, and a player whose time runs out loses on time)\n\
         • `/move notation` — play a move (start typing: the legal moves are suggested)\n\
         • `/board` — see your game (only you); `/board game` — watch any game of this server\n\
         • `/resign`, `/draw` — give up, or offer a draw\n\
         • `/abort` — end your game before everyone has moved once (unrated)\n\
         • `/games` — your unfinished games on this server, your turn first (only you); \
         `/games all:True` — every game being played here, to watch\n\
         • `/record [game]` — a game's record as a text file (only you): your game here, or any \
         game of this server by its number\n\
         • `/replay [game]` — a game move by move, as an animated picture; the same games as \
         `/record`\n\
         • `/profile [user]` — ratings, results, streak, time per move and a rating chart\n\
         • `/leaderboard game`, `/rules game`, `/help`\n\
         Buttons under a board play the move they show; only the player to move can use them. \
         **Rematch** under a finished game challenges the same players again.\n\
         Server managers: `/settings` (threads, the default clock, replays at the end), \
         `/admin abort game` ends any game of this server (unrated).",
        games.join(", ")
    )
}

/// `/rules game`: the game in short, its variants, and how to start one.
pub fn rules_text(kind: GameKind, _lang: Lang) -> String {
    let summary = SUMMARIES
        .iter()
        .find(|(k, _)| *k == kind)
        .map(|(_, text)| text.to_string())
        .unwrap_or_default();
    let variants: Vec<String> = kind
        .variants()
        .iter()
        .map(|(name, about)| format!("• `{name}`: {about}"))
        .collect();
    format!(
        "**{kind}**\n{summary}\n\n**Variants**\n{}\n\nStart a game with `/challenge game:{}`.",
        variants.join("\n"),
        kind.name()
    )
}
