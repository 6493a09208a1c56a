//! A real Nostr relay on loopback for tests: nostr-relay-builder's
//! `LocalRelay` (crates.io), on its own runtime thread; stopped on drop.
#![allow(dead_code)]

use nostr_relay_builder::prelude::{LocalRelay, RateLimit, RelayBuilder};
use std::net::TcpListener;
use std::thread;
use std::time::Duration;

/// A relay on 127.0.0.1:`port`, on its own runtime thread.
pub struct TestRelay {
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<thread::JoinHandle<()>>,
    pub url: String,
}

pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

impl TestRelay {
    pub fn start(port: u16) -> TestRelay {
        TestRelay::start_on("127.0.0.1", port)
    }

    /// A relay on `ip`:`port` (`0.0.0.0` for every interface).
    pub fn start_on(ip: &str, port: u16) -> TestRelay {
        let ip: std::net::IpAddr = ip.parse().unwrap();
        let (tx, rx) = tokio::sync::oneshot::channel::<()>();
        let (ready_tx, ready_rx) = std::sync::mpsc::channel();
        let thread = thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(1)
                .enable_all()
                .build()
                .unwrap();
            rt.block_on(async move {
                let builder = RelayBuilder::default()
                    .addr(ip)
                    .port(port)
                    .rate_limit(RateLimit {
                        max_reqs: 64,
                        notes_per_minute: 6000,
                    });
                let relay = LocalRelay::new(builder);
                relay.run().await.unwrap();
                ready_tx.send(relay.url().await.to_string()).unwrap();
                let _ = rx.await;
                relay.shutdown();
            });
        });
        let url = ready_rx.recv_timeout(Duration::from_secs(15)).unwrap();
        TestRelay {
            stop: Some(tx),
            thread: Some(thread),
            url,
        }
    }

    pub fn stop(&mut self) {
        if let Some(s) = self.stop.take() {
            let _ = s.send(());
        }
        if let Some(t) = self.thread.take() {
            t.join().unwrap();
        }
    }
}

impl Drop for TestRelay {
    fn drop(&mut self) {
        self.stop();
    }
}
