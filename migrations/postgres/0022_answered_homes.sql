-- Where a game and its challenge live, as teban reaches it (see migrations/sqlite/0021).
ALTER TABLE games ADD COLUMN home TEXT NOT NULL DEFAULT 'posted'
    CHECK (home IN ('posted', 'answered'));
ALTER TABLE challenges ADD COLUMN home TEXT NOT NULL DEFAULT 'posted'
    CHECK (home IN ('posted', 'answered'));
