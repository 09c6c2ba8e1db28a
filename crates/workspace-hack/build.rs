// A build script, so that cargo builds this crate's build-dependencies: the same crates as its
// dependencies, for the host (where the macros run).
fn main() {}
