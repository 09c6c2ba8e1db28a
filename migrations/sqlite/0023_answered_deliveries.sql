-- A post owed to an 'answered' home (see 0021) that neither an answer there nor a direct message
-- could carry: it waits (never claimed by the deliverer) until the next answer in its channel
-- says it, once. `reached`: the players a direct message of it went to already, and those who
-- refused it (written `!id`), so that a post tried again reaches nobody twice.
ALTER TABLE outbox ADD COLUMN waiting_at INTEGER;
ALTER TABLE outbox ADD COLUMN reached TEXT NOT NULL DEFAULT '';
CREATE INDEX outbox_waiting ON outbox (channel_id) WHERE waiting_at IS NOT NULL AND sent_at IS NULL;

-- The latest interaction answered in each conversation teban only answers in: its token lets
-- teban follow up there (Discord's 15 minutes, 5 follow-ups), which is how what it owes a game
-- there arrives while someone is at the table. Kept by the Discord adapter.
CREATE TABLE conversation_tokens (
    channel_id   INTEGER PRIMARY KEY,
    token        TEXT    NOT NULL,
    answered_at  INTEGER NOT NULL,
    follow_ups   INTEGER NOT NULL DEFAULT 0
);
