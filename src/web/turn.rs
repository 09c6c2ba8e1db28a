//! The turn a player builds on the board, one choice at a time: after the choices made so far
//! (`played`, each in the game's notation), what may be chosen next, each with the clicks on the
//! board's targets that choose it and its name in the player's language; whether the choices so
//! far make a whole move (what Play sends); and the board after them, drawn as a preview.
//!
//! - Quoridor: one choice, a step or jump (`e2`, the square) or a fence (`e3h`, its groove).
//! - Sensei: up to three actions in any order, each from the rules' legal next actions: a stone
//!   (`b1-b4`: the stone, then its square) or the character (`@b4`: the character, then its
//!   square); any non-empty turn may be played.
//! - Niwa: the set-up's three placements (`d2:G`, `c3:O`, `e3:P`, a space each); or a figurine
//!   (`d2`), its steps (`d3`, or `d3>c3` with the figurine taking the bead when there is a
//!   choice) and its jump (`^d6`); or a bead passed (`give c3>e3`: the bead, then the figurine).
//!   The choices are the pieces of the legal moves' notation that follow those made.
//!
//! The rules decide everything here; this file only cuts their moves into clicks.

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use crate::games::sensei::{self, Action, Sensei};
use crate::games::{AnyGame, Game, MoveError};
use crate::i18n::rules::Says;
use crate::i18n::{Key, Lang};
use crate::key;
use crate::render::{board_svg, Targets, View};

/// One click on the board: the target of `kind` at `at` (its `data-kind` and `data-target`).
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct Click {
    pub kind: &'static str,
    pub at: String,
    /// What a player hears on it: the whole choice's name on its last click, "choose b1" before.
    pub name: String,
}

/// One thing the player may choose next.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// Its notation, as it joins the turn: `e3h`, `b1-b4`, `d3>c3`, `^d6`, `d2:G`.
    pub notation: String,
    /// Its name in the player's language, holding its notation: "fence e3h".
    pub name: String,
    /// The clicks that choose it, in order (none: a button alone, as Quoridor's `pass`).
    pub clicks: Vec<Click>,
}

/// A turn being built.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct Turn {
    /// The choices made so far.
    pub played: Vec<String>,
    /// What may be chosen next.
    pub choices: Vec<Choice>,
    /// The whole move the choices so far make, when they make one: what Play sends.
    pub complete: Option<String>,
    /// The board after `complete`, drawn as a preview with its targets.
    pub preview: Option<String>,
    /// Quoridor, before anything is chosen: why each fence that may not stand may not, in the
    /// player's language (what pointing at its groove says).
    pub refused: BTreeMap<String, String>,
}

/// The turn of the player to move in `game` after `played`, named in `lang`; `None` when
/// `played` is not the beginning of a legal turn (or nobody is to move).
pub fn turn(game: &AnyGame, played: &[String], lang: Lang) -> Option<Turn> {
    game.to_move()?;
    let (choices, complete) = match game {
        AnyGame::Sensei(sensei) => sensei_turn(sensei, played, lang)?,
        AnyGame::Quoridor(_) | AnyGame::Niwa(_) => by_pieces(game, played, lang)?,
    };
    let refused = match game {
        AnyGame::Quoridor(_) if played.is_empty() => fences_refused(game, &choices, lang),
        _ => BTreeMap::new(),
    };
    Some(Turn {
        played: played.to_vec(),
        choices,
        complete,
        preview: None,
        refused,
    })
}

/// Why each of Quoridor's 128 fences that is not among `choices` may not stand, in `lang`.
fn fences_refused(game: &AnyGame, choices: &[Choice], lang: Lang) -> BTreeMap<String, String> {
    let mut refused = BTreeMap::new();
    for file in 'a'..='h' {
        for rank in 1..=8 {
            for orientation in ['h', 'v'] {
                let fence = format!("{file}{rank}{orientation}");
                if choices.iter().any(|c| c.notation == fence) {
                    continue;
                }
                if let Err(MoveError::Illegal { reason, .. }) = game.clone().play(&fence) {
                    refused.insert(fence, reason.said().words(lang));
                }
            }
        }
    }
    refused
}

/// `turn` with its preview: `game` after the turn's whole move, in `view` with `preview` on.
pub fn with_preview(mut turn: Turn, game: &AnyGame, view: &View) -> Turn {
    if let Some(complete) = &turn.complete {
        let mut after = game.clone();
        if after.play(complete).is_ok() {
            let view = View {
                preview: true,
                ..view.clone()
            };
            turn.preview = Some(board_svg(&after, &view, Targets::Board));
        }
    }
    turn
}

/// The text `key` with `move` in it, in `lang`.
fn named(lang: Lang, key: Key, notation: &str) -> String {
    crate::i18n::text(lang, key, &[("move", notation.into())])
}

