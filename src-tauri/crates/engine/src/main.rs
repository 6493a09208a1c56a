//! `janggi-engine`: a UCI front end for Janggi and Xiangqi.
fn main() {}
