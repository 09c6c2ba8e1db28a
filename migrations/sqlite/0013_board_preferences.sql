-- Issue 29, points 2 and 4: two more of a player's preferences (/preferences), in the same
-- per-player table as /notifications' (0009); a player without a row has the defaults.
-- `confirm`: a move is first shown only to its player, played on Confirm (off by default).
-- `board`: the side the player's own pictures (/board, previews) are drawn from: 'mine' (their
-- start at the bottom, the default) or 'classic' (as every public post draws it).
ALTER TABLE preferences ADD COLUMN confirm INTEGER NOT NULL DEFAULT 0;
ALTER TABLE preferences ADD COLUMN board TEXT NOT NULL DEFAULT 'mine'
    CHECK (board IN ('mine', 'classic'));
