# Défis ouverts, /challenges, /block et /unblock, le menu contextuel « Défier »
# (src/table/open_challenge.rs, src/table/blocks.rs, src/discord/commands/people.rs).

open-made = { $challenger } lance un défi ouvert à une partie de { $game }, { $rated ->
        [rated] classée
       *[unrated] non classée
    }, { $clock } : { $seats ->
        [one] le premier qui appuie sur Accepter joue
       *[other] les { $seats } premiers qui appuient sur Accepter jouent
    }. Ouvert pendant { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }.
open-made-range = Seulement pour les joueurs à { $range } points au plus du classement de { $challenger }.
open-joined = { $player } rejoint le défi ouvert de { $challenger } à une partie de { $game } : { $players } pour l’instant, { $left ->
        [one] { $left } place libre
       *[other] { $left } places libres
    }.
open-refusal-range-named = un écart de classement ne vaut que pour un défi ouvert : retire l’adversaire, ou l’écart
open-refusal-already-joined = tu as déjà rejoint ce défi ; la partie commence quand toutes les places sont prises
open-refusal-rating = ce défi est pour les joueurs classés de { $low } à { $high } ; ton classement est { $rating }
open-refusal-not-available = ce joueur n’est pas disponible
open-refusal-you-blocked = tu as bloqué { $player } : débloque-le avec `/{ command-unblock-name }` pour le défier
open-refusal-cool-down = { $player } a refusé ton dernier défi : tu pourras le défier de nouveau { $until } ({ $minutes } minutes après un refus)
open-refusal-cap = tu as déjà { $count } défis en attente sur ce serveur ({ $challenges }), le maximum : retires-en un d’abord avec son bouton Retirer (`/{ command-challenges-name }` donne leurs liens)
open-list-none = { $place ->
        [server] aucun défi ouvert sur ce serveur : lances-en un avec `/{ command-challenge-name }` sans adversaire
       *[here] tu n’as aucun défi en attente
    }
open-list-header = { $place ->
        [server] Défis ouverts sur ce serveur :
       *[here] Tes défis en attente :
    }
open-list-rated = { $rated ->
        [rated] classé
       *[unrated] non classé
    }
open-list-by = par { $player }
open-list-seats = ouvert, { $left ->
        [one] { $left } place libre
       *[other] { $left } places libres
    }
open-list-range = à { $range } points au plus
open-list-to = à { $players }
open-list-lapses = expire { $at }

block-done = Tu bloques { $player } sur ce serveur : ses défis et ses acceptations de tes défis ouverts sont refusés.
block-already = Tu bloques déjà { $player } sur ce serveur.
block-undone = Tu ne bloques plus { $player } sur ce serveur.
block-not-blocked = Tu ne bloques pas { $player } sur ce serveur.
block-list = Tu bloques sur ce serveur : { $players }.
block-list-none = Tu ne bloques personne sur ce serveur.
block-refusal-whom = tu ne peux bloquer qu’un autre membre
block-refusal-direct-message = les blocages valent par serveur : utilise `/{ command-block-name }` sur le serveur où tu joues

pick-game = Défier { $player } à quel jeu ? (la cadence du serveur ; le défi est publié dans ce salon)
pick-button = { $game } · { $rated ->
        [rated] classée
       *[unrated] non classée
    }
pick-refusal-bot = tu peux défier teban avec `/{ command-challenge-name }`, et aucun autre bot

# Les noms et descriptions des commandes tels que Discord les montre (voir discord.ftl).
command-challenge-rating-name = écart
command-challenge-rating-description = Défis ouverts seulement : accepter les joueurs à ce nombre de points au plus de ton classement
command-challenges-name = défis
command-challenges-description = Les défis ouverts de ce serveur, avec leurs liens (à toi seul)
command-block-name = bloquer
command-block-description = Refuser les défis d’un membre sur ce serveur ; sans membre, la liste de ceux que tu bloques
command-block-member-name = membre
command-block-member-description = Le membre dont tu refuses les défis
command-unblock-name = débloquer
command-unblock-description = Accepter de nouveau les défis d’un membre que tu as bloqué
command-unblock-member-name = membre
command-unblock-member-description = Le membre que tu ne bloques plus

# Les lignes de /help (voir help.ftl).
help-challenges = les défis ouverts, avec liens (un défi sans adversaire est ouvert) ; refuser ou accepter les défis d’un membre
