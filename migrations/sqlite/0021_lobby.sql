-- The web's lobby. A login's session keeps the servers its user is in, as Discord listed them at
-- login (the `guilds` scope), as JSON: `[["123", "name"], ...]`; '' before this or in the
-- Activity. An outbox post may be about a challenge (one made on the web, posted in its
-- channel with its buttons while it is open).
ALTER TABLE web_sessions ADD COLUMN guilds TEXT NOT NULL DEFAULT '';
ALTER TABLE outbox ADD COLUMN challenge_id INTEGER REFERENCES challenges (id);
