//! The bot at scale, alone in its binary so that nothing else runs beside it: processes of
//! `teban loadtest` sharing one PostgreSQL database, one of them killed in the middle of its run.

// The support's fake Discord builds its payloads with large `json!` literals.
#![recursion_limit = "256"]

// Each test binary uses a part of the shared support; the rest is dead code here.
#[allow(dead_code)]
#[path = "../support/mod.rs"]
mod support;

mod load_run;
