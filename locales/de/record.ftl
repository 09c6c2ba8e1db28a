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
record-replay-failed = Die Wiederholung konnte nicht gezeichnet werden ({ $error })
