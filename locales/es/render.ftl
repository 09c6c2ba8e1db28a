# Las palabras dibujadas en las imágenes: la cabecera sobre cada tablero (la jugada, las tarjetas
# de los jugadores, a quién le toca o cómo acabó la partida), la gráfica de puntuación de /profile
# y las notas de una repetición animada. Coordenadas, notación y letras de las piezas no cambian.
# Hay poco sitio: cada texto debe ser más o menos tan corto como el inglés.

# Un asiento sin nombre: «Asiento 2».
render-seat = Asiento { $seat }

## Arriba a la derecha de la cabecera: cómo va la partida y la última jugada en notación ($last).
render-new-game = Partida nueva
render-move = Jugada { $ply }
render-move-last = Jugada { $ply } · { $last }

## La línea inferior de la cabecera. $name es el nombre de un jugador.
render-to-play = Le toca a { $name }
render-wins-goal = { $name } llega a la meta y gana
render-wins-resignation = { $name } gana por abandono
render-wins-no-legal-move = { $name } gana: el rival no puede mover
render-wins-unfair = { $name } gana: partida desleal
render-wins-time = { $name } gana por tiempo
render-draw = Tablas por mutuo acuerdo

## Las etiquetas pequeñas en mayúsculas de la tarjeta de un jugador.
render-tag-to-play = LE TOCA
render-tag-winner = GANA
# Un jugador que abandonó o fue retirado de una partida de 4.
render-tag-left = FUERA

## La cabecera de Quoridor.
render-quoridor-title-players = Quoridor · { $players } jugadores
render-quoridor-fences = { $count ->
    [one] { $count } barrera
   *[other] { $count } barreras
}

## La cabecera de Sensei: el personaje de cada uno y la fila a la que debe llegar.
render-sensei-sage = El Sabio
render-sensei-monkey = El Mono
render-sensei-detail = { $character } · hacia la fila { $rank }

## La cabecera de Niwa. $garden es el nombre del jardín tal como se escribe (compact, path, wide).
render-niwa-title = Niwa · jardín { $garden }
render-niwa-base-goal = base { $base } · meta { $goal }
render-niwa-setting-up = se coloca en torno a { $base }

## La gráfica de puntuación de /profile.
render-chart-empty = Aún no hay partidas puntuadas
render-chart-ladder = { $game } ({ $players } j.)
render-chart-date = { $day } { $month ->
    [1] ene
    [2] feb
    [3] mar
    [4] abr
    [5] may
    [6] jun
    [7] jul
    [8] ago
    [9] sept
    [10] oct
    [11] nov
   *[12] dic
} { $year }

## Lo que una repetición animada de una partida larga ha dejado fuera.
render-replay-faster = una partida larga: cada jugada se muestra { $seconds } s
render-replay-fewer = se muestra una posición de cada { $step } ({ $shown } de { $positions }) para no pasar de { $megabytes } MB

## La clasificación de un torneo en imagen: los encabezados de las columnas (cortos: una columna
## mide unos 110 píxeles) y la línea bajo el título.
render-standings-rank = Puesto
render-standings-player = Jugador
render-standings-points = Puntos
render-standings-games = Partidas
# Los desempates: Buchholz sin el rival más débil, Sonneborn-Berger, enfrentamiento directo.
render-standings-buchholz-cut1 = Buchholz −1
render-standings-sonneborn-berger = Sonneborn-Berger
render-standings-direct-encounter = Enfr. directo
render-standings-round = Ronda { $round } de { $rounds }
render-standings-final = Clasificación final

## El gráfico del análisis: la probabilidad de ganar de cada jugador.
render-analysis-title = Probabilidad de ganar, jugada a jugada
render-analysis-moves = Jugada
render-analysis-percent = { $percent } %
render-replay-taken-back = ↶ Jugada deshecha
render-caption = { $caption } · { $status }
