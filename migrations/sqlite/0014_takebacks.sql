-- Takebacks by consent: the log learns the `takeback` entry (it undoes the move before it), a
-- game keeps the one takeback request it may have, and a server may allow them in rated games.

-- The move log learns `takeback`. SQLite cannot change a CHECK, so the table is rebuilt as
-- migration 0003 rebuilt it (its triggers are dropped with it and made again; no row changes).
CREATE TABLE moves_new (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    seq        INTEGER NOT NULL,
    ply        INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    entry      TEXT    NOT NULL
        CHECK (entry IN ('move', 'resign', 'draw', 'timeout', 'abort', 'takeback')),
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

-- A game's takeback request: made at `takeback_version` (it stands while the game is still at
-- that version: any entry lapses it) by `takeback_seat`; `takeback_accepts` has bit `i` set when
-- seat `i` accepted; `takeback_declined` once someone declined (then no second request for the
-- same move). NULL version: no request was ever made.
ALTER TABLE games ADD COLUMN takeback_version INTEGER;
ALTER TABLE games ADD COLUMN takeback_seat INTEGER;
ALTER TABLE games ADD COLUMN takeback_accepts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN takeback_declined INTEGER NOT NULL DEFAULT 0
    CHECK (takeback_declined IN (0, 1));

-- Whether the server allows takebacks in rated games (unrated games always allow them).
ALTER TABLE server_settings ADD COLUMN takebacks INTEGER NOT NULL DEFAULT 0
    CHECK (takebacks IN (0, 1));
