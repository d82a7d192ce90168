//! A real sync of the metadata database after sled's flush.
//!
//! On Linux sled's `flush` writes its log with `sync_file_range`, which writes the data
//! pages but neither syncs the file's metadata (its size as it grows) nor flushes the
//! disk's write cache: what it flushed survives a process crash, not a power cut. The
//! log, the vote and the catalog acknowledge writes (DESIGN §2.3), so every flush they
//! rely on is followed by an `fdatasync` of sled's data file through [`MetaSync`].

use std::{
    fs::File,
    path::{Path, PathBuf},
};

use crate::{Error, Result};

/// An open handle on sled's data file, to `fdatasync` it.
#[derive(Debug)]
pub struct MetaSync {
    path: PathBuf,
    file: File,
}

impl MetaSync {
    /// Opens the data file of the sled database in `meta_dir` (`meta_dir/db`).
    pub fn open(meta_dir: &Path) -> Result<MetaSync> {
        let path = meta_dir.join("db");
        let file = File::open(&path)
            .map_err(|e| Error::Invalid(format!("open {}: {e}", path.display())))?;
        Ok(MetaSync { path, file })
    }

    /// Makes everything sled flushed so far durable. An error means it may not be:
    /// nothing that waited for it may be acknowledged.
    pub fn sync(&self) -> std::io::Result<()> {
        self.file.sync_data().map_err(|e| {
            std::io::Error::new(e.kind(), format!("fdatasync {}: {e}", self.path.display()))
        })
    }
}
