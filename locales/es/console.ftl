# Lo que dice la mesa del terminal (`teban play`) por sí misma: indicaciones, ayuda, avisos sobre la
# partida y la imagen del tablero, errores. Los comandos (legal, board, games, draw, resign, help,
# quit) siguen en inglés, como la notación: no traducirlos en console-help y mantener las columnas.

console-default-name = Jugador { $number }
console-vs-bot-two-players = teban ocupa un solo asiento: en el terminal elige una partida de dos jugadores, no de { $seats }
console-vs-bot-one-name = { $count ->
    [one] contra teban, indica el nombre del único jugador en el teclado
   *[other] contra teban, indica el nombre del único jugador en el teclado, no { $count }
}

console-started = Partida n.º { $id } empezada: { $title }
console-resumed = Partida n.º { $id } retomada: { $title }
console-help-hint = Escribe `help` para ver los comandos.
console-prompt = Le toca a { $name }
console-saved = La partida está guardada; vuelve a ejecutar el mismo comando para seguir.
console-not-text = Esa línea no es texto (UTF-8); inténtalo de nuevo.
console-refused = { $refusal }; inténtalo de nuevo.
console-nobody-seated = no hay nadie sentado
console-board-written = imagen del tablero: { $path }
console-board-not-written = no se pudo escribir { $path }: { $error }
console-teban-turn-held = el turno de teban lo tiene una ejecución que se detuvo mientras pensaba; se retoma cuando caduque esa reserva (en { $seconds } s como mucho)…
console-teban-turn-lost = el turno de teban lo tiene otra ejecución y no se ha jugado

console-help =
    Escribe una jugada en la notación del juego (Quoridor: e2 para avanzar, e3h o e3v para una barrera, pass si no puedes mover).
    Comandos:
      legal [prefix]  lista las jugadas legales del jugador al que le toca que empiezan por prefix
                      (un turno de varias acciones, una acción cada vez)
      board           muestra el tablero otra vez
      games           las partidas sin terminar de cada jugador en el teclado, primero aquellas en que le toca
      draw            todos los del teclado acuerdan tablas
      resign          el jugador al que le toca abandona
      help            este texto
      quit            salir; la partida queda guardada y sigue cuando vuelvas a ejecutar el mismo comando

## El tablero en texto de `teban play`, bajo el tablero: la clave de sus marcas y lo que tiene cada asiento.
# Quoridor: las barreras que le quedan a un asiento («asiento 1: 9 barreras»); los asientos se unen con « · ».
diagram-quoridor-fences = asiento { $seat }: { $fences ->
    [one] { $fences } barrera
   *[other] { $fences } barreras
}
# Sensei: las letras del tablero (g, r, S, M quedan igual en todos los idiomas).
diagram-sensei-key = asiento 1: piedras verdes g, el Sabio S · asiento 2: piedras rojas r, el Mono M
diagram-sensei-pits = hoyos #
# Niwa: las marcas del jardín y luego una línea por figura: $beads son las letras de sus cuentas, la de
# arriba primero ($count en total); $lines los colores de las líneas a su alrededor («e5:G f4:O»).
diagram-niwa-key = @1, @2: las bases de los asientos 1 y 2; 1, 2: sus figuras
diagram-niwa-figurine = asiento { $seat } en { $cell } { $count ->
    [0] no lleva ninguna cuenta
   *[other] lleva [{ $beads }] (la de arriba primero)
}; líneas { $lines }
