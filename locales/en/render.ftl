# The words drawn in the pictures: the header above every board (the move, the players' cards,
# whose turn it is or how the game ended), the rating chart of /profile, and the notes of an
# animated replay. Coordinates, move notation and the pieces' letters stay as they are.
# Pictures have little room: keep each text about as short as the English (a text too long is
# drawn smaller, and a player's name in it is cut).

# A seat nobody named: "Seat 2".
render-seat = Seat { $seat }

## The header's top right: how far the game is, and the last move in notation ($last).
render-new-game = New game
render-move = Move { $ply }
render-move-last = Move { $ply } · { $last }

## The header's bottom line: whose turn it is, or how the game ended. $name is a player's name.
render-to-play = { $name } to play
render-wins-goal = { $name } reached the goal and wins
render-wins-resignation = { $name } wins by resignation
render-wins-no-legal-move = { $name } wins: the opponent cannot move
render-wins-unfair = { $name } wins: unfair game
render-wins-time = { $name } wins on time
render-draw = Drawn by agreement

## The small tags in capitals on a player's card (about 15 letters at most).
render-tag-to-play = TO PLAY
render-tag-winner = WINNER
# A player who resigned or was removed from a 4-player game.
render-tag-left = LEFT

## Quoridor's header.
# The title of a game of more than two: "Quoridor · 4 players".
render-quoridor-title-players = Quoridor · { $players } players
# Under a player's name: the fences they have left to place.
render-quoridor-fences = { $count ->
    [one] { $count } fence
   *[other] { $count } fences
}

## Sensei's header. Each card says the player's character and the row it must reach.
render-sensei-sage = The Sage
render-sensei-monkey = The Monkey
# "The Sage · to rank 7"
render-sensei-detail = { $character } · to rank { $rank }

## Niwa's header. $garden is the garden's name as players type it (compact, path, wide).
render-niwa-title = Niwa · { $garden } garden
# A player's base (where their figurines start) and goal (the opponent's base), as space names.
render-niwa-base-goal = base { $base } · goal { $goal }
# Before a player has set up their figurines.
render-niwa-setting-up = sets up around { $base }

## The rating chart of /profile.
render-chart-empty = No rated game yet
# A line of the chart: a game and its number of players, "Quoridor (4p)"; keep it short.
render-chart-ladder = { $game } ({ $players }p)
# A day under the time axis: $month is 1 to 12, $day the day, $year the year as written.
render-chart-date = { $month ->
    [1] Jan
    [2] Feb
    [3] Mar
    [4] Apr
    [5] May
    [6] Jun
    [7] Jul
    [8] Aug
    [9] Sep
    [10] Oct
    [11] Nov
   *[12] Dec
} { $day }, { $year }

## What an animated replay of a long game left out (after "Shortened:" in the reply).
render-replay-faster = a long game, so each move is shown { $seconds } s
render-replay-fewer = one position in { $step } is shown ({ $shown } of { $positions }) to stay under { $megabytes } MB

## A tournament's standings picture: the table's column headers (keep them short: a column is
## about 110 pixels), and the line under the title.
render-standings-rank = Rank
render-standings-player = Player
render-standings-points = Points
render-standings-games = Games
# The tie-breaks: Buchholz with the lowest opponent cut, Sonneborn-Berger, direct encounter.
render-standings-buchholz-cut1 = Buchholz cut 1
render-standings-sonneborn-berger = Sonneborn-Berger
render-standings-direct-encounter = Head-to-head
render-standings-round = Round { $round } of { $rounds }
render-standings-final = Final standings

## The analysis's chart of each player's chance to win: its title, the caption under the move
## numbers, and a chance on the left axis.
render-analysis-title = Chance to win, move by move
render-analysis-moves = Move
render-analysis-percent = { $percent }%
# A replay's frame just after a takeback: said before the status line.
render-replay-taken-back = ↶ Move taken back
# What happened, then the status line: "↶ Move taken back · Ann to play".
render-caption = { $caption } · { $status }
