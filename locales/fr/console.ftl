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

## Le plateau en texte de `teban play`, sous le plateau : la clé de ses marques et ce que chaque place a en main.
# Quoridor : les barrières en main d'une place (« place 1 : 9 barrières ») ; les places sont jointes par « · ».
diagram-quoridor-fences = place { $seat } : { $fences ->
    [one] { $fences } barrière
   *[other] { $fences } barrières
}
# Sensei : les lettres du plateau (g, r, S, M restent telles quelles dans toutes les langues).
diagram-sensei-key = place 1 : pierres vertes g, le Sage S · place 2 : pierres rouges r, le Singe M
diagram-sensei-pits = gouffres #
# Niwa : les marques du jardin, puis une ligne par figurine : $beads sont les lettres de ses perles, celle
# du dessus d'abord ($count en tout) ; $lines les couleurs des lignes autour d'elle (« e5:G f4:O »).
diagram-niwa-key = @1, @2 : les bases des places 1 et 2 ; 1, 2 : leurs figurines
diagram-niwa-figurine = place { $seat } en { $cell } { $count ->
    [0] ne porte aucune perle
   *[other] porte [{ $beads }] (le dessus d'abord)
} ; lignes { $lines }
