# Una partida en su propio hilo (src/table/threads.rs): las primeras palabras de la partida, y su
# línea en el canal principal que lleva al hilo.

threads-seat = asiento { $seat } { $player }
threads-begun = Empieza la partida: { $seats }.
threads-line-playing = **{ $game } · { $players }** se juega en su hilo: { $thread }
threads-line-ended = **{ $game } · { $players }**: { $end }, tras { $moves } · { $thread }
threads-none-full = Sin hilo: este servidor ha llegado al límite de Discord de 1000 hilos activos.
