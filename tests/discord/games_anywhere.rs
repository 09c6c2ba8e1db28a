//! Whole games where only a player's own install of teban reaches it, end to end on the loopback
//! fake: a group DM where two play and a third watches, a group DM of four, a DM between two
//! people. The challenge is the answer to `/challenge`; the friend accepts with its button
//! without installing teban, and the press turns the challenge's card into the game's board;
//! every press of a move edits that card in place, a `/move` answers with a new card; teban
//! posts nothing of its own there, opens no thread, and the game is the conversation's. A hostile
//! press there is refused to its presser and changes nothing; a move whose card Discord did not
//! let teban edit still stands and is shown; a press answered late (deferred) still edits its
//! card in place. Where teban is installed in the server too, the
//! server's install wins (a thread, posts of teban's own).

use serde_json::Value;

use crate::play_anywhere::ann_installed_teban;
use crate::support::bot::{only_callback, Bot, GLOBAL_COMMANDS};
use crate::support::fake_discord::{
    buttons_of, text_of, Call, Conversation, FakeDiscord, FakeUser, Opt,
};

/// A game on a card where teban only answers, as the test plays it.
pub(crate) struct CardGame<'a> {
    pub(crate) fake: &'a FakeDiscord,
    pub(crate) place: Conversation,
    /// The players in seat order.
    pub(crate) seats: Vec<FakeUser>,
    /// The moves played so far.
    pub(crate) moves: Vec<String>,
    /// The card that shows the game now: the latest answer that showed its board.
    pub(crate) card: Value,
}

impl<'a> CardGame<'a> {
    /// `challenger` challenges `opponents` to Quoridor in `place`; each accepts with the card's
    /// button, the last one's press turning the card into the game's board. `options` are added
    /// to the challenge's (a clock).
    pub(crate) async fn begun(
        fake: &'a FakeDiscord,
        place: &Conversation,
        challenger: &FakeUser,
        opponents: &[&FakeUser],
        options: &[Opt<'_>],
    ) -> CardGame<'a> {
        let names = ["opponent", "opponent2", "opponent3"];
        let mut asked_for = vec![Opt::Str("game", "quoridor")];
        asked_for.extend(names.iter().zip(opponents).map(|(n, u)| Opt::User(n, u)));
        asked_for.extend_from_slice(options);
        let asked = fake.slash_from(place, challenger, "challenge", &asked_for);
        let made = only_callback(&fake.wait_answer(&asked).await).clone();
        assert_eq!(made.callback_type(), Some(4), "the challenge is the answer");
        assert!(!made.is_ephemeral(), "{}", made.text());
        assert!(made.text().contains("challenges"), "{}", made.text());
        let mut card = fake.posted(&made);
        let accept = made
            .button_ids()
            .into_iter()
            .find(|id| id.starts_with("accept:"))
            .expect("an Accept button");
        for opponent in opponents {
            let asked = fake.click(opponent, &card, &accept);
            let pressed = only_callback(&fake.wait_answer(&asked).await).clone();
            assert_eq!(pressed.callback_type(), Some(7), "{}", pressed.text());
            card = fake.message(card["id"].as_str().unwrap()).unwrap();
        }
        let text = text_of(&card);
        assert!(text.contains("The game begins"), "{text}");
        let mut seats: Vec<FakeUser> = std::iter::once(challenger)
            .chain(opponents.iter().copied())
            .cloned()
            .collect();
        seats.sort_by_key(|u| {
            text.find(&format!(": **{}**", u.name))
                .unwrap_or(usize::MAX)
        });
        CardGame {
            fake,
            place: place.clone(),
            seats,
            moves: Vec::new(),
            card,
        }
    }

    /// The player the card says is to move.
    pub(crate) fn to_move(&self) -> FakeUser {
        let text = text_of(&self.card);
        self.seats
            .iter()
            .find(|u| text.contains(&format!("**{}** to move", u.name)))
            .cloned()
            .unwrap_or_else(|| panic!("nobody to move: {text}"))
    }

