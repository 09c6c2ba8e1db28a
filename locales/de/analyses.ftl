# Analysen von Partien durch die Engine (/analysis und die Schaltfläche Analysieren).
analyses-button = Analysieren
analyses-post-lead = Analyse der Partie #{ $game }: die Gewinnchancen jeder Seite im Lauf der Partie und die Züge, die jeden Spieler am meisten gekostet haben (nummeriert wie im Partieprotokoll).
analyses-post-no-mistake = { $player } hat keinen Zug gemacht, der eine Gewinnchance gekostet hat.
analyses-post-mistake = Zug { $move }, { $player } spielte { $played } ({ $before } % → { $after } %); besser: { $best }
analyses-post-mistake-no-best = Zug { $move }, { $player } spielte { $played } ({ $before } % → { $after } %)
analyses-queued = Partie #{ $game } wird analysiert; das Ergebnis erscheint in { $channel }.
analyses-queued-private = Partie #{ $game } wird analysiert; das Ergebnis bekommst nur du, per Direktnachricht.
analyses-already-queued = Partie #{ $game } wird schon analysiert; das Ergebnis erscheint, sobald es fertig ist.
analyses-server-full = auf diesem Server warten schon { $limit } Analysen: frag wieder, wenn eine erschienen ist
analyses-player-full = für dich warten schon { $limit } Analysen: frag wieder, wenn eine erschienen ist
analyses-unfinished-not-yours = Partie #{ $game } ist nicht zu Ende: nur ihre Spieler können sie analysieren lassen
analyses-against-master = Partie #{ $game } wird gegen teban auf Meisterstufe gespielt: sie wird analysiert, wenn sie zu Ende ist
analyses-no-moves = Partie #{ $game } hat keinen Zug zum Analysieren
# Folgt direkt auf refusal-no-game-here; {" "} ist ein Leerzeichen am Anfang.
analyses-no-game-hint = { " " }zum Analysieren: Nenne eine, etwa `game:12`
help-analysis = die Analyse einer Partie durch die Engine: die Gewinnchancen jeder Seite und die teuersten Züge jedes Spielers, im Thread der Partie (auch die Schaltfläche Analysieren unter einer beendeten Partie)
command-analysis-name = analyse
command-analysis-description = Die Analyse einer Partie durch die Engine, im Thread: deine letzte hier oder eine des Servers
command-analysis-game-name = partie
command-analysis-game-description = Die Nummer der Partie (unter ihrem Brett: Partie Nr. 12); Standard: deine letzte hier
