//! Whole games played through Discord, end to end: the real `teban` binary against the loopback
//! fake. A Quoridor game played by two fake users through slash commands and buttons, with a
//! restart in the middle, and beside it what autocomplete offers and what is refused on the way.
//! The other games and their variants are `variant_games.rs`.

use serde_json::Value;

use crate::support::bot::{bot_on_fake, only_callback, Bot};
use crate::support::fake_discord::{buttons_of, Call, FakeDiscord, FakeUser, Opt};
use teban::games::{AnyGame, GameKind};
use teban::render::{board_png, View};

/// The `custom_id` of the Accept button of a challenge.
pub(crate) fn accept_button(call: &Call) -> String {
    call.button_ids()
        .into_iter()
        .find(|id| id.starts_with("accept:"))
        .expect("an Accept button")
}

/// The two players in seat order, as the message starting their game says they were drawn.
fn seats_drawn(calls: &[Call], ann: &FakeUser, bob: &FakeUser) -> [FakeUser; 2] {
    let first = calls.last().unwrap().text();
    if first.contains("seat 1: **ann**") {
        [ann.clone(), bob.clone()]
    } else {
        assert!(first.contains("seat 1: **bob**"), "{first}");
        [bob.clone(), ann.clone()]
    }
}

/// Two fake players in a game on the fake server, and what the test knows of it.
pub(crate) struct Match<'a> {
    /// The game and its variant.
    pub(crate) kind: GameKind,
    pub(crate) variant: Option<&'static str>,
    pub(crate) fake: &'a FakeDiscord,
    /// The players by seat: seat 1 first.
    pub(crate) seats: [FakeUser; 2],
    /// The moves played so far, in order.
    pub(crate) moves: Vec<String>,
    /// Whether the bot now defers every answer (after the restart with `DEFER_AFTER_MS=0`).
    pub(crate) deferring: bool,
}

impl<'a> Match<'a> {
    /// `players[1]` accepts the `challenge` of `players[0]` by clicking `accept`: the game of
    /// `kind` starts. Returns it and the bot's answer to the click.
    pub(crate) async fn accepted(
        fake: &'a FakeDiscord,
        players: [&FakeUser; 2],
        (challenge, accept): (&Value, &str),
        kind: GameKind,
        variant: Option<&'static str>,
    ) -> (Match<'a>, Vec<Call>) {
        let asked = fake.click(players[1], challenge, accept);
        let calls = fake.wait_answer(&asked).await;
        let game = Match {
            fake,
            seats: seats_drawn(&calls, players[0], players[1]),
            moves: Vec::new(),
            deferring: false,
            kind,
            variant,
        };
        (game, calls)
    }

    pub(crate) fn to_move(&self) -> &FakeUser {
        &self.seats[self.moves.len() % 2]
    }

    pub(crate) fn waiting(&self) -> &FakeUser {
        &self.seats[(self.moves.len() + 1) % 2]
    }

    pub(crate) fn position(&self) -> AnyGame {
        AnyGame::replay(self.kind, self.variant, &self.moves).expect("the test plays legal moves")
    }

    /// The board the bot should have drawn for the current position.
    pub(crate) fn expected_board(&self) -> image::RgbaImage {
        let png = board_png(
            &self.position(),
            &View {
                names: self.seats.iter().map(|u| u.name.clone()).collect(),
                hints: false,
                ..View::default()
            },
        );
        image::load_from_memory_with_format(&png, image::ImageFormat::Png)
            .unwrap()
            .to_rgba8()
    }

    /// Checks an answer that shows the position after `self.moves` to the channel, and returns
    /// the message it posted.
    pub(crate) fn check_position(&self, calls: &[Call]) -> Value {
        self.check_shown(calls, 5)
    }

