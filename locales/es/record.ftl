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

# Por qué no se pudo leer un registro. Los nombres de etiqueta (Game, Rated…), `yes`/`no`,
# `(seat 2)`, [Name "value"] y las jugadas son palabras del archivo: no traducirlos.
record-error-at-line = línea { $line }: { $reason }
record-error-rules = { $reason }
record-error-aborted = la partida se anuló antes de esta entrada
record-error-over = la partida ya ha terminado
record-error-no-one-to-move = no le toca a nadie
record-error-no-such-seat = no hay asiento { $seat }: la partida tiene { $seats } asientos
record-error-needs-seat = `{ $entry }` necesita su asiento
record-error-already-left = el asiento { $seat } ya ha dejado la partida
record-error-tag-quotes = el valor de una etiqueta va entre comillas dobles: [Name "value"]
record-error-tag-escape = en el valor de una etiqueta, `\` va seguido de `"` o de `\`
record-error-tag-inner-quote = una `"` dentro del valor de una etiqueta se escribe `\"`
record-error-tag-control = el valor de una etiqueta no lleva caracteres de control
record-error-tag-bracket = una línea de etiqueta termina en `]`
record-error-tag-shape = una línea de etiqueta es [Name "value"]
record-error-entry-shape = una entrada es su número, un punto y la jugada: `1. e2`
record-error-entry-number = `{ $text }` no es un número de entrada
record-error-entry-seat = `{ $entry }` va seguido de su asiento: `{ $entry } (seat 2)`
record-error-tag-number = { $tag } es un número, no `{ $value }`
record-error-tags-first = las etiquetas van antes de las jugadas
record-error-unknown-tag = etiqueta desconocida `{ $tag }`; las etiquetas son { $tags }
record-error-second-tag = una segunda etiqueta { $tag }
record-error-no-game = el registro no tiene etiqueta Game: [Game "Quoridor"]
record-error-not-a-game = `{ $game }` no es un juego: elige entre { $games }
record-error-date = una fecha se escribe YYYY-MM-DD, no `{ $date }`
record-error-rated = Rated es `yes` o `no`
record-error-entry-order = ahora toca la entrada { $expected }, no la { $found }
record-error-entry-long = una entrada tiene como mucho { $most } caracteres
record-error-tag-contradicts = la etiqueta { $tag } dice `{ $said }`, pero las jugadas dan `{ $played }`
record-error-takeback-no-move = deshacer necesita una jugada anterior que deshacer
record-error-takeback-not-theirs = la última jugada no es del asiento { $seat }: deshacer deshace la última jugada de su propio asiento
