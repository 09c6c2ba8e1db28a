# The web front end: a game's page, logging in with Discord, and its refusals.
web-title = teban
web-login = Se connecter avec Discord
web-logout = Se déconnecter
web-players = Joueurs
web-moves = Coups
web-your-moves = Vos coups
web-your-turn = À vous de jouer
web-spectating = Vous regardez cette partie.
web-board-alt = Le plateau
web-rating = classement
web-time-left = temps restant
web-result = Résultat
web-move-fence = barrière { $move }
web-move-play = jouer { $move }
web-resign = Abandonner
web-resign-confirm = Abandonner cette partie ? Appuyez encore pour confirmer.
web-offer-draw = Proposer la nulle
web-agree-draw = Accepter la nulle
web-takeback-ask = Demander à reprendre mon coup
web-takeback-accept = Accepter la reprise
web-takeback-decline = Refuser la reprise
web-live-lost = La connexion en direct est coupée ; reconnexion…
web-not-logged-in = Connectez-vous avec Discord pour voir cette partie.
web-error-not-found = Aucune partie de ce numéro, ou aucune que vous puissiez voir.
web-error-login = Connectez-vous d'abord avec Discord.
web-error-too-large = Cette requête est trop grande.
web-error-bad-body = Cette requête n'est pas ce que teban attend
web-error-not-json = Envoyez du JSON (Content-Type: application/json).
web-error-cross-site = Refusé : cette requête ne vient pas d'une page de teban.
web-error-too-fast = Trop d'actions en une seconde : attendez un instant.
web-error-bad-login = La connexion avec Discord a échoué ou ne venait pas de ce navigateur : réessayez.
# The choices of a turn built on the board; each holds its notation ($move), which stays as it is.
web-pick = choisir { $move }
web-move-stone = pierre { $move }
web-move-character = personnage { $move }
web-move-pass = passer
web-move-place = placer { $move }
web-move-figurine = figurine { $move }
web-move-step = pas { $move }
web-move-jump = saut { $move }
web-move-give = passer une perle, { $move }
web-undo = Annuler
web-play = Jouer { $move }
web-confirm = Touchez-le encore ou appuyez sur Jouer pour le jouer.
web-choose = Choisissez sur le plateau (ou avec Tab et Entrée).
web-turn-so-far = Ce tour : { $move }
web-fence-illegal = interdit
web-error-bad-turn = Ce n'est pas le début d'un tour légal ici : choisissez à nouveau.
web-error-not-your-turn = Ce n'est pas à vous de jouer dans cette partie.
# A finished game's replay; $move is where the slider stands, as "15 / 40".
web-replay = Revoir la partie
web-replay-at = Coup { $move }
# Local play (`teban web` without Discord): the front page's form that starts a game.
web-local-new-game = Nouvelle partie
web-local-game = Jeu
web-local-variant = Variante
web-local-opponent = Joueurs
web-local-start = Commencer la partie
web-local-people = Tout le monde devant cet écran
# $level: teban's level, in words ("easy").
web-local-teban = Moi contre teban ({ $level })
web-error-bad-game = Impossible de commencer cette partie : choisis un jeu, une de ses variantes, et teban seulement à deux joueurs.
# A finished game's analysis on its page: the heading, and the chart's text for those who cannot see it.
web-analysis = Analyse
web-analysis-chart = Les chances de gagner de chaque camp au fil de la partie
# The board opened in Discord (the Activity): no application set up, Discord not confirming who the player is, an Activity not open here for them.
web-error-activity-off = Le plateau ne peut pas s'ouvrir dans Discord ici : ce teban n'a pas d'application Discord configurée.
web-error-activity-login = Discord n'a pas confirmé qui tu es : ferme le plateau et ouvre-le à nouveau.
web-error-foreign-instance = Ce plateau n'est pas ouvert pour toi dans ce salon : ouvre-le à nouveau depuis la partie.
