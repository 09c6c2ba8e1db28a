use teban_draw::*;

#[test]
fn a_quarter_turn_takes_the_left_edge_to_the_top_and_four_come_back() {
    let centre = Point::new(10.0, 10.0);
    let left = Point::new(0.0, 10.0);
    assert_eq!(Turn::quarters(1).point(left, centre), Point::new(10.0, 0.0));
    assert_eq!(
        Turn::quarters(2).point(left, centre),
        Point::new(20.0, 10.0)
    );
    assert_eq!(
        Turn::quarters(3).point(left, centre),
        Point::new(10.0, 20.0)
    );
    assert_eq!(Turn::quarters(4), Turn::CLASSIC);
    let top = Point::new(3.0, 0.0);
    assert_eq!(Turn::FLIPPED.point(top, centre), Point::new(3.0, 20.0));
    let wide = Rect::new(0.0, 0.0, 4.0, 2.0);
    assert_eq!(
        Turn::quarters(1).rect(wide, centre),
        Rect::new(18.0, 0.0, 2.0, 4.0)
    );
}
