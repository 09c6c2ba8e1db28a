# El perfil de un jugador (/profile, src/table/profile.rs): puntuaciones, resultados, racha,
# tiempo por jugada.

profile-title = { $player } { $place ->
        [server] en este servidor
       *[other] aquí
    }
profile-no-games = { $player } aún no ha jugado ninguna partida { $place ->
        [server] en este servidor
       *[other] aquí
    }.
profile-rating = Puntuación ({ $players } jugadores): { $rating } (±{ $deviation })
# V: victorias, D: derrotas, E: empates.
profile-games = { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    }: { $wins }V { $losses }D { $draws }E
profile-letter-win = V
profile-letter-loss = D
profile-letter-draw = E
profile-last-result = { $result } contra { $opponents }
profile-streak-wins = { $count ->
        [one] { $count } victoria
       *[other] { $count } victorias
    }
profile-streak-losses = { $count ->
        [one] { $count } derrota
       *[other] { $count } derrotas
    }
profile-streak-draws = { $count ->
        [one] { $count } empate
       *[other] { $count } empates
    }
profile-streak = Racha: { $streak } · Últimos: { $last }
profile-median-time = Tiempo mediano por jugada: { $time } ({ $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    })
profile-seconds = { $count } s
