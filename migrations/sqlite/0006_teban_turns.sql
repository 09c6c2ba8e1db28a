-- teban's turns are claimed in the database, so that with several processes exactly one thinks
-- about a game, and another takes the turn over when that one dies (see store/clocks.rs).
-- When teban must next think about the game: the time it became its turn, then, once a process
-- claims the turn, the end of that claim. NULL: a person is to move, or the game is over.
ALTER TABLE games ADD COLUMN teban_at INTEGER;
CREATE INDEX games_by_teban_turn ON games (teban_at) WHERE teban_at IS NOT NULL;
-- Games under way with teban at the table are looked at once (a process clears the mark where a
-- person is to move). 0x7EBA000000000000: the first machine player's id (store::MACHINE_IDS).
UPDATE games SET teban_at = 0 WHERE status = 'active'
    AND id IN (SELECT game_id FROM seats WHERE user_id >= 9131611194447101952);
