# Eine Partie in einem eigenen Thread (src/table/threads.rs): die ersten Worte der Partie und
# ihre Zeile im übergeordneten Kanal, die auf den Thread verweist.

threads-seat = Platz { $seat } { $player }
threads-begun = Die Partie beginnt: { $seats }.
threads-line-playing = **{ $game } · { $players }** wird in ihrem Thread gespielt: { $thread }
threads-line-ended = **{ $game } · { $players }**: { $end }, nach { $moves } · { $thread }
threads-none-full = Kein Thread: Dieser Server hat Discords Grenze von 1.000 aktiven Threads erreicht.
