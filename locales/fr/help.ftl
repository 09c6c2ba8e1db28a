# /help : ce qu’est teban et ce que fait chaque commande (src/discord/guide.rs).
# Le code écrit lui-même le nom des commandes en tête de ligne (« • `/challenge` — » puis le
# texte), en anglais dans toutes les langues : les joueurs tapent les noms que l’autocomplétion de
# Discord leur montre. Ne nommez pas les options des commandes (Discord les traduit) : dites ce
# qu’elles font. L’aide entière tient dans un message Discord : moins de 2 000 caractères.

# La première ligne. $games : les noms des jeux, « Quoridor, Sensei, Niwa ».
help-intro = **teban** organise des parties de jeux de plateau au tour par tour : { $games }. Chaque partie se joue dans son propre fil quand le serveur le permet.
help-challenge = défie quelqu’un, qui accepte avec le bouton. Tu peux choisir une variante, le niveau de teban si c’est lui que tu défies, et la pendule : le temps pour chaque coup, de 5 minutes à 14 jours (un rappel arrive quand 80 % en sont utilisés, et qui dépasse son temps perd au temps)
help-move = joue un coup (commence à taper : les coups légaux te sont proposés)
help-board = affiche ta partie (pour toi seul), ou n’importe quelle partie du serveur par son numéro, pour la suivre
help-resign-draw = abandonne, ou propose la nulle
help-abort = annule ta partie avant que chacun ait joué une fois (sans classement)
help-games = tes parties en cours sur ce serveur, celles où c’est ton tour d’abord (pour toi seul), ou toutes les parties en cours ici, pour les suivre
help-record = le relevé d’une partie en fichier texte (pour toi seul) : ta partie ici, ou n’importe quelle partie du serveur par son numéro
help-replay = une partie coup par coup, en image animée (les mêmes parties que `/record`)
help-profile = classement, résultats, série, temps par coup et courbe du classement
help-leaderboard = les meilleurs joueurs d’un jeu sur ce serveur
help-rules = les règles d’un jeu, comment noter ses coups, ses variantes
help-help = cette aide
# Après les commandes des joueurs.
help-buttons = Les boutons sous un plateau jouent le coup qu’ils affichent ; seul le joueur au trait peut s’en servir. Un bouton sous une partie terminée relance un défi entre les mêmes joueurs.
# Avant les commandes réservées aux gestionnaires du serveur.
help-managers = Pour les gestionnaires du serveur :
help-settings = la langue du serveur, les fils, la pendule par défaut, le replay animé en fin de partie
help-admin-abort = annule n’importe quelle partie du serveur (sans classement)
