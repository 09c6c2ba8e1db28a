# Rechazos: por qué teban no hizo lo que se le pidió. Solo los lee quien lo pidió, en su
# idioma. Empiezan en minúscula. Deja `comandos` y la notación de las jugadas tal cual; nombres,
# momentos y canales son marcadores que cada interfaz escribe a su manera.

refusal-no-game-here = no tienes ninguna partida en este canal{ $hint }
refusal-hint-challenge = : reta a alguien para empezar una
refusal-hint-elsewhere = {" "}(tienes { $count } en otro sitio)
refusal-not-your-game = no juegas en esta partida
refusal-not-your-turn = no es tu turno: le toca a { $player }
refusal-game-over = la partida ha terminado: { $outcome }
refusal-stale = eso era para una posición anterior: la partida ha avanzado, { $now }
refusal-out-of-time = tu tiempo para esta jugada se agotó { $due }: has perdido por tiempo
refusal-no-such-game = esa partida no existe
refusal-not-on-this-server = la partida n.º { $game } no se juega en este servidor
refusal-no-such-challenge = ese reto no existe
refusal-not-your-challenge = ese reto no es para ti
refusal-challenge-expired = el reto caducó: estuvo abierto { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
refusal-challenge-closed = el reto ya { $state ->
    [accepted] fue aceptado
    [declined] fue rechazado
    [cancelled] fue retirado
    [expired] caducó
   *[other] está cerrado
}
refusal-already-playing = { $player } ya está jugando una partida en este canal (una partida por jugador y canal)
refusal-storage = algo ha fallado por parte de teban; no se ha cambiado nada: inténtalo de nuevo y, si vuelve a pasar, da este código a los administradores del servidor: `{ $id }`
refusal-resigned = has abandonado esta partida; los demás siguen jugando
refusal-bad-button = `{ $id }` no es un botón de teban
refusal-too-late-to-abort = demasiado tarde para anular: todos han jugado ya; abandona u ofrece tablas
refusal-not-a-manager = solo un miembro que puede gestionar este servidor puede terminar las partidas de otros
refusal-no-draw-offered = no hay tablas ofrecidas: ofrécelas tú
refusal-draw-already-offered = ya ofreces tablas; los demás aún tienen que aceptar
refusal-seat-count = { $game } es para { $seats } jugadores, no para { $players }
refusal-named-twice = { $player } aparece dos veces: cada jugador ocupa un solo puesto
refusal-type-a-move = escribe una jugada, por ejemplo e2 (empieza a escribir para ver las legales)
refusal-move-too-long = eso tiene { $length } caracteres, y ninguna jugada pasa de { $longest }
refusal-move-characters = una jugada solo lleva letras, cifras y los signos - @ ^ > :
refusal-games-all-outside = `/games all` muestra las partidas de un servidor: úsalo en uno
refusal-direct-message-others = en un mensaje directo solo ves tus propias partidas: mira a otros jugadores en un servidor
refusal-played-elsewhere = la partida n.º { $game } se juega en { $channel }
refusal-challenge-not-on-this-server = el reto n.º { $challenge } no se hizo en este servidor
refusal-challenge-elsewhere = el reto n.º { $challenge } se hizo en { $channel }
refusal-button-not-on-message = ese botón no está en el mensaje en el que se pulsó; no se hizo nada
