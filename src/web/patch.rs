//! A board sent as what changed: the lines of a board's SVG that differ from the version a page
//! holds ([`BoardPatch`]), made once for every page of a kind of viewer, and applied by the page
//! (`web/mount.js` to the board's text, [`BoardPatch::apply`]; the load test's pages to the
//! board's lines they hold, [`BoardPatch::apply_to_lines`]).
//!
//! The SVG is written one element a line, so a move changes a few lines: a pawn's, a fence's,
//! the header's, and the ids of the filters after a new one. The lines are diffed with
//! `similar`'s Myers diff; each hunk says where it starts in the old lines, how many it removes,
//! and the text of the lines it puts there. Lines are counted, not bytes or characters, so a page
//! whose strings count otherwise (UTF-16 in a browser) applies it all the same.

use serde::{Deserialize, Serialize};
use similar::{capture_diff_slices, Algorithm, DiffTag};

/// The board of version `from` changed into the board of the view that carries this.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct BoardPatch {
    /// The version whose board this changes.
    pub from: u32,
    /// `[first old line, old lines removed, new lines' text]`, in order, not overlapping.
    pub hunks: Vec<(usize, usize, String)>,
}

/// The lines of `text`, each with its line end (the last one may have none).
fn lines(text: &str) -> Vec<&str> {
    text_lines(text).collect()
}

impl BoardPatch {
    /// What turns `old` (the board of version `from`) into `new`.
    pub fn between(from: u32, old: &str, new: &str) -> BoardPatch {
        let (old, new) = (lines(old), lines(new));
        let hunks = capture_diff_slices(Algorithm::Myers, &old, &new)
            .iter()
            .map(|op| op.as_tag_tuple())
            .filter(|(tag, _, _)| *tag != DiffTag::Equal)
            .map(|(_, old, new_lines)| (old.start, old.len(), new[new_lines].concat()))
            .collect();
        BoardPatch { from, hunks }
    }

    /// `old` (the board of version `from`) changed by this, or `None` when the hunks do not fit
    /// it (it is not the board they were made from).
    pub fn apply(&self, old: &str) -> Option<String> {
        let old = lines(old);
        let mut out = String::with_capacity(old.iter().map(|l| l.len()).sum::<usize>() + 1024);
        let mut at = 0;
        for (start, removed, added) in &self.hunks {
            out.extend(old.get(at..*start)?.iter().copied());
            out.push_str(added);
            at = start
                .checked_add(*removed)
                .filter(|end| *end <= old.len())?;
        }
        out.extend(old.get(at..)?.iter().copied());
        Some(out)
    }

    /// `lines` (the board of version `from`, a line each, with its line end) changed by this in
    /// place: false, and `lines` as they were, when the hunks do not fit them.
    pub fn apply_to_lines(&self, lines: &mut Vec<String>) -> bool {
        let mut at = 0;
        for (start, removed, _) in &self.hunks {
            match start.checked_add(*removed) {
                Some(end) if *start >= at && end <= lines.len() => at = end,
                _ => return false,
            }
        }
        // The hunks count the old lines: each one after a hunk that changed the number of lines
        // lands that many lines away.
        let mut shift = 0isize;
        for (start, removed, added) in &self.hunks {
            let from = start.saturating_add_signed(shift);
            let new: Vec<String> = text_lines(added).map(str::to_owned).collect();
            shift += new.len() as isize - *removed as isize;
            lines.splice(from..from + removed, new);
        }
        true
    }
}

/// The lines of `text` as a page holds them, each with its line end (the last one may have none).
pub fn text_lines(text: &str) -> impl Iterator<Item = &str> {
    text.split_inclusive('\n')
}
