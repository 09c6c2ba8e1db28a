# Análisis de partidas por el motor (/analysis y el botón Analizar).
analyses-button = Analizar
analyses-post-lead = Análisis de la partida #{ $game }: las posibilidades de ganar de cada bando a lo largo de la partida y las jugadas que más le costaron a cada jugador (numeradas como en el registro de la partida).
analyses-post-no-mistake = { $player } no hizo ninguna jugada que le costara posibilidades de ganar.
analyses-post-mistake = jugada { $move }, { $player } jugó { $played } ({ $before } % → { $after } %); mejor: { $best }
analyses-post-mistake-no-best = jugada { $move }, { $player } jugó { $played } ({ $before } % → { $after } %)
analyses-queued = Analizando la partida #{ $game }; el resultado se publicará en { $channel }.
analyses-queued-private = Analizando la partida #{ $game }; el resultado te llegará solo a ti, por mensaje directo.
analyses-already-queued = la partida #{ $game } ya se está analizando; el resultado se publicará en cuanto esté listo.
analyses-server-full = este servidor ya tiene { $limit } análisis en espera: vuelve a pedirlo cuando se publique uno
analyses-player-full = ya tienes { $limit } análisis en espera: vuelve a pedirlo cuando se publique uno
analyses-unfinished-not-yours = la partida #{ $game } no ha terminado: solo sus jugadores pueden pedir su análisis
analyses-against-master = la partida #{ $game } se juega contra teban en nivel maestro: se analizará cuando termine
analyses-no-moves = la partida #{ $game } no tiene jugadas que analizar
# Sigue directamente a refusal-no-game-here; {" "} es un espacio inicial.
analyses-no-game-hint = { " " }para analizar: indica una, como `game:12`
help-analysis = el análisis de una partida por el motor: las posibilidades de ganar de cada bando y las jugadas más costosas de cada jugador, publicado en el hilo de la partida (también el botón Analizar bajo una partida terminada)
command-analysis-name = análisis
command-analysis-description = El análisis de una partida por el motor, en su hilo: tu última partida aquí u otra del servidor
command-analysis-game-name = partida
command-analysis-game-description = El número de la partida (bajo su tablero: partida n.º 12); por defecto: tu última partida aquí
