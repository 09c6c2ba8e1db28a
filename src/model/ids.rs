//! The numbers of what teban keeps, each a type of its own so that a game's number cannot be
//! passed where a challenge's is wanted: the store's own rows ([`GameId`], [`ChallengeId`],
//! [`TournamentId`]: signed, as the databases number them) and Discord's ([`UserId`],
//! [`GuildId`], [`ChannelId`], [`MessageId`]: unsigned snowflakes).
//!
//! sqlx binds and decodes each as it is. The store's numbers map to their `i64` column
//! (`#[sqlx(transparent)]`); Discord's are `u64`, which neither database has and sqlx's `Any`
//! driver does not decode, so they sit in the signed 64-bit column bit for bit (a snowflake above
//! `i64::MAX`, none for decades, reads back as itself). Serde writes each as its bare number, so
//! the JSON a page reads keeps its shape.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The store's numbers: transparent to sqlx and serde, shown as `what #n`.
macro_rules! row_ids {
    ($($(#[$meta:meta])* $name:ident => $what:literal),+ $(,)?) => {$(
        $(#[$meta])*
        #[derive(
            Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Serialize, Deserialize,
            sqlx::Type,
        )]
        #[serde(transparent)]
        #[sqlx(transparent)]
        pub struct $name(pub i64);

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!($what, " #{}"), self.0)
            }
        }
    )+};
}

row_ids! {
    /// A game's number in the store.
    GameId => "game",
    /// A challenge's number in the store.
    ChallengeId => "challenge",
    /// A tournament's number in the store.
    TournamentId => "tournament",
}

/// Discord's numbers: stored bit for bit as the signed integer both databases have, shown as the
/// bare number.
macro_rules! discord_ids {
    ($($(#[$meta:meta])* $name:ident),+ $(,)?) => {$(
        $(#[$meta])*
        #[derive(
            Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Default, Serialize,
            Deserialize,
        )]
        #[serde(transparent)]
        pub struct $name(pub u64);

        impl $name {
            /// As its column holds it.
            pub fn stored(self) -> i64 {
                self.0 as i64
            }

            /// From its column.
            pub fn from_stored(v: i64) -> $name {
                $name(v as u64)
            }
        }

        impl From<u64> for $name {
            fn from(v: u64) -> $name {
                $name(v)
            }
        }

        impl From<$name> for u64 {
            fn from(id: $name) -> u64 {
                id.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }

        impl sqlx::Type<sqlx::Any> for $name {
            fn type_info() -> sqlx::any::AnyTypeInfo {
                <i64 as sqlx::Type<sqlx::Any>>::type_info()
            }

            fn compatible(ty: &sqlx::any::AnyTypeInfo) -> bool {
                <i64 as sqlx::Type<sqlx::Any>>::compatible(ty)
            }
        }

        impl<'q> sqlx::Encode<'q, sqlx::Any> for $name {
            fn encode_by_ref(
                &self,
                buf: &mut <sqlx::Any as sqlx::Database>::ArgumentBuffer<'q>,
            ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
                <i64 as sqlx::Encode<'q, sqlx::Any>>::encode(self.stored(), buf)
            }
        }

        impl<'r> sqlx::Decode<'r, sqlx::Any> for $name {
            fn decode(value: sqlx::any::AnyValueRef<'r>) -> Result<Self, sqlx::error::BoxDynError> {
                Ok($name::from_stored(<i64 as sqlx::Decode<'r, sqlx::Any>>::decode(value)?))
            }
        }
    )+};
}

discord_ids! {
    /// A person (Discord's user id; the terminal derives one from the name; teban's levels have
    /// theirs from [`super::MACHINE_IDS`] up).
    UserId,
    /// A Discord server.
    GuildId,
    /// A channel or thread.
    ChannelId,
    /// A message in a channel.
    MessageId,
}
