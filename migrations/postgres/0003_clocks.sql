-- Clocks, aborted games, the log's `timeout` and `abort` entries, the heartbeat (see
-- migrations/sqlite/0003).
ALTER TABLE games ADD COLUMN move_ms BIGINT;
ALTER TABLE games ADD COLUMN due_at BIGINT;
ALTER TABLE games ADD COLUMN alarm_at BIGINT;
ALTER TABLE games ADD COLUMN aborted_by BIGINT;
CREATE INDEX games_by_alarm ON games (alarm_at) WHERE alarm_at IS NOT NULL;
CREATE INDEX games_by_status ON games (status, guild_id);

ALTER TABLE challenges ADD COLUMN move_ms BIGINT;

ALTER TABLE moves DROP CONSTRAINT moves_entry_check;
ALTER TABLE moves ADD CONSTRAINT moves_entry_check
    CHECK (entry IN ('move', 'resign', 'draw', 'timeout', 'abort'));

CREATE TABLE heartbeat (
    id       BIGINT PRIMARY KEY CHECK (id = 1),
    seen_at  BIGINT NOT NULL
);
