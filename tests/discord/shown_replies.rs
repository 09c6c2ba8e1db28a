//! What a reply shows on Discord: its embed, pings, limits and words in each language.

use poise::serenity_prelude as serenity;
use teban::discord::shown::*;
use teban::games::{GameKind, Seat};
use teban::i18n::Lang;
use teban::say;
use teban::table::{
    Action, ActionId, ActionStyle, Audience, GameCard, GameId, GameStatus, Player, Reply, SeatCard,
    UserId,
};
use teban::text::{marks, Text};

fn card() -> GameCard {
    let seat = |n: u8, id: u64, name: &str| SeatCard {
        seat: Seat::number(n),
        player: Player::new(id, name),
        playing: true,
        out_of_time: false,
        bank_ms: None,
    };
    GameCard {
        game: GameId(7),
        version: 3,
        kind: GameKind::Quoridor,
        variant: "2-players".into(),
        title: "Quoridor (2-players) · ann vs bob".into(),
        seats: vec![seat(1, 11, "ann"), seat(2, 22, "bob")],
        to_move: Some(Seat::number(2)),
        ply: 3,
        status: GameStatus::Active,
        rated: true,
        last_move: Some("e2".into()),
        draw_offers: Vec::new(),
        status_line: say!(
            Lang::En,
            "play-status-to-move",
            player = marks::name("bob"),
            move = 4
        ),
        due_at: Some(1_800_000_000_000),
    }
}

fn moves(n: usize) -> Vec<Action> {
    (0..n)
        .map(|i| Action {
            id: ActionId::Move {
                game: GameId(7),
                version: 3,
                notation: format!("m{i}"),
            },
            label: "x".repeat(100),
            style: ActionStyle::Primary,
        })
        .collect()
}

/// What `reply` shows without a picture.
fn shown_of(reply: Reply) -> Shown {
    shown(Drawn {
        reply,
        png: None,
        files: Vec::new(),
    })
}

fn json<T: serde::Serialize>(value: &T) -> serde_json::Value {
    serde_json::to_value(value).unwrap()
}

#[test]
fn a_position_pings_the_player_to_move_and_shows_the_board_in_the_embed() {
    let shown = shown(Drawn {
        reply: Reply {
            text: say!(
                Lang::En,
                "play-moved",
                player = marks::name("ann"),
                move = "e2"
            ),
            card: Some(card()),
            actions: moves(7),
            mention: vec![UserId(22)],
            ..Reply::default()
        },
        png: Some(vec![1, 2, 3]),
        files: Vec::new(),
    });
    assert_eq!(shown.content, "<@22>");
    assert_eq!(shown.pinged, vec![serenity::UserId::new(22)]);
    assert!(!shown.ephemeral);
    let embed = json(shown.embed.as_ref().unwrap());
    assert_eq!(embed["image"]["url"], "attachment://board.png");
    assert_eq!(embed["title"], "Quoridor (2-players) · ann vs bob");
    assert_eq!(embed["fields"][2]["value"], "4", "the move number");
    assert_eq!(embed["fields"][3]["name"], "Due");
    assert_eq!(embed["fields"][3]["value"], "<t:1800000000:R>");
    assert!(embed["fields"][1]["value"]
        .as_str()
        .unwrap()
        .contains("bob"));
    assert_eq!(shown.board.as_ref().unwrap().filename, BOARD_FILE);
    let rows: Vec<usize> = shown
        .rows
        .iter()
        .map(|r| json(r)["components"].as_array().unwrap().len())
        .collect();
    assert_eq!(rows, [5, 2]);
    let label = &json(&shown.rows[0])["components"][0]["label"];
    assert_eq!(label.as_str().unwrap().chars().count(), LABEL_MAX);
}

