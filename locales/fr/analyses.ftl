# Analyses des parties par le moteur (/analysis et le bouton Analyser).
analyses-button = Analyser
analyses-post-lead = Analyse de la partie #{ $game } : les chances de gagner de chaque camp au fil de la partie, et les coups qui ont coûté le plus à chaque joueur (numérotés comme dans le relevé de la partie).
analyses-post-no-mistake = { $player } n'a joué aucun coup qui lui ait coûté une chance de gagner.
analyses-post-mistake = coup { $move }, { $player } a joué { $played } ({ $before } % → { $after } %) ; mieux : { $best }
analyses-post-mistake-no-best = coup { $move }, { $player } a joué { $played } ({ $before } % → { $after } %)
analyses-queued = Analyse de la partie #{ $game } en cours ; le résultat sera publié dans { $channel }.
analyses-queued-private = Analyse de la partie #{ $game } en cours ; le résultat te parviendra à toi seul, par message privé.
analyses-already-queued = la partie #{ $game } est déjà en cours d'analyse ; le résultat sera publié dès qu'il sera prêt.
analyses-server-full = ce serveur a déjà { $limit } analyses en attente : redemande quand l'une d'elles aura été publiée
analyses-player-full = tu as déjà { $limit } analyses en attente : redemande quand l'une d'elles aura été publiée
analyses-unfinished-not-yours = la partie #{ $game } n'est pas terminée : seuls ses joueurs peuvent la faire analyser
analyses-against-master = la partie #{ $game } se joue contre teban au niveau maître : elle sera analysée une fois terminée
analyses-no-moves = la partie #{ $game } n'a aucun coup à analyser
# Suit directement refusal-no-game-here ; {" "} est une espace initiale.
analyses-no-game-hint = { " " }à analyser : indique-en une, comme `game:12`
help-analysis = l'analyse d'une partie par le moteur : les chances de gagner de chaque camp et les coups les plus coûteux de chaque joueur, publiée dans le fil de la partie (aussi le bouton Analyser sous une partie terminée)
command-analysis-name = analyse
command-analysis-description = L'analyse d'une partie par le moteur, dans son fil : ta dernière partie ici, ou une du serveur
command-analysis-game-name = partie
command-analysis-game-description = Le numéro de la partie (sous son plateau : partie n° 12) ; par défaut : ta dernière partie ici
