# Tournois (src/table/tournament/) : l’annonce, ses boutons et son classement, les nouvelles des
# rondes dans le salon du tournoi, le classement final, et les refus que lit celui qui demande.

# La première ligne de l’annonce. $game : « Quoridor (standard) » ; $format : voir plus bas ;
# $clock : « 3 jours par coup » ; $rated : « classé » ou « non classé ».
tournament-heading = 🏆 **{ $name }** · { $game } · { $format } · { $clock } · { $rated }
tournament-organised = Organisé par { $organiser } · { $state }
# $names : les joueurs en gras, séparés par des virgules.
tournament-players = Joueurs ({ $count }/{ $most }) : { $names }
# $at : un horodatage Discord (« dans 2 jours »).
tournament-closes = Les inscriptions ferment { $at } ; la ronde 1 est alors appariée.
tournament-starts-when = La ronde 1 est appariée quand l’organisateur lance `/tournoi démarrer`.
tournament-rated = classé
tournament-unrated = non classé
# Suit le nom du jeu quand le tournoi n’a pas de nom : « Quoridor tournoi ».
tournament-default-name = tournoi
tournament-format-swiss = système suisse, { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    }
tournament-format-round-robin = toutes rondes
tournament-format-double-round-robin = toutes rondes aller-retour
tournament-state-signup = inscriptions ouvertes
tournament-state-round = ronde { $round } sur { $rounds }
tournament-state-finished = terminé
tournament-state-cancelled = annulé
tournament-button-join = S’inscrire
tournament-button-leave = Se désinscrire

# Seul celui qui a cliqué ou demandé lit ceux-ci.
tournament-joined = Tu es inscrit à **{ $name }** ({ $count }/{ $most } joueurs). Chacune de tes parties arrivera dans son propre fil.
tournament-left = Tu t’es désinscrit de **{ $name }**.
tournament-withdrawn = Tu t’es retiré de **{ $name }** : tu ne seras plus apparié ; tes parties en cours comptent toujours.
tournament-started = **{ $name }** commence : la ronde 1 est en cours d’appariement.
tournament-cancel-done = **{ $name }** est annulé.
tournament-list-title = **Tournois de ce serveur**
# $link : où se trouve l’annonce.
tournament-list-line = #{ $id } **{ $name }** · { $game } · { $format } · { $state } · { $link }
tournament-list-none = Aucun tournoi sur ce serveur pour l’instant : `/tournoi créer` en crée un.

# Ce que lit le salon du tournoi.
tournament-round-begins = **{ $name }** : la ronde { $round } sur { $rounds } commence.
tournament-round-game = { $first } (commence) contre { $second }
tournament-round-bye = { $player } est exempt (1 point).
tournament-round-rest = { $player } est au repos à cette ronde.
tournament-cancelled = **{ $name }** a été annulé. Les parties en cours continuent comme des parties ordinaires.
tournament-too-few = **{ $name }** est annulé : moins de deux joueurs se sont inscrits.
tournament-over = 🏆 **{ $name }** est terminé ({ $format }). Classement final :
tournament-over-early = Plus aucun appariement n’était possible sans répéter une rencontre : le tournoi s’est donc terminé plus tôt.
# $points : « 4½ ».
tournament-podium-line = { $rank ->
        [1] 🥇
        [2] 🥈
       *[3] 🥉
    } { $player } · { $points }


# Refus.
tournament-refusal-no-server = Les tournois se jouent sur un serveur, pas en message privé.
tournament-refusal-not-organiser = Seuls les membres ayant la permission Gérer le serveur (ou le rôle d’organisateurs choisi dans `/réglages`) peuvent faire cela.
tournament-refusal-variant = Ce jeu n’a pas de variante `{ $variant }`.
tournament-refusal-two-players = Les tournois se jouent à deux : choisis une variante à 2 joueurs.
tournament-refusal-players = Un tournoi accueille de 2 à { $most } joueurs.
tournament-refusal-rounds = Un système suisse compte de 1 à { $most } rondes.
tournament-refusal-signup = Les inscriptions restent ouvertes de { $least } à { $most } heures.
tournament-refusal-unknown = Il n’y a pas de tournoi #{ $id } sur ce serveur.
tournament-refusal-none = Aucun tournoi n’est en cours sur ce serveur.
tournament-refusal-already-in = Tu es déjà inscrit à ce tournoi.
tournament-refusal-full = Ce tournoi est complet.
tournament-refusal-closed = Les inscriptions à ce tournoi sont closes.
tournament-refusal-not-in = Tu ne joues pas dans ce tournoi.
tournament-refusal-leave-started = Le tournoi a commencé : utilise `/tournoi quitter` pour ne plus y jouer.
tournament-refusal-started = Ce tournoi a déjà commencé.
tournament-refusal-too-few = Au moins deux joueurs doivent s’inscrire avant que le tournoi puisse commencer.
tournament-refusal-over = Ce tournoi est déjà terminé.
tournament-refusal-rematch = Les parties de tournoi n’ont pas de revanche : la ronde suivante est appariée pour toi.
tournament-refusal-abort = Les parties de tournoi ne peuvent pas être annulées : abandonne, ou demande à un gestionnaire du serveur.

# /settings
settings-organisers = • Organisateurs de tournois : { $value }
settings-organisers-managers = les membres ayant la permission Gérer le serveur

# Les choix de `/tournament create format:`.
tournament-choice-swiss = Système suisse
tournament-choice-round-robin = Toutes rondes
tournament-choice-double-round-robin = Toutes rondes aller-retour
# Le classement en mots sous l’image. $standings : « 1. **ann** 2 · 2. **bob** 1½ · … ».
tournament-standings-line = Classement : { $standings }
# La ligne d’une partie de tournoi dans le salon du tournoi, d’où s’ouvre son fil. $players :
# « **ann** contre **bob** », le premier joue en premier.
tournament-pairing-line = **{ $name }**, ronde { $round } : { $players }
