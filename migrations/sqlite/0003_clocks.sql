-- Games that live for days: a clock per game (the time each player has for a move), the
-- deadline of the player to move and the next thing the scheduler must do about it, aborted
-- games, and the log's new entries: `timeout` (a player lost on time) and `abort`.

-- The time a player has for each move, in milliseconds; NULL: no limit.
ALTER TABLE games ADD COLUMN move_ms INTEGER;
-- When the player to move loses on time; NULL: no clock, or the game is over.
ALTER TABLE games ADD COLUMN due_at INTEGER;
-- When the scheduler must next look at the game: the reminder's time, then the deadline; NULL:
-- nothing to do. Claimed by a conditional update, so that it happens once.
ALTER TABLE games ADD COLUMN alarm_at INTEGER;
-- Who aborted the game (a player before everyone moved, or a server manager); NULL: not aborted.
ALTER TABLE games ADD COLUMN aborted_by INTEGER;
CREATE INDEX games_by_alarm ON games (alarm_at) WHERE alarm_at IS NOT NULL;
CREATE INDEX games_by_status ON games (status, guild_id);

ALTER TABLE challenges ADD COLUMN move_ms INTEGER;

-- The move log learns two entries. SQLite cannot change a CHECK, so the table is rebuilt (its
-- triggers are dropped with it and made again; no row changes).
CREATE TABLE moves_new (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    seq        INTEGER NOT NULL,
    ply        INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    entry      TEXT    NOT NULL
        CHECK (entry IN ('move', 'resign', 'draw', 'timeout', 'abort')),
    notation   TEXT    NOT NULL,
    played_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
INSERT INTO moves_new SELECT game_id, seq, ply, seat, entry, notation, played_at FROM moves;
DROP TABLE moves;
ALTER TABLE moves_new RENAME TO moves;
CREATE TRIGGER moves_are_never_updated BEFORE UPDATE ON moves
BEGIN SELECT RAISE(ABORT, 'the move log is append-only'); END;
CREATE TRIGGER moves_are_never_deleted BEFORE DELETE ON moves
BEGIN SELECT RAISE(ABORT, 'the move log is append-only'); END;

-- When a process of the bot last looked at the clocks: how long the bot was down, if it was.
CREATE TABLE heartbeat (
    id       INTEGER PRIMARY KEY CHECK (id = 1),
    seen_at  INTEGER NOT NULL
);
