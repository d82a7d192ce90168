//! Where a node runs work that blocks its thread (disk reads and writes, fsync, apply).

use std::path::Path;

/// Where blocking work runs. Every path through the node is the same either way; only
/// the thread differs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Blocking {
    /// On tokio's blocking threads (and sled's flush thread), so the async threads go
    /// on serving meanwhile. The default, and what the server uses.
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

    /// Flushes `tree` to disk.
    pub(crate) async fn flush(self, tree: &sled::Tree) -> sled::Result<()> {
        match self {
            Blocking::Threads => tree.flush_async().await.map(|_| ()),
            Blocking::Inline => tree.flush().map(|_| ()),
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
