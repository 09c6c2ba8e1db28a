//! The program is named as it can be typed.

use teban::discord::start::*;

#[test]
fn the_program_is_said_as_it_can_be_typed() {
    let dir = tempfile::tempdir().unwrap();
    let exe = dir.path().join("teban");
    assert_eq!(
        program_for(Some(&exe), "/opt/teban/teban"),
        "/opt/teban/teban"
    );
    assert_eq!(program_for(None, "teban"), "teban");
    assert_eq!(program_for(None, "/my games/teban"), "'/my games/teban'");
    std::fs::create_dir(dir.path().join(".fingerprint")).unwrap();
    assert_eq!(
        program_for(Some(&exe), "target/release/teban"),
        "cargo run --release --"
    );
}
