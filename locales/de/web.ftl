# The web front end: a game's page, logging in with Discord, and its refusals.
web-title = teban
web-login = Mit Discord anmelden
web-logout = Abmelden
web-players = Spieler
web-moves = Züge
web-your-moves = Deine Züge
web-your-turn = Du bist am Zug
web-spectating = Du schaust dieser Partie zu.
web-board-alt = Das Spielbrett
web-rating = Wertung
web-time-left = verbleibende Zeit
web-result = Ergebnis
web-move-fence = Wand { $move }
web-move-play = spiele { $move }
web-resign = Aufgeben
web-resign-confirm = Diese Partie aufgeben? Zum Bestätigen noch einmal drücken.
web-offer-draw = Remis anbieten
web-agree-draw = Remis annehmen
web-takeback-ask = Meinen Zug zurücknehmen
web-takeback-accept = Rücknahme annehmen
web-takeback-decline = Rücknahme ablehnen
web-live-lost = Die Live-Verbindung ist abgebrochen; verbinde neu…
web-not-logged-in = Melde dich mit Discord an, um diese Partie zu sehen.
web-error-not-found = Keine solche Partie, oder keine, die du sehen darfst.
web-error-login = Melde dich zuerst mit Discord an.
web-error-too-large = Diese Anfrage ist zu groß.
web-error-bad-body = Diese Anfrage ist nicht, was teban erwartet
web-error-not-json = Sende JSON (Content-Type: application/json).
web-error-cross-site = Abgelehnt: Diese Anfrage kam nicht von tebans eigener Seite.
web-error-too-fast = Zu viele Aktionen in einer Sekunde: warte einen Moment.
web-error-bad-login = Die Anmeldung mit Discord ist gescheitert oder kam nicht von diesem Browser: versuche es noch einmal.
# The choices of a turn built on the board; each holds its notation ($move), which stays as it is.
web-pick = { $move } wählen
web-move-stone = Spielstein { $move }
web-move-character = Figur { $move }
web-move-pass = passen
web-move-place = setzen { $move }
web-move-figurine = Figur { $move }
web-move-step = Schritt { $move }
web-move-jump = Sprung { $move }
web-move-give = Perle weitergeben, { $move }
web-undo = Rückgängig
web-play = { $move } spielen
web-confirm = Tippe noch einmal darauf oder drücke auf „spielen“, um ihn zu spielen.
web-choose = Wähle auf dem Brett (oder mit Tab und Eingabe).
web-turn-so-far = Dieser Zug: { $move }
web-fence-illegal = nicht erlaubt
web-error-bad-turn = Das ist hier nicht der Anfang eines erlaubten Zugs: wähle noch einmal.
web-error-not-your-turn = In dieser Partie bist du nicht am Zug.
# A finished game's replay; $move is where the slider stands, as "15 / 40".
web-replay = Partie nachspielen
web-replay-at = Zug { $move }
# Local play (`teban web` without Discord): the front page's form that starts a game.
web-local-new-game = Neue Partie
web-local-game = Spiel
web-local-variant = Variante
web-local-opponent = Spieler
web-local-start = Partie beginnen
web-local-people = Alle an diesem Bildschirm
# $level: teban's level, in words ("easy").
web-local-teban = Ich gegen teban ({ $level })
web-error-bad-game = Diese Partie kann nicht beginnen: wähle ein Spiel, eine seiner Varianten, und teban nur zu zweit.
# A finished game's analysis on its page: the heading, and the chart's text for those who cannot see it.
web-analysis = Analyse
web-analysis-chart = Die Gewinnchancen jeder Seite im Lauf der Partie
# The board opened in Discord (the Activity): no application set up, Discord not confirming who the player is, an Activity not open here for them.
web-error-activity-off = Das Brett lässt sich hier nicht in Discord öffnen: dieses teban hat keine Discord-Anwendung eingerichtet.
web-error-activity-login = Discord hat nicht bestätigt, wer du bist: schließe das Brett und öffne es erneut.
web-error-foreign-instance = Dieses Brett ist in diesem Kanal nicht für dich geöffnet: öffne es erneut aus der Partie.
