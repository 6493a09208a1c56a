//! The byte stream under a [`Connection`](crate::Connection): a TCP socket
//! for a game on the local network, or an encrypted session through a
//! relay (the `janggi-internet` crate). The handshake, the frames, the
//! bounds and the pings are the same on both.

use std::io::{self, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpStream};
use std::time::Duration;

/// A connected, ordered, reliable byte stream to the peer.
///
/// `read` waits at most the time given to [`Link::set_read_wait`] and then
/// fails with `WouldBlock` or `TimedOut`; `Ok(0)` means the stream ended.
pub trait Link: Read + Write + Send + 'static {
    /// A second handle on the same stream (one thread reads, one writes).
    fn split(&self) -> io::Result<Box<dyn Link>>;
    /// How long a `read` may wait for bytes.
    fn set_read_wait(&self, wait: Duration) -> io::Result<()>;
    /// Ends the stream in both directions (every handle sees the end).
    fn close_link(&self);
    /// The peer's socket address, where there is one.
    fn peer(&self) -> Option<SocketAddr>;
}

impl Link for TcpStream {
    fn split(&self) -> io::Result<Box<dyn Link>> {
        let w = self.try_clone()?;
        w.set_write_timeout(Some(Duration::from_secs(5)))?;
        Ok(Box::new(w))
    }

    fn set_read_wait(&self, wait: Duration) -> io::Result<()> {
        self.set_read_timeout(Some(wait))
    }

    fn close_link(&self) {
        let _ = self.shutdown(Shutdown::Both);
    }

    fn peer(&self) -> Option<SocketAddr> {
        self.peer_addr().ok()
    }
}
