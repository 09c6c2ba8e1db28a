-- The answers being given in conversations (see migrations/sqlite/0025).
CREATE TABLE conversation_answers (
    channel_id BIGINT NOT NULL,
    token      TEXT   NOT NULL,
    until_ms   BIGINT NOT NULL,
    PRIMARY KEY (channel_id, token)
);
