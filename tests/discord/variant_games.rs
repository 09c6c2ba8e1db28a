//! Games in their variants through Discord, end to end: a Sensei game whose turns are typed and
//! autocompleted action by action; a Niwa game in a chosen garden with its setups, steps and
//! jumps autocompleted word by word; a variant that does not fit the opponents refused with the
//! one that does.

use super::whole_games::{accept_button, Match};
use crate::support::bot::{bot_on_fake, only_callback};
use crate::support::fake_discord::{FakeDiscord, FakeUser, Opt};
use teban::games::GameKind;

/// ann challenges bob to `kind` in `variant`, after checking that the `variant` option
/// autocompletes to `variants`; bob accepts and the first board is checked.
async fn variant_game_accepted<'a>(
    fake: &'a FakeDiscord,
    kind: GameKind,
    variant: &'static str,
    variants: &[&str],
) -> Match<'a> {
    let (ann, bob) = (&FakeUser::new(101, "ann"), &FakeUser::new(102, "bob"));
    let asked = fake.autocomplete(
        ann,
        "challenge",
        &[Opt::Str("game", kind.name()), Opt::Focused("variant", "")],
    );
    let choices = only_callback(&fake.wait_answer(&asked).await).choices();
    assert_eq!(choices, variants);

    let asked = fake.slash(
        ann,
        "challenge",
        &[
            Opt::Str("game", kind.name()),
            Opt::Str("variant", variant),
            Opt::User("opponent", bob),
        ],
    );
    let calls = fake.wait_answer(&asked).await;
    let call = only_callback(&calls);
    let challenge = fake.posted(call);
    let accept = accept_button(call);
    let (game, calls) =
        Match::accepted(fake, [ann, bob], (&challenge, &accept), kind, Some(variant)).await;
    game.check_position(&calls);
    assert_eq!(game.position().variant(), variant);
    game
}

impl Match<'_> {
    /// What `/move` autocompletes for the mover who has typed `typed`: exactly the service's
    /// word-by-word suggestions for the position.
    async fn offers(&self, typed: &str) -> Vec<String> {
        let asked =
            self.fake
                .autocomplete(self.to_move(), "move", &[Opt::Focused("notation", typed)]);
        let choices = only_callback(&self.fake.wait_answer(&asked).await).choices();
        assert_eq!(
            choices,
            teban::table::suggest_moves(self.position().legal_moves(), typed, 25),
            "{typed}"
        );
        choices
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sensei_game_is_challenged_with_its_preset_and_autocompleted_action_by_action() {
    let (fake, _dir, bot) = bot_on_fake().await;
    // `variant` offers Sensei's presets; ann challenges bob to shizukana; bob accepts.
    let mut game = variant_game_accepted(
        &fake,
        GameKind::Sensei,
        "shizukana",
        &["arashi", "shizukana", "shizukana-variant", "arashi-expert"],
    )
    .await;

    // `/move` offers the turn one action at a time: what was typed, then each next action.
    let mut offered = Vec::new();
    for typed in ["", "c1-c", "c1-c2", "c1-c2 ", "C1-C2 @"] {
        offered.push(game.offers(typed).await);
    }
    assert!(
        offered[0].iter().all(|c| !c.contains(' ')),
        "{:?}",
        offered[0]
    );
    assert!(
        offered[0].contains(&"c1-c2".to_string()),
        "{:?}",
        offered[0]
    );
    assert_eq!(offered[1], ["c1-c2"]);
    assert_eq!(offered[2][0], "c1-c2");
    assert_eq!(offered[2], offered[3]);
    for next in &offered[2][1..] {
        let words: Vec<&str> = next.split(' ').collect();
        assert_eq!((words.len(), words[0]), (2, "c1-c2"), "{next}");
    }
    assert!(
        offered[2].contains(&"c1-c2 @c2".to_string()),
        "{:?}",
        offered[2]
    );
    assert!(
        offered[2].contains(&"c1-c2 c2-c3".to_string()),
        "{:?}",
        offered[2]
    );
    assert!(
        offered[4].contains(&"c1-c2 @c2".to_string()),
        "{:?}",
        offered[4]
    );
    assert!(offered[4]
        .iter()
        .all(|c| c.starts_with("c1-c2 @") && c.len() == 9));

    // A whole turn of three actions in one command, then bob's turn of one.
    game.type_move("c1-c2 @c2 e1-e2").await;
    game.type_move("c7-c6").await;
    drop(bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_niwa_game_is_challenged_in_its_garden_and_autocompletes_setups_steps_and_jumps() {
    let (fake, _dir, bot) = bot_on_fake().await;
    // `variant` offers Niwa's gardens; ann challenges bob in the wide garden; bob accepts.
    let mut game =
        variant_game_accepted(&fake, GameKind::Niwa, "wide", &["compact", "path", "wide"]).await;

    // A setup is offered word by word: the keyword, then the space of each colour in turn.
    assert_eq!(game.offers("").await, ["setup"]);
    let spaces = game.offers("setup ").await;
    assert!(spaces.contains(&"setup f1:G".to_string()), "{spaces:?}");
    assert!(
        spaces.iter().all(|s| s.split(' ').count() == 2),
        "{spaces:?}"
    );
    let pairs = game.offers("Setup F1:g ").await;
    assert!(pairs.contains(&"setup f1:G f2:O".to_string()), "{pairs:?}");
    game.type_move("setup f1:G f2:O g1:P").await;
    game.type_move("setup i8:G i9:O k8:P").await;
    // Ann has no figurine that can walk yet: she passes a bead.
    assert!(game.offers("").await.contains(&"give".to_string()));
    game.type_move("give g1>f1").await;

    // Bob walks i8 -> i7 (giving the spent bead to i9) and back, then jumps over his own
    // figurine: the start cell, each step, then the jump are offered in turn.
    let starts = game.offers("").await;
    assert!(starts.contains(&"i8".to_string()), "{starts:?}");
    let steps = game.offers("i8 ").await;
    assert!(steps.contains(&"i8 i7>i9".to_string()), "{steps:?}");
    let back = game.offers("i8 i7>i9 ").await;
    assert!(back.contains(&"i8 i7>i9 i8".to_string()), "{back:?}");
    let jumps = game.offers("i8 i7>i9 i8 ^").await;
    assert!(jumps.contains(&"i8 i7>i9 i8 ^j9".to_string()), "{jumps:?}");
    assert!(
        jumps.iter().all(|j| j.starts_with("i8 i7>i9 i8 ^")),
        "{jumps:?}"
    );
    game.type_move("i8 i7>i9 i8 ^j9").await;
    assert_eq!(game.position().ply(), 4);
    drop(bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_variant_that_does_not_fit_the_opponents_names_the_one_that_does() {
    let (fake, _dir, bot) = bot_on_fake().await;
    let (ann, bob, cid, dee) = (
        FakeUser::new(101, "ann"),
        FakeUser::new(102, "bob"),
        FakeUser::new(103, "cid"),
        FakeUser::new(104, "dee"),
    );
    let asked = fake.slash(
        &ann,
        "challenge",
        &[
            Opt::Str("game", "quoridor"),
            Opt::Str("variant", "2-players"),
            Opt::User("opponent", &bob),
            Opt::User("opponent2", &cid),
            Opt::User("opponent3", &dee),
        ],
    );
    let refusal = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(refusal.is_ephemeral());
    assert_eq!(
        refusal.text(),
        "Quoridor (2-players) is for 2 players, not 4: pick the variant `4-players` for 3 opponents"
    );
    drop(bot);
}
