//! Niwa tests.
use super::*;

#[test]
fn show() {
    for g in GardenName::ALL {
        let mut game = Niwa::new(&NiwaOptions { garden: g });
        let m = game.legal_moves()[0].clone();
        game.play(&m).unwrap();
        let m = game.legal_moves()[0].clone();
        game.play(&m).unwrap();
        println!("{}\n{}", g, game.diagram());
        println!("{}", game.legal_moves().len());
        let e = game.garden().edges();
        let counts: Vec<usize> = Colour::ALL.iter().map(|c| e.iter().filter(|x| x.colour == *c).count()).collect();
        println!("{:?}", counts);
    }
}
