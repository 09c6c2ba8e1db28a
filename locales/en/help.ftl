# /help: what teban is and what each command does (src/discord/guide.rs).
# The code writes each line's command names itself ("• `/challenge` — " and then the text), as
# the commands' own localizations name them in the language (command-…-name), so that they are
# what players type. Do not name the commands' options: say what they do.
# The whole help is one embed's description: it must stay under 4,096 characters in every language.

# The first line. $games: the games' names, "Quoridor, Sensei, Niwa".
help-intro = **teban** hosts turn-based board games: { $games }. Each game is played in a thread of its own where the server allows it.
help-challenge = challenge someone; they accept with the button. You may choose a variant, teban's level when you challenge teban, and the clock: a time per move from 5 minutes to 14 days, or a bank like `3d+1d max 7d` (a reminder comes when 80 % of it is used, and a player whose time runs out loses on time)
help-move = play a move (start typing: the legal moves are suggested)
help-board = see your game (only you), or any game of this server by its number, to watch it
help-play = open the board of your game here inside Discord, or the channel's games to watch
help-plan = plan your replies to your opponent's next moves (only you see it): a reply plays as soon as they play the move it answers
help-resign-draw = give up, or offer a draw
help-abort = end your game before everyone has moved once (unrated)
help-games = your unfinished games on this server, your turn first (only you), or every game being played here, to watch
help-record = a game's record as a text file (only you): your game here, or any game of this server by its number
# $record: the command /record, as the reader types it.
help-replay = a game move by move, as an animated picture (the same games as { $record })
help-profile = ratings, results, streak, time per move and a rating chart
help-leaderboard = a game's best players on this server
help-tournament = Swiss and round-robin events: join one with its announcement's **Join** button; `standings`, `list`, `withdraw`; organisers: `create`, `start`, `cancel`
help-rules = a game's rules, how to write its moves, its variants
help-vacation = stop your clocks on this server for a few days; `auto` takes a day when your time would run out
help-help = this help
help-notifications = reminders, a DM on your turn, a daily digest, mentions: your choice (only you)
# After the commands players use.
help-buttons = Buttons under a board play the move they show; only the player to move can use them. A button under a finished game challenges the same players again.
# Before the commands only server managers may use.
help-managers = For server managers:
help-settings = the server's language, threads, the default clock, replays at the end, who organises tournaments, vacation days a year, takebacks in rated games, who watches games on the web
help-admin-abort = end any game of this server (unrated)
help-takeback = ask to take back your last move (the others accept or decline)
