# Turniere (src/table/tournament/): die Ankündigung, ihre Buttons und der Stand, die Nachrichten
# der Runden im Kanal des Turniers, der Endstand und die Ablehnungen, die der Fragende liest.

# Die erste Zeile der Ankündigung. $game: „Quoridor (Standard)“; $format: siehe unten;
# $clock: „3 Tage pro Zug“; $rated: „gewertet“ oder „ungewertet“.
tournament-heading = 🏆 **{ $name }** · { $game } · { $format } · { $clock } · { $rated }
tournament-organised = Veranstaltet von { $organiser } · { $state }
# $names: die Spieler fett, durch Kommas getrennt.
tournament-players = Spieler ({ $count }/{ $most }): { $names }
# $at: ein Discord-Zeitstempel („in 2 Tagen“).
tournament-closes = Die Anmeldung schließt { $at }; dann wird Runde 1 ausgelost.
tournament-starts-when = Runde 1 wird ausgelost, sobald der Veranstalter `/turnier starten` ausführt.
tournament-rated = gewertet
tournament-unrated = ungewertet
# Folgt dem Namen des Spiels, wenn das Turnier keinen Namen hat: „Quoridor Turnier“.
tournament-default-name = Turnier
tournament-format-swiss = Schweizer System, { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }
tournament-format-round-robin = Rundenturnier
tournament-format-double-round-robin = doppelrundiges Rundenturnier
tournament-state-signup = Anmeldung offen
tournament-state-round = Runde { $round } von { $rounds }
tournament-state-finished = beendet
tournament-state-cancelled = abgesagt
tournament-button-join = Teilnehmen
tournament-button-leave = Abmelden

# Nur wer geklickt oder gefragt hat, liest diese.
tournament-joined = Du bist bei **{ $name }** dabei ({ $count }/{ $most } Spieler). Deine Partien kommen jeweils in einem eigenen Thread.
tournament-left = Du hast dich von **{ $name }** abgemeldet.
tournament-withdrawn = Du hast dich von **{ $name }** zurückgezogen: Du wirst nicht mehr ausgelost; deine laufenden Partien zählen weiter.
tournament-started = **{ $name }** beginnt: Runde 1 wird ausgelost.
tournament-cancel-done = **{ $name }** ist abgesagt.
tournament-list-title = **Turniere auf diesem Server**
# $link: wo die Ankündigung steht.
tournament-list-line = #{ $id } **{ $name }** · { $game } · { $format } · { $state } · { $link }
tournament-list-none = Noch kein Turnier auf diesem Server: `/turnier erstellen` legt eines an.

# Was der Kanal des Turniers liest.
tournament-round-begins = **{ $name }**: Runde { $round } von { $rounds } beginnt.
tournament-round-game = { $first } (beginnt) gegen { $second }
tournament-round-bye = { $player } hat spielfrei (1 Punkt).
tournament-round-rest = { $player } setzt diese Runde aus.
tournament-cancelled = **{ $name }** wurde abgesagt. Laufende Partien gehen als gewöhnliche Partien weiter.
tournament-too-few = **{ $name }** ist abgesagt: Weniger als zwei Spieler haben sich angemeldet.
tournament-over = 🏆 **{ $name }** ist beendet ({ $format }). Endstand:
tournament-over-early = Ohne eine Paarung zu wiederholen, war keine weitere Runde möglich; deshalb endete das Turnier vorzeitig.
# $points: „4½“.
tournament-podium-line = { $rank ->
        [1] 🥇
        [2] 🥈
       *[3] 🥉
    } { $player } · { $points }


# Ablehnungen.
tournament-refusal-no-server = Turniere werden auf einem Server gespielt, nicht in Direktnachrichten.
tournament-refusal-not-organiser = Nur Mitglieder mit der Berechtigung „Server verwalten“ (oder der in `/einstellungen` festgelegten Veranstalter-Rolle) können das tun.
tournament-refusal-variant = Dieses Spiel hat keine Variante `{ $variant }`.
tournament-refusal-two-players = Turniere sind für Spiele zu zweit: Wähle eine Variante für 2 Spieler.
tournament-refusal-players = Ein Turnier hat 2 bis { $most } Spieler.
tournament-refusal-rounds = Ein Turnier im Schweizer System hat 1 bis { $most } Runden.
tournament-refusal-signup = Die Anmeldung bleibt { $least } bis { $most } Stunden offen.
tournament-refusal-unknown = Auf diesem Server gibt es kein Turnier #{ $id }.
tournament-refusal-none = Auf diesem Server läuft gerade kein Turnier.
tournament-refusal-already-in = Du bist schon in diesem Turnier.
tournament-refusal-full = Dieses Turnier ist voll.
tournament-refusal-closed = Die Anmeldung für dieses Turnier ist geschlossen.
tournament-refusal-not-in = Du spielst nicht in diesem Turnier.
tournament-refusal-leave-started = Das Turnier hat begonnen: Mit `/turnier zurückziehen` hörst du auf, darin zu spielen.
tournament-refusal-started = Dieses Turnier hat schon begonnen.
tournament-refusal-too-few = Mindestens zwei Spieler müssen sich anmelden, bevor das Turnier beginnen kann.
tournament-refusal-over = Dieses Turnier ist schon beendet.
tournament-refusal-rematch = Turnierpartien haben keine Revanche: Die nächste Runde wird für dich ausgelost.
tournament-refusal-abort = Turnierpartien können nicht abgebrochen werden: Gib auf oder frag einen Server-Verwalter.

# /settings
settings-organisers = • Turnierveranstalter: { $value }
settings-organisers-managers = Mitglieder mit der Berechtigung „Server verwalten“

# Die Auswahlen von `/tournament create format:`.
tournament-choice-swiss = Schweizer System
tournament-choice-round-robin = Rundenturnier
tournament-choice-double-round-robin = Doppelrundiges Rundenturnier
# Der Stand in Worten unter dem Bild. $standings: „1. **ann** 2 · 2. **bob** 1½ · …“.
tournament-standings-line = Stand: { $standings }
# Die Zeile einer Turnierpartie im Kanal des Turniers, von der ihr Thread ausgeht. $players:
# „**ann** gegen **bob**“, der Erste zieht zuerst.
tournament-pairing-line = **{ $name }**, Runde { $round }: { $players }
