# Die Spieleinstellungen eines Spielers (src/table/preferences.rs): /preferences, nur er sieht es,
# in seiner Sprache; und die Vorschau eines Zugs vor dem Bestätigen (src/table/preview.rs).

preferences-title = **Deine Spieleinstellungen** (nur du siehst sie)
preferences-line-confirm = • Jeden Zug bestätigen, bevor er gespielt wird: { $value }
preferences-line-board = • Dein Brett: { $value }
preferences-board-mine = von deiner Seite (dein Start unten)
preferences-board-classic = klassisch (wie im Thread der Partie)
preferences-how-to-change = Ändere sie mit den Optionen von `/einstellungen`.
command-preferences-name = einstellungen
command-preferences-description = Zeig oder ändere, wie deine Züge gespielt und dein Brett gezeichnet werden (nur du siehst es)
command-preferences-confirm-name = bestätigen
command-preferences-confirm-description = Jeder Zug wird zuerst nur dir gezeigt und gespielt, wenn du Bestätigen drückst (Standard: aus)
command-preferences-board-name = brett
command-preferences-board-description = Zeichne deine Bretter von deiner Seite oder wie im Thread der Partie (Standard: deine Seite)
help-preferences = jeden Zug vor dem Spielen bestätigen; dein Brett von deiner Seite oder klassisch (nur du)

preview-asked = **Vorschau** (nur du siehst sie): { $player } { $move }. Nichts wird gespielt, bevor du **Bestätigen** drückst.
preview-last-fence = **Vorsicht** (nur du siehst es): { $move } setzt deine letzte Wand. Nichts wird gespielt, bevor du **Bestätigen** drückst.
preview-winning-reply = **Vorsicht** (nur du siehst es): nach { $move } kann { $opponent } sofort mit { $reply } gewinnen. Nichts wird gespielt, bevor du **Bestätigen** drückst.
preview-how-to-turn-off = Deine Züge warten auf deine Bestätigung wegen `/einstellungen bestätigen:`.
preview-button-confirm = Bestätigen
preview-button-cancel = Abbrechen
preview-cancelled = Abgebrochen: nichts wurde gespielt.
