# The game's page around the board: the players, the moves, what may be answered now, and the
# alerts of a player's turn.
# The page's title while it is the visitor's turn (what a tab in the background shows).
web-title-your-turn = ● Your turn — teban
# A browser notification when the visitor's turn comes; $game is the game's title
# ("Quoridor (2-players) · ann vs bob").
web-notify-your-turn = Your turn: { $game }
web-alerts = Alerts
web-notify-toggle = Notify me when it is my turn
web-notify-blocked = This browser does not let teban notify you: allow notifications for this site in its settings.
web-sound-toggle = Play a sound when my opponent moves
# A clock of a day or more: $days, then the hours and minutes ("3 d 04:05").
web-clock-days = { $days } d { $time }
# On the card of the player whose turn it is.
web-to-move = to move
web-player-left = left the game
# A move in the list of moves, a control that shows the position after it; $ply is its number,
# $move its notation.
web-move-at = Move { $ply }: { $move }
web-back-to-game = Back to the game
web-draw-offered = You offered a draw.
web-takeback-waiting = You asked to take back your move; waiting for the answer.
# $name: the player who asks.
web-takeback-asked = { $name } asks to take back their last move.
web-takeback-declined = The takeback was declined.
