# Refus : pourquoi teban n'a pas fait ce qu'on lui demandait. Seul celui qui a demandé les lit,
# dans sa langue. Ils commencent par une minuscule. Garder `commandes` et notation des coups
# tels quels ; noms, moments et salons sont des arguments que chaque interface écrit à sa façon.

refusal-no-game-here = tu n'as aucune partie dans ce salon{ $hint }
refusal-hint-challenge = {" "}: défie quelqu'un pour en commencer une
refusal-hint-elsewhere = {" "}(tu en as { $count } ailleurs)
refusal-not-your-game = tu ne joues pas dans cette partie
refusal-not-your-turn = ce n'est pas ton tour : c'est à { $player } de jouer
refusal-game-over = la partie est terminée : { $outcome }
refusal-stale = c'était pour une position précédente : la partie a avancé, { $now }
refusal-out-of-time = ton temps pour ce coup s'est écoulé { $due } : tu as perdu au temps
refusal-no-such-game = cette partie n'existe pas
refusal-not-on-this-server = la partie n° { $game } ne se joue pas sur ce serveur
refusal-no-such-challenge = ce défi n'existe pas
refusal-not-your-challenge = ce défi ne t'est pas adressé
refusal-challenge-expired = le défi a expiré : il est resté ouvert { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
refusal-challenge-closed = le défi a déjà été { $state ->
    [accepted] accepté
    [declined] refusé
    [cancelled] annulé
    [expired] clos, faute de réponse
   *[other] clos
}
refusal-already-playing = { $player } joue déjà une partie dans ce salon (une partie par joueur et par salon)
refusal-storage = quelque chose s'est mal passé du côté de teban ; rien n'a été modifié : réessaie, et si cela se reproduit, donne ce code aux gestionnaires du serveur : `{ $id }`
refusal-resigned = tu as abandonné cette partie ; les autres continuent
refusal-bad-button = `{ $id }` n'est pas un bouton de teban
refusal-too-late-to-abort = trop tard pour annuler : chaque joueur a déjà joué ; abandonne ou propose la nulle
refusal-not-a-manager = seul un membre qui peut gérer ce serveur peut mettre fin aux parties des autres
refusal-no-draw-offered = aucune nulle n'est proposée : propose-la toi-même
refusal-draw-already-offered = tu proposes déjà la nulle ; les autres doivent encore l'accepter
refusal-seat-count = { $game } se joue à { $seats } joueurs, pas à { $players }
refusal-named-twice = { $player } est nommé deux fois : chaque joueur occupe une seule place
refusal-type-a-move = écris un coup, par exemple e2 (commence à taper pour voir les coups légaux)
refusal-move-too-long = cela fait { $length } caractères, et aucun coup ne dépasse { $longest }
refusal-move-characters = un coup ne contient que des lettres, des chiffres et les signes - @ ^ > :
refusal-games-all-outside = `/games all` liste les parties d'un serveur : utilise-le sur un serveur
refusal-direct-message-others = en message privé, tu ne vois que tes propres parties : regarde les autres joueurs sur un serveur
refusal-played-elsewhere = la partie n° { $game } se joue dans { $channel }
refusal-challenge-not-on-this-server = le défi n° { $challenge } n'a pas été lancé sur ce serveur
refusal-challenge-elsewhere = le défi n° { $challenge } a été lancé dans { $channel }
refusal-button-not-on-message = ce bouton n'est pas sur le message où il a été cliqué ; rien n'a été fait
