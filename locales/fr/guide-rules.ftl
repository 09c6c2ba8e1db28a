# /rules : les règles de chaque jeu en bref (src/discord/guide.rs), telles que le projet lit les
# livrets de règles (shared/RULES.md). Chaque texte est un paragraphe ; le code les place un par
# ligne sous le nom du jeu, puis la notation, les variantes (noms et descriptions viennent du
# module des règles) et la ligne de fin.
# Employez les mots des livrets (la règle française de Quoridor et de Sensei : pion, barrière,
# pierre, personnage, anti-jeu, gouffres) et laissez la notation telle quelle (`e2`, `b1-b4`,
# `^d6`) : les joueurs la tapent. Le texte d’un jeu doit rester sous 4 000 caractères.

rules-heading-notation = Notation
rules-heading-variants = Variantes
# Une variante et sa description. $name : son nom (à taper tel quel), $about : sa description.
rules-variant = • `{ $name }` : { $about }
# La dernière ligne. $challenge : la commande /challenge telle que le lecteur la tape ; $game : le nom du jeu.
rules-start = Lance une partie avec { $challenge } et choisis { $game }.

## Quoridor (la règle de Gigamic)

rules-quoridor-about = 2 ou 4 joueurs · un plateau de 9×9 cases · 20 barrières
rules-quoridor-goal = **But du jeu** : atteindre le premier la ligne opposée à sa ligne de départ (l’une de ses 9 cases).
rules-quoridor-setup = **Mise en place** : chaque pion part du centre de sa ligne de départ. À deux joueurs, 10 barrières chacun ; à quatre, 5 barrières chacun. Un tirage au sort détermine qui commence (teban tire les places quand le défi est accepté).
rules-quoridor-turn = **À ton tour** : déplace ton pion ou pose une de tes barrières. Quand tu n’as plus de barrières, tu dois déplacer ton pion.
rules-quoridor-pawn = **Les pions** se déplacent d’une case, horizontalement ou verticalement, en avant ou en arrière, et doivent contourner les barrières.
rules-quoridor-fences = **Les barrières** font deux cases de long et se posent exactement entre deux blocs de deux cases, sans chevaucher ni croiser une autre barrière. Elles servent à se créer un chemin ou à ralentir l’adversaire, mais il est interdit de fermer à un pion tout accès à sa ligne de but : il faut toujours lui laisser une solution.
rules-quoridor-face = **Face à face** : quand deux pions se retrouvent sur deux cases voisines non séparées par une barrière, le joueur dont c’est le tour peut sauter l’autre pion et se placer derrière lui. Si une barrière (ou le bord, ou un autre pion) se trouve derrière le pion sauté, il peut bifurquer à sa droite ou à sa gauche. Sauter n’est jamais obligatoire.
rules-quoridor-four = **À quatre joueurs** : les pions partent du centre des quatre côtés ; les règles sont identiques, mais on ne peut jamais sauter plus d’un pion à la fois. Un joueur sans coup légal passe. Celui qui abandonne ou dépasse son temps quitte la partie avec son pion (ses barrières restent) et les autres continuent.
rules-quoridor-end = **Fin de la partie** : le premier à atteindre une case de sa ligne de but gagne. Pas de nulle, sauf d’un commun accord.
rules-quoridor-notation = Les colonnes `a`–`i` vont de gauche à droite, les rangées `1`–`9` de bas en haut. Un déplacement de pion (saut compris) s’écrit par la case d’arrivée : `e2`. Une barrière s’écrit par la case en bas à gauche des quatre qu’elle touche, suivie de `h` (horizontale) ou `v` (verticale) : `e3h` est entre les rangées 3 et 4, le long des colonnes e et f ; `e3v` entre les colonnes e et f, le long des rangées 3 et 4. Un joueur qui ne peut pas jouer écrit `pass`.

## Sensei (la règle de Biboum, en anglais, en français et en allemand)