    /// [`Self::check_position`] of an answer that, deferred, begins with a callback of type
    /// `deferral`: 5 a command's (a placeholder), 6 a press's (a deferred update, nothing shown).
    fn check_shown(&self, calls: &[Call], deferral: u64) -> Value {
        let shown = if self.deferring {
            assert_eq!(calls.len(), 2, "{calls:#?}");
            assert_eq!(calls[0].callback_type(), Some(deferral), "deferred first");
            assert!(!calls[0].is_ephemeral());
            assert_eq!(calls[1].method, "POST", "then a follow-up");
            &calls[1]
        } else {
            let call = only_callback(calls);
            assert_eq!(call.callback_type(), Some(4));
            call
        };
        assert!(!shown.is_ephemeral(), "{}", shown.text());
        let message = shown.message();
        assert_eq!(
            message["embeds"][0]["image"]["url"], "attachment://board.png",
            "the embed shows the attachment"
        );
        assert_eq!(shown.files.len(), 1, "one attachment");
        assert_eq!(shown.files[0].filename, "board.png");
        let picture =
            image::load_from_memory_with_format(&shown.files[0].bytes, image::ImageFormat::Png)
                .expect("the attachment is a PNG")
                .to_rgba8();
        assert!(
            picture == self.expected_board(),
            "the board of move {}",
            self.moves.len() + 1
        );
        let text = shown.text();
        let content = message["content"].as_str().unwrap_or_default();
        // The embed names the move just played (in the game's canonical notation), and counts
        // moves as the text does.
        let field = |name: &str| {
            message["embeds"][0]["fields"]
                .as_array()
                .unwrap()
                .iter()
                .find(|f| f["name"] == name)
                .map(|f| f["value"].as_str().unwrap().to_string())
        };
        let last_move = self.moves.split_last().map(|(last, before)| {
            let mut position = AnyGame::replay(self.kind, self.variant, before).unwrap();
            format!("`{}`", position.play(last).unwrap())
        });
        assert_eq!(field("Last move"), last_move, "{text}");
        match self.position().outcome() {
            None => {
                assert_eq!(field("Move"), Some((self.moves.len() + 1).to_string()));
                // The first board pings everyone (the game begins); every later one the mover.
                let pinged: Vec<&FakeUser> = if self.moves.is_empty() {
                    self.seats.iter().collect()
                } else {
                    vec![self.to_move()]
                };
                let mut pinged: Vec<String> = pinged.iter().map(|u| u.id.to_string()).collect();
                pinged.sort();
                assert_eq!(
                    shown.pinged(),
                    pinged,
                    "pings the mover alone, or both at the start"
                );
                assert!(
                    content.contains(&self.to_move().mention()),
                    "pings the mover: {content}"
                );
                assert!(
                    text.contains(&format!("(move {})", self.moves.len() + 1)),
                    "{text}"
                );
                assert!(
                    text.contains(&format!("**{}** to move", self.to_move().name)),
                    "{text}"
                );
            }
            Some(outcome) => {
                assert!(text.contains("wins"), "{outcome:?}: {text}");
                assert_eq!(field("Move"), None, "no next move once it is over");
                assert_eq!(field("Moves played"), Some(self.moves.len().to_string()));
                assert!(
                    shown.button_ids().iter().all(|id| !id.starts_with("mv:")),
                    "no moves after the end"
                );
            }
        }
        self.fake.posted(shown)
    }

    /// Checks an answer that only the caller sees and that says `why`.
    pub(crate) fn check_refusal(&self, calls: &[Call], why: &str) {
        let refusal = calls.last().unwrap();
        if self.deferring {
            // Deferred publicly, then the public placeholder is deleted before the private
            // follow-up (Discord shows a first follow-up as the deferral was).
            assert_eq!(calls[0].callback_type(), Some(5));
            assert!(!calls[0].is_ephemeral());
            assert_eq!(calls.len(), 3, "{calls:#?}");
            assert_eq!(calls[1].method, "DELETE");
            assert!(calls[1].path.ends_with("/messages/@original"));
        } else {
            assert_eq!(refusal.callback_type(), Some(4));
        }
        assert!(refusal.is_ephemeral(), "ephemeral: {}", refusal.text());
        assert!(refusal.files.is_empty());
        assert!(
            refusal.text().contains(why),
            "expected `{why}` in: {}",
            refusal.text()
        );
    }

    /// The mover plays `mv` with `/move`.
    pub(crate) async fn type_move(&mut self, mv: &str) -> Value {
        let user = self.to_move().clone();
        let asked = self.fake.slash(&user, "move", &[Opt::Str("notation", mv)]);
        let calls = self.fake.wait_answer(&asked).await;
        self.moves.push(mv.to_string());
        self.check_position(&calls)
    }

    /// The mover clicks the `mv` button on `message`.
    pub(crate) async fn click_move(&mut self, message: &Value, mv: &str) -> Value {
        let id = button(message, &format!(":{mv}"));
        assert!(
            id.starts_with("mv:") && id.contains(&format!(":{}:", self.moves.len())),
            "{id}"
        );
        let user = self.to_move().clone();
        let asked = self.fake.click(&user, message, &id);
        let calls = self.fake.wait_answer(&asked).await;
        self.moves.push(mv.to_string());
        self.check_shown(&calls, 6)
    }
}

