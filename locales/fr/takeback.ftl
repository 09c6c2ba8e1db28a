# Reprises de coup avec accord (src/table/takeback.rs) : /reprendre demande, les autres répondent par boutons.
takeback-asked = { $player } demande à reprendre { $move }. { $players } : acceptes-tu ou refuses-tu ?
takeback-button-accept = Accepter
takeback-button-decline = Refuser
takeback-declined = { $player } refuse : le coup { $move } de { $mover } est maintenu.
takeback-accepted-waiting = { $player } accepte la reprise ; on attend encore { $players }.
takeback-done = { $player } accepte : le coup { $move } de { $mover } est repris.
takeback-refusal-not-last = seul ton dernier coup peut être repris, et seulement tant que le joueur suivant n’a pas joué : la partie a avancé depuis
takeback-refusal-no-move = tu n’as aucun coup à reprendre dans cette partie
takeback-refusal-tournament = les parties d’un tournoi n’admettent pas de reprise
takeback-refusal-master = teban au niveau maître n’accepte pas de reprise
takeback-refusal-rated = ce serveur n’admet les reprises que dans les parties non classées (ses responsables peuvent les permettre dans les parties classées avec `/réglages reprises:`)
takeback-refusal-pending = tu as déjà demandé à reprendre ce coup : attends la réponse
takeback-refusal-declined = la reprise de ce coup a été refusée : elle ne peut pas être redemandée
takeback-refusal-none = il n’y a plus de demande de reprise à laquelle répondre ici
takeback-refusal-own = c’est ta propre demande de reprise : ce sont les autres joueurs qui y répondent
takeback-refusal-declined-already = cette demande de reprise a déjà été refusée
takeback-refusal-accepted-already = tu as déjà accepté cette reprise : les autres n’ont pas encore répondu
