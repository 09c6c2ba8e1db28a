# Las notificaciones de un jugador (src/table/preferences.rs): ver locales/en/notify.ftl.

notify-title = **Tus notificaciones** (solo tú las ves)
notify-saved = Guardado.
notify-on = sí
notify-off = no
notify-reminders-fifth = cuando se ha usado el 80 % del tiempo
notify-reminders-day-and-hour = 24 horas y 1 hora antes del plazo
notify-reminders-none = ninguno
notify-digest-at = a las { $hour } ({ $zone }), el próximo { $next }
notify-line-reminders = • Recordatorios: { $value }
notify-line-turn-dm = • Un mensaje directo cuando es tu turno: { $value }
notify-line-digest = • Un resumen diario por mensaje directo: { $value }
notify-line-zone = • Tu zona horaria: { $value }
notify-line-mentions = • Menciones en los hilos de tus partidas: { $value }
notify-how-to-change = Cámbialas con las opciones de `/notifications`.
notify-refusal-bad-hour = la hora del resumen es una hora en punto de 0 a 23, como `8` o `18:00`, u `off`
notify-refusal-bad-time-zone = eso no es una zona horaria: elige una de las sugerencias, como `Europe/Madrid` o `UTC`
notify-turn-dm = Es tu turno en { $game }: { $link }
notify-digest-header = **Tu resumen diario**: { $count ->
        [one] una partida espera tu jugada
       *[other] { $count } partidas esperan tu jugada
    }, la más urgente primero.
notify-dm-refused-turn = { $player }, es tu turno aquí. Discord rechazó el mensaje directo de teban (tus mensajes directos están cerrados), así que los mensajes directos en tu turno quedan desactivados: `/notifications` los vuelve a activar.
notify-dm-refused-digest = { $player }, Discord rechazó tu resumen diario (tus mensajes directos están cerrados), así que queda desactivado: `/notifications` lo vuelve a activar.
notify-your-turn-here = { $player }, es tu turno aquí.

command-notifications-name = notificaciones
command-notifications-description = Mira o cambia cómo se te avisa de que es tu turno (solo tú lo ves)
command-notifications-reminders-name = recordatorios
command-notifications-reminders-description = Cuándo llegan los recordatorios (por defecto: al 80 % del tiempo)
command-notifications-turn_dm-name = md-turno
command-notifications-turn_dm-description = Un mensaje directo con el tablero cuando es tu turno (por defecto: no)
command-notifications-digest-name = resumen
command-notifications-digest-description = Un mensaje directo diario de las partidas que te esperan, a esta hora (u off)
command-notifications-time_zone-name = zona-horaria
command-notifications-time_zone-description = Tu zona horaria, para la hora del resumen (por defecto: UTC)
command-notifications-mentions-name = menciones
command-notifications-mentions-description = Las jugadas de tus partidas te mencionan en el hilo (por defecto: sí)
notify-since-last-look = Desde tu última visita, partida n.º { $game }: { $what }
