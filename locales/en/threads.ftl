# A game in a thread of its own (src/table/threads.rs): the game's opening words, and its line in
# the parent channel that points to the thread.

# A seat and who sits there: "seat 1 **ann**".
threads-seat = seat { $seat } { $player }
# $seats: every seat, joined with commas.
threads-begun = The game begins: { $seats }.
# The line while the game is on. $game: "Quoridor (2-players)"; $players: "ann vs bob";
# $thread: a link to the thread.
threads-line-playing = **{ $game } · { $players }** is played in its thread: { $thread }
# The line once it is over. $end: how it ended ("**ann** wins (reached the goal)"); $moves: "12 moves".
threads-line-ended = **{ $game } · { $players }**: { $end }, after { $moves } · { $thread }
# Under the game's first board when it is played in the channel because Discord would not open
# its thread: the server has as many active threads as Discord allows (error 160006).
threads-none-full = No thread: this server has reached Discord's 1,000 active threads.
