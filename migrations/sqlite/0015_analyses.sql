-- Analyses of games by the engine (issue #30): queued by a player, claimed by any process with a
-- lease (like teban's turns), stored once done, their post written to the outbox in the same
-- transaction as the result. A process that dies mid-analysis lets its lease run out; another
-- takes the analysis over.
CREATE TABLE analyses (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id        INTEGER NOT NULL REFERENCES games (id),
    version        INTEGER NOT NULL,            -- the game's version analysed
    guild_id       INTEGER,                     -- the game's server (the cap on queued ones)
    requested_by   INTEGER NOT NULL,            -- who asked (the cap, and an unfinished game's DM)
    recipient_id   INTEGER,                     -- an unfinished game's: only the requester reads it
    queued_at      INTEGER NOT NULL,
    claimed_until  INTEGER,                     -- a process analyses it until then
    done_at        INTEGER,
    analysis       TEXT                         -- the result (ai::analysis::Analysis as JSON)
);
-- A game at a version is analysed once.
CREATE UNIQUE INDEX analyses_by_game_version ON analyses (game_id, version);
-- One queued or running analysis per game.
CREATE UNIQUE INDEX analyses_waiting_per_game ON analyses (game_id) WHERE done_at IS NULL;
CREATE INDEX analyses_waiting ON analyses (queued_at) WHERE done_at IS NULL;
