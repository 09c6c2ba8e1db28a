# Die eigenen Worte des Discord-Adapters: das Embed einer Partie (Feldnamen, Zeilen der Spieler,
# Fußzeile), die Auswahlen der Befehlsoptionen, Ablehnungen und Antworten des Adapters; dann
# (`command-…`) Namen und Beschreibungen der Slash-Befehle, wie Discord sie zeigt.
#
# Namen von Befehlen und Optionen (`command-…-name`) folgen Discords Regeln: kleingeschrieben,
# ohne Leerzeichen, höchstens 32 Buchstaben, Ziffern, `-` oder `_`. Beschreibungen: 1 bis 100
# Zeichen.

## Das Embed einer Partie

# Die Zeile eines Spielers im Feld „Spieler“: Platz und Name. Eine Erwähnung kann folgen.
discord-seat-line = Platz { $seat }: **{ $name }**
# Nach der Zeile des Spielers, der am Zug ist.
discord-seat-to-move = ← am Zug
# Nach der Zeile eines Spielers, der aufgegeben hat (zu viert geht die Partie ohne ihn weiter).
discord-seat-resigned = (aufgegeben)
discord-seat-out-of-time = (Zeit abgelaufen)
# Das Feld „Am Zug“, wenn teban selbst am Zug ist.
discord-thinking = **{ $name }** (denkt nach …)
discord-field-players = Spieler
# Wer am Zug ist.
discord-field-turn = Am Zug
# Die Nummer des anstehenden Zugs.
discord-field-move = Zug
# Bis wann der Spieler am Zug gezogen haben muss (Discord-Zeitstempel: „in 2 Tagen“).
discord-field-due = Fällig
discord-field-result = Ergebnis
discord-field-moves-played = Gespielte Züge
discord-field-last-move = Letzter Zug
# Unter dem Brett: Nummer der Partie, Variante, ob sie gewertet wird ($rated: "yes" oder "no"),
# Version.
discord-footer = Partie Nr. { $game } · { $variant } · { $rated ->
    [yes] gewertet
   *[other] ungewertet
} · Version { $version }

## Die Auswahlen der Optionen

discord-clock-minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}
discord-clock-hours = { $count ->
    [one] { $count } Stunde
   *[other] { $count } Stunden
}
discord-clock-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}
discord-clock-no-limit = ohne Limit
# /settings language: Der Server hat keine eigene Sprache, teban folgt der Sprache, die Discord
# für den Server angibt.
discord-language-follow = wie Discord (Sprache des Servers)

## Ablehnungen und Antworten des Adapters

discord-refusal-bot-opponent = { $name } ist ein Bot und kann nicht spielen; fordere teban selbst heraus, um gegen den Computer zu spielen
# $teban ist z. B. „teban (schwer)“.
discord-refusal-profile-of-teban = teban spielt unter einem Namen je Stufe: Schau in `/rangliste` nach „{ $teban }“ und den anderen
discord-record = Das Protokoll der Partie im Format von teban: `teban legal --record { $file }` liest es.
discord-bad-options = Ich konnte die Optionen dieses Befehls nicht lesen: Prüf sie und versuch es noch einmal.
# Ein Befehl, der in teban fehlschlug (ein Fehler im Programm); er steht im Log.
discord-internal-error = Bei mir ist etwas schiefgegangen: Versuch es gleich noch einmal.
# Ein Befehl, den Discord noch so zeigte, wie er war, bevor teban ihn geändert hat (seine Optionen passen nicht mehr).
discord-command-changed = Dieser Befehl hat sich geändert, seit Discord ihn dir gezeigt hat: Warte eine Minute, bis Discord ihn aktualisiert, oder lade Discord neu (Strg+R), und versuch es noch einmal.
# Jeder andere Befehl, den das Framework nicht ausführen wollte (die Einzelheiten stehen im Log).
discord-cannot-run = Dieser Befehl kann hier nicht ausgeführt werden.
discord-server-only = Dieser Befehl funktioniert nur auf einem Server: Verwende ihn auf einem Server, auf dem du spielst.

