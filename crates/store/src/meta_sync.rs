//! A real sync of the metadata database after sled's flush, its blob files included.
//!
//! On Linux sled's `flush` writes its log with `sync_file_range`, which writes the data
//! pages but neither syncs the file's metadata (its size as it grows) nor flushes the
//! disk's write cache: what it flushed survives a process crash, not a power cut. And
//! sled 0.34 writes every value or page larger than a quarter of its log segment
//! (about 128 KiB) to a file of its own, `blobs/<lsn>`, which it never syncs; at
//! recovery a log record whose blob file is missing is skipped without a word. The log,
//! the vote and the catalog acknowledge writes (DESIGN §2.3), so every flush they rely
//! on is followed by [`MetaSync::sync`]: each blob file not yet known durable is
//! fsynced, then sled's data file (`fdatasync`), then the `blobs/` directory (when it
//! gained files) and the database directory (when its entries changed).
//!
//! Syncing blob files is not enough on its own: a record can reach the disk before the
//! blob file it names is synced. So no value we give sled is large enough for a blob
//! file ([`crate::kv`]), and the blob sync is a second line should sled write one.
//!
//! A blob file is complete once a flush that began after it was created has returned:
//! sled counts a record as reserved before it creates its blob file, and a flush waits
//! for every reserved record. So a blob file is fsynced once at every sync until one
//! whose flush began after the file was first listed; after that it is never fsynced
//! again, and a sync costs one directory listing plus the files that are new.

use std::{
    collections::{BTreeMap, BTreeSet},
    ffi::OsString,
    fs::File,
    io,
    path::{Path, PathBuf},
    sync::Mutex,
};

use crate::{Error, Result};

/// Taken with [`MetaSync::mark`] before sled's flush and given to [`MetaSync::sync`]
/// after it.
#[derive(Clone, Copy, Debug)]
pub struct FlushMark(u64);

/// An open handle on sled's data file, and what is known durable among its blob files.
#[derive(Debug)]
pub struct MetaSync {
    meta_dir: PathBuf,
    db_path: PathBuf,
    file: File,
    state: Mutex<Synced>,
}

#[derive(Debug, Default)]
struct Synced {
    /// Listings of `blobs/` taken so far.
    listings: u64,
    /// Blob files fsynced, with their directory entry, after they were complete.
    settled: BTreeSet<OsString>,
    /// Blob files that may have been incomplete when last fsynced: the listing that
    /// first saw them, and whether a sync has fsynced them (file and entry) since.
    unsettled: BTreeMap<OsString, (u64, bool)>,
    /// The entries of the database directory as of its last fsync.
    meta_entries: BTreeSet<OsString>,
}

impl MetaSync {
    /// Opens the data file of the sled database in `meta_dir` (`meta_dir/db`) and makes
    /// the files and directory entries sled created when it opened durable.
    pub fn open(meta_dir: &Path) -> Result<MetaSync> {
        let db_path = meta_dir.join("db");
        let file = File::open(&db_path)
            .map_err(|e| Error::Invalid(format!("open {}: {e}", db_path.display())))?;
        let sync = MetaSync {
            meta_dir: meta_dir.to_path_buf(),
            db_path,
            file,
            state: Mutex::default(),
        };
        let at_open = || -> io::Result<()> {
            // sled writes its config file without a sync.
            fsync_file(&meta_dir.join("conf"), true)?;
            if let Some(parent) = meta_dir.parent().filter(|p| !p.as_os_str().is_empty()) {
                fsync_dir(parent)?;
            }
            let mark = sync.mark();
            sync.sync(mark)
        };
        at_open().map_err(|e| Error::Invalid(format!("sync {}: {e}", meta_dir.display())))?;
        Ok(sync)
    }

    /// Call before sled's flush; the flush after it is made durable by
    /// [`MetaSync::sync`] with this mark.
    pub fn mark(&self) -> FlushMark {
        FlushMark(self.state.lock().expect("not poisoned").listings)
    }

    /// Makes everything sled flushed since `mark` was taken durable: every blob file
    /// not yet known durable and its directory entry, the data file, and the database
    /// directory's entries. An error means it may not be: nothing that waited for it
    /// may be acknowledged.
    pub fn sync(&self, mark: FlushMark) -> io::Result<()> {
        let blobs_dir = self.meta_dir.join("blobs");
        let (todo, meta_entries) = {
            let mut state = self.state.lock().expect("not poisoned");
            let present = names(&blobs_dir)?;
            // Blob files sled removed (superseded) are forgotten.
            state.settled.retain(|n| present.contains(n));
            state.unsettled.retain(|n, _| present.contains(n));
            let listing = state.listings;
            state.listings += 1;
            let mut todo = Vec::new();
            for name in present {
                if !state.settled.contains(&name) {
                    state
                        .unsettled
                        .entry(name.clone())
                        .or_insert((listing, false));
                    todo.push(name);
                }
            }
            let entries = names(&self.meta_dir)?;
            let changed = (entries != state.meta_entries).then_some(entries);
            (todo, changed)
        };
        for name in &todo {
            // Removed meanwhile: sled no longer needs it.
            fsync_file(&blobs_dir.join(name), true)?;
        }
        self.file.sync_data().map_err(|e| {
            io::Error::new(
                e.kind(),
                format!("fdatasync {}: {e}", self.db_path.display()),
            )
        })?;
        if !todo.is_empty() {
            fsync_dir(&blobs_dir)?;
        }
        if meta_entries.is_some() {
            fsync_dir(&self.meta_dir)?;
        }
        let mut state = self.state.lock().expect("not poisoned");
        for name in todo {
            match state.unsettled.get_mut(&name) {
                Some((first, _)) if *first < mark.0 => {
                    state.unsettled.remove(&name);
                    state.settled.insert(name);
                }
                Some((_, synced)) => *synced = true,
                None => {}
            }
        }
        if let Some(entries) = meta_entries {
            state.meta_entries = entries;
        }
        Ok(())
    }

