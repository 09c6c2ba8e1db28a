# The Discord adapter's own words: the embed that shows a game (field names, the players'
# lines, the footer), the choices of the commands' options, the adapter's refusals and replies;
# then (`command-…`) the slash commands' names and descriptions as Discord shows them.
#
# Names of commands and options (`command-…-name`) follow Discord's rules: lowercase, no spaces,
# at most 32 letters, digits, `-` or `_`. Descriptions: 1 to 100 characters. Choice labels: at
# most 100 characters. English names are the code's own: do not change them here.

## The embed of a game

# A player's line in the "Players" field: their seat and name. A mention may follow.
discord-seat-line = seat { $seat }: **{ $name }**
# After the line of the player whose turn it is.
discord-seat-to-move = ← to move
# After the line of a player who resigned (4-player games go on without them).
discord-seat-resigned = (resigned)
# After the line of a player who ran out of time (with a time bank, theirs then reads 0).
discord-seat-out-of-time = (out of time)
# The "Turn" field when teban itself is to move.
discord-thinking = **{ $name }** (thinking…)
discord-field-players = Players
# Whose turn it is.
discord-field-turn = Turn
# The number of the move about to be played.
discord-field-move = Move
# When the player to move must have moved (a Discord timestamp: "in 2 days").
discord-field-due = Due
discord-field-result = Result
discord-field-moves-played = Moves played
discord-field-last-move = Last move
# Under the board: the game's number (what /board and /record take), its variant, whether it
# is rated ($rated is "yes" or "no"), and the game's version (for the curious).
discord-footer = game #{ $game } · { $variant } · { $rated ->
    [yes] rated
   *[other] unrated
} · version { $version }

## The choices of the options

