# /help: was teban ist und was jeder Befehl tut (src/discord/guide.rs).
# Die Namen der Befehle schreibt der Code selbst an den Anfang jeder Zeile („• `/herausfordern` — “,
# dann der Text), so wie die Übersetzungen der Befehle sie nennen (command-…-name): So werden sie
# getippt. Nenne keine Optionen der Befehle, sondern sag, was sie tun. Die ganze Hilfe ist die Beschreibung eines Embeds: unter 4.096 Zeichen bleiben.

# Die erste Zeile. $games: die Namen der Spiele, „Quoridor, Sensei, Niwa“.
help-intro = **teban** veranstaltet rundenbasierte Brettspiele: { $games }. Jede Partie läuft in einem eigenen Thread, wenn der Server es erlaubt.
help-challenge = fordere jemanden heraus; angenommen wird per Button. Wählen kannst du eine Variante, die Spielstärke von teban (wenn du teban herausforderst) und die Bedenkzeit: pro Zug zwischen 5 Minuten und 14 Tagen, oder ein Zeitkonto wie `3d+1d max 7d` (eine Erinnerung kommt bei 80 %, und wer die Zeit überschreitet, verliert auf Zeit)
help-move = mach einen Zug (beginne zu tippen: die legalen Züge werden vorgeschlagen)
help-board = zeig deine Partie (nur für dich) oder, über ihre Nummer, jede Partie dieses Servers zum Zuschauen
help-play = öffne in Discord das Brett deiner Partie hier, oder die Partien des Kanals zum Zuschauen
help-plan = plane deine Antworten auf die nächsten Züge deines Gegners (nur du siehst es): eine Antwort wird gespielt, sobald er den Zug spielt, auf den sie antwortet
help-resign-draw = gib auf oder biete ein Remis an
help-abort = beende deine Partie, bevor alle einmal gezogen haben (ungewertet)
help-games = deine laufenden Partien auf diesem Server, zuerst die, in denen du am Zug bist (nur für dich), oder alle Partien, die hier laufen, zum Zuschauen
help-record = die Aufzeichnung einer Partie als Textdatei (nur für dich): deine Partie hier oder jede Partie dieses Servers über ihre Nummer
# $record: der Befehl /record, so wie der Leser ihn tippt.
help-replay = eine Partie Zug für Zug als animiertes Bild (dieselben Partien wie bei { $record })
help-profile = Wertungen, Ergebnisse, Serie, Zeit pro Zug und ein Wertungsverlauf
help-leaderboard = die besten Spieler eines Spiels auf diesem Server
help-tournament = Turniere (Schweizer System, Rundenturnier): mitmachen per **Teilnehmen** unter der Ankündigung; `tabelle`, `liste`, `zurückziehen`; Veranstalter: `erstellen`, `starten`, `absagen`
help-rules = die Regeln eines Spiels, wie man seine Züge schreibt, seine Varianten
help-vacation = halte deine Uhren hier ein paar Tage an; `auto` nimmt einen Tag, wenn deine Zeit abläuft
help-help = diese Hilfe
help-notifications = Erinnerungen, DM bei deinem Zug, Tagesübersicht, Erwähnungen: deine Wahl
# Nach den Befehlen der Spieler.
help-buttons = Die Buttons unter einem Brett spielen den Zug, den sie zeigen; nur wer am Zug ist, kann sie benutzen. Ein Button unter einer beendeten Partie fordert dieselben Spieler erneut heraus.
# Vor den Befehlen, die nur Server-Verwalter benutzen dürfen.
help-managers = Für Server-Verwalter:
help-settings = die Sprache des Servers, Threads, die Standard-Bedenkzeit, Replays am Ende, wer Turniere veranstaltet, Urlaubstage pro Jahr, Zugrücknahmen in gewerteten Partien, wer Partien im Web ansieht
help-admin-abort = beende jede Partie dieses Servers (ungewertet)
help-takeback = bitte darum, deinen letzten Zug zurückzunehmen (die anderen nehmen an oder lehnen ab)
