use teban_draw::*;

/// The numbers of a document as it writes them: a circle's centre, read back from its element.
#[test]
fn numbers_are_short_and_never_negative_zero() {
    let written = |x: f32| {
        let mut svg = Svg::new(10, 10, Colour([0, 0, 0]));
        svg.fill(&Shape::circle(Point::new(x, 1.0), 1.0), Colour([255, 0, 0]));
        let doc = svg.document(false);
        let (_, after) = doc.split_once("<circle cx=\"").expect("a circle");
        after.split('"').next().unwrap_or_default().to_string()
    };
    assert_eq!(written(3.0), "3");
    assert_eq!(written(2.5), "2.5");
    assert_eq!(written(1.23456), "1.23");
    assert_eq!(written(-0.001), "0");
    assert_eq!(written(f32::NAN), "0");
}

#[test]
fn every_shape_is_one_element_and_text_is_escaped() {
    let mut svg = Svg::new(40, 30, Colour([1, 2, 3]));
    svg.fill(
        &Shape::rounded(Rect::new(1.0, 2.0, 10.0, 4.0), 9.0),
        Colour([255, 0, 0]),
    );
    svg.stroke(
        &Shape::circle(Point::new(5.0, 5.0), 2.0),
        1.5,
        Colour([0, 0, 0]),
    );
    svg.line(
        Point::new(0.0, 0.0),
        Point::new(10.0, 0.0),
        4.0,
        Colour([0, 0, 0]),
    );
    svg.text(
        "<a&b>",
        2.0,
        20.0,
        TextStyle::new(10.0, Weight::Bold, Colour([0, 0, 0])),
        Align::Left,
    );
    let doc = svg.document(false);
    assert!(
        doc.contains("<rect x=\"1\" y=\"2\" width=\"10\" height=\"4\" rx=\"2\" fill=\"#ff0000\"/>"),
        "{doc}"
    );
    assert!(doc.contains("<circle cx=\"5\" cy=\"5\" r=\"2\" fill=\"none\" stroke=\"#000000\" stroke-width=\"1.5\"/>"), "{doc}");
    assert!(
        doc.contains("<path d=\"M0 2L10 2A2 2 0 0 0 10 -2L0 -2A2 2 0 0 0 0 2Z\""),
        "{doc}"
    );
    assert!(doc.contains(">&lt;a&amp;b&gt;</text>"), "{doc}");
    assert!(doc.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 40 30\""));
}
