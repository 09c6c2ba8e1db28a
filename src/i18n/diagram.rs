//! The terminal's picture of a position, in the reader's language: the games draw the board as
//! plain text ([`AnyGame::diagram`]: marks and coordinates, the same in every language), and this
//! adds below it the key to the marks and what each player holds (Quoridor's fences in hand,
//! Niwa's beads on each figurine).

use super::Lang;
use crate::games::AnyGame;
use crate::tr;

/// The board as plain text, then its key in `lang`, a line each.
pub fn diagram(game: &AnyGame, lang: Lang) -> String {
    let mut out = game.diagram();
    for line in key(game, lang) {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

fn key(game: &AnyGame, lang: Lang) -> Vec<String> {
    match game {
        AnyGame::Quoridor(quoridor) => {
            let hands: Vec<String> = quoridor
                .seats()
                .map(|seat| {
                    tr!(
                        lang,
                        "diagram-quoridor-fences",
                        seat = seat.as_number(),
                        fences = quoridor.fences_left(seat)
                    )
                })
                .collect();
            vec![hands.join(" · ")]
        }
        AnyGame::Sensei(sensei) => {
            let mut key = tr!(lang, "diagram-sensei-key");
            if !sensei.pits().is_empty() {
                key.push_str(" · ");
                key.push_str(&tr!(lang, "diagram-sensei-pits"));
            }
            vec![key]
        }
        AnyGame::Niwa(niwa) => {
            let garden = niwa.garden();
            let figurines = niwa.figurines().into_iter().map(|figurine| {
                let beads: String = figurine.beads.iter().map(|b| b.letter()).collect();
                let lines: Vec<String> = garden
                    .neighbours(figurine.cell)
                    .into_iter()
                    .filter_map(|n| {
                        Some(format!("{n}:{}", garden.line(figurine.cell, n)?.letter()))
                    })
                    .collect();
                tr!(
                    lang,
                    "diagram-niwa-figurine",
                    seat = figurine.seat.as_number(),
                    cell = figurine.cell.to_string(),
                    count = figurine.beads.len(),
                    beads = beads,
                    lines = lines.join(" ")
                )
            });
            std::iter::once(tr!(lang, "diagram-niwa-key"))
                .chain(figurines)
                .collect()
        }
    }
}
