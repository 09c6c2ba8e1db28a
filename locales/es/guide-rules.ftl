# /rules: las reglas de cada juego en breve (src/discord/guide.rs), tal como el proyecto lee los
# reglamentos (shared/RULES.md). Cada texto es un párrafo; el código los pone uno por línea bajo
# el nombre del juego, luego la notación, las variantes (nombres y descripciones vienen del módulo
# de reglas) y la línea final.
# Usa siempre los mismos términos para las piezas (peón, barrera, piedra, personaje, hoyo,
# figura, cuenta, espacio) y deja la notación tal cual (`e2`, `b1-b4`, `^d6`): los jugadores la escriben. El texto
# de un juego debe quedar por debajo de 4000 caracteres.

rules-heading-notation = Notación
rules-heading-variants = Variantes
# Una variante y su descripción. $name: su nombre (se escribe tal cual), $about: su descripción.
rules-variant = • `{ $name }`: { $about }
# La última línea. $challenge: el comando /challenge tal como lo escribe el lector; $game: el nombre del juego.
rules-start = Empieza una partida con { $challenge } y elige { $game }.

## Quoridor (el reglamento de Gigamic)

rules-quoridor-about = 2 o 4 jugadores · un tablero de 9×9 casillas · 20 barreras
rules-quoridor-goal = **Objetivo**: ser el primero en llevar tu peón a la línea opuesta a tu línea de salida (a cualquiera de sus 9 casillas).
rules-quoridor-setup = **Preparación**: cada peón empieza en el centro de su línea de salida. Con dos jugadores, 10 barreras cada uno; con cuatro, 5 barreras cada uno. Un sorteo decide quién empieza (teban sortea los puestos cuando se acepta el reto).
rules-quoridor-turn = **Tu turno**: mueve tu peón o coloca una de tus barreras. Cuando ya no te quedan barreras, tienes que mover tu peón.
rules-quoridor-pawn = **Los peones** avanzan una casilla, en horizontal o en vertical, hacia delante o hacia atrás, y deben rodear las barreras.
rules-quoridor-fences = **Las barreras** miden dos casillas y se colocan justo entre dos pares de casillas, sin solaparse ni cruzarse con otra. Sirven para abrirte camino o frenar a los demás, pero nunca puedes cerrarle a un peón todo acceso a su línea de meta: siempre debe quedarle un camino.
rules-quoridor-face = **Cara a cara**: cuando dos peones están en casillas vecinas sin barrera entre ellos, el jugador al que le toca puede saltar por encima del otro peón y colocarse detrás. Si detrás hay una barrera (o el borde, u otro peón), puede ir a su izquierda o a su derecha. Saltar nunca es obligatorio.
rules-quoridor-four = **Cuatro jugadores**: los peones empiezan en el centro de los cuatro lados; las reglas son las mismas, pero nunca se salta más de un peón. Quien no tiene jugada legal pasa. Quien se rinde o agota su tiempo sale con su peón (sus barreras se quedan) y los demás siguen jugando.
rules-quoridor-end = **Final**: gana el primero que llega a una casilla de su línea de meta. No hay tablas, salvo de común acuerdo.
rules-quoridor-notation = Las columnas `a`–`i` van de izquierda a derecha, las filas `1`–`9` de abajo arriba. Un movimiento de peón (también un salto) es la casilla de llegada: `e2`. Una barrera es la casilla inferior izquierda de las cuatro que toca, seguida de `h` (horizontal) o `v` (vertical): `e3h` está entre las filas 3 y 4, a lo largo de las columnas e y f; `e3v`, entre las columnas e y f, a lo largo de las filas 3 y 4. Quien no puede jugar escribe `pass`.

## Sensei (el reglamento de Biboum, en inglés, francés y alemán)

