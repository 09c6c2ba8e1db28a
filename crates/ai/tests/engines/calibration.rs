use teban_ai::calibration::{self, *};
use teban_ai::search::SURE_WIN;
use teban_games::GameKind;

#[test]
fn the_fit_finds_the_win_rates_the_positions_were_drawn_from() {
    // Scores every 10 from -500 to 500, won as often as a curve of scale 0.01 says.
    let curve = |score: i32| 1.0 / (1.0 + (-(score as f64) * 0.01).exp());
    let mut positions = Vec::new();
    for score in (-500..=500).step_by(10) {
        let wins = (curve(score) * 100.0).round() as usize;
        positions.extend((0..100).map(|i| (score, i < wins)));
    }
    let fit = fit(&positions);
    for score in (-500..=500).step_by(50) {
        assert!((fit.chance(score) - curve(score)).abs() < 0.02, "{score}");
    }
    // Rising, and beyond the sample the nearest step.
    assert!(fit.steps.windows(2).all(|w| w[0].1 <= w[1].1));
    assert!(fit.chance(SURE_WIN) > 0.95);
    assert!(fit.chance(-SURE_WIN) < 0.05);
    // A higher score that won less is pooled with the one below it.
    let mut positions = vec![(0, true); 100];
    positions.extend(vec![(10, false); 100]);
    positions.extend(vec![(20, true); 100]);
    let pooled = calibration::fit(&positions);
    assert_eq!(pooled.steps, vec![(10, 0.5), (20, 1.0)]);
    // A step of a few positions joins its neighbour nearer in chance.
    positions.extend(vec![(30, false); 5]);
    let merged = calibration::fit(&positions);
    assert_eq!(merged.steps.len(), 2, "{merged:?}");
}

/// The calibration's check on the committed positions: over at least 1,000 positions of
/// games the fit did not see, in each tenth of predicted chance holding 30 positions or more,
/// the observed win rate is within 10 points of the prediction. A mapping that halves
/// the distance of every chance to certainty fails the same check.
#[test]
fn the_chances_are_within_ten_points_of_the_win_rates_on_held_out_games() {
    for (kind, variant, csv) in SAMPLES {
        let samples = read_samples(csv).unwrap();
        let held_out = samples.iter().filter(|s| s.check).count();
        assert!(held_out >= 1000, "{kind} {variant}: {held_out} positions");
        let fit = fit_for(*kind, variant);
        let (all, off) = check(&fit, &samples, 30, 0.10);
        assert!(off.is_empty(), "{kind} {variant}: {off:?} of {all:?}");
        // Positions were judged in most tenths, not all in one.
        assert!(all.iter().filter(|d| d.count >= 30).count() >= 3, "{all:?}");
        let steep = Fit {
            steps: fit
                .steps
                .iter()
                .map(|(upper, p)| (*upper, if *p < 0.5 { p / 2.0 } else { (1.0 + p) / 2.0 }))
                .collect(),
            ..fit
        };
        let (_, off) = check(&steep, &samples, 30, 0.10);
        assert!(!off.is_empty(), "{kind} {variant}: a wrong curve passed");
    }
}

#[test]
fn deciles_count_what_they_hold() {
    let d = deciles(&[(0.05, false), (0.07, true), (0.95, true)]);
    assert_eq!(d.len(), 2);
    assert_eq!((d[0].tenth, d[0].count), (0, 2));
    assert!((d[0].observed - 0.5).abs() < 1e-9);
    assert!((d[1].predicted - 0.95).abs() < 1e-9);
    assert_eq!(d[1].tenth, 9);
}

#[test]
fn more_seats_share_the_odds() {
    let score = 0;
    let two = chance(GameKind::Quoridor, "2-players", 2, score);
    let four = chance(GameKind::Quoridor, "4-players", 4, score);
    let even = fit_for(GameKind::Quoridor, "2-players").chance(0);
    assert!((two - even).abs() < 1e-12);
    assert!((four - even / (even + 3.0 * (1.0 - even))).abs() < 1e-12);
}

#[test]
fn samples_read_back_as_written() {
    let samples = vec![
        Sample {
            check: false,
            score: -120,
            won: false,
        },
        Sample {
            check: true,
            score: 40,
            won: true,
        },
    ];
    assert_eq!(read_samples(&write_samples(&samples)).unwrap(), samples);
    assert_eq!(
        read_samples("set,score,won\nfit,12,maybe\n").unwrap_err(),
        BadSample(2)
    );
}
