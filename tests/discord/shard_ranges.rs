//! The range of shards a process runs, read from its setting.

use teban::discord::shards::*;

fn range(value: &str) -> ShardRange {
    value.parse().unwrap()
}

fn refusal(value: &str) -> String {
    value.parse::<ShardRange>().unwrap_err()
}

#[test]
fn a_range_is_read_with_both_ends_included() {
    let r = range("0-3/16");
    assert_eq!((r.first(), r.last(), r.total(), r.count()), (0, 3, 16, 4));
    assert_eq!(r.to_string(), "shards 0 to 3 of 16");
    let r = range("1-2/4");
    assert_eq!((r.first(), r.last(), r.total(), r.count()), (1, 2, 4, 2));
    assert_eq!(range(" 12 - 15 / 16 "), range("12-15/16"));
}

#[test]
fn a_single_shard_is_a_range_of_one() {
    let r = range("3/4");
    assert_eq!((r.first(), r.last(), r.total(), r.count()), (3, 3, 4, 1));
    assert_eq!(r.to_string(), "shard 3 of 4");
    assert_eq!(range("5-5/8"), range("5/8"));
}

#[test]
fn the_edges_are_allowed() {
    let r = range("0/1");
    assert_eq!((r.first(), r.last(), r.total(), r.count()), (0, 0, 1, 1));
    let r = range("0-15/16");
    assert_eq!(r.count(), 16);
    let r = range("4294967294/4294967295");
    assert_eq!(r.count(), 1);
    let r = range("0-4294967294/4294967295");
    assert_eq!(r.count(), u32::MAX);
}

#[test]
fn a_refusal_is_one_line_saying_what_is_wrong_and_what_to_write() {
    assert_eq!(
        refusal("5-3/16"),
        "SHARDS `5-3/16` is not a shard range (the first shard, 5, is after the last, 3): \
         write FIRST-LAST/TOTAL, e.g. 0-3/16 (shards 0 to 3 of 16)"
    );
    for (value, why) in [
        ("0-3", "the total after `/` is missing"),
        ("3", "the total after `/` is missing"),
        ("0-16/16", "the shards of 16 are numbered 0 to 15"),
        ("4/4", "the shards of 4 are numbered 0 to 3"),
        ("0/0", "a bot has at least 1 shard"),
        ("0-0/0", "a bot has at least 1 shard"),
        ("-3/16", "a number is missing"),
        ("0-/16", "a number is missing"),
        ("0-3/", "a number is missing"),
        ("/16", "a number is missing"),
        ("a-b/16", "`a` is not a number"),
        ("+1-2/4", "`+1` is not a number"),
        ("0-3/-16", "`-16` is not a number"),
        ("0-1-2/4", "`1-2` is not a number"),
        ("0-3/16/2", "`16/2` is not a number"),
        ("1.5/4", "`1.5` is not a number"),
        (
            "0-3/4294967296",
            "4294967296 is more shards than there can be",
        ),
        ("all", "the total after `/` is missing"),
    ] {
        let said = refusal(value);
        assert!(
            said.starts_with(&format!("SHARDS `{value}` is not a shard range ({why}): ")),
            "{value}: {said}"
        );
        assert!(said.ends_with(HOW_TO_WRITE), "{value}: {said}");
        assert!(!said.contains('\n'), "{value}: {said}");
    }
}
