-- Time banks and vacation. Stored games keep their per-move clocks (`move_ms`).

-- A game played with a time bank: its written form (`3d+1d max 7d`, see table/time_bank.rs);
-- NULL: a time per move (`move_ms`).
ALTER TABLE games ADD COLUMN time_bank TEXT;
-- Each seat's bank in milliseconds, by seat, separated by spaces; for the seat to move, what it
-- had when its turn began (what is left is `due_at` - now). NULL: no bank.
ALTER TABLE games ADD COLUMN banks TEXT;
-- The time the player to move had when their turn began: where their reminders fall.
ALTER TABLE games ADD COLUMN turn_ms INTEGER;
-- Whether vacation stops this game's clocks (a tournament may forbid it: 0).
ALTER TABLE games ADD COLUMN vacation INTEGER NOT NULL DEFAULT 1 CHECK (vacation IN (0, 1));
ALTER TABLE challenges ADD COLUMN time_bank TEXT;

-- How many vacation days a year each member of a server has; 0: no vacation there.
ALTER TABLE server_settings ADD COLUMN vacation_days INTEGER NOT NULL DEFAULT 14;

-- A player's vacations on a server: while one is under way (`ended_at` NULL), their clocks do
-- not run in that server's games. Ended once, by a conditional update (the player, or the
-- scheduler at `until_at`).
CREATE TABLE vacations (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id    INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    started_at  INTEGER NOT NULL,
    until_at    INTEGER NOT NULL,
    ended_at    INTEGER,
    auto        INTEGER NOT NULL DEFAULT 0 CHECK (auto IN (0, 1)) -- taken by auto-vacation
);
CREATE UNIQUE INDEX vacations_under_way ON vacations (guild_id, user_id) WHERE ended_at IS NULL;
CREATE INDEX vacations_by_end ON vacations (until_at) WHERE ended_at IS NULL;
CREATE INDEX vacations_by_player ON vacations (guild_id, user_id, started_at);
