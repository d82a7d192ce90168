//! Where a node runs work that blocks its thread (disk reads and writes, fsync, apply).

use std::path::Path;

/// Runs `f` with the calling thread at Linux nice `nice` (0: as it is), then puts the
/// thread back: blocking threads are shared. Raising a priority needs privilege;
/// without it `f` runs at the thread's own priority. Lowering it back is always
/// allowed.
pub(crate) fn at_nice<T>(nice: i32, f: impl FnOnce() -> T) -> T {
    if nice == 0 {
        return f();
    }
    let tid = rustix::thread::gettid();
    let Ok(before) = rustix::process::getpriority_process(Some(tid)) else {
        return f();
    };
    if nice >= before || rustix::process::setpriority_process(Some(tid), nice).is_err() {
        return f();
    }
    // Put back on the way out, a panic included.
    struct Restore(rustix::process::Pid, i32);
    impl Drop for Restore {
        fn drop(&mut self) {
            let _ = rustix::process::setpriority_process(Some(self.0), self.1);
        }
    }
    let _restore = Restore(tid, before);
    f()
}

/// Where blocking work runs. Every path through the node is the same either way; only
/// the thread differs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Blocking {
    /// On tokio's blocking threads, so the async threads go on serving meanwhile. The
    /// default, and what the server uses.
    #[default]
    Threads,
    /// On the calling task's own thread. For the deterministic simulation, which runs
    /// every node on one thread under a simulated clock: a job on another thread would
    /// finish at a moment the seed does not decide.
    Inline,
}

impl Blocking {
    /// Runs `f` where this mode says; `Err` only if `f` panicked on a blocking thread.
    pub(crate) async fn run<T, F>(self, f: F) -> Result<T, String>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        match self {
            Blocking::Threads => tokio::task::spawn_blocking(f)
                .await
                .map_err(|e| e.to_string()),
            Blocking::Inline => Ok(f()),
        }
    }

    /// Opens `path` for reading as the file type openraft's snapshots travel in.
    pub(crate) async fn open(self, path: &Path) -> std::io::Result<tokio::fs::File> {
        match self {
            Blocking::Threads => tokio::fs::File::open(path).await,
            Blocking::Inline => std::fs::File::open(path).map(tokio::fs::File::from_std),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nice() -> i32 {
        rustix::process::getpriority_process(Some(rustix::thread::gettid())).unwrap()
    }

    /// A shared blocking thread runs waited-for work at the raised priority when it
    /// may, and is always put back to its own afterwards.
    #[test]
    fn at_nice_raises_for_the_work_only() {
        std::thread::spawn(|| {
            let before = nice();
            let inside = at_nice(before - 1, nice);
            assert!(
                inside == before - 1 || inside == before,
                "{inside} vs {before}"
            );
            assert_eq!(nice(), before);
            assert_eq!(at_nice(0, nice), before);
            let panicked = std::panic::catch_unwind(|| at_nice(before - 1, || panic!("boom")));
            assert!(panicked.is_err());
            assert_eq!(nice(), before);
        })
        .join()
        .unwrap();
    }
}
