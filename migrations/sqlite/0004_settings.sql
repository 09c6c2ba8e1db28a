-- A thread per game, and the settings of each server.

-- What a server's managers chose with /settings. A server without a row has the defaults: games
-- in threads, the bot's default clock (DEFAULT_CLOCK), a replay posted when a game ends.
CREATE TABLE server_settings (
    guild_id       INTEGER PRIMARY KEY,
    threads        INTEGER NOT NULL DEFAULT 1 CHECK (threads IN (0, 1)),
    clock_set      INTEGER NOT NULL DEFAULT 0 CHECK (clock_set IN (0, 1)), -- 0: the bot's default
    move_ms        INTEGER,                  -- with clock_set: the time per move; NULL: no limit
    replay_on_end  INTEGER NOT NULL DEFAULT 1 CHECK (replay_on_end IN (0, 1)),
    updated_by     INTEGER NOT NULL,
    updated_at     INTEGER NOT NULL
);

-- A game played in a thread of its own (its channel_id is the thread): the one line in the parent
-- channel that points to it, edited to the result when the game ends. NULL: played in a channel.
ALTER TABLE games ADD COLUMN line_channel_id INTEGER;
ALTER TABLE games ADD COLUMN line_message_id INTEGER;

-- A post may edit a message the bot posted before (a game's line) instead of posting anew.
ALTER TABLE outbox ADD COLUMN edit_message_id INTEGER;
