# /rules: die Regeln jedes Spiels in Kürze (src/discord/guide.rs), so wie das Projekt die
# Regelhefte liest (shared/RULES.md). Jeder Text ist ein Absatz; der Code setzt sie zeilenweise
# unter den Namen des Spiels, dann die Notation, die Varianten (Namen und Beschreibungen kommen aus
# dem Regelmodul) und die Schlusszeile.
# Verwende die Wörter der Regelhefte (das deutsche Regelheft von Sensei: Spielstein, Figur,
# Startreihe, Blockadespiel, Löcher; bei Quoridor Spielfigur und Wand, wie überall in teban) und
# lass die Notation, wie sie ist (`e2`, `b1-b4`, `^d6`): Sie wird getippt. Der Text eines Spiels
# muss unter 4.000 Zeichen bleiben.

rules-heading-notation = Notation
rules-heading-variants = Varianten
# Eine Variante und ihre Beschreibung. $name: ihr Name (wird so getippt), $about: ihre Beschreibung.
rules-variant = • `{ $name }`: { $about }
# Die letzte Zeile. $challenge: der Befehl /challenge, so wie der Leser ihn tippt; $game: der Name des Spiels.
rules-start = Starte eine Partie mit { $challenge } und wähle { $game }.

## Quoridor (das Regelheft von Gigamic)

rules-quoridor-about = 2 oder 4 Spieler · ein Spielbrett mit 9×9 Feldern · 20 Wände
rules-quoridor-goal = **Ziel**: als Erster mit der eigenen Spielfigur die Linie gegenüber der eigenen Startlinie erreichen (eines ihrer 9 Felder).
rules-quoridor-setup = **Vorbereitung**: Jede Spielfigur beginnt in der Mitte ihrer Startlinie. Zu zweit hat jeder 10 Wände, zu viert jeder 5 Wände. Das Los entscheidet, wer beginnt (teban lost die Plätze aus, wenn die Herausforderung angenommen wird).
rules-quoridor-turn = **Dein Zug**: Zieh deine Spielfigur oder setze eine deiner Wände. Hast du keine Wände mehr, musst du deine Spielfigur ziehen.
rules-quoridor-pawn = **Spielfiguren** ziehen ein Feld weit, waagerecht oder senkrecht, vorwärts oder rückwärts, und müssen um Wände herumgehen.
rules-quoridor-fences = **Wände** sind zwei Felder lang und werden genau zwischen zwei Paare von Feldern gesetzt, ohne eine andere zu überlappen oder zu kreuzen. Mit ihnen bahnst du dir einen Weg oder bremst die anderen, aber du darfst keiner Spielfigur den Weg zu ihrer Ziellinie ganz versperren: ein Weg muss immer offen bleiben.
rules-quoridor-face = **Auge in Auge**: Stehen zwei Spielfiguren auf benachbarten Feldern ohne Wand dazwischen, darf der Spieler am Zug die andere Figur überspringen und hinter ihr landen. Steht hinter ihr eine Wand (oder der Rand, oder eine weitere Figur), darf er stattdessen links oder rechts neben sie ziehen. Springen ist nie Pflicht.
rules-quoridor-four = **Zu viert**: Die Spielfiguren beginnen in der Mitte der vier Seiten; die Regeln sind dieselben, aber man darf nie mehr als eine Spielfigur überspringen. Wer keinen legalen Zug hat, setzt aus. Wer aufgibt oder die Zeit überschreitet, scheidet mit seiner Figur aus (seine Wände bleiben stehen), die anderen spielen weiter.
rules-quoridor-end = **Spielende**: Wer zuerst ein Feld seiner Ziellinie erreicht, gewinnt. Remis gibt es nur in gegenseitigem Einvernehmen.
rules-quoridor-notation = Die Linien `a`–`i` laufen von links nach rechts, die Reihen `1`–`9` von unten nach oben. Ein Zug der Spielfigur (auch ein Sprung) ist das Zielfeld: `e2`. Eine Wand ist das linke untere der vier Felder, an die sie grenzt, gefolgt von `h` (waagerecht) oder `v` (senkrecht): `e3h` liegt zwischen den Reihen 3 und 4 entlang der Linien e und f, `e3v` zwischen den Linien e und f entlang der Reihen 3 und 4. Wer nicht ziehen kann, schreibt `pass`.

## Sensei (das Regelheft von Biboum, auf Englisch, Französisch und Deutsch)

