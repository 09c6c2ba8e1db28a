//! Marks in names and texts read as plain words.

use teban::text::marks::*;

#[test]
fn every_mark_reads_as_plain_words() {
    let text = format!(
        "**bob** is on vacation until {}; your move is due {} in {} (`/move`)",
        date(1_800_000_000_000),
        moment(1_800_003_600_000),
        channel(42)
    );
    assert_eq!(
        text,
        "**bob** is on vacation until <t:1800000000:f>; your move is due <t:1800003600:R> in \
         <#42> (`/move`)"
    );
    assert_eq!(
        plain(&text),
        "bob is on vacation until 2027-01-15 08:00 UTC; your move is due 2027-01-15 09:00 UTC \
         in #42 (/move)"
    );
}

#[test]
fn what_only_looks_like_a_mark_stays() {
    for text in ["a < b > c", "<t:soon:R>", "<#general>", "<", "x <t:1", "<>"] {
        assert_eq!(plain(text), text);
    }
    assert_eq!(link(1, 2, Some(3)), "https://discord.com/channels/1/2/3");
    assert_eq!(plain(&link(1, 2, None)), "https://discord.com/channels/1/2");
}
