# Torneos (src/table/tournament/): el anuncio, sus botones y su clasificación, las noticias de
# las rondas en el canal del torneo, la clasificación final, y los rechazos que lee quien pregunta.

# La primera línea del anuncio. $game: «Quoridor (estándar)»; $format: ver abajo;
# $clock: «3 días por jugada»; $rated: «puntuable» o «no puntuable».
tournament-heading = 🏆 **{ $name }** · { $game } · { $format } · { $clock } · { $rated }
tournament-organised = Organizado por { $organiser } · { $state }
# $names: los jugadores en negrita, separados por comas.
tournament-players = Jugadores ({ $count }/{ $most }): { $names }
# $at: una marca de tiempo de Discord («en 2 días»).
tournament-closes = La inscripción se cierra { $at }; entonces se empareja la ronda 1.
tournament-starts-when = La ronda 1 se empareja cuando el organizador usa `/torneo empezar`.
tournament-rated = puntuable
tournament-unrated = no puntuable
# Sigue al nombre del juego cuando el torneo no tiene nombre: «Quoridor torneo».
tournament-default-name = torneo
tournament-format-swiss = sistema suizo, { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
    }
tournament-format-round-robin = todos contra todos
tournament-format-double-round-robin = todos contra todos a doble vuelta
tournament-state-signup = inscripción abierta
tournament-state-round = ronda { $round } de { $rounds }
tournament-state-finished = terminado
tournament-state-cancelled = cancelado
tournament-button-join = Unirse
tournament-button-leave = Salir

# Solo lee estos quien ha pulsado o preguntado.
tournament-joined = Estás en **{ $name }** ({ $count }/{ $most } jugadores). Cada una de tus partidas llegará en su propio hilo.
tournament-left = Has salido de **{ $name }**.
tournament-withdrawn = Te has retirado de **{ $name }**: no volverás a ser emparejado; tus partidas en curso siguen contando.
tournament-started = **{ $name }** comienza: se está emparejando la ronda 1.
tournament-cancel-done = **{ $name }** queda cancelado.
tournament-list-title = **Torneos de este servidor**
# $link: dónde está el anuncio.
tournament-list-line = #{ $id } **{ $name }** · { $game } · { $format } · { $state } · { $link }
tournament-list-none = Aún no hay ningún torneo en este servidor: `/torneo crear` crea uno.

# Lo que lee el canal del torneo.
tournament-round-begins = **{ $name }**: comienza la ronda { $round } de { $rounds }.
tournament-round-game = { $first } (empieza) contra { $second }
tournament-round-bye = { $player } queda exento (1 punto).
tournament-round-rest = { $player } descansa esta ronda.
tournament-cancelled = **{ $name }** se ha cancelado. Las partidas en curso siguen como partidas normales.
tournament-too-few = **{ $name }** queda cancelado: se inscribieron menos de dos jugadores.
tournament-over = 🏆 **{ $name }** ha terminado ({ $format }). Clasificación final:
tournament-over-early = No era posible ningún emparejamiento más sin repetir un enfrentamiento, así que terminó antes de tiempo.
# $points: «4½».
tournament-podium-line = { $rank ->
        [1] 🥇
        [2] 🥈
       *[3] 🥉
    } { $player } · { $points }


# Rechazos.
tournament-refusal-no-server = Los torneos se juegan en un servidor, no en mensajes directos.
tournament-refusal-not-organiser = Solo los miembros con el permiso Gestionar servidor (o con el rol de organizadores fijado en `/ajustes`) pueden hacer eso.
tournament-refusal-variant = Ese juego no tiene ninguna variante `{ $variant }`.
tournament-refusal-two-players = Los torneos son para juegos de dos: elige una variante de 2 jugadores.
tournament-refusal-players = Un torneo admite de 2 a { $most } jugadores.
tournament-refusal-rounds = Un torneo por sistema suizo tiene de 1 a { $most } rondas.
tournament-refusal-signup = La inscripción se mantiene abierta de { $least } a { $most } horas.
tournament-refusal-unknown = No hay ningún torneo #{ $id } en este servidor.
tournament-refusal-none = No hay ningún torneo en curso en este servidor.
tournament-refusal-already-in = Ya estás en este torneo.
tournament-refusal-full = Este torneo está completo.
tournament-refusal-closed = La inscripción de este torneo está cerrada.
tournament-refusal-not-in = No juegas en este torneo.
tournament-refusal-leave-started = El torneo ya ha empezado: usa `/torneo retirarse` para dejar de jugar en él.
tournament-refusal-started = Este torneo ya ha empezado.
tournament-refusal-too-few = Tienen que inscribirse al menos dos jugadores para que el torneo pueda empezar.
tournament-refusal-over = Este torneo ya ha terminado.
tournament-refusal-rematch = Las partidas de torneo no tienen revancha: la siguiente ronda se te empareja automáticamente.
tournament-refusal-abort = Las partidas de torneo no se pueden anular: ríndete o pídeselo a un administrador del servidor.

# /settings
settings-organisers = • Organizadores de torneos: { $value }
settings-organisers-managers = los miembros con el permiso Gestionar servidor

# Las opciones de `/tournament create format:`.
tournament-choice-swiss = Sistema suizo
tournament-choice-round-robin = Todos contra todos
tournament-choice-double-round-robin = Todos contra todos a doble vuelta
# La clasificación en palabras bajo la imagen. $standings: «1. **ann** 2 · 2. **bob** 1½ · …».
tournament-standings-line = Clasificación: { $standings }
# La línea de una partida de torneo en el canal del torneo, de la que sale su hilo. $players:
# «**ann** contra **bob**», el primero juega primero.
tournament-pairing-line = **{ $name }**, ronda { $round }: { $players }