    /// The game's number, as its card's Board button names it.
    pub(crate) fn number(&self) -> i64 {
        button_ids(&self.card)
            .iter()
            .find_map(|id| id.strip_prefix("board:"))
            .expect("a Board button")
            .parse()
            .unwrap()
    }

    /// The mover presses `mv` on the card: the card itself shows the move (its board, the next
    /// player's buttons).
    pub(crate) async fn press(&mut self, mv: &str) {
        let id = button_ids(&self.card)
            .into_iter()
            .find(|id| id.starts_with("mv:") && id.ends_with(&format!(":{mv}")))
            .unwrap_or_else(|| panic!("no button for {mv} on {:#}", self.card));
        self.press_id(&id, mv).await;
    }

    /// The mover presses the first move the card offers them.
    pub(crate) async fn press_any(&mut self) {
        let id = button_ids(&self.card)
            .into_iter()
            .find(|id| id.starts_with("mv:"))
            .unwrap_or_else(|| panic!("no move on {:#}", self.card));
        let mv = id.rsplit(':').next().unwrap().to_string();
        self.press_id(&id, &mv).await;
    }

    async fn press_id(&mut self, id: &str, mv: &str) {
        let mover = self.to_move();
        let asked = self.fake.click(&mover, &self.card, id);
        let pressed = only_callback(&self.fake.wait_answer(&asked).await).clone();
        assert_eq!(pressed.callback_type(), Some(7), "{}", pressed.text());
        self.moves.push(mv.to_string());
        let id = self.card["id"].as_str().unwrap().to_string();
        self.card = self.fake.message(&id).expect("the card is still there");
        self.check_card(&format!("played {mv}"));
    }

    /// The mover plays `mv` with `/move` (they installed teban): the answer is the new card.
    pub(crate) async fn type_move(&mut self, mv: &str) -> Call {
        let mover = self.to_move();
        let asked = self
            .fake
            .slash_from(&self.place, &mover, "move", &[Opt::Str("notation", mv)]);
        let answer = only_callback(&self.fake.wait_answer(&asked).await).clone();
        assert_eq!(answer.callback_type(), Some(4), "{}", answer.text());
        self.moves.push(mv.to_string());
        self.card = self.fake.posted(&answer);
        self.check_card(&format!("played {mv}"));
        answer
    }

    /// The card shows everyone the last move (`said`), its board, and, while the game is on, the
    /// next player's moves.
    fn check_card(&self, said: &str) {
        let text = text_of(&self.card);
        assert!(text.contains(said), "{text}");
        assert!(!crate::support::fake_discord::is_ephemeral(&self.card));
        assert_eq!(self.card["attachments"][0]["filename"], "board.png");
        if !text.contains("wins") {
            assert!(
                button_ids(&self.card)
                    .iter()
                    .any(|id| id.starts_with("mv:")),
                "{text}"
            );
        }
    }
}

/// The `custom_id`s of a message's buttons.
pub(crate) fn button_ids(message: &Value) -> Vec<String> {
    buttons_of(message)
        .iter()
        .filter_map(|b| b["custom_id"].as_str().map(str::to_string))
        .collect()
}

