# A player's profile (/profile, src/table/profile.rs): ratings, results, streak, time per move.

# $place: "server" (on a Discord server) or "here" (direct messages, the terminal).
profile-title = { $player } { $place ->
        [server] on this server
       *[other] here
    }
# Only the one who asked sees it.
profile-no-games = { $player } has not played a game { $place ->
        [server] on this server
       *[other] here
    } yet.
# One ladder: $players seats (2 or 4); $rating and $deviation are whole numbers shown as they are.
profile-rating = Rating ({ $players } players): { $rating } (±{ $deviation })
# Games played and their results: wins, losses, draws, each a number and a letter.
profile-games = { $count ->
        [one] { $count } game
       *[other] { $count } games
    }: { $wins }W { $losses }L { $draws }D
# The one-letter results of the last games ("W vs bob").
profile-letter-win = W
profile-letter-loss = L
profile-letter-draw = D
profile-last-result = { $result } vs { $opponents }
# The run of equal results up to the last game: "3 wins".
profile-streak-wins = { $count ->
        [one] { $count } win
       *[other] { $count } wins
    }
profile-streak-losses = { $count ->
        [one] { $count } loss
       *[other] { $count } losses
    }
profile-streak-draws = { $count ->
        [one] { $count } draw
       *[other] { $count } draws
    }
# $last: the last results, newest first, joined with " · ".
profile-streak = Streak: { $streak } · Last: { $last }
# $time: "4 hours 12 minutes" or "38 s"; $count: the moves measured.
profile-median-time = Median time per move: { $time } ({ $count ->
        [one] { $count } move
       *[other] { $count } moves
    })
# A time under a minute, in seconds.
profile-seconds = { $count } s
