-- The outbox: what the bot owes a channel that no interaction answers (teban's moves, and later
-- reminders, time-outs and results). A row is written in the same transaction as the change that
-- caused it, then delivered by the front end and marked sent: at least once, and shown once
-- (Discord drops a second message with the same nonce, `teban-post-{id}`).
CREATE TABLE outbox (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    channel_id     INTEGER NOT NULL,
    game_id        INTEGER REFERENCES games (id),
    version        INTEGER,                     -- the game's version the post shows
    kind           TEXT    NOT NULL,            -- what it is: 'move' (teban's), ...
    text           TEXT    NOT NULL,            -- what it says, before the game's status line
    mention        TEXT    NOT NULL DEFAULT '', -- user ids to notify, separated by spaces
    created_at     INTEGER NOT NULL,
    claimed_until  INTEGER,                     -- a deliverer holds it until then
    sent_at        INTEGER
);
CREATE INDEX outbox_unsent ON outbox (id) WHERE sent_at IS NULL;
