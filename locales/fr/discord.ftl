# Les mots de l'adaptateur Discord : l'embed qui montre une partie (noms des champs, lignes des
# joueurs, pied), les choix des options des commandes, les refus et réponses de l'adaptateur ;
# puis (`command-…`) les noms et descriptions des commandes slash tels que Discord les montre.
#
# Noms de commandes et d'options (`command-…-name`) : règles de Discord — minuscules, sans
# espace, au plus 32 lettres, chiffres, `-` ou `_`. Descriptions : 1 à 100 caractères.

## L'embed d'une partie

# La ligne d'un joueur dans le champ « Joueurs » : sa place et son nom. Une mention peut suivre.
discord-seat-line = place { $seat } : **{ $name }**
# Après la ligne du joueur qui a le trait.
discord-seat-to-move = ← au trait
# Après la ligne d'un joueur qui a abandonné (à 4 joueurs, la partie continue sans lui).
discord-seat-resigned = (a abandonné)
discord-seat-out-of-time = (temps écoulé)
# Le champ « Au trait » quand c'est à teban de jouer.
discord-thinking = **{ $name }** (réfléchit…)
discord-field-players = Joueurs
# Qui doit jouer.
discord-field-turn = Au trait
# Le numéro du coup à jouer.
discord-field-move = Coup
# Quand le joueur au trait doit avoir joué (horodatage Discord : « dans 2 jours »).
discord-field-due = Échéance
discord-field-result = Résultat
discord-field-moves-played = Coups joués
discord-field-last-move = Dernier coup
# Sous le plateau : le numéro de la partie, sa variante, si elle est classée ($rated : "yes" ou
# "no") et sa version.
discord-footer = partie n° { $game } · { $variant } · { $rated ->
    [yes] classée
   *[other] non classée
} · version { $version }

## Les choix des options

discord-clock-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
discord-clock-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
discord-clock-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}
discord-clock-no-limit = sans limite
# /settings language : le serveur n'a pas de langue à lui, teban suit celle que Discord donne au
# serveur.
discord-language-follow = suivre Discord (la langue du serveur)

## Les refus et réponses de l'adaptateur

discord-refusal-bot-opponent = { $name } est un bot et ne peut pas jouer ; défie teban lui-même pour jouer contre l'ordinateur
# $teban vaut par exemple « teban (difficile) ».
discord-refusal-profile-of-teban = teban joue sous un nom par niveau : regarde `/classement` pour « { $teban } » et les autres
discord-record = Le relevé de la partie, au format de teban : `teban legal --record { $file }` le lit.
discord-bad-options = Je n'ai pas pu lire les options de cette commande : vérifie-les et réessaie.
# Une commande qui a échoué dans teban (un bogue) ; l'erreur est dans le journal.
discord-internal-error = Quelque chose s'est mal passé de mon côté : réessaie dans un instant.
# Une commande que Discord montrait telle qu'elle était avant que teban la change (ses options ne correspondent plus).
discord-command-changed = Cette commande a changé depuis que Discord te l'a montrée : attends une minute que Discord la mette à jour, ou recharge Discord (Ctrl+R), puis réessaie.
# Toute autre commande que le framework a refusé de lancer (le détail est dans le journal).
discord-cannot-run = Cette commande ne peut pas être lancée ici.
discord-server-only = Cette commande ne marche que sur un serveur : utilise-la sur un serveur où tu joues.

## Les commandes slash

command-menu-challenge-name = Défier
command-challenge-name = défi
command-challenge-description = Défie un adversaire (ou trois, au Quoridor à 4) à une partie dans ce salon
command-challenge-game-name = jeu
command-challenge-game-description = Quel jeu
command-challenge-opponent-name = adversaire
command-challenge-opponent-description = Qui tu défies (par défaut : tout le monde ici, un défi ouvert)
command-challenge-opponent2-name = adversaire2
command-challenge-opponent2-description = Un deuxième adversaire (Quoridor à 4 joueurs)
command-challenge-opponent3-name = adversaire3
command-challenge-opponent3-description = Un troisième adversaire (Quoridor à 4 joueurs)
command-challenge-variant-name = variante
command-challenge-variant-description = La variante du jeu (préréglage de Sensei, jardin de Niwa, joueurs de Quoridor)
command-challenge-rated-name = classée
command-challenge-rated-description = Si le résultat compte au classement (par défaut : oui)
command-challenge-level-name = niveau
command-challenge-level-description = La force de teban, quand tu le défies lui-même (par défaut : normal)
command-challenge-clock-name = pendule
command-challenge-clock-description = Le temps par coup (3 days) ou une réserve (3d+1d max 7d) ; par défaut : celui du serveur

