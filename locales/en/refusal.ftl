# Refusals: why teban did not do what was asked. Only the one who asked reads them, in their
# own language. They start in lowercase: the front end shows them as they are, or after a
# prefix. Keep `commands` and move notation as they are; names, times and channels are
# placeables, which each front end writes its own way.

# $hint: what follows, one of the refusal-hint-… texts below (or another flow's).
refusal-no-game-here = you have no game in this channel{ $hint }
# Follows refusal-no-game-here directly: begin with the separator.
refusal-hint-challenge = : challenge someone to start one
# Follows refusal-no-game-here directly; {" "} is a leading space.
refusal-hint-elsewhere = {" "}(you have { $count } elsewhere)
refusal-not-your-game = you are not playing in this game
refusal-not-your-turn = it is not your turn: { $player } is to move
# $outcome: how the game ended (play-outcome-…, play-aborted-…).
refusal-game-over = the game is over: { $outcome }
# A button for a position that is gone. $now: where the game stands (play-status-…).
refusal-stale = that was for an earlier position: the game has moved on, { $now }
# $due: a Discord timestamp; Discord shows it as "2 minutes ago" in the reader's language.
refusal-out-of-time = your time for this move ran out { $due }: you lost on time
refusal-no-such-game = there is no such game
refusal-not-on-this-server = game #{ $game } is not played on this server
refusal-no-such-challenge = there is no such challenge
refusal-not-your-challenge = that challenge is not for you
refusal-challenge-expired = the challenge lapsed: it was open for { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
# $state: what became of the challenge.
refusal-challenge-closed = the challenge was already { $state ->
    [accepted] accepted
    [declined] declined
    [cancelled] cancelled
    [expired] expired
   *[other] closed
}
refusal-already-playing = { $player } is already playing a game in this channel (one game per player per channel)
# A failure on teban's side (its records could not be read or written). $id: the code its error is
# logged under, eight hex digits, for the server's managers to give teban's operator.
refusal-storage = something went wrong on teban's side; nothing was changed: try again, and if it keeps happening, give this code to the server's managers: `{ $id }`
refusal-resigned = you have resigned this game; the others play on
refusal-bad-button = `{ $id }` is not a teban button
refusal-too-late-to-abort = too late to abort: every player has moved; resign or offer a draw instead
refusal-not-a-manager = only a member who may manage this server can end others' games
refusal-no-draw-offered = no draw is on offer: offer one instead
refusal-draw-already-offered = you already offer a draw; the others have yet to agree
# $game: a game and its variant, "Quoridor (4-players)".
refusal-seat-count = { $game } is for { $seats } players, not { $players }
refusal-named-twice = { $player } is named twice: each player takes one seat
refusal-type-a-move = type a move, for example e2 (start typing to see the legal ones)
refusal-move-too-long = that is { $length } characters long, and no move is longer than { $longest }
refusal-move-characters = a move is letters, digits and - @ ^ > : signs only
refusal-games-all-outside = `/games all` lists a server's games: use it in one
# /profile of someone else, asked in a direct message: their games there are theirs alone.
refusal-direct-message-others = in a direct message you see only your own games: look at other players in a server
# A click on a game's button from another channel of its server. $channel: a mention of the
# channel or thread the game is played in (<#…>, shown as its name; it pings no one).
refusal-played-elsewhere = game #{ $game } is played in { $channel }
# A click on a challenge's button from another server, or another channel ($channel, as above).
refusal-challenge-not-on-this-server = challenge #{ $challenge } was not made on this server
refusal-challenge-elsewhere = challenge #{ $challenge } was made in { $channel }
# A click whose button is not among the buttons of the message it came with (forged).
refusal-button-not-on-message = that button is not on the message it was clicked on; nothing was done
