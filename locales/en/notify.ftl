# A player's notifications (src/table/preferences.rs): /notifications, only they see it, in
# their language; the direct messages teban sends them (in the language they used
# /notifications in); and the mention in a game's thread when Discord refused a direct message
# (in the game's language).

notify-title = **Your notifications** (only you see them)
notify-saved = Saved.
notify-on = on
notify-off = off
# The choices of /notifications reminders: (at most 100 characters).
notify-reminders-fifth = when 80 % of the time is used
notify-reminders-day-and-hour = 24 hours and 1 hour before the deadline
notify-reminders-none = none
# $hour: "08:00"; $zone: "Europe/Paris"; $next: a Discord timestamp ("in 5 hours").
notify-digest-at = at { $hour } ({ $zone }), the next one { $next }
notify-line-reminders = • Reminders: { $value }
notify-line-turn-dm = • A direct message when it is your turn: { $value }
notify-line-digest = • A daily digest by direct message: { $value }
notify-line-zone = • Your time zone: { $value }
notify-line-mentions = • Mentions in your games' threads: { $value }
notify-how-to-change = Change them with the options of `/notifications`.
notify-refusal-bad-hour = the digest's hour is a whole hour from 0 to 23, like `8` or `18:00`, or `off`
notify-refusal-bad-time-zone = that is not a time zone: pick one of the suggestions, like `Europe/Paris` or `UTC`
# The direct message on a player's turn, above the board. $game: "Quoridor (standard)"; $link:
# the game's thread.
notify-turn-dm = It is your turn in { $game }: { $link }
notify-digest-header = **Your daily digest**: { $count ->
        [one] one game waits for your move
       *[other] { $count } games wait for your move
    }, the most urgent first.
notify-dm-refused-turn = { $player }, it is your turn here. Discord refused teban's direct message (your direct messages are closed), so direct messages on your turn are now off: `/notifications` turns them back on.
notify-dm-refused-digest = { $player }, Discord refused your daily digest (your direct messages are closed), so it is now off: `/notifications` turns it back on.
notify-your-turn-here = { $player }, it is your turn here.

command-notifications-name = notifications
command-notifications-description = See or change how you are told it is your turn (only you see it)
command-notifications-reminders-name = reminders
command-notifications-reminders-description = When reminders come (default: when 80 % of the time is used)
command-notifications-turn_dm-name = turn-dm
command-notifications-turn_dm-description = A direct message with the board when it is your turn (default: off)
command-notifications-digest-name = digest
command-notifications-digest-description = A daily direct message of the games waiting for you, at this hour (or off)
command-notifications-time_zone-name = time-zone
command-notifications-time_zone-description = Your time zone, for the digest's hour (default: UTC)
command-notifications-mentions-name = mentions
command-notifications-mentions-description = Moves in your games mention you in the thread (default: on)

# One line per post a game in a conversation teban only answers in (a DM or a group DM between
# people, a server without teban) owed while nobody could be told, said at the top of the next
# answer there, once. $game: the game's number; $what: the first line of the post ("teban played
# e7.", "**bob** ran out of time.").
notify-since-last-look = Since your last look at game #{ $game }: { $what }
