# Las palabras de las reglas: por qué una jugada no es legal, cómo se escribe una jugada, las
# variantes. Las casillas (e2), las barreras (e3h) y la notación (b1-b4 @b4, setup d2:G ...) se
# escriben igual en todos los idiomas: déjalas, y también las letras de color G, O y P.
# $seat es un número de puesto (1 a 4).

illegal-game-over = la partida ha terminado
illegal-move-is-illegal = { $move } no es legal: { $reason }
illegal-replay-move = jugada { $index } (`{ $move }`): { $error }

## Quoridor
illegal-quoridor-already-there = tu peón ya está en { $square }
illegal-quoridor-fence-in-the-way = la barrera { $fence } está entre { $from } y { $to }
illegal-quoridor-occupied = el peón del puesto { $seat } está en { $square }
illegal-quoridor-unreachable = { $to } no es alcanzable desde { $from }
illegal-quoridor-no-fences-left = no te quedan barreras
illegal-quoridor-fence-taken = ya hay una barrera en { $fence }
illegal-quoridor-overlaps = { $fence } se superpone a la barrera { $other }
illegal-quoridor-crosses = { $fence } se cruza con la barrera { $other }
illegal-quoridor-shuts-in = esa barrera dejaría al peón del puesto { $seat } sin camino hacia su meta
illegal-quoridor-cannot-pass = solo puedes pasar si no tienes ninguna otra jugada legal

## Sensei
illegal-sensei-third-stone-move = ya has movido dos piedras en este turno
illegal-sensei-second-character-move = ya has movido tu personaje en este turno
illegal-sensei-after-the-win = tu personaje ha llegado a { $square } y ha ganado: el turno termina ahí
illegal-sensei-no-stone = no hay ninguna piedra en { $square }
illegal-sensei-not-your-stone = la piedra de { $square } no es tuya
illegal-sensei-carries-character = la piedra de { $square } lleva a tu personaje
illegal-sensei-stays-put = una piedra tiene que moverse: { $square }-{ $square } no va a ningún sitio
illegal-sensei-not-straight = las piedras se mueven por una fila o una columna, nunca en diagonal: de { $from } a { $to } no es ni lo uno ni lo otro
illegal-sensei-one-square-only = en { $variant } las piedras avanzan de una en una casilla: de { $from } a { $to } es más lejos
illegal-sensei-into-pit = { $square } es un hoyo: ninguna piedra puede detenerse ahí
illegal-sensei-taken = { $square } está ocupada por { $by ->
    [own] tu piedra
    [opponent] una piedra rival
   *[pit] un hoyo
}
illegal-sensei-blocked = { $by ->
    [own] tu piedra
    [opponent] una piedra rival
   *[pit] un hoyo
} en { $at } cierra el paso hacia { $to }
illegal-sensei-already-there = tu personaje ya está en { $square }
illegal-sensei-no-own-stone = tu personaje solo puede ir a una de tus piedras, y no hay ninguna en { $square }
illegal-sensei-not-in-line = { $to } no está en la misma fila, columna ni diagonal que tu personaje en { $from }

## Niwa
illegal-niwa-set-up-first = coloca primero tus figuras, por ejemplo `setup { $example }`
illegal-niwa-already-set-up = tus figuras ya están en el jardín
illegal-niwa-no-such-cell = no hay ningún espacio { $cell } en este jardín
illegal-niwa-not-a-start-space = { $cell } no es uno de los seis espacios de salida alrededor de tu base { $base }
illegal-niwa-no-figurine = no tienes ninguna figura en { $cell }
illegal-niwa-not-neighbours = { $to } no está al lado de { $from }
illegal-niwa-occupied = { $cell } está ocupado
illegal-niwa-own-base = { $cell } es tu propia base: tus figuras no pueden detenerse ahí
illegal-niwa-no-bead = a la figura de { $from } no le quedan cuentas para cruzar la línea hacia { $to }
illegal-niwa-wrong-colour = la línea de { $from } a { $to } es { $line ->
    [green] verde
    [orange] naranja
   *[pink] rosa
} y tu cuenta de arriba es { $bead ->
    [green] verde
    [orange] naranja
   *[pink] rosa
}
illegal-niwa-give-to-mover = la cuenta gastada en el paso a { $cell } tiene que ir a otra figura, no a la que se mueve
illegal-niwa-no-taker = no tienes ninguna figura en { $cell } que pueda tomar la cuenta
illegal-niwa-full = la figura de { $cell } ya lleva tres cuentas
illegal-niwa-which-taker = di qué figura toma la cuenta gastada en el paso a { $cell }: { $cell }>{ $a } o { $cell }>{ $b }
illegal-niwa-nobody-takes = tus otras figuras llevan tres cuentas cada una: ninguna puede tomar la cuenta gastada en { $cell }
illegal-niwa-past-the-base = la figura llega a la base rival en { $cell }: ahí se gana la partida y termina el movimiento
illegal-niwa-jump-with-beads = la figura de { $cell } aún lleva cuentas: solo una figura sin cuentas puede saltar
illegal-niwa-not-a-jump = { $to } no es un espacio de llegada de un salto desde { $from }
illegal-niwa-behind-is-free = { $to } está dos espacios detrás de { $from }: ese salto solo se permite si los tres espacios justo detrás de { $from } están todos ocupados
illegal-niwa-empty-move = un movimiento necesita al menos un paso o un salto
illegal-niwa-no-bead-to-give = la figura de { $cell } no tiene ninguna cuenta que pasar
illegal-niwa-give-to-itself = una cuenta pasa entre dos figuras distintas

