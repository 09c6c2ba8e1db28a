# /rules: each game's rulebook in short (src/discord/guide.rs), as the project reads the
# rulebooks (shared/RULES.md). Each text is one paragraph; the code puts them one a line under
# the game's name, then the notation, then the variants (their names and descriptions come from
# the rules module) and the closing line.
# Use the rulebooks' own words for the game's pieces (the French rulebook of Quoridor and Sensei,
# the German one of Sensei) and keep the move notation exactly as it is (`e2`, `b1-b4`, `^d6`):
# players type it. The whole text of a game must stay under 4,000 characters in every language.

rules-heading-notation = Notation
rules-heading-variants = Variants
# A variant and its description. $name: its name (typed as it is), $about: its description.
rules-variant = • `{ $name }`: { $about }
# The last line. $challenge: the command /challenge as the reader types it; $game: the game's name.
rules-start = Start a game with { $challenge } and choose { $game }.

## Quoridor (Gigamic's rulebook)

rules-quoridor-about = 2 or 4 players · a 9×9 board · 20 fences
rules-quoridor-goal = **Goal**: be the first to bring your pawn to the line opposite your starting line (any of its 9 squares).
rules-quoridor-setup = **Setup**: each pawn starts in the middle of its starting line. With two players, 10 fences each; with four, 5 fences each. A draw decides who starts (teban assigns the seats at random when the challenge is accepted).
rules-quoridor-turn = **Your turn**: move your pawn or place one of your fences. Once your fences are all placed, you must move your pawn.
rules-quoridor-pawn = **Pawns** move one square, horizontally or vertically, forwards or backwards, and must go around fences.
rules-quoridor-fences = **Fences** are two squares long and go exactly between two pairs of squares, without overlapping or crossing another. Use them to make your own way or slow the others down, but never cut a pawn off from its goal line: a way must always stay open.
rules-quoridor-face = **Face to face**: when two pawns stand on neighbouring squares with no fence between them, the player to move may jump over the other pawn and land behind it. If a fence (or the edge, or another pawn) is behind it, they may go to its left or right instead. Jumping is never compulsory.
rules-quoridor-four = **Four players**: the pawns start in the middle of the four sides; the rules are the same, but you may never jump more than one pawn. A player with no legal move passes. One who resigns or runs out of time leaves with their pawn (their fences stay) and the others play on.
rules-quoridor-end = **End**: the first to reach a square of their goal line wins. No draws, except by agreement.
rules-quoridor-notation = Files `a`–`i` run left to right, ranks `1`–`9` bottom to top. A pawn move (a jump too) is the square reached: `e2`. A fence is the lower-left square of the four it touches, then `h` (horizontal) or `v` (vertical): `e3h` lies between ranks 3 and 4 along files e and f, `e3v` between files e and f along ranks 3 and 4. A player who cannot move writes `pass`.

## Sensei (Biboum's rulebook, in English, French and German)

rules-sensei-about = 2 players · a 7×7 board · 7 stones and a character each
rules-sensei-goal = **Goal**: be the first to bring your character onto one of your own stones standing on the opponent's home row.
rules-sensei-setup = **Setup**: each player's 7 stones stand on their home row, their character on the middle one: green (the Sage) on rank 1, red (the Monkey) on rank 7, green first.
rules-sensei-turn = **Your turn**: at least one of three actions, in any order, each at most once: move a stone of your colour; move a second stone, or the first one again; move your character (even between the two stone moves).
rules-sensei-stones = **Stones** move horizontally or vertically, never diagonally, and never change direction during a move: across then up takes two actions. One stone per square; a stone is stopped by any other stone; the stone under a character cannot move. **Arashi**: a stone slides as far as you like. **Shizukana**: a stone moves one square. The mode is chosen at the start, for the whole game.
rules-sensei-character = **Your character** goes from its stone to another stone of its colour on the same row, column or diagonal, at any distance, if no opponent stone stands between them.
rules-sensei-end = **End**: as soon as your character stands on one of your stones on the opponent's home row, you win. A player left with no legal action loses. Draws by agreement only.
rules-sensei-unfair = **Unfair game**: a player who blocks the game with a line the opponent's stones cannot cross (their stones chained across all 7 files) loses if the opponent brings at least 3 stones face to face with that line. This is checked at the end of every turn.
rules-sensei-variants = **Shizukana variant**: the same rules, but each player starts with two stones (files b and f) on the opponent's home row. **Arashi expert**: Arashi on the reverse of the board, with pits (`c3`, `e3`, `c5`, `e5`): stones can neither cross a pit nor stop on one, characters may pass over them, and pits count as stones in an unfair-game line.
rules-sensei-notation = Files `a`–`g` run left to right, ranks `1`–`7` bottom to top. A stone move is `FROM-TO`: `b1-b4`. A character move is `@` and the square reached: `@b4`. A turn is its actions in order, separated by spaces: `b1-b4 @b4 c1-c2`.

## Niwa (Marie and Wilfried Fort's rulebook, in English)

rules-niwa-about = 2 players · a garden of hexagonal spaces · 3 figurines and 6 beads each
rules-niwa-goal = **Goal**: be the first to reach your opponent's base with one of your three figurines. The garden joins the two bases; the lines between its spaces are green, orange or pink (G, O and P on the picture).
rules-niwa-setup = **Setup**: on your first turn, place your three figurines on three of the six spaces around your base, each carrying two beads of the same colour, a different colour for each.
rules-niwa-turn = **Your turn**: move one figurine, or just pass a bead: move the top bead of one of your figurines onto another.
rules-niwa-move = **Moving**: to cross a line, a figurine spends the bead on top of its head, which must be the line's colour; one bead crosses one line. The spent bead goes on top of another of your figurines (3 beads at most on each). The figurine may go on with its new top bead, and so use all its beads in one move, or stop after any step. A figurine never passes through or lands on an occupied space, and never lands on its own base.
rules-niwa-meet = **Meetings**: figurines on neighbouring spaces meet, whoever they belong to. A figurine with no bead may jump over the other, whatever the lines' colours, onto one of the three spaces just behind it, or if none is free, onto one of the two beyond them (a two-space jump). Two figurines that both carry beads block each other: go around, or empty your load. A figurine may spend all its beads, arrive bare next to another and jump it in the same turn: only one jump per turn, and it ends the turn.
rules-niwa-end = **End**: the first figurine to reach the opponent's base wins. A player left with no legal turn loses.
rules-niwa-notation = Spaces are named as on the picture: a column letter, a row number. Setup: `setup d2:G c3:O e3:P` (where the green, orange and pink pairs stand). A move: the start space, then each step as `SPACE>GIVE` (the space reached, then the figurine that takes the spent bead, left out when only one can), then maybe a jump `^SPACE`: `d2 d3>c3 d4>e3 ^d6`. Passing a bead: `give c3>e3`.
