-- The Activity's launches (see migrations/sqlite/0020).
CREATE TABLE activity_launches (
    user_id     BIGINT NOT NULL,
    channel_id  BIGINT NOT NULL,
    game_id     BIGINT NOT NULL,
    launched_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, channel_id)
);
