# The game's page around the board: the players, the moves, what may be answered now, and the
# alerts of a player's turn.
# The page's title while it is the visitor's turn (what a tab in the background shows).
web-title-your-turn = ● Te toca — teban
# A browser notification when the visitor's turn comes; $game is the game's title
# ("Quoridor (2-players) · ann vs bob").
web-notify-your-turn = Te toca: { $game }
web-alerts = Avisos
web-notify-toggle = Avisarme cuando me toque
web-notify-blocked = Este navegador no deja que teban te avise: permite las notificaciones de este sitio en sus ajustes.
web-sound-toggle = Sonar cuando mi rival juegue
# A clock of a day or more: $days, then the hours and minutes ("3 d 04:05").
web-clock-days = { $days } d { $time }
# On the card of the player whose turn it is.
web-to-move = le toca
web-player-left = dejó la partida
# A move in the list of moves, a control that shows the position after it; $ply is its number,
# $move its notation.
web-move-at = Jugada { $ply }: { $move }
web-back-to-game = Volver a la partida
web-draw-offered = Ofreciste tablas.
web-takeback-waiting = Pediste deshacer tu jugada; esperando la respuesta.
# $name: the player who asks.
web-takeback-asked = { $name } pide deshacer su última jugada.
web-takeback-declined = Se rechazó deshacer la jugada.
