//! How a replica's heavy work shares the CPU: evaluating a DELETE and building a
//! merge.
//!
//! openraft answers a write once the leader has applied it, so the leader's apply is
//! on the path of every write in the cluster; another replica's apply of the same entry
//! is on the path only of requests its own clients wait for. Each replica therefore
//! does the heavy work of an entry at [`Priority::Foreground`] when the entry is its
//! own (it was leader when the entry was proposed) and at [`Priority::Background`]
//! otherwise: the work yields the CPU to the queries the replica serves, and where
//! replicas share a machine, to the leader. Only threads the work starts for itself
//! are lowered (they end with it, and threads they start inherit the priority); the
//! replica's Raft, HTTP and query threads keep theirs. Priority orders the work, never
//! changes it: what an entry computes is the same either way.
//!
//! A DELETE's evaluation is lowered only once it has run for [`BACKGROUND_GRACE`]
//! (checked before each row group it reads): a
//! point DELETE is over well before, and a replica that lowered it would fall behind
//! the leader whenever the machine is busy, and its linearizable reads would wait for
//! it (they wait until the replica has applied the leader's commit index). A bulk
//! DELETE and a merge build are lowered.

use std::sync::atomic::{AtomicBool, Ordering};

/// The CPU priority of a piece of heavy work.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Priority {
    /// The work someone is waiting for: the threads keep the process's priority.
    #[default]
    Foreground,
    /// Work of an entry another replica proposed: threads run [`BACKGROUND_NICE`]
    /// steps nicer than the process, at most nice 19.
    Background,
}

/// How much nicer background work runs, in Linux nice steps (never past nice 19). From
/// nice 0 to 19 the scheduler gives a busy foreground thread about 70 times the share of
/// a background one; a core the foreground leaves idle still runs background work at
/// full speed.
pub const BACKGROUND_NICE: i32 = 19;

/// How long background DELETE evaluation runs at the process's priority before it is
/// lowered (checked between row groups, [`checkpoint`]).
pub const BACKGROUND_GRACE: std::time::Duration = std::time::Duration::from_millis(20);

thread_local! {
    /// When the calling thread is to be lowered to background priority, if it is.
    static LOWER_AT: std::cell::Cell<Option<std::time::Instant>> = const { std::cell::Cell::new(None) };
}

/// Lowers the calling thread if it was put at [`Priority::enter_after_grace`] and its
/// grace is over; cheap enough to call for every row group.
pub(crate) fn checkpoint() {
    LOWER_AT.with(|at| {
        if at.get().is_some_and(|t| std::time::Instant::now() >= t) {
            at.set(None);
            Priority::Background.enter();
        }
    });
}

impl Priority {
    /// Puts the calling thread at this priority once it has worked for
    /// [`BACKGROUND_GRACE`], at the first [`checkpoint`] after that. For threads the
    /// work started for itself, as [`Priority::enter`].
    pub(crate) fn enter_after_grace(self) {
        if self == Priority::Background {
            LOWER_AT.with(|at| at.set(Some(std::time::Instant::now() + BACKGROUND_GRACE)));
        }
    }

    /// Puts the calling thread at this priority; called first thing on a thread the
    /// work started for itself. A thread cannot be made less nice again without
    /// privilege, so it is never called on a shared thread. Failing to lower the
    /// priority only loses the ordering, so it is logged once and the work goes on.
    pub(crate) fn enter(self) {
        if self == Priority::Foreground {
            return;
        }
        let tid = rustix::thread::gettid();
        let lowered = rustix::process::getpriority_process(Some(tid)).and_then(|now| {
            rustix::process::setpriority_process(Some(tid), (now + BACKGROUND_NICE).min(19))
        });
        static WARNED: AtomicBool = AtomicBool::new(false);
        if let Err(e) = lowered {
            if !WARNED.swap(true, Ordering::Relaxed) {
                tracing::warn!(error = %e, "cannot lower the priority of background work; it runs at normal priority");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nice_of_this_thread() -> i32 {
        rustix::process::getpriority_process(Some(rustix::thread::gettid())).unwrap()
    }

    /// Background work given a grace keeps the process's priority until a checkpoint
    /// after the grace; foreground work never changes.
    #[test]
    fn background_work_is_lowered_only_after_its_grace() {
        let before = nice_of_this_thread();
        let (early, late, foreground) = std::thread::scope(|s| {
            let b = s.spawn(|| {
                Priority::Background.enter_after_grace();
                checkpoint();
                let early = nice_of_this_thread();
                std::thread::sleep(BACKGROUND_GRACE + std::time::Duration::from_millis(5));
                checkpoint();
                (early, nice_of_this_thread())
            });
            let f = s.spawn(|| {
                Priority::Foreground.enter_after_grace();
                std::thread::sleep(BACKGROUND_GRACE + std::time::Duration::from_millis(5));
                checkpoint();
                nice_of_this_thread()
            });
            let (early, late) = b.join().unwrap();
            (early, late, f.join().unwrap())
        });
        assert_eq!(early, before);
        assert_eq!(late, (before + BACKGROUND_NICE).min(19));
        assert_eq!(foreground, before);
    }

    /// Background work runs nicer than the process; foreground work and the thread
    /// that started it keep their priority.
    #[test]
    fn background_lowers_only_its_own_thread() {
        let before = nice_of_this_thread();
        let (background, foreground) = std::thread::scope(|s| {
            let b = s.spawn(|| {
                Priority::Background.enter();
                nice_of_this_thread()
            });
            let f = s.spawn(|| {
                Priority::Foreground.enter();
                nice_of_this_thread()
            });
            (b.join().unwrap(), f.join().unwrap())
        });
        assert_eq!(background, (before + BACKGROUND_NICE).min(19));
        assert_eq!(foreground, before);
        assert_eq!(nice_of_this_thread(), before);
    }
}
