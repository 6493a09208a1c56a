//! Two app cores in one process, each with its own records directory, as
//! two devices: helpers of the LAN tests.
#![allow(dead_code)]

use janggi::core::{AppCore, AppEvent, Notifier};
use janggi::dto::{BoardView, GameFilter, GameSummary, LanStatus, OutcomeDto, Phase};
use janggi::records::Records;
use janggi_rules::Square;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, Once};
use std::time::{Duration, Instant};

pub const T: Duration = Duration::from_secs(15);

static ENV: Once = Once::new();

/// Listens on loopback (tests have no Wi-Fi), claims after 1 s gone.
pub fn env() {
    ENV.call_once(|| {
        if std::env::var_os("JANGGI_LAN_BIND").is_none() {
            std::env::set_var("JANGGI_LAN_BIND", "127.0.0.1");
        }
        std::env::set_var("JANGGI_LAN_GONE_SECS", "1");
    });
}

/// One device: its core, its records directory, the events it sent.
pub struct Device {
    pub core: AppCore,
    pub dir: PathBuf,
    pub events: Arc<Mutex<Vec<String>>>,
}

pub fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("janggi-lan-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Starts (or restarts) a device on the records in `dir`, as the app's
/// setup does: records, the saved game, the saved LAN game.
pub fn device(dir: &std::path::Path) -> Device {
    env();
    let loaded = Records::open(dir);
    let events = Arc::new(Mutex::new(Vec::new()));
    let sink = events.clone();
    let notifier: Notifier = Arc::new(move |e: AppEvent| {
        sink.lock().unwrap().push(e.name().to_string());
    });
    let core = AppCore::new(loaded.settings, notifier);
    core.set_records(Arc::new(loaded.records));
    if let Some(saved) = &loaded.current {
        core.resume(saved);
    }
    core.lan_restore();
    Device {
        core,
        dir: dir.to_path_buf(),
        events,
    }
}

impl Device {
    pub fn view(&self) -> BoardView {
        self.core.get_view().expect("a game")
    }

    pub fn status(&self) -> LanStatus {
        self.core.lan_status()
    }

    /// Waits until `f` holds of the view.
    pub fn wait_view(&self, what: &str, f: impl Fn(&BoardView) -> bool) -> BoardView {
        let end = Instant::now() + T;
        loop {
            if let Ok(v) = self.core.get_view() {
                if f(&v) {
                    return v;
                }
            }
            assert!(Instant::now() < end, "timed out waiting for {what}");
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// Waits until `f` holds of the LAN status.
    pub fn wait_status(&self, what: &str, f: impl Fn(&LanStatus) -> bool) -> LanStatus {
        let end = Instant::now() + T;
        loop {
            let s = self.core.lan_status();
            if f(&s) {
                return s;
            }
            assert!(Instant::now() < end, "timed out waiting for {what}: {s:?}");
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    pub fn wait_ply(&self, ply: u32) -> BoardView {
        self.wait_view(&format!("ply {ply}"), |v| v.ply == ply)
    }

    /// Plays `uci` (`pass` or `a4b4`).
    pub fn play(&self, uci: &str) -> BoardView {
        if uci == "pass" || (uci.len() == 4 && uci[..2] == uci[2..]) {
            return self.core.pass_turn().expect("pass");
        }
        let (from, to) = squares(uci);
        self.core
            .make_move(from, to)
            .unwrap_or_else(|e| panic!("{uci}: {e:?}"))
    }

    pub fn finished(&self) -> Vec<GameSummary> {
        self.core
            .records()
            .list_games(GameFilter::default(), 0, 50)
            .unwrap()
            .games
    }

    /// Ids of the app's own sockets (inodes) from /proc/self/fd.
    pub fn is_over(&self) -> bool {
        matches!(self.view().phase, Phase::Over { .. })
    }
}

/// `a4b4` → square indices.
pub fn squares(uci: &str) -> (u32, u32) {
    let split = uci[1..]
        .find(|c: char| c.is_ascii_alphabetic())
        .map(|i| i + 1)
        .unwrap();
    let sq = |s: &str| {
        Square::parse(s)
            .unwrap_or_else(|| panic!("square {s}"))
            .index() as u32
    };
    (sq(&uci[..split]), sq(&uci[split..]))
}

/// Waits until `d`'s game is over (`what`); its outcome and ply.
pub fn over(d: &Device, what: &str) -> (OutcomeDto, u32) {
    let v = d.wait_view(what, |v| matches!(v.phase, Phase::Over { .. }));
    let Phase::Over { outcome } = v.phase else {
        unreachable!()
    };
    (outcome, v.ply)
}

/// Plays `uci` on `mover` and waits until both devices show it.
pub fn play(mover: &Device, other: &Device, uci: &str) {
    let ply = mover.view().ply;
    let v = mover.play(uci);
    assert_eq!(v.ply, ply + 1, "{uci}");
    other.wait_ply(ply + 1);
}

/// Both devices show the same game: plies, moves, pieces, setups.
pub fn same(a: &Device, b: &Device) {
    let (va, vb) = (a.view(), b.view());
    assert_eq!(va.ply, vb.ply);
    assert_eq!(
        va.moves.iter().map(|m| &m.uci).collect::<Vec<_>>(),
        vb.moves.iter().map(|m| &m.uci).collect::<Vec<_>>()
    );
    assert_eq!(va.frame.pieces, vb.frame.pieces);
    assert_eq!(va.setups, vb.setups);
}

/// Runs `ip` with `args`: its error text when it fails.
pub fn ip(args: &[&str]) -> Result<(), String> {
    let out = std::process::Command::new("ip")
        .args(args)
        .output()
        .map_err(|e| format!("ip: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "ip {}: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        ))
    }
}

/// Deletes the network namespaces (and their veth pairs) on drop.
pub struct Namespaces(pub Vec<String>);

impl Drop for Namespaces {
    fn drop(&mut self) {
        for ns in &self.0 {
            let _ = ip(&["netns", "del", ns]);
        }
    }
}

/// A file's text, empty when it is not there (yet).
pub fn read(p: &std::path::Path) -> String {
    std::fs::read_to_string(p).unwrap_or_default()
}

/// The ply a device in a namespace last wrote (`ply-<role>` in `work`).
pub fn ply_of(work: &std::path::Path, role: &str) -> u32 {
    read(&work.join(format!("ply-{role}")))
        .trim()
        .parse()
        .unwrap_or(0)
}
