//! [`Notations`]: the legal moves of a position written out, sorted, in one text: what the
//! service keeps for a game's autocomplete and its list of legal moves. Written in one buffer
//! rather than a `String` each, since a Quoridor position has some 130 moves and a Sensei one may
//! have thousands. And [`shortest`]: the moves of the fewest bytes, a player's quickest choices.

use std::cmp::Ordering;
use std::fmt::{self, Display, Write};

/// Moves as notation text, sorted (byte order, which for the lowercase ASCII of every game's
/// notation is alphabetical order), each once.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Notations {
    /// Every move's text, one after the other, in the order they were given.
    text: String,
    /// Where each move lies in `text`, in sorted order.
    spans: Vec<Span>,
}

/// One move's place in [`Notations::text`], and its first bytes as a number that sorts as they
/// do (so that most comparisons are one of integers).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Span {
    head: u64,
    start: u32,
    end: u32,
}

impl Notations {
    /// The notation of each of `moves` (which must write differently), as `write` appends it to
    /// a text, sorted.
    pub fn of<M>(moves: impl IntoIterator<Item = M>, write: impl Fn(&M, &mut String)) -> Notations {
        let moves = moves.into_iter();
        let mut text = String::with_capacity(4 * moves.size_hint().0);
        let mut spans = Vec::with_capacity(moves.size_hint().0);
        for mv in moves {
            let start = text.len();
            write(&mv, &mut text);
            let written = &text.as_bytes()[start..];
            let mut head = [0u8; 8];
            let n = written.len().min(8);
            head[..n].copy_from_slice(&written[..n]);
            spans.push(Span {
                head: u64::from_be_bytes(head),
                start: offset(start),
                end: offset(text.len()),
            });
        }
        let bytes = text.as_bytes();
        let slice = |s: &Span| &bytes[s.start as usize..s.end as usize];
        // No two moves write alike: an unstable sort orders them the same, without a buffer.
        spans.sort_unstable_by(|a, b| match a.head.cmp(&b.head) {
            Ordering::Equal => slice(a).cmp(slice(b)),
            unequal => unequal,
        });
        Notations { text, spans }
    }

    pub fn len(&self) -> usize {
        self.spans.len()
    }

    pub fn is_empty(&self) -> bool {
        self.spans.is_empty()
    }

    /// The `index`th move in sorted order.
    pub fn get(&self, index: usize) -> Option<&str> {
        self.spans.get(index).map(|s| self.at(*s))
    }

    /// The moves in sorted order.
    pub fn iter(&self) -> Iter<'_> {
        Iter {
            notations: self,
            spans: self.spans.iter(),
        }
    }

    /// Whether `notation` (canonical) is one of the moves.
    pub fn contains(&self, notation: &str) -> bool {
        self.spans
            .binary_search_by(|s| self.at(*s).cmp(notation))
            .is_ok()
    }

    /// One `String` a move, in sorted order.
    pub fn to_vec(&self) -> Vec<String> {
        self.iter().map(String::from).collect()
    }

    fn at(&self, span: Span) -> &str {
        &self.text[span.start as usize..span.end as usize]
    }
}

impl<'a> IntoIterator for &'a Notations {
    type Item = &'a str;
    type IntoIter = Iter<'a>;

    fn into_iter(self) -> Iter<'a> {
        self.iter()
    }
}

/// The moves of [`Notations`] in sorted order.
pub struct Iter<'a> {
    notations: &'a Notations,
    spans: std::slice::Iter<'a, Span>,
}

impl<'a> Iterator for Iter<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        self.spans.next().map(|s| self.notations.at(*s))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.spans.size_hint()
    }
}

impl DoubleEndedIterator for Iter<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.spans.next_back().map(|s| self.notations.at(*s))
    }
}

impl ExactSizeIterator for Iter<'_> {}

/// A place in the text of [`Notations`], which never holds 4 GB of moves.
fn offset(at: usize) -> u32 {
    u32::try_from(at).unwrap_or(u32::MAX)
}

/// Those of `moves` whose notation is the shortest, in their order.
pub fn shortest<M: Display>(moves: Vec<M>) -> Vec<M> {
    let lengths: Vec<usize> = moves.iter().map(notation_len).collect();
    let Some(&least) = lengths.iter().min() else {
        return moves;
    };
    moves
        .into_iter()
        .zip(lengths)
        .filter_map(|(mv, length)| (length == least).then_some(mv))
        .collect()
}

/// How many bytes `mv`'s notation has, counted without writing it anywhere.
pub fn notation_len(mv: &impl Display) -> usize {
    struct Count(usize);
    impl fmt::Write for Count {
        fn write_str(&mut self, s: &str) -> fmt::Result {
            self.0 += s.len();
            Ok(())
        }
    }
    let mut count = Count(0);
    let _ = write!(count, "{mv}");
    count.0
}
