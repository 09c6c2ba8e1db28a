# Les préférences de jeu d’un joueur (src/table/preferences.rs) : /preferences, lui seul le voit,
# dans sa langue ; et l’aperçu d’un coup avant de le confirmer (src/table/preview.rs).

preferences-title = **Tes préférences de jeu** (toi seul les vois)
preferences-line-confirm = • Confirmer chaque coup avant qu’il soit joué : { $value }
preferences-line-board = • Ton plateau : { $value }
preferences-board-mine = de ton côté (ton départ en bas)
preferences-board-classic = classique (comme dans le fil de la partie)
preferences-how-to-change = Change-les avec les options de `/préférences`.
command-preferences-name = préférences
command-preferences-description = Affiche ou modifie comment tes coups sont joués et ton plateau dessiné (toi seul le vois)
command-preferences-confirm-name = confirmer
command-preferences-confirm-description = Chaque coup t’est d’abord montré à toi seul, joué quand tu appuies sur Confirmer (par défaut : non)
command-preferences-board-name = plateau
command-preferences-board-description = Dessine tes plateaux de ton côté, ou comme dans le fil de la partie (par défaut : ton côté)
help-preferences = confirmer chaque coup avant qu’il soit joué ; ton plateau de ton côté ou classique (toi seul)

preview-asked = **Aperçu** (toi seul le vois) : { $player } { $move }. Rien n’est joué tant que tu n’appuies pas sur **Confirmer**.
preview-last-fence = **Attention** (toi seul le vois) : { $move } pose ta dernière barrière. Rien n’est joué tant que tu n’appuies pas sur **Confirmer**.
preview-winning-reply = **Attention** (toi seul le vois) : après { $move }, { $opponent } peut gagner aussitôt avec { $reply }. Rien n’est joué tant que tu n’appuies pas sur **Confirmer**.
preview-how-to-turn-off = Tes coups attendent ta confirmation à cause de `/préférences confirmer:`.
preview-button-confirm = Confirmer
preview-button-cancel = Annuler
preview-cancelled = Annulé : rien n’a été joué.
