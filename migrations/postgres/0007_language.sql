-- The languages teban speaks (src/i18n). What a channel reads follows the server's language.
-- The language a server's managers fixed with /settings; NULL: Discord's own language of the
-- server (the interaction's guild_locale), else English.
ALTER TABLE server_settings ADD COLUMN language TEXT;
-- The language of the game's channel when it began: what teban says there when nobody asked
-- (reminders, time-outs, its own moves), unless the server has fixed one since.
ALTER TABLE games ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
