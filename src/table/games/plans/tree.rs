//! A plan ([`Plan`], a value the store keeps: `model/plan.rs`) as the table reads and shows it:
//! the plies of a line as typed, and the tree `/plan show` draws. Pure: no I/O, no words of any
//! language.

use crate::games::GameKind;
use crate::model::plan::Plan;

/// The plies of a line as typed: Sensei's and Niwa's turns (which may hold spaces) between `;`,
/// Quoridor's moves between spaces or `;`.
pub fn plies(kind: GameKind, line: &str) -> Vec<&str> {
    let apart = |c: char| c == ';' || (kind == GameKind::Quoridor && c.is_whitespace());
    line.split(apart)
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect()
}

impl Plan {
    /// The tree as monospace rows: each opponent's move and its reply (`e7 → e3h`), what follows
    /// indented under it; and how many rows were left out to stay within `room` bytes (the front
    /// end's, [`crate::table::Settings::tree_room`]; `None`: every row).
    pub fn drawn(&self, room: Option<usize>) -> (String, usize) {
        let mut rows = Vec::new();
        let lines: Vec<&[String]> = self.lines.iter().map(Vec::as_slice).collect();
        draw(&lines, 0, &mut rows);
        let mut text = String::new();
        let mut shown = 0;
        for row in &rows {
            if room.is_some_and(|room| text.len() + row.len() + 1 > room) {
                break;
            }
            text.push_str(row);
            text.push('\n');
            shown += 1;
        }
        (text, rows.len() - shown)
    }
}

/// The rows of `lines` (all at the same depth), grouped by their first move and reply in the
/// order they were planned.
fn draw(lines: &[&[String]], depth: usize, rows: &mut Vec<String>) {
    let mut groups: Vec<(&[String], Vec<&[String]>)> = Vec::new();
    for line in lines.iter().filter(|l| l.len() >= 2) {
        let (pair, rest) = line.split_at(2);
        match groups.iter_mut().find(|(p, _)| *p == pair) {
            Some((_, after)) => after.push(rest),
            None => groups.push((pair, vec![rest])),
        }
    }
    for (pair, after) in groups {
        rows.push(format!("{}{} → {}", "  ".repeat(depth), pair[0], pair[1]));
        draw(&after, depth + 1, rows);
    }
}
