-- A delivery of a post that a second one would show twice (a follow-up of an interaction: Discord
-- takes no nonce there) was begun at this time, in a commit of its own before the call, and how
-- it ended is not known yet. Cleared when Discord refuses it (it was not shown: it may go again);
-- the post is marked sent when Discord took it. A post claimed again while it is set may have
-- been shown (its deliverer died, or no answer came): it is never delivered that way again, but
-- waits for the next answer in its channel (`waiting_at`, see 0023), which says it in one line.
ALTER TABLE outbox ADD COLUMN delivery_begun_at INTEGER;
