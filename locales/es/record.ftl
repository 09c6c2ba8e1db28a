# Registros de partidas y repeticiones (src/table/record.rs, src/table/replay.rs): las palabras
# que los acompañan. El contenido de un registro (etiquetas, notación, resultados) es un formato
# para máquinas y no se traduce.

# Sigue a «no tienes ninguna partida en este canal»; conservar el espacio inicial.
record-no-game-to-replay = { " " }para repetir: indica una, como `game:12`
record-no-game-to-record = { " " }para registrar: indica una, como `game:12`
record-replay-lead = La partida jugada a jugada
record-replay-lead-ended = partida #{ $game }: toda la partida jugada a jugada
record-replay-frames = { $lead }: { $frames ->
        [one] { $frames } fotograma
       *[other] { $frames } fotogramas
    }, con la posición final fija al terminar.
record-replay-shortened = Acortada: { $note }.
record-replay-failed = no se pudo dibujar la repetición ({ $error })
