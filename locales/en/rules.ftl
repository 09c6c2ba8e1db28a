# The rules' words: why a move is illegal, what a move is written like, the variants.
# Squares (e2), cells (d2), fences (e3h) and notation (b1-b4 @b4, setup d2:G ...) are written
# the same in every language: keep them, and keep the colour letters G, O and P.
# $seat is a seat number (1 to 4).

illegal-game-over = the game is over
# Any illegal move: $move is its notation, $reason one of the illegal-… texts.
illegal-move-is-illegal = { $move } is illegal: { $reason }
# A saved game that cannot be replayed: the move's number and notation, and why.
illegal-replay-move = move { $index } (`{ $move }`): { $error }

## Quoridor
illegal-quoridor-already-there = your pawn is already on { $square }
illegal-quoridor-fence-in-the-way = the fence { $fence } stands between { $from } and { $to }
illegal-quoridor-occupied = seat { $seat }'s pawn stands on { $square }
illegal-quoridor-unreachable = { $to } is not reachable from { $from }
illegal-quoridor-no-fences-left = you have no fences left
illegal-quoridor-fence-taken = there is already a fence on { $fence }
illegal-quoridor-overlaps = { $fence } overlaps the fence { $other }
illegal-quoridor-crosses = { $fence } crosses the fence { $other }
illegal-quoridor-shuts-in = that fence would leave seat { $seat } no path to its goal
illegal-quoridor-cannot-pass = you may pass only when you have no other legal move

## Sensei
illegal-sensei-third-stone-move = you have already moved two stones this turn
illegal-sensei-second-character-move = you have already moved your character this turn
illegal-sensei-after-the-win = your character has reached { $square } and won: the turn ends there
illegal-sensei-no-stone = there is no stone on { $square }
illegal-sensei-not-your-stone = the stone on { $square } is not yours
illegal-sensei-carries-character = the stone on { $square } carries your character
illegal-sensei-stays-put = a stone must move: { $square }-{ $square } goes nowhere
illegal-sensei-not-straight = stones move along a row or a column, never diagonally: { $from } to { $to } is neither
# $variant: the variant's name, as players pick it (shizukana).
illegal-sensei-one-square-only = in { $variant } stones move one square at a time: { $from } to { $to } is further
illegal-sensei-into-pit = { $square } is a pit: no stone may stop there
# $by: what is there: "own" (the reader's stone), "opponent" (a stone of the other player), "pit".
illegal-sensei-taken = { $square } is taken by { $by ->
    [own] your stone
    [opponent] an opponent stone
   *[pit] a pit
}
illegal-sensei-blocked = { $by ->
    [own] your stone
    [opponent] an opponent stone
   *[pit] a pit
} on { $at } blocks the way to { $to }
illegal-sensei-already-there = your character already stands on { $square }
illegal-sensei-no-own-stone = your character can only go to one of your stones, and there is none on { $square }
illegal-sensei-not-in-line = { $to } is not on a row, column or diagonal with your character on { $from }

