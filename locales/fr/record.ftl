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

# Pourquoi un relevé n’a pas pu être lu. Les noms d’étiquettes (Game, Rated…), `yes`/`no`,
# `(seat 2)`, [Name "value"] et les coups sont les mots du fichier : les garder tels quels.
record-error-at-line = ligne { $line } : { $reason }
record-error-rules = { $reason }
record-error-aborted = la partie a été annulée avant cette entrée
record-error-over = la partie est déjà terminée
record-error-no-one-to-move = ce n’est le tour de personne
record-error-no-such-seat = il n’y a pas de place { $seat } : la partie compte { $seats } places
record-error-needs-seat = `{ $entry }` doit indiquer sa place
record-error-already-left = la place { $seat } a déjà quitté la partie
record-error-tag-quotes = la valeur d’une étiquette s’écrit entre guillemets droits : [Name "value"]
record-error-tag-escape = dans la valeur d’une étiquette, `\` est suivi de `"` ou de `\`
record-error-tag-inner-quote = un `"` dans la valeur d’une étiquette s’écrit `\"`
record-error-tag-control = la valeur d’une étiquette ne contient aucun caractère de contrôle
record-error-tag-bracket = une ligne d’étiquette se termine par `]`
record-error-tag-shape = une ligne d’étiquette s’écrit [Name "value"]
record-error-entry-shape = une entrée s’écrit avec son numéro, un point et le coup : `1. e2`
record-error-entry-number = `{ $text }` n’est pas un numéro d’entrée
record-error-entry-seat = `{ $entry }` est suivi de sa place : `{ $entry } (seat 2)`
record-error-tag-number = { $tag } est un nombre, pas `{ $value }`
record-error-tags-first = les étiquettes viennent avant les coups
record-error-unknown-tag = étiquette inconnue `{ $tag }` ; les étiquettes sont { $tags }
record-error-second-tag = une deuxième étiquette { $tag }
record-error-no-game = le relevé n’a pas d’étiquette Game : [Game "Quoridor"]
record-error-not-a-game = `{ $game }` n’est pas un jeu : choisis parmi { $games }
record-error-date = une date s’écrit YYYY-MM-DD, pas `{ $date }`
record-error-rated = Rated vaut `yes` ou `no`
record-error-entry-order = l’entrée suivante est la { $expected }, pas la { $found }
record-error-entry-long = une entrée fait au plus { $most } caractères
record-error-tag-contradicts = l’étiquette { $tag } indique `{ $said }`, mais les coups donnent `{ $played }`
record-error-takeback-no-move = une reprise demande un coup avant elle à reprendre
record-error-takeback-not-theirs = le dernier coup n’est pas celui de la place { $seat } : une reprise reprend le dernier coup de sa propre place
