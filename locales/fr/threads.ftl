# Une partie dans son propre fil (src/table/threads.rs) : les premiers mots de la partie, et sa
# ligne dans le salon parent qui renvoie au fil.

threads-seat = place { $seat } { $player }
threads-begun = La partie commence : { $seats }.
threads-line-playing = **{ $game } · { $players }** se joue dans son fil : { $thread }
threads-line-ended = **{ $game } · { $players }** : { $end }, après { $moves } · { $thread }
threads-none-full = Pas de fil : ce serveur a atteint la limite Discord de 1 000 fils actifs.
