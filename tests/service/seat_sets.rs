//! A set of seats holds the seats put in it, in order.

use teban::games::Seat;
use teban::store::seat_set::*;

#[test]
fn a_seat_set_holds_the_seats_put_in_it_in_order() {
    let mut set = SeatSet::EMPTY.with(Seat(3));
    set.insert(Seat(0));
    assert!(set.contains(Seat(0)) && set.contains(Seat(3)) && !set.contains(Seat(1)));
    assert_eq!(set.iter().collect::<Vec<_>>(), vec![Seat(0), Seat(3)]);
    assert_eq!(set.without(Seat(0)), SeatSet::EMPTY.with(Seat(3)));
    assert_eq!(SeatSet::first(2).minus(set), SeatSet::EMPTY.with(Seat(1)));
    assert!(SeatSet::EMPTY.is_empty());
    assert_eq!(
        [Seat(1), Seat(2)].into_iter().collect::<SeatSet>(),
        SeatSet(0b110)
    );
}
