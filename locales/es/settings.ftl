# Los ajustes de un servidor tal como /settings los muestra a quien lo gestiona
# (src/table/settings.rs), en su idioma.

settings-title = **Ajustes de este servidor**
settings-saved = Guardado.
settings-threads = • Hilos: { $value }
settings-threads-off = desactivados: las partidas se juegan en el canal donde empezaron
settings-threads-on = activados: cada partida se juega en su propio hilo, abierto desde su desafío
settings-threads-in-thread = activados (este canal es un hilo: una partida empezada aquí se juega aquí)
settings-threads-missing = activados, pero no en este canal: aquí me { $count ->
        [one] falta el permiso
       *[other] faltan los permisos
    } { $missing }, así que las partidas se juegan en el canal
settings-clock = • Reloj por defecto: { $value }
settings-clock-teban = { $clock } (valor por defecto de teban)
settings-replay = • Repetición al terminar una partida: { $value }
settings-replay-on = activada: se publica la repetición animada de la partida cuando termina
settings-replay-off = desactivada
settings-language = • Idioma: { $value }
settings-language-fixed = { $language } (fijado por el servidor)
settings-language-discord = el de Discord: { $language }
# Las opciones de /settings, por sus nombres (command-settings-…-name).
settings-how-to-change = Cámbialos con `/ajustes hilos:` `reloj:` `repetición:` `idioma:` `organizadores:` `vacaciones:` `deshacer:` `web:`.
settings-refusal-no-server = los ajustes pertenecen a un servidor: usa /settings en uno
settings-refusal-not-a-manager = solo un miembro que pueda gestionar este servidor puede ver o cambiar sus ajustes
settings-choice-follow-discord = El idioma del servidor según Discord

permission-create-public-threads = Crear hilos públicos
permission-send-messages-in-threads = Enviar mensajes en hilos

settings-vacation = { $count ->
    [0] • Vacaciones: ninguna
    [one] • Vacaciones: { $count } día al año por miembro
   *[other] • Vacaciones: { $count } días al año por miembro
}
settings-takebacks = • Deshacer jugadas en partidas puntuables: { $value }
settings-takebacks-on = permitido, con el acuerdo de los rivales
settings-takebacks-off = no permitido (las partidas no puntuables siempre lo permiten)
# Who may watch the server's games on the web; the two values are also /settings web:'s choices.
settings-web = • Páginas web: { $value }
settings-web-members = solo los miembros de este servidor
settings-web-link = cualquiera con el enlace, con sesión o sin ella
