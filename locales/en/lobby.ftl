# The web's lobby: a player's home at `/` once logged in with Discord, and `teban web`'s games to
# resume. Words the page shows as they are (headings, labels, buttons).
web-lobby-games = Your games
web-lobby-no-games = You have no game under way.
web-lobby-challenges = Challenges
web-lobby-no-challenges = No challenge is waiting for you.
web-lobby-servers = Your servers
web-lobby-no-servers = teban knows none of your servers yet: play or challenge on Discord first, then log in again.
web-lobby-server = Server
web-lobby-new-challenge = New challenge
web-lobby-channel = Channel
web-lobby-opponent = Opponent
web-lobby-clock = Clock
web-lobby-rated = Rated
web-lobby-range = Rating range (open challenges only)
web-lobby-challenge = Challenge
web-lobby-leaderboards = Leaderboards
web-lobby-player = Player
web-lobby-rating = Rating
web-lobby-results = Results
web-lobby-profile = Profile
web-lobby-my-profile = My profile
web-lobby-resume = Games to resume
web-lobby-no-resume = No game to resume.
# A challenge's buttons; $challenge is its number, which the page fills in.
web-lobby-accept = Accept challenge #{ $challenge }
web-lobby-decline = Decline challenge #{ $challenge }
web-lobby-withdraw = Withdraw challenge #{ $challenge }
# A game of the lobby: the time left to move; $time: "2 days 3 hours".
web-lobby-left = { $time } left
# A challenge of the lobby. $game: "Quoridor (2-players)"; $opponents: names.
web-lobby-challenge-open = { $challenger } challenges anyone to { $game }
web-lobby-challenge-named = { $challenger } challenges { $opponents } to { $game }
# Where a challenge waits: $channel: "#games"; $server: the server's name.
web-lobby-where = in { $channel } on { $server }
web-lobby-no-ladder = No rated game on this server yet.
web-lobby-chart = { $player }'s ratings over time
# The clock choice of a new challenge that names none.
web-lobby-clock-default = The server's usual clock
# The opponent choice of an open challenge.
web-lobby-anyone = Anyone in the channel
web-error-bad-opponent = That opponent cannot be challenged from here: choose a player of this server who is still in it, or teban.
web-error-bad-channel = Choose one of the channels offered: those where you have played or been challenged.
web-error-bad-clock = That is not a clock: choose one of those offered.
