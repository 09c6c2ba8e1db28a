# Bedenkzeit: Zeitspannen, Zeit pro Zug, Erinnerungen und Zeitüberschreitungen (src/table/clock.rs).

clock-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}
clock-hours = { $count ->
    [one] { $count } Stunde
   *[other] { $count } Stunden
}
clock-minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}
clock-less-than-a-minute = weniger als eine Minute
clock-two-units = { $larger } und { $smaller }
clock-no-limit = ohne Zeitlimit
clock-per-move = { $time } pro Zug
# $due: ein Zeitstempel, den Discord als „in 4 Stunden“ zeigt.
clock-reminder = ⏰ { $player }, du hast noch { $left } für deinen Zug (fällig { $due }).
clock-timed-out = { $player } hat die Bedenkzeit überschritten.

clock-bank = { $bank }, +{ $increment } pro Zug, höchstens { $cap }
clock-seconds = { $count ->
    [one] { $count } Sekunde
   *[other] { $count } Sekunden
}
