vacation-line-start = 🏖️ { $player } est en vacances jusqu'au { $until } : sa pendule est arrêtée d'ici là.
vacation-line-auto = 🏖️ { $player } allait dépasser son temps : un jour de vacances pris automatiquement, jusqu'au { $until }.
vacation-line-end = { $player } est rentré de vacances : sa pendule tourne à nouveau.

vacation-started = 🏖️ Tu es en vacances jusqu'au { $until } : tes pendules sont arrêtées dans toutes tes parties de ce serveur.
vacation-ended = Bon retour : tes pendules tournent à nouveau dès maintenant.
vacation-auto-on = Vacances automatiques activées : quand ton temps allait s'épuiser, un jour de vacances est pris (tant qu'il t'en reste), et annoncé dans le fil de la partie.
vacation-auto-off = Vacances automatiques désactivées.
vacation-days-left = { $count ->
    [one] Vacances : { $count } jour restant cette année.
   *[other] Vacances : { $count } jours restants cette année.
}

vacation-refusal-no-server = Les vacances se prennent sur un serveur : utilise cette commande là-bas.
vacation-refusal-off = Ce serveur ne donne pas de jours de vacances.
vacation-refusal-already = Tu es déjà en vacances, jusqu'au { $until }. Termine-les avec `/vacation end`.
vacation-refusal-days = { $left ->
    [0] Il ne te reste aucun jour de vacances cette année.
    [one] Tu peux prendre 1 jour au plus : c'est ce qu'il te reste cette année.
   *[other] Tu peux prendre de 1 à { $left } jours : c'est ce qu'il te reste cette année.
}
vacation-refusal-not-on = Tu n'es pas en vacances.
