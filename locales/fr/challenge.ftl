# Défis et revanches (src/table/challenge.rs) : ce que lit le salon quand un défi est lancé,
# accepté, refusé ou retiré, ses boutons, et les refus que lit celui qui défie.

challenge-made = { $challenger } défie { $opponents } à une partie de { $game }, { $rated ->
        [rated] classée
       *[unrated] non classée
    }, { $clock }. À accepter d’ici { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }.
challenge-rematch = Revanche de la partie #{ $game }. { $challenge }
challenge-accepted-waiting = { $player } accepte. En attente de { $waiting }.
challenge-declined = { $player } refuse le défi de { $challenger } à une partie de { $game }.
challenge-withdrawn = { $player } retire son défi à une partie de { $game }.

challenge-button-accept = Accepter
challenge-button-decline = Refuser
challenge-button-cancel = Retirer

challenge-refusal-seats-pick-variant = { $game } se joue à { $seats } joueurs, pas à { $asked } : choisis la variante `{ $variant }` pour { $opponents ->
        [one] { $opponents } adversaire
       *[other] { $opponents } adversaires
    }
challenge-refusal-seats-count = { $game } se joue à { $seats } joueurs, pas à { $asked } : défie { $opponents ->
        [one] { $opponents } adversaire
       *[other] { $opponents } adversaires
    }
challenge-refusal-yourself = tu ne peux pas te défier toi-même
challenge-refusal-named-twice = { $player } est nommé deux fois : chaque adversaire occupe une place
challenge-refusal-already-open = tu as déjà un défi ouvert ici (défi #{ $challenge }) ; retire-le d’abord
challenge-refusal-rematch-unfinished = la partie est encore en cours : termine-la avant de demander une revanche
challenge-refusal-accept-own = tu ne peux pas accepter ton propre défi
challenge-refusal-decline-own = tu ne peux pas refuser ton propre défi
challenge-refusal-already-accepted = tu as déjà accepté ; les autres doivent encore le faire
challenge-refusal-none-open = tu n’as aucun défi ouvert dans ce salon
challenge-refusal-direct-message = en message privé, tu ne peux jouer que contre teban : défie tes amis sur un serveur