## Die Slash-Befehle

command-menu-challenge-name = Herausfordern
command-challenge-name = herausfordern
command-challenge-description = Fordere einen Gegner (oder drei, bei Quoridor zu viert) zu einer Partie in diesem Kanal heraus
command-challenge-game-name = spiel
command-challenge-game-description = Welches Spiel
command-challenge-opponent-name = gegner
command-challenge-opponent-description = Wen du herausforderst (Standard: alle hier, eine offene Herausforderung)
command-challenge-opponent2-name = gegner2
command-challenge-opponent2-description = Ein zweiter Gegner (Quoridor zu viert)
command-challenge-opponent3-name = gegner3
command-challenge-opponent3-description = Ein dritter Gegner (Quoridor zu viert)
command-challenge-variant-name = variante
command-challenge-variant-description = Die Variante (Sensei-Vorgabe, Niwa-Garten, Spielerzahl bei Quoridor)
command-challenge-rated-name = gewertet
command-challenge-rated-description = Ob das Ergebnis in die Rangliste eingeht (Standard: ja)
command-challenge-level-name = stufe
command-challenge-level-description = Wie stark teban spielt, wenn du teban selbst herausforderst (Standard: normal)
command-challenge-clock-name = bedenkzeit
command-challenge-clock-description = Zeit pro Zug (3 days) oder ein Zeitkonto (3d+1d max 7d); Standard: die des Servers

command-move-name = zug
command-move-description = Mach einen Zug in deiner Partie in diesem Kanal
command-move-notation-name = notation
command-move-notation-description = Der Zug, z. B. e2 oder e3h (tipp los, um die legalen Züge zu sehen)

command-board-name = brett
command-board-description = Zeig deine Partie in diesem Kanal oder eine Partie dieses Servers (nur für dich)
command-board-game-name = partie
command-board-game-description = Eine Partie des Servers zum Zuschauen (ihre Nummer: Partie Nr. 12); Standard: deine hier
command-play-name = öffnen
command-play-description = Öffne in Discord das Brett deiner Partie in diesem Kanal oder einer zum Zuschauen

command-resign-name = aufgeben
command-resign-description = Gib deine Partie in diesem Kanal auf

command-draw-name = remis
command-draw-description = Biete in deiner Partie in diesem Kanal Remis an oder nimm das angebotene an

command-abort-name = abbrechen
command-abort-description = Brich deine Partie hier ab, bevor alle einmal gezogen haben (ohne Ergebnis, ungewertet)

command-games-name = partien
command-games-description = Deine offenen Partien hier, zuerst die, in denen du am Zug bist; oder alle (nur für dich)
command-games-all-name = alle
command-games-all-description = Alle offenen Partien dieses Servers, zum Zuschauen (Standard: nur deine)

command-record-name = protokoll
command-record-description = Das Protokoll einer Partie als Textdatei (nur für dich): deine hier oder eine des Servers
command-record-game-name = partie
command-record-game-description = Die Nummer der Partie (unter ihrem Brett: Partie Nr. 12); Standard: deine hier

command-replay-name = wiederholung
command-replay-description = Eine Partie Zug für Zug als animiertes Bild: deine hier oder eine dieses Servers
command-replay-game-name = partie
command-replay-game-description = Die Nummer der Partie (unter ihrem Brett: Partie Nr. 12); Standard: deine hier

