-- Conditional moves (`/plan`): the planned lines of the player who waits for their opponent's
-- move, kept with the game they belong to (see src/table/plans/). JSON: the planner's seat, the
-- game's version the lines start from, and the lines (the opponent's expected move, the planned
-- reply, ...). NULL: no plan. Every entry appended to the log rewrites it in the same UPDATE (the
-- lines that go on after a planned reply, or nothing), so a plan never outlives its position.
ALTER TABLE games ADD COLUMN plan TEXT;
