-- Who may watch a server's games on the web: 'members' (of that server, the default) or 'link'
-- (anyone with the game's link; playing still needs the seated player logged in).
ALTER TABLE server_settings ADD COLUMN web_audience TEXT NOT NULL DEFAULT 'members'
    CHECK (web_audience IN ('members', 'link'));
