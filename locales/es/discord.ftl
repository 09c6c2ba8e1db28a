# Las palabras propias del adaptador de Discord: el embed que muestra una partida (nombres de los
# campos, líneas de los jugadores, pie), las opciones fijas de los comandos, los rechazos y
# respuestas del adaptador; luego (`command-…`) los nombres y descripciones de los comandos de
# barra tal como Discord los muestra.
#
# Nombres de comandos y opciones (`command-…-name`): reglas de Discord — minúsculas, sin
# espacios, como mucho 32 letras, cifras, `-` o `_`. Descripciones: de 1 a 100 caracteres.

## El embed de una partida

# La línea de un jugador en el campo «Jugadores»: su puesto y su nombre. Puede seguir una mención.
discord-seat-line = puesto { $seat }: **{ $name }**
# Tras la línea del jugador al que le toca.
discord-seat-to-move = ← le toca
# Tras la línea de un jugador que se rindió (a 4 jugadores la partida sigue sin él).
discord-seat-resigned = (se rindió)
discord-seat-out-of-time = (sin tiempo)
# El campo «Turno» cuando le toca a teban.
discord-thinking = **{ $name }** (pensando…)
discord-field-players = Jugadores
# A quién le toca.
discord-field-turn = Turno
# El número de la jugada que toca.
discord-field-move = Jugada
# Cuándo debe haber jugado el jugador al que le toca (marca de tiempo de Discord: «en 2 días»).
discord-field-due = Plazo
discord-field-result = Resultado
discord-field-moves-played = Jugadas
discord-field-last-move = Última jugada
# Bajo el tablero: el número de la partida, su variante, si es puntuable ($rated: "yes" o "no")
# y su versión.
discord-footer = partida n.º { $game } · { $variant } · { $rated ->
    [yes] puntuable
   *[other] no puntuable
} · versión { $version }

## Las opciones fijas

discord-clock-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}
discord-clock-hours = { $count ->
    [one] { $count } hora
   *[other] { $count } horas
}
discord-clock-days = { $count ->
    [one] { $count } día
   *[other] { $count } días
}
discord-clock-no-limit = sin límite
# /settings language: el servidor no tiene idioma propio, teban sigue el que Discord da al
# servidor.
discord-language-follow = seguir a Discord (el idioma del servidor)

## Rechazos y respuestas del adaptador

discord-refusal-bot-opponent = { $name } es un bot y no puede jugar; desafía a teban para jugar contra el ordenador
# $teban es, por ejemplo, «teban (difícil)».
discord-refusal-profile-of-teban = teban juega con un nombre por nivel: mira `/clasificación` para «{ $teban }» y los demás
discord-record = El registro de la partida, en el formato de teban: `teban legal --record { $file }` lo lee.
discord-bad-options = No pude leer las opciones de este comando: revísalas y vuelve a intentarlo.
# Un comando que falló dentro de teban (un fallo del programa); el error está en el registro.
discord-internal-error = Algo ha fallado por mi parte: vuelve a intentarlo en un momento.
# Un comando que Discord mostraba como era antes de que teban lo cambiara (sus opciones ya no coinciden).
discord-command-changed = Este comando ha cambiado desde que Discord te lo mostró: espera un minuto a que Discord lo actualice, o recarga Discord (Ctrl+R), y vuelve a intentarlo.
# Cualquier otro comando que el framework se negó a ejecutar (los detalles están en el registro).
discord-cannot-run = Este comando no se puede ejecutar aquí.
discord-server-only = Este comando solo funciona en un servidor: úsalo en un servidor donde juegues.

## Los comandos de barra

command-menu-challenge-name = Desafiar
command-challenge-name = desafiar
command-challenge-description = Desafía a un rival (o a tres, en Quoridor de 4) a una partida en este canal
command-challenge-game-name = juego
command-challenge-game-description = Qué juego
command-challenge-opponent-name = rival
command-challenge-opponent-description = A quién desafías (por defecto: a todos aquí, un desafío abierto)
command-challenge-opponent2-name = rival2
command-challenge-opponent2-description = Un segundo rival (Quoridor de 4 jugadores)
command-challenge-opponent3-name = rival3
command-challenge-opponent3-description = Un tercer rival (Quoridor de 4 jugadores)
command-challenge-variant-name = variante
command-challenge-variant-description = La variante (preajuste de Sensei, jardín de Niwa, jugadores de Quoridor)
command-challenge-rated-name = puntuable
command-challenge-rated-description = Si el resultado cuenta para la clasificación (por defecto: sí)
command-challenge-level-name = nivel
command-challenge-level-description = Lo fuerte que juega teban, cuando lo desafías a él (por defecto: normal)
command-challenge-clock-name = reloj
command-challenge-clock-description = Tiempo por jugada (3 days) o una reserva (3d+1d max 7d); por defecto: el del servidor

