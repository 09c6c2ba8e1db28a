# The web front end: a game's page, logging in with Discord, and its refusals.
web-title = teban
web-login = Iniciar sesión con Discord
web-logout = Cerrar sesión
web-players = Jugadores
web-moves = Jugadas
web-your-moves = Tus jugadas
web-your-turn = Te toca
web-spectating = Estás viendo esta partida.
web-board-alt = El tablero
web-rating = puntuación
web-time-left = tiempo restante
web-result = Resultado
web-move-fence = valla { $move }
web-move-play = jugar { $move }
web-resign = Rendirse
web-resign-confirm = ¿Rendirse en esta partida? Pulsa otra vez para confirmar.
web-offer-draw = Ofrecer tablas
web-agree-draw = Aceptar tablas
web-takeback-ask = Pedir deshacer mi jugada
web-takeback-accept = Aceptar deshacer
web-takeback-decline = Rechazar deshacer
web-live-lost = Se cortó la conexión en directo; reconectando…
web-not-logged-in = Inicia sesión con Discord para ver esta partida.
web-error-not-found = No existe esa partida, o no puedes verla.
web-error-login = Inicia sesión con Discord primero.
web-error-too-large = Esa petición es demasiado grande.
web-error-bad-body = Esa petición no es lo que teban espera
web-error-not-json = Envía JSON (Content-Type: application/json).
web-error-cross-site = Rechazado: esta petición no viene de la página de teban.
web-error-too-fast = Demasiadas acciones en un segundo: espera un momento.
web-error-bad-login = El inicio de sesión con Discord falló o no era de este navegador: inténtalo de nuevo.
# The choices of a turn built on the board; each holds its notation ($move), which stays as it is.
web-pick = elegir { $move }
web-move-stone = piedra { $move }
web-move-character = personaje { $move }
web-move-pass = pasar
web-move-place = colocar { $move }
web-move-figurine = figura { $move }
web-move-step = paso { $move }
web-move-jump = salto { $move }
web-move-give = pasar una cuenta, { $move }
web-undo = Deshacer
web-play = Jugar { $move }
web-confirm = Tócalo otra vez o pulsa Jugar para jugarlo.
web-choose = Elige en el tablero (o con Tab e Intro).
web-turn-so-far = Este turno: { $move }
web-fence-illegal = no permitido
web-error-bad-turn = Eso no es el comienzo de un turno legal aquí: vuelve a elegir.
web-error-not-your-turn = No es tu turno en esta partida.
# A finished game's replay; $move is where the slider stands, as "15 / 40".
web-replay = Repetición
web-replay-at = Jugada { $move }
# Local play (`teban web` without Discord): the front page's form that starts a game.
web-local-new-game = Nueva partida
web-local-game = Juego
web-local-variant = Variante
web-local-opponent = Jugadores
web-local-start = Empezar la partida
web-local-people = Todos ante esta pantalla
# $level: teban's level, in words ("easy").
web-local-teban = Yo contra teban ({ $level })
web-error-bad-game = No se puede empezar esa partida: elige un juego, una de sus variantes, y teban solo para dos jugadores.
# A finished game's analysis on its page: the heading, and the chart's text for those who cannot see it.
web-analysis = Análisis
web-analysis-chart = La probabilidad de ganar de cada lado a lo largo de la partida
# The board opened in Discord (the Activity): no application set up, Discord not confirming who the player is, an Activity not open here for them.
web-error-activity-off = El tablero no se puede abrir en Discord aquí: este teban no tiene una aplicación de Discord configurada.
web-error-activity-login = Discord no confirmó quién eres: cierra el tablero y ábrelo de nuevo.
web-error-foreign-instance = Este tablero no está abierto para ti en este canal: ábrelo de nuevo desde la partida.
