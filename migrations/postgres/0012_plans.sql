-- Conditional moves (see migrations/sqlite/0012).
ALTER TABLE games ADD COLUMN plan TEXT;
