# Die Wörter in den Bildern: die Kopfzeile über jedem Brett (der Zug, die Karten der Spieler, wer
# am Zug ist oder wie die Partie endete), das Wertungsdiagramm von /profile und die Hinweise einer
# animierten Wiederholung. Koordinaten, Notation und Buchstaben der Figuren bleiben, wie sie sind.
# Der Platz ist knapp: jeden Text etwa so kurz wie den englischen halten.

# Ein Platz ohne Namen: „Platz 2“.
render-seat = Platz { $seat }

## Oben rechts in der Kopfzeile: wie weit die Partie ist, und der letzte Zug in Notation ($last).
render-new-game = Neue Partie
render-move = Zug { $ply }
render-move-last = Zug { $ply } · { $last }

## Die untere Zeile der Kopfzeile. $name ist der Name eines Spielers.
render-to-play = { $name } ist am Zug
render-wins-goal = { $name } erreicht das Ziel und gewinnt
render-wins-resignation = { $name } gewinnt durch Aufgabe
render-wins-no-legal-move = { $name } gewinnt: der Gegner kann nicht ziehen
render-wins-unfair = { $name } gewinnt: unfaire Partie
render-wins-time = { $name } gewinnt auf Zeit
render-draw = Remis nach Vereinbarung

## Die kleinen Schilder in Großbuchstaben auf der Karte eines Spielers.
render-tag-to-play = AM ZUG
render-tag-winner = GEWINNT
# Ein Spieler, der aufgegeben hat oder aus einer Partie zu viert entfernt wurde.
render-tag-left = AUSGESCHIEDEN

## Die Kopfzeile von Quoridor.
render-quoridor-title-players = Quoridor · { $players } Spieler
render-quoridor-fences = { $count ->
    [one] { $count } Wand
   *[other] { $count } Wände
}

## Die Kopfzeile von Sensei: die Figur jedes Spielers und die Reihe, die sie erreichen muss.
render-sensei-sage = Der Weise
render-sensei-monkey = Der Affe
render-sensei-detail = { $character } · zur Reihe { $rank }

## Die Kopfzeile von Niwa. $garden ist der Name des Gartens, wie man ihn tippt (compact, path, wide).
render-niwa-title = Niwa · Garten { $garden }
render-niwa-base-goal = Basis { $base } · Ziel { $goal }
render-niwa-setting-up = stellt sich um { $base } auf

## Das Wertungsdiagramm von /profile.
render-chart-empty = Noch keine gewertete Partie
render-chart-ladder = { $game } ({ $players } Sp.)
# Ein Tag unter der Zeitachse: 23.11.2026 (Tag und Monat zweistellig).
render-chart-date = { $day ->
    [1] 01
    [2] 02
    [3] 03
    [4] 04
    [5] 05
    [6] 06
    [7] 07
    [8] 08
    [9] 09
   *[other] { $day }
}.{ $month ->
    [1] 01
    [2] 02
    [3] 03
    [4] 04
    [5] 05
    [6] 06
    [7] 07
    [8] 08
    [9] 09
   *[other] { $month }
}.{ $year }

## Was eine animierte Wiederholung einer langen Partie ausgelassen hat.
render-replay-faster = eine lange Partie, daher wird jeder Zug { $seconds } s gezeigt
render-replay-fewer = jede { $step }. Stellung wird gezeigt ({ $shown } von { $positions }), um unter { $megabytes } MB zu bleiben

## Die Tabelle eines Turniers als Bild: die Spaltenköpfe (kurz halten: eine Spalte ist etwa 110
## Pixel breit) und die Zeile unter dem Titel.
render-standings-rank = Platz
render-standings-player = Spieler
render-standings-points = Punkte
render-standings-games = Partien
# Die Feinwertungen: Buchholz ohne den schwächsten Gegner, Sonneborn-Berger, direkter Vergleich.
render-standings-buchholz-cut1 = Buchholz −1
render-standings-sonneborn-berger = Sonneborn-Berger
render-standings-direct-encounter = Direkter Vgl.
render-standings-round = Runde { $round } von { $rounds }
render-standings-final = Endstand

## Das Diagramm der Analyse: die Gewinnchance jedes Spielers.
render-analysis-title = Gewinnchance, Zug für Zug
render-analysis-moves = Zug
render-analysis-percent = { $percent } %
render-replay-taken-back = ↶ Zug zurückgenommen
render-caption = { $caption } · { $status }
