//! How long `/profile` takes with its chart: a player with 200 finished, rated games across the
//! three games (each with a move, so that there are times per move), read and drawn.

use criterion::Criterion;
use teban::clock::ManualClock;
use teban::games::GameKind;
use teban::store::{ChannelId, GuildId};
use teban::table::{Caller, Place, Player, Settings, Table};

const GAMES: usize = 200;

pub fn profile(c: &mut Criterion) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::at(1_800_000_000_000);
    let table = rt.block_on(async {
        Table::open(Settings {
            database_url: format!("sqlite://{}", dir.path().join("bench.db").display()),
            clock: std::sync::Arc::new(clock.clone()),
            ..Settings::default()
        })
        .await
        .unwrap()
    });
    let place = Place {
        guild: Some(GuildId(1)),
        channel: ChannelId(1),
    };
    let players = [Player::new(1, "ann"), Player::new(2, "bob")];
    let kinds = [GameKind::Quoridor, GameKind::Sensei, GameKind::Niwa];
    rt.block_on(async {
        for g in 0..GAMES {
            let seating = table
                .games()
                .sit(place, &players, kinds[g % 3], None, true)
                .await
                .unwrap();
            clock.advance(((g % 7) as i64 + 1) * 600_000);
            let mover = seating.card.player_to_move().unwrap().clone();
            let who = Caller {
                player: mover,
                place,
                lang: Default::default(),
                server_lang: None,
                home: Default::default(),
            };
            if kinds[g % 3] == GameKind::Quoridor {
                let step = if who.player.id == seating.card.seats[0].player.id {
                    "e2"
                } else {
                    "e8"
                };
                table.games().play(&who, step, None).await.unwrap();
                clock.advance(3_600_000);
            }
            let loser = &players[g % 2];
            table
                .games()
                .resign(
                    &Caller {
                        player: loser.clone(),
                        place,
                        lang: Default::default(),
                        server_lang: None,
                        home: Default::default(),
                    },
                    None,
                )
                .await
                .unwrap();
        }
    });
    let asker = Caller {
        player: players[1].clone(),
        place,
        lang: Default::default(),
        server_lang: None,
        home: Default::default(),
    };
    let reply = rt
        .block_on(table.standings().profile(&asker, &players[0]))
        .unwrap();
    println!(
        "profile: {} characters on Discord, chart {} bytes",
        teban::discord::markup::width(&reply.text),
        reply.picture.as_ref().map_or(0, |p| p.png().len())
    );
    c.bench_function("profile with its chart: 200 rated games", |b| {
        b.iter(|| {
            let reply = rt
                .block_on(table.standings().profile(&asker, &players[0]))
                .unwrap();
            // Drawn as the bot draws it before sending (the service draws nothing).
            let chart = reply.picture.expect("a chart").png();
            assert!(!chart.is_empty());
        })
    });
}
