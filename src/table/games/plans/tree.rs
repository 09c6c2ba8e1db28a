//! A plan ([`Plan`], a value the store keeps: `store/plan.rs`) as the table reads and shows it:
//! the plies of a line as typed, and the tree `/plan show` draws. Pure: no I/O, no words of any
//! language.

use crate::games::GameKind;
use crate::store::plan::Plan;

/// The longest tree drawn, in characters (an embed's description holds 4,096: the rest of the
/// answer goes around it).
const DRAWN_CHARS: usize = 3_500;

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
    /// indented under it; and how many rows were left out to stay within [`DRAWN_CHARS`].
    pub fn drawn(&self) -> (String, usize) {
        let mut rows = Vec::new();
        let lines: Vec<&[String]> = self.lines.iter().map(Vec::as_slice).collect();
        draw(&lines, 0, &mut rows);
        let mut text = String::new();
        let mut shown = 0;
        for row in &rows {
            if text.len() + row.len() + 1 > DRAWN_CHARS {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Seat;
    use crate::store::plan::{MAX_LINES, MAX_PLIES};

    fn line(text: &str) -> Vec<String> {
        text.split(' ').map(str::to_string).collect()
    }

    #[test]
    fn lines_sharing_a_start_are_drawn_as_a_tree() {
        let mut plan = Plan::new(Seat(1), 4);
        for l in ["e7 e3h e6 d5v", "e7 e3h d8 c5v", "d9 d2"] {
            plan.add(line(l)).unwrap();
        }
        assert_eq!(
            plan.drawn(),
            ("e7 → e3h\n  e6 → d5v\n  d8 → c5v\nd9 → d2\n".to_string(), 0)
        );
    }

    #[test]
    fn a_tree_too_long_to_draw_says_how_many_rows_were_left_out() {
        let mut plan = Plan::new(Seat(1), 0);
        for i in 0..MAX_LINES {
            let l = (0..MAX_PLIES).map(|p| format!("l{i}p{p}")).collect();
            plan.add(l).unwrap();
        }
        let (text, left_out) = plan.drawn();
        assert!(text.len() <= DRAWN_CHARS, "{}", text.len());
        assert_eq!(text.lines().count() + left_out, MAX_LINES * MAX_PLIES / 2);
        assert!(left_out > 0);
    }

    #[test]
    fn sensei_and_niwa_turns_are_told_apart_by_semicolons() {
        assert_eq!(
            plies(GameKind::Quoridor, " e7  e3h;e6 "),
            ["e7", "e3h", "e6"]
        );
        assert_eq!(plies(GameKind::Niwa, "a1-b2 c3; d4 ;"), ["a1-b2 c3", "d4"]);
    }
}
