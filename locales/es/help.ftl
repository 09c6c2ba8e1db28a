# /help: qué es teban y qué hace cada comando (src/discord/guide.rs).
# El código escribe él mismo los nombres de los comandos al principio de cada línea
# («• `/desafiar` — » y luego el texto), tal como los nombran las traducciones de los comandos
# (command-…-name): es lo que escriben los jugadores. No nombres las opciones: di lo que hacen. Toda la ayuda es la descripción de un embed: menos de 4096 caracteres.

# La primera línea. $games: los nombres de los juegos, «Quoridor, Sensei, Niwa».
help-intro = **teban** organiza partidas de juegos de mesa por turnos: { $games }. Cada partida se juega en su propio hilo si el servidor lo permite.
help-challenge = reta a alguien, que acepta con el botón. Puedes elegir una variante, el nivel de teban si lo retas a él, y el reloj: un tiempo por jugada de 5 minutos a 14 días, o una reserva como `3d+1d max 7d` (llega un recordatorio cuando se ha usado el 80 %, y quien agota su tiempo pierde por tiempo)
help-move = haz una jugada (empieza a escribir: se te sugieren las jugadas legales)
help-board = mira tu partida (solo tú), o cualquier partida de este servidor por su número, para seguirla
help-play = abre en Discord el tablero de tu partida aquí, o las partidas del canal para mirar
help-plan = prevé tus respuestas a las próximas jugadas de tu rival (solo tú lo ves): una respuesta se juega en cuanto haga la jugada a la que responde
help-resign-draw = ríndete u ofrece tablas
help-abort = anula tu partida antes de que todos hayan jugado una vez (sin puntuar)
help-games = tus partidas sin terminar en este servidor, primero aquellas en las que te toca (solo tú), o todas las que se juegan aquí, para seguirlas
help-record = el registro de una partida como archivo de texto (solo tú): tu partida de aquí, o cualquier partida de este servidor por su número
# $record: el comando /record, tal como lo escribe el lector.
help-replay = una partida jugada a jugada, como imagen animada (las mismas partidas que { $record })
help-profile = puntuaciones, resultados, racha, tiempo por jugada y una gráfica de la puntuación
help-leaderboard = los mejores jugadores de un juego en este servidor
help-tournament = torneos suizos y todos contra todos: únete con el botón **Unirse** del anuncio; `clasificación`, `lista`, `retirarse`; organizadores: `crear`, `empezar`, `cancelar`
help-rules = las reglas de un juego, cómo se escriben sus jugadas, sus variantes
help-vacation = detén tus relojes aquí unos días; `auto` toma un día cuando tu tiempo se agote
help-help = esta ayuda
help-notifications = recordatorios, MD en tu turno, resumen diario, menciones: tú eliges
# Después de los comandos de los jugadores.
help-buttons = Los botones bajo un tablero juegan la jugada que muestran; solo puede usarlos el jugador al que le toca. Un botón bajo una partida terminada vuelve a retar a los mismos jugadores.
# Antes de los comandos reservados a quienes administran el servidor.
help-managers = Para quienes administran el servidor:
help-settings = el idioma del servidor, los hilos, el reloj por defecto, las repeticiones al final, quién organiza torneos, los días de vacaciones al año, deshacer jugadas en partidas puntuables, quién ve las partidas en la web
help-admin-abort = anula cualquier partida de este servidor (sin puntuar)
help-takeback = pide deshacer tu última jugada (los demás aceptan o rechazan)
