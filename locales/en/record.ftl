# Game records and replays (src/table/record.rs, src/table/replay.rs): the words around them.
# A record file's own contents (its tags, notation and results) are a machine format and are not
# translated.

# Ends "you have no game in this channel" when /replay or /record names no game; keep the space
# at the start. `game:12` is the command's option.
record-no-game-to-replay = { " " }to replay: name one, like `game:12`
record-no-game-to-record = { " " }to record: name one, like `game:12`
# Before the count of frames of /replay's animation.
record-replay-lead = The game move by move
# Before the count of frames of the replay posted when a game ends. $game: its number.
record-replay-lead-ended = game #{ $game }: the whole game move by move
# What a replay holds. $lead: one of the two texts above.
record-replay-frames = { $lead }: { $frames ->
        [one] { $frames } frame
       *[other] { $frames } frames
    }, the final position held at the end.
# A long game's replay had to be shortened. $note: how (from the pictures' texts).
record-replay-shortened = Shortened: { $note }.
# Drawing the replay failed (a bug). $error: what went wrong, in English.
record-replay-failed = the replay could not be drawn ({ $error })
