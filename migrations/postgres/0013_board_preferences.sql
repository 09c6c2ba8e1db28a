-- Two more of a player's preferences (see migrations/sqlite/0013_board_preferences.sql).
ALTER TABLE preferences ADD COLUMN confirm BIGINT NOT NULL DEFAULT 0;
ALTER TABLE preferences ADD COLUMN board TEXT NOT NULL DEFAULT 'mine'
    CHECK (board IN ('mine', 'classic'));
