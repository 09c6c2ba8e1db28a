# Le jeu : ce que lit le salon quand un coup est joué, où en est une partie, comment elle a
# fini, les boutons, la liste des coups légaux, les suggestions de l'autocomplétion et la liste
# des parties à regarder. Garder `commandes` et notation des coups tels quels ; le nom d'un
# joueur est un argument que chaque interface écrit à sa façon (en gras sur Discord).

# La ligne d'état, après la phrase du dernier coup (sa première lettre y est mise en capitale).
play-status-to-move = au tour de { $player } (coup { $move })
play-status-waiting = en attente
play-outcome-win = { $player } gagne ({ $reason })
play-outcome-draw = nulle par accord mutuel
play-aborted-by = annulée par { $player }, non classée
play-aborted-by-manager = arrêtée par un gestionnaire du serveur, non classée
play-no-one-to-move = personne n'a le trait

play-reason-goal = but atteint
play-reason-resignation = par abandon
play-reason-no-legal-move = l'adversaire n'avait plus de coup légal
# La règle de Sensei contre le blocage (« anti-jeu » dans la règle du jeu).
play-reason-unfair-game = anti-jeu : la ligne infranchissable a été contestée
play-reason-time = au temps

play-button-rematch = Revanche
play-button-offer-draw = Proposer la nulle
play-button-agree-draw = Accepter la nulle
play-button-resign = Abandonner
play-button-board = Plateau

play-moved = { $player } a joué { $move }.
play-resigns = { $player } abandonne.
play-aborted-early = Tous les joueurs n'avaient pas encore joué : la partie s'arrête sans résultat.
play-manager-ends = { $player } met fin à la partie en tant que gestionnaire du serveur.
play-draw-agrees = { $player } accepte.
play-draw-offered = { $player } propose la nulle.

play-legal-heading = { $mine ->
    [yes] Tes coups légaux
   *[other] Coups légaux de { $player }
}
play-legal-starting-with = { $heading } commençant par `{ $prefix }`
play-legal-one-action-at-a-time = { $heading }, une action à la fois
play-legal-first = { $heading } ({ $shown } premiers sur { $total })
play-legal-none = { $heading } : aucun.
play-legal-list = { $heading } : { $list }
play-legal-actions = { $heading } : { $list }. Ils mènent à { $turns ->
    [one] { $turns } tour complet
   *[other] { $turns } tours complets
} ; ajoute une action (`legal { $example }`) pour voir la suite.

play-autocomplete-no-game = tu n'as aucune partie dans ce salon
play-autocomplete-turn = c'est au tour de { $player } (coup { $move })

play-watch-none = Aucune partie n'est en cours sur ce serveur : lance un `/challenge` !
play-watch-header = **{ $count ->
    [one] { $count } partie en cours sur ce serveur
   *[other] { $count } parties en cours sur ce serveur
}** (regarde-en une avec `/board game:`) :
play-watch-line = • partie n° { $game } · { $title } : { $players }, { $status }
