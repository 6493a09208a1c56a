//! The move clock: one thread that waits for the armed deadline and, when
//! it passes, applies the timeout to the session (if still current).

use super::{AppCore, AppEvent};
use crate::clock::now_ms;
use crate::session::TimerJob;
use std::sync::atomic::Ordering;
use std::time::Duration;

impl AppCore {
    /// Arms the single timer thread for `job` (or disarms it).
    pub(super) fn set_timer(&self, job: Option<TimerJob>) {
        {
            let mut t = self.inner.timer.lock();
            if *t == job {
                return;
            }
            *t = job;
        }
        self.inner.timer_cv.notify_all();
        if job.is_some() && !self.inner.timer_started.swap(true, Ordering::SeqCst) {
            let core = self.clone();
            let spawned = std::thread::Builder::new()
                .name("janggi-timer".into())
                .spawn(move || core.timer_loop());
            if spawned.is_err() {
                self.inner.timer_started.store(false, Ordering::SeqCst);
            }
        }
    }

    /// Waits for the armed deadline; when it passes, the side to move loses
    /// on time (if the deadline is still current) and `game-updated` goes out.
    fn timer_loop(&self) {
        let mut guard = self.inner.timer.lock();
        loop {
            if self.inner.shutting_down.load(Ordering::SeqCst) {
                return;
            }
            match *guard {
                None => {
                    guard = guard.wait(&self.inner.timer_cv);
                }
                Some(job) => {
                    let now = now_ms();
                    if now < job.deadline_ms {
                        let wait = Duration::from_millis(job.deadline_ms - now);
                        guard = guard.wait_timeout(&self.inner.timer_cv, wait);
                        continue;
                    }
                    *guard = None;
                    drop(guard);
                    let view = {
                        let mut s = self.session_lock();
                        match s.as_mut() {
                            Some(session) => {
                                // Re-arms the clock (the next setup chooser) and
                                // starts the computer if it is now to move.
                                session.expire(job).then(|| self.after_change(session))
                            }
                            None => None,
                        }
                    };
                    if let Some(v) = view {
                        self.emit(AppEvent::GameUpdated(Box::new(v)));
                    }
                    guard = self.inner.timer.lock();
                }
            }
        }
    }
}
