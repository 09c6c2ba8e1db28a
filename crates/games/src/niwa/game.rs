//! Niwa's side of the shared [`Game`] trait: the turn generation, checking and outcome the rest
//! of teban sees, over the position's own methods.

use super::*;

impl Game for Niwa {
    type Move = Move;
    type Illegal = Illegal;
    type Options = NiwaOptions;
    const KIND: GameKind = GameKind::Niwa;

    fn variants() -> &'static [(&'static str, &'static str)] {
        static VARIANTS: OnceLock<Vec<(&'static str, &'static str)>> = OnceLock::new();
        VARIANTS.get_or_init(|| {
            GardenName::ALL
                .iter()
                .map(|g| (g.name(), g.description()))
                .collect()
        })
    }

    fn new(options: &NiwaOptions) -> Niwa {
        Niwa {
            garden: options.garden,
            turn: Seat(0),
            ply: 0,
            pieces: [[Piece::default(); 3]; 2],
            placed: [false; 2],
            outcome: None,
            last: None,
        }
    }

    fn options(&self) -> NiwaOptions {
        NiwaOptions {
            garden: self.garden,
        }
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn to_move(&self) -> Option<Seat> {
        self.outcome.is_none().then_some(self.turn)
    }

    fn ply(&self) -> u32 {
        self.ply
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(128);
        self.each_turn(&mut |mv| moves.push(mv));
        moves
    }

    fn play(&mut self, mv: &Move) -> Result<(), Illegal> {
        let (canonical, pieces, won) = self.check(mv)?;
        let seat = self.turn;
        self.pieces[seat.index()] = pieces;
        self.placed[seat.index()] = true;
        self.last = Some(LastTurn {
            seat,
            mv: canonical,
        });
        self.ply += 1;
        self.turn = Niwa::opponent(seat);
        if won {
            self.outcome = Some(Outcome::Win {
                winner: seat,
                reason: WinReason::Goal,
            });
        } else if !self.has_a_turn() {
            self.outcome = Some(Outcome::Win {
                winner: seat,
                reason: WinReason::NoLegalMove,
            });
        }
        Ok(())
    }

    fn leave(&mut self, seat: Seat, reason: WinReason) {
        if self.outcome.is_none() {
            self.outcome = Some(Outcome::Win {
                winner: Niwa::opponent(seat),
                reason,
            });
        }
    }

    fn agree_draw(&mut self) {
        if self.outcome.is_none() {
            self.outcome = Some(Outcome::Draw);
        }
    }

    fn diagram(&self) -> String {
        diagram::draw(self)
    }
}
