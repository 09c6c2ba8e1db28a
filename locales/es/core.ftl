count-moves = { $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
}

game-quoridor = Quoridor
game-sensei = Sensei
game-niwa = Niwa

level-easy = fácil
level-normal = normal
level-hard = difícil
level-master = maestro

teban-at-level = teban ({ $level })
