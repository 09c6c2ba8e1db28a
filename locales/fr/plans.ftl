# Coups conditionnels (`/plan`) : voir locales/en/plans.ftl.

plan-played = { $player } a joué { $move }, comme prévu.

plan-added = Ligne ajoutée : ton plan compte { $lines ->
    [one] une ligne
   *[other] { $lines } lignes
}, jouées seulement si { $opponent } joue ses coups.
plan-already = Ton plan contient déjà cette ligne ({ $lines ->
    [one] une ligne
   *[other] { $lines } lignes
} en tout).
plan-show-heading = Ton plan : son coup → ta réponse ({ $lines ->
    [one] une ligne
   *[other] { $lines } lignes
}).
plan-show-more = …et { $rows } lignes de plus.
plan-none = Tu n’as pas de plan dans cette partie : ajoute une ligne avec `/plan ajouter`.
plan-cleared = Plan effacé ({ $lines ->
    [one] une ligne retirée
   *[other] { $lines } lignes retirées
}).

plan-refusal-two-players = les plans sont pour les parties à deux joueurs
plan-refusal-your-turn = c’est ton tour : un plan commence par le coup de ton adversaire, joue d’abord
plan-refusal-empty = écris une ligne : son coup, ta réponse, son coup suivant, ta réponse… (tours de Sensei et de Niwa séparés par `;`)
plan-refusal-no-reply = une ligne finit par ta réponse : ajoute le coup que tu jouerais
plan-refusal-too-long = cette ligne a { $plies } coups, et une ligne en compte au plus { $most }
plan-refusal-full = ton plan compte déjà { $most } lignes, le maximum : efface-le ou attends un coup
plan-refusal-bad-move = le coup { $position } de la ligne, { $move }, ne peut pas être joué : { $reason }
plan-refusal-after-the-end = la partie est finie avant le coup { $position } de la ligne : arrête la ligne là
plan-refusal-clash = ton plan répond déjà à { $theirs } par { $planned } : une seule réponse par coup (efface le plan pour la changer)

command-plan-name = plan
command-plan-description = Prévois tes réponses aux prochains coups de ton adversaire (toi seul le vois)
command-plan-add-name = ajouter
command-plan-add-description = Ajoute une ligne : son coup, ta réponse, son coup suivant, ta réponse…
command-plan-add-line-name = ligne
command-plan-add-line-description = Par ex. e7 e3h e6 d5v (tours de Sensei et de Niwa séparés par ;)
command-plan-show-name = voir
command-plan-show-description = Montre ton plan en arbre, avec le plateau
command-plan-clear-name = effacer
command-plan-clear-description = Retire toutes les lignes de ton plan