command-move-name = jouer
command-move-description = Joue un coup dans ta partie de ce salon
command-move-notation-name = coup
command-move-notation-description = Le coup, par ex. e2 ou e3h (commence à taper pour voir les coups légaux)

command-board-name = plateau
command-board-description = Montre ta partie de ce salon, ou toute partie de ce serveur (à toi seul)
command-board-game-name = partie
command-board-game-description = Une partie du serveur à regarder (son numéro : partie n° 12) ; par défaut : la tienne ici
command-play-name = ouvrir
command-play-description = Ouvre dans Discord le plateau de ta partie de ce salon, ou d'une partie à regarder

command-resign-name = abandonner
command-resign-description = Abandonne ta partie dans ce salon

command-draw-name = nulle
command-draw-description = Propose la nulle dans ta partie de ce salon, ou accepte celle qu'on te propose

command-abort-name = annuler
command-abort-description = Annule ta partie de ce salon avant que chacun ait joué une fois (sans résultat, non classée)

command-games-name = parties
command-games-description = Tes parties en cours sur ce serveur, ton tour d'abord ; ou toutes celles du serveur (à toi seul)
command-games-all-name = toutes
command-games-all-description = Toutes les parties en cours du serveur, à regarder (par défaut : les tiennes)

command-record-name = relevé
command-record-description = Le relevé d'une partie en fichier texte (à toi seul) : ta partie ici, ou une du serveur
command-record-game-name = partie
command-record-game-description = Le numéro de la partie (sous son plateau : partie n° 12) ; par défaut : ta partie ici

command-replay-name = revoir
command-replay-description = Une partie en image animée, coup par coup : ta partie ici, ou une du serveur
command-replay-game-name = partie
command-replay-game-description = Le numéro de la partie (sous son plateau : partie n° 12) ; par défaut : ta partie ici

command-settings-name = réglages
command-settings-description = Affiche ou modifie les réglages du serveur : fils, pendule par défaut, replays, langue
command-settings-threads-name = fils
command-settings-threads-description = Jouer chaque partie dans un fil à part (par défaut : oui)
command-settings-clock-name = pendule
command-settings-clock-description = Le temps par coup d'un défi qui n'en précise pas
command-settings-replay-name = replay
command-settings-replay-description = Publier le replay animé d'une partie à sa fin (par défaut : oui)
command-settings-language-name = langue
command-settings-language-description = La langue que parle teban dans les salons de ce serveur
command-settings-organisers-name = organisateurs
command-settings-organisers-description = Un rôle dont les membres peuvent organiser des tournois (en plus des gestionnaires du serveur)
command-settings-organisers_reset-name = organisateurs_réinit
command-settings-organisers_reset-description = Rendre les tournois aux seuls gestionnaires du serveur

command-admin-name = admin
command-admin-description = Ce que les gestionnaires du serveur peuvent faire
command-admin-abort-name = annuler
command-admin-abort-description = Annule toute partie en cours de ce serveur (sans résultat, non classée)
command-admin-abort-game-name = partie
command-admin-abort-game-description = Le numéro de la partie (sous son plateau : partie n° 12)

