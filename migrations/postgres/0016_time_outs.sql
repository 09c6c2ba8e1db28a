-- A seat that ran out of time is told apart from one that resigned (see migrations/sqlite/0016).
ALTER TABLE games ADD COLUMN timed_out BIGINT NOT NULL DEFAULT 0;
UPDATE games SET timed_out = COALESCE(
    (SELECT CAST(SUM(CAST(1 AS BIGINT) << CAST(m.seat AS INTEGER)) AS BIGINT) FROM moves m
     WHERE m.game_id = games.id AND m.entry = 'timeout'), 0);
