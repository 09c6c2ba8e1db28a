-- The web's lobby (see migrations/sqlite/0021).
ALTER TABLE web_sessions ADD COLUMN guilds TEXT NOT NULL DEFAULT '';
ALTER TABLE outbox ADD COLUMN challenge_id BIGINT REFERENCES challenges (id);