command-tournament-name = tournoi
command-tournament-description = Les tournois toutes rondes et au système suisse de ce serveur
command-tournament-create-name = créer
command-tournament-create-description = Annonce un tournoi auquel les membres s'inscrivent avec ses boutons
command-tournament-create-game-name = jeu
command-tournament-create-game-description = Quel jeu
command-tournament-create-format-name = format
command-tournament-create-format-description = Système suisse, toutes rondes, ou toutes rondes aller-retour (places inversées au retour)
command-tournament-create-rounds-name = rondes
command-tournament-create-rounds-description = Le nombre de rondes d'un système suisse (par défaut : 5)
command-tournament-create-name-name = nom
command-tournament-create-name-description = Le nom du tournoi
command-tournament-create-variant-name = variante
command-tournament-create-variant-description = La variante du jeu (à 2 joueurs ; par défaut : celle du jeu)
command-tournament-create-clock-name = pendule
command-tournament-create-clock-description = Le temps par coup de ses parties (par défaut : celui du serveur)
command-tournament-create-rated-name = classé
command-tournament-create-rated-description = Si ses parties comptent au classement (par défaut : oui)
command-tournament-create-players-name = joueurs
command-tournament-create-players-description = Le nombre maximal de joueurs inscrits (par défaut : 16)
command-tournament-create-hours-name = heures
command-tournament-create-hours-description = Fermer les inscriptions et apparier la ronde 1 après tant d'heures (par défaut : au démarrage)
command-tournament-create-vacation-name = vacances
command-tournament-create-vacation-description = Si les vacances arrêtent la pendule de ses parties (par défaut : oui)
command-tournament-start-name = démarrer
command-tournament-start-description = Ferme les inscriptions et apparie la ronde 1 maintenant (l'organisateur ou un gestionnaire)
command-tournament-start-tournament-name = tournoi
command-tournament-start-tournament-description = Le numéro du tournoi (par défaut : le plus récent en cours)
command-tournament-standings-name = classement
command-tournament-standings-description = Le classement d'un tournoi de ce serveur (à toi seul)
command-tournament-standings-tournament-name = tournoi
command-tournament-standings-tournament-description = Le numéro du tournoi (par défaut : le plus récent en cours)
command-tournament-list-name = liste
command-tournament-list-description = Les tournois de ce serveur (à toi seul)
command-tournament-withdraw-name = quitter
command-tournament-withdraw-description = Arrête de jouer dans un tournoi : plus d'appariements ; tes parties en cours comptent toujours
command-tournament-withdraw-tournament-name = tournoi
command-tournament-withdraw-tournament-description = Le numéro du tournoi (par défaut : le plus récent en cours)
command-tournament-cancel-name = annuler
command-tournament-cancel-description = Annule un tournoi (l'organisateur ou un gestionnaire) ; les parties en cours continuent
command-tournament-cancel-tournament-name = tournoi
command-tournament-cancel-tournament-description = Le numéro du tournoi (par défaut : le plus récent en cours)

command-leaderboard-name = classement
command-leaderboard-description = Les meilleurs joueurs de ce serveur à un jeu
command-leaderboard-game-name = jeu
command-leaderboard-game-description = Quel jeu

command-profile-name = profil
command-profile-description = Les parties d'un joueur sur ce serveur : cotes, résultats, série, temps par coup et graphique
command-profile-user-name = joueur
command-profile-user-description = Le profil de qui (par défaut : le tien)

command-rules-name = règles
command-rules-description = Les règles d'un jeu en bref, avec une image de sa position de départ
command-rules-game-name = jeu
command-rules-game-description = Quel jeu

command-help-name = aide
command-help-description = Comment jouer avec teban

discord-seat-bank = ⏳ { $time }
discord-refusal-clock = Ce n'est pas une cadence : écris un temps par coup comme `3 days`, ou une réserve comme `3d+1d max 7d` (un an au plus)
discord-refusal-apps-private-web = Ce serveur garde les applications privées, personne d'autre ne verrait une partie ici : joue plutôt sur le web, { $link }, ou défie ton ami en message privé ou dans un groupe
discord-refusal-apps-private = Ce serveur garde les applications privées, personne d'autre ne verrait une partie ici : défie plutôt ton ami en message privé ou dans un groupe

command-settings-vacation-name = vacances
command-settings-vacation-description = Jours de vacances par an pour chaque membre (14 par défaut ; 0 les désactive)
command-vacation-name = vacances
command-vacation-description = Arrête tes pendules dans toutes tes parties de ce serveur pendant quelques jours
command-vacation-start-name = début
command-vacation-start-description = Commence des vacances maintenant : tes pendules s'arrêtent ici
command-vacation-start-days-name = jours
command-vacation-start-days-description = Combien de jours (7 par défaut, ou ce qu'il te reste)
command-vacation-end-name = fin
command-vacation-end-description = Termine tes vacances maintenant : tes pendules tournent à nouveau
command-vacation-auto-name = auto
command-vacation-auto-description = Prendre un jour de vacances quand ton temps allait s'épuiser
command-vacation-auto-on-name = actif
command-vacation-auto-on-description = Activé ou non (désactivé par défaut)
command-takeback-name = reprendre
command-takeback-description = Demande aux autres joueurs de reprendre ton dernier coup dans ta partie ici
command-settings-takebacks-name = reprises
command-settings-takebacks-description = Permettre les reprises, avec accord, aussi dans les parties classées (défaut : non)
command-settings-web-name = web
command-settings-web-description = Qui peut suivre les parties du serveur sur leurs pages web (défaut : les membres)
# Le bouton à côté d'une partie qui ouvre son plateau (l'Activité, ou la page web de la partie).
discord-button-open-board = Ouvrir le plateau
# Open board pressed on a message whose game is not played where it was pressed (a forged or moved click).
discord-activity-elsewhere = Ce plateau n'est pas celui d'une partie jouée dans ce salon : ouvre-le depuis le salon ou le fil de la partie.
# /play without Activities: no web board to link to.
discord-play-no-board = Le plateau ne peut pas s'ouvrir ici : ce bot n'a pas de plateau web.
# /play without Activities, in a channel with no unfinished game.
discord-play-no-games = Aucune partie n'est en cours dans ce salon.
# /play without Activities: the line before the links to the games' web pages.
discord-play-games = Les parties de ce salon (les tiennes d'abord) :
