//! The bot at scale, alone in its binary so that nothing else runs beside it: processes of
//! `teban loadtest` sharing one PostgreSQL database, one of them killed in the middle of its run;
//! `teban loadtest --web` and its live pages.

// What the test binaries share (tests/support).
use teban_test_support as support;

mod load_run;
mod web_load_run;