/// The `custom_id` of the button on `message` that ends with `suffix`.
fn button(message: &Value, suffix: &str) -> String {
    buttons_of(message)
        .iter()
        .filter_map(|b| b["custom_id"].as_str())
        .find(|id| id.ends_with(suffix))
        .unwrap_or_else(|| panic!("no button ending in `{suffix}` on {message:#}"))
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_a_whole_quoridor_game_through_discord_with_a_restart() {
    let (fake, dir, bot) = bot_on_fake().await;
    let ann = FakeUser::new(101, "ann");
    let bob = FakeUser::new(102, "bob");
    let eve = FakeUser::new(103, "eve");

    // ann challenges bob: a public message that pings bob, with Accept and Decline.
    let asked = fake.slash(
        &ann,
        "challenge",
        &[Opt::Str("game", "quoridor"), Opt::User("opponent", &bob)],
    );
    let calls = fake.wait_answer(&asked).await;
    let call = only_callback(&calls);
    assert_eq!(call.callback_type(), Some(4));
    assert!(!call.is_ephemeral());
    assert!(call.message()["content"]
        .as_str()
        .unwrap()
        .contains(&bob.mention()));
    assert!(
        call.text().contains("**ann** challenges **bob**"),
        "{}",
        call.text()
    );
    assert_eq!(
        call.message()["allowed_mentions"]["users"],
        serde_json::json!([bob.id.to_string()])
    );
    let challenge = fake.posted(call);
    assert!(
        call.button_ids()
            .iter()
            .any(|id| id.starts_with("decline:")),
        "{:?}",
        call.button_ids()
    );
    let accept = accept_button(call);

    // eve is not challenged: her click is refused to her alone.
    let asked = fake.click(&eve, &challenge, &accept);
    let calls = fake.wait_answer(&asked).await;
    let refusal = only_callback(&calls);
    assert!(refusal.is_ephemeral());
    assert!(refusal.text().contains("not for you"), "{}", refusal.text());

    // bob accepts: the game starts with the board and the player to move pinged.
    let (mut game, calls) = Match::accepted(
        &fake,
        [&ann, &bob],
        (&challenge, &accept),
        GameKind::Quoridor,
        None,
    )
    .await;
    let mut message = game.check_position(&calls);

    // Seat 1 runs up the e-file, seat 2 steps aside to the d-file and runs down it.
    game.click_move(&message, "e2").await;
    message = game.type_move("d9").await;
    message = game.click_move(&message, "e3").await;
    message = game.click_move(&message, "d8").await;

    // The bot crashes and comes back; now it defers every answer. The game goes on.
    bot.kill();
    let bot = Bot::start(&fake, dir.path(), &[("DEFER_AFTER_MS", "0")]);
    fake.wait_ready(2).await;
    game.deferring = true;
    let asked = fake.slash(game.to_move(), "board", &[]);
    let calls = fake.wait_answer(&asked).await;
    assert_eq!(calls[0].callback_type(), Some(5));
    assert!(calls[0].is_ephemeral(), "/board defers ephemerally");
    assert!(
        calls.last().unwrap().text().contains("(move 5)"),
        "{}",
        calls.last().unwrap().text()
    );

    // A refusal after a public deferral still reaches only its author.
    let asked = fake.slash(game.to_move(), "move", &[Opt::Str("notation", "e9")]);
    game.check_refusal(&fake.wait_answer(&asked).await, "e9 is illegal");
    game.click_move(&message, "e4").await;
    for (up, down) in ["d7", "e5", "d6", "e6", "d5", "e7", "d4", "e8", "d3"]
        .chunks(2)
        .map(|pair| (pair[0], pair.get(1).copied()))
    {
        let shown = game.type_move(up).await;
        if let Some(down) = down {
            game.click_move(&shown, down).await;
        }
    }
    let end = game.type_move("e9").await;
    assert!(button_ids_of(&end).iter().all(|b| !b.starts_with("mv:")));
    let winner = game.seats[0].name.clone();
    let asked = fake.slash(&game.seats[1], "board", &[]);
    let calls = fake.wait_answer(&asked).await;
    let last = calls.last().unwrap();
    assert!(last.is_ephemeral());
    assert!(
        last.text().contains("no game") || last.text().contains(&winner),
        "{}",
        last.text()
    );
    drop(bot);
}

/// ann challenges bob to Quoridor and bob accepts: the game, and the message that shows it.
async fn quoridor_accepted<'a>(
    fake: &'a FakeDiscord,
    ann: &FakeUser,
    bob: &FakeUser,
) -> (Match<'a>, Value) {
    let asked = fake.slash(
        ann,
        "challenge",
        &[Opt::Str("game", "quoridor"), Opt::User("opponent", bob)],
    );
    let calls = fake.wait_answer(&asked).await;
    let call = only_callback(&calls);
    let challenge = fake.posted(call);
    let accept = accept_button(call);
    let (game, calls) = Match::accepted(
        fake,
        [ann, bob],
        (&challenge, &accept),
        GameKind::Quoridor,
        None,
    )
    .await;
    let message = game.check_position(&calls);
    (game, message)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn move_autocomplete_offers_the_movers_legal_moves_and_tells_the_other_whose_turn_it_is() {
    let (fake, _dir, _bot) = bot_on_fake().await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let (game, _) = quoridor_accepted(&fake, &ann, &bob).await;

    // Autocomplete offers the mover's legal moves that start with what was typed.
    let asked = fake.autocomplete(game.to_move(), "move", &[Opt::Focused("notation", "e")]);
    let calls = fake.wait_answer(&asked).await;
    let call = only_callback(&calls);
    assert_eq!(call.callback_type(), Some(8));
    let choices = call.choices();
    assert_eq!(
        choices,
        teban::table::suggest_moves(game.position().legal_moves(), "e", 25)
    );
    assert!(choices.contains(&"e2".to_string()), "{choices:?}");
    assert!(choices.iter().all(|c| c.starts_with('e')));
    // Nothing typed yet: Discord's cap of 25 out of the 131 opening moves.
    let asked = fake.autocomplete(game.to_move(), "move", &[Opt::Focused("notation", "")]);
    let choices = only_callback(&fake.wait_answer(&asked).await).choices();
    assert_eq!(
        choices,
        teban::table::suggest_moves(game.position().legal_moves(), "", 25)
    );
    assert_eq!(choices.len(), 25);
    // The player who waits is told whose turn it is, as the one choice.
    let asked = fake.autocomplete(game.waiting(), "move", &[Opt::Focused("notation", "e")]);
    assert_eq!(
        only_callback(&fake.wait_answer(&asked).await).choices(),
        [format!("it is {}'s turn (move 1)", game.to_move().name)]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_moves_and_clicks_are_refused_to_their_author_alone_and_change_nothing() {
    let (fake, _dir, _bot) = bot_on_fake().await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let eve = FakeUser::new(103, "eve");
    let (mut game, message) = quoridor_accepted(&fake, &ann, &bob).await;

    // An illegal move and a move out of turn are refused to their author, and change nothing.
    let asked = fake.slash(game.to_move(), "move", &[Opt::Str("notation", "e4")]);
    let calls = fake.wait_answer(&asked).await;
    game.check_refusal(&calls, "e4 is illegal");
    let asked = fake.slash(game.waiting(), "move", &[Opt::Str("notation", "e8")]);
    let calls = fake.wait_answer(&asked).await;
    game.check_refusal(&calls, "not your turn");

    // The game went on as if they had not been: the mover's move is move 1.
    game.click_move(&message, "e2").await;
    let mut message = game.type_move("d9").await;
    message = game.click_move(&message, "e3").await;
    let before_last = message.clone();
    message = game.click_move(&message, "d8").await;

    // A stranger's click on a live button and a stale click are refused; nothing moves.
    let live = button(&message, ":e4");
    let asked = fake.click(&eve, &message, &live);
    game.check_refusal(&fake.wait_answer(&asked).await, "not playing in this game");
    let stale = button(&before_last, ":d8");
    let asked = fake.click(game.to_move(), &before_last, &stale);
    game.check_refusal(&fake.wait_answer(&asked).await, "earlier position");
    // And the mover's own click on the live board still plays.
    game.click_move(&message, "e4").await;
}

/// The `custom_id`s of `message`'s buttons.
pub(crate) fn button_ids_of(message: &Value) -> Vec<String> {
    buttons_of(message)
        .iter()
        .filter_map(|b| b["custom_id"].as_str().map(str::to_string))
        .collect()
}
