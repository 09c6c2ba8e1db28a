# What every part of teban says alike: the games' names, the levels, counts.

# A number of moves (plies).
count-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}

game-quoridor = Quoridor
game-sensei = Sensei
game-niwa = Niwa

level-easy = easy
level-normal = normal
level-hard = hard
level-master = master

# The name teban plays under at a level: "teban (hard)".
teban-at-level = teban ({ $level })