# The time per move a challenge or /settings may choose.
discord-clock-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
discord-clock-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
discord-clock-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
discord-clock-no-limit = no limit
# /settings language: the server has no language of its own, teban follows Discord's language of
# the server. (The other choices are each language's own name.)
discord-language-follow = follow Discord (the server's language)

## The adapter's refusals and replies

# /challenge naming another bot as the opponent.
discord-refusal-bot-opponent = { $name } is a bot and cannot play; challenge teban itself to play the computer
# /profile of teban: it has one name per level. $teban is e.g. "teban (hard)".
discord-refusal-profile-of-teban = teban plays under one name per level: see `/leaderboard` for "{ $teban }" and the others
# /record: the file of the game's record comes with this text.
discord-record = The record of the game, in teban's record format: `teban legal --record { $file }` reads it.
# A command whose options Discord sent and teban could not read.
discord-bad-options = I could not read this command's options: check them and try again.
# A command that failed inside teban (a bug); the error is in the log.
discord-internal-error = Something went wrong on my side: try again in a moment.
# A command that Discord showed as it was before teban changed it (its options no longer match).
discord-command-changed = This command has changed since Discord last showed it to you: wait a minute for Discord to update it, or reload Discord (Ctrl+R), and try again.
# Any other command the framework refused to run (the details are in the log).
discord-cannot-run = This command cannot run here.
# A command kept per server (/vacation) used in a direct message or a group DM.
discord-server-only = This command works in a server only: use it in a server where you play.

## The slash commands

# The user context menu (right-click a member, Apps): its name, 1 to 32 characters, capitals and
# spaces allowed.
command-menu-challenge-name = Challenge
command-challenge-name = challenge
command-challenge-description = Challenge one opponent (or three, for 4-player Quoridor) to a game in this channel
command-challenge-game-name = game
command-challenge-game-description = Which game
command-challenge-opponent-name = opponent
command-challenge-opponent-description = Who you challenge (default: anyone here, an open challenge)
command-challenge-opponent2-name = opponent2
command-challenge-opponent2-description = A second opponent (4-player Quoridor)
command-challenge-opponent3-name = opponent3
command-challenge-opponent3-description = A third opponent (4-player Quoridor)
command-challenge-variant-name = variant
command-challenge-variant-description = The game's variant (Sensei preset, Niwa garden, Quoridor players)
command-challenge-rated-name = rated
command-challenge-rated-description = Whether the result counts on the leaderboard (default: yes)
command-challenge-level-name = level
command-challenge-level-description = How strongly teban plays, when you challenge teban itself (default: normal)
command-challenge-clock-name = clock
command-challenge-clock-description = The time per move (3 days) or a bank (3d+1d max 7d); default: the server's

command-move-name = move
command-move-description = Play a move in your game in this channel
command-move-notation-name = notation
command-move-notation-description = The move, e.g. e2 or e3h (start typing to see the legal ones)

command-board-name = board
command-board-description = Show your game in this channel, or any game of this server (only to you)
command-board-game-name = game
command-board-game-description = A game of this server to watch (its number: game #12); default: yours here
command-play-name = play
command-play-description = Open the board of your game in this channel, or one to watch, inside Discord

command-resign-name = resign
command-resign-description = Resign your game in this channel

command-draw-name = draw
command-draw-description = Offer a draw in your game in this channel, or agree to the one offered

command-abort-name = abort
command-abort-description = End your game in this channel before everyone has moved once (no result, unrated)

command-games-name = games
command-games-description = Your unfinished games on this server, your turn first; or all of the server's (only you see it)
command-games-all-name = all
command-games-all-description = Every unfinished game of this server, to watch (default: only yours)

command-record-name = record
command-record-description = A game's record as a text file (only you see it): your game here, or any game of this server
command-record-game-name = game
command-record-game-description = The game's number (shown under its board: game #12); default: your game here

command-replay-name = replay
command-replay-description = A game as an animated picture, move by move: your game here, or any game of this server
command-replay-game-name = game
command-replay-game-description = The game's number (shown under its board: game #12); default: your game here

command-settings-name = settings
command-settings-description = See or change this server's settings: threads, the default clock, replays, language
command-settings-threads-name = threads
command-settings-threads-description = Play each game in a thread of its own (default: on)
command-settings-clock-name = clock
command-settings-clock-description = The time per move of a challenge that names none
command-settings-replay-name = replay
command-settings-replay-description = Post a game's animated replay when it ends (default: on)
command-settings-language-name = language
command-settings-language-description = The language teban speaks in this server's channels
command-settings-organisers-name = organisers
command-settings-organisers-description = A role whose members may run tournaments (besides those who manage the server)
command-settings-organisers_reset-name = organisers_reset
command-settings-organisers_reset-description = Leave tournaments to those who manage the server again

command-admin-name = admin
command-admin-description = What server managers may do
command-admin-abort-name = abort
command-admin-abort-description = End any unfinished game of this server (no result, unrated)
command-admin-abort-game-name = game
command-admin-abort-game-description = The game's number (shown under its board: game #12)

command-tournament-name = tournament
command-tournament-description = Round-robin and Swiss tournaments of this server
command-tournament-create-name = create
command-tournament-create-description = Announce a tournament that members join with its buttons
command-tournament-create-game-name = game
command-tournament-create-game-description = Which game
command-tournament-create-format-name = format
command-tournament-create-format-description = Swiss, round robin, or double round robin (seats swapped in the second cycle)
command-tournament-create-rounds-name = rounds
command-tournament-create-rounds-description = A Swiss's number of rounds (default: 5)
command-tournament-create-name-name = name
command-tournament-create-name-description = The tournament's name
command-tournament-create-variant-name = variant
command-tournament-create-variant-description = The game's variant (a 2-player one; default: the game's own)
command-tournament-create-clock-name = clock
command-tournament-create-clock-description = The time per move of its games (default: the server's)
command-tournament-create-rated-name = rated
command-tournament-create-rated-description = Whether its games count on the ladder (default: yes)
command-tournament-create-players-name = players
command-tournament-create-players-description = The most players who may join (default: 16)
command-tournament-create-hours-name = hours
command-tournament-create-hours-description = Close sign-ups and pair round 1 after this many hours (default: when you start it)
command-tournament-create-vacation-name = vacation
command-tournament-create-vacation-description = Whether vacation stops its games' clocks (default: yes)
command-tournament-start-name = start
command-tournament-start-description = Close sign-ups and pair round 1 now (the organiser, or a manager)
command-tournament-start-tournament-name = tournament
command-tournament-start-tournament-description = The tournament's number (default: the newest under way)
command-tournament-standings-name = standings
command-tournament-standings-description = The standings of a tournament of this server (only you see them)
command-tournament-standings-tournament-name = tournament
command-tournament-standings-tournament-description = The tournament's number (default: the newest under way)
command-tournament-list-name = list
command-tournament-list-description = This server's tournaments (only you see it)
command-tournament-withdraw-name = withdraw
command-tournament-withdraw-description = Stop playing in a tournament: no more pairings; your games under way still count
command-tournament-withdraw-tournament-name = tournament
command-tournament-withdraw-tournament-description = The tournament's number (default: the newest under way)
command-tournament-cancel-name = cancel
command-tournament-cancel-description = Call a tournament off (the organiser, or a manager); games under way go on
command-tournament-cancel-tournament-name = tournament
command-tournament-cancel-tournament-description = The tournament's number (default: the newest under way)

command-leaderboard-name = leaderboard
command-leaderboard-description = The best players of this server at a game
command-leaderboard-game-name = game
command-leaderboard-game-description = Which game

command-profile-name = profile
command-profile-description = A player's games on this server: ratings, results, streak, time per move, and a chart
command-profile-user-name = user
command-profile-user-description = Whose profile (default: yours)

command-rules-name = rules
command-rules-description = The rules of a game in short, with a picture of its start
command-rules-game-name = game
command-rules-game-description = Which game

command-help-name = help
command-help-description = How to play with teban

# Beside a waiting player on the board: their time bank ("⏳ 2 days 4 hours").
discord-seat-bank = ⏳ { $time }
# A /challenge clock: that cannot be read.
discord-refusal-clock = That is not a clock: write a time per move like `3 days`, or a bank like `3d+1d max 7d` (at most a year)
# /challenge or the Challenge menu in a server whose managers turned external apps off, reached
# only through the player's own install of teban: Discord shows teban's answers there to their
# caller alone, so no game begins. `$link`: the games' web page.
discord-refusal-apps-private-web = This server keeps apps private, so nobody else would see a game here: play on the web instead, { $link }, or challenge your friend in a DM or a group DM
# The same, where teban has no web page.
discord-refusal-apps-private = This server keeps apps private, so nobody else would see a game here: challenge your friend in a DM or a group DM instead

command-settings-vacation-name = vacation
command-settings-vacation-description = Vacation days a year for each member (default 14; 0 turns vacation off)
command-vacation-name = vacation
command-vacation-description = Stop your clocks in all your games on this server for a few days
command-vacation-start-name = start
command-vacation-start-description = Start a vacation now: your clocks stop in all your games here
command-vacation-start-days-name = days
command-vacation-start-days-description = How many days (default 7, or what you have left)
command-vacation-end-name = end
command-vacation-end-description = End your vacation now: your clocks run again
command-vacation-auto-name = auto
command-vacation-auto-description = Take a day of vacation when your time would run out
command-vacation-auto-on-name = on
command-vacation-auto-on-description = On or off (off by default)
command-takeback-name = takeback
command-takeback-description = Ask the other players to let you take back your last move in your game here
command-settings-takebacks-name = takebacks
command-settings-takebacks-description = Allow takebacks, by consent, in rated games too (default: off)
command-settings-web-name = web
command-settings-web-description = Who may watch this server's games on their web pages (default: members)
# The button beside a game that opens its board (the Activity, or the game's web page).
discord-button-open-board = Open board
# Open board pressed on a message whose game is not played where it was pressed (a forged or moved click).
discord-activity-elsewhere = That board is not of a game played in this channel: open it from the game's own channel or thread.
# /play without Activities: no web board to link to.
discord-play-no-board = Your game's board cannot be opened here: this bot has no web board.
# /play without Activities, in a channel with no unfinished game.
discord-play-no-games = No game is being played in this channel.
# /play without Activities: the line before the links to the games' web pages.
discord-play-games = The games of this channel (yours first):
