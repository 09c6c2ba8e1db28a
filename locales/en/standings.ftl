# Standings (src/table/standings.rs): the leaderboard and a player's record, which the channel
# reads, and /games, the list of one's unfinished games, which only the caller reads.

# Wins, losses and draws, each a number and a letter: "3W 1L 0D".
standings-results = { $wins }W { $losses }L { $draws }D
# A ladder's heading. $players: its seats (2 or 4).
standings-ladder-title = **{ $game } — { $players } players**
# One line of the leaderboard. $rating and $deviation: whole numbers shown as they are; $results:
# "3W 1L 0D".
standings-line = { $rank }. { $player } { $rating } (±{ $deviation }) · { $results }
standings-none = No rated { $game } game has finished here yet.
standings-no-rated-game = No rated game finished in this server yet.
standings-player-ladder = { $game } ({ $players } players): { $rating } (±{ $deviation }) · { $results }
# $here: how many of those games are played in this channel.
standings-playing = Playing { $count ->
        [one] { $count } game
       *[other] { $count } games
    } ({ $here } in this channel).
# /games. $place: "server" (on a Discord server) or "here" (direct messages, the terminal).
standings-games-none = { $player }, you have no unfinished game { $place ->
        [server] on this server
       *[other] here
    }.
standings-games-header = { $player }, your unfinished games { $place ->
        [server] on this server
       *[other] here
    }:
# One game of /games. $game: its number; $what: "Quoridor (2-players)"; $opponents: in bold;
# $turn: "your turn (move 3)"; $due: "due in 2 days" or "no time limit".
standings-games-line = • game #{ $game } · { $what } vs { $opponents }: { $turn }, { $due }
standings-your-turn = your turn (move { $move_number })
standings-to-move = { $player } to move (move { $move_number })
# A game where no one is to move yet.
standings-waiting = waiting
# $due: a Discord timestamp Discord shows as "in 2 days".
standings-due = due { $due }
standings-no-time-limit = no time limit
# The games a long list has no room for.
standings-more = …and { $count } more.
# The first line of /leaderboard in a direct message: the caller's own ladder.
standings-own-ladder = Leaderboards belong to servers. Here is your own ladder: your rated games against teban in direct messages, which only you see.
