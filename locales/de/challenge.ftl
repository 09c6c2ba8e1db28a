# Herausforderungen und Revanchen (src/table/challenge.rs): was der Kanal liest, wenn eine
# Herausforderung gestellt, angenommen, abgelehnt oder zurückgezogen wird, ihre Knöpfe, und die
# Ablehnungen, die der Herausforderer liest.

challenge-made = { $challenger } fordert { $opponents } zu einer Partie { $game } heraus, { $rated ->
        [rated] gewertet
       *[unrated] ungewertet
    }, { $clock }. Annahme innerhalb von { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    }.
challenge-rematch = Revanche für Partie #{ $game }. { $challenge }
challenge-accepted-waiting = { $player } nimmt an. Warten auf { $waiting }.
challenge-declined = { $player } lehnt die Herausforderung von { $challenger } zu einer Partie { $game } ab.
challenge-withdrawn = { $player } zieht die Herausforderung zu einer Partie { $game } zurück.

challenge-button-accept = Annehmen
challenge-button-decline = Ablehnen
challenge-button-cancel = Zurückziehen

# „Gegner“ ist im Singular und Plural gleich.
challenge-refusal-seats-pick-variant = { $game } ist für { $seats } Spieler, nicht für { $asked }: Wähle die Variante `{ $variant }` für { $opponents } Gegner
challenge-refusal-seats-count = { $game } ist für { $seats } Spieler, nicht für { $asked }: Fordere { $opponents } Gegner heraus
challenge-refusal-yourself = Du kannst dich nicht selbst herausfordern
challenge-refusal-named-twice = { $player } ist doppelt genannt: Jeder Gegner belegt einen Platz
challenge-refusal-already-open = Du hast hier schon eine offene Herausforderung (Herausforderung #{ $challenge }); zieh sie zuerst zurück
challenge-refusal-rematch-unfinished = Die Partie läuft noch: Beende sie vor einer Revanche
challenge-refusal-accept-own = Du kannst deine eigene Herausforderung nicht annehmen
challenge-refusal-decline-own = Du kannst deine eigene Herausforderung nicht ablehnen
challenge-refusal-already-accepted = Du hast schon angenommen; die anderen noch nicht
challenge-refusal-none-open = Du hast in diesem Kanal keine offene Herausforderung
challenge-refusal-direct-message = In einer Direktnachricht kannst du nur gegen teban spielen: Fordere Freunde auf einem Server heraus
