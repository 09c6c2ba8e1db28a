# Conditional moves (`/plan`): only the planner reads these, except plan-played, which the game's
# channel reads after the opponent's move. Keep `commands` and move notation as they are.

# The channel: a reply played from a plan, after the opponent's move's sentence.
plan-played = { $player } played { $move }, planned.

# The planner's answers. $lines: how many lines the plan holds; $opponent: the other player.
plan-added = Line added: your plan holds { $lines ->
    [one] one line
   *[other] { $lines } lines
}, played only if { $opponent } plays their moves.
plan-already = Your plan already holds that line ({ $lines ->
    [one] one line
   *[other] { $lines } lines
} in all).
plan-show-heading = Your plan: their move → your reply ({ $lines ->
    [one] one line
   *[other] { $lines } lines
}).
# $rows: the rows of the tree left out so that the answer fits.
plan-show-more = …and { $rows } more rows.
plan-none = You have no plan in this game: add a line with `/plan add`.
plan-cleared = Plan cleared ({ $lines ->
    [one] one line
   *[other] { $lines } lines
} removed).

# Refusals (lowercase, like every refusal).
plan-refusal-two-players = plans are for games of two players
plan-refusal-your-turn = it is your turn: a plan starts with your opponent's move, so move first
plan-refusal-empty = write a line: their move, your reply, their next move, your reply… (Sensei and Niwa turns between `;`)
plan-refusal-no-reply = a line ends with your reply: add the move you would answer with
# $plies: the moves in the line; $most: the cap.
plan-refusal-too-long = that line has { $plies } moves, and a line holds at most { $most }
plan-refusal-full = your plan already holds { $most } lines, the most it may: clear it or wait for a move
# $position: the move's place in the line (1 = the opponent's next move); $move: as typed;
# $reason: the rules' own reason.
plan-refusal-bad-move = move { $position } of the line, { $move }, cannot be played: { $reason }
plan-refusal-after-the-end = the game is over before move { $position } of the line: end the line there
# $theirs: the opponent's move; $planned: the reply already planned to it.
plan-refusal-clash = your plan already answers { $theirs } with { $planned }: one reply per move (clear the plan to change it)

# The commands, as Discord shows them.
command-plan-name = plan
command-plan-description = Plan your replies to your opponent's next moves (only you see it)
command-plan-add-name = add
command-plan-add-description = Add a line: their move, your reply, their next move, your reply…
command-plan-add-line-name = line
command-plan-add-line-description = E.g. e7 e3h e6 d5v (Sensei and Niwa turns between ;)
command-plan-show-name = show
command-plan-show-description = Show your plan as a tree, with the board
command-plan-clear-name = clear
command-plan-clear-description = Remove every line of your plan