rules-sensei-about = 2 jugadores · un tablero de 7×7 casillas · 7 piedras y un personaje cada uno
rules-sensei-goal = **Objetivo**: ser el primero en llevar tu personaje a una de tus propias piedras situada en la fila de salida del rival.
rules-sensei-setup = **Preparación**: las 7 piedras de cada jugador están en su fila de salida, con su personaje en la del centro: verde (el Sabio) en la fila 1, rojo (el Mono) en la fila 7; empieza el verde.
rules-sensei-turn = **Tu turno**: al menos una de estas tres acciones, en el orden que quieras, cada una como mucho una vez: mover una piedra de tu color; mover una segunda piedra, o la primera otra vez; mover tu personaje (incluso entre los dos movimientos de piedra).
rules-sensei-stones = **Las piedras** se mueven en horizontal o en vertical, nunca en diagonal, y sin cambiar de dirección durante un movimiento: ir de lado y luego hacia arriba son dos acciones. Una sola piedra por casilla; una piedra se detiene ante cualquier otra piedra; la piedra que lleva un personaje no puede moverse. **Modo Arashi**: una piedra avanza tantas casillas como quieras. **Modo Shizukana**: una sola casilla. El modo se elige al principio, para toda la partida.
rules-sensei-character = **Tu personaje** va de su piedra a otra piedra de su color en la misma fila, columna o diagonal, a cualquier distancia, si no hay ninguna piedra rival entre las dos.
rules-sensei-end = **Final**: en cuanto tu personaje está en una de tus piedras en la fila de salida del rival, ganas. Quien se queda sin ninguna acción legal pierde. Tablas solo de común acuerdo.
rules-sensei-unfair = **Antijuego**: quien bloquea la partida con una línea que las piedras rivales no pueden cruzar (sus piedras encadenadas a lo largo de las 7 columnas) pierde si el rival lleva al menos 3 piedras cara a cara con esa línea. Se comprueba al final de cada turno.
rules-sensei-variants = **Variante Shizukana**: las mismas reglas, pero cada jugador empieza con dos de sus piedras (columnas b y f) en la fila de salida del rival. **Variante Arashi experto**: el modo Arashi en el reverso del tablero, con hoyos (`c3`, `e3`, `c5`, `e5`): las piedras no pueden cruzar un hoyo ni detenerse en él, los personajes pueden pasar por encima, y los hoyos cuentan como piedras en una línea de antijuego.
rules-sensei-notation = Las columnas `a`–`g` van de izquierda a derecha, las filas `1`–`7` de abajo arriba. Un movimiento de piedra se escribe `ORIGEN-DESTINO`: `b1-b4`. Un movimiento del personaje es `@` y la casilla de llegada: `@b4`. Un turno son sus acciones en orden, separadas por espacios: `b1-b4 @b4 c1-c2`.

## Niwa (el reglamento de Marie y Wilfried Fort, en inglés)

rules-niwa-about = 2 jugadores · un jardín de espacios hexagonales · 3 figuras y 6 cuentas cada uno
rules-niwa-goal = **Objetivo**: ser el primero en llegar a la base rival con una de tus tres figuras. El jardín une las dos bases; las líneas entre sus espacios son verdes, naranjas o rosas (G, O y P en la imagen).
rules-niwa-setup = **Preparación**: en tu primer turno, coloca tus tres figuras en tres de los seis espacios que rodean tu base, cada una con dos cuentas del mismo color, un color distinto para cada una.
rules-niwa-turn = **Tu turno**: mueve una figura, o simplemente pasa una cuenta: pon la cuenta de arriba de una de tus figuras sobre otra.
rules-niwa-move = **Moverse**: para cruzar una línea, una figura gasta la cuenta que lleva arriba en la cabeza, que debe ser del color de la línea; cada cuenta cruza una sola línea. La cuenta gastada pasa a la cabeza de otra de tus figuras (3 cuentas como máximo en cada una). La figura puede seguir con su nueva cuenta de arriba, y así usar todas sus cuentas en un solo movimiento, o pararse tras cualquier paso. Una figura nunca atraviesa un espacio ocupado ni se para en él, y nunca se para en su propia base.
rules-niwa-meet = **Encuentros**: dos figuras en espacios vecinos se encuentran, sean de quien sean. Una figura sin cuentas puede saltar por encima de la otra, sin importar el color de las líneas, a uno de los tres espacios justo detrás de ella o, si ninguno está libre, a uno de los dos siguientes (un salto de dos espacios). Si las dos llevan cuentas, se bloquean: hay que dar un rodeo o vaciar la carga. Una figura puede gastar todas sus cuentas, llegar sin ninguna junto a otra y saltarla en el mismo turno: un solo salto por turno, y el salto termina el turno.
rules-niwa-end = **Final**: gana la primera figura que llega a la base rival. Quien se queda sin ningún turno legal pierde.
rules-niwa-notation = Los espacios se nombran como en la imagen: una letra de columna y un número de fila. Preparación: `setup d2:G c3:O e3:P` (donde están las parejas verde, naranja y rosa). Un movimiento: el espacio de salida, luego cada paso como `ESPACIO>RECEPTORA` (el espacio alcanzado y luego la figura que recibe la cuenta gastada, que se omite cuando solo una puede recibirla) y, si hay salto, `^ESPACIO`: `d2 d3>c3 d4>e3 ^d6`. Pasar una cuenta: `give c3>e3`.
