# Challenges and rematches (src/table/challenge.rs): what the channel reads when a challenge is
# made, accepted, declined or withdrawn, its buttons, and the refusals the challenger reads.

# $opponents: the challenged, in bold, joined with commas; $game: "Quoridor (2-players)";
# $rated: "rated" or "unrated"; $clock: "3 days per move" or "no limit"; $minutes: how long the
# challenge stays open.
challenge-made = { $challenger } challenges { $opponents } to { $game }, { $rated ->
        [rated] rated
       *[unrated] unrated
    }, { $clock }. Accept within { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }.
# Before the challenge of a rematch. $game: the number of the game played before.
challenge-rematch = Rematch of game #{ $game }. { $challenge }
# $waiting: the challenged who have not accepted yet, in bold.
challenge-accepted-waiting = { $player } accepts. Waiting for { $waiting }.
challenge-declined = { $player } declines the challenge of { $challenger } to { $game }.
challenge-withdrawn = { $player } withdraws the challenge to { $game }.

# Buttons under a challenge. Cancel is for the challenger: it withdraws the challenge.
challenge-button-accept = Accept
challenge-button-decline = Decline
challenge-button-cancel = Cancel

# Refusals, read only by the one who asked.
# $seats: the players the game is for; $asked: the players named (challenger included).
challenge-refusal-seats-pick-variant = { $game } is for { $seats } players, not { $asked }: pick the variant `{ $variant }` for { $opponents ->
        [one] { $opponents } opponent
       *[other] { $opponents } opponents
    }
challenge-refusal-seats-count = { $game } is for { $seats } players, not { $asked }: challenge { $opponents ->
        [one] { $opponents } opponent
       *[other] { $opponents } opponents
    }
challenge-refusal-yourself = you cannot challenge yourself
challenge-refusal-named-twice = { $player } is named twice: each opponent takes one seat
# $challenge: the open challenge's number.
challenge-refusal-already-open = you already have an open challenge here (challenge #{ $challenge }); cancel it first
challenge-refusal-rematch-unfinished = the game is still on: finish it before a rematch
challenge-refusal-accept-own = you cannot accept your own challenge
challenge-refusal-decline-own = you cannot decline your own challenge
challenge-refusal-already-accepted = you have already accepted; the others have yet to
challenge-refusal-none-open = you have no open challenge in this channel
# In a direct message with the bot (no server) only teban can be challenged.
challenge-refusal-direct-message = in a direct message you can only play teban: challenge a friend in a server
