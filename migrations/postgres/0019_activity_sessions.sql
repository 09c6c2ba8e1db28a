-- What a web session reaches (see migrations/sqlite/0019).
ALTER TABLE web_sessions ADD COLUMN reach TEXT NOT NULL DEFAULT 'web'
    CHECK (reach IN ('web', 'server', 'dms'));
ALTER TABLE web_sessions ADD COLUMN guild_id BIGINT;
