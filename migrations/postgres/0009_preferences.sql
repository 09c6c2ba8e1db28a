-- Each player's preferences (see migrations/sqlite/0009).
CREATE TABLE preferences (
    user_id        BIGINT  PRIMARY KEY,
    reminders      TEXT    NOT NULL DEFAULT 'fifth'
        CHECK (reminders IN ('fifth', 'day-and-hour', 'none')),
    turn_dm        BIGINT  NOT NULL DEFAULT 0,
    mentions       BIGINT  NOT NULL DEFAULT 1,
    digest_hour    BIGINT,
    time_zone      TEXT    NOT NULL DEFAULT 'UTC',
    digest_due_at  BIGINT,
    auto_vacation  BIGINT  NOT NULL DEFAULT 0,
    updated_at     BIGINT  NOT NULL
);
