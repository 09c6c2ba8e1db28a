-- Sessions of the web front end: a random token lives in the browser's cookie, only its SHA-256
-- (hex) is kept here, with the Discord user it logged in and when it stops being good.
CREATE TABLE web_sessions (
    token_hash  TEXT    NOT NULL PRIMARY KEY,
    user_id     INTEGER NOT NULL,
    user_name   TEXT    NOT NULL,
    locale      TEXT    NOT NULL,
    created_at  INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL
);
CREATE INDEX web_sessions_by_expiry ON web_sessions (expires_at);
