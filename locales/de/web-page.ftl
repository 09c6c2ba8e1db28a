# The game's page around the board: the players, the moves, what may be answered now, and the
# alerts of a player's turn.
# The page's title while it is the visitor's turn (what a tab in the background shows).
web-title-your-turn = ● Du bist am Zug — teban
# A browser notification when the visitor's turn comes; $game is the game's title
# ("Quoridor (2-players) · ann vs bob").
web-notify-your-turn = Du bist am Zug: { $game }
web-alerts = Hinweise
web-notify-toggle = Benachrichtige mich, wenn ich am Zug bin
web-notify-blocked = Dieser Browser erlaubt teban keine Benachrichtigungen: Erlaube sie für diese Seite in seinen Einstellungen.
web-sound-toggle = Einen Ton spielen, wenn mein Gegner zieht
# A clock of a day or more: $days, then the hours and minutes ("3 d 04:05").
web-clock-days = { $days } Tg. { $time }
# On the card of the player whose turn it is.
web-to-move = am Zug
web-player-left = hat die Partie verlassen
# A move in the list of moves, a control that shows the position after it; $ply is its number,
# $move its notation.
web-move-at = Zug { $ply }: { $move }
web-back-to-game = Zurück zur Partie
web-draw-offered = Du hast Remis angeboten.
web-takeback-waiting = Du hast gebeten, deinen Zug zurückzunehmen; warte auf die Antwort.
# $name: the player who asks.
web-takeback-asked = { $name } bittet, den letzten Zug zurückzunehmen.
web-takeback-declined = Die Rücknahme wurde abgelehnt.