/// Seat 1 runs up the e-file, seat 2 steps aside to the d-file and runs down it: seat 1 wins at
/// e9 on the 15th move.
pub(crate) const RACE: [&str; 15] = [
    "e2", "d9", "e3", "d8", "e4", "d7", "e5", "d6", "e6", "d5", "e7", "d4", "e8", "d3", "e9",
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_play_a_whole_quoridor_game_in_a_group_dm_and_a_third_member_watches() {
    let (fake, _dir, _bot, [ann, bob, cat]) = ann_installed_teban().await;
    let group = fake.group_dm(&[&ann, &bob, &cat]);

    // bob never installed teban: he accepts, and presses his moves, on the card alone.
    let mut game = CardGame::begun(&fake, &group, &ann, &[&bob], &[]).await;
    let number = game.number();
    for mv in RACE {
        match game.to_move().id == ann.id && game.moves.len() % 4 == 0 {
            true => drop(game.type_move(mv).await),
            false => game.press(mv).await,
        }
    }
    let end = text_of(&game.card);
    assert!(end.contains("wins"), "{end}");
    assert!(button_ids(&game.card)
        .iter()
        .all(|id| !id.starts_with("mv:")));

    // cat, in the group, sees the game with /board once she installed teban.
    fake.install(&cat);
    let asked = fake.slash_from(&group, &cat, "board", &[Opt::Int("game", number)]);
    let shown = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(shown.is_ephemeral());
    assert!(
        shown.text().contains(&format!("#{number}")),
        "{}",
        shown.text()
    );
    assert!(shown.text().contains("wins"), "{}", shown.text());

    // dan, from his DMs with teban or from a server, does not.
    let dan = FakeUser::new(104, "dan");
    for asked in [
        fake.slash_dm(&dan, "board", &[Opt::Int("game", number)]),
        fake.slash(&dan, "board", &[Opt::Int("game", number)]),
    ] {
        let refused = only_callback(&fake.wait_answer(&asked).await).clone();
        assert!(refused.is_ephemeral());
        assert!(!refused.text().contains("wins"), "{}", refused.text());
    }

    // Everything came through the interactions: no thread, no post of teban's own.
    assert!(fake.threads().is_empty());
    crate::play_anywhere::assert_nothing_posted(&fake);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_play_quoridor_in_a_group_dm_of_four_on_one_card() {
    let (fake, _dir, _bot, [ann, bob, cat]) = ann_installed_teban().await;
    let dan = FakeUser::new(104, "dan");
    let group = fake.group_dm(&[&ann, &bob, &cat, &dan]);

    // Each accepts on the card; the last acceptance turns it into the board of four.
    let mut game = CardGame::begun(&fake, &group, &ann, &[&bob, &cat, &dan], &[]).await;
    assert_eq!(game.seats.len(), 4);
    for _ in 0..8 {
        game.press_any().await;
    }

    // Three of them resign on the card, each press editing it; the fourth wins.
    for _ in 0..3 {
        let resign = button_ids(&game.card)
            .into_iter()
            .find(|id| id.starts_with("resign:"))
            .expect("a Resign button");
        let leaver = game.to_move();
        let asked = fake.click(&leaver, &game.card, &resign);
        let pressed = only_callback(&fake.wait_answer(&asked).await).clone();
        assert_eq!(pressed.callback_type(), Some(7), "{}", pressed.text());
        game.card = fake.message(game.card["id"].as_str().unwrap()).unwrap();
        game.seats.retain(|seat| seat.id != leaver.id);
    }
    let end = text_of(&game.card);
    assert!(
        end.contains(&format!("**{}** wins", game.seats[0].name)),
        "{end}"
    );
    assert!(fake.threads().is_empty());
    crate::play_anywhere::assert_nothing_posted(&fake);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_presses_on_a_group_s_card_are_refused_and_change_nothing() {
    let (fake, _dir, _bot, [ann, bob, cat]) = ann_installed_teban().await;
    let group = fake.group_dm(&[&ann, &bob, &cat]);
    let other = fake.group_dm(&[&ann, &bob]);
    let mut game = CardGame::begun(&fake, &group, &ann, &[&bob], &[]).await;
    let first = game.card.clone();
    let first_mover = game.to_move();
    game.press_any().await;
    let card = game.card.clone();
    let mover = game.to_move();
    let mv = button_ids(&card)
        .into_iter()
        .find(|id| id.starts_with("mv:"))
        .unwrap();

    // The card pressed from another conversation, a stranger's press, a forged button, a stale
    // press of the card as it was: each is refused to its presser alone.
    let mut copied = card.clone();
    copied["channel_id"] = other.channel.to_string().into();
    let stale = button_ids(&first)
        .into_iter()
        .find(|id| id.starts_with("mv:"))
        .unwrap();
    let forged = mv.replace(&mv[mv.rfind(':').unwrap()..], ":a1");
    let presses = [
        (fake.click(&mover, &copied, &mv), "is played in"),
        (fake.click(&cat, &card, &mv), "not playing in this game"),
        (fake.click(&mover, &card, &forged), "not on the message"),
        (fake.click(&first_mover, &first, &stale), "earlier position"),
    ];
    for (asked, why) in presses {
        let refused = only_callback(&fake.wait_answer(&asked).await).clone();
        assert_eq!(refused.callback_type(), Some(4));
        assert!(refused.is_ephemeral(), "{}", refused.text());
        assert!(refused.text().contains(why), "`{why}`: {}", refused.text());
    }
    let id = card["id"].as_str().unwrap();
    assert_eq!(fake.message(id).unwrap(), card, "the card is as it was");

    // Discord fails the answer to a good press: the move stands, and the group sees it by a
    // follow-up of the latest answer there, with the next player's buttons.
    let shown = fake.shown_in(&group).len();
    fake.fail_callbacks(Some(502));
    fake.click(&mover, &card, &mv);
    let after = fake.wait_shown_in(&group, shown + 1).await;
    fake.fail_callbacks(None);
    let told = text_of(&after[shown]);
    assert!(
        told.contains(&format!("**{}** played", mover.name)),
        "{told}"
    );
    assert!(button_ids(&after[shown])
        .iter()
        .any(|id| id.starts_with("mv:")));
    assert_eq!(
        fake.message(id).unwrap(),
        card,
        "the card itself could not be edited"
    );
    crate::play_anywhere::assert_nothing_posted(&fake);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_server_where_teban_is_installed_too_the_server_s_install_wins() {
    let (fake, _dir, _bot, [ann, bob, _]) = ann_installed_teban().await;
    fake.allow_threads(true);
    let server = fake.server();
    let options = [Opt::Str("game", "quoridor"), Opt::User("opponent", &bob)];
    let asked = fake.slash_from(&server, &ann, "challenge", &options);
    let owners = &asked.payload["authorizing_integration_owners"];
    assert!(
        owners.get("0").is_some() && owners.get("1").is_some(),
        "{owners}"
    );
    let made = only_callback(&fake.wait_answer(&asked).await).clone();
    let accept = made
        .button_ids()
        .into_iter()
        .find(|id| id.starts_with("accept:"))
        .unwrap();
    let asked = fake.click(&bob, &fake.posted(&made), &accept);
    fake.wait_answer(&asked).await;

    // The game goes to a thread of its own, where teban posts its first board itself.
    let threads = fake.wait_threads(1).await;
    let first = fake.wait_messages_in(threads[0].id, 1).await;
    assert!(
        text_of(&first[0]).contains("The game begins"),
        "{:#}",
        first[0]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_challenge_menu_in_a_dm_between_people_challenges_there() {
    let (fake, _dir, _bot, [ann, bob, _]) = ann_installed_teban().await;
    let dm = fake.user_dm(&ann, &bob);

    // Right-click bob → Apps → Challenge: the games to pick, for ann alone.
    let asked = fake.context_menu_from(&dm, &ann, "Challenge", &bob);
    let picker = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(picker.is_ephemeral(), "{}", picker.text());
    let pick = picker
        .button_ids()
        .into_iter()
        .find(|id| id.starts_with("pick:") && id.contains(":quoridor:"))
        .expect("Quoridor to pick");

    // Her pick is the challenge's card, for the whole DM; bob accepts on it.
    let asked = fake.click(&ann, &fake.posted(&picker), &pick);
    let made = only_callback(&fake.wait_answer(&asked).await).clone();
    assert_eq!(made.callback_type(), Some(4), "{}", made.text());
    assert!(!made.is_ephemeral());
    let card = fake.posted(&made);
    let accept = made
        .button_ids()
        .into_iter()
        .find(|id| id.starts_with("accept:"))
        .unwrap();
    let asked = fake.click(&bob, &card, &accept);
    let begun = only_callback(&fake.wait_answer(&asked).await).clone();
    assert_eq!(begun.callback_type(), Some(7));
    let board = fake.message(card["id"].as_str().unwrap()).unwrap();
    assert!(text_of(&board).contains("The game begins"), "{board:#}");
    crate::play_anywhere::assert_nothing_posted(&fake);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_press_answered_late_still_edits_its_card_in_place() {
    // A bot that defers every answer, as one whose work outlasts `DEFER_AFTER_MS` would.
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let _bot = Bot::start(
        &fake,
        dir.path(),
        &[GLOBAL_COMMANDS, ("DEFER_AFTER_MS", "0")],
    );
    fake.wait_ready(1).await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    fake.install(&ann);
    let dm = fake.user_dm(&ann, &bob);

    // The challenge is deferred, and its card follows up.
    let options = [Opt::Str("game", "quoridor"), Opt::User("opponent", &bob)];
    let asked = fake.slash_from(&dm, &ann, "challenge", &options);
    let calls = fake.wait_answer(&asked).await;
    assert_eq!(calls[0].callback_type(), Some(5), "{calls:#?}");
    let card = fake.shown_in(&dm).pop().unwrap();
    let id = card["id"].as_str().unwrap().to_string();
    let shown = fake.shown_in(&dm).len();

    // Each press is deferred as an update (type 6), and its card is then edited in place (its
    // `@original`): bob's acceptance turns it into the game's board, a move shows the move.
    let button = |card: &Value, prefix: &str| {
        let id = button_ids(card)
            .into_iter()
            .find(|id| id.starts_with(prefix));
        id.unwrap_or_else(|| panic!("no `{prefix}` button on {card:#}"))
    };
    let accept = button(&card, "accept:");
    let mut game = CardGame {
        fake: &fake,
        place: dm.clone(),
        seats: vec![ann.clone(), bob.clone()],
        moves: Vec::new(),
        card,
    };
    let edits = |calls: &[Call]| {
        assert_eq!(calls.len(), 2, "{calls:#?}");
        assert_eq!(calls[0].callback_type(), Some(6), "{calls:#?}");
        assert_eq!(calls[1].method, "PATCH");
        assert!(
            calls[1].path.ends_with("/messages/@original"),
            "{}",
            calls[1].path
        );
    };
    let asked = fake.click(&bob, &game.card, &accept);
    edits(&fake.wait_answer(&asked).await);
    game.card = fake.message(&id).unwrap();
    assert!(text_of(&game.card).contains("The game begins"));
    let mv = button(&game.card, "mv:");
    let asked = fake.click(&game.to_move(), &game.card, &mv);
    edits(&fake.wait_answer(&asked).await);
    game.card = fake.message(&id).unwrap();
    game.check_card(&format!("played {}", mv.rsplit(':').next().unwrap()));
    assert_eq!(fake.shown_in(&dm).len(), shown, "no new message");

    // A press whose answer is for its presser alone follows up for them alone; the card stays.
    let board = button(&game.card, "board:");
    let asked = fake.click(&bob, &game.card, &board);
    let calls = fake.wait_answer(&asked).await;
    assert_eq!(calls[0].callback_type(), Some(6), "{calls:#?}");
    let answer = calls.last().unwrap();
    assert_eq!(
        (answer.method.as_str(), answer.is_ephemeral()),
        ("POST", true)
    );
    assert_eq!(fake.message(&id).unwrap(), game.card);
    crate::play_anywhere::assert_nothing_posted(&fake);
}
