# Open challenges, /challenges, /block and /unblock, the Challenge context menu
# (src/table/open_challenge.rs, src/table/blocks.rs, src/discord/commands/people.rs).

# An open challenge posted in the channel. $game: "Quoridor (2-players)"; $rated: "rated" or
# "unrated"; $clock: "3 days per move"; $seats: how many players may join (1 or 3); $minutes: how
# long it stays open.
open-made = { $challenger } opens a challenge to { $game }, { $rated ->
        [rated] rated
       *[unrated] unrated
    }, { $clock }: { $seats ->
        [one] the first to press Accept plays
       *[other] the first { $seats } to press Accept play
    }. Open for { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }.
# After open-made when the challenge has a rating range. $range: points.
open-made-range = Only for players within { $range } points of { $challenger }'s rating.
# A player joined a 4-player open challenge. $players: who is in so far, in bold; $left: seats
# still free.
open-joined = { $player } joins the open challenge of { $challenger } to { $game }: { $players } so far, { $left ->
        [one] { $left } seat left
       *[other] { $left } seats left
    }.
open-refusal-range-named = a rating range is for open challenges: leave out the opponent, or the range
open-refusal-already-joined = you have already joined this challenge; it begins when every seat is taken
# $low, $high: the range of ratings accepted; $rating: the accepter's rating.
open-refusal-rating = this challenge is for players rated { $low } to { $high }; your rating is { $rating }
open-refusal-not-available = this player is not available
open-refusal-you-blocked = you blocked { $player }: unblock them with `/{ command-unblock-name }` to challenge them
# $until: a Discord timestamp ("in 40 minutes"); $minutes: the cool-down's length.
open-refusal-cool-down = { $player } declined your last challenge: you can challenge them again { $until } ({ $minutes } minutes after a decline)
# $count: the player's challenges waiting on this server; $most: the cap; $challenges: "#3, #5, #9".
open-refusal-cap = you already have { $count } challenges waiting on this server ({ $challenges }), the most there can be: withdraw one first with the Cancel button under it (`/{ command-challenges-name }` links them)
# /challenges. $place: "server" (a server's) or "here" (a direct message: the caller's own).
open-list-none = { $place ->
        [server] no open challenges on this server: make one with `/{ command-challenge-name }` without an opponent
       *[here] you have no challenge waiting
    }
open-list-header = { $place ->
        [server] Open challenges on this server:
       *[here] Your challenges waiting:
    }
open-list-rated = { $rated ->
        [rated] rated
       *[unrated] unrated
    }
open-list-by = by { $player }
open-list-seats = open, { $left ->
        [one] { $left } seat left
       *[other] { $left } seats left
    }
open-list-range = within { $range } points
open-list-to = to { $players }
open-list-lapses = lapses { $at }

# /block and /unblock (only the caller reads them).
block-done = You block { $player } on this server: their challenges to you, and their accepts of your open challenges, are refused.
block-already = You already block { $player } on this server.
block-undone = You no longer block { $player } on this server.
block-not-blocked = You do not block { $player } on this server.
block-list = You block on this server: { $players }.
block-list-none = You block nobody on this server.
block-refusal-whom = you can block only another member
block-refusal-direct-message = blocks are kept per server: use `/{ command-block-name }` in the server where you play

# Right-click a member → Apps → Challenge: the game to pick (only the challenger sees it).
pick-game = Challenge { $player } to which game? (the server's clock; the challenge is posted in this channel)
# A button: $game: "Quoridor (2-players)"; rated or not.
pick-button = { $game } · { $rated ->
        [rated] rated
       *[unrated] unrated
    }
pick-refusal-bot = you can challenge teban with `/{ command-challenge-name }`, and no other bot

# The commands' names and descriptions as Discord shows them (see discord.ftl).
command-challenge-rating-name = rating
command-challenge-rating-description = Open challenges only: accept players within this many points of your rating
command-challenges-name = challenges
command-challenges-description = This server's open challenges, with links (only you see it)
command-block-name = block
command-block-description = Refuse challenges from a member on this server; without one, list whom you block
command-block-member-name = member
command-block-member-description = Whose challenges you refuse
command-unblock-name = unblock
command-unblock-description = Accept challenges again from a member you blocked
command-unblock-member-name = member
command-unblock-member-description = Whom you no longer block

# /help's lines (see help.ftl).
help-challenges = open challenges, with links (a challenge naming nobody is open); refuse or allow a member's challenges
