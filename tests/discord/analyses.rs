//! The engine's analysis of a game, end to end on the loopback fake of Discord: the message that
//! ends a game offers Analyse; a click answers at once that the analysis is queued; the bot's
//! analyses task makes it and its post (the chart attached, each player's costliest moves) reaches
//! the game's channel through the outbox; `/analysis` then answers from the store, privately.

use crate::support::bot::{answer_in_the_end as answer, bot_on_fake, game_begun};
use crate::support::fake_discord::{FakeUser, Opt, CHANNEL_ID};
use teban::ai::analysis::Analysis;
use teban::i18n::Lang;
use teban::table::GameId;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_analyse_button_queues_the_analysis_and_its_chart_and_mistakes_are_posted() {
    let (fake, dir, _bot) = bot_on_fake().await;
    let ann = FakeUser::new(101, "ann");
    let bob = FakeUser::new(102, "bob");
    let game = game_begun(&fake, &ann, &bob).await;
    // Seat 1 steps aside twice (d1, c1: each a step further from its goal), seat 2 walks on.
    for notation in ["d1", "e8", "c1", "e7"] {
        for player in [&ann, &bob] {
            let asked = fake.slash(player, "move", &[Opt::Str("notation", notation)]);
            let calls = fake.wait_answer(&asked).await;
            if !answer(&calls).is_ephemeral() {
                break;
            }
        }
    }
    let asked = fake.slash(&bob, "resign", &[]);
    let calls = fake.wait_answer(&asked).await;
    let resigned = answer(&calls);
    let analyse = format!("analyse:{game}");
    assert!(
        resigned.button_ids().contains(&analyse),
        "{:?}",
        resigned.button_ids()
    );

    let asked = fake.click(&ann, &fake.posted(resigned), &analyse);
    let calls = fake.wait_answer(&asked).await;
    let queued = answer(&calls);
    assert!(!queued.is_ephemeral());
    assert_eq!(
        queued.text(),
        format!("Analysing game #{game}; the result will be posted in <#{CHANNEL_ID}>.")
    );

    let lead = format!("Analysis of game #{game}: each side's chance to win");
    let post = fake
        .wait_posted("the analysis", |m| {
            m["content"].as_str().is_some_and(|t| t.starts_with(&lead))
        })
        .await;
    assert_eq!(post["channel_id"], CHANNEL_ID.to_string());
    let chart_name = format!("teban-analysis-{game}.png");
    assert_eq!(post["attachments"][0]["filename"], chart_name.as_str());
    let sent = fake
        .calls()
        .into_iter()
        .flat_map(|c| c.files)
        .find(|f| f.filename == chart_name)
        .expect("the chart was sent");
    let chart = image::load_from_memory(&sent.bytes).expect("a PNG");
    assert_eq!(
        (chart.width(), chart.height()),
        (
            teban::render::analysis::WIDTH,
            teban::render::analysis::HEIGHT
        )
    );

    // The words are the stored analysis's, each player's costliest moves.
    let url = format!("sqlite://{}", dir.path().join("teban.db").display());
    let store = teban::store::Store::open(&url).await.unwrap();
    let row = store.game(GameId(game)).await.unwrap().unwrap();
    let stored = store
        .analysis_of(GameId(game), row.version)
        .await
        .unwrap()
        .unwrap();
    let analysis: Analysis = serde_json::from_str(&stored.analysis.unwrap()).unwrap();
    assert_eq!(analysis.plies.len(), 4);
    let names: Vec<String> = (0..2).map(|i| row.name_of(teban::games::Seat(i))).collect();
    let text = post["content"].as_str().unwrap();
    assert!(
        text.starts_with(&teban::discord::markup::markup(
            &teban::table::analysis_text(GameId(game), &analysis, &names, Lang::En)
        )),
        "{text}"
    );
    assert!(
        text.contains(&format!("\n- move 1, **{}** played d1 (", names[0])),
        "{text}"
    );

    // Asked again, the stored analysis is shown at once to the one who asks, chart and all.
    let asked = fake.slash(&bob, "analysis", &[Opt::Int("game", game)]);
    let calls = fake.wait_answer(&asked).await;
    let again = answer(&calls);
    assert!(again.is_ephemeral(), "{calls:#?}");
    assert!(again.text().starts_with(&lead), "{}", again.text());
    assert_eq!(again.files.len(), 1);
    assert_eq!(again.files[0].filename, chart_name);
}
