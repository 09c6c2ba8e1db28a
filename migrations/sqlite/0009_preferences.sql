-- Players' preferences (issue 28), one row per player who chose something with /notifications;
-- a player without a row has the defaults. Read by src/store/preferences.rs; the scheduler reads
-- `reminders` and `auto_vacation`.
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
    updated_at     INTEGER NOT NULL,
    -- The language the player read /notifications in: their direct messages are written in it.
    lang           TEXT    NOT NULL DEFAULT 'en'
);
CREATE INDEX preferences_digest_due ON preferences (digest_due_at) WHERE digest_due_at IS NOT NULL;
-- A post to a person rather than a channel (a turn's DM, a digest): the deliverer opens the
-- direct-message channel with this user and posts there; `channel_id` is then the game's channel,
-- where the post falls back to a mention when Discord refuses the DM (error 50007).
ALTER TABLE outbox ADD COLUMN recipient_id INTEGER;