#[test]
fn a_refusal_is_ephemeral_plain_text_and_pings_nobody() {
    let refusal = shown_of(Reply {
        text: Text::words("it is not your turn"),
        mention: vec![UserId(22)],
        card: Some(card()),
        audience: Audience::Caller,
        ..Reply::default()
    });
    assert!(refusal.ephemeral);
    assert!(refusal.pinged.is_empty());
    assert!(refusal.board.is_none());
    let text = shown_of(Reply {
        text: Text::words("no game here"),
        audience: Audience::Caller,
        ..Reply::default()
    });
    assert_eq!(text.content, "no game here");
    assert!(text.embed.is_none());
}

#[test]
fn a_finished_game_shows_its_result_and_the_moves_played_not_a_next_move() {
    let mut finished = card();
    finished.to_move = None;
    finished.status = GameStatus::Finished(teban::games::Outcome::Draw);
    finished.status_line = say!(Lang::En, "play-outcome-draw");
    let shown = shown_of(Reply {
        card: Some(finished),
        ..Reply::default()
    });
    let embed = json(shown.embed.as_ref().unwrap());
    let fields: Vec<(String, String)> = embed["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["name"].as_str().unwrap().into(),
                f["value"].as_str().unwrap().into(),
            )
        })
        .collect();
    assert!(fields.contains(&("Result".into(), "drawn by agreement".into())));
    assert!(fields.contains(&("Moves played".into(), "3".into())));
    assert!(fields.iter().all(|(name, _)| name != "Move"));
    let mut aborted = card();
    aborted.to_move = None;
    aborted.status = GameStatus::Aborted;
    aborted.status_line = say!(Lang::En, "play-aborted-by", player = marks::name("bob"));
    let embed = json(
        shown_of(Reply {
            card: Some(aborted),
            ..Reply::default()
        })
        .embed
        .as_ref()
        .unwrap(),
    );
    assert_eq!(embed["fields"][1]["name"], "Result");
    assert_eq!(embed["fields"][1]["value"], "aborted by **bob**, unrated");
    assert_eq!(embed["fields"][2]["name"], "Moves played");
}

/// Counts what Discord counts against an embed's 6,000 characters.
fn embed_size(embed: &serde_json::Value) -> usize {
    let chars = |v: &serde_json::Value| v.as_str().map_or(0, |s| s.chars().count());
    chars(&embed["title"])
        + chars(&embed["description"])
        + chars(&embed["footer"]["text"])
        + embed["fields"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| chars(&f["name"]) + chars(&f["value"]))
            .sum::<usize>()
}

#[test]
fn the_largest_reply_is_cut_to_discords_limits_with_an_ellipsis() {
    let mut big = card();
    big.title = "Ｗ".repeat(400);
    for seat in &mut big.seats {
        seat.player.name = "漢".repeat(teban::table::LONGEST_NAME);
    }
    big.status_line = Text::words(&"x".repeat(3000));
    big.last_move = Some("y".repeat(2000));
    let text = Text::words(&"z".repeat(10_000));
    // In every language: the adapter's own words take their share of the embed.
    for lang in Lang::ALL {
        let with_embed = shown_of(Reply {
            text: text.clone(),
            card: Some(big.clone()),
            lang,
            mention: vec![UserId(11), UserId(22)],
            ..Reply::default()
        });
        let embed = json(with_embed.embed.as_ref().unwrap());
        assert_eq!(
            embed["title"].as_str().unwrap().chars().count(),
            limits::TITLE
        );
        assert!(embed["title"].as_str().unwrap().ends_with('…'));
        for field in embed["fields"].as_array().unwrap() {
            assert!(field["name"].as_str().unwrap().chars().count() <= limits::FIELD_NAME);
            assert!(field["value"].as_str().unwrap().chars().count() <= limits::FIELD_VALUE);
        }
        assert!(
            embed_size(&embed) <= limits::EMBED,
            "{}",
            embed_size(&embed)
        );
        let description = embed["description"].as_str().unwrap();
        assert_eq!(description.chars().count(), limits::DESCRIPTION);
        assert!(description.ends_with('…'));
    }
    let plain = shown_of(Reply {
        text,
        ..Reply::default()
    });
    assert_eq!(plain.content.chars().count(), limits::CONTENT);
    assert!(plain.content.ends_with('…'));
}

