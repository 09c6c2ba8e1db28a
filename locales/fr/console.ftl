# Ce que dit la table du terminal (`teban play`) elle-même : invites, aide, messages sur la partie
# et l'image du plateau, erreurs. Les commandes (legal, board, games, draw, resign, help, quit)
# restent en anglais, comme la notation : ne pas les traduire dans console-help, et garder les colonnes.

console-default-name = Joueur { $number }
console-vs-bot-two-players = teban joue une seule place : au terminal, choisis une partie à deux joueurs, pas à { $seats }
console-vs-bot-one-name = { $count ->
    [one] contre teban, donne le nom du seul joueur au clavier
   *[other] contre teban, donne le nom du seul joueur au clavier, pas { $count } noms
}

console-started = Partie n° { $id } commencée : { $title }
console-resumed = Partie n° { $id } reprise : { $title }
console-help-hint = Tape `help` pour voir les commandes.
console-prompt = À { $name } de jouer
console-saved = La partie est enregistrée ; relance la même commande pour continuer.
console-not-text = Cette ligne n’est pas du texte (UTF-8) ; réessaie.
console-refused = { $refusal } ; réessaie.
console-nobody-seated = personne n’est assis à la table
console-board-written = image du plateau : { $path }
console-board-not-written = impossible d’écrire { $path } : { $error }
console-teban-turn-held = le tour de teban est détenu par une exécution arrêtée pendant qu’il réfléchissait ; il sera repris à l’expiration de cette réservation (d’ici { $seconds } s)…
console-teban-turn-lost = le tour de teban est détenu ailleurs et n’a pas été joué

console-help =
    Tape un coup dans la notation du jeu (Quoridor : e2 pour avancer, e3h ou e3v pour une barrière, pass si bloqué).
    Commandes :
      legal [prefix]  liste les coups légaux du joueur au trait qui commencent par prefix
                      (un tour de plusieurs actions, une action à la fois)
      board           affiche à nouveau le plateau
      games           les parties en cours de chaque joueur au clavier, celles où c’est son tour d’abord
      draw            tous les joueurs au clavier acceptent la nulle
      resign          le joueur au trait abandonne
      help            ce texte
      quit            quitter ; la partie est enregistrée et reprend quand tu relances la même commande
