-- The answers teban is giving in the conversations it only answers in (see 0022): from just before
-- it answers an interaction there until the answer is settled (given or failed), a post owed to
-- that conversation that no remembered answer can carry waits for this one instead of going by
-- direct message; until `until_ms` at the latest, should the answering process die meanwhile.
CREATE TABLE conversation_answers (
    channel_id INTEGER NOT NULL,
    token      TEXT    NOT NULL,
    until_ms   INTEGER NOT NULL,
    PRIMARY KEY (channel_id, token)
);