command-move-name = jugar
command-move-description = Haz una jugada en tu partida de este canal
command-move-notation-name = jugada
command-move-notation-description = La jugada, p. ej. e2 o e3h (empieza a escribir para ver las legales)

command-board-name = tablero
command-board-description = Muestra tu partida de este canal, o cualquiera de este servidor (solo para ti)
command-board-game-name = partida
command-board-game-description = Una partida del servidor para mirar (su número: partida n.º 12); por defecto: la tuya
command-play-name = abrir
command-play-description = Abre en Discord el tablero de tu partida de este canal, o de una para mirar
command-resign-name = rendirse
command-resign-description = Ríndete en tu partida de este canal

command-draw-name = tablas
command-draw-description = Ofrece tablas en tu partida de este canal, o acepta las que te ofrecen

command-abort-name = anular
command-abort-description = Anula tu partida de este canal antes de que todos hayan movido (sin resultado, no puntuable)

command-games-name = partidas
command-games-description = Tus partidas en curso en este servidor, primero donde te toca; o todas (solo para ti)
command-games-all-name = todas
command-games-all-description = Todas las partidas en curso del servidor, para mirar (por defecto: solo las tuyas)

command-record-name = registro
command-record-description = El registro de una partida como archivo de texto (solo para ti): la tuya aquí u otra del servidor
command-record-game-name = partida
command-record-game-description = El número de la partida (bajo su tablero: partida n.º 12); por defecto: la tuya aquí

command-replay-name = repetición
command-replay-description = Una partida jugada a jugada, en imagen animada: la tuya aquí u otra del servidor
command-replay-game-name = partida
command-replay-game-description = El número de la partida (bajo su tablero: partida n.º 12); por defecto: la tuya aquí

command-settings-name = ajustes
command-settings-description = Mira o cambia los ajustes del servidor: hilos, reloj por defecto, repeticiones, idioma
command-settings-threads-name = hilos
command-settings-threads-description = Jugar cada partida en un hilo propio (por defecto: sí)
command-settings-clock-name = reloj
command-settings-clock-description = El tiempo por jugada de un desafío que no lo indica
command-settings-replay-name = repetición
command-settings-replay-description = Publicar la repetición animada de una partida al terminar (por defecto: sí)
command-settings-language-name = idioma
command-settings-language-description = El idioma en que habla teban en los canales de este servidor
command-settings-organisers-name = organizadores
command-settings-organisers-description = Un rol cuyos miembros pueden organizar torneos (además de quienes gestionan el servidor)
command-settings-organisers_reset-name = organizadores_reiniciar
command-settings-organisers_reset-description = Volver a dejar los torneos solo a quienes gestionan el servidor

command-admin-name = admin
command-admin-description = Lo que pueden hacer los administradores del servidor
command-admin-abort-name = anular
command-admin-abort-description = Anula cualquier partida en curso de este servidor (sin resultado, no puntuable)
command-admin-abort-game-name = partida
command-admin-abort-game-description = El número de la partida (bajo su tablero: partida n.º 12)

command-tournament-name = torneo
command-tournament-description = Torneos por sistema suizo y todos contra todos de este servidor
command-tournament-create-name = crear
command-tournament-create-description = Anuncia un torneo al que los miembros se unen con sus botones
command-tournament-create-game-name = juego
command-tournament-create-game-description = Qué juego
command-tournament-create-format-name = formato
command-tournament-create-format-description = Sistema suizo, todos contra todos o a doble vuelta (asientos cambiados en la segunda vuelta)
command-tournament-create-rounds-name = rondas
command-tournament-create-rounds-description = El número de rondas de un sistema suizo (por defecto: 5)
command-tournament-create-name-name = nombre
command-tournament-create-name-description = El nombre del torneo
command-tournament-create-variant-name = variante
command-tournament-create-variant-description = La variante del juego (una de 2 jugadores; por defecto: la del juego)
command-tournament-create-clock-name = reloj
command-tournament-create-clock-description = El tiempo por jugada de sus partidas (por defecto: el del servidor)
command-tournament-create-rated-name = puntuable
command-tournament-create-rated-description = Si sus partidas cuentan para la clasificación (por defecto: sí)
command-tournament-create-players-name = jugadores
command-tournament-create-players-description = El máximo de jugadores que pueden unirse (por defecto: 16)
command-tournament-create-hours-name = horas
command-tournament-create-hours-description = Cerrar la inscripción y emparejar la ronda 1 tras estas horas (por defecto: al empezarlo)
command-tournament-create-vacation-name = vacaciones
command-tournament-create-vacation-description = Si las vacaciones detienen los relojes de sus partidas (por defecto: sí)
command-tournament-start-name = empezar
command-tournament-start-description = Cierra la inscripción y empareja la ronda 1 ya (el organizador o un administrador)
command-tournament-start-tournament-name = torneo
command-tournament-start-tournament-description = El número del torneo (por defecto: el más reciente en curso)
command-tournament-standings-name = clasificación
command-tournament-standings-description = La clasificación de un torneo de este servidor (solo para ti)
command-tournament-standings-tournament-name = torneo
command-tournament-standings-tournament-description = El número del torneo (por defecto: el más reciente en curso)
command-tournament-list-name = lista
command-tournament-list-description = Los torneos de este servidor (solo para ti)
command-tournament-withdraw-name = retirarse
command-tournament-withdraw-description = Deja de jugar en un torneo: no más emparejamientos; tus partidas en curso siguen contando
command-tournament-withdraw-tournament-name = torneo
command-tournament-withdraw-tournament-description = El número del torneo (por defecto: el más reciente en curso)
command-tournament-cancel-name = cancelar
command-tournament-cancel-description = Cancela un torneo (el organizador o un administrador); las partidas en curso continúan
command-tournament-cancel-tournament-name = torneo
command-tournament-cancel-tournament-description = El número del torneo (por defecto: el más reciente en curso)

