# Tournaments (src/table/tournament/): the announcement, its buttons and standings, the rounds'
# news in the tournament's channel, the final standings, and the refusals the asker reads.

# The announcement's first line. $game: "Quoridor (standard)"; $format: see below;
# $clock: "3 days per move"; $rated: "rated" or "unrated".
tournament-heading = 🏆 **{ $name }** · { $game } · { $format } · { $clock } · { $rated }
tournament-organised = Organised by { $organiser } · { $state }
# $names: the players in bold, joined with commas.
tournament-players = Players ({ $count }/{ $most }): { $names }
# $at: a Discord timestamp ("in 2 days").
tournament-closes = Sign-ups close { $at }; round 1 is paired then.
tournament-starts-when = Round 1 is paired when the organiser runs `/tournament start`.
tournament-rated = rated
tournament-unrated = unrated
tournament-default-name = tournament
tournament-format-swiss = Swiss, { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }
tournament-format-round-robin = round robin
tournament-format-double-round-robin = double round robin
tournament-state-signup = sign-ups open
tournament-state-round = round { $round } of { $rounds }
tournament-state-finished = finished
tournament-state-cancelled = cancelled
tournament-button-join = Join
tournament-button-leave = Leave

# Only the one who clicked or asked reads these.
tournament-joined = You are in **{ $name }** ({ $count }/{ $most } players). Your games will come in their own threads.
tournament-left = You left **{ $name }**.
tournament-withdrawn = You withdrew from **{ $name }**: you will not be paired again; your games under way still count.
tournament-started = **{ $name }** begins: round 1 is being paired.
tournament-cancel-done = **{ $name }** is cancelled.
tournament-list-title = **Tournaments on this server**
# $link: where the announcement is.
tournament-list-line = #{ $id } **{ $name }** · { $game } · { $format } · { $state } · { $link }
tournament-list-none = No tournament on this server yet: `/tournament create` makes one.

# What the tournament's channel reads.
tournament-round-begins = **{ $name }**: round { $round } of { $rounds } begins.
tournament-round-game = { $first } (first) vs { $second }
tournament-round-bye = { $player } has a bye (1 point).
tournament-round-rest = { $player } rests this round.
tournament-cancelled = **{ $name }** was cancelled. Games under way go on as ordinary games.
tournament-too-few = **{ $name }** is cancelled: fewer than two players signed up.
tournament-over = 🏆 **{ $name }** is over ({ $format }). Final standings:
tournament-over-early = No further pairing without a repeated game was possible, so it ended early.
# $points: "4½".
tournament-podium-line = { $rank ->
        [1] 🥇
        [2] 🥈
       *[3] 🥉
    } { $player } · { $points }


# Refusals.
tournament-refusal-no-server = Tournaments are played on a server, not in direct messages.
tournament-refusal-not-organiser = Only members with Manage Server (or the organiser role set in `/settings`) can do that.
tournament-refusal-variant = There is no variant `{ $variant }` of that game.
tournament-refusal-two-players = Tournaments are for two-player games: pick a 2-player variant.
tournament-refusal-players = A tournament takes 2 to { $most } players.
tournament-refusal-rounds = A Swiss has 1 to { $most } rounds.
tournament-refusal-signup = Sign-ups stay open { $least } to { $most } hours.
tournament-refusal-unknown = There is no tournament #{ $id } on this server.
tournament-refusal-none = There is no tournament under way on this server.
tournament-refusal-already-in = You are already in this tournament.
tournament-refusal-full = This tournament is full.
tournament-refusal-closed = Sign-ups for this tournament are closed.
tournament-refusal-not-in = You are not playing in this tournament.
tournament-refusal-leave-started = The tournament has begun: use `/tournament withdraw` to stop playing in it.
tournament-refusal-started = This tournament has already begun.
tournament-refusal-too-few = At least two players must sign up before the tournament can start.
tournament-refusal-over = This tournament is already over.
tournament-refusal-rematch = Tournament games have no rematch: the next round is paired for you.
tournament-refusal-abort = Tournament games cannot be aborted: resign, or ask a server manager.

# /settings
settings-organisers = • Tournament organisers: { $value }
settings-organisers-managers = members with Manage Server

# The choices of `/tournament create format:`.
tournament-choice-swiss = Swiss
tournament-choice-round-robin = Round robin
tournament-choice-double-round-robin = Double round robin
# The standings in words under the picture. $standings: "1. **ann** 2 · 2. **bob** 1½ · …".
tournament-standings-line = Standings: { $standings }
# A tournament game's line in the tournament's channel, from which its thread opens. $players:
# "**ann** vs **bob**", the first to move first.
tournament-pairing-line = **{ $name }**, round { $round }: { $players }
