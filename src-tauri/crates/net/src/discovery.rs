//! Finding hosted games on the local network with DNS-SD over mDNS
//! (service `_janggi._tcp.local.`), and the address a host listens on.
//!
//! A host advertises only while it waits for a player ([`Advert`]: the
//! advert is withdrawn when it is dropped); [`discover`] browses for a
//! short while. Both are optional: the address can always be typed by
//! hand, and a network that drops multicast only loses the list.

use crate::transport::is_local_network;
use mdns_sd::{ServiceDaemon, ServiceEvent, ServiceInfo};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::{Duration, Instant};

/// The DNS-SD service type of a hosted game.
pub const SERVICE_TYPE: &str = "_janggi._tcp.local.";

/// A game found on the network.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The host player's name (TXT `name`).
    pub host_name: String,
    /// Where to join.
    pub addr: SocketAddr,
    /// The rule profile (TXT `profile`), as the host sent it.
    pub profile: String,
}

/// The first local-network IPv4 address of an interface that is not the
/// loopback (home Wi-Fi, a phone's hotspot), if any.
pub fn lan_ipv4() -> Option<Ipv4Addr> {
    let addrs = if_addrs::get_if_addrs().ok()?;
    addrs.iter().find_map(|i| match i.ip() {
        IpAddr::V4(v4) if !i.is_loopback() && is_local_network(IpAddr::V4(v4)) => Some(v4),
        _ => None,
    })
}

/// A hosted game's advert; withdrawn on drop.
pub struct Advert {
    daemon: ServiceDaemon,
    fullname: String,
}

impl std::fmt::Debug for Advert {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Advert")
            .field("fullname", &self.fullname)
            .finish()
    }
}

impl Advert {
    /// Advertises the game listening on `addr` (a local-network address).
    pub fn start(host_name: &str, addr: SocketAddr, profile: &str) -> Result<Advert, String> {
        if !is_local_network(addr.ip()) {
            return Err(format!("{} is not a local-network address", addr.ip()));
        }
        let daemon = ServiceDaemon::new().map_err(|e| e.to_string())?;
        let tag: u32 = rand::random();
        let instance = format!("janggi-{tag:08x}");
        let host = format!("{instance}.local.");
        let name: String = host_name.chars().take(40).collect();
        let props = [("name", name.as_str()), ("profile", profile), ("v", "1")];
        let info = ServiceInfo::new(
            SERVICE_TYPE,
            &instance,
            &host,
            addr.ip(),
            addr.port(),
            &props[..],
        )
        .map_err(|e| e.to_string())?;
        let fullname = info.get_fullname().to_string();
        daemon.register(info).map_err(|e| e.to_string())?;
        Ok(Advert { daemon, fullname })
    }
}

impl Drop for Advert {
    fn drop(&mut self) {
        if let Ok(rx) = self.daemon.unregister(&self.fullname) {
            let _ = rx.recv_timeout(Duration::from_millis(500));
        }
        if let Ok(rx) = self.daemon.shutdown() {
            let _ = rx.recv_timeout(Duration::from_millis(500));
        }
    }
}

/// Browses for hosted games for `wait`; only local-network addresses are
/// kept (at most 32 games).
pub fn discover(wait: Duration) -> Result<Vec<Found>, String> {
    let daemon = ServiceDaemon::new().map_err(|e| e.to_string())?;
    let rx = daemon.browse(SERVICE_TYPE).map_err(|e| e.to_string())?;
    let end = Instant::now() + wait;
    let mut found: Vec<Found> = Vec::new();
    while let Some(left) = end.checked_duration_since(Instant::now()) {
        let Ok(event) = rx.recv_timeout(left) else {
            break;
        };
        if let ServiceEvent::ServiceResolved(s) = event {
            let txt = |k: &str| {
                s.txt_properties
                    .get_property_val_str(k)
                    .map(|v| v.chars().take(40).collect::<String>())
                    .unwrap_or_default()
            };
            let mut ips: Vec<Ipv4Addr> = s.get_addresses_v4().into_iter().collect();
            ips.sort();
            // Prefer a LAN address over loopback (the same machine shows both).
            ips.sort_by_key(|ip| ip.is_loopback());
            let Some(ip) = ips.into_iter().find(|ip| is_local_network(IpAddr::V4(*ip))) else {
                continue;
            };
            let f = Found {
                host_name: txt("name"),
                addr: SocketAddr::new(IpAddr::V4(ip), s.get_port()),
                profile: txt("profile"),
            };
            if !found.iter().any(|x| x.addr == f.addr) && found.len() < 32 {
                found.push(f);
            }
        }
    }
    let _ = daemon.stop_browse(SERVICE_TYPE);
    if let Ok(rx) = daemon.shutdown() {
        let _ = rx.recv_timeout(Duration::from_millis(500));
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_a_public_address() {
        let a = Advert::start("x", "8.8.8.8:4000".parse().unwrap(), "xiangqi");
        assert!(a.is_err());
    }

    #[test]
    fn lan_ipv4_is_local_if_any() {
        if let Some(ip) = lan_ipv4() {
            assert!(is_local_network(IpAddr::V4(ip)) && !ip.is_loopback());
        }
    }
}
