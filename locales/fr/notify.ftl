# Les notifications d’un joueur (src/table/preferences.rs) : voir locales/en/notify.ftl.

notify-title = **Tes notifications** (toi seul les vois)
notify-saved = Enregistré.
notify-on = activé
notify-off = désactivé
notify-reminders-fifth = quand 80 % du temps est écoulé
notify-reminders-day-and-hour = 24 heures et 1 heure avant l’échéance
notify-reminders-none = aucun
notify-digest-at = à { $hour } ({ $zone }), le prochain { $next }
notify-line-reminders = • Rappels : { $value }
notify-line-turn-dm = • Un message privé quand c’est ton tour : { $value }
notify-line-digest = • Un résumé quotidien en message privé : { $value }
notify-line-zone = • Ton fuseau horaire : { $value }
notify-line-mentions = • Mentions dans les fils de tes parties : { $value }
notify-how-to-change = Modifie-les avec les options de `/notifications`.
notify-refusal-bad-hour = l’heure du résumé est une heure pleine de 0 à 23, comme `8` ou `18:00`, ou `off`
notify-refusal-bad-time-zone = ce n’est pas un fuseau horaire : choisis une des suggestions, comme `Europe/Paris` ou `UTC`
notify-turn-dm = C’est ton tour dans { $game } : { $link }
notify-digest-header = **Ton résumé du jour** : { $count ->
        [one] une partie attend ton coup
       *[other] { $count } parties attendent ton coup
    }, la plus urgente d’abord.
notify-dm-refused-turn = { $player }, c’est ton tour ici. Discord a refusé le message privé de teban (tes messages privés sont fermés), donc les messages privés à ton tour sont désormais désactivés : `/notifications` les réactive.
notify-dm-refused-digest = { $player }, Discord a refusé ton résumé du jour (tes messages privés sont fermés), donc il est désormais désactivé : `/notifications` le réactive.
notify-your-turn-here = { $player }, c’est ton tour ici.

command-notifications-name = notifications
command-notifications-description = Affiche ou modifie comment tu es prévenu que c’est ton tour (toi seul le vois)
command-notifications-reminders-name = rappels
command-notifications-reminders-description = Quand les rappels arrivent (par défaut : à 80 % du temps)
command-notifications-turn_dm-name = mp-tour
command-notifications-turn_dm-description = Un message privé avec le plateau quand c’est ton tour (par défaut : non)
command-notifications-digest-name = résumé
command-notifications-digest-description = Un message privé quotidien des parties qui t’attendent, à cette heure (ou off)
command-notifications-time_zone-name = fuseau
command-notifications-time_zone-description = Ton fuseau horaire, pour l’heure du résumé (par défaut : UTC)
command-notifications-mentions-name = mentions
command-notifications-mentions-description = Les coups de tes parties te mentionnent dans le fil (par défaut : oui)
notify-since-last-look = Depuis ton dernier passage, partie n° { $game } : { $what }
