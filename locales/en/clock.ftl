# Clocks: spans of time, the time per move, reminders and time-outs (src/table/clock.rs).

# Spans of time, as in "3 days", "4 hours", "48 minutes".
clock-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
clock-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
clock-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
# A span shorter than a minute.
clock-less-than-a-minute = less than a minute
# A span in two units, the larger first: "1 day 4 hours".
clock-two-units = { $larger } { $smaller }
# A game (or a server's default) without any time limit per move.
clock-no-limit = no limit
# The time each player has for a move: "3 days per move".
clock-per-move = { $time } per move
# Posted in the game's channel when 80 % of the player's time is used. $left: "4 hours 48 minutes";
# $due: a Discord timestamp Discord shows as "in 4 hours".
clock-reminder = ⏰ { $player }, { $left } left for your move (due { $due }).
# Posted in the game's channel when the player to move runs out of time.
clock-timed-out = { $player } ran out of time.

# A time bank: "3 days, +1 day a move, at most 7 days".
clock-bank = { $bank }, +{ $increment } a move, at most { $cap }
clock-seconds = { $count ->
    [one] { $count } second
   *[other] { $count } seconds
}
