# Les paramètres d’un serveur tels que /settings les montre à un gestionnaire
# (src/table/settings.rs), dans sa langue.

settings-title = **Paramètres de ce serveur**
settings-saved = Enregistré.
settings-threads = • Fils : { $value }
settings-threads-off = désactivés : les parties se jouent dans le salon où elles ont commencé
settings-threads-on = activés : chaque partie se joue dans son propre fil, ouvert depuis son défi
settings-threads-in-thread = activés (ce salon est un fil : une partie commencée ici se joue ici)
settings-threads-missing = activés, mais pas dans ce salon : il me manque { $count ->
        [one] la permission
       *[other] les permissions
    } { $missing } ici, donc les parties se jouent dans le salon
settings-clock = • Cadence par défaut : { $value }
settings-clock-teban = { $clock } (valeur par défaut de teban)
settings-replay = • Rediffusion en fin de partie : { $value }
settings-replay-on = activée : l’animation de la partie est publiée quand elle se termine
settings-replay-off = désactivée
settings-language = • Langue : { $value }
settings-language-fixed = { $language } (fixée par le serveur)
settings-language-discord = celle de Discord : { $language }
# Les options de /settings, par leurs noms (command-settings-…-name).
settings-how-to-change = Modifie-les avec `/réglages fils:` `pendule:` `replay:` `langue:` `organisateurs:` `vacances:` `reprises:` `web:`.
settings-refusal-no-server = les paramètres appartiennent à un serveur : utilise /settings dans l’un d’eux
settings-refusal-not-a-manager = seul un membre qui peut gérer ce serveur peut voir ou modifier ses paramètres
settings-choice-follow-discord = La langue du serveur selon Discord

permission-create-public-threads = Créer des fils publics
permission-send-messages-in-threads = Envoyer des messages dans les fils

settings-vacation = { $count ->
    [0] • Vacances : aucune
    [one] • Vacances : { $count } jour par an et par membre
   *[other] • Vacances : { $count } jours par an et par membre
}
settings-takebacks = • Reprises dans les parties classées : { $value }
settings-takebacks-on = permises, avec l’accord des adversaires
settings-takebacks-off = non permises (les parties non classées les permettent toujours)
# Who may watch the server's games on the web; the two values are also /settings web:'s choices.
settings-web = • Pages web : { $value }
settings-web-members = les membres de ce serveur seulement
settings-web-link = toute personne qui a le lien, connectée ou non