command-settings-name = einstellungen
command-settings-description = Zeig oder ändere die Einstellungen des Servers: Threads, Bedenkzeit, Wiederholungen, Sprache
command-settings-threads-name = threads
command-settings-threads-description = Jede Partie in einem eigenen Thread spielen (Standard: an)
command-settings-clock-name = bedenkzeit
command-settings-clock-description = Die Zeit pro Zug bei einer Herausforderung, die keine nennt
command-settings-replay-name = wiederholung
command-settings-replay-description = Am Ende einer Partie ihre animierte Wiederholung posten (Standard: an)
command-settings-language-name = sprache
command-settings-language-description = Die Sprache, die teban in den Kanälen dieses Servers spricht
command-settings-organisers-name = veranstalter
command-settings-organisers-description = Eine Rolle, deren Mitglieder Turniere leiten dürfen (neben denen, die den Server verwalten)
command-settings-organisers_reset-name = veranstalter_zurücksetzen
command-settings-organisers_reset-description = Turniere wieder nur denen überlassen, die den Server verwalten

command-admin-name = admin
command-admin-description = Was Server-Verwalter tun können
command-admin-abort-name = abbrechen
command-admin-abort-description = Brich eine offene Partie dieses Servers ab (ohne Ergebnis, ungewertet)
command-admin-abort-game-name = partie
command-admin-abort-game-description = Die Nummer der Partie (unter ihrem Brett: Partie Nr. 12)

command-tournament-name = turnier
command-tournament-description = Rundenturniere und Turniere im Schweizer System auf diesem Server
command-tournament-create-name = erstellen
command-tournament-create-description = Kündige ein Turnier an, dem Mitglieder per Button beitreten
command-tournament-create-game-name = spiel
command-tournament-create-game-description = Welches Spiel
command-tournament-create-format-name = modus
command-tournament-create-format-description = Schweizer System, Rundenturnier oder doppelrundig (im zweiten Durchgang Plätze getauscht)
command-tournament-create-rounds-name = runden
command-tournament-create-rounds-description = Die Rundenzahl im Schweizer System (Standard: 5)
command-tournament-create-name-name = name
command-tournament-create-name-description = Der Name des Turniers
command-tournament-create-variant-name = variante
command-tournament-create-variant-description = Die Variante des Spiels (eine für 2 Spieler; Standard: die des Spiels)
command-tournament-create-clock-name = bedenkzeit
command-tournament-create-clock-description = Die Zeit pro Zug seiner Partien (Standard: die des Servers)
command-tournament-create-rated-name = gewertet
command-tournament-create-rated-description = Ob seine Partien in die Rangliste eingehen (Standard: ja)
command-tournament-create-players-name = spieler
command-tournament-create-players-description = Wie viele Spieler höchstens teilnehmen können (Standard: 16)
command-tournament-create-hours-name = stunden
command-tournament-create-hours-description = Nach so vielen Stunden die Anmeldung schließen und Runde 1 auslosen (Standard: beim Start)
command-tournament-create-vacation-name = urlaub
command-tournament-create-vacation-description = Ob Urlaub die Uhren seiner Partien anhält (Standard: ja)
command-tournament-start-name = starten
command-tournament-start-description = Schließ die Anmeldung und lose Runde 1 jetzt aus (der Veranstalter oder ein Verwalter)
command-tournament-start-tournament-name = turnier
command-tournament-start-tournament-description = Die Nummer des Turniers (Standard: das neueste laufende)
command-tournament-standings-name = tabelle
command-tournament-standings-description = Der Stand eines Turniers dieses Servers (nur für dich)
command-tournament-standings-tournament-name = turnier
command-tournament-standings-tournament-description = Die Nummer des Turniers (Standard: das neueste laufende)
command-tournament-list-name = liste
command-tournament-list-description = Die Turniere dieses Servers (nur für dich)
command-tournament-withdraw-name = zurückziehen
command-tournament-withdraw-description = Hör auf, in einem Turnier zu spielen: keine Paarungen mehr; laufende Partien zählen weiter
command-tournament-withdraw-tournament-name = turnier
command-tournament-withdraw-tournament-description = Die Nummer des Turniers (Standard: das neueste laufende)
command-tournament-cancel-name = absagen
command-tournament-cancel-description = Sag ein Turnier ab (der Veranstalter oder ein Verwalter); laufende Partien gehen weiter
command-tournament-cancel-tournament-name = turnier
command-tournament-cancel-tournament-description = Die Nummer des Turniers (Standard: das neueste laufende)

