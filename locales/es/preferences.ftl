# Las preferencias de juego de un jugador (src/table/preferences.rs): /preferences, solo él lo
# ve, en su idioma; y la vista previa de una jugada antes de confirmarla (src/table/preview.rs).

preferences-title = **Tus preferencias de juego** (solo tú las ves)
preferences-line-confirm = • Confirmar cada jugada antes de jugarla: { $value }
preferences-line-board = • Tu tablero: { $value }
preferences-board-mine = desde tu lado (tu salida abajo)
preferences-board-classic = clásico (como en el hilo de la partida)
preferences-how-to-change = Cámbialas con las opciones de `/preferencias`.
command-preferences-name = preferencias
command-preferences-description = Mira o cambia cómo se juegan tus jugadas y se dibuja tu tablero (solo tú lo ves)
command-preferences-confirm-name = confirmar
command-preferences-confirm-description = Cada jugada se te muestra primero solo a ti y se juega al pulsar Confirmar (por defecto: no)
command-preferences-board-name = tablero
command-preferences-board-description = Dibuja tus tableros desde tu lado, o como en el hilo de la partida (por defecto: tu lado)
help-preferences = confirmar cada jugada antes de jugarla; tu tablero desde tu lado o clásico (solo tú)

preview-asked = **Vista previa** (solo tú la ves): { $player } { $move }. No se juega nada hasta que pulses **Confirmar**.
preview-last-fence = **Cuidado** (solo tú lo ves): { $move } coloca tu última barrera. No se juega nada hasta que pulses **Confirmar**.
preview-winning-reply = **Cuidado** (solo tú lo ves): tras { $move }, { $opponent } puede ganar enseguida con { $reply }. No se juega nada hasta que pulses **Confirmar**.
preview-how-to-turn-off = Tus jugadas esperan tu confirmación por `/preferencias confirmar:`.
preview-button-confirm = Confirmar
preview-button-cancel = Cancelar
preview-cancelled = Cancelado: no se ha jugado nada.
