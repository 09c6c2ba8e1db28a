//! What the autocomplete of a move offers: the legal moves that begin with what a player typed,
//! a Sensei turn of several actions offered one action at a time. Plain functions over the
//! canonical legal-move list the rules give; the table's flows and the front ends' tests use them.

/// What an autocomplete offers for a move being typed as `prefix` (any case, any spacing), from
/// `legal` (canonical, sorted), at most `cap` of them, in order.
///
/// A move of several actions separated by spaces (a Sensei turn) is offered one action at a
/// time: the legal moves that start with what was typed are cut after the action being typed,
/// or after the next action once a whole action has been typed, and repeated cuts are dropped.
/// So `b1-b3` offers `b1-b3` (if it is a whole turn), then `b1-b3 @b3`, `b1-b3 a1-a2`, ...; a
/// turn may still be typed whole. Moves of one word (Quoridor's) are offered whole, unchanged.
pub fn suggest_moves<S: AsRef<str>>(
    legal: impl IntoIterator<Item = S>,
    prefix: &str,
    cap: usize,
) -> Vec<String> {
    let typed = typed_move(prefix);
    let mut offers: Vec<String> = Vec::new();
    for mv in legal {
        let mv = mv.as_ref();
        if offers.len() >= cap {
            break;
        }
        let Some(rest) = rest_of(mv, &typed) else {
            continue;
        };
        // Past the action being typed, or past the next one at an action's end.
        let skip = usize::from(rest.starts_with(' '));
        let end = rest[skip..]
            .find(' ')
            .map_or(mv.len(), |i| typed.len() + skip + i);
        let offer = &mv[..end];
        if offers.last().map(String::as_str) != Some(offer) {
            offers.push(offer.to_string());
        }
    }
    offers
}

/// How many of the moves of `legal` begin with `prefix` (any case, any spacing): the whole turns
/// that the suggestions of [`suggest_moves`] for the same prefix lead to.
pub fn count_moves_starting_with<S: AsRef<str>>(
    legal: impl IntoIterator<Item = S>,
    prefix: &str,
) -> usize {
    let typed = typed_move(prefix);
    legal
        .into_iter()
        .filter(|mv| rest_of(mv.as_ref(), &typed).is_some())
        .count()
}

/// A move as typed, written as moves are: lowercase, its words separated by one space.
pub fn typed_move(prefix: &str) -> String {
    prefix
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_ascii_lowercase()
}

/// What follows `typed` in `mv`, when `mv` begins with it (any case).
fn rest_of<'a>(mv: &'a str, typed: &str) -> Option<&'a str> {
    mv.get(..typed.len())
        .filter(|head| head.eq_ignore_ascii_case(typed))
        .map(|_| &mv[typed.len()..])
}
