//! A finished game's analysis on its page, found as a person finds it: the chart by its text for
//! those who cannot see it, the costliest moves as words.

use super::{driver, Room};
use crate::play::analysed_game;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_analysis_chart_and_costliest_moves_are_shown_under_a_finished_game() {
    let Some(driver) =
        driver("the_analysis_chart_and_costliest_moves_are_shown_under_a_finished_game").await
    else {
        return;
    };
    let Room {
        fake,
        dir: _dir,
        base,
        ann,
        bob,
        _bot,
    } = Room::open().await;
    let game = analysed_game(&fake, &ann, &bob).await;
    let page = driver.browser(&base, 800).await;
    page.log_in(&fake, &ann, &format!("/games/{game}")).await;
    page.text("Analysis").await;
    let chart = page
        .shown(fantoccini::Locator::XPath(
            "//img[@alt=\"Each side's chance to win over the game\"]",
        ))
        .await
        .expect("the chart is named for those who cannot see it");
    page.until(
        "const i = document.getElementById('analysis-chart'); \
         return i.complete && i.naturalWidth > 0;",
        "the chart was loaded",
    )
    .await;
    assert!(chart
        .attr("src")
        .await
        .unwrap()
        .unwrap()
        .ends_with("/analysis.png"));
    page.text("played d1 (").await;
    page.close().await;
}
