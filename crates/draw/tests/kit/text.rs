use teban_draw::*;

#[test]
fn text_is_drawn_and_measured() {
    let mut canvas = Canvas::new(120, 40, Colour([255, 255, 255]));
    let style = TextStyle::new(20.0, Weight::Bold, Colour([0, 0, 0]));
    let width = canvas.text("Quoridor", 4.0, 28.0, style, Align::Left);
    assert!(width > 60.0 && width < 116.0, "{width}");
    let inked = canvas
        .into_image()
        .pixels()
        .filter(|p| p.0[0] < 128)
        .count();
    assert!(inked > 100, "{inked} dark pixels");
    assert!(style.width("ab") < style.width("abc"));
}

#[test]
fn coarse_text_has_few_shades_on_its_edges() {
    let shades = |style: TextStyle| {
        let mut canvas = Canvas::new(160, 40, Colour([255, 255, 255]));
        canvas.text("Sonneborn 21½", 4.0, 28.0, style, Align::Left);
        let image = canvas.into_image();
        image
            .pixels()
            .map(|p| p.0)
            .collect::<std::collections::HashSet<_>>()
            .len()
    };
    let style = TextStyle::new(15.0, Weight::Regular, Colour([0, 0, 0]));
    assert!(
        shades(style) > COARSE_STEPS as usize + 1,
        "{}",
        shades(style)
    );
    assert!(shades(style.coarse()) <= COARSE_STEPS as usize + 1);
}

#[test]
fn long_text_is_cut_with_an_ellipsis() {
    let long = "Bartholomew the Magnificent";
    let style = TextStyle::new(20.0, Weight::Regular, Colour([0, 0, 0]));
    let fitted = style.fit(long, 100.0);
    assert!(fitted.ends_with('…'), "{fitted}");
    assert!(style.width(&fitted) <= 100.0);
    assert_eq!(style.fit("Ann", 100.0), "Ann");
}
