//! User installs without the bot: the loopback fake of Discord's rules for an app a player
//! installed, met as the bot meets them (its REST calls sent by hand, with the bot's token), and
//! the adapter's reading of where an interaction comes from ([`Reach`]) from the payloads the fake
//! sends in each place.

use crate::support::bot::{write_clock, T0};
use poise::serenity_prelude as serenity;
use serde_json::{json, Value};
use teban::discord::reach::{Place, Reach};

use crate::support::fake_discord::{
    is_ephemeral, Conversation, FakeDiscord, FakeUser, Interaction, Opt, APPLICATION_ID,
    CHANNEL_ID, GUILD_ID, INVALID_WEBHOOK_TOKEN, TOKEN, TOKEN_LIFE_MS, TOO_MANY_FOLLOW_UPS,
    USER_INSTALL_FOLLOW_UPS,
};

/// The bot's REST call `method path` with `body` (JSON), as the bot sends it: the status and the
/// JSON answer.
async fn call(fake: &FakeDiscord, method: &str, path: &str, body: Value) -> (u16, Value) {
    let method = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
    let sent = reqwest::Client::new()
        .request(method, format!("{}/api/v10{path}", fake.base))
        .header("authorization", format!("Bot {TOKEN}"))
        .header("content-type", "application/json")
        .body(body.to_string())
        .send()
        .await
        .expect("the fake answers");
    let status = sent.status().as_u16();
    let answer = sent.bytes().await.expect("the fake's answer");
    let answer = serde_json::from_slice(&answer).unwrap_or(Value::Null);
    (status, answer)
}

/// The answer to `asked` with `content` (a callback of `kind`: 4 a message, 7 an update).
async fn call_back(fake: &FakeDiscord, asked: &Interaction, kind: u8, data: Value) -> u16 {
    let path = format!("/interactions/{}/{}/callback", asked.id, asked.token);
    call(fake, "POST", &path, json!({"type": kind, "data": data}))
        .await
        .0
}

/// A follow-up to `asked`: the status and Discord's error code, if any.
async fn follow_up(fake: &FakeDiscord, asked: &Interaction, content: &str) -> (u16, Value) {
    let path = format!("/webhooks/{APPLICATION_ID}/{}", asked.token);
    let (status, answer) = call(fake, "POST", &path, json!({"content": content})).await;
    (status, answer["code"].clone())
}

/// What the bot reads of an interaction's payload: how teban reaches where it comes from.
fn reach_of(interaction: &Interaction) -> Reach {
    let read: serenity::Interaction =
        serde_json::from_value(interaction.payload.clone()).expect("serenity reads the payload");
    match read {
        serenity::Interaction::Command(command) => Reach::of_command(&command),
        serenity::Interaction::Component(click) => Reach::of_click(&click),
        other => panic!("not a command nor a press: {other:?}"),
    }
}

fn players() -> (FakeUser, FakeUser, FakeUser) {
    (
        FakeUser::new(101, "ann"),
        FakeUser::new(102, "bob"),
        FakeUser::new(103, "cat"),
    )
}