/// The "Players" field of `card` shown in `lang`.
fn players_in(card: &GameCard, lang: Lang) -> String {
    let shown = shown_of(Reply {
        card: Some(card.clone()),
        lang,
        ..Reply::default()
    });
    let embed = json(shown.embed.as_ref().unwrap());
    embed["fields"][0]["value"].as_str().unwrap().to_string()
}

#[test]
fn a_player_out_of_time_reads_so_with_an_empty_bank_and_one_who_resigned_reads_resigned() {
    let mut over = card();
    over.status = GameStatus::Finished(teban::games::Outcome::Win {
        winner: Seat::number(1),
        reason: teban::games::WinReason::Time,
    });
    over.to_move = None;
    over.seats[0].bank_ms = Some(3_600_000);
    over.seats[1].playing = false;
    over.seats[1].out_of_time = true;
    over.seats[1].bank_ms = Some(0);
    let lines = Lang::ALL.map(|lang| players_in(&over, lang));
    assert_eq!(
        lines,
        [
            "seat 1: **ann** (<@11>) ⏳ 1 hour\nseat 2: **bob** (<@22>) ⏳ 0 minutes (out of time)",
            "place 1 : **ann** (<@11>) ⏳ 1 heure\nplace 2 : **bob** (<@22>) ⏳ 0 minute (temps écoulé)",
            "Platz 1: **ann** (<@11>) ⏳ 1 Stunde\nPlatz 2: **bob** (<@22>) ⏳ 0 Minuten (Zeit abgelaufen)",
            "puesto 1: **ann** (<@11>) ⏳ 1 hora\npuesto 2: **bob** (<@22>) ⏳ 0 minutos (sin tiempo)",
        ]
    );
    // A resignation keeps its own word.
    over.seats[1].out_of_time = false;
    let resigned = players_in(&over, Lang::En);
    assert!(resigned.ends_with("⏳ 0 minutes (resigned)"), "{resigned}");
}

#[test]
fn the_embed_is_written_in_the_replys_language() {
    let mut resigned = card();
    resigned.seats[0].playing = false;
    let shown = shown_of(Reply {
        card: Some(resigned),
        lang: Lang::De,
        ..Reply::default()
    });
    let embed = json(shown.embed.as_ref().unwrap());
    let fields: Vec<(&str, &str)> = embed["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| (f["name"].as_str().unwrap(), f["value"].as_str().unwrap()))
        .collect();
    assert_eq!(
        fields,
        [
            (
                "Spieler",
                "Platz 1: **ann** (<@11>) (aufgegeben)\nPlatz 2: **bob** (<@22>) ← am Zug"
            ),
            ("Am Zug", "**bob** (<@22>)"),
            ("Zug", "4"),
            ("Fällig", "<t:1800000000:R>"),
            ("Letzter Zug", "`e2`"),
        ]
    );
    assert_eq!(
        embed["footer"]["text"],
        "Partie Nr. 7 · 2-players · gewertet · Version 3"
    );
    // teban thinking, in French; a game number is written as it is typed, never grouped.
    let mut thinking = card();
    thinking.game = GameId(12345);
    thinking.rated = false;
    thinking.seats[1].player = Player::teban(teban::ai::Level::Hard);
    let embed = json(
        shown_of(Reply {
            card: Some(thinking),
            lang: Lang::Fr,
            ..Reply::default()
        })
        .embed
        .as_ref()
        .unwrap(),
    );
    assert_eq!(embed["fields"][1]["name"], "Au trait");
    assert_eq!(
        embed["fields"][1]["value"],
        format!(
            "**{}** (réfléchit…)",
            Player::teban(teban::ai::Level::Hard).name
        )
    );
    assert_eq!(
        embed["footer"]["text"],
        "partie n° 12345 · 2-players · non classée · version 3"
    );
}

#[test]
fn never_more_buttons_than_discord_takes() {
    let shown = shown_of(Reply {
        actions: moves(40),
        ..Reply::default()
    });
    assert_eq!(shown.rows.len(), ROWS);
}
