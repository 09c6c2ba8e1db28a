# A player's move preferences (src/table/preferences.rs): /preferences, only they see it, in
# their language; and a move's preview before Confirm (src/table/preview.rs), only its player
# sees it, in their language.

preferences-title = **Your move preferences** (only you see them)
preferences-line-confirm = • Confirm each move before it is played: { $value }
preferences-line-board = • Your board: { $value }
# The choices of /preferences board: (at most 100 characters), also shown in the list above.
preferences-board-mine = from your side (your start at the bottom)
preferences-board-classic = classic (as in the game's thread)
preferences-how-to-change = Change them with the options of `/preferences`.
command-preferences-name = preferences
command-preferences-description = See or change how your moves are played and your board drawn (only you see it)
command-preferences-confirm-name = confirm
command-preferences-confirm-description = Each move is first shown to you alone, played when you press Confirm (default: off)
command-preferences-board-name = board
command-preferences-board-description = Draw your own boards from your side, or as in the game's thread (default: your side)
help-preferences = confirm each move before it is played; your board from your side or classic (only you)

# A move's preview. $player: the player's name; $move: the move in notation.
preview-asked = **Preview** (only you see it): { $player } { $move }. Nothing is played until you press **Confirm**.
# Asked although confirm is off: the move places the player's last fence.
preview-last-fence = **Careful** (only you see it): { $move } places your last fence. Nothing is played until you press **Confirm**.
# Asked although confirm is off: after the move, $opponent can win at once with $reply.
preview-winning-reply = **Careful** (only you see it): after { $move }, { $opponent } can win at once with { $reply }. Nothing is played until you press **Confirm**.
preview-how-to-turn-off = Moves wait for Confirm because of `/preferences confirm:`.
preview-button-confirm = Confirm
preview-button-cancel = Cancel
preview-cancelled = Cancelled: nothing was played.
