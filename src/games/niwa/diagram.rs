//! The plain-text picture of a Niwa position, for the terminal: the garden as staggered columns
//! (half a row apart, as on the image), then each figurine with its beads and the lines around it.

use std::fmt::Write;

use super::{Niwa, Seat};
use crate::games::Game;

pub(super) fn draw(game: &Niwa) -> String {
    let garden = game.garden();
    let (columns, rows) = garden.size();
    let half = 3f64.sqrt() / 2.0;
    let figurines = game.figurines();
    let mut out = String::new();
    let header: String = (0..columns)
        .map(|c| format!("{:<4}", (b'a' + c) as char))
        .collect();
    let _ = writeln!(out, "    {}", header.trim_end());
    // Line k holds the cells whose centre is k half-rows above the bottom.
    for k in (0..2 * i32::from(rows)).rev() {
        let mut line = if k % 2 == 0 {
            format!("{:>2}  ", k / 2 + 1)
        } else {
            "    ".to_string()
        };
        for column in 0..columns {
            let here = garden.cells().iter().find(|cell| {
                cell.column() == column
                    && garden
                        .centre(**cell)
                        .is_some_and(|(_, y)| (y / half).round() as i32 == k)
            });
            let mark = match here {
                None => "    ".to_string(),
                Some(cell) => {
                    let base = [Seat(0), Seat(1)]
                        .into_iter()
                        .find(|s| garden.base(*s) == *cell);
                    match (figurines.iter().find(|f| f.cell == *cell), base) {
                        (Some(f), _) => format!("{:<4}", f.seat.as_number()),
                        (None, Some(seat)) => format!("@{:<3}", seat.as_number()),
                        (None, None) => ".   ".to_string(),
                    }
                }
            };
            line.push_str(&mark);
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    let _ = writeln!(out, "    {}", header.trim_end());
    let _ = writeln!(
        out,
        "@1, @2: the bases of seats 1 and 2; 1, 2: their figurines"
    );
    for f in &figurines {
        let beads: String = f.beads.iter().map(|b| b.letter()).collect();
        let lines: Vec<String> = garden
            .neighbours(f.cell)
            .into_iter()
            .filter_map(|n| Some(format!("{n}:{}", garden.line(f.cell, n)?.letter())))
            .collect();
        let _ = writeln!(
            out,
            "{} on {} carries [{}] (top first); lines {}",
            f.seat,
            f.cell,
            beads,
            lines.join(" ")
        );
    }
    let _ = match game.outcome() {
        Some(outcome) => writeln!(out, "{outcome}"),
        None => writeln!(out, "{} to play (ply {})", game.turn, game.ply),
    };
    out
}
