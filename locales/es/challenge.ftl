# Desafíos y revanchas (src/table/challenge.rs): lo que lee el canal cuando se lanza, acepta,
# rechaza o retira un desafío, sus botones, y los rechazos que lee quien desafía.

challenge-made = { $challenger } desafía a { $opponents } a una partida de { $game }, { $rated ->
        [rated] puntuable
       *[unrated] amistosa
    }, { $clock }. Plazo para aceptar: { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }.
challenge-rematch = Revancha de la partida #{ $game }. { $challenge }
challenge-accepted-waiting = { $player } acepta. Esperando a { $waiting }.
challenge-declined = { $player } rechaza el desafío de { $challenger } a una partida de { $game }.
challenge-withdrawn = { $player } retira su desafío a una partida de { $game }.

challenge-button-accept = Aceptar
challenge-button-decline = Rechazar
challenge-button-cancel = Retirar

challenge-refusal-seats-pick-variant = { $game } es para { $seats } jugadores, no para { $asked }: elige la variante `{ $variant }` para { $opponents ->
        [one] { $opponents } rival
       *[other] { $opponents } rivales
    }
challenge-refusal-seats-count = { $game } es para { $seats } jugadores, no para { $asked }: desafía a { $opponents ->
        [one] { $opponents } rival
       *[other] { $opponents } rivales
    }
challenge-refusal-yourself = no puedes desafiarte a ti mismo
challenge-refusal-named-twice = { $player } aparece dos veces: cada rival ocupa un asiento
challenge-refusal-already-open = ya tienes un desafío abierto aquí (desafío #{ $challenge }); retíralo primero
challenge-refusal-rematch-unfinished = la partida sigue en curso: termínala antes de pedir la revancha
challenge-refusal-accept-own = no puedes aceptar tu propio desafío
challenge-refusal-decline-own = no puedes rechazar tu propio desafío
challenge-refusal-already-accepted = ya has aceptado; faltan los demás
challenge-refusal-none-open = no tienes ningún desafío abierto en este canal
challenge-refusal-direct-message = en un mensaje directo solo puedes jugar contra teban: desafía a tus amigos en un servidor
