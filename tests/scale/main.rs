//! The bot at scale, alone in its binary so that nothing else runs beside it: processes of
//! `teban loadtest` sharing one PostgreSQL database, one of them killed in the middle of its run;
//! `teban loadtest --web` and its live pages; the database's tools on a load run's database
//! (`teban backup` during the run, `teban copy` of what it left).

// What the test binaries share (tests/support).
use teban_test_support as support;

mod backup_during_load;
mod database_copy;
mod load_run;
mod players;
mod web_load_run;
