# Die Einstellungen eines Servers, wie /settings sie einem Verwalter zeigt
# (src/table/settings.rs), in dessen Sprache.

settings-title = **Einstellungen dieses Servers**
settings-saved = Gespeichert.
settings-threads = • Threads: { $value }
settings-threads-off = aus: Partien werden in dem Kanal gespielt, in dem sie begonnen wurden
settings-threads-on = an: jede Partie wird in einem eigenen Thread gespielt, der an ihrer Herausforderung eröffnet wird
settings-threads-in-thread = an (dieser Kanal ist ein Thread: eine hier begonnene Partie wird hier gespielt)
settings-threads-missing = an, aber nicht in diesem Kanal: Mir { $count ->
        [one] fehlt hier die Berechtigung
       *[other] fehlen hier die Berechtigungen
    } { $missing }, deshalb werden Partien im Kanal gespielt
settings-clock = • Standard-Bedenkzeit: { $value }
settings-clock-teban = { $clock } (tebans Standard)
settings-replay = • Wiederholung am Partieende: { $value }
settings-replay-on = an: Die animierte Wiederholung der Partie wird gepostet, wenn sie endet
settings-replay-off = aus
settings-language = • Sprache: { $value }
settings-language-fixed = { $language } (vom Server festgelegt)
settings-language-discord = folgt Discord: { $language }
# Die Optionen von /settings, mit ihren Namen (command-settings-…-name).
settings-how-to-change = Ändere sie mit `/einstellungen threads:` `bedenkzeit:` `wiederholung:` `sprache:` `veranstalter:` `urlaub:` `zurücknahmen:` `web:`.
settings-refusal-no-server = Einstellungen gehören zu einem Server: Verwende /settings auf einem Server
settings-refusal-not-a-manager = Nur ein Mitglied, das diesen Server verwalten darf, kann seine Einstellungen sehen oder ändern
settings-choice-follow-discord = Die Serversprache laut Discord

permission-create-public-threads = Öffentliche Threads erstellen
permission-send-messages-in-threads = Nachrichten in Threads senden

settings-vacation = { $count ->
    [0] • Urlaub: keiner
    [one] • Urlaub: { $count } Tag pro Jahr und Mitglied
   *[other] • Urlaub: { $count } Tage pro Jahr und Mitglied
}
settings-takebacks = • Zugrücknahmen in gewerteten Partien: { $value }
settings-takebacks-on = erlaubt, mit Zustimmung der Gegner
settings-takebacks-off = nicht erlaubt (ungewertete Partien erlauben sie immer)
# Who may watch the server's games on the web; the two values are also /settings web:'s choices.
settings-web = • Webseiten: { $value }
settings-web-members = nur Mitglieder dieses Servers
settings-web-link = alle mit dem Link, angemeldet oder nicht
