//! How long a tournament's standings picture takes: 64 players in the final standings, podium
//! and two columns, drawn and PNG-encoded (the goal: under 15 ms and 150 KB).

use criterion::{black_box, Criterion};
use teban::i18n::Lang;
use teban::pairing::Format;
use teban::render::standings::{
    draw, headers, round_subtitle, standings_png, StandingsPicture, StandingsRow,
};

pub fn render(c: &mut Criterion) {
    let names = [
        "Ann",
        "Bartholomäus von Wolkenstein-Öd",
        "Дмитрий Кузнецов",
        "Γιώργος Παπαδόπουλος",
        "Łódź Guadalupe",
        "Maximiliane Schwarzenbergerinnen",
    ];
    let rows: Vec<StandingsRow> = (0..64u32)
        .map(|i| StandingsRow {
            rank: i + 1,
            name: names[i as usize % names.len()],
            points: f64::from(14 - i / 5) / 2.0,
            tie_breaks: [f64::from(60 - i / 2) / 2.0, f64::from(87 - i) / 4.0],
            played: 7,
            withdrawn: i % 9 == 8,
        })
        .collect();
    let words = headers(Lang::En, Format::Swiss { rounds: 7 });
    let subtitle = round_subtitle(Lang::En, None, 7);
    let picture = StandingsPicture {
        title: "Spring Swiss · Quoridor",
        subtitle: &subtitle,
        headers: words.each_ref().map(String::as_str),
        rows,
        podium: true,
    };
    println!("standings of 64: {} bytes", standings_png(&picture).len());
    c.bench_function("standings of 64 players, podium: render + png", |b| {
        b.iter(|| standings_png(black_box(&picture)))
    });
    // Drawing alone, to tell drawing from encoding.
    c.bench_function("standings of 64 players: draw only", |b| {
        b.iter(|| draw(black_box(&picture)))
    });
}