rules-sensei-about = 2 Spieler · ein Spielplan mit 7×7 Feldern · je 7 Spielsteine und eine Figur
rules-sensei-goal = **Ziel**: als Erster die eigene Figur auf einen der eigenen Spielsteine bringen, der auf der gegnerischen Startreihe steht.
rules-sensei-setup = **Vorbereitung**: Die 7 Spielsteine jedes Spielers stehen auf seiner Startreihe, seine Figur auf dem mittleren: Grün (der Weise) auf Reihe 1, Rot (der Affe) auf Reihe 7; Grün beginnt.
rules-sensei-turn = **Dein Zug**: mindestens eine der drei Aktionen, in beliebiger Reihenfolge, jede höchstens einmal: einen Spielstein deiner Farbe bewegen; einen zweiten Spielstein bewegen oder den ersten noch einmal; deine Figur bewegen (auch zwischen den beiden Bewegungen der Steine).
rules-sensei-stones = **Spielsteine** ziehen waagerecht oder senkrecht, nie diagonal, und ändern während einer Bewegung nicht die Richtung: erst seitwärts, dann nach oben braucht zwei Aktionen. Ein Spielstein pro Feld; ein Spielstein wird von jedem anderen Stein aufgehalten; der Stein, auf dem eine Figur steht, darf sich nicht bewegen. **Arashi-Spiel**: ein Spielstein zieht so weit wie gewünscht. **Shizukana-Spiel**: ein Spielstein zieht ein Feld weit. Das Spiel wird zu Beginn gewählt und während der Partie nicht gewechselt.
rules-sensei-character = **Deine Figur** zieht von ihrem Spielstein zu einem anderen Stein ihrer Farbe auf derselben Reihe, Linie oder Diagonale, beliebig weit, wenn kein gegnerischer Spielstein dazwischen steht (im Regelheft „Pass“).
rules-sensei-end = **Spielende**: Sobald deine Figur auf einem deiner Spielsteine auf der gegnerischen Startreihe steht, hast du gewonnen. Wer keine legale Aktion mehr hat, verliert. Remis nur in gegenseitigem Einvernehmen.
rules-sensei-unfair = **Blockadespiel**: Wer das Spiel mit einer Reihe blockiert, durch die die gegnerischen Spielsteine nicht hindurchkommen (seine Steine lückenlos über alle 7 Linien), verliert, wenn der Gegner mindestens 3 Spielsteine direkt gegenüber an diese Blockade heranbringt. Das wird am Ende jedes Zugs geprüft.
rules-sensei-variants = **Variante Shizukana**: Dieselben Regeln, aber jeder Spieler beginnt mit zwei Spielsteinen (Linien b und f) auf der Startreihe des Gegners. **Variante Arashi-Expert**: Das Arashi-Spiel auf der Rückseite des Spielplans, mit Löchern (`c3`, `e3`, `c5`, `e5`): Spielsteine dürfen nicht über die Löcher ziehen oder auf ihnen halten, die Figuren dürfen darüber springen, und in einer Blockade zählen die Löcher wie Steine.
rules-sensei-notation = Die Linien `a`–`g` laufen von links nach rechts, die Reihen `1`–`7` von unten nach oben. Ein Zug eines Spielsteins ist `VON-NACH`: `b1-b4`. Ein Zug der Figur ist `@` und das Zielfeld: `@b4`. Ein Zug besteht aus seinen Aktionen der Reihe nach, durch Leerzeichen getrennt: `b1-b4 @b4 c1-c2`.

## Niwa (das Regelheft von Marie und Wilfried Fort, auf Englisch)

rules-niwa-about = 2 Spieler · ein Garten aus sechseckigen Feldern · je 3 Figuren und 6 Perlen
rules-niwa-goal = **Ziel**: als Erster mit einer der drei eigenen Figuren die gegnerische Basis erreichen. Der Garten verbindet die beiden Basen; die Linien zwischen seinen Feldern sind grün, orange oder rosa (G, O und P im Bild).
rules-niwa-setup = **Vorbereitung**: In deinem ersten Zug stellst du deine drei Figuren auf drei der sechs Felder rund um deine Basis, jede mit zwei Perlen derselben Farbe, jede in einer anderen Farbe.
rules-niwa-turn = **Dein Zug**: Bewege eine Figur oder gib nur eine Perle weiter: setze die oberste Perle einer deiner Figuren auf eine andere.
rules-niwa-move = **Bewegen**: Um eine Linie zu überqueren, verbraucht eine Figur die Perle oben auf ihrem Kopf, die die Farbe der Linie haben muss; eine Perle reicht für genau eine Linie. Die verbrauchte Perle kommt oben auf eine andere deiner Figuren (höchstens 3 Perlen auf jeder). Die Figur darf mit ihrer neuen obersten Perle weiterziehen und so alle ihre Perlen in einem Zug nutzen, oder nach jedem Schritt anhalten. Eine Figur zieht nie durch ein besetztes Feld und bleibt nie auf einem stehen, und sie bleibt nie auf der eigenen Basis stehen.
rules-niwa-meet = **Begegnungen**: Zwei Figuren auf benachbarten Feldern begegnen sich, egal wem sie gehören. Eine Figur ohne Perle darf die andere überspringen, ohne auf die Farben der Linien zu achten, auf eines der drei Felder direkt hinter ihr, oder, wenn keines frei ist, auf eines der zwei dahinter (ein Sprung über zwei Felder). Tragen beide Perlen, blockieren sie sich: Dann heißt es ausweichen oder die Last abladen. Eine Figur darf alle ihre Perlen verbrauchen, ohne Perle neben einer anderen ankommen und sie im selben Zug überspringen: nur ein Sprung pro Zug, und er beendet den Zug.
rules-niwa-end = **Spielende**: Die erste Figur, die die gegnerische Basis erreicht, gewinnt. Wer keinen legalen Zug mehr hat, verliert.
rules-niwa-notation = Die Felder heißen wie im Bild: ein Buchstabe für die Spalte, eine Zahl für die Reihe. Aufstellung: `setup d2:G c3:O e3:P` (wo das grüne, das orange und das rosa Paar stehen). Ein Zug: das Startfeld, dann jeder Schritt als `FELD>AN` (das erreichte Feld, dann die Figur, die die verbrauchte Perle bekommt, weggelassen, wenn nur eine sie bekommen kann), dann wahlweise ein Sprung `^FELD`: `d2 d3>c3 d4>e3 ^d6`. Eine Perle weitergeben: `give c3>e3`.
