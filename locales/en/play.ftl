# Playing: what the channel reads when a move is played, where a game stands, how it ended,
# the game's buttons, the list of legal moves, autocomplete's hints and the list of games to
# watch. Keep `commands` and move notation as they are; a player's name is a placeable, which
# each front end writes its own way (in bold on Discord).

# The status line, after the last move's sentence (its first letter is made a capital there).
play-status-to-move = { $player } to move (move { $move })
# A game nobody is to move in and that is not over (never seen in practice).
play-status-waiting = waiting
# $reason: one of play-reason-….
play-outcome-win = { $player } wins ({ $reason })
play-outcome-draw = drawn by agreement
play-aborted-by = aborted by { $player }, unrated
play-aborted-by-manager = ended by a server manager, unrated
play-no-one-to-move = no one is to move

# Why a game was won, in play-outcome-win's parentheses.
play-reason-goal = reached the goal
play-reason-resignation = by resignation
play-reason-no-legal-move = the opponent had no legal move
# Sensei's rule against blocking the board ("unfair game" in the rulebook).
play-reason-unfair-game = unfair game: the barrier was contested
play-reason-time = on time

# The buttons under a game (short: Discord cuts labels at 80 characters).
play-button-rematch = Rematch
play-button-offer-draw = Offer draw
play-button-agree-draw = Agree to draw
play-button-resign = Resign
play-button-board = Board

# What happened, said to the channel; the status line follows.
play-moved = { $player } played { $move }.
play-resigns = { $player } resigns.
play-aborted-early = Not every player had moved yet, so the game ends without a result.
play-manager-ends = { $player } ends the game as a server manager.
play-draw-agrees = { $player } agrees.
play-draw-offered = { $player } offers a draw.

# The list of legal moves (`/legal`), built in steps: a heading, perhaps "starting with",
# perhaps "one action at a time", perhaps "(first 25 of 40)", then the list.
# $mine: "yes" when the reader is to move; $player: who is.
play-legal-heading = { $mine ->
    [yes] Your legal moves
   *[other] { $player }'s legal moves
}
play-legal-starting-with = { $heading } starting with `{ $prefix }`
# Sensei's turns of several actions are offered one action at a time.
play-legal-one-action-at-a-time = { $heading }, one action at a time
play-legal-first = { $heading } (first { $shown } of { $total })
play-legal-none = { $heading }: none.
play-legal-list = { $heading }: { $list }
# $turns: how many whole turns the actions listed lead to; $example: one of them.
play-legal-actions = { $heading }: { $list }. They lead to { $turns ->
    [one] { $turns } whole turn
   *[other] { $turns } whole turns
}; add an action (`legal { $example }`) to see what follows.

# Autocomplete's one suggestion when the reader cannot move (at most 100 characters).
play-autocomplete-no-game = you have no game in this channel
play-autocomplete-turn = it is { $player }'s turn (move { $move })

# `/games all`: the server's games, to watch.
play-watch-none = No game is being played on this server right now: `/challenge` someone!
play-watch-header = **{ $count ->
    [one] { $count } unfinished game
   *[other] { $count } unfinished games
} on this server** (watch one with `/board game:`):
# $title: "Quoridor (2-players)"; $players: "**ann** vs **bob**"; $status: play-status-….
play-watch-line = • game #{ $game } · { $title }: { $players }, { $status }
