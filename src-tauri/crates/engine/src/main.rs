//! `janggi-engine`: a UCI front end for Janggi and Xiangqi (see [`uci`]).
//!
//! Reads commands from stdin, one per line, until `quit` or end of input.

mod uci;

use std::io::{self, BufRead};

fn main() {
    let stdout = io::stdout();
    let mut front = uci::Uci::new(stdout);
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut buf = Vec::new();
    loop {
        buf.clear();
        // Read raw bytes so that invalid UTF-8 is an unknown command, not an
        // I/O error that ends the engine.
        match input.read_until(b'\n', &mut buf) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let line = String::from_utf8_lossy(&buf);
        if front.handle(&line) == uci::Flow::Quit {
            break;
        }
    }
}
