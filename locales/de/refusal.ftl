# Ablehnungen: warum teban nicht getan hat, worum gebeten wurde. Nur wer gefragt hat, liest
# sie, in der eigenen Sprache. Sie beginnen klein. `Befehle` und Zugnotation bleiben, wie sie
# sind; Namen, Zeitpunkte und Kanäle sind Platzhalter, die jede Oberfläche auf ihre Art schreibt.

refusal-no-game-here = du hast keine Partie in diesem Kanal{ $hint }
refusal-hint-challenge = : fordere jemanden heraus, um eine zu beginnen
refusal-hint-elsewhere = {" "}(du hast { $count } anderswo)
refusal-not-your-game = du spielst in dieser Partie nicht mit
refusal-not-your-turn = du bist nicht am Zug: { $player } ist am Zug
refusal-game-over = die Partie ist vorbei: { $outcome }
refusal-stale = das galt einer früheren Stellung: die Partie ist weitergegangen, { $now }
refusal-out-of-time = deine Zeit für diesen Zug ist { $due } abgelaufen: du hast auf Zeit verloren
refusal-no-such-game = diese Partie gibt es nicht
refusal-not-on-this-server = Partie Nr. { $game } wird nicht auf diesem Server gespielt
refusal-no-such-challenge = diese Herausforderung gibt es nicht
refusal-not-your-challenge = diese Herausforderung gilt nicht dir
refusal-challenge-expired = die Herausforderung ist verfallen: sie war { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
} offen
refusal-challenge-closed = die Herausforderung wurde bereits { $state ->
    [accepted] angenommen
    [declined] abgelehnt
    [cancelled] zurückgezogen
    [expired] geschlossen, weil sie verfallen ist
   *[other] geschlossen
}
refusal-already-playing = { $player } spielt in diesem Kanal schon eine Partie (eine Partie pro Spieler und Kanal)
refusal-storage = bei teban ist etwas schiefgegangen; nichts wurde geändert: versuch es noch einmal, und wenn es wieder passiert, gib diesen Code den Verwaltern des Servers: `{ $id }`
refusal-resigned = du hast diese Partie aufgegeben; die anderen spielen weiter
refusal-bad-button = `{ $id }` ist kein Knopf von teban
refusal-too-late-to-abort = zu spät zum Abbrechen: alle haben schon gezogen; gib auf oder biete ein Remis an
refusal-not-a-manager = nur wer diesen Server verwalten darf, kann die Partien anderer beenden
refusal-no-draw-offered = es wird kein Remis angeboten: biete selbst eins an
refusal-draw-already-offered = du bietest schon ein Remis an; die anderen müssen noch zustimmen
refusal-seat-count = { $game } ist für { $seats } Spieler, nicht für { $players }
refusal-named-twice = { $player } ist zweimal genannt: jeder Spieler nimmt einen Platz ein
refusal-type-a-move = gib einen Zug ein, zum Beispiel e2 (fang an zu tippen, um die legalen Züge zu sehen)
refusal-move-too-long = das sind { $length } Zeichen, und kein Zug ist länger als { $longest }
refusal-move-characters = ein Zug besteht nur aus Buchstaben, Ziffern und den Zeichen - @ ^ > :
refusal-games-all-outside = `/games all` listet die Partien eines Servers auf: benutze es auf einem Server
refusal-direct-message-others = in einer Direktnachricht siehst du nur deine eigenen Partien: Schau dir andere Spieler auf einem Server an
refusal-played-elsewhere = Partie Nr. { $game } wird in { $channel } gespielt
refusal-challenge-not-on-this-server = Herausforderung Nr. { $challenge } wurde nicht auf diesem Server gestellt
refusal-challenge-elsewhere = Herausforderung Nr. { $challenge } wurde in { $channel } gestellt
refusal-button-not-on-message = dieser Knopf ist nicht auf der Nachricht, auf der er geklickt wurde; nichts wurde getan
