-- Who may watch a server's games on the web (see migrations/sqlite/0018).
ALTER TABLE server_settings ADD COLUMN web_audience TEXT NOT NULL DEFAULT 'members'
    CHECK (web_audience IN ('members', 'link'));
