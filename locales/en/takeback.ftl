# Takebacks by consent (src/table/takeback.rs): /takeback asks, the others answer with buttons.
# $player: who asks; $move: the move to take back ("e3h"); $players: who must answer, in bold.
takeback-asked = { $player } asks to take back { $move }. { $players }: accept or decline?
takeback-button-accept = Accept
takeback-button-decline = Decline
# $player: who declined; $mover: who asked.
takeback-declined = { $player } declines: { $mover }'s { $move } stands.
# 4-player Quoridor: someone accepted, others have yet to answer.
takeback-accepted-waiting = { $player } accepts the takeback; still waiting for { $players }.
# Followed by who is to move. $player: who accepted last (teban when it accepts at once).
takeback-done = { $player } accepts: { $mover }'s { $move } is taken back.
takeback-refusal-not-last = only your own last move can be taken back, and only until the next player moves: the game has moved on since
takeback-refusal-no-move = you have no move to take back in this game
takeback-refusal-tournament = a tournament's games allow no takebacks
takeback-refusal-master = teban at master level allows no takebacks
takeback-refusal-rated = this server allows takebacks only in unrated games (its managers may allow them in rated games with `/settings takebacks:`)
takeback-refusal-pending = you already asked to take back this move: wait for the answer
takeback-refusal-declined = taking back this move was declined: it cannot be asked again
takeback-refusal-none = there is no takeback request to answer here any more
takeback-refusal-own = that is your own takeback request: the other players answer it
takeback-refusal-declined-already = this takeback request was already declined
takeback-refusal-accepted-already = you already accepted this takeback: the others have yet to answer
