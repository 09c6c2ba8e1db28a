# Relevés de partie et rediffusions (src/table/record.rs, src/table/replay.rs) : les mots autour.
# Le contenu d’un relevé (ses étiquettes, sa notation, ses résultats) est un format machine et ne
# se traduit pas.

# Suit « tu n’as aucune partie dans ce salon » ; garder l’espace du début.
record-no-game-to-replay = { " " }à rejouer : indique-en une, comme `game:12`
record-no-game-to-record = { " " }à relever : indique-en une, comme `game:12`
record-replay-lead = La partie coup par coup
record-replay-lead-ended = partie #{ $game } : toute la partie coup par coup
record-replay-frames = { $lead } : { $frames ->
        [one] { $frames } image
       *[other] { $frames } images
    }, la position finale maintenue à la fin.
record-replay-shortened = Raccourcie : { $note }.
record-replay-failed = la rediffusion n’a pas pu être dessinée ({ $error })
