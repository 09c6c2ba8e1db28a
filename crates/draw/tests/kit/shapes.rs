use teban_draw::*;

#[test]
fn distances_are_negative_inside_and_positive_outside() {
    let c = Point::new(10.0, 10.0);
    let shapes = [
        Shape::circle(c, 5.0),
        Shape::rounded(Rect::centred(c, 10.0, 6.0), 2.0),
        Shape::segment(Point::new(5.0, 10.0), Point::new(15.0, 10.0), 4.0),
        Shape::hexagon(c, 5.0, true),
        Shape::hexagon(c, 5.0, false),
    ];
    for shape in &shapes {
        assert!(shape.distance(c) < 0.0, "{shape:?}");
        assert!(shape.distance(Point::new(30.0, 30.0)) > 0.0, "{shape:?}");
        let b = shape.bounds();
        assert!(
            b.contains(c) && !b.contains(Point::new(30.0, 30.0)),
            "{shape:?}"
        );
    }
    assert!((Shape::circle(c, 5.0).distance(Point::new(10.0, 18.0)) - 3.0).abs() < 1e-4);
}

#[test]
fn edges_are_anti_aliased_not_jagged() {
    let mut canvas = Canvas::new(40, 40, Colour([0, 0, 0]));
    canvas.fill(
        &Shape::circle(Point::new(20.0, 20.0), 12.3),
        Colour([255, 255, 255]),
    );
    let greys = canvas
        .into_image()
        .pixels()
        .filter(|p| p.0[0] > 10 && p.0[0] < 245)
        .count();
    // A hard-edged circle has no in-between pixels; a smooth one has a ring of them.
    assert!(greys > 40, "{greys} partly covered pixels");
}
