# What the terminal table (`teban play`) says itself: its prompts, its help, what it prints about
# the game and the board picture, and its errors. The commands typed (legal, board, games, draw,
# resign, help, quit) stay in English in every language, like the move notation: do not translate
# them in console-help, and keep its columns lined up.

# A player at the keyboard nobody named: "Player 2".
console-default-name = Player { $number }
console-vs-bot-two-players = teban plays one seat: at the terminal choose a two-player game, not one of { $seats }
console-vs-bot-one-name = { $count ->
    [one] against teban, name the one player at the keyboard
   *[other] against teban, name the one player at the keyboard, not { $count }
}

# The first line: $id is the game's number, $title the game ("Quoridor: ann vs bob").
console-started = Started game #{ $id }: { $title }
console-resumed = Resumed game #{ $id }: { $title }
console-help-hint = Type `help` for the commands.
# Asks the player to move for a move; the terminal adds "> " after it.
console-prompt = { $name } to move
console-saved = The game is saved; run the same command to go on.
console-not-text = That line is not text (UTF-8); try again.
# After a move or command the table refused, $refusal saying why.
console-refused = { $refusal }; try again.
console-nobody-seated = nobody is seated
# Where the board picture was written after a move (the terminal puts it in brackets).
console-board-written = board picture: { $path }
console-board-not-written = could not write { $path }: { $error }
console-teban-turn-held = teban's turn is held by a run that stopped while it thought; it is taken over when that claim runs out (within { $seconds } s)…
console-teban-turn-lost = teban's turn is held elsewhere and was not played

console-help =
    Type a move in the game's notation (Quoridor: e2 to step, e3h or e3v for a fence, pass when stuck).
    Commands:
      legal [prefix]  list the legal moves of the player to move that go on from prefix
                      (a turn of several actions, one action at a time)
      board           show the board again
      games           the unfinished games of each player at the keyboard, their turn first
      draw            everyone at the keyboard agrees to a draw
      resign          the player to move resigns
      help            this text
      quit            leave; the game is saved and resumes when you run the same command again

## The text board of `teban play`, below the board: the key to its marks and what each seat holds.
# Quoridor: a seat's fences in hand ("seat 1: 9 fences"); the seats are joined with " · ".
diagram-quoridor-fences = seat { $seat }: { $fences ->
    [one] { $fences } fence
   *[other] { $fences } fences
}
# Sensei: the letters on the board (g, r, S, M stay as they are in every language).
diagram-sensei-key = seat 1: green stones g, the Sage S · seat 2: red stones r, the Monkey M
diagram-sensei-pits = pits #
# Niwa: the marks on the garden, then a line per figurine: $beads are its beads' letters, top
# first ($count of them); $lines the colours of the lines around it ("e5:G f4:O").
diagram-niwa-key = @1, @2: the bases of seats 1 and 2; 1, 2: their figurines
diagram-niwa-figurine = seat { $seat } on { $cell } { $count ->
    [0] carries no bead
   *[other] carries [{ $beads }] (top first)
}; lines { $lines }
