//! What the database tools' tests do as players on a database restored or copied: go on with its
//! games through the service, as the players would.

use teban::table::{Caller, GameCard, GameId, Place, Player, Table};

/// Where `game` is played.
async fn place_of(table: &Table, game: GameId) -> Place {
    let row = table.store().game(game).await.unwrap().unwrap();
    Place {
        guild: row.guild,
        channel: row.channel,
    }
}

/// The first person seated at `game` (not teban), where it is played.
pub async fn first_person(table: &Table, game: GameId) -> Caller {
    let row = table.store().game(game).await.unwrap().unwrap();
    let seat = row
        .seats
        .iter()
        .find(|s| Player::teban_level(s.user).is_none())
        .expect("a person plays");
    Caller::at(
        Player::new(seat.user, &seat.name),
        place_of(table, game).await,
    )
}

/// The player to move in `game` plays a legal move (the first the service suggests) on the
/// version their card shows: the card after it. `None` when no person is to move (teban is, or
/// the game is over).
pub async fn one_more_move(table: &Table, game: GameId) -> Option<GameCard> {
    let card = table.games().card(game).await.unwrap();
    let mover = card.player_to_move()?.clone();
    if Player::teban_level(mover.id).is_some() {
        return None;
    }
    let caller = Caller::at(mover, place_of(table, game).await);
    let step = table.games().autocomplete(&caller, "", 25).await.remove(0);
    let played = table
        .games()
        .play(&caller, &step, Some(card.version))
        .await
        .unwrap();
    let after = played.card.expect("a move shows the game");
    assert_eq!(after.version, card.version + 1, "game {}", game.0);
    Some(after)
}
