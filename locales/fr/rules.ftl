# Les mots des règles : pourquoi un coup est illégal, comment s'écrit un coup, les variantes.
# Les cases (e2), les barrières (e3h) et la notation (b1-b4 @b4, setup d2:G ...) s'écrivent de
# la même façon dans toutes les langues : les garder, ainsi que les lettres de couleur G, O et P.
# $seat est un numéro de place (1 à 4).

illegal-game-over = la partie est terminée
illegal-move-is-illegal = { $move } est illégal : { $reason }
illegal-replay-move = coup { $index } (`{ $move }`) : { $error }

## Quoridor
illegal-quoridor-already-there = ton pion est déjà sur { $square }
illegal-quoridor-fence-in-the-way = la barrière { $fence } sépare { $from } de { $to }
illegal-quoridor-occupied = le pion de la place { $seat } est sur { $square }
illegal-quoridor-unreachable = { $to } n'est pas accessible depuis { $from }
illegal-quoridor-no-fences-left = tu n'as plus de barrière
illegal-quoridor-fence-taken = il y a déjà une barrière en { $fence }
illegal-quoridor-overlaps = { $fence } chevauche la barrière { $other }
illegal-quoridor-crosses = { $fence } croise la barrière { $other }
illegal-quoridor-shuts-in = cette barrière couperait au pion de la place { $seat } tout chemin vers son but
illegal-quoridor-cannot-pass = tu ne peux passer que si tu n'as aucun autre coup légal

## Sensei
illegal-sensei-third-stone-move = tu as déjà déplacé deux pierres ce tour-ci
illegal-sensei-second-character-move = tu as déjà déplacé ton personnage ce tour-ci
illegal-sensei-after-the-win = ton personnage a atteint { $square } et gagné : le tour s'arrête là
illegal-sensei-no-stone = il n'y a pas de pierre en { $square }
illegal-sensei-not-your-stone = la pierre en { $square } n'est pas à toi
illegal-sensei-carries-character = la pierre en { $square } porte ton personnage
illegal-sensei-stays-put = une pierre doit bouger : { $square }-{ $square } ne va nulle part
illegal-sensei-not-straight = les pierres se déplacent en ligne ou en colonne, jamais en diagonale : de { $from } à { $to }, ce n'est ni l'un ni l'autre
illegal-sensei-one-square-only = en { $variant }, les pierres avancent d'une case à la fois : de { $from } à { $to }, c'est plus loin
illegal-sensei-into-pit = { $square } est un gouffre : aucune pierre ne peut s'y arrêter
illegal-sensei-taken = { $square } est occupée par { $by ->
    [own] ta pierre
    [opponent] une pierre adverse
   *[pit] un gouffre
}
illegal-sensei-blocked = { $by ->
    [own] ta pierre
    [opponent] une pierre adverse
   *[pit] un gouffre
} en { $at } barre le chemin vers { $to }
illegal-sensei-already-there = ton personnage est déjà en { $square }
illegal-sensei-no-own-stone = ton personnage ne peut aller que sur une de tes pierres, et il n'y en a pas en { $square }
illegal-sensei-not-in-line = { $to } n'est ni sur la ligne, ni sur la colonne, ni sur une diagonale de ton personnage en { $from }

## Niwa
illegal-niwa-set-up-first = place d'abord tes figurines, par exemple `setup { $example }`
illegal-niwa-already-set-up = tes figurines sont déjà dans le jardin
illegal-niwa-no-such-cell = il n'y a pas d'espace { $cell } dans ce jardin
illegal-niwa-not-a-start-space = { $cell } n'est pas l'un des six espaces de départ autour de ta base { $base }
illegal-niwa-no-figurine = tu n'as pas de figurine en { $cell }
illegal-niwa-not-neighbours = { $to } n'est pas voisin de { $from }
illegal-niwa-occupied = { $cell } est occupé
illegal-niwa-own-base = { $cell } est ta propre base : tes figurines ne peuvent pas s'y arrêter
illegal-niwa-no-bead = la figurine en { $from } n'a plus de perle pour franchir la ligne vers { $to }
illegal-niwa-wrong-colour = la ligne de { $from } à { $to } est { $line ->
    [green] verte
    [orange] orange
   *[pink] rose
} et ta perle du dessus est { $bead ->
    [green] verte
    [orange] orange
   *[pink] rose
}
illegal-niwa-give-to-mover = la perle dépensée pour le pas vers { $cell } doit aller à une autre figurine que celle qui se déplace
illegal-niwa-no-taker = tu n'as pas de figurine en { $cell } pour prendre la perle
illegal-niwa-full = la figurine en { $cell } porte déjà trois perles
illegal-niwa-which-taker = dis quelle figurine prend la perle dépensée pour le pas vers { $cell } : { $cell }>{ $a } ou { $cell }>{ $b }
illegal-niwa-nobody-takes = tes autres figurines portent toutes trois perles : aucune ne peut prendre la perle dépensée en { $cell }
illegal-niwa-past-the-base = la figurine atteint la base adverse en { $cell } : la partie est gagnée là et le déplacement s'arrête
illegal-niwa-jump-with-beads = la figurine en { $cell } porte encore des perles : seule une figurine sans perle peut sauter
illegal-niwa-not-a-jump = { $to } n'est pas un point d'arrivée d'un saut depuis { $from }
illegal-niwa-behind-is-free = { $to } est à deux espaces derrière { $from } : ce saut n'est permis que si les trois espaces juste derrière { $from } sont tous occupés
illegal-niwa-empty-move = un déplacement demande au moins un pas ou un saut
illegal-niwa-no-bead-to-give = la figurine en { $cell } n'a pas de perle à donner
illegal-niwa-give-to-itself = une perle passe entre deux figurines différentes

