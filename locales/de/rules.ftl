# Die Worte der Regeln: warum ein Zug nicht erlaubt ist, wie ein Zug geschrieben wird, die
# Varianten. Felder (e2), Wände (e3h) und Notation (b1-b4 @b4, setup d2:G ...) werden in allen
# Sprachen gleich geschrieben: sie bleiben, wie auch die Farbbuchstaben G, O und P.
# $seat ist eine Platznummer (1 bis 4).

illegal-game-over = die Partie ist vorbei
illegal-move-is-illegal = { $move } ist nicht erlaubt: { $reason }
illegal-replay-move = Zug { $index } (`{ $move }`): { $error }

## Quoridor
illegal-quoridor-already-there = deine Spielfigur steht schon auf { $square }
illegal-quoridor-fence-in-the-way = die Wand { $fence } steht zwischen { $from } und { $to }
illegal-quoridor-occupied = auf { $square } steht die Spielfigur von Platz { $seat }
illegal-quoridor-unreachable = { $to } ist von { $from } aus nicht erreichbar
illegal-quoridor-no-fences-left = du hast keine Wände mehr
illegal-quoridor-fence-taken = auf { $fence } steht schon eine Wand
illegal-quoridor-overlaps = { $fence } überlappt die Wand { $other }
illegal-quoridor-crosses = { $fence } kreuzt die Wand { $other }
illegal-quoridor-shuts-in = diese Wand ließe der Spielfigur von Platz { $seat } keinen Weg zum Ziel
illegal-quoridor-cannot-pass = du darfst nur passen, wenn du keinen anderen legalen Zug hast

## Sensei
illegal-sensei-third-stone-move = du hast in diesem Zug schon zwei Spielsteine bewegt
illegal-sensei-second-character-move = du hast deine Figur in diesem Zug schon bewegt
illegal-sensei-after-the-win = deine Figur hat { $square } erreicht und gewonnen: der Zug endet dort
illegal-sensei-no-stone = auf { $square } liegt kein Spielstein
illegal-sensei-not-your-stone = der Spielstein auf { $square } gehört nicht dir
illegal-sensei-carries-character = der Spielstein auf { $square } trägt deine Figur
illegal-sensei-stays-put = ein Spielstein muss sich bewegen: { $square }-{ $square } führt nirgendwohin
illegal-sensei-not-straight = Spielsteine ziehen entlang einer Reihe oder Spalte, nie diagonal: { $from } nach { $to } ist weder das eine noch das andere
illegal-sensei-one-square-only = in { $variant } ziehen Spielsteine ein Feld nach dem anderen: { $from } nach { $to } ist weiter
illegal-sensei-into-pit = { $square } ist ein Loch: dort darf kein Spielstein stehen bleiben
illegal-sensei-taken = auf { $square } { $by ->
    [own] steht dein Spielstein
    [opponent] steht ein gegnerischer Spielstein
   *[pit] ist ein Loch
}
illegal-sensei-blocked = { $by ->
    [own] dein Spielstein
    [opponent] ein gegnerischer Spielstein
   *[pit] ein Loch
} auf { $at } versperrt den Weg nach { $to }
illegal-sensei-already-there = deine Figur steht schon auf { $square }
illegal-sensei-no-own-stone = deine Figur kann nur auf einen deiner Spielsteine ziehen, und auf { $square } liegt keiner
illegal-sensei-not-in-line = { $to } liegt weder in einer Reihe noch in einer Spalte noch auf einer Diagonale mit deiner Figur auf { $from }

## Niwa
illegal-niwa-set-up-first = stell zuerst deine Figuren auf, z. B. `setup { $example }`
illegal-niwa-already-set-up = deine Figuren stehen schon im Garten
illegal-niwa-no-such-cell = in diesem Garten gibt es kein Feld { $cell }
illegal-niwa-not-a-start-space = { $cell } ist keines der sechs Startfelder um deine Basis { $base }
illegal-niwa-no-figurine = du hast keine Figur auf { $cell }
illegal-niwa-not-neighbours = { $to } liegt nicht neben { $from }
illegal-niwa-occupied = { $cell } ist besetzt
illegal-niwa-own-base = { $cell } ist deine eigene Basis: deine Figuren dürfen dort nicht landen
illegal-niwa-no-bead = die Figur auf { $from } hat keine Perle mehr, um die Linie nach { $to } zu überqueren
illegal-niwa-wrong-colour = die Linie von { $from } nach { $to } ist { $line ->
    [green] grün
    [orange] orange
   *[pink] rosa
} und deine oberste Perle ist { $bead ->
    [green] grün
    [orange] orange
   *[pink] rosa
}
illegal-niwa-give-to-mover = die Perle für den Schritt nach { $cell } muss an eine andere Figur gehen, nicht an die ziehende
illegal-niwa-no-taker = du hast auf { $cell } keine Figur, die die Perle nehmen könnte
illegal-niwa-full = die Figur auf { $cell } trägt schon drei Perlen
illegal-niwa-which-taker = sag, welche Figur die Perle für den Schritt nach { $cell } nimmt: { $cell }>{ $a } oder { $cell }>{ $b }
illegal-niwa-nobody-takes = deine anderen Figuren tragen alle drei Perlen: keine kann die Perle für { $cell } nehmen
illegal-niwa-past-the-base = die Figur erreicht auf { $cell } die gegnerische Basis: dort ist die Partie gewonnen und der Zug endet
illegal-niwa-jump-with-beads = die Figur auf { $cell } trägt noch Perlen: nur eine Figur ohne Perlen darf springen
illegal-niwa-not-a-jump = { $to } ist kein Landefeld eines Sprungs von { $from }
illegal-niwa-behind-is-free = { $to } liegt zwei Felder hinter { $from }: dieser Sprung ist nur erlaubt, wenn die drei Felder direkt hinter { $from } alle besetzt sind
illegal-niwa-empty-move = ein Zug braucht mindestens einen Schritt oder einen Sprung
illegal-niwa-no-bead-to-give = die Figur auf { $cell } hat keine Perle zum Weitergeben
illegal-niwa-give-to-itself = eine Perle wandert zwischen zwei verschiedenen Figuren

