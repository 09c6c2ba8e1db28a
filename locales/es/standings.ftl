# Clasificaciones (src/table/standings.rs): la clasificación y el historial de un jugador, que
# lee el canal, y /games, la lista de tus partidas sin terminar, que solo lee quien pregunta.

# V: victorias, D: derrotas, E: empates.
standings-results = { $wins }V { $losses }D { $draws }E
standings-ladder-title = **{ $game } — { $players } jugadores**
standings-line = { $rank }. { $player } { $rating } (±{ $deviation }) · { $results }
standings-none = Aquí aún no ha terminado ninguna partida puntuable de { $game }.
standings-no-rated-game = Aún no ha terminado ninguna partida puntuable en este servidor.
standings-player-ladder = { $game } ({ $players } jugadores): { $rating } (±{ $deviation }) · { $results }
standings-playing = Jugando { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    } ({ $here } en este canal).
standings-games-none = { $player }, no tienes ninguna partida sin terminar { $place ->
        [server] en este servidor
       *[other] aquí
    }.
standings-games-header = { $player }, tus partidas sin terminar { $place ->
        [server] en este servidor
       *[other] aquí
    }:
standings-games-line = • partida #{ $game } · { $what } contra { $opponents }: { $turn }, { $due }
standings-your-turn = te toca (jugada { $move_number })
standings-to-move = le toca a { $player } (jugada { $move_number })
standings-waiting = en espera
# $due: una marca de tiempo que Discord muestra como «en 2 días».
standings-due = vence { $due }
standings-no-time-limit = sin límite de tiempo
standings-more = …y { $count } más.
standings-own-ladder = Las clasificaciones son de los servidores. Aquí tienes la tuya propia: tus partidas puntuables contra teban en mensajes directos, que solo ves tú.
