# The game's page around the board: the players, the moves, what may be answered now, and the
# alerts of a player's turn.
# The page's title while it is the visitor's turn (what a tab in the background shows).
web-title-your-turn = ● À vous de jouer — teban
# A browser notification when the visitor's turn comes; $game is the game's title
# ("Quoridor (2-players) · ann vs bob").
web-notify-your-turn = À vous de jouer : { $game }
web-alerts = Alertes
web-notify-toggle = Me prévenir quand c'est mon tour
web-notify-blocked = Ce navigateur ne permet pas à teban de vous prévenir : autorisez les notifications de ce site dans ses réglages.
web-sound-toggle = Jouer un son quand mon adversaire joue
# A clock of a day or more: $days, then the hours and minutes ("3 d 04:05").
web-clock-days = { $days } j { $time }
# On the card of the player whose turn it is.
web-to-move = au trait
web-player-left = a quitté la partie
# A move in the list of moves, a control that shows the position after it; $ply is its number,
# $move its notation.
web-move-at = Coup { $ply } : { $move }
web-back-to-game = Revenir à la partie
web-draw-offered = Vous avez proposé la nulle.
web-takeback-waiting = Vous avez demandé à reprendre votre coup ; en attente de la réponse.
# $name: the player who asks.
web-takeback-asked = { $name } demande à reprendre son dernier coup.
web-takeback-declined = La reprise a été refusée.
