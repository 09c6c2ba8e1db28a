//! The address a login returns to stays on teban's site.

use teban::web::login::*;

#[test]
fn the_return_address_stays_on_teban_s_site() {
    assert_eq!(safe_return(Some("/games/12")), "/games/12");
    for hostile in [
        "//evil.example/games/1",
        "https://evil.example",
        "/\\evil.example",
        "evil.example",
        "/games/1\r\nSet-Cookie: x=1",
        "/%2F%2Fevil.example",
    ] {
        assert_eq!(safe_return(Some(hostile)), "/", "{hostile}");
    }
    assert_eq!(safe_return(None), "/");
    assert_eq!(safe_return(Some(&format!("/{}", "a".repeat(300)))), "/");
}
