# /help : ce qu’est teban et ce que fait chaque commande (src/discord/guide.rs).
# Le code écrit lui-même le nom des commandes en tête de ligne (« • `/défi` — » puis le texte),
# tel que les traductions des commandes le donnent (command-…-name) : c’est ce que les joueurs
# tapent. Ne nommez pas les options des commandes : dites ce qu’elles font. L’aide entière tient dans la description d’un embed : moins de 4 096 caractères.

# La première ligne. $games : les noms des jeux, « Quoridor, Sensei, Niwa ».
help-intro = **teban** organise des parties de jeux de plateau au tour par tour : { $games }. Chaque partie se joue dans son propre fil quand le serveur le permet.
help-challenge = défie quelqu’un, qui accepte avec le bouton. Tu peux choisir une variante, le niveau de teban si c’est lui que tu défies, et la pendule : un temps par coup de 5 minutes à 14 jours, ou une réserve comme `3d+1d max 7d` (un rappel arrive quand 80 % en sont utilisés, et qui dépasse son temps perd au temps)
help-move = joue un coup (commence à taper : les coups légaux te sont proposés)
help-board = affiche ta partie (pour toi seul), ou n’importe quelle partie du serveur par son numéro, pour la suivre
help-play = ouvre dans Discord le plateau de ta partie ici, ou les parties du salon à regarder
help-plan = prévois tes réponses aux prochains coups de ton adversaire (toi seul le vois) : une réponse est jouée dès qu’il joue le coup auquel elle répond
help-resign-draw = abandonne, ou propose la nulle
help-abort = annule ta partie avant que chacun ait joué une fois (non classée)
help-games = tes parties en cours sur ce serveur, celles où c’est ton tour d’abord (pour toi seul), ou toutes les parties en cours ici, pour les suivre
help-record = le relevé d’une partie en fichier texte (pour toi seul) : ta partie ici, ou n’importe quelle partie du serveur par son numéro
# $record : la commande /record, telle que le lecteur la tape.
help-replay = une partie coup par coup, en image animée (les mêmes parties que { $record })
help-profile = classement, résultats, série, temps par coup et courbe du classement
help-leaderboard = les meilleurs joueurs d’un jeu sur ce serveur
help-tournament = tournois suisses et toutes rondes : inscris-toi avec le bouton **S’inscrire** de l’annonce ; `classement`, `liste`, `quitter` ; organisateurs : `créer`, `démarrer`, `annuler`
help-rules = les règles d’un jeu, comment noter ses coups, ses variantes
help-vacation = arrête tes pendules sur ce serveur quelques jours ; `auto` prend un jour quand ton temps allait s’épuiser
help-help = cette aide
help-notifications = rappels, MP à ton tour, résumé quotidien, mentions : à toi de choisir
# Après les commandes des joueurs.
help-buttons = Les boutons sous un plateau jouent le coup qu’ils affichent ; seul le joueur au trait peut s’en servir. Un bouton sous une partie terminée relance un défi entre les mêmes joueurs.
# Avant les commandes réservées aux gestionnaires du serveur.
help-managers = Pour les gestionnaires du serveur :
help-settings = la langue du serveur, les fils, la pendule par défaut, le replay animé en fin de partie, qui organise les tournois, les jours de vacances par an, les reprises en partie classée, qui suit les parties sur le web
help-admin-abort = annule n’importe quelle partie du serveur (non classée)
help-takeback = demande à reprendre ton dernier coup (les autres acceptent ou refusent)
