# Was der Terminal-Tisch (`teban play`) selbst sagt: Eingabeaufforderungen, Hilfe, Meldungen zur
# Partie und zum Brettbild, Fehler. Die Befehle (legal, board, games, draw, resign, help, quit)
# bleiben englisch, wie die Notation: in console-help nicht übersetzen, Spalten beibehalten.

console-default-name = Spieler { $number }
console-vs-bot-two-players = teban spielt einen Platz: wähle am Terminal eine Partie für zwei, nicht für { $seats }
console-vs-bot-one-name = { $count ->
    [one] gegen teban gib den Namen des einen Spielers an der Tastatur an
   *[other] gegen teban gib den Namen des einen Spielers an der Tastatur an, nicht { $count }
}

console-started = Partie Nr. { $id } begonnen: { $title }
console-resumed = Partie Nr. { $id } fortgesetzt: { $title }
console-help-hint = Tippe `help` für die Befehle.
console-prompt = { $name } ist am Zug
console-saved = Die Partie ist gespeichert; starte denselben Befehl erneut, um weiterzuspielen.
console-not-text = Diese Zeile ist kein Text (UTF-8); versuch es noch einmal.
console-refused = { $refusal }; versuch es noch einmal.
console-nobody-seated = niemand sitzt am Tisch
console-board-written = Brettbild: { $path }
console-board-not-written = { $path } konnte nicht geschrieben werden: { $error }
console-teban-turn-held = tebans Zug hält ein Lauf, der beim Nachdenken angehalten wurde; er wird übernommen, sobald dessen Reservierung abläuft (in höchstens { $seconds } s)…
console-teban-turn-lost = tebans Zug wird anderswo gehalten und wurde nicht gespielt

console-help =
    Gib einen Zug in der Notation des Spiels ein (Quoridor: e2 zum Ziehen, e3h oder e3v für eine Wand, pass wenn blockiert).
    Befehle:
      legal [prefix]  listet die legalen Züge des Spielers am Zug, die mit prefix beginnen
                      (ein Zug aus mehreren Aktionen, eine Aktion nach der anderen)
      board           zeigt das Brett noch einmal
      games           die laufenden Partien jedes Spielers an der Tastatur, die am Zug zuerst
      draw            alle an der Tastatur einigen sich auf Remis
      resign          der Spieler am Zug gibt auf
      help            dieser Text
      quit            beenden; die Partie ist gespeichert und geht weiter, wenn du denselben Befehl erneut startest

## Das Textbrett von `teban play`, unter dem Brett: die Bedeutung seiner Zeichen und was jeder Platz in der Hand hat.
# Quoridor: die Wände eines Platzes in der Hand („Platz 1: 9 Wände“); die Plätze werden mit „ · “ verbunden.
diagram-quoridor-fences = Platz { $seat }: { $fences ->
    [one] { $fences } Wand
   *[other] { $fences } Wände
}
# Sensei: die Buchstaben auf dem Brett (g, r, S, M bleiben in jeder Sprache, wie sie sind).
diagram-sensei-key = Platz 1: grüne Spielsteine g, der Weise S · Platz 2: rote Spielsteine r, der Affe M
diagram-sensei-pits = Löcher #
# Niwa: die Zeichen im Garten, dann eine Zeile je Figur: $beads sind die Buchstaben ihrer Perlen, die oberste
# zuerst ($count insgesamt); $lines die Farben der Linien um sie herum („e5:G f4:O“).
diagram-niwa-key = @1, @2: die Basen der Plätze 1 und 2; 1, 2: ihre Figuren
diagram-niwa-figurine = Platz { $seat } auf { $cell } { $count ->
    [0] trägt keine Perle
   *[other] trägt [{ $beads }] (oberste zuerst)
}; Linien { $lines }
