//! A set of a game's seats ([`SeatSet`]): who offers a draw, who left the table, who ran out of
//! time. Kept in one integer column, bit `i` for seat `i`.

use crate::games::Seat;

/// Some of a game's seats.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct SeatSet(
    /// The seats as bits: bit `i` for seat `i` (the stored column).
    pub u32,
);

impl SeatSet {
    /// No seat.
    pub const EMPTY: SeatSet = SeatSet(0);

    /// The first `seats` seats of a game.
    pub fn first(seats: usize) -> SeatSet {
        SeatSet(u32::MAX.checked_shl(seats as u32).map_or(0, |rest| !rest))
    }

    pub fn contains(self, seat: Seat) -> bool {
        self.0 & Self::bit(seat) != 0
    }

    pub fn insert(&mut self, seat: Seat) {
        self.0 |= Self::bit(seat);
    }

    pub fn remove(&mut self, seat: Seat) {
        self.0 &= !Self::bit(seat);
    }

    /// The set with `seat` in it.
    pub fn with(mut self, seat: Seat) -> SeatSet {
        self.insert(seat);
        self
    }

    /// The set without `seat`.
    pub fn without(mut self, seat: Seat) -> SeatSet {
        self.remove(seat);
        self
    }

    /// The seats of `self` not in `other`.
    pub fn minus(self, other: SeatSet) -> SeatSet {
        SeatSet(self.0 & !other.0)
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The seats, in order.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..u32::BITS as u8)
            .map(Seat)
            .filter(move |s| self.contains(*s))
    }

    fn bit(seat: Seat) -> u32 {
        1u32.checked_shl(u32::from(seat.0)).unwrap_or(0)
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(seats: I) -> SeatSet {
        seats.into_iter().fold(SeatSet::EMPTY, SeatSet::with)
    }
}

impl sqlx::Type<sqlx::Any> for SeatSet {
    fn type_info() -> sqlx::any::AnyTypeInfo {
        <i64 as sqlx::Type<sqlx::Any>>::type_info()
    }

    fn compatible(ty: &sqlx::any::AnyTypeInfo) -> bool {
        <i64 as sqlx::Type<sqlx::Any>>::compatible(ty)
    }
}

impl<'q> sqlx::Encode<'q, sqlx::Any> for SeatSet {
    fn encode_by_ref(
        &self,
        buf: &mut <sqlx::Any as sqlx::Database>::ArgumentBuffer<'q>,
    ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
        <i64 as sqlx::Encode<'q, sqlx::Any>>::encode(i64::from(self.0), buf)
    }
}

impl<'r> sqlx::Decode<'r, sqlx::Any> for SeatSet {
    fn decode(value: sqlx::any::AnyValueRef<'r>) -> Result<Self, sqlx::error::BoxDynError> {
        let bits = <i64 as sqlx::Decode<'r, sqlx::Any>>::decode(value)?;
        Ok(SeatSet(u32::try_from(bits)?))
    }
}
