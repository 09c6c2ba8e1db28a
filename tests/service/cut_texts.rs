//! A long text is cut to its limit with an ellipsis.

use teban::text::clipped;

#[test]
fn a_long_text_is_cut_to_its_limit_with_an_ellipsis() {
    assert_eq!(clipped("short", 8), "short");
    assert_eq!(clipped("exactly8", 8), "exactly8");
    let cut = clipped(&"x".repeat(100_000), 24);
    assert_eq!(cut.chars().count(), 24);
    assert!(cut.ends_with('…'), "{cut}");
    assert_eq!(clipped("ünïcödé wörds", 5), "ünïc…");
}
