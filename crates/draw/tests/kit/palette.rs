use teban_draw::palette::{INK_DARK, INK_LIGHT};
use teban_draw::*;

#[test]
fn a_token_labels_dark_fills_in_light_ink() {
    assert_eq!(Token::new(Colour::hex(0x203050), "1").ink(), INK_LIGHT);
    assert_eq!(Token::new(Colour::hex(0xf0e0c0), "1").ink(), INK_DARK);
}