## Niwa
# $example: a setup in notation (d2:G c3:O e3:P).
illegal-niwa-set-up-first = place your figurines first, e.g. `setup { $example }`
illegal-niwa-already-set-up = your figurines are already in the garden
illegal-niwa-no-such-cell = there is no space { $cell } in this garden
illegal-niwa-not-a-start-space = { $cell } is not one of the six start spaces around your base { $base }
illegal-niwa-no-figurine = you have no figurine on { $cell }
illegal-niwa-not-neighbours = { $to } is not next to { $from }
illegal-niwa-occupied = { $cell } is occupied
illegal-niwa-own-base = { $cell } is your own base: your figurines may not land there
illegal-niwa-no-bead = the figurine on { $from } has no bead left to cross the line to { $to }
# $line and $bead: colours, "green", "orange" or "pink".
illegal-niwa-wrong-colour = the line from { $from } to { $to } is { $line ->
    [green] green
    [orange] orange
   *[pink] pink
} and your top bead is { $bead ->
    [green] green
    [orange] orange
   *[pink] pink
}
illegal-niwa-give-to-mover = the bead spent on the step to { $cell } must go to another figurine, not the one moving
illegal-niwa-no-taker = there is no figurine of yours on { $cell } to take the bead
illegal-niwa-full = the figurine on { $cell } already carries three beads
# $a and $b: the two figurines that could take the bead; "{ $cell }>{ $a }" is notation.
illegal-niwa-which-taker = say which figurine takes the bead spent on the step to { $cell }: { $cell }>{ $a } or { $cell }>{ $b }
illegal-niwa-nobody-takes = your other figurines all carry three beads: none can take the bead spent on { $cell }
illegal-niwa-past-the-base = the figurine reaches the opponent's base on { $cell }: the game is won there and the move ends
illegal-niwa-jump-with-beads = the figurine on { $cell } still carries beads: only a figurine with none may jump
illegal-niwa-not-a-jump = { $to } is not a landing space of a jump from { $from }
# $from: the figurine jumped over; $to: where the jump would land.
illegal-niwa-behind-is-free = { $to } is two spaces behind { $from }: that jump is allowed only when the three spaces just behind { $from } are all taken
illegal-niwa-empty-move = a move needs at least one step or a jump
illegal-niwa-no-bead-to-give = the figurine on { $cell } has no bead to pass
illegal-niwa-give-to-itself = a bead passes between two different figurines

## What a move is written like, when a text is not one.
# $input: what was typed; $hint: one of the notation-… texts below.
notation-not-a-move = `{ $input }` is not a move: { $hint }
notation-quoridor-move = write a square like e2, a fence like e3h or e3v, or pass
notation-quoridor-square = squares run from a1 to i9
notation-quoridor-fence-off-board = a fence is named by the lower-left square of its 2×2 block, from a1 to h8, so this one would stick out of the board
notation-sensei-square = squares run from a1 to g7
notation-sensei-turn = write a turn as one to three actions separated by spaces: a stone move like b1-b4 and a character move like @b4
notation-sensei-character-square = after @ comes the square your character goes to (squares run from a1 to g7)
notation-sensei-stone-move = a stone move is two squares joined by - (squares run from a1 to g7)
notation-sensei-too-many-actions = a turn has at most three actions: two stone moves and one character move
notation-niwa-cell = a cell is a column letter and a row number, like d2
notation-niwa-turn = write a setup like `setup d2:G c3:O e3:P`, a move like `d2 d3>c3 d4 ^d6` (start, steps, then perhaps a jump) or a bead pass like `give c3>e3`
notation-niwa-setup-three = a setup places three figurines: `setup d2:G c3:O e3:P`
notation-niwa-setup-word = each figurine is written CELL:COLOUR, like d2:G
notation-niwa-colours = the colours are G (green), O (orange) and P (pink)
notation-niwa-colour-twice = each figurine carries a pair of a different colour: one G, one O, one P
notation-niwa-same-cell = the three figurines stand on three different cells
notation-niwa-setup-colours = a setup places one G, one O and one P figurine
notation-niwa-jump-last = a jump ends the turn, so `^CELL` comes last
notation-niwa-too-many-steps = a figurine carries at most three beads, so a move has at most three steps
notation-niwa-no-step = a move names its start cell and then its steps or jump, like `d2 d3` or `d4 ^d6`
notation-niwa-give = a bead pass is `give FROM>TO`, like `give c3>e3`

## The variants: a name players pick (kept as it is) and a one-line description.
# $game: the game's name; $name: what was asked for; $variants: the names there are.
variant-none-such = no { $game } variant `{ $name }`; the variants are { $variants }
variant-quoridor-2-players = two players, 10 fences each
variant-quoridor-4-players = four players, 5 fences each
variant-sensei-arashi = stones slide any distance (the default)
variant-sensei-shizukana = stones move one square at a time
variant-sensei-shizukana-variant = one square at a time; two stones each start on the opponent's home row
variant-sensei-arashi-expert = stones slide any distance on the board with pits
variant-niwa-compact = a compact garden, rows of 1, 3, 4, 3 and 1 tiles
variant-niwa-path = a long winding path, one tile wide
variant-niwa-wide = a wide garden, two rows of five tiles between the bases
