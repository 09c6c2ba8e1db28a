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

# Why a record file could not be read (`teban legal --record FILE`...). Tag names (Game, Rated...),
# `yes`/`no`, `(seat 2)`, [Name "value"] and the moves are the file's own words: keep them.
# $line: the line of the file.
record-error-at-line = line { $line }: { $reason }
# The rules' own reason, as they gave it.
record-error-rules = { $reason }
record-error-aborted = the game was aborted before this entry
record-error-over = the game is already over
record-error-no-one-to-move = no one is to move
record-error-no-such-seat = there is no seat { $seat }: the game has { $seats } seats
# $entry: resign, draw, timeout or abort (the file's words).
record-error-needs-seat = `{ $entry }` needs its seat
record-error-already-left = seat { $seat } has already left the game
record-error-tag-quotes = a tag's value is written in double quotes: [Name "value"]
record-error-tag-escape = in a tag's value, `\` is followed by `"` or `\`
record-error-tag-inner-quote = a `"` inside a tag's value is written `\"`
record-error-tag-control = a tag's value holds no control characters
record-error-tag-bracket = a tag line ends with `]`
record-error-tag-shape = a tag line is [Name "value"]
record-error-entry-shape = an entry is its number, a dot and the move: `1. e2`
record-error-entry-number = `{ $text }` is not an entry number
record-error-entry-seat = `{ $entry }` is followed by its seat: `{ $entry } (seat 2)`
record-error-tag-number = { $tag } is a number, not `{ $value }`
record-error-tags-first = the tags come before the moves
# $tags: every tag a record may hold.
record-error-unknown-tag = unknown tag `{ $tag }`; the tags are { $tags }
record-error-second-tag = a second { $tag } tag
record-error-no-game = the record has no Game tag: [Game "Quoridor"]
record-error-not-a-game = `{ $game }` is not a game: choose one of { $games }
record-error-date = a date is written YYYY-MM-DD, not `{ $date }`
record-error-rated = Rated is `yes` or `no`
# $expected and $found: entry numbers.
record-error-entry-order = entry { $expected } comes next, not { $found }
record-error-entry-long = an entry is at most { $most } characters long
# $played: what the moves give for that tag (a result such as 1-0, or how the game ended).
record-error-tag-contradicts = the { $tag } tag says `{ $said }`, but the moves give `{ $played }`
record-error-takeback-no-move = a takeback needs a move before it to take back
record-error-takeback-not-theirs = the last move is not seat { $seat }'s: a takeback takes back its own seat's last move
