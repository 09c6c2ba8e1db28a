count-moves = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}

game-quoridor = Quoridor
game-sensei = Sensei
game-niwa = Niwa

level-easy = leicht
level-normal = normal
level-hard = schwer
level-master = Meister

teban-at-level = teban ({ $level })