## Wie ein Zug geschrieben wird, wenn ein Text keiner ist.
notation-not-a-move = `{ $input }` ist kein Zug: { $hint }
notation-quoridor-move = schreib ein Feld wie e2, eine Wand wie e3h oder e3v, oder pass
notation-quoridor-square = die Felder reichen von a1 bis i9
notation-quoridor-fence-off-board = eine Wand wird nach dem Feld unten links ihres 2×2-Blocks benannt, von a1 bis h8; diese hier würde über das Brett hinausragen
notation-sensei-square = die Felder reichen von a1 bis g7
notation-sensei-turn = schreib einen Zug als eine bis drei Aktionen, durch Leerzeichen getrennt: einen Spielsteinzug wie b1-b4 und einen Figurenzug wie @b4
notation-sensei-character-square = nach @ kommt das Feld, auf das deine Figur zieht (die Felder reichen von a1 bis g7)
notation-sensei-stone-move = ein Spielsteinzug sind zwei Felder, verbunden durch - (die Felder reichen von a1 bis g7)
notation-sensei-too-many-actions = ein Zug hat höchstens drei Aktionen: zwei Spielsteinzüge und einen Figurenzug
notation-niwa-cell = ein Feld ist ein Spaltenbuchstabe und eine Zeilennummer, wie d2
notation-niwa-turn = schreib eine Aufstellung wie `setup d2:G c3:O e3:P`, einen Zug wie `d2 d3>c3 d4 ^d6` (Start, Schritte, dann vielleicht ein Sprung) oder eine Perlenweitergabe wie `give c3>e3`
notation-niwa-setup-three = eine Aufstellung stellt drei Figuren: `setup d2:G c3:O e3:P`
notation-niwa-setup-word = jede Figur wird FELD:FARBE geschrieben, wie d2:G
notation-niwa-colours = die Farben sind G (grün), O (orange) und P (rosa)
notation-niwa-colour-twice = jede Figur trägt ein Paar einer anderen Farbe: ein G, ein O, ein P
notation-niwa-same-cell = die drei Figuren stehen auf drei verschiedenen Feldern
notation-niwa-setup-colours = eine Aufstellung stellt eine G-, eine O- und eine P-Figur
notation-niwa-jump-last = ein Sprung beendet den Zug, also kommt `^FELD` zuletzt
notation-niwa-too-many-steps = eine Figur trägt höchstens drei Perlen, also hat ein Zug höchstens drei Schritte
notation-niwa-no-step = ein Zug nennt sein Startfeld und dann seine Schritte oder seinen Sprung, wie `d2 d3` oder `d4 ^d6`
notation-niwa-give = eine Perlenweitergabe ist `give VON>NACH`, wie `give c3>e3`

## Die Varianten: ein Name, den die Spieler wählen (bleibt, wie er ist), und eine Beschreibung.
variant-none-such = { $game } hat keine Variante `{ $name }`; die Varianten sind { $variants }
variant-quoridor-2-players = zwei Spieler, je 10 Wände
variant-quoridor-4-players = vier Spieler, je 5 Wände
variant-sensei-arashi = Spielsteine gleiten beliebig weit (Standard)
variant-sensei-shizukana = Spielsteine ziehen ein Feld nach dem anderen
variant-sensei-shizukana-variant = ein Feld nach dem anderen; je zwei Spielsteine beginnen auf der gegnerischen Startreihe
variant-sensei-arashi-expert = Spielsteine gleiten beliebig weit, auf dem Spielplan mit Löchern
variant-niwa-compact = ein kompakter Garten, Reihen aus 1, 3, 4, 3 und 1 Plättchen
variant-niwa-path = ein langer, gewundener Pfad, ein Plättchen breit
variant-niwa-wide = ein breiter Garten, zwei Reihen aus fünf Plättchen zwischen den Basen
