//! The lobby without a browser: the game service in this test's process with its web front end
//! (`teban::web::serve`) on the loopback Discord (logins, the servers a user is in, member
//! look-ups, channels' names). What `/api/lobby` lists for a logged-in player (exactly their
//! games, most urgent first; their challenges; their servers, and nothing of a server they are not
//! in), a challenge made and answered there posted in its channel through the outbox with its
//! buttons, what is refused, and local play's games to resume.

use std::net::SocketAddr;

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::support::fake_discord::{
    FakeDiscord, FakeUser, CHANNEL_ID, CLIENT_ID, CLIENT_SECRET, GUILD_ID, OTHER_GUILD_ID, TOKEN,
};
use crate::support::service::{challenge_id, clocked, Fixture, DAY, HOUR, T0};
use crate::support::web::{Browser, AUTHORIZE_URL};
use teban::clock::ManualClock;
use teban::games::GameKind;
use teban::store::{GameRow, PostKind};
use teban::table::{ActionId, Caller, ChallengeRequest, GameClock, MoveClock, Post, Table, UserId};
use teban::web::login::MEMBER_CACHE_MS;

/// The service and its web front end on the loopback Discord, its clock driven.
struct Lobby {
    table: Table,
    base: String,
    fake: FakeDiscord,
    clock: ManualClock,
    _fixture: Fixture,
}

impl Lobby {
    async fn open() -> Lobby {
        Lobby::serving(false).await
    }

    /// Local play (`teban web`): no Discord, no login.
    async fn local() -> Lobby {
        Lobby::serving(true).await
    }

    async fn serving(local: bool) -> Lobby {
        let fake = FakeDiscord::start().await;
        let clock = ManualClock::at(T0);
        let fixture = clocked(&clock).await;
        let addr = SocketAddr::from(([127, 0, 0, 1], 0));
        let settings = match local {
            true => teban::web::Settings::local(addr),
            false => teban::web::Settings {
                addr,
                public_url: String::new(),
                client_id: CLIENT_ID.into(),
                client_secret: CLIENT_SECRET.into(),
                authorize_url: AUTHORIZE_URL.into(),
                api: fake.base.clone(),
                bot_token: TOKEN.into(),
                local: false,
            },
        };
        let addr = teban::web::serve(fixture.table.clone(), settings)
            .await
            .unwrap();
        Lobby {
            table: fixture.table.clone(),
            base: format!("http://{addr}"),
            fake,
            clock,
            _fixture: fixture,
        }
    }

    /// `user`'s browser, logged in with Discord.
    async fn logged_in(&self, user: &FakeUser) -> Browser {
        let mut browser = Browser::new(&self.base);
        browser.log_in(&self.fake, user, "/").await;
        browser
    }

    /// The posts the outbox owes, claimed as a deliverer claims them.
    async fn posts(&self) -> Vec<Post> {
        self.table.outbox().claim_posts(None, 50).await.unwrap()
    }
}

/// `who` as the service knows them, in `channel` of `guild`.
fn at(who: &FakeUser, guild: u64, channel: u64) -> Caller {
    Caller::new(who.id, who.name.as_str(), Some(guild), channel)
}

/// `challenger` challenges `opponent` at `place` (a server and a channel) to Quoridor with
/// `clock`, which `opponent` accepts; then moves are made until `to_move` is to move: the game.
async fn game(
    table: &Table,
    (guild, channel): (u64, u64),
    [challenger, opponent]: [&FakeUser; 2],
    clock: GameClock,
    to_move: &FakeUser,
) -> GameRow {
    let (challenger, opponent) = (at(challenger, guild, channel), at(opponent, guild, channel));
    let request = ChallengeRequest {
        kind: GameKind::Quoridor,
        variant: None,
        opponents: vec![opponent.player.clone()],
        rated: true,
        clock: Some(clock),
    };
    let made = table
        .challenges()
        .challenge(&challenger, request)
        .await
        .unwrap();
    let begun = table
        .challenges()
        .accept(&opponent, challenge_id(&made))
        .await
        .unwrap();
    let id = begun.card.unwrap().game;
    let row = table.store().game(id).await.unwrap().unwrap();
    if row.seat_of(UserId(to_move.id)) != row.state.to_move() {
        // Seat 1 steps first, and the turn passes.
        let first = [&challenger, &opponent]
            .into_iter()
            .find(|c| row.seat_of(c.player.id) == row.state.to_move())
            .unwrap();
        table.games().play(first, "e2", None).await.unwrap();
    }
    table.store().game(id).await.unwrap().unwrap()
}

