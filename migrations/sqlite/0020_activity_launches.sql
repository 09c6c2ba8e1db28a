-- The Activity's launches: the game a user launched the Activity on in a channel (an Open board
-- press), so that the Activity opened there shows it; one per user and channel, the latest.
CREATE TABLE activity_launches (
    user_id     INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    game_id     INTEGER NOT NULL,
    launched_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, channel_id)
);
