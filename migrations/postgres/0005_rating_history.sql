-- Each player's rating after each rated game (see migrations/sqlite/0005).
CREATE TABLE rating_history (
    guild_id   BIGINT           NOT NULL,
    kind       TEXT             NOT NULL,
    players    BIGINT           NOT NULL,
    user_id    BIGINT           NOT NULL,
    game_id    BIGINT           NOT NULL REFERENCES games (id),
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    rated_at   BIGINT           NOT NULL,
    PRIMARY KEY (guild_id, user_id, game_id)
);
