# Jugadas condicionales (`/plan`): ver locales/en/plans.ftl.

plan-played = { $player } jugó { $move }, según lo previsto.

plan-added = Línea añadida: tu plan tiene { $lines ->
    [one] una línea
   *[other] { $lines } líneas
}, que solo se juegan si { $opponent } hace sus jugadas.
plan-already = Tu plan ya tiene esa línea ({ $lines ->
    [one] una línea
   *[other] { $lines } líneas
} en total).
plan-show-heading = Tu plan: su jugada → tu respuesta ({ $lines ->
    [one] una línea
   *[other] { $lines } líneas
}).
plan-show-more = …y { $rows } filas más.
plan-none = No tienes plan en esta partida: añade una línea con `/plan añadir`.
plan-cleared = Plan borrado ({ $lines ->
    [one] una línea quitada
   *[other] { $lines } líneas quitadas
}).

plan-refusal-two-players = los planes son para partidas de dos jugadores
plan-refusal-your-turn = es tu turno: un plan empieza con la jugada de tu rival, juega primero
plan-refusal-empty = escribe una línea: su jugada, tu respuesta, su siguiente jugada, tu respuesta… (turnos de Sensei y Niwa separados por `;`)
plan-refusal-no-reply = una línea termina con tu respuesta: añade la jugada con la que responderías
plan-refusal-too-long = esa línea tiene { $plies } jugadas, y una línea tiene como mucho { $most }
plan-refusal-full = tu plan ya tiene { $most } líneas, el máximo: bórralo o espera una jugada
plan-refusal-bad-move = la jugada { $position } de la línea, { $move }, no se puede jugar: { $reason }
plan-refusal-after-the-end = la partida termina antes de la jugada { $position } de la línea: acaba la línea ahí
plan-refusal-clash = tu plan ya responde a { $theirs } con { $planned }: una respuesta por jugada (borra el plan para cambiarla)

command-plan-name = plan
command-plan-description = Prevé tus respuestas a las próximas jugadas de tu rival (solo tú lo ves)
command-plan-add-name = añadir
command-plan-add-description = Añade una línea: su jugada, tu respuesta, su siguiente jugada, tu respuesta…
command-plan-add-line-name = línea
command-plan-add-line-description = P. ej. e7 e3h e6 d5v (turnos de Sensei y Niwa separados por ;)
command-plan-show-name = ver
command-plan-show-description = Muestra tu plan como árbol, con el tablero
command-plan-clear-name = borrar
command-plan-clear-description = Quita todas las líneas de tu plan
