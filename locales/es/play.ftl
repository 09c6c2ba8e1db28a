# El juego: lo que lee el canal cuando se juega una jugada, cómo va una partida, cómo terminó,
# los botones, la lista de jugadas legales, las sugerencias del autocompletado y la lista de
# partidas para mirar. Deja `comandos` y la notación de las jugadas tal cual; el nombre de un
# jugador es un marcador que cada interfaz escribe a su manera (en negrita en Discord).

# La línea de estado, tras la frase de la última jugada (allí su primera letra va en mayúscula).
play-status-to-move = le toca a { $player } (jugada { $move })
play-status-waiting = en espera
play-outcome-win = { $player } gana ({ $reason })
play-outcome-draw = tablas de mutuo acuerdo
play-aborted-by = anulada por { $player }, sin puntuar
play-aborted-by-manager = terminada por un gestor del servidor, sin puntuar
play-no-one-to-move = no le toca a nadie

play-reason-goal = alcanzó la meta
play-reason-resignation = por abandono
play-reason-no-legal-move = el rival no tenía ninguna jugada legal
# La regla de Sensei contra el bloqueo del tablero («juego desleal»).
play-reason-unfair-game = juego desleal: la barrera fue disputada
play-reason-time = por tiempo

play-button-rematch = Revancha
play-button-offer-draw = Ofrecer tablas
play-button-agree-draw = Aceptar tablas
play-button-resign = Abandonar
play-button-board = Tablero

play-moved = { $player } jugó { $move }.
play-resigns = { $player } abandona.
play-aborted-early = Aún no habían jugado todos, así que la partida termina sin resultado.
play-manager-ends = { $player } termina la partida como gestor del servidor.
play-draw-agrees = { $player } acepta.
play-draw-offered = { $player } ofrece tablas.

play-legal-heading = { $mine ->
    [yes] Tus jugadas legales
   *[other] Jugadas legales de { $player }
}
play-legal-starting-with = { $heading } que empiezan por `{ $prefix }`
play-legal-one-action-at-a-time = { $heading }, acción por acción
play-legal-first = { $heading } (las { $shown } primeras de { $total })
play-legal-none = { $heading }: ninguna.
play-legal-list = { $heading }: { $list }
play-legal-actions = { $heading }: { $list }. Llevan a { $turns ->
    [one] { $turns } turno completo
   *[other] { $turns } turnos completos
}; añade una acción (`legal { $example }`) para ver lo que sigue.

play-autocomplete-no-game = no tienes ninguna partida en este canal
play-autocomplete-turn = le toca a { $player } (jugada { $move })

play-watch-none = Ahora no se juega ninguna partida en este servidor: ¡lanza un `/challenge` a alguien!
play-watch-header = **{ $count ->
    [one] { $count } partida en curso en este servidor
   *[other] { $count } partidas en curso en este servidor
}** (mira una con `/board game:`):
play-watch-line = • partida n.º { $game } · { $title }: { $players }, { $status }
