# Les mots dessinés dans les images : l'en-tête au-dessus de chaque plateau (le coup, les cartes
# des joueurs, à qui de jouer ou comment la partie s'est terminée), le graphique de classement de
# /profile, et les notes d'un replay animé. Coordonnées, notation et lettres des pièces ne changent pas.
# La place est comptée : gardez chaque texte à peu près aussi court que l'anglais.

# Une place sans nom : « Place 2 ».
render-seat = Place { $seat }

## En haut à droite de l'en-tête : où en est la partie, et le dernier coup en notation ($last).
render-new-game = Nouvelle partie
render-move = Coup { $ply }
render-move-last = Coup { $ply } · { $last }

## La ligne du bas de l'en-tête. $name est le nom d'un joueur.
render-to-play = À { $name } de jouer
render-wins-goal = { $name } atteint le but et gagne
render-wins-resignation = { $name } gagne par abandon
render-wins-no-legal-move = { $name } gagne : l’adversaire ne peut plus jouer
render-wins-unfair = { $name } gagne : partie déloyale
render-wins-time = { $name } gagne au temps
render-draw = Nulle d’un commun accord

## Les petites étiquettes en capitales sur la carte d'un joueur.
render-tag-to-play = AU TRAIT
render-tag-winner = GAGNE
# Un joueur qui a abandonné ou a été retiré d'une partie à 4.
render-tag-left = HORS JEU

## L'en-tête de Quoridor.
render-quoridor-title-players = Quoridor · { $players } joueurs
render-quoridor-fences = { $count ->
    [one] { $count } barrière
   *[other] { $count } barrières
}

## L'en-tête de Sensei : le personnage de chacun et la rangée qu'il doit atteindre.
render-sensei-sage = Le Sage
render-sensei-monkey = Le Singe
render-sensei-detail = { $character } · vers la rangée { $rank }

## L'en-tête de Niwa. $garden est le nom du jardin tel qu'on le tape (compact, path, wide).
render-niwa-title = Niwa · jardin { $garden }
render-niwa-base-goal = base { $base } · but { $goal }
render-niwa-setting-up = se place autour de { $base }

## Le graphique de classement de /profile.
render-chart-empty = Aucune partie classée pour l’instant
render-chart-ladder = { $game } ({ $players } j.)
render-chart-date = { $day } { $month ->
    [1] janv.
    [2] févr.
    [3] mars
    [4] avr.
    [5] mai
    [6] juin
    [7] juil.
    [8] août
    [9] sept.
    [10] oct.
    [11] nov.
   *[12] déc.
} { $year }

## Ce qu'un replay animé d'une longue partie a laissé de côté.
render-replay-faster = une longue partie : chaque coup est montré { $seconds } s
render-replay-fewer = une position sur { $step } est montrée ({ $shown } sur { $positions }) pour rester sous { $megabytes } Mo

## Le classement d'un tournoi en image : les en-têtes des colonnes (courts : une colonne fait
## environ 110 pixels), et la ligne sous le titre.
render-standings-rank = Rang
render-standings-player = Joueur
render-standings-points = Points
render-standings-games = Parties
# Les départages : Buchholz sans le plus faible adversaire, Sonneborn-Berger, confrontation directe.
render-standings-buchholz-cut1 = Buchholz tronqué
render-standings-sonneborn-berger = Sonneborn-Berger
render-standings-direct-encounter = Confrontation
render-standings-round = Ronde { $round } sur { $rounds }
render-standings-final = Classement final

## Le graphique de l’analyse : chances de gagner de chaque joueur.
render-analysis-title = Chances de gagner, coup par coup
render-analysis-moves = Coup
render-analysis-percent = { $percent } %
render-replay-taken-back = ↶ Coup repris
render-caption = { $caption } · { $status }