## Comment s'écrit un coup, quand un texte n'en est pas un.
notation-not-a-move = `{ $input }` n'est pas un coup : { $hint }
notation-quoridor-move = écris une case comme e2, une barrière comme e3h ou e3v, ou pass
notation-quoridor-square = les cases vont de a1 à i9
notation-quoridor-fence-off-board = une barrière se nomme par la case en bas à gauche de son bloc de 2×2, de a1 à h8 : celle-ci dépasserait du plateau
notation-sensei-square = les cases vont de a1 à g7
notation-sensei-turn = écris un tour comme une à trois actions séparées par des espaces : un déplacement de pierre comme b1-b4 et un déplacement du personnage comme @b4
notation-sensei-character-square = après @ vient la case où va ton personnage (les cases vont de a1 à g7)
notation-sensei-stone-move = un déplacement de pierre, ce sont deux cases reliées par - (les cases vont de a1 à g7)
notation-sensei-too-many-actions = un tour compte au plus trois actions : deux déplacements de pierre et un du personnage
notation-niwa-cell = un espace s'écrit avec une lettre de colonne et un numéro de rangée, comme d2
notation-niwa-turn = écris une mise en place comme `setup d2:G c3:O e3:P`, un déplacement comme `d2 d3>c3 d4 ^d6` (départ, pas, puis éventuellement un saut) ou un don de perle comme `give c3>e3`
notation-niwa-setup-three = une mise en place pose trois figurines : `setup d2:G c3:O e3:P`
notation-niwa-setup-word = chaque figurine s'écrit ESPACE:COULEUR, comme d2:G
notation-niwa-colours = les couleurs sont G (vert), O (orange) et P (rose)
notation-niwa-colour-twice = chaque figurine porte une paire d'une couleur différente : un G, un O, un P
notation-niwa-same-cell = les trois figurines se placent sur trois espaces différents
notation-niwa-setup-colours = une mise en place pose une figurine G, une O et une P
notation-niwa-jump-last = un saut termine le tour : `^ESPACE` vient en dernier
notation-niwa-too-many-steps = une figurine porte au plus trois perles : un déplacement compte au plus trois pas
notation-niwa-no-step = un déplacement donne son espace de départ puis ses pas ou son saut, comme `d2 d3` ou `d4 ^d6`
notation-niwa-give = un don de perle s'écrit `give DE>À`, comme `give c3>e3`

## Les variantes : un nom que les joueurs choisissent (gardé tel quel) et une description.
variant-none-such = { $game } n'a pas de variante `{ $name }` ; les variantes sont { $variants }
variant-quoridor-2-players = deux joueurs, 10 barrières chacun
variant-quoridor-4-players = quatre joueurs, 5 barrières chacun
variant-sensei-arashi = les pierres glissent aussi loin qu'elles veulent (par défaut)
variant-sensei-shizukana = les pierres avancent d'une case à la fois
variant-sensei-shizukana-variant = une case à la fois ; chacun a deux pierres au départ sur la ligne de départ adverse
variant-sensei-arashi-expert = les pierres glissent aussi loin qu'elles veulent, sur le plateau à gouffres
variant-niwa-compact = un jardin compact, rangées de 1, 3, 4, 3 et 1 tuiles
variant-niwa-path = un long chemin sinueux, large d'une tuile
variant-niwa-wide = un jardin large, deux rangées de cinq tuiles entre les bases
