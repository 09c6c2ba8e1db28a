//! What the clocks read of each player's preferences (the `preferences` table, one row per
//! player, made by the notifications' migration): when reminders come, and whether
//! auto-vacation is on. A player without a row has the defaults. Writes only `auto_vacation`
//! (an upsert, so that the other columns keep their values or defaults).

use super::{flag, id, Store, StoreError};

/// What the clocks read of a player's preferences.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ClockPreferences {
    /// `fifth`, `day-and-hour` or `none`.
    pub reminders: String,
    pub auto_vacation: bool,
}

impl Default for ClockPreferences {
    fn default() -> ClockPreferences {
        ClockPreferences {
            reminders: "fifth".to_string(),
            auto_vacation: false,
        }
    }
}

impl Store {
    /// `user`'s preferences for the clocks (the defaults without a row).
    pub async fn clock_preferences(&self, user: u64) -> Result<ClockPreferences, StoreError> {
        let row: Option<(String, i64)> =
            sqlx::query_as("SELECT reminders, auto_vacation FROM preferences WHERE user_id = $1")
                .bind(id(user))
                .fetch_optional(&self.pool)
                .await?;
        Ok(
            row.map_or_else(ClockPreferences::default, |(reminders, auto)| {
                ClockPreferences {
                    reminders,
                    auto_vacation: auto != 0,
                }
            }),
        )
    }

    /// Turns `user`'s auto-vacation on or off.
    pub async fn set_auto_vacation(&self, user: u64, on: bool) -> Result<(), StoreError> {
        let now = self.now();
        let _writing = self.turn().await;
        sqlx::query(
            "INSERT INTO preferences (user_id, auto_vacation, updated_at) VALUES ($1, $2, $3) \
             ON CONFLICT (user_id) DO UPDATE SET auto_vacation = excluded.auto_vacation, \
             updated_at = excluded.updated_at",
        )
        .bind(id(user))
        .bind(flag(on))
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
