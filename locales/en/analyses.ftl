# Analyses of games by the engine (/analysis and the Analyse button).
analyses-button = Analyse
analyses-post-lead = Analysis of game #{ $game }: each side's chance to win over the game, and the moves that cost each player most (numbered as in the game's record).
analyses-post-no-mistake = { $player } made no move that cost a chance to win.
analyses-post-mistake = move { $move }, { $player } played { $played } ({ $before } % → { $after } %); better: { $best }
analyses-post-mistake-no-best = move { $move }, { $player } played { $played } ({ $before } % → { $after } %)
analyses-queued = Analysing game #{ $game }; the result will be posted in { $channel }.
analyses-queued-private = Analysing game #{ $game }; the result will come to you alone, by direct message.
analyses-already-queued = game #{ $game } is already being analysed; its result will be posted when it is ready.
analyses-server-full = this server already has { $limit } analyses waiting: ask again once one is posted
analyses-player-full = you already have { $limit } analyses waiting: ask again once one is posted
analyses-unfinished-not-yours = game #{ $game } is not over: only its players may have it analysed
analyses-against-master = game #{ $game } is played against teban at master level: it is analysed once it is over
analyses-no-moves = game #{ $game } has no move to analyse
# Follows refusal-no-game-here directly; {" "} is a leading space.
analyses-no-game-hint = { " " }to analyse: name one, like `game:12`
help-analysis = the engine's analysis of a game: each side's chance to win and each player's costliest moves, posted in the game's thread (also the Analyse button under a finished game)
command-analysis-name = analysis
command-analysis-description = The engine's analysis of a game, posted in its thread: your last game here, or any of this server
command-analysis-game-name = game
command-analysis-game-description = The game's number (shown under its board: game #12); default: your last game here
