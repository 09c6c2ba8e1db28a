# Pendules : durées, temps par coup, rappels et dépassements de temps (src/table/clock.rs).

clock-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}
clock-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
clock-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
clock-less-than-a-minute = moins d’une minute
clock-two-units = { $larger } et { $smaller }
clock-no-limit = sans limite
clock-per-move = { $time } par coup
# $due : un horodatage que Discord affiche « dans 4 heures ».
clock-reminder = ⏰ { $player }, il te reste { $left } pour jouer ton coup (délai écoulé { $due }).
clock-timed-out = { $player } a épuisé son temps.

clock-bank = { $bank }, +{ $increment } par coup, { $cap } au plus
clock-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } secondes
}