command-leaderboard-name = rangliste
command-leaderboard-description = Die besten Spieler dieses Servers in einem Spiel
command-leaderboard-game-name = spiel
command-leaderboard-game-description = Welches Spiel

command-profile-name = profil
command-profile-description = Die Partien eines Spielers auf diesem Server: Wertungen, Ergebnisse, Serie, Zeit pro Zug, Grafik
command-profile-user-name = spieler
command-profile-user-description = Wessen Profil (Standard: deins)

command-rules-name = regeln
command-rules-description = Die Regeln eines Spiels in Kürze, mit einem Bild der Anfangsstellung
command-rules-game-name = spiel
command-rules-game-description = Welches Spiel

command-help-name = hilfe
command-help-description = Wie man mit teban spielt

discord-seat-bank = ⏳ { $time }
discord-refusal-clock = Das ist keine Bedenkzeit: schreibe eine Zeit pro Zug wie `3 days` oder ein Zeitkonto wie `3d+1d max 7d` (höchstens ein Jahr)
discord-refusal-apps-private-web = Dieser Server hält Apps privat, niemand sonst sähe hier eine Partie: Spiele stattdessen im Web, { $link }, oder fordere deinen Freund in einer Direktnachricht oder einer Gruppe heraus
discord-refusal-apps-private = Dieser Server hält Apps privat, niemand sonst sähe hier eine Partie: Fordere deinen Freund stattdessen in einer Direktnachricht oder einer Gruppe heraus

command-settings-vacation-name = urlaub
command-settings-vacation-description = Urlaubstage pro Jahr für jedes Mitglied (Standard 14; 0 schaltet Urlaub aus)
command-vacation-name = urlaub
command-vacation-description = Halte deine Uhren in all deinen Partien auf diesem Server ein paar Tage an
command-vacation-start-name = beginnen
command-vacation-start-description = Urlaub jetzt beginnen: deine Uhren stehen hier still
command-vacation-start-days-name = tage
command-vacation-start-days-description = Wie viele Tage (Standard 7, oder was dir bleibt)
command-vacation-end-name = beenden
command-vacation-end-description = Urlaub jetzt beenden: deine Uhren laufen wieder
command-vacation-auto-name = auto
command-vacation-auto-description = Einen Urlaubstag nehmen, wenn deine Zeit ablaufen würde
command-vacation-auto-on-name = an
command-vacation-auto-on-description = An oder aus (standardmäßig aus)
command-takeback-name = zurücknehmen
command-takeback-description = Bitte die anderen Spieler, deinen letzten Zug in deiner Partie hier zurückzunehmen
command-settings-takebacks-name = zurücknahmen
command-settings-takebacks-description = Zugrücknahmen mit Zustimmung auch in gewerteten Partien erlauben (Standard: aus)
command-settings-web-name = web
command-settings-web-description = Wer die Partien des Servers auf ihren Webseiten ansehen darf (Standard: Mitglieder)
# Der Knopf neben einer Partie, der ihr Brett öffnet (die Activity oder die Webseite der Partie).
discord-button-open-board = Brett öffnen
# Open board pressed on a message whose game is not played where it was pressed (a forged or moved click).
discord-activity-elsewhere = Dieses Brett gehört zu keiner Partie in diesem Kanal: öffne es im Kanal oder Thread der Partie.
# /play without Activities: no web board to link to.
discord-play-no-board = Das Brett kann hier nicht geöffnet werden: Dieser Bot hat kein Web-Brett.
# /play without Activities, in a channel with no unfinished game.
discord-play-no-games = In diesem Kanal läuft keine Partie.
# /play without Activities: the line before the links to the games' web pages.
discord-play-games = Die Partien dieses Kanals (deine zuerst):
