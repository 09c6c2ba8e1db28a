//! What the search knows of Sensei.

use super::{Level, Plan, Strategy};
use crate::games::{Seat, Sensei};

impl Strategy for Sensei {
    fn evaluate(&self, _seat: Seat) -> i32 {
        0
    }

    fn plan(level: Level) -> Plan {
        match level {
            Level::Easy => Plan {
                depth: 1,
                nodes: 10_000,
                blunders_per_mille: 300,
            },
            Level::Normal => Plan {
                depth: 2,
                nodes: 50_000,
                blunders_per_mille: 0,
            },
            Level::Hard => Plan {
                depth: 3,
                nodes: 200_000,
                blunders_per_mille: 0,
            },
        }
    }
}
