//! Sensei's rules, from the rulebook's own situations, the reference counts and random games.

use super::*;

#[test]
fn the_start_has_the_reference_counts() {
    for (preset, count) in [
        (Preset::Shizukana, 1_128),
        (Preset::Arashi, 19_304),
        (Preset::ShizukanaVariant, 394),
    ] {
        let game = Sensei::new(&preset);
        assert_eq!(game.legal_moves().len(), count, "{preset}");
    }
}
