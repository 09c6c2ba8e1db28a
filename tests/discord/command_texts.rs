//! Every command and parameter has its names and descriptions in every language.

use teban::discord::commands::*;

#[test]
fn every_command_and_parameter_has_its_texts() {
    // Building the commands asks the catalogue for every command's and parameter's texts
    // (a missing one panics).
    let commands = all();
    assert_eq!(commands.len(), 27);
}
