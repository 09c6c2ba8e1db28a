# Vacation (src/table/vacation.rs). $until: a Discord timestamp each reader sees in their own
# time zone and language.

# One line in the thread of each game of the player.
vacation-line-start = 🏖️ { $player } is on vacation until { $until }: their clock stops meanwhile.
vacation-line-auto = 🏖️ { $player } was about to run out of time: one day of vacation taken automatically, until { $until }.
vacation-line-end = { $player } is back from vacation: their clock runs again.

# Answers to the player alone.
vacation-started = 🏖️ You are on vacation until { $until }: your clocks stop in all your games on this server.
vacation-ended = Welcome back: your clocks run again from now.
vacation-auto-on = Auto-vacation is on: when your time would run out, a day of vacation is taken (while you have days left), and said in the game's thread.
vacation-auto-off = Auto-vacation is off.
vacation-days-left = { $count ->
    [one] Vacation: { $count } day left this year.
   *[other] Vacation: { $count } days left this year.
}

vacation-refusal-no-server = Vacation is taken on a server: use this command there.
vacation-refusal-off = This server gives no vacation days.
vacation-refusal-already = You are already on vacation, until { $until }. End it with `/vacation end`.
vacation-refusal-days = { $left ->
    [0] You have no vacation days left this year.
    [one] You can take 1 day at most: that is what you have left this year.
   *[other] You can take 1 to { $left } days: that is what you have left this year.
}
vacation-refusal-not-on = You are not on vacation.
