-- Open challenges, the message a challenge was posted as, and what keeps challenges from
-- becoming harassment (blocks, the cool-down after a Decline, the cap on open challenges).
-- An open challenge names nobody: `seats` is the number of players it wants (the challenger
-- included); whoever accepts is written to challenge_players as accepted. NULL: a challenge of
-- named players.
ALTER TABLE challenges ADD COLUMN seats BIGINT;
-- Accept only from players within this many points of the challenger's rating; NULL: anyone.
ALTER TABLE challenges ADD COLUMN rating_range BIGINT;
-- The Discord message the challenge was posted as (for /challenges' links); NULL: not known.
ALTER TABLE challenges ADD COLUMN message_id BIGINT;
-- When the challenge stopped being open (declined, withdrawn, lapsed, accepted).
ALTER TABLE challenges ADD COLUMN closed_at BIGINT;
-- Who declined it (the cool-down after a Decline is between the challenger and them).
ALTER TABLE challenges ADD COLUMN declined_by BIGINT;
CREATE INDEX challenges_by_guild ON challenges (guild_id, status);
CREATE INDEX challenges_by_challenger ON challenges (challenger_id, status);

-- Who refuses challenges from whom, per server.
CREATE TABLE blocks (
    guild_id      BIGINT NOT NULL,
    blocker_id    BIGINT NOT NULL,
    blocked_id    BIGINT NOT NULL,
    blocked_name  TEXT    NOT NULL,
    created_at    BIGINT NOT NULL,
    PRIMARY KEY (guild_id, blocker_id, blocked_id)
);
