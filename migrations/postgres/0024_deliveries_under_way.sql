-- A delivery of a post that a second one would show twice, begun and not known to have ended
-- (see migrations/sqlite/0024).
ALTER TABLE outbox ADD COLUMN delivery_begun_at BIGINT;
