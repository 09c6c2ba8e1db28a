# The web front end: a game's page, logging in with Discord, and its refusals.
web-title = teban
web-login = Log in with Discord
web-logout = Log out
web-players = Players
web-moves = Moves
web-your-moves = Your moves
web-your-turn = Your turn
web-spectating = You are watching this game.
web-board-alt = The board
web-rating = rating
web-time-left = time left
web-result = Result
web-move-fence = fence { $move }
web-move-play = play { $move }
web-resign = Resign
web-resign-confirm = Resign this game? Press again to confirm.
web-offer-draw = Offer a draw
web-agree-draw = Agree to a draw
web-takeback-ask = Ask to take back my move
web-takeback-accept = Accept the takeback
web-takeback-decline = Decline the takeback
web-live-lost = The live connection dropped; reconnecting…
web-not-logged-in = Log in with Discord to see this game.
web-error-not-found = No such game, or not one you can see.
web-error-login = Log in with Discord first.
web-error-too-large = That request is too big.
web-error-bad-body = That request is not what teban expects
web-error-not-json = Send JSON (Content-Type: application/json).
web-error-cross-site = Refused: this request did not come from teban's own page.
web-error-too-fast = Too many actions in one second: wait a moment.
web-error-bad-login = The login with Discord failed or was not this browser's: try again.
# The choices of a turn built on the board; each holds its notation ($move), which stays as it is.
web-pick = choose { $move }
web-move-stone = stone { $move }
web-move-character = character { $move }
web-move-pass = pass
web-move-place = place { $move }
web-move-figurine = figurine { $move }
web-move-step = step { $move }
web-move-jump = jump { $move }
web-move-give = pass a bead, { $move }
web-undo = Undo
web-play = Play { $move }
web-confirm = Tap it again or press Play to play it.
web-choose = Choose on the board (or with Tab and Enter).
web-turn-so-far = This turn: { $move }
web-fence-illegal = not legal
web-error-bad-turn = That is not the beginning of a legal turn here: choose again.
web-error-not-your-turn = It is not your turn in this game.
# A finished game's replay; $move is where the slider stands, as "15 / 40".
web-replay = Replay
web-replay-at = Move { $move }
# Local play (`teban web` without Discord): the front page's form that starts a game.
web-local-new-game = New game
web-local-game = Game
web-local-variant = Variant
web-local-opponent = Players
web-local-start = Start the game
web-local-people = Everyone at this screen
# $level: teban's level, in words ("easy").
web-local-teban = Me against teban ({ $level })
web-error-bad-game = That game cannot be started: choose a game, one of its variants, and teban only for two players.
# A finished game's analysis on its page: the heading, and the chart's text for those who cannot see it.
web-analysis = Analysis
web-analysis-chart = Each side's chance to win over the game
# The board opened in Discord (the Activity): no application set up, Discord not confirming who the player is, an Activity not open here for them.
web-error-activity-off = The board cannot be opened in Discord here: this teban has no Discord application set up.
web-error-activity-login = Discord did not confirm who you are: close the board and open it again.
web-error-foreign-instance = This board is not open in this channel for you: open it again from the game.
