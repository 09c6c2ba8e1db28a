//! The whole service path for one move: find the caller's game, load it, check the move, append
//! it in one transaction (fsync'd WAL commit); and the same with its board drawn, as the bot draws
//! it before sending (the service itself draws nothing). Plus the autocomplete query.

use criterion::Criterion;
use teban::games::GameKind;
use teban::store::{ChannelId, GuildId};
use teban::table::{Caller, Place, Player, Settings, Table};

/// Two pawns stepping back and forth forever: the game never ends, every move is legal.
const CYCLE: [&str; 4] = ["e2", "e8", "e1", "e9"];

pub fn service(c: &mut Criterion) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let table = rt.block_on(async {
        Table::open(Settings {
            database_url: format!("sqlite://{}", dir.path().join("bench.db").display()),
            challenge_minutes: 15,
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
    rt.block_on(
        table
            .games()
            .sit(place, &players, GameKind::Quoridor, None, false),
    )
    .unwrap();
    let mut ply = 0usize;
    let mut one_move = |drawn: bool| {
        let caller = Caller {
            player: players[ply % 2].clone(),
            place,
            lang: Default::default(),
            server_lang: None,
            home: Default::default(),
        };
        let reply = rt
            .block_on(table.games().play(&caller, CYCLE[ply % 4], None))
            .expect("the cycle is legal");
        let picture = reply.picture.expect("a move shows the board");
        if drawn {
            assert!(rt.block_on(picture.drawn()).is_some());
        }
        ply += 1;
    };
    c.bench_function("service: one move (load, check, append)", |b| {
        b.iter(|| one_move(false))
    });
    c.bench_function(
        "service: one move and its board drawn (load, check, append, render)",
        |b| b.iter(|| one_move(true)),
    );
    let caller = Caller {
        player: players[ply % 2].clone(),
        place,
        lang: Default::default(),
        server_lang: None,
        home: Default::default(),
    };
    c.bench_function("service: autocomplete", |b| {
        b.iter(|| {
            let moves = rt.block_on(table.games().autocomplete(&caller, "e", 25));
            assert!(!moves.is_empty());
        })
    });
}
