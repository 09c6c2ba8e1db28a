# Deshacer jugadas con acuerdo (src/table/takeback.rs): /deshacer lo pide, los demás responden con botones.
takeback-asked = { $player } pide deshacer { $move }. { $players }: ¿aceptas o rechazas?
takeback-button-accept = Aceptar
takeback-button-decline = Rechazar
takeback-declined = { $player } rechaza: la jugada { $move } de { $mover } se mantiene.
takeback-accepted-waiting = { $player } acepta deshacer la jugada; aún falta la respuesta de { $players }.
takeback-done = { $player } acepta: la jugada { $move } de { $mover } se ha deshecho.
takeback-refusal-not-last = solo se puede deshacer tu propia última jugada, y solo hasta que juegue el siguiente jugador: la partida ha seguido desde entonces
takeback-refusal-no-move = no tienes ninguna jugada que deshacer en esta partida
takeback-refusal-tournament = en las partidas de un torneo no se pueden deshacer jugadas
takeback-refusal-master = teban en nivel maestro no permite deshacer jugadas
takeback-refusal-rated = este servidor solo permite deshacer jugadas en partidas no puntuables (sus administradores pueden permitirlo en las puntuables con `/ajustes deshacer:`)
takeback-refusal-pending = ya pediste deshacer esta jugada: espera la respuesta
takeback-refusal-declined = se rechazó deshacer esta jugada: no se puede volver a pedir
takeback-refusal-none = aquí ya no hay ninguna petición de deshacer que responder
takeback-refusal-own = es tu propia petición de deshacer: la responden los demás jugadores
takeback-refusal-declined-already = esta petición de deshacer ya fue rechazada
takeback-refusal-accepted-already = ya aceptaste deshacer esta jugada: los demás aún no han respondido
