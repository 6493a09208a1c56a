//! Saving outside the game's lock. A change of the game is turned into a
//! [`SaveJob`] while the session lock is held (a copy of what the records
//! need: cheap, no I/O), queued, and written once the lock is released:
//! [`SessionLock`], the only way the core takes the session lock, writes
//! the jobs queued under it when it is dropped, before the command that
//! made the change returns its view. So a move the player saw is a move on
//! disk, and no other thread (the computer's move, the clock, another
//! command) waits for that `fsync`.
//!
//! Several threads may queue jobs: the queue keeps their order (they are
//! queued under the session lock), one writer at a time drains it (the
//! `saver` lock, held only while writing) in order. Every holder of the
//! session lock, when it lets go, waits until every job queued so far is
//! written (its own, or those another thread's writer is still busy with):
//! no state anyone saw is only in memory once they go on. A kill between the change and the
//! write leaves the records as they were before the change: the files are
//! replaced atomically (`records::write_atomic`).

use super::save_job::{SaveJob, SaveKind};
use super::AppCore;
use crate::session::GameSession;
use crate::sync::OrderedGuard;
use std::ops::{Deref, DerefMut};
use std::sync::atomic::Ordering;

/// The session lock. Dropping it releases the lock, then writes what was
/// queued while it was held.
pub(crate) struct SessionLock<'a> {
    core: &'a AppCore,
    guard: Option<OrderedGuard<'a, Option<GameSession>>>,
}

impl Deref for SessionLock<'_> {
    type Target = Option<GameSession>;
    fn deref(&self) -> &Option<GameSession> {
        self.guard.as_ref().expect("held until dropped")
    }
}

impl DerefMut for SessionLock<'_> {
    fn deref_mut(&mut self) -> &mut Option<GameSession> {
        self.guard.as_mut().expect("held until dropped")
    }
}

impl Drop for SessionLock<'_> {
    fn drop(&mut self) {
        drop(self.guard.take());
        // Whatever state this holder saw is on disk before it goes on: its
        // own changes, and those of a writer still busy with them.
        let inner = &self.core.inner;
        if inner.save_jobs.load(Ordering::SeqCst) > inner.saved_jobs.load(Ordering::SeqCst) {
            self.core.write_saves();
        }
    }
}

impl AppCore {
    /// Takes the session lock (see [`SessionLock`]).
    pub(super) fn session_lock(&self) -> SessionLock<'_> {
        let guard = self.inner.session.lock();
        SessionLock {
            core: self,
            guard: Some(guard),
        }
    }

    /// Queues the save of `session`'s state (called under the session
    /// lock; written when it is released).
    pub(super) fn queue_save(&self, session: &GameSession) {
        self.queue(SaveJob::of(SaveKind::Current, session));
    }

    /// Queues keeping `session` as unfinished, when it is being replaced
    /// while still going on (after at least one move).
    pub(super) fn queue_keep_unfinished(&self, session: &GameSession) {
        if session.is_playing() && session.ply() > 0 {
            self.queue(SaveJob::of(SaveKind::KeepUnfinished, session));
        }
    }

    fn queue(&self, job: SaveJob) {
        if self.records().store().is_none() {
            return;
        }
        let mut pending = self.inner.pending_saves.lock();
        pending.push(job);
        self.inner.save_jobs.fetch_add(1, Ordering::SeqCst);
    }

    /// Writes every queued job, one writer at a time. Never called with
    /// the session lock held.
    pub(super) fn write_saves(&self) {
        let _writer = self.inner.saver.lock();
        let jobs = std::mem::take(&mut *self.inner.pending_saves.lock());
        let done = jobs.len() as u64;
        let records = self.records().store();
        for job in jobs.iter().filter(|_| records.is_some()) {
            let records = records.as_ref().expect("filtered");
            match job.kind {
                SaveKind::Current => {
                    let saved = records.persist(job.session_id, &job.game, |uid, started| {
                        job.snapshot(uid, started)
                    });
                    let ended = saved.is_ok() && job.game.outcome().is_over();
                    self.storage_result(saved);
                    if ended {
                        self.inner.rating.count_game(job.session_id);
                    }
                }
                SaveKind::KeepUnfinished => {
                    let kept =
                        records.keep_unfinished(job.session_id, &job.game, |uid, started| {
                            job.snapshot(uid, started)
                        });
                    if let Err(e) = kept {
                        eprintln!("janggi: cannot keep the unfinished game: {e}");
                    }
                }
            }
        }
        self.inner.saved_jobs.fetch_add(done, Ordering::SeqCst);
    }
}
