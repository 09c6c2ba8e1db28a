# Offene Herausforderungen, /challenges, /block und /unblock, das Kontextmenü „Herausfordern“
# (src/table/open_challenge.rs, src/table/blocks.rs, src/discord/commands/people.rs).

open-made = { $challenger } stellt eine offene Herausforderung zu { $game }, { $rated ->
        [rated] gewertet
       *[unrated] ungewertet
    }, { $clock }: { $seats ->
        [one] wer zuerst auf Annehmen drückt, spielt
       *[other] die ersten { $seats }, die auf Annehmen drücken, spielen
    }. Offen für { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    }.
open-made-range = Nur für Spieler, deren Wertung höchstens { $range } Punkte von der von { $challenger } entfernt ist.
open-joined = { $player } tritt der offenen Herausforderung von { $challenger } zu { $game } bei: bisher { $players }, { $left ->
        [one] { $left } Platz frei
       *[other] { $left } Plätze frei
    }.
open-refusal-range-named = eine Wertungsspanne gibt es nur bei offenen Herausforderungen: lass den Gegner weg oder die Spanne
open-refusal-already-joined = du bist dieser Herausforderung schon beigetreten; die Partie beginnt, wenn alle Plätze besetzt sind
open-refusal-rating = diese Herausforderung ist für Spieler mit Wertung { $low } bis { $high }; deine Wertung ist { $rating }
open-refusal-not-available = dieser Spieler ist nicht verfügbar
open-refusal-you-blocked = du hast { $player } blockiert: heb die Blockierung mit `/{ command-unblock-name }` auf, um ihn herauszufordern
open-refusal-cool-down = { $player } hat deine letzte Herausforderung abgelehnt: du kannst ihn { $until } wieder herausfordern ({ $minutes } Minuten nach einer Ablehnung)
open-refusal-cap = du hast auf diesem Server schon { $count } wartende Herausforderungen ({ $challenges }), mehr geht nicht: zieh zuerst eine mit ihrem Zurückziehen-Knopf zurück (`/{ command-challenges-name }` verlinkt sie)
open-list-none = { $place ->
        [server] keine offenen Herausforderungen auf diesem Server: stell eine mit `/{ command-challenge-name }` ohne Gegner
       *[here] du hast keine wartende Herausforderung
    }
open-list-header = { $place ->
        [server] Offene Herausforderungen auf diesem Server:
       *[here] Deine wartenden Herausforderungen:
    }
open-list-rated = { $rated ->
        [rated] gewertet
       *[unrated] ungewertet
    }
open-list-by = von { $player }
open-list-seats = offen, { $left ->
        [one] { $left } Platz frei
       *[other] { $left } Plätze frei
    }
open-list-range = höchstens { $range } Punkte entfernt
open-list-to = an { $players }
open-list-lapses = verfällt { $at }

block-done = Du blockierst { $player } auf diesem Server: seine Herausforderungen an dich und seine Annahmen deiner offenen Herausforderungen werden abgelehnt.
block-already = Du blockierst { $player } auf diesem Server schon.
block-undone = Du blockierst { $player } auf diesem Server nicht mehr.
block-not-blocked = Du blockierst { $player } auf diesem Server nicht.
block-list = Du blockierst auf diesem Server: { $players }.
block-list-none = Du blockierst auf diesem Server niemanden.
block-refusal-whom = du kannst nur ein anderes Mitglied blockieren
block-refusal-direct-message = Blockierungen gelten je Server: benutze `/{ command-block-name }` auf dem Server, auf dem du spielst

pick-game = { $player } zu welchem Spiel herausfordern? (die Bedenkzeit des Servers; die Herausforderung erscheint in diesem Kanal)
pick-button = { $game } · { $rated ->
        [rated] gewertet
       *[unrated] ungewertet
    }
pick-refusal-bot = teban forderst du mit `/{ command-challenge-name }` heraus, andere Bots gar nicht

# Die Namen und Beschreibungen der Befehle, wie Discord sie zeigt (siehe discord.ftl).
command-challenge-rating-name = spanne
command-challenge-rating-description = Nur offene Herausforderungen: Spieler höchstens so viele Punkte von deiner Wertung entfernt
command-challenges-name = herausforderungen
command-challenges-description = Die offenen Herausforderungen dieses Servers, mit Links (nur für dich)
command-block-name = blockieren
command-block-description = Herausforderungen eines Mitglieds auf diesem Server ablehnen; ohne Mitglied: wen du blockierst
command-block-member-name = mitglied
command-block-member-description = Wessen Herausforderungen du ablehnst
command-unblock-name = entblocken
command-unblock-description = Herausforderungen eines blockierten Mitglieds wieder annehmen
command-unblock-member-name = mitglied
command-unblock-member-description = Wen du nicht mehr blockierst

# Die Zeilen von /help (siehe help.ftl).
help-challenges = offene Herausforderungen mit Links (ohne Gegner: offen); Mitglied sperren/freigeben
