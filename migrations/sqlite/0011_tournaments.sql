-- Tournaments: a server's players signed up for round-robin or Swiss events, their rounds paired
-- by the scheduler (a claim on `round`, the round's games created in the same transaction), and
-- their standings edited in place on the announcement through the outbox (see
-- src/store/tournaments.rs and src/table/tournament/).
CREATE TABLE tournaments (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id        INTEGER NOT NULL,
    channel_id      INTEGER NOT NULL,            -- where it was announced; its games begin there
    message_id      INTEGER,                     -- the announcement (standings are edited in)
    name            TEXT    NOT NULL,
    kind            TEXT    NOT NULL,
    variant         TEXT    NOT NULL,
    format          TEXT    NOT NULL CHECK (format IN ('round-robin', 'double-round-robin', 'swiss')),
    rounds          INTEGER,                     -- Swiss: how many; NULL: the format's own
    clock           TEXT    NOT NULL,            -- the clock as written (`3 days`)
    rated           INTEGER NOT NULL CHECK (rated IN (0, 1)),
    vacation        INTEGER NOT NULL DEFAULT 1 CHECK (vacation IN (0, 1)),
    max_players     INTEGER NOT NULL,
    organiser_id    INTEGER NOT NULL,
    organiser_name  TEXT    NOT NULL,
    status          TEXT    NOT NULL
        CHECK (status IN ('signup', 'playing', 'finished', 'cancelled')),
    round           INTEGER NOT NULL DEFAULT 0,  -- the round under way; 0 during sign-ups
    results_shown   INTEGER NOT NULL DEFAULT 0,  -- how many results the standings show
    closes_at       INTEGER,                     -- sign-ups close and round 1 is paired
    lang            TEXT    NOT NULL,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
);
CREATE INDEX tournaments_by_guild ON tournaments (guild_id, status);
CREATE INDEX tournaments_under_way ON tournaments (status) WHERE status IN ('signup', 'playing');

CREATE TABLE tournament_players (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments (id),
    user_id        INTEGER NOT NULL,
    name           TEXT    NOT NULL,
    rating         REAL    NOT NULL,             -- on the ladder when they joined: the seeding
    joined_at      INTEGER NOT NULL,
    withdrawn      INTEGER NOT NULL DEFAULT 0 CHECK (withdrawn IN (0, 1)),
    PRIMARY KEY (tournament_id, user_id)
) WITHOUT ROWID;

-- Each round's pairings: a game (first and second seat) or a bye (second_id NULL).
CREATE TABLE tournament_pairings (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments (id),
    round          INTEGER NOT NULL,
    board          INTEGER NOT NULL,             -- 1-based, in pairing order
    first_id       INTEGER NOT NULL,
    second_id      INTEGER,
    game_id        INTEGER REFERENCES games (id),
    PRIMARY KEY (tournament_id, round, board)
) WITHOUT ROWID;

ALTER TABLE games ADD COLUMN tournament_id INTEGER REFERENCES tournaments (id);
CREATE INDEX games_by_tournament ON games (tournament_id) WHERE tournament_id IS NOT NULL;

-- A post about a tournament (its standings, edited in place; its final standings).
ALTER TABLE outbox ADD COLUMN tournament_id INTEGER REFERENCES tournaments (id);

-- Who may run tournaments besides the members with Manage Server: a role; NULL: nobody else.
ALTER TABLE server_settings ADD COLUMN organiser_role INTEGER;
