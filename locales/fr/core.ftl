count-moves = { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}

game-quoridor = Quoridor
game-sensei = Sensei
game-niwa = Niwa

level-easy = facile
level-normal = normal
level-hard = difficile
level-master = maître

teban-at-level = teban ({ $level })
