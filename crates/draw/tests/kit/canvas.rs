use teban_draw::*;

#[test]
fn the_row_by_row_fast_path_paints_what_the_distance_says() {
    let shapes = [
        Shape::rounded(Rect::new(3.3, 4.7, 41.2, 27.9), 9.5),
        Shape::rect(Rect::new(5.0, 5.0, 30.0, 20.0)),
        Shape::circle(Point::new(24.6, 19.2), 15.3),
    ];
    let (white, black) = (Colour([255, 255, 255]), Colour([0, 0, 0]));
    for shape in &shapes {
        let mut canvas = Canvas::new(50, 40, black);
        canvas.fill(shape, white);
        canvas.stroke(shape, 3.0, Colour([0, 0, 255]));
        for y in 0..40 {
            for x in 0..50 {
                let p = Point::new(x as f32 + 0.5, y as f32 + 0.5);
                let d = shape.distance(p);
                let fill = (0.5 - d).clamp(0.0, 1.0);
                let ring = (0.5 - (d.abs() - 1.5)).clamp(0.0, 1.0);
                let mut expected = [0u8; 3];
                blend_into(&mut expected, white, fill);
                blend_into(&mut expected, Colour([0, 0, 255]), ring);
                let got = canvas.pixel(x, y).unwrap().0;
                assert_eq!(got, expected, "{shape:?} at ({x}, {y}), distance {d}");
            }
        }
    }
}

#[test]
fn an_arrow_ends_on_its_tip_with_a_head_wider_than_its_shaft() {
    let (black, white) = (Colour([0, 0, 0]), Colour([255, 255, 255]));
    let mut canvas = Canvas::new(60, 30, black);
    canvas.arrow(Point::new(5.0, 15.0), Point::new(55.0, 15.0), 4.0, white);
    let lit = |x: u32| {
        (0..30)
            .filter(|y| canvas.pixel(x, *y) == Some(white))
            .count()
    };
    assert!(lit(15) >= 3 && lit(15) <= 5, "shaft {}", lit(15));
    assert!(lit(48) > lit(15), "head {} vs shaft {}", lit(48), lit(15));
    assert_eq!(lit(57), 0, "nothing past the tip");
    assert_eq!(canvas.pixel(30, 3), Some(black));
}