command-leaderboard-name = clasificación
command-leaderboard-description = Los mejores jugadores de este servidor en un juego
command-leaderboard-game-name = juego
command-leaderboard-game-description = Qué juego

command-profile-name = perfil
command-profile-description = Las partidas de un jugador en este servidor: puntuación, resultados, racha, tiempo por jugada
command-profile-user-name = jugador
command-profile-user-description = De quién es el perfil (por defecto: el tuyo)

command-rules-name = reglas
command-rules-description = Las reglas de un juego en resumen, con una imagen de su posición inicial
command-rules-game-name = juego
command-rules-game-description = Qué juego

command-help-name = ayuda
command-help-description = Cómo jugar con teban

discord-seat-bank = ⏳ { $time }
discord-refusal-clock = Eso no es un reloj: escribe un tiempo por jugada como `3 days`, o una reserva como `3d+1d max 7d` (como máximo un año)
discord-refusal-apps-private-web = Este servidor mantiene las aplicaciones privadas, nadie más vería una partida aquí: juega en la web, { $link }, o desafía a tu amigo en un mensaje directo o un grupo
discord-refusal-apps-private = Este servidor mantiene las aplicaciones privadas, nadie más vería una partida aquí: desafía a tu amigo en un mensaje directo o un grupo

command-settings-vacation-name = vacaciones
command-settings-vacation-description = Días de vacaciones al año para cada miembro (14 por defecto; 0 las desactiva)
command-vacation-name = vacaciones
command-vacation-description = Detén tus relojes en todas tus partidas de este servidor unos días
command-vacation-start-name = empezar
command-vacation-start-description = Empieza unas vacaciones ahora: tus relojes se detienen aquí
command-vacation-start-days-name = días
command-vacation-start-days-description = Cuántos días (7 por defecto, o los que te queden)
command-vacation-end-name = terminar
command-vacation-end-description = Termina tus vacaciones ahora: tus relojes corren de nuevo
command-vacation-auto-name = auto
command-vacation-auto-description = Tomar un día de vacaciones cuando tu tiempo fuera a agotarse
command-vacation-auto-on-name = activo
command-vacation-auto-on-description = Activado o no (desactivado por defecto)
command-takeback-name = deshacer
command-takeback-description = Pide a los demás jugadores deshacer tu última jugada en tu partida de aquí
command-settings-takebacks-name = deshacer
command-settings-takebacks-description = Permitir deshacer jugadas, con acuerdo, también en partidas puntuables (por defecto: no)
command-settings-web-name = web
command-settings-web-description = Quién puede ver las partidas del servidor en sus páginas web (por defecto: los miembros)
# El botón junto a una partida que abre su tablero (la Actividad, o la página web de la partida).
discord-button-open-board = Abrir el tablero
# Open board pressed on a message whose game is not played where it was pressed (a forged or moved click).
discord-activity-elsewhere = Ese tablero no es de una partida jugada en este canal: ábrelo desde el canal o hilo de la partida.
# /play without Activities: no web board to link to.
discord-play-no-board = El tablero no se puede abrir aquí: este bot no tiene tablero web.
# /play without Activities, in a channel with no unfinished game.
discord-play-no-games = No se está jugando ninguna partida en este canal.
# /play without Activities: the line before the links to the games' web pages.
discord-play-games = Las partidas de este canal (las tuyas primero):
