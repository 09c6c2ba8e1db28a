-- What a web session reaches: 'web' (a login on teban's site: every game its user may see),
-- 'server' (opened in the Activity on a server: that server's games, guild_id, and its user's
-- DMs) or 'dms' (opened in the Activity in a DM: its user's DM games only).
ALTER TABLE web_sessions ADD COLUMN reach TEXT NOT NULL DEFAULT 'web'
    CHECK (reach IN ('web', 'server', 'dms'));
ALTER TABLE web_sessions ADD COLUMN guild_id INTEGER;
