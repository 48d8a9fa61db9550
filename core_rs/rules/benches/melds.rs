//! Benchmarks of the meld search (filled in below).
fn main() {}