/// A choice of `clicks` (each `(kind, at)`), the last one named as the whole choice.
fn choice(lang: Lang, key: Key, notation: String, clicks: &[(&'static str, String)]) -> Choice {
    let name = named(lang, key, &notation);
    let last = clicks.len().saturating_sub(1);
    let clicks = clicks
        .iter()
        .enumerate()
        .map(|(i, (kind, at))| Click {
            kind,
            name: if i == last {
                name.clone()
            } else {
                named(lang, key!("web-pick"), at)
            },
            at: at.clone(),
        })
        .collect();
    Choice {
        notation,
        name,
        clicks,
    }
}

/// Sensei: the rules' next actions after `played`.
fn sensei_turn(
    game: &Sensei,
    played: &[String],
    lang: Lang,
) -> Option<(Vec<Choice>, Option<String>)> {
    let actions: Vec<Action> = if played.is_empty() {
        Vec::new()
    } else {
        let turn: sensei::Move = played.join(" ").parse().ok()?;
        turn.actions().to_vec()
    };
    if actions.len() != played.len() {
        return None;
    }
    for (i, action) in actions.iter().enumerate() {
        if !game.legal_next_actions(&actions[..i]).contains(action) {
            return None;
        }
    }
    let seat = game.to_move()?;
    let character = actions
        .iter()
        .rev()
        .find_map(|action| match *action {
            Action::Character { to } => Some(to),
            Action::Stone { .. } => None,
        })
        .unwrap_or_else(|| game.character(seat));
    let choices = game
        .legal_next_actions(&actions)
        .into_iter()
        .map(|action| {
            let notation = action.to_string();
            match action {
                Action::Stone { from, to } => choice(
                    lang,
                    key!("web-move-stone"),
                    notation,
                    &[("stone", from.to_string()), ("square", to.to_string())],
                ),
                Action::Character { to } => choice(
                    lang,
                    key!("web-move-character"),
                    notation,
                    &[
                        ("character", character.to_string()),
                        ("square", to.to_string()),
                    ],
                ),
            }
        })
        .collect();
    let complete = (!actions.is_empty()).then(|| played.join(" "));
    Some((choices, complete))
}

/// A legal move's notation cut into the pieces a player chooses one by one.
fn pieces(notation: &str) -> Vec<String> {
    if let Some(places) = notation.strip_prefix("setup ") {
        places.split(' ').map(str::to_string).collect()
    } else if notation.starts_with("give ") {
        vec![notation.to_string()]
    } else {
        notation.split(' ').map(str::to_string).collect()
    }
}

/// The move the pieces make (the inverse of [`pieces`]).
fn joined(pieces: &[String]) -> String {
    let text = pieces.join(" ");
    if pieces.first().is_some_and(|p| p.contains(':')) {
        format!("setup {text}")
    } else {
        text
    }
}

/// Quoridor and Niwa: the next pieces of the legal moves that begin with `played`.
fn by_pieces(
    game: &AnyGame,
    played: &[String],
    lang: Lang,
) -> Option<(Vec<Choice>, Option<String>)> {
    let mut next = BTreeSet::new();
    let mut complete = None;
    for notation in game.legal_moves() {
        let pieces = pieces(&notation);
        if !pieces.starts_with(played) {
            continue;
        }
        match pieces.get(played.len()) {
            Some(piece) => {
                next.insert(piece.clone());
            }
            None => complete = Some(joined(&pieces)),
        }
    }
    if next.is_empty() && complete.is_none() {
        return None;
    }
    let choices = next
        .into_iter()
        .map(|piece| match game {
            AnyGame::Quoridor(_) => quoridor_choice(piece, lang),
            _ => niwa_choice(piece, played.is_empty(), lang),
        })
        .collect();
    Some((choices, complete))
}

/// A Quoridor move: a fence by its groove, a pawn's move by its square, a pass by a button.
fn quoridor_choice(notation: String, lang: Lang) -> Choice {
    if notation == "pass" {
        return choice(lang, key!("web-move-pass"), notation, &[]);
    }
    let is_fence = notation.ends_with(['h', 'v']);
    let (key, kind) = if is_fence {
        (key!("web-move-fence"), "fence")
    } else {
        (key!("web-move-play"), "square")
    };
    let at = notation.clone();
    choice(lang, key, notation, &[(kind, at)])
}

/// A piece of a Niwa move (`first`: the move's first piece).
fn niwa_choice(piece: String, first: bool, lang: Lang) -> Choice {
    let split = |text: &str, on: char| {
        let (a, b) = text.split_once(on).unwrap_or((text, ""));
        (a.to_string(), b.to_string())
    };
    if let Some(pass) = piece.strip_prefix("give ") {
        let (from, to) = split(pass, '>');
        return choice(
            lang,
            key!("web-move-give"),
            piece,
            &[("bead", from), ("figurine", to)],
        );
    }
    if piece.contains(':') {
        let (cell, _) = split(&piece, ':');
        return choice(lang, key!("web-move-place"), piece, &[("cell", cell)]);
    }
    if let Some(landing) = piece.strip_prefix('^') {
        let landing = landing.to_string();
        return choice(lang, key!("web-move-jump"), piece, &[("cell", landing)]);
    }
    if first {
        let at = piece.clone();
        return choice(lang, key!("web-move-figurine"), piece, &[("figurine", at)]);
    }
    match piece.split_once('>') {
        Some((to, give)) => {
            let clicks = [("cell", to.to_string()), ("figurine", give.to_string())];
            choice(lang, key!("web-move-step"), piece, &clicks)
        }
        None => {
            let at = piece.clone();
            choice(lang, key!("web-move-step"), piece, &[("cell", at)])
        }
    }
}