/// ann, bob, carl and dan, as Discord knows them.
fn people() -> [FakeUser; 4] {
    [(101, "ann"), (102, "bob"), (103, "carl"), (104, "dan")]
        .map(|(id, name)| FakeUser::new(id, name))
}

fn per_move(ms: i64) -> GameClock {
    GameClock::PerMove(MoveClock(Some(ms)))
}

#[tokio::test]
async fn the_lobby_lists_exactly_the_player_s_games_most_urgent_first_and_nothing_of_another_server(
) {
    let lobby = Lobby::open().await;
    let table = &lobby.table;
    let [ann, bob, carl, dan] = people();
    let here = |channel: u64| (GUILD_ID, channel);
    // On the server ann shares with teban: two games where she is to move (the one due first
    // listed first), one where dan is (due sooner still, but not hers to play: after them).
    let slow = game(table, here(11), [&ann, &bob], per_move(3 * DAY), &ann).await;
    let quick = game(table, here(12), [&carl, &ann], per_move(DAY), &ann).await;
    let waiting = game(table, here(13), [&ann, &dan], per_move(HOUR), &dan).await;
    // Not hers: bob and carl's game.
    game(table, here(14), [&bob, &carl], per_move(DAY), &bob).await;
    // On a server she is not in (Discord lists it at login, but she is no member there): her game
    // and a challenge to her there.
    let there = (OTHER_GUILD_ID, 21);
    let elsewhere = game(table, there, [&ann, &bob], per_move(HOUR), &ann).await;
    let to_her = |opponent: &FakeUser| ChallengeRequest {
        kind: GameKind::Niwa,
        variant: None,
        opponents: vec![at(opponent, GUILD_ID, 0).player],
        rated: false,
        clock: None,
    };
    table
        .challenges()
        .challenge(&at(&carl, OTHER_GUILD_ID, 22), to_her(&ann))
        .await
        .unwrap();
    // And one for her here.
    let asked = table
        .challenges()
        .challenge(&at(&dan, GUILD_ID, 15), to_her(&ann))
        .await
        .unwrap();

    let mut browser = lobby.logged_in(&ann).await;
    let seen = browser.get("/api/lobby").await;
    assert_eq!(seen.status, StatusCode::OK, "{}", seen.text);
    let listed: Vec<i64> = seen.json["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_i64().unwrap())
        .collect();
    assert_eq!(
        listed,
        [quick.id.0, slow.id.0, waiting.id.0],
        "hers, her turn first, each by its deadline: {}",
        seen.text
    );
    assert!(!listed.contains(&elsewhere.id.0));
    let first = &seen.json["games"][0];
    assert_eq!(first["your_turn"], true, "{first}");
    assert!(
        first["turn"].as_str().unwrap().starts_with("your turn"),
        "{first}"
    );
    assert_eq!(first["left"], "1 day left", "{first}");
    let third = &seen.json["games"][2];
    assert!(
        third["turn"]
            .as_str()
            .unwrap()
            .starts_with("dan to move (move "),
        "{third}"
    );
    assert_eq!(
        (&third["your_turn"], &third["left"]),
        (&json!(false), &json!("1 hour left"))
    );
    assert!(
        seen.json["games"][1]["title"]
            .as_str()
            .unwrap()
            .starts_with("Quoridor (2-players) · "),
        "{}",
        seen.text
    );
    assert_eq!(
        seen.json["servers"],
        json!([{"id": GUILD_ID.to_string(), "name": "teban test server"}]),
        "only the server she is a member of"
    );
    let challenges = seen.json["challenges"].as_array().unwrap();
    assert_eq!(challenges.len(), 1, "only the one here: {}", seen.text);
    assert_eq!(challenges[0]["id"], challenge_id(&asked).0);
    assert_eq!(challenges[0]["answers"], json!(["accept", "decline"]));
    let said = challenges[0]["said"].as_str().unwrap();
    assert!(
        said.starts_with("dan challenges ann to Niwa (") && said.contains(" · unrated · "),
        "{said}"
    );

    // Nothing of the other server, asked for by its number: the same "not found" as none.
    let nowhere = browser.get("/api/lobby/servers/4242").await;
    assert_eq!(nowhere.status, StatusCode::NOT_FOUND);
    let bob_there = format!("/api/lobby/servers/{OTHER_GUILD_ID}/players/{}", bob.id);
    for path in [
        format!("/api/lobby/servers/{OTHER_GUILD_ID}"),
        bob_there,
        format!(
            "/lobby/servers/{OTHER_GUILD_ID}/players/{}/ratings.png",
            ann.id
        ),
    ] {
        let refused = browser.get(&path).await;
        assert_eq!(refused.status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(refused.text, nowhere.text, "{path}");
    }
    // Here: the channel she played in, the players teban saw, the leaderboards.
    let server = browser.get(&format!("/api/lobby/servers/{GUILD_ID}")).await;
    assert_eq!(server.status, StatusCode::OK, "{}", server.text);
    let players: Vec<&str> = server.json["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    for name in ["ann", "bob", "carl", "dan"] {
        assert!(players.contains(&name), "{name}: {players:?}");
    }
    assert_eq!(
        server.json["leaderboards"],
        json!([]),
        "no game finished yet"
    );

    // A member who left the server stops seeing it, and its games, once Discord's answer of a
    // minute ago is no longer trusted.
    lobby.fake.leave_server(&ann);
    lobby.clock.advance(MEMBER_CACHE_MS + 1);
    let mut fresh = lobby.logged_in(&ann).await;
    let left = fresh.get("/api/lobby").await;
    assert_eq!(left.json["servers"], json!([]), "{}", left.text);
    assert_eq!(left.json["games"], json!([]), "{}", left.text);
}

#[tokio::test]
async fn a_challenge_made_in_the_lobby_is_posted_in_its_channel_and_its_acceptance_begins_the_game()
{
    let lobby = Lobby::open().await;
    let table = &lobby.table;
    let [ann, bob, carl, _] = people();
    // ann and bob play in another channel of the server: teban knows them there. carl, who
    // never played here, challenged ann in the fake's channel, and she declined.
    let first = game(table, (GUILD_ID, 31), [&ann, &bob], per_move(DAY), &ann).await;
    let request = ChallengeRequest {
        kind: GameKind::Sensei,
        variant: None,
        opponents: vec![at(&ann, GUILD_ID, CHANNEL_ID).player],
        rated: true,
        clock: None,
    };
    let asked = table
        .challenges()
        .challenge(&at(&carl, GUILD_ID, CHANNEL_ID), request)
        .await
        .unwrap();
    table
        .challenges()
        .decline(&at(&ann, GUILD_ID, CHANNEL_ID), challenge_id(&asked))
        .await
        .unwrap();
    lobby.posts().await;

    let mut browser = lobby.logged_in(&ann).await;
    let server = browser.get(&format!("/api/lobby/servers/{GUILD_ID}")).await;
    assert_eq!(
        server.json["channels"],
        json!([{"id": CHANNEL_ID.to_string(), "name": "#games"}]),
        "her channels that Discord names (not the one gone): {}",
        server.text
    );
    let new = |opponent: Value, channel: u64| {
        json!({"guild": GUILD_ID.to_string(), "channel": channel.to_string(),
            "opponent": opponent, "game": "quoridor", "clock": "2d", "rated": false})
    };
    // What is refused: a channel she never played in, someone teban never saw here, a clock that
    // is none, a request from another site.
    let refused = browser
        .post(
            "/api/lobby/challenges",
            new(json!(bob.id.to_string()), 4_242),
        )
        .await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.text);
    assert_eq!(refused.error(), "bad_channel");
    let refused = browser
        .post(
            "/api/lobby/challenges",
            new(json!(carl.id.to_string()), CHANNEL_ID),
        )
        .await;
    assert_eq!(refused.error(), "bad_opponent", "{}", refused.text);
    let mut bad_clock = new(json!(bob.id.to_string()), CHANNEL_ID);
    bad_clock["clock"] = json!("soon");
    let refused = browser.post("/api/lobby/challenges", bad_clock).await;
    assert_eq!(refused.error(), "bad_clock", "{}", refused.text);
    let forged = browser
        .send(
            reqwest::Method::POST,
            "/api/lobby/challenges",
            Some(new(json!(bob.id.to_string()), CHANNEL_ID).to_string()),
            &[("origin", "https://evil.example")],
        )
        .await;
    assert_eq!(forged.status, StatusCode::FORBIDDEN);
    assert!(lobby.posts().await.is_empty(), "nothing was posted");

    // ann challenges bob: the channel reads it as /challenge says it, with its buttons.
    let made = browser
        .post(
            "/api/lobby/challenges",
            new(json!(bob.id.to_string()), CHANNEL_ID),
        )
        .await;
    assert_eq!(made.status, StatusCode::OK, "{}", made.text);
    assert!(
        made.json["said"]
            .as_str()
            .unwrap()
            .starts_with("ann challenges bob to Quoridor (2-players), unrated"),
        "{}",
        made.text
    );
    let posts = lobby.posts().await;
    assert_eq!(posts.len(), 1, "{posts:?}");
    let post = &posts[0];
    assert_eq!(
        (post.kind, post.channel.0),
        (PostKind::Challenge, CHANNEL_ID)
    );
    assert_eq!(post.reply.mention, vec![UserId(bob.id)]);
    let challenge = post
        .reply
        .actions
        .iter()
        .find_map(|a| match a.id {
            ActionId::Accept { challenge } => Some(challenge),
            _ => None,
        })
        .expect("an Accept button");
    let buttons: Vec<&str> = post
        .reply
        .actions
        .iter()
        .map(|a| a.label.as_str())
        .collect();
    assert_eq!(buttons, ["Accept", "Decline", "Cancel"]);

    // bob's lobby offers it; he accepts there: the game begins, and its first post is owed to
    // the channel (from which the bot opens its thread where the server wants one).
    let mut bobs = lobby.logged_in(&bob).await;
    let his = bobs.get("/api/lobby").await;
    assert_eq!(his.json["challenges"][0]["id"], challenge.0, "{}", his.text);
    assert_eq!(
        his.json["challenges"][0]["answers"],
        json!(["accept", "decline"])
    );
    let mine = browser.get("/api/lobby").await;
    assert_eq!(mine.json["challenges"][0]["answers"], json!(["withdraw"]));
    let accepted = bobs
        .post(
            &format!("/api/lobby/challenges/{}", challenge.0),
            json!({"answer": "accept"}),
        )
        .await;
    assert_eq!(accepted.status, StatusCode::OK, "{}", accepted.text);
    let begun = accepted.json["game"].as_i64().expect("the game it began");
    assert!(begun > first.id.0);
    let posts = lobby.posts().await;
    assert_eq!(posts.len(), 1, "{posts:?}");
    assert_eq!(
        (posts[0].kind, posts[0].game.map(|g| g.0)),
        (PostKind::Pairing, Some(begun))
    );
    let mut everyone = posts[0].reply.mention.clone();
    everyone.sort();
    assert_eq!(everyone, [UserId(ann.id), UserId(bob.id)]);
    // The server plays games in threads: the post is the game's line, its thread to open.
    let thread = posts[0].reply.thread.as_ref().expect("a thread to open");
    assert_eq!(thread.game.0, begun);
    assert!(
        ["Quoridor · ann vs bob", "Quoridor · bob vs ann"].contains(&thread.name.as_str()),
        "{}",
        thread.name
    );
    let listed = browser.get("/api/lobby").await;
    let games: Vec<&Value> = listed.json["games"].as_array().unwrap().iter().collect();
    assert!(games.iter().any(|g| g["id"] == begun), "{}", listed.text);
    assert_eq!(listed.json["challenges"], json!([]));
    // Answered already: the lobby says so, nothing posted.
    let again = bobs
        .post(
            &format!("/api/lobby/challenges/{}", challenge.0),
            json!({"answer": "decline"}),
        )
        .await;
    assert_eq!(
        again.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        again.text
    );
    assert!(lobby.posts().await.is_empty());
}

#[tokio::test]
async fn local_play_s_front_page_lists_the_games_to_resume_the_last_moved_first() {
    let lobby = Lobby::local().await;
    let mut browser = Browser::new(&lobby.base);
    let none = browser.get("/api/local/games").await;
    assert_eq!(none.json, json!({"games": []}), "{}", none.text);
    let mut started = Vec::new();
    for game in ["quoridor", "niwa"] {
        // Each game at a place of its own, numbered by the moment it began.
        lobby.clock.advance(1_000);
        let made = browser
            .post(
                "/api/local/games",
                json!({"game": game, "opponent": "people"}),
            )
            .await;
        assert_eq!(made.status, StatusCode::OK, "{}", made.text);
        started.push(made.json["id"].as_i64().unwrap());
    }
    let listed = browser.get("/api/local/games").await;
    let games = listed.json["games"].as_array().unwrap();
    let ids: Vec<i64> = games.iter().map(|g| g["id"].as_i64().unwrap()).collect();
    assert_eq!(ids, [started[1], started[0]], "{}", listed.text);
    assert!(
        games[0]["title"].as_str().unwrap().starts_with("Niwa ("),
        "{}",
        listed.text
    );
    assert_eq!(games[1]["turn"], "Player 1 to move (move 1)");
    // The front page is the form beside them; no logout where nobody logged in.
    let page = browser.get("/").await;
    assert!(page.text.contains("local.js") && page.text.contains("resume-list"));
    assert!(!page.text.contains("web-logout"), "{}", page.text);
}

#[tokio::test]
async fn a_server_s_leaderboard_and_a_player_s_profile_with_its_chart() {
    let lobby = Lobby::open().await;
    let table = &lobby.table;
    let [ann, bob, carl, _] = people();
    let here = |who: &FakeUser| at(who, GUILD_ID, CHANNEL_ID);
    game(
        table,
        (GUILD_ID, CHANNEL_ID),
        [&ann, &bob],
        per_move(DAY),
        &bob,
    )
    .await;
    table.games().resign(&here(&bob), None).await.unwrap();

    let mut browser = lobby.logged_in(&carl).await;
    let server = browser.get(&format!("/api/lobby/servers/{GUILD_ID}")).await;
    assert_eq!(server.status, StatusCode::OK, "{}", server.text);
    let ladders = server.json["leaderboards"].as_array().unwrap();
    assert_eq!(ladders.len(), 1, "{}", server.text);
    assert_eq!(ladders[0]["title"], "Quoridor — 2 players");
    let names: Vec<&str> = ladders[0]["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["ann", "bob"], "the winner first");
    assert_eq!(ladders[0]["lines"][0]["results"], "1W 0L 0D");
    assert_eq!(
        server.json["channels"],
        json!([]),
        "carl played nowhere here"
    );

    let profile = browser
        .get(&format!("/api/lobby/servers/{GUILD_ID}/players/{}", bob.id))
        .await;
    assert_eq!(profile.status, StatusCode::OK, "{}", profile.text);
    assert_eq!(profile.json["name"], "bob");
    let said = profile.json["said"].as_str().unwrap();
    assert!(said.starts_with("bob"), "{said}");
    assert!(said.contains("Quoridor"), "{said}");
    let chart = profile.json["chart"].as_str().expect("a chart");
    let drawn = browser.get(chart).await;
    assert_eq!(drawn.status, StatusCode::OK);
    assert_eq!(drawn.header("content-type"), "image/png");
    // Someone teban never saw play there has no profile to show: "not found".
    let stranger = browser
        .get(&format!("/api/lobby/servers/{GUILD_ID}/players/999"))
        .await;
    assert_eq!(stranger.status, StatusCode::NOT_FOUND);
}
