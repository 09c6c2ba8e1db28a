# Classements (src/table/standings.rs) : le classement et le bilan d’un joueur, que lit le salon,
# et /games, la liste de ses parties en cours, que seul l’appelant lit.

# V : victoires, D : défaites, N : nulles.
standings-results = { $wins }V { $losses }D { $draws }N
standings-ladder-title = **{ $game } — { $players } joueurs**
standings-line = { $rank }. { $player } { $rating } (±{ $deviation }) · { $results }
standings-none = Aucune partie classée de { $game } ne s’est encore terminée ici.
standings-no-rated-game = Aucune partie classée terminée sur ce serveur pour l’instant.
standings-player-ladder = { $game } ({ $players } joueurs) : { $rating } (±{ $deviation }) · { $results }
standings-playing = { $count ->
        [one] { $count } partie en cours
       *[other] { $count } parties en cours
    } (dont { $here } dans ce salon).
standings-games-none = { $player }, tu n’as aucune partie en cours { $place ->
        [server] sur ce serveur
       *[other] ici
    }.
standings-games-header = { $player }, tes parties en cours { $place ->
        [server] sur ce serveur
       *[other] ici
    } :
standings-games-line = • partie #{ $game } · { $what } contre { $opponents } : { $turn }, { $due }
standings-your-turn = à toi de jouer (coup { $move_number })
standings-to-move = au tour de { $player } (coup { $move_number })
standings-waiting = en attente
# $due : un horodatage que Discord affiche « dans 2 jours ».
standings-due = échéance { $due }
standings-no-time-limit = sans limite de temps
standings-more = …et { $count } de plus.
standings-own-ladder = Les classements appartiennent aux serveurs. Voici ton propre classement : tes parties classées contre teban en message privé, que toi seul vois.
