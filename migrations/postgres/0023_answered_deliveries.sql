-- The posts that wait for the next answer, and the latest interaction of each conversation
-- teban only answers in (see migrations/sqlite/0022).
ALTER TABLE outbox ADD COLUMN waiting_at BIGINT;
ALTER TABLE outbox ADD COLUMN reached TEXT NOT NULL DEFAULT '';
CREATE INDEX outbox_waiting ON outbox (channel_id) WHERE waiting_at IS NOT NULL AND sent_at IS NULL;

CREATE TABLE conversation_tokens (
    channel_id   BIGINT PRIMARY KEY,
    token        TEXT   NOT NULL,
    answered_at  BIGINT NOT NULL,
    follow_ups   BIGINT NOT NULL DEFAULT 0
);
