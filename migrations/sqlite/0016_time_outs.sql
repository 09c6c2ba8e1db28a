-- A seat that ran out of time is told apart from one that resigned: `timed_out` has bit `i` set
-- when seat `i` left the table on time (its bit in `resigned` is set too). Games played before
-- read it from their log's `timeout` entries.
ALTER TABLE games ADD COLUMN timed_out INTEGER NOT NULL DEFAULT 0;
UPDATE games SET timed_out = COALESCE(
    (SELECT SUM(1 << m.seat) FROM moves m WHERE m.game_id = games.id AND m.entry = 'timeout'), 0);