rules-sensei-about = 2 joueurs · un plateau de 7×7 cases · 7 pierres et un personnage chacun
rules-sensei-goal = **But du jeu** : être le premier à amener son personnage sur l’une de ses pierres positionnée sur la ligne de départ adverse.
rules-sensei-setup = **Mise en place** : les 7 pierres de chaque joueur sont sur sa ligne de départ, son personnage sur celle du milieu : le vert (le Sage) sur la rangée 1, le rouge (le Singe) sur la rangée 7 ; le vert commence.
rules-sensei-turn = **À ton tour** : effectue au moins une de ces trois actions, dans l’ordre que tu veux, chacune une fois au plus : déplacer une pierre de ta couleur ; déplacer une autre pierre ou celle du premier déplacement ; déplacer ton personnage (même entre les deux déplacements de pierres).
rules-sensei-stones = **Les pierres** se déplacent horizontalement ou verticalement, jamais en diagonale, sans changer de direction en cours de déplacement : aller de côté puis vers le haut demande deux actions. Une seule pierre par case ; une pierre est stoppée par les autres pierres ; la pierre qui porte un personnage ne peut pas bouger. **Mode Arashi** : une pierre avance d’autant de cases que tu veux. **Mode Shizukana** : d’une seule case. Le mode est choisi en début de partie, pour toute la partie.
rules-sensei-character = **Ton personnage** va de sa pierre à une autre pierre de sa couleur sur la même ligne horizontale, verticale ou diagonale, à n’importe quelle distance, s’il n’y a pas de pierre adverse entre les deux.
rules-sensei-end = **Fin de partie** : dès que ton personnage est sur l’une de tes pierres sur la ligne de départ adverse, tu gagnes. Un joueur qui n’a plus aucune action légale perd. Nulle d’un commun accord seulement.
rules-sensei-unfair = **Anti-jeu** : un joueur qui bloque le jeu par une ligne infranchissable pour les pierres adverses (ses pierres enchaînées sur les 7 colonnes) perd la partie si l’adversaire amène au moins 3 pierres face à face avec cette ligne. C’est vérifié à la fin de chaque tour.
rules-sensei-variants = **Variante Shizukana** : mêmes règles, mais chaque joueur a deux de ses pierres (colonnes b et f) sur la ligne de départ adverse. **Variante Arashi-Expert** : le mode Arashi sur le verso du plateau, avec des gouffres (`c3`, `e3`, `c5`, `e5`) : les pierres ne peuvent ni passer au-dessus ni s’y arrêter, les personnages peuvent passer au-dessus, et les gouffres comptent comme des pierres dans la ligne infranchissable.
rules-sensei-notation = Les colonnes `a`–`g` vont de gauche à droite, les rangées `1`–`7` de bas en haut. Un déplacement de pierre s’écrit `DÉPART-ARRIVÉE` : `b1-b4`. Un déplacement du personnage s’écrit `@` suivi de la case d’arrivée : `@b4`. Un tour s’écrit comme la suite de ses actions, séparées par des espaces : `b1-b4 @b4 c1-c2`.

## Niwa (la règle de Marie et Wilfried Fort, en anglais)

rules-niwa-about = 2 joueurs · un jardin d’espaces hexagonaux · 3 figurines et 6 perles chacun
rules-niwa-goal = **But du jeu** : être le premier à atteindre la base adverse avec l’une de ses trois figurines. Le jardin relie les deux bases ; les lignes entre ses espaces sont vertes, orange ou roses (G, O et P sur l’image).
rules-niwa-setup = **Mise en place** : à ton premier tour, place tes trois figurines sur trois des six espaces autour de ta base, chacune portant deux perles de la même couleur, une couleur différente pour chacune.
rules-niwa-turn = **À ton tour** : déplace une figurine, ou passe simplement une perle : mets la perle du dessus d’une de tes figurines sur la tête d’une autre.
rules-niwa-move = **Déplacement** : pour franchir une ligne, une figurine dépense la perle posée sur sa tête, qui doit être de la couleur de la ligne ; une perle ne franchit qu’une ligne. La perle dépensée va sur la tête d’une autre de tes figurines (3 perles au plus chacune). La figurine peut continuer avec sa nouvelle perle du dessus, et donc utiliser toutes ses perles en un seul déplacement, ou s’arrêter après chaque pas. Une figurine ne traverse jamais un espace occupé ni ne s’y arrête, et ne s’arrête jamais sur sa propre base.
rules-niwa-meet = **Rencontres** : deux figurines sur des espaces voisins se rencontrent, qu’elles soient adverses ou non. Une figurine sans perle peut sauter par-dessus l’autre, sans tenir compte de la couleur des lignes, sur l’un des trois espaces juste derrière elle, ou, si aucun n’est libre, sur l’un des deux suivants (un saut de deux espaces). Deux figurines qui portent toutes deux des perles se bloquent : il faut se contourner ou se délester de ses perles. Une figurine peut dépenser toutes ses perles, arriver sans perle devant une autre et la sauter dans le même tour : un seul saut par tour, et il termine le tour.
rules-niwa-end = **Fin de la partie** : la première figurine qui atteint la base adverse gagne. Un joueur qui n’a plus aucun tour légal perd.
rules-niwa-notation = Les espaces sont nommés comme sur l’image : une lettre de colonne, un numéro de rangée. Mise en place : `setup d2:G c3:O e3:P` (où se trouvent les paires verte, orange et rose). Un déplacement : l’espace de départ, puis chaque pas sous la forme `ESPACE>RECEVEUSE` (l’espace atteint, puis la figurine qui reçoit la perle dépensée, à omettre quand une seule le peut), puis éventuellement un saut `^ESPACE` : `d2 d3>c3 d4>e3 ^d6`. Passer une perle : `give c3>e3`.
