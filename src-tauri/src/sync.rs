//! Locking that survives a panicking thread, and the app's lock order.
//!
//! The core's locks, its services' and the records' are [`Ordered`]: each has a
//! [`Rank`], and a thread takes them in rank order only (a lock of a later
//! rank under one of an earlier rank, never the other way, never two of one
//! rank). Debug builds check it: taking a lock out of order panics naming
//! both, so every test run checks the order the code really follows
//! (docs/architecture.md lists it). Release builds only lock.

use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::Duration;

/// Locks a mutex, recovering the data if a thread panicked while holding it
/// (the session stays usable; no command panics because of a poisoned lock).
pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// The lock order, outermost first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Rank {
    /// The two-device game (`LanState`).
    Lan,
    /// The file of the last import preview (the records service's).
    PendingImport,
    /// The reviews of this run (the review service's).
    Review,
    /// The one thread writing the queued saves (never under the session).
    Saver,
    /// The game (`GameSession`).
    Session,
    /// The leaves of the core: taken under any of the above, nothing of
    /// the core under them (the move clock, the settings service's
    /// settings, the LAN seat, notices, the save queue).
    Leaf,
    /// The stored rating, read and written back (the rating service's).
    Rating,
    /// The records' loaded store and games.
    Records,
    /// The last save outcome told to the UI (the records service's).
    Storage,
}

#[cfg(debug_assertions)]
thread_local! {
    static HELD: std::cell::RefCell<Vec<Rank>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// A mutex with a place in the lock order.
#[derive(Debug)]
pub(crate) struct Ordered<T> {
    rank: Rank,
    m: Mutex<T>,
}

impl<T> Ordered<T> {
    /// A mutex of `rank` holding `value`.
    pub(crate) const fn new(rank: Rank, value: T) -> Ordered<T> {
        Ordered {
            rank,
            m: Mutex::new(value),
        }
    }

    /// Locks it (recovering a poisoned lock's data, as [`lock`]). Debug
    /// builds panic when this thread holds a lock of this rank or a later
    /// one.
    #[track_caller]
    pub(crate) fn lock(&self) -> OrderedGuard<'_, T> {
        #[cfg(debug_assertions)]
        HELD.with(|held| {
            let mut held = held.borrow_mut();
            if let Some(&later) = held.iter().find(|&&r| r >= self.rank) {
                panic!(
                    "lock order: {:?} taken while {later:?} is held (held: {held:?})",
                    self.rank
                );
            }
            held.push(self.rank);
        });
        OrderedGuard {
            guard: Some(lock(&self.m)),
            rank: self.rank,
        }
    }
}

/// The guard of an [`Ordered`] lock.
pub(crate) struct OrderedGuard<'a, T> {
    guard: Option<MutexGuard<'a, T>>,
    #[cfg_attr(not(debug_assertions), allow(dead_code))]
    rank: Rank,
}

impl<'a, T> OrderedGuard<'a, T> {
    /// Waits on `cv`, the lock released meanwhile (as `Condvar::wait`).
    pub(crate) fn wait(mut self, cv: &Condvar) -> OrderedGuard<'a, T> {
        let g = self.guard.take().expect("held");
        self.guard = Some(cv.wait(g).unwrap_or_else(|e| e.into_inner()));
        self
    }

    /// Waits on `cv` for at most `dur` (as `Condvar::wait_timeout`).
    pub(crate) fn wait_timeout(mut self, cv: &Condvar, dur: Duration) -> OrderedGuard<'a, T> {
        let g = self.guard.take().expect("held");
        self.guard = Some(cv.wait_timeout(g, dur).unwrap_or_else(|e| e.into_inner()).0);
        self
    }
}

impl<T> std::ops::Deref for OrderedGuard<'_, T> {
    type Target = T;
    fn deref(&self) -> &T {
        self.guard.as_ref().expect("held")
    }
}

impl<T> std::ops::DerefMut for OrderedGuard<'_, T> {
    fn deref_mut(&mut self) -> &mut T {
        self.guard.as_mut().expect("held")
    }
}

impl<T> Drop for OrderedGuard<'_, T> {
    fn drop(&mut self) {
        drop(self.guard.take());
        #[cfg(debug_assertions)]
        HELD.with(|held| {
            let mut held = held.borrow_mut();
            if let Some(i) = held.iter().rposition(|&r| r == self.rank) {
                held.remove(i);
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn in_order_is_fine_and_out_of_order_panics_in_debug_builds() {
        let outer = Ordered::new(Rank::Session, 1);
        let inner = Ordered::new(Rank::Records, 2);
        {
            let _a = outer.lock();
            let _b = inner.lock();
        }
        {
            // One after the other: nothing held any more.
            drop(inner.lock());
            drop(outer.lock());
        }
        let wrong = std::panic::catch_unwind(|| {
            let _b = inner.lock();
            let _a = outer.lock();
        });
        assert_eq!(wrong.is_err(), cfg!(debug_assertions));
        let twice = std::panic::catch_unwind(|| {
            let leaf = Ordered::new(Rank::Leaf, ());
            let other = Ordered::new(Rank::Leaf, ());
            let _a = leaf.lock();
            let _b = other.lock();
        });
        assert_eq!(twice.is_err(), cfg!(debug_assertions));
        // The thread's record is clean after the panics.
        let _a = outer.lock();
        let _b = inner.lock();
    }
}
