vacation-line-start = 🏖️ { $player } está de vacaciones hasta el { $until }: su reloj se detiene mientras tanto.
vacation-line-auto = 🏖️ { $player } iba a quedarse sin tiempo: se tomó automáticamente un día de vacaciones, hasta el { $until }.
vacation-line-end = { $player } volvió de vacaciones: su reloj corre de nuevo.

vacation-started = 🏖️ Estás de vacaciones hasta el { $until }: tus relojes se detienen en todas tus partidas de este servidor.
vacation-ended = Bienvenido de vuelta: tus relojes corren de nuevo desde ahora.
vacation-auto-on = Vacaciones automáticas activadas: cuando tu tiempo fuera a agotarse, se toma un día de vacaciones (mientras te queden), y se dice en el hilo de la partida.
vacation-auto-off = Vacaciones automáticas desactivadas.
vacation-days-left = { $count ->
    [one] Vacaciones: te queda { $count } día este año.
   *[other] Vacaciones: te quedan { $count } días este año.
}

vacation-refusal-no-server = Las vacaciones se toman en un servidor: usa este comando allí.
vacation-refusal-off = Este servidor no da días de vacaciones.
vacation-refusal-already = Ya estás de vacaciones, hasta el { $until }. Termínalas con `/vacation end`.
vacation-refusal-days = { $left ->
    [0] No te quedan días de vacaciones este año.
    [one] Puedes tomar 1 día como máximo: es lo que te queda este año.
   *[other] Puedes tomar de 1 a { $left } días: es lo que te queda este año.
}
vacation-refusal-not-on = No estás de vacaciones.
