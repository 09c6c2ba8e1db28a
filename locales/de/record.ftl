# Partieprotokolle und Wiederholungen (src/table/record.rs, src/table/replay.rs): die Worte
# drumherum. Der Inhalt eines Protokolls (Tags, Notation, Ergebnisse) ist ein Maschinenformat und
# wird nicht übersetzt.

# Folgt auf „Du hast keine Partie in diesem Kanal“; das Leerzeichen am Anfang bleibt.
record-no-game-to-replay = { " " }zum Abspielen: Nenne eine, etwa `game:12`
record-no-game-to-record = { " " }zum Protokollieren: Nenne eine, etwa `game:12`
record-replay-lead = Die Partie Zug für Zug
record-replay-lead-ended = Partie #{ $game }: die ganze Partie Zug für Zug
record-replay-frames = { $lead }: { $frames ->
        [one] { $frames } Bild
       *[other] { $frames } Bilder
    }, die Schlussstellung bleibt am Ende stehen.
record-replay-shortened = Gekürzt: { $note }.

# Warum ein Protokoll nicht gelesen werden konnte. Tag-Namen (Game, Rated …), `yes`/`no`,
# `(seat 2)`, [Name "value"] und die Züge sind Wörter der Datei: unverändert lassen.
record-error-at-line = Zeile { $line }: { $reason }
record-error-rules = { $reason }
record-error-aborted = Die Partie wurde vor diesem Eintrag abgebrochen
record-error-over = Die Partie ist schon vorbei
record-error-no-one-to-move = Niemand ist am Zug
record-error-no-such-seat = Es gibt keinen Platz { $seat }: Die Partie hat { $seats } Plätze
record-error-needs-seat = `{ $entry }` braucht seinen Platz
record-error-already-left = Platz { $seat } hat die Partie schon verlassen
record-error-tag-quotes = Der Wert eines Tags steht in doppelten Anführungszeichen: [Name "value"]
record-error-tag-escape = Im Wert eines Tags folgt auf `\` entweder `"` oder `\`
record-error-tag-inner-quote = Ein `"` im Wert eines Tags wird `\"` geschrieben
record-error-tag-control = Der Wert eines Tags enthält keine Steuerzeichen
record-error-tag-bracket = Eine Tag-Zeile endet mit `]`
record-error-tag-shape = Eine Tag-Zeile lautet [Name "value"]
record-error-entry-shape = Ein Eintrag besteht aus seiner Nummer, einem Punkt und dem Zug: `1. e2`
record-error-entry-number = `{ $text }` ist keine Eintragsnummer
record-error-entry-seat = Auf `{ $entry }` folgt sein Platz: `{ $entry } (seat 2)`
record-error-tag-number = { $tag } ist eine Zahl, nicht `{ $value }`
record-error-tags-first = Die Tags stehen vor den Zügen
record-error-unknown-tag = Unbekanntes Tag `{ $tag }`; die Tags sind { $tags }
record-error-second-tag = Ein zweites { $tag }-Tag
record-error-no-game = Das Protokoll hat kein Game-Tag: [Game "Quoridor"]
record-error-not-a-game = `{ $game }` ist kein Spiel: Wähle eines von { $games }
record-error-date = Ein Datum wird YYYY-MM-DD geschrieben, nicht `{ $date }`
record-error-rated = Rated ist `yes` oder `no`
record-error-entry-order = Als Nächstes kommt Eintrag { $expected }, nicht { $found }
record-error-entry-long = Ein Eintrag ist höchstens { $most } Zeichen lang
record-error-tag-contradicts = Das { $tag }-Tag sagt `{ $said }`, aber die Züge ergeben `{ $played }`
record-error-takeback-no-move = eine Zugrücknahme braucht einen Zug davor, den sie zurücknimmt
record-error-takeback-not-theirs = der letzte Zug ist nicht der von Platz { $seat }: eine Zugrücknahme nimmt den letzten Zug ihres eigenen Platzes zurück
