# Desafíos abiertos, /challenges, /block y /unblock, el menú contextual «Desafiar»
# (src/table/open_challenge.rs, src/table/blocks.rs, src/discord/commands/people.rs).

open-made = { $challenger } lanza un desafío abierto a { $game }, { $rated ->
        [rated] puntuable
       *[unrated] no puntuable
    }, { $clock }: { $seats ->
        [one] juega el primero que pulse Aceptar
       *[other] juegan los { $seats } primeros que pulsen Aceptar
    }. Abierto durante { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }.
open-made-range = Solo para jugadores a { $range } puntos como mucho de la puntuación de { $challenger }.
open-joined = { $player } se une al desafío abierto de { $challenger } a { $game }: { $players } por ahora, { $left ->
        [one] { $left } plaza libre
       *[other] { $left } plazas libres
    }.
open-refusal-range-named = un margen de puntuación solo vale para desafíos abiertos: quita el rival, o el margen
open-refusal-already-joined = ya te uniste a este desafío; la partida empieza cuando se ocupen todas las plazas
open-refusal-rating = este desafío es para jugadores con puntuación de { $low } a { $high }; tu puntuación es { $rating }
open-refusal-not-available = este jugador no está disponible
open-refusal-you-blocked = bloqueaste a { $player }: desbloquéalo con `/{ command-unblock-name }` para desafiarlo
open-refusal-cool-down = { $player } rechazó tu último desafío: podrás desafiarlo de nuevo { $until } ({ $minutes } minutos después de un rechazo)
open-refusal-cap = ya tienes { $count } desafíos esperando en este servidor ({ $challenges }), el máximo: retira uno antes con su botón Retirar (`/{ command-challenges-name }` los enlaza)
open-list-none = { $place ->
        [server] no hay desafíos abiertos en este servidor: lanza uno con `/{ command-challenge-name }` sin rival
       *[here] no tienes ningún desafío esperando
    }
open-list-header = { $place ->
        [server] Desafíos abiertos en este servidor:
       *[here] Tus desafíos en espera:
    }
open-list-rated = { $rated ->
        [rated] puntuable
       *[unrated] no puntuable
    }
open-list-by = de { $player }
open-list-seats = abierto, { $left ->
        [one] { $left } plaza libre
       *[other] { $left } plazas libres
    }
open-list-range = a { $range } puntos como mucho
open-list-to = a { $players }
open-list-lapses = caduca { $at }

block-done = Bloqueas a { $player } en este servidor: se rechazan sus desafíos y sus aceptaciones de tus desafíos abiertos.
block-already = Ya bloqueas a { $player } en este servidor.
block-undone = Ya no bloqueas a { $player } en este servidor.
block-not-blocked = No bloqueas a { $player } en este servidor.
block-list = Bloqueas en este servidor a: { $players }.
block-list-none = No bloqueas a nadie en este servidor.
block-refusal-whom = solo puedes bloquear a otro miembro
block-refusal-direct-message = los bloqueos son por servidor: usa `/{ command-block-name }` en el servidor donde juegas

pick-game = ¿A qué juego desafías a { $player }? (el reloj del servidor; el desafío se publica en este canal)
pick-button = { $game } · { $rated ->
        [rated] puntuable
       *[unrated] no puntuable
    }
pick-refusal-bot = puedes desafiar a teban con `/{ command-challenge-name }`, y a ningún otro bot

# Los nombres y descripciones de los comandos tal como Discord los muestra (ver discord.ftl).
command-challenge-rating-name = margen
command-challenge-rating-description = Solo desafíos abiertos: aceptar jugadores a esta distancia como mucho de tu puntuación
command-challenges-name = desafíos
command-challenges-description = Los desafíos abiertos de este servidor, con enlaces (solo para ti)
command-block-name = bloquear
command-block-description = Rechazar los desafíos de un miembro en este servidor; sin miembro, a quién bloqueas
command-block-member-name = miembro
command-block-member-description = De quién rechazas los desafíos
command-unblock-name = desbloquear
command-unblock-description = Aceptar de nuevo los desafíos de un miembro que bloqueaste
command-unblock-member-name = miembro
command-unblock-member-description = A quién dejas de bloquear

# Las líneas de /help (ver help.ftl).
help-challenges = desafíos abiertos, con enlaces (sin rival, el desafío es abierto); rechazar o admitir los desafíos de un miembro
