-- The game table: games, their append-only move log, challenges and ratings.
-- User, guild and channel ids are Discord snowflakes stored as INTEGER (they fit in 63 bits).
-- Times are milliseconds since the Unix epoch.

CREATE TABLE games (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    kind          TEXT    NOT NULL,             -- GameKind::name
    variant       TEXT    NOT NULL,             -- the variant's name, as AnyGame::new takes it
    guild_id      INTEGER,                      -- NULL: direct messages or the terminal
    channel_id    INTEGER NOT NULL,
    rated         INTEGER NOT NULL CHECK (rated IN (0, 1)),
    status        TEXT    NOT NULL CHECK (status IN ('active', 'finished')),
    outcome       TEXT,                         -- JSON of games::Outcome once finished
    version       INTEGER NOT NULL DEFAULT 0,   -- number of entries in the move log
    state         TEXT    NOT NULL,             -- JSON of AnyGame: a cache of replaying the log
    draw_offers   INTEGER NOT NULL DEFAULT 0,   -- bit per seat that offers a draw
    resigned      INTEGER NOT NULL DEFAULT 0,   -- bit per seat that resigned
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL,
    finished_at   INTEGER
);
CREATE INDEX games_by_channel ON games (channel_id, status);

CREATE TABLE seats (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    seat     INTEGER NOT NULL,                  -- 0-based, seat 1 moves first
    user_id  INTEGER NOT NULL,
    name     TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
CREATE INDEX seats_by_user ON seats (user_id, game_id);

-- The truth: the position is what replaying these entries in `seq` order gives.
CREATE TABLE moves (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    seq        INTEGER NOT NULL,                -- 1-based; the game's version after this entry
    ply        INTEGER NOT NULL,                -- the game's ply before this entry
    seat       INTEGER NOT NULL,                -- who made it (0-based)
    entry      TEXT    NOT NULL CHECK (entry IN ('move', 'resign', 'draw')),
    notation   TEXT    NOT NULL,                -- the move's canonical notation, or 'resign'/'draw'
    played_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

CREATE TRIGGER moves_are_never_updated BEFORE UPDATE ON moves
BEGIN SELECT RAISE(ABORT, 'the move log is append-only'); END;
CREATE TRIGGER moves_are_never_deleted BEFORE DELETE ON moves
BEGIN SELECT RAISE(ABORT, 'the move log is append-only'); END;

CREATE TABLE challenges (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    kind             TEXT    NOT NULL,
    variant          TEXT    NOT NULL,
    rated            INTEGER NOT NULL CHECK (rated IN (0, 1)),
    guild_id         INTEGER,
    channel_id       INTEGER NOT NULL,
    challenger_id    INTEGER NOT NULL,
    challenger_name  TEXT    NOT NULL,
    status           TEXT    NOT NULL
        CHECK (status IN ('open', 'accepted', 'declined', 'cancelled', 'expired')),
    game_id          INTEGER REFERENCES games (id),
    created_at       INTEGER NOT NULL,
    expires_at       INTEGER NOT NULL
);
CREATE INDEX challenges_by_channel ON challenges (channel_id, status);

CREATE TABLE challenge_players (
    challenge_id  INTEGER NOT NULL REFERENCES challenges (id),
    user_id       INTEGER NOT NULL,
    name          TEXT    NOT NULL,
    accepted      INTEGER NOT NULL DEFAULT 0 CHECK (accepted IN (0, 1)),
    PRIMARY KEY (challenge_id, user_id)
) WITHOUT ROWID;

-- One ladder per guild (0: direct messages and the terminal), game and number of players.
CREATE TABLE ratings (
    guild_id    INTEGER NOT NULL,
    kind        TEXT    NOT NULL,
    players     INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    volatility  REAL    NOT NULL,
    wins        INTEGER NOT NULL DEFAULT 0,
    losses      INTEGER NOT NULL DEFAULT 0,
    draws       INTEGER NOT NULL DEFAULT 0,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, kind, players, user_id)
) WITHOUT ROWID;
CREATE INDEX ratings_by_ladder ON ratings (guild_id, kind, players, rating DESC);
