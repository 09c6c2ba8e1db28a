-- A thread per game, and the settings of each server (see migrations/sqlite/0004).
CREATE TABLE server_settings (
    guild_id       BIGINT PRIMARY KEY,
    threads        BIGINT NOT NULL DEFAULT 1 CHECK (threads IN (0, 1)),
    clock_set      BIGINT NOT NULL DEFAULT 0 CHECK (clock_set IN (0, 1)),
    move_ms        BIGINT,
    replay_on_end  BIGINT NOT NULL DEFAULT 1 CHECK (replay_on_end IN (0, 1)),
    updated_by     BIGINT NOT NULL,
    updated_at     BIGINT NOT NULL
);

ALTER TABLE games ADD COLUMN line_channel_id BIGINT;
ALTER TABLE games ADD COLUMN line_message_id BIGINT;

ALTER TABLE outbox ADD COLUMN edit_message_id BIGINT;
