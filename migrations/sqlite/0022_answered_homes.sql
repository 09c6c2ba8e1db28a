-- Where a game (and the challenge it begins from) lives, as teban reaches it: 'posted', a
-- channel teban posts to on its own (a server that added it, its own direct messages); or
-- 'answered', a conversation teban only answers in (a DM or a group DM between users, a server
-- that did not add teban, reached through a player's own install of teban), where it has no
-- thread and what it owes arrives by the answers there, direct messages, or the next answer.
ALTER TABLE games ADD COLUMN home TEXT NOT NULL DEFAULT 'posted'
    CHECK (home IN ('posted', 'answered'));
ALTER TABLE challenges ADD COLUMN home TEXT NOT NULL DEFAULT 'posted'
    CHECK (home IN ('posted', 'answered'));
