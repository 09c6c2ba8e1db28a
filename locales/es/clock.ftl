# Relojes: duraciones, tiempo por jugada, recordatorios y tiempos agotados (src/table/clock.rs).

clock-days = { $count ->
    [one] { $count } día
   *[other] { $count } días
}
clock-hours = { $count ->
    [one] { $count } hora
   *[other] { $count } horas
}
clock-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}
clock-less-than-a-minute = menos de un minuto
clock-two-units = { $larger } y { $smaller }
clock-no-limit = sin límite
clock-per-move = { $time } por jugada
# $due: una marca de tiempo que Discord muestra como «en 4 horas».
clock-reminder = ⏰ { $player }, tiempo restante para tu jugada: { $left } (vence { $due }).
clock-timed-out = { $player } se quedó sin tiempo.

clock-bank = { $bank }, +{ $increment } por jugada, como máximo { $cap }
clock-seconds = { $count ->
    [one] { $count } segundo
   *[other] { $count } segundos
}
