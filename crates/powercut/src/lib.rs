//! A filesystem for tests that forgets, on a power cut, everything that was not made
//! durable: a file's bytes since its last `fsync`/`fdatasync`, and a directory's
//! entries (files created, renamed, linked or removed) since the directory's last
//! `fsync`. This is the strict reading of POSIX that a real disk is allowed to apply;
//! [`tree`] has the rules.
//!
//! It runs in the test's own process over FUSE, holding every file in memory:
//!
//! ```text
//! let disk = Mount::new(&dir)?;   // node's data directory on it
//! ... run the node, SIGKILL it ...
//! let cut = disk.power_cut();     // what was not synced is gone
//! ... start the node again on what is left ...
//! ```
//!
//! The kernel caches neither names nor attributes for it, and files are opened for
//! direct I/O (no page cache), so after a cut every process sees the reverted state.
//! Cut only when no process is writing: kill the node (and wait for it) first, as a
//! power cut would.

mod content;
mod fs;
pub mod tree;

use std::{
    io,
    path::{Path, PathBuf},
    sync::Arc,
};

use fuser::{BackgroundSession, Config, MountOption};

pub use tree::Cut;

/// Why the filesystem cannot be mounted here, if it cannot: no `/dev/fuse`, or no
/// permission to mount (the caller decides whether that skips or fails a test). Tries
/// a real mount once per process.
pub fn unavailable() -> Option<String> {
    static PROBE: std::sync::OnceLock<Option<String>> = std::sync::OnceLock::new();
    PROBE
        .get_or_init(|| {
            if let Err(e) = std::fs::OpenOptions::new()
                .read(true)
                .write(true)
                .open("/dev/fuse")
            {
                return Some(format!("/dev/fuse cannot be opened: {e}"));
            }
            let dir = std::env::temp_dir()
                .join(format!("maskhouse-powercut-probe-{}", std::process::id()));
            let mounted = Mount::new(&dir).map(drop);
            let _ = std::fs::remove_dir(&dir);
            mounted
                .err()
                .map(|e| format!("a FUSE filesystem cannot be mounted: {e}"))
        })
        .clone()
}

/// A mounted power-cut filesystem; unmounted when dropped.
pub struct Mount {
    path: PathBuf,
    shared: Arc<fs::Shared>,
    session: Option<BackgroundSession>,
}

impl Mount {
    /// Mounts an empty filesystem on the directory `path` (created if missing), owned
    /// by this process's user.
    pub fn new(path: &Path) -> io::Result<Mount> {
        std::fs::create_dir_all(path)?;
        let trace = std::env::var("MASKHOUSE_POWERCUT_TRACE").ok();
        let shared = Arc::new(fs::Shared::new(
            trace.as_deref(),
            path.display().to_string(),
        ));
        *shared.tree() = Some(tree::Tree::new(
            rustix::process::getuid().as_raw(),
            rustix::process::getgid().as_raw(),
        ));
        let mut config = Config::default();
        config.mount_options = vec![
            MountOption::FSName("maskhouse-powercut".into()),
            MountOption::NoAtime,
        ];
        let filesystem = fs::PowerCutFs {
            shared: shared.clone(),
        };
        let session = fuser::spawn_mount(filesystem, path, &config).map_err(|e| {
            io::Error::new(e.kind(), format!("mount FUSE at {}: {e}", path.display()))
        })?;
        Ok(Mount {
            path: path.to_path_buf(),
            shared,
            session: Some(session),
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Loses power: every file and directory goes back to what was last made durable,
    /// and every open handle is gone. The processes using the filesystem must be dead.
    pub fn power_cut(&self) -> Cut {
        let mut tree = self.shared.tree();
        let cut = tree.as_mut().map(|t| t.cut()).unwrap_or_default();
        // Under the tree's lock: no request sees the cut tree with an old handle.
        self.shared.drop_handles();
        drop(tree);
        self.shared.said(|| format!("power cut: {cut:?}"));
        cut
    }
}

impl Drop for Mount {
    fn drop(&mut self) {
        // Refuse requests first, so that unmounting never waits on a busy tree.
        self.shared.tree().take();
        if let Some(session) = self.session.take() {
            if session.umount_and_join().is_err() {
                // Still in use (a process that outlived its test): detached now, gone
                // when its last user is.
                let _ = std::process::Command::new("fusermount3")
                    .arg("-uz")
                    .arg(&self.path)
                    .status();
            }
        }
    }
}