    /// The blob files a completed [`MetaSync::sync`] has fsynced, with their directory
    /// entry, and that are still there.
    pub fn synced_blobs(&self) -> BTreeSet<String> {
        let state = self.state.lock().expect("not poisoned");
        let unsettled = state.unsettled.iter().filter(|(_, (_, s))| *s);
        state
            .settled
            .iter()
            .chain(unsettled.map(|(n, _)| n))
            .map(|n| n.to_string_lossy().into_owned())
            .collect()
    }
}

/// The names in `dir`; none when it does not exist.
fn names(dir: &Path) -> io::Result<BTreeSet<OsString>> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(BTreeSet::new()),
        Err(e) => {
            return Err(io::Error::new(
                e.kind(),
                format!("list {}: {e}", dir.display()),
            ))
        }
    };
    entries
        .map(|e| e.map(|e| e.file_name()))
        .collect::<io::Result<_>>()
        .map_err(|e| io::Error::new(e.kind(), format!("list {}: {e}", dir.display())))
}

/// `fdatasync` of the file at `path`; a missing file is skipped when `may_be_gone`.
fn fsync_file(path: &Path, may_be_gone: bool) -> io::Result<()> {
    let file = match File::open(path) {
        Ok(file) => file,
        Err(e) if may_be_gone && e.kind() == io::ErrorKind::NotFound => return Ok(()),
        Err(e) => {
            return Err(io::Error::new(
                e.kind(),
                format!("open {}: {e}", path.display()),
            ))
        }
    };
    file.sync_data()
        .map_err(|e| io::Error::new(e.kind(), format!("fdatasync {}: {e}", path.display())))
}

fn fsync_dir(dir: &Path) -> io::Result<()> {
    File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(|e| io::Error::new(e.kind(), format!("fsync directory {}: {e}", dir.display())))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Guards DESIGN §2.3 (durable means file data and directories fsynced): a value
    /// sled stores in a blob file of its own is fsynced, with its directory entry,
    /// before the sync that follows its flush returns.
    #[test]
    fn a_blob_file_is_synced_before_the_flush_is_acknowledged() {
        let dir = tempfile::tempdir().unwrap();
        let meta = dir.path().join("meta");
        let db = sled::Config::new()
            .path(&meta)
            .flush_every_ms(None)
            .open()
            .unwrap();
        let sync = MetaSync::open(&meta).unwrap();
        let tree = db.open_tree("t").unwrap();
        for round in 0..3u8 {
            tree.insert([round], vec![round; 200 << 10]).unwrap();
            tree.insert([100 + round], vec![round; 100]).unwrap();
            let mark = sync.mark();
            tree.flush().unwrap();
            sync.sync(mark).unwrap();
            let blobs: BTreeSet<String> = names(&meta.join("blobs"))
                .unwrap()
                .into_iter()
                .map(|n| n.to_string_lossy().into_owned())
                .collect();
            assert!(!blobs.is_empty(), "a 200 KiB value is a blob file");
            let synced = sync.synced_blobs();
            assert!(
                blobs.is_subset(&synced),
                "round {round}: blob files {blobs:?}, synced {synced:?}"
            );
        }
    }

    /// A blob file first listed after a flush began may still be written to: it is
    /// fsynced again by the next sync, and settles only then.
    #[test]
    fn a_blob_file_settles_only_after_a_flush_that_began_after_it() {
        let dir = tempfile::tempdir().unwrap();
        let meta = dir.path().join("meta");
        std::fs::create_dir_all(meta.join("blobs")).unwrap();
        std::fs::write(meta.join("db"), b"").unwrap();
        let sync = MetaSync::open(&meta).unwrap();
        let early = sync.mark();
        std::fs::write(meta.join("blobs").join("7"), b"partial").unwrap();
        sync.sync(early).unwrap();
        let state = |s: &MetaSync| {
            let st = s.state.lock().unwrap();
            (st.settled.len(), st.unsettled.len())
        };
        assert_eq!(state(&sync), (0, 1), "listed after the flush began");
        assert!(sync.synced_blobs().contains("7"));
        let later = sync.mark();
        sync.sync(later).unwrap();
        assert_eq!(state(&sync), (1, 0));
        std::fs::remove_file(meta.join("blobs").join("7")).unwrap();
        let mark = sync.mark();
        sync.sync(mark).unwrap();
        assert_eq!(state(&sync), (0, 0), "a removed blob file is forgotten");
    }
}
