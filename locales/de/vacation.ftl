vacation-line-start = 🏖️ { $player } ist bis { $until } im Urlaub: die Uhr steht so lange still.
vacation-line-auto = 🏖️ { $player } hätte die Bedenkzeit überschritten: ein Urlaubstag wurde automatisch genommen, bis { $until }.
vacation-line-end = { $player } ist aus dem Urlaub zurück: die Uhr läuft wieder.

vacation-started = 🏖️ Du bist bis { $until } im Urlaub: deine Uhren stehen in all deinen Partien auf diesem Server still.
vacation-ended = Willkommen zurück: deine Uhren laufen ab jetzt wieder.
vacation-auto-on = Auto-Urlaub ist an: wenn deine Zeit ablaufen würde, wird ein Urlaubstag genommen (solange du welche hast) und im Thread der Partie gesagt.
vacation-auto-off = Auto-Urlaub ist aus.
vacation-days-left = { $count ->
    [one] Urlaub: noch { $count } Tag dieses Jahr.
   *[other] Urlaub: noch { $count } Tage dieses Jahr.
}

vacation-refusal-no-server = Urlaub nimmt man auf einem Server: benutze diesen Befehl dort.
vacation-refusal-off = Dieser Server gibt keine Urlaubstage.
vacation-refusal-already = Du bist schon im Urlaub, bis { $until }. Beende ihn mit `/vacation end`.
vacation-refusal-days = { $left ->
    [0] Du hast dieses Jahr keine Urlaubstage mehr.
    [one] Du kannst höchstens 1 Tag nehmen: so viel bleibt dir dieses Jahr.
   *[other] Du kannst 1 bis { $left } Tage nehmen: so viele bleiben dir dieses Jahr.
}
vacation-refusal-not-on = Du bist nicht im Urlaub.
