//! The plain-text picture of a Niwa garden, for the terminal: the cells as staggered columns (half
//! a row apart, as on the image), each marked with the figurine on it or the base it is. What each
//! figurine carries is said below it in the reader's language (`i18n::diagram`).

use std::fmt::Write;

use super::{Niwa, Seat};

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
    out
}
