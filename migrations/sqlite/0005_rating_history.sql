-- Each player's rating after each rated game, to draw it over time (/profile). Written in the
-- transaction that rates a finished game. Games rated before this migration have no row: a
-- player's chart starts at their rating as it stood then (see table/profile.rs).
CREATE TABLE rating_history (
    guild_id   INTEGER NOT NULL,            -- 0: direct messages and the terminal
    kind       TEXT    NOT NULL,
    players    INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    game_id    INTEGER NOT NULL REFERENCES games (id),
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    rated_at   INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id, game_id)
) WITHOUT ROWID;
