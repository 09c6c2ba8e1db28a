# Le profil d’un joueur (/profile, src/table/profile.rs) : cotes, résultats, série, temps par coup.

profile-title = { $player } { $place ->
        [server] sur ce serveur
       *[other] ici
    }
profile-no-games = { $player } n’a encore joué aucune partie { $place ->
        [server] sur ce serveur
       *[other] ici
    }.
profile-rating = Cote ({ $players } joueurs) : { $rating } (±{ $deviation })
# V : victoires, D : défaites, N : nulles.
profile-games = { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    } : { $wins }V { $losses }D { $draws }N
profile-letter-win = V
profile-letter-loss = D
profile-letter-draw = N
profile-last-result = { $result } contre { $opponents }
profile-streak-wins = { $count ->
        [one] { $count } victoire
       *[other] { $count } victoires
    }
profile-streak-losses = { $count ->
        [one] { $count } défaite
       *[other] { $count } défaites
    }
profile-streak-draws = { $count ->
        [one] { $count } nulle
       *[other] { $count } nulles
    }
profile-streak = Série : { $streak } · Derniers résultats : { $last }
profile-median-time = Temps médian par coup : { $time } ({ $count ->
        [one] { $count } coup
       *[other] { $count } coups
    })
profile-seconds = { $count } s
