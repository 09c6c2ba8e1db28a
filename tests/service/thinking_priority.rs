//! teban thinks on a thread of its own, at a lower priority than the table's.

use teban::table::shared::thinking::*;

/// The calling thread's nice value.
#[cfg(target_os = "linux")]
fn niceness() -> i32 {
    // SAFETY: plain system calls on the calling thread's own id.
    unsafe {
        let thread = libc::syscall(libc::SYS_gettid) as libc::id_t;
        libc::getpriority(libc::PRIO_PROCESS, thread)
    }
}

#[cfg(target_os = "linux")]
#[tokio::test]
async fn teban_thinks_on_a_thread_of_lower_priority_than_the_table() {
    let table = niceness();
    let (thinking, name) = think_aside(|| {
        (
            niceness(),
            std::thread::current().name().map(str::to_string),
        )
    })
    .await
    .unwrap();
    assert_eq!(thinking, (table + THINKING_NICENESS).min(19));
    assert_eq!(name.as_deref(), Some("teban-thinks"));
    // The table's own thread is as it was.
    assert_eq!(niceness(), table);
}