## Cómo se escribe una jugada, cuando un texto no lo es.
notation-not-a-move = `{ $input }` no es una jugada: { $hint }
notation-quoridor-move = escribe una casilla como e2, una barrera como e3h o e3v, o pass
notation-quoridor-square = las casillas van de a1 a i9
notation-quoridor-fence-off-board = una barrera se nombra por la casilla inferior izquierda de su bloque de 2×2, de a1 a h8, así que esta se saldría del tablero
notation-sensei-square = las casillas van de a1 a g7
notation-sensei-turn = escribe un turno como una a tres acciones separadas por espacios: un movimiento de piedra como b1-b4 y un movimiento del personaje como @b4
notation-sensei-character-square = tras @ va la casilla a la que va tu personaje (las casillas van de a1 a g7)
notation-sensei-stone-move = un movimiento de piedra son dos casillas unidas por - (las casillas van de a1 a g7)
notation-sensei-too-many-actions = un turno tiene como mucho tres acciones: dos movimientos de piedra y uno del personaje
notation-niwa-cell = un espacio es una letra de columna y un número de fila, como d2
notation-niwa-turn = escribe una colocación como `setup d2:G c3:O e3:P`, un movimiento como `d2 d3>c3 d4 ^d6` (salida, pasos y quizá un salto) o un pase de cuenta como `give c3>e3`
notation-niwa-setup-three = una colocación sitúa tres figuras: `setup d2:G c3:O e3:P`
notation-niwa-setup-word = cada figura se escribe ESPACIO:COLOR, como d2:G
notation-niwa-colours = los colores son G (verde), O (naranja) y P (rosa)
notation-niwa-colour-twice = cada figura lleva un par de un color distinto: una G, una O, una P
notation-niwa-same-cell = las tres figuras van en tres espacios distintos
notation-niwa-setup-colours = una colocación sitúa una figura G, una O y una P
notation-niwa-jump-last = un salto termina el turno, así que `^ESPACIO` va al final
notation-niwa-too-many-steps = una figura lleva como mucho tres cuentas, así que un movimiento tiene como mucho tres pasos
notation-niwa-no-step = un movimiento indica su espacio de salida y luego sus pasos o su salto, como `d2 d3` o `d4 ^d6`
notation-niwa-give = un pase de cuenta es `give DE>A`, como `give c3>e3`

## Las variantes: un nombre que eligen los jugadores (se deja tal cual) y una descripción.
variant-none-such = { $game } no tiene ninguna variante `{ $name }`; las variantes son { $variants }
variant-quoridor-2-players = dos jugadores, 10 barreras cada uno
variant-quoridor-4-players = cuatro jugadores, 5 barreras cada uno
variant-sensei-arashi = las piedras se deslizan cualquier distancia (por defecto)
variant-sensei-shizukana = las piedras avanzan de una en una casilla
variant-sensei-shizukana-variant = de una en una casilla; cada uno empieza con dos piedras en la fila de salida rival
variant-sensei-arashi-expert = las piedras se deslizan cualquier distancia, en el tablero con hoyos
variant-niwa-compact = un jardín compacto, filas de 1, 3, 4, 3 y 1 losetas
variant-niwa-path = un camino largo y sinuoso, de una loseta de ancho
variant-niwa-wide = un jardín ancho, dos filas de cinco losetas entre las bases
