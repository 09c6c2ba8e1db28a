-- Sessions of the web front end (see migrations/sqlite/0016).
CREATE TABLE web_sessions (
    token_hash  TEXT    NOT NULL PRIMARY KEY,
    user_id     BIGINT  NOT NULL,
    user_name   TEXT    NOT NULL,
    locale      TEXT    NOT NULL,
    created_at  BIGINT  NOT NULL,
    expires_at  BIGINT  NOT NULL
);
CREATE INDEX web_sessions_by_expiry ON web_sessions (expires_at);
