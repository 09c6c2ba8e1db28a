//! How teban's own values sit in the store's columns through sqlx's `Any` driver, so that a row is
//! read with `#[derive(FromRow)]` and a value is bound as it is: the words the store writes
//! for a status or a kind (each an enum made with [`words!`], the database holding exactly its
//! word) and the language of a channel. It owns no query. The rules' game and seat are foreign
//! to this crate (`teban-games`), so sqlx's traits cannot be given them: a row derives them with
//! `#[sqlx(try_from = "String")]` / `try_from = "i64"` (the rules' own conversions), or reads a
//! game's kind with [`kind_in`].
//!
//! A flag is 0 or 1 in an integer column, and `Any` decodes a `bool` only from a boolean one: a
//! row derived with `FromRow` reads it as a [`Flag`]. (Discord's ids are `u64`, stored as the
//! signed 64-bit integers both databases have: `ids.rs` gives them their own decoding.)

use sqlx::any::AnyRow;
use sqlx::Row;

use crate::games::GameKind;
use crate::i18n::Lang;

/// A stored word that names nothing of its kind: a damaged row.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("`{word}` is not a {what}")]
pub struct UnknownWord {
    /// What the word should have named (`challenge status`).
    pub what: &'static str,
    pub word: String,
}

/// Binds and decodes each type as one word of text: `$word` is the method that says it, and
/// `FromStr` reads it back.
macro_rules! stored_as_word {
    ($($ty:ty => $word:ident),+ $(,)?) => {$(
        impl ::sqlx::Type<::sqlx::Any> for $ty {
            fn type_info() -> ::sqlx::any::AnyTypeInfo {
                <str as ::sqlx::Type<::sqlx::Any>>::type_info()
            }

            fn compatible(ty: &::sqlx::any::AnyTypeInfo) -> bool {
                <str as ::sqlx::Type<::sqlx::Any>>::compatible(ty)
            }
        }

        impl<'q> ::sqlx::Encode<'q, ::sqlx::Any> for $ty {
            fn encode_by_ref(
                &self,
                buf: &mut <::sqlx::Any as ::sqlx::Database>::ArgumentBuffer<'q>,
            ) -> Result<::sqlx::encode::IsNull, ::sqlx::error::BoxDynError> {
                <&str as ::sqlx::Encode<'q, ::sqlx::Any>>::encode(self.$word(), buf)
            }
        }

        impl<'r> ::sqlx::Decode<'r, ::sqlx::Any> for $ty {
            fn decode(
                value: ::sqlx::any::AnyValueRef<'r>,
            ) -> Result<Self, ::sqlx::error::BoxDynError> {
                Ok(<&str as ::sqlx::Decode<'r, ::sqlx::Any>>::decode(value)?.parse::<$ty>()?)
            }
        }
    )+};
}
pub(super) use stored_as_word;

/// An enum the store writes as one word a value: `as_str` is the word the database holds,
/// `FromStr` reads it back ([`UnknownWord`] for any other), `Display` says it, and sqlx's `Any`
/// driver binds and decodes it as that word. `$what` names the kind in the error.
macro_rules! words {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident ($what:literal) {
            $($(#[$variant_meta:meta])* $variant:ident = $word:literal,)+
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        $vis enum $name {
            $($(#[$variant_meta])* $variant,)+
        }

        impl $name {
            /// Every value, in the order declared.
            #[allow(dead_code)]
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The word the database holds.
            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $word,)+
                }
            }
        }

        impl ::std::str::FromStr for $name {
            type Err = $crate::store::column::UnknownWord;

            fn from_str(word: &str) -> Result<$name, Self::Err> {
                match word {
                    $($word => Ok($name::$variant),)+
                    _ => Err($crate::store::column::UnknownWord {
                        what: $what,
                        word: word.to_string(),
                    }),
                }
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        $crate::store::column::stored_as_word!($name => as_str);
    };
}
pub(super) use words;

stored_as_word!(Lang => code, crate::model::Home => as_str);

/// A flag as both databases store it: 0 or 1 in an integer column.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Flag(pub bool);

impl sqlx::Type<sqlx::Any> for Flag {
    fn type_info() -> sqlx::any::AnyTypeInfo {
        <i64 as sqlx::Type<sqlx::Any>>::type_info()
    }

    fn compatible(ty: &sqlx::any::AnyTypeInfo) -> bool {
        <i64 as sqlx::Type<sqlx::Any>>::compatible(ty)
    }
}

impl<'r> sqlx::Decode<'r, sqlx::Any> for Flag {
    fn decode(value: sqlx::any::AnyValueRef<'r>) -> Result<Self, sqlx::error::BoxDynError> {
        Ok(Flag(
            <i64 as sqlx::Decode<'r, sqlx::Any>>::decode(value)? != 0,
        ))
    }
}

/// A game's kind as the store writes it (its name), read back; a name of no game is a damaged
/// row. (The rules' types live in a crate of their own, so sqlx's traits cannot be given them
/// here: their columns are read as text and named.)
pub fn kind_named(name: String) -> Result<GameKind, sqlx::Error> {
    name.parse().map_err(|_| sqlx::Error::ColumnDecode {
        index: "kind".to_string(),
        source: Box::new(UnknownWord {
            what: "game",
            word: name,
        }),
    })
}

/// The game kind in `column` of `row`.
pub fn kind_in(row: &AnyRow, column: &str) -> Result<GameKind, sqlx::Error> {
    kind_named(row.try_get(column)?)
}
