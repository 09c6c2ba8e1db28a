//! Live pages across processes (PostgreSQL): a move committed by one process reaches the pages
//! another serves, through the database's notifications, as the view each page shows; a listener that lost its connection
//! tells the pages to read the game again, then hears the next moves. Two services over one
//! database stand for the two processes, the second serving the web in this test's own process.
//! Without PostgreSQL the test says it is skipped in one line (under CI, it fails).

use std::net::SocketAddr;

use crate::live::LiveStream;
use crate::support::fake_discord::{FakeDiscord, GUILD_ID, TOKEN};
use crate::support::postgres;
use teban::games::GameKind;
use teban::store::changes::LISTENER_NAME;
use teban::table::{ActionId, Caller, ChallengeRequest, Settings, Table};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_committed_by_one_process_reaches_a_page_served_by_another() {
    let Some(url) = postgres::fresh_database().await else {
        return;
    };
    let fake = FakeDiscord::start().await;
    let settings = Settings {
        database_url: url,
        ..Settings::default()
    };
    let one = Table::open(settings.clone()).await.unwrap();
    let two = Table::open(settings).await.unwrap();
    let web = teban::web::Settings {
        addr: SocketAddr::from(([127, 0, 0, 1], 0)),
        public_url: String::new(),
        client_id: "1".into(),
        client_secret: String::new(),
        authorize_url: teban::web::settings::DISCORD_AUTHORIZE_URL.into(),
        api: fake.base.clone(),
        bot_token: TOKEN.into(),
        local: false,
    };
    let addr = teban::web::serve(two.clone(), web).await.unwrap();

    // Ann and bob play on the first process; carl follows on the second one's page.
    let channel = 4_242;
    let ann = Caller::new(101, "ann", Some(GUILD_ID), channel);
    let bob = Caller::new(102, "bob", Some(GUILD_ID), channel);
    let request = ChallengeRequest {
        kind: GameKind::Quoridor,
        variant: None,
        opponents: vec![bob.player.clone()],
        rated: false,
        clock: None,
    };
    let made = one.challenges().challenge(&ann, request).await.unwrap();
    let challenge = made
        .actions
        .iter()
        .find_map(|a| match a.id {
            ActionId::Accept { challenge } => Some(challenge),
            _ => None,
        })
        .unwrap();
    let card = one
        .challenges()
        .accept(&bob, challenge)
        .await
        .unwrap()
        .card
        .unwrap();
    let carl = teban::web::open_session(&two, 103.into(), "carl", "en-US")
        .await
        .unwrap();
    let cookie = format!("{}={carl}", teban::web::SESSION_COOKIE);
    let mut page = LiveStream::open(&format!("http://{addr}"), card.game.0, &cookie).await;
    assert_eq!(page.expect("version").await, card.version.to_string());

    // Seat 1 moves first: whoever sits there plays e2 on the first process.
    let row = one.store().game(card.game).await.unwrap().unwrap();
    let first = [&ann, &bob]
        .into_iter()
        .find(|c| row.seat_of(c.player.id) == row.state.to_move())
        .unwrap();
    let second = if first.player.id == ann.player.id {
        &bob
    } else {
        &ann
    };
    one.games().play(first, "e2", None).await.unwrap();
    let view = page.view().await;
    assert_eq!(view["version"], card.version + 1);
    assert_eq!(view["moves"][0]["notation"], "e2");

    // The second process's listener loses its connection (the database ends it): once it is
    // back, the page is told to read the game again, and hears the next move.
    let ended: Vec<bool> = sqlx::query_scalar(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
             WHERE application_name = $1",
    )
    .bind(LISTENER_NAME)
    .fetch_all(one.store().pool())
    .await
    .unwrap();
    assert_eq!(
        ended,
        vec![true, true],
        "both processes' listeners were ended"
    );
    page.expect("lagged").await;
    one.games().play(second, "e8", None).await.unwrap();
    // Each commit told once: the next event is the next move's.
    let view = page.view().await;
    assert_eq!(view["version"], card.version + 2);
    assert_eq!(view["moves"][1]["notation"], "e8");
}
