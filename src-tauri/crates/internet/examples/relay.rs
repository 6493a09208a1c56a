//! A Nostr relay on one address, for tests and for trying the game
//! between two machines: nostr-relay-builder's `LocalRelay` (the relay
//! implementation of the rust-nostr project, events in memory).
//!
//! `cargo run -p janggi-internet --example relay -- 127.0.0.1:7777`
//! prints `ws://127.0.0.1:7777` once it listens, and runs until killed.

use nostr_relay_builder::prelude::*;
use std::net::SocketAddr;

#[tokio::main]
async fn main() {
    let addr: SocketAddr = match std::env::args().nth(1).unwrap_or_default().parse() {
        Ok(a) => a,
        Err(_) => {
            eprintln!("usage: relay <ip:port>");
            std::process::exit(2);
        }
    };
    let builder = RelayBuilder::default()
        .addr(addr.ip())
        .port(addr.port())
        .rate_limit(RateLimit {
            max_reqs: 64,
            notes_per_minute: 6000,
        });
    let relay = LocalRelay::new(builder);
    if let Err(e) = relay.run().await {
        eprintln!("relay: {e}");
        std::process::exit(1);
    }
    println!("{}", relay.url().await);
    std::future::pending::<()>().await;
}
