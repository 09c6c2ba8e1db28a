# Das Profil eines Spielers (/profile, src/table/profile.rs): Wertungen, Ergebnisse, Serie,
# Zeit pro Zug.

profile-title = { $player } { $place ->
        [server] auf diesem Server
       *[other] hier
    }
profile-no-games = { $player } hat { $place ->
        [server] auf diesem Server
       *[other] hier
    } noch keine Partie gespielt.
profile-rating = Wertung ({ $players } Spieler): { $rating } (±{ $deviation })
# S: Siege, N: Niederlagen, R: Remis.
profile-games = { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    }: { $wins }S { $losses }N { $draws }R
profile-letter-win = S
profile-letter-loss = N
profile-letter-draw = R
profile-last-result = { $result } gegen { $opponents }
profile-streak-wins = { $count ->
        [one] { $count } Sieg
       *[other] { $count } Siege
    }
profile-streak-losses = { $count ->
        [one] { $count } Niederlage
       *[other] { $count } Niederlagen
    }
profile-streak-draws = { $count } Remis
profile-streak = Serie: { $streak } · Zuletzt: { $last }
profile-median-time = Zeit pro Zug (Median): { $time } ({ $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    })
profile-seconds = { $count } s