/// A fresh fake (no bot) and three players, ann with teban installed to her own account.
async fn ann_installed_teban() -> (FakeDiscord, [FakeUser; 3]) {
    let fake = FakeDiscord::start().await;
    let (ann, bob, cat) = players();
    fake.install(&ann);
    (fake, [ann, bob, cat])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn where_an_interaction_comes_from_is_read_from_what_discord_sends() {
    let (fake, [ann, bob, cat]) = ann_installed_teban().await;
    let server = fake.server_without_teban();
    let private = fake.server_without_teban();
    fake.external_apps_off(private.guild.unwrap());
    let guild = |place: &Conversation| serenity::GuildId::new(place.guild.unwrap());
    let group = fake.group_dm(&[&ann, &bob, &cat]);
    let cases = [
        (
            &fake.server(),
            &bob,
            Reach::Server(serenity::GuildId::new(GUILD_ID)),
        ),
        // Both installs authorize it: the server's wins.
        (
            &fake.server(),
            &ann,
            Reach::Server(serenity::GuildId::new(GUILD_ID)),
        ),
        (&fake.bot_dm(&ann), &ann, Reach::BotDm),
        (
            &fake.user_dm(&ann, &bob),
            &ann,
            Reach::UserInstall(Place::Dm),
        ),
        (&group, &ann, Reach::UserInstall(Place::GroupDm)),
        (
            &server,
            &ann,
            Reach::UserInstall(Place::Server {
                guild: guild(&server),
                private: false,
            }),
        ),
        (
            &private,
            &ann,
            Reach::UserInstall(Place::Server {
                guild: guild(&private),
                private: true,
            }),
        ),
    ];
    for (place, user, expected) in cases {
        let asked = fake.unsent_slash_from(place, user, "rules", &[Opt::Str("game", "niwa")]);
        let reach = reach_of(&asked);
        assert_eq!(reach, expected, "{:?} by {}", place.kind, user.name);
        assert_eq!(reach.posts_here(), place.teban_is_member(), "{reach:?}");
        assert_eq!(reach.answers_private(), place.guild == private.guild);
    }

    // A press in the group DM, by cat who installed nothing, on ann's answer: authorized by her
    // install, as the interaction that made the message was.
    let asked = fake.unsent_slash_from(&group, &ann, "help", &[]);
    let button = json!([{"type": 1, "components": [
        {"type": 2, "style": 1, "label": "Board", "custom_id": "board:1"}]}]);
    let data = json!({"content": "help", "components": button});
    assert_eq!(call_back(&fake, &asked, 4, data).await, 204);
    let answer = fake
        .shown_in(&group)
        .pop()
        .expect("the answer, shown in the group");
    let pressed = fake.unsent_click(&cat, &answer, "board:1");
    assert_eq!(
        pressed.payload["authorizing_integration_owners"],
        json!({"1": ann.id.to_string()})
    );
    assert_eq!(pressed.payload["context"], 2);
    assert_eq!(reach_of(&pressed), Reach::UserInstall(Place::GroupDm));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn where_teban_has_no_member_its_own_posts_are_refused_and_answers_go_through() {
    let (fake, [ann, bob, cat]) = ann_installed_teban().await;
    let group = fake.group_dm(&[&ann, &bob, &cat]);
    let server = fake.server_without_teban();
    for channel in [group.channel, server.channel] {
        let post = format!("/channels/{channel}/messages");
        for (method, path) in [
            ("POST", post.clone()),
            ("GET", post.clone()),
            ("POST", format!("/channels/{channel}/threads")),
            ("PATCH", format!("{post}/5000001")),
        ] {
            let (status, answer) = call(&fake, method, &path, json!({"content": "hi"})).await;
            assert_eq!(
                (status, &answer["code"]),
                (403, &json!(50001)),
                "{method} {path}"
            );
        }
    }
    assert_eq!(fake.refused(50001).len(), 8);
    let (status, _) = call(
        &fake,
        "POST",
        &format!("/channels/{CHANNEL_ID}/messages"),
        json!({"content": "hi"}),
    )
    .await;
    assert_eq!(status, 200, "teban's server takes its posts");

    // Answers to an interaction there go through: the answer, then five follow-ups; the sixth
    // is refused, as only ann's own install authorizes it.
    let asked = fake.unsent_slash_from(&group, &ann, "help", &[]);
    assert_eq!(
        call_back(&fake, &asked, 4, json!({"content": "hi"})).await,
        204
    );
    for n in 1..=USER_INSTALL_FOLLOW_UPS {
        let (status, _) = follow_up(&fake, &asked, &format!("follow-up {n}")).await;
        assert_eq!(status, 200, "follow-up {n}");
    }
    let refused = follow_up(&fake, &asked, "one too many").await;
    assert_eq!(refused, (400, json!(TOO_MANY_FOLLOW_UPS)));
    let shown = fake.shown_in(&group);
    assert_eq!(shown.len(), 1 + USER_INSTALL_FOLLOW_UPS, "{shown:#?}");
    assert!(shown
        .iter()
        .all(|m| !is_ephemeral(m) && m["guild_id"].is_null()));

    // In teban's server, the server's install authorizes it: no such cap.
    let asked = fake.unsent_slash_from(&fake.server(), &bob, "help", &[]);
    for n in 0..=USER_INSTALL_FOLLOW_UPS {
        assert_eq!(follow_up(&fake, &asked, "more").await.0, 200, "{n}");
    }

    // A press answered with an update edits the message that holds the button, in place.
    let asked = fake.unsent_slash_from(&group, &ann, "help", &[]);
    let button = json!([{"type": 1, "components": [
        {"type": 2, "style": 1, "label": "Board", "custom_id": "board:1"}]}]);
    let data = json!({"content": "before", "components": button});
    assert_eq!(call_back(&fake, &asked, 4, data).await, 204);
    let card = fake.shown_in(&group).pop().unwrap();
    let pressed = fake.unsent_click(&cat, &card, "board:1");
    let update = json!({"content": "after", "components": []});
    assert_eq!(call_back(&fake, &pressed, 7, update).await, 204);
    let edited = fake.message(card["id"].as_str().unwrap()).unwrap();
    assert_eq!(
        (&edited["content"], &edited["components"]),
        (&json!("after"), &json!([]))
    );
    assert_eq!(
        fake.shown_in(&group).len(),
        shown.len() + 1,
        "no new message"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_interactions_token_dies_after_fifteen_minutes_of_the_driven_clock() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let now = dir.path().join("now");
    write_clock(&now, T0);
    fake.follow_clock(&now);
    let (ann, bob, _) = players();
    fake.install(&ann);
    let dm = fake.user_dm(&ann, &bob);
    let asked = fake.unsent_slash_from(&dm, &ann, "help", &[]);
    let original = format!(
        "/webhooks/{APPLICATION_ID}/{}/messages/@original",
        asked.token
    );

    // A deferred answer is made by its first edit, and edited again while the token lives.
    let (status, made) = call(&fake, "PATCH", &original, json!({"content": "thinking"})).await;
    assert_eq!((status, &made["content"]), (200, &json!("thinking")));
    fake.advance_clock(TOKEN_LIFE_MS - 1_000);
    assert_eq!(fake.now_ms(), 1_800_000_000_000 + TOKEN_LIFE_MS - 1_000);
    let (status, _) = call(&fake, "PATCH", &original, json!({"content": "done"})).await;
    assert_eq!(status, 200);
    assert_eq!(follow_up(&fake, &asked, "still here").await.0, 200);

    // Fifteen minutes after the interaction, its webhook is gone.
    fake.advance_clock(1_000);
    let dead = (401, json!(INVALID_WEBHOOK_TOKEN));
    assert_eq!(follow_up(&fake, &asked, "too late").await, dead);
    let (status, answer) = call(&fake, "PATCH", &original, json!({"content": "late"})).await;
    assert_eq!((status, answer["code"].clone()), dead);
    let shown = fake.shown_in(&dm);
    assert_eq!(shown.len(), 2);
    assert_eq!(shown[0]["content"], "done");

    // A new interaction has a fresh token.
    let asked = fake.unsent_slash_from(&dm, &ann, "help", &[]);
    assert_eq!(follow_up(&fake, &asked, "fresh").await.0, 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn where_a_server_keeps_apps_private_every_answer_of_a_user_install_is_ephemeral() {
    let (fake, [ann, bob, _]) = ann_installed_teban().await;
    let private = fake.server_without_teban();
    fake.external_apps_off(private.guild.unwrap());
    let asked = fake.unsent_slash_from(&private, &ann, "rules", &[Opt::Str("game", "sensei")]);
    let permissions: u64 = asked.payload["app_permissions"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(permissions & (1 << 50), 0, "no Use External Apps");
    assert_eq!(
        call_back(&fake, &asked, 4, json!({"content": "rules"})).await,
        204
    );
    assert_eq!(follow_up(&fake, &asked, "more").await.0, 200);
    let shown = fake.shown_in(&private);
    assert_eq!(shown.len(), 2);
    assert!(shown.iter().all(is_ephemeral), "{shown:#?}");
    assert!(shown
        .iter()
        .all(|m| m["guild_id"] == private.guild.unwrap().to_string().as_str()));

    // Elsewhere, an answer is as public as the app asks.
    let dm = fake.user_dm(&ann, &bob);
    let asked = fake.unsent_slash_from(&dm, &ann, "rules", &[Opt::Str("game", "sensei")]);
    assert_eq!(
        call_back(&fake, &asked, 4, json!({"content": "rules"})).await,
        204
    );
    assert!(!is_ephemeral(&fake.shown_in(&dm)[0]));

    // Direct messages to a player are opened and posted to as before; closed ones refuse.
    let opened = call(
        &fake,
        "POST",
        "/users/@me/channels",
        json!({"recipient_id": "102"}),
    )
    .await;
    let channel = opened.1["id"].as_str().unwrap().to_string();
    let path = format!("/channels/{channel}/messages");
    assert_eq!(
        call(&fake, "POST", &path, json!({"content": "hi"})).await.0,
        200
    );
    fake.close_dms(&bob);
    let (status, answer) = call(&fake, "POST", &path, json!({"content": "hi"})).await;
    assert_eq!((status, &answer["code"]), (403, &json!(50007)));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[should_panic(expected = "bob has not installed teban for themselves")]
async fn the_fake_offers_no_command_in_a_group_dm_to_a_player_who_did_not_install_teban() {
    let fake = FakeDiscord::start().await;
    let (ann, bob, _) = players();
    let group = fake.group_dm(&[&ann, &bob]);
    fake.slash_from(&group, &bob, "help", &[]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[should_panic(expected = "/help is not a global command")]
async fn the_fake_offers_no_command_registered_in_a_server_alone_in_a_group_dm() {
    let fake = FakeDiscord::start().await;
    let help = json!([{"name": "help", "description": "How to play", "type": 1}]);
    let path = format!("/applications/{APPLICATION_ID}/guilds/{GUILD_ID}/commands");
    assert_eq!(call(&fake, "PUT", &path, help).await.0, 200);
    let (ann, bob, _) = players();
    fake.install(&ann);
    let group = fake.group_dm(&[&ann, &bob]);
    fake.slash_from(&group, &ann, "help", &[]);
}
