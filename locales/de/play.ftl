# Das Spiel: was der Kanal liest, wenn ein Zug gespielt wird, wie eine Partie steht, wie sie
# endete, die Knöpfe, die Liste der legalen Züge, die Vorschläge der Autovervollständigung und
# die Liste der Partien zum Zuschauen. `Befehle` und Zugnotation bleiben, wie sie sind; der Name
# eines Spielers ist ein Platzhalter, den jede Oberfläche auf ihre Art schreibt (fett auf Discord).

# Die Statuszeile, nach dem Satz zum letzten Zug (ihr erster Buchstabe wird dort großgeschrieben).
play-status-to-move = { $player } ist am Zug (Zug { $move })
play-status-waiting = wartet
play-outcome-win = { $player } gewinnt ({ $reason })
play-outcome-draw = Remis durch Einigung
play-aborted-by = abgebrochen von { $player }, ungewertet
play-aborted-by-manager = von einem Serververwalter beendet, ungewertet
play-no-one-to-move = niemand ist am Zug

play-reason-goal = Ziel erreicht
play-reason-resignation = durch Aufgabe
play-reason-no-legal-move = der Gegner hatte keinen legalen Zug mehr
# Senseis Regel gegen das Blockieren des Spielfelds („unfaires Spiel“).
play-reason-unfair-game = unfaires Spiel: die Sperrlinie wurde angegriffen
play-reason-time = auf Zeit

play-button-rematch = Revanche
play-button-offer-draw = Remis anbieten
play-button-agree-draw = Remis annehmen
play-button-resign = Aufgeben
play-button-board = Brett

play-moved = { $player } zieht { $move }.
play-resigns = { $player } gibt auf.
play-aborted-early = Noch hatten nicht alle gezogen, also endet die Partie ohne Ergebnis.
play-manager-ends = { $player } beendet die Partie als Serververwalter.
play-draw-agrees = { $player } stimmt zu.
play-draw-offered = { $player } bietet ein Remis an.

play-legal-heading = { $mine ->
    [yes] Deine legalen Züge
   *[other] Legale Züge von { $player }
}
play-legal-starting-with = { $heading }, die mit `{ $prefix }` beginnen
play-legal-one-action-at-a-time = { $heading }, eine Aktion nach der anderen
play-legal-first = { $heading } (die ersten { $shown } von { $total })
play-legal-none = { $heading }: keine.
play-legal-list = { $heading }: { $list }
play-legal-actions = { $heading }: { $list }. Sie führen zu { $turns ->
    [one] { $turns } ganzen Zug
   *[other] { $turns } ganzen Zügen
}; hänge eine Aktion an (`legal { $example }`), um zu sehen, was folgt.

play-autocomplete-no-game = du hast keine Partie in diesem Kanal
play-autocomplete-turn = { $player } ist am Zug (Zug { $move })

play-watch-none = Auf diesem Server läuft gerade keine Partie: `/challenge` jemanden!
play-watch-header = **{ $count ->
    [one] { $count } laufende Partie auf diesem Server
   *[other] { $count } laufende Partien auf diesem Server
}** (schau mit `/board game:` bei einer zu):
play-watch-line = • Partie Nr. { $game } · { $title }: { $players }, { $status }
