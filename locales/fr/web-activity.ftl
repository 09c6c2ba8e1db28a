# L'Activité : le plateau web dans Discord.
web-activity-connecting = Connexion à Discord…
web-activity-not-built = L'Activité de ce serveur n'a pas été construite : le plateau ne peut pas s'ouvrir dans Discord.
web-activity-failed = Discord n'a pas laissé entrer l'Activité ; fermez-la et rouvrez-la.
web-activity-here = Dans l'Activité
web-activity-plays = joue
web-activity-watches = regarde
web-activity-yours = Vos parties
web-activity-to-watch = Parties à regarder
web-activity-no-games = Aucune partie n'est en cours dans ce salon : lancez-en une avec /play.
