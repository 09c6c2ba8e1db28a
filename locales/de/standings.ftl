# Ranglisten (src/table/standings.rs): die Rangliste und die Bilanz eines Spielers, die der Kanal
# liest, und /games, die Liste der eigenen laufenden Partien, die nur der Fragende liest.

# S: Siege, N: Niederlagen, R: Remis.
standings-results = { $wins }S { $losses }N { $draws }R
standings-ladder-title = **{ $game } — { $players } Spieler**
standings-line = { $rank }. { $player } { $rating } (±{ $deviation }) · { $results }
standings-none = Hier ist noch keine gewertete Partie { $game } zu Ende gegangen.
standings-no-rated-game = Auf diesem Server ist noch keine gewertete Partie zu Ende gegangen.
standings-player-ladder = { $game } ({ $players } Spieler): { $rating } (±{ $deviation }) · { $results }
standings-playing = Spielt { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    } ({ $here } in diesem Kanal).
standings-games-none = { $player }, du hast { $place ->
        [server] auf diesem Server
       *[other] hier
    } keine laufende Partie.
standings-games-header = { $player }, deine laufenden Partien { $place ->
        [server] auf diesem Server
       *[other] hier
    }:
standings-games-line = • Partie #{ $game } · { $what } gegen { $opponents }: { $turn }, { $due }
standings-your-turn = du bist am Zug (Zug { $move_number })
standings-to-move = { $player } ist am Zug (Zug { $move_number })
standings-waiting = wartet
# $due: ein Zeitstempel, den Discord als „in 2 Tagen“ zeigt.
standings-due = fällig { $due }
standings-no-time-limit = ohne Zeitlimit
standings-more = …und { $count } weitere.
standings-own-ladder = Ranglisten gehören zu Servern. Hier ist deine eigene Rangliste: deine gewerteten Partien gegen teban in Direktnachrichten, die nur du siehst.
