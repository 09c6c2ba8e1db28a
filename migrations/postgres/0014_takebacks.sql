-- Takebacks by consent: the log's `takeback` entry, a game's takeback request, the server's
-- setting for rated games (see migrations/sqlite/0014).
ALTER TABLE moves DROP CONSTRAINT moves_entry_check;
ALTER TABLE moves ADD CONSTRAINT moves_entry_check
    CHECK (entry IN ('move', 'resign', 'draw', 'timeout', 'abort', 'takeback'));

ALTER TABLE games ADD COLUMN takeback_version BIGINT;
ALTER TABLE games ADD COLUMN takeback_seat BIGINT;
ALTER TABLE games ADD COLUMN takeback_accepts BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN takeback_declined BIGINT NOT NULL DEFAULT 0
    CHECK (takeback_declined IN (0, 1));

ALTER TABLE server_settings ADD COLUMN takebacks BIGINT NOT NULL DEFAULT 0
    CHECK (takebacks IN (0, 1));
