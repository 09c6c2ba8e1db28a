-- Each player's preferences (notifications, auto-vacation). A player without a row has the
-- defaults.
CREATE TABLE preferences (
    user_id        INTEGER PRIMARY KEY,          -- Discord snowflake as signed 64-bit
    reminders      TEXT    NOT NULL DEFAULT 'fifth'
        CHECK (reminders IN ('fifth', 'day-and-hour', 'none')),
    turn_dm        INTEGER NOT NULL DEFAULT 0,
    mentions       INTEGER NOT NULL DEFAULT 1,
    digest_hour    INTEGER,                      -- NULL: no digest; 0-23 in time_zone
    time_zone      TEXT    NOT NULL DEFAULT 'UTC',
    digest_due_at  INTEGER,                      -- ms: when the next digest is due
    auto_vacation  INTEGER NOT NULL DEFAULT 0,
    updated_at     INTEGER NOT NULL
);
