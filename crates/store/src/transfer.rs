//! Part files crossing between replicas: staged parts pushed before their `AddParts` is
//! proposed, parts fetched by a replica that lacks one, and the staging directory's
//! garbage collection. Files cross as streams: [`Incoming`] writes one as its bytes
//! arrive, [`Outgoing`] is one opened for sending; neither holds a whole part in memory. Every received file is checked against the metadata the log
//! carries (size and CRC-32) before it is published (DESIGN §2.6).

use std::{
    collections::HashSet,
    fs::File,
    io::Write,
    path::PathBuf,
    sync::atomic::{AtomicU64, Ordering},
    time::{Duration, Instant},
};

use maskhouse_types::{PartMeta, PartName, StagedPart};

use crate::{Error, Result, Store};

/// A staged part id is a file name made by [`Store::stage`]; anything else is refused,
/// since ids arrive from the network.
pub fn validate_staging_id(id: &str) -> Result<()> {
    let ok = !id.is_empty()
        && id.len() <= 128
        && id.ends_with(".parquet")
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.')
        && !id.starts_with('.');
    if ok {
        Ok(())
    } else {
        Err(Error::Invalid(format!("bad staged part id {id:?}")))
    }
}

/// Temp files of parts being received get unique names, so that two transfers of the
/// same part (a push and a fetch) never write into one file.
static INCOMING_SEQ: AtomicU64 = AtomicU64::new(0);

/// A part file being received from a peer, written to a temp file as its bytes arrive:
/// never more than one chunk in memory, its size and CRC-32 checked as it grows and at
/// the end against the metadata the log carries (DESIGN §2.6), then published by fsync,
/// rename (a staged part: link, see [`Incoming::publish`]) and directory fsync (DESIGN
/// §2.5). Dropped unfinished, or failing to publish, it removes its temp file.
pub struct Incoming {
    dir: PathBuf,
    name: String,
    tmp: PathBuf,
    file: Option<File>,
    hasher: crc32fast::Hasher,
    received: u64,
    meta: PartMeta,
    what: String,
    /// Whether a file already under the name is replaced (see [`Incoming::finish`]).
    replace: bool,
}

impl Incoming {
    fn create(
        dir: PathBuf,
        name: String,
        meta: PartMeta,
        what: String,
        replace: bool,
    ) -> Result<Self> {
        maskhouse_part::create_dir_durable(&dir).map_err(|e| Error::Invalid(e.to_string()))?;
        let seq = INCOMING_SEQ.fetch_add(1, Ordering::Relaxed);
        let tmp = dir.join(format!(".{name}.{}-{seq}.tmp", std::process::id()));
        let file = File::create(&tmp)
            .map_err(|e| Error::Invalid(format!("create {}: {e}", tmp.display())))?;
        Ok(Incoming {
            dir,
            name,
            tmp,
            file: Some(file),
            hasher: crc32fast::Hasher::new(),
            received: 0,
            meta,
            what,
            replace,
        })
    }

    /// The bytes the finished file must hold.
    pub fn expected_bytes(&self) -> u64 {
        self.meta.bytes
    }

    /// Appends the next bytes; more bytes than the metadata records are refused at once.
    pub fn write(&mut self, bytes: &[u8]) -> Result<()> {
        let received = self.received + bytes.len() as u64;
        if received > self.meta.bytes {
            return Err(Error::Corrupt(format!(
                "{}: more than the {} bytes expected",
                self.what, self.meta.bytes
            )));
        }
        let file = self.file.as_mut().expect("written only before finish");
        file.write_all(bytes)
            .map_err(|e| Error::Invalid(format!("write {}: {e}", self.tmp.display())))?;
        self.hasher.update(bytes);
        self.received = received;
        Ok(())
    }

    /// Checks size and CRC-32, then publishes the file (fsynced before this returns).
    pub fn finish(mut self) -> Result<()> {
        if self.received != self.meta.bytes {
            return Err(Error::Corrupt(format!(
                "{}: {} bytes received, {} expected",
                self.what, self.received, self.meta.bytes
            )));
        }
        let crc = self.hasher.clone().finalize();
        if crc != self.meta.checksum {
            return Err(Error::Corrupt(format!(
                "{}: checksum {crc:08x}, expected {:08x}",
                self.what, self.meta.checksum
            )));
        }
        let file = self.file.take().expect("finished once");
        let published = self.publish(file);
        if published.is_err() {
            let _ = std::fs::remove_file(&self.tmp);
        }
        published
    }

    /// Syncs the finished temp file and gives it its name. A registered part replaces
    /// whatever file has the name (a repair, a merge result fetched in place of this
    /// replica's). A staged part never replaces a copy of its size already there:
    /// that copy passed the same checks when it was published, and apply may be moving
    /// it into the table right now; replaced, the inode apply links would lose its last
    /// name mid-link (`link` fails with ENOENT) and the replica would stop. The new
    /// copy goes instead. A copy of another size is damaged, and is replaced.
    fn publish(&self, file: File) -> Result<()> {
        file.sync_all()
            .map_err(|e| Error::Invalid(format!("fsync {}: {e}", self.tmp.display())))?;
        drop(file);
        let target = self.dir.join(&self.name);
        let rename = || {
            std::fs::rename(&self.tmp, &target)
                .map_err(|e| Error::Invalid(format!("rename {}: {e}", self.tmp.display())))
        };
        if self.replace {
            rename()?;
        } else {
            match std::fs::hard_link(&self.tmp, &target) {
                Ok(()) => {}
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                    let sound =
                        std::fs::metadata(&target).is_ok_and(|m| m.len() == self.meta.bytes);
                    if !sound {
                        rename()?;
                    }
                }
                Err(e) => return Err(Error::Invalid(format!("link {}: {e}", self.tmp.display()))),
            }
            let _ = std::fs::remove_file(&self.tmp);
        }
        maskhouse_part::sync_dir(&self.dir)?;
        Ok(())
    }
}

impl Drop for Incoming {
    fn drop(&mut self) {
        if self.file.take().is_some() {
            let _ = std::fs::remove_file(&self.tmp);
        }
    }
}

/// A part file to send to a peer, opened and, if registered, verified.
pub struct Outgoing {
    pub file: File,
    pub bytes: u64,
}

impl Store {
    /// Starts receiving a staged part pushed by the node that wrote it or fetched from
    /// a peer; published (and fsynced) by [`Incoming::finish`], so that the sender may
    /// count this replica towards a majority once it has the answer.
    pub fn incoming_staged(&self, part: &StagedPart) -> Result<Incoming> {
        validate_staging_id(&part.staging_id)?;
        maskhouse_types::validate_partition_id(&part.partition)?;
        Incoming::create(
            self.config.data_dir.join("staging"),
            part.staging_id.clone(),
            part.meta.clone(),
            format!("staged part {}", part.staging_id),
            false,
        )
    }

    /// Starts receiving a fetched part under its registered name.
    pub fn incoming_part(&self, table: &str, name: &PartName, meta: &PartMeta) -> Result<Incoming> {
        maskhouse_types::validate_table_name(table)?;
        Incoming::create(
            self.table_dir(table),
            format!("{name}.parquet"),
            meta.clone(),
            format!("part {name} of {table}"),
            true,
        )
    }

    /// Publishes a staged part whose bytes are all in memory.
    pub fn receive_staged(&self, part: &StagedPart, bytes: &[u8]) -> Result<()> {
        let mut incoming = self.incoming_staged(part)?;
        incoming.write(bytes)?;
        incoming.finish()
    }

    /// Publishes a fetched part whose bytes are all in memory, under its registered
    /// name.
    pub fn receive_part(
        &self,
        table: &str,
        name: &PartName,
        meta: &PartMeta,
        bytes: &[u8],
    ) -> Result<()> {
        let mut incoming = self.incoming_part(table, name, meta)?;
        incoming.write(bytes)?;
        incoming.finish()
    }

    /// Whether the file of `staged`, named `name` once applied, is on this replica,
    /// either still staged or already registered.
    pub fn holds_staged(&self, table: &str, staged: &StagedPart, name: &PartName) -> bool {
        validate_staging_id(&staged.staging_id).is_ok()
            && (self.staging_path(&staged.staging_id).exists()
                || self.part_path(table, name).exists())
    }

    /// A part for a peer that lacks it: the staged file `staging_id` if it is still
    /// staged here, else the part `name` of `table`, registered or retired. A registered
    /// part is verified (read in chunks) before it is opened for sending.
    pub fn outgoing_part(
        &self,
        table: &str,
        staging_id: Option<&str>,
        name: Option<&PartName>,
    ) -> Result<Outgoing> {
        let mut candidates: Vec<PathBuf> = Vec::new();
        if let Some(id) = staging_id {
            validate_staging_id(id)?;
            candidates.push(self.staging_path(id));
        }
        if let Some(name) = name {
            maskhouse_types::validate_table_name(table)?;
            let path = self.part_path(table, name);
            candidates.extend(crate::catalog::retired_path(&path));
            candidates.push(path);
        }
        let active = name.and_then(|n| {
            self.snapshot()
                .table(table)
                .and_then(|t| t.parts.get(n).cloned())
        });
        for path in candidates {
            // A registered part is checked before it leaves: a damaged copy here is
            // reported for repair and refused, and the peer asks another replica.
            if let Some(part) = active.as_ref().filter(|p| p.file.path == path) {
                match maskhouse_part::verify_file(&path, &part.meta) {
                    Ok(()) => {}
                    Err(e) if e.kind() == maskhouse_part::ErrorKind::NotFound => continue,
                    Err(e) if e.kind() == maskhouse_part::ErrorKind::Corrupt => {
                        part.file.report_damage();
                        return Err(e.into());
                    }
                    Err(e) => return Err(e.into()),
                }
            }
            match File::open(&path).and_then(|f| Ok((f.metadata()?.len(), f))) {
                Ok((bytes, file)) => return Ok(Outgoing { file, bytes }),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => return Err(Error::Invalid(format!("read {}: {e}", path.display()))),
            }
        }
        Err(Error::NotFound(format!(
            "part {staging_id:?}/{name:?} of table {table} is not on this replica"
        )))
    }

    /// Removes staged, retired and quarantined part files this store has seen for at
    /// least `ttl`; returns how many.
    pub fn collect_staging(&self, ttl: Duration) -> usize {
        let mut files: Vec<std::fs::DirEntry> = Vec::new();
        let listed = |dir: &std::path::Path| {
            std::fs::read_dir(dir)
                .into_iter()
                .flatten()
                .flatten()
                .collect::<Vec<_>>()
        };
        files.extend(listed(&self.config.data_dir.join("staging")));
        for dir in ["retired", "quarantine"] {
            for table in listed(&self.config.data_dir.join(dir)) {
                files.extend(listed(&table.path()));
            }
        }
        // Ages come from the monotonic clock, from when this process first saw each
        // file, never from modification times: a wall clock stepped forward must not
        // expire the staged part of an INSERT still in flight (a file left by an earlier
        // run waits one TTL more).
        let now = Instant::now();
        let mut seen = self.staging_seen.lock().expect("not poisoned");
        let present: HashSet<PathBuf> = files.iter().map(|f| f.path()).collect();
        seen.retain(|path, _| present.contains(path));
        let mut removed = 0;
        for path in present {
            let first = *seen.entry(path.clone()).or_insert(now);
            if now.duration_since(first) >= ttl && std::fs::remove_file(&path).is_ok() {
                tracing::info!(file = %path.display(), "removed expired staged, retired or quarantined part");
                seen.remove(&path);
                removed += 1;
            }
        }
        drop(seen);
        // The masks of parts whose retired file just went (or went in an earlier run).
        if let Err(e) = self.collect_retired_masks() {
            tracing::warn!(error = %e, "collect retired masks");
        }
        removed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn staging_ids_from_the_network_are_plain_file_names() {
        assert!(validate_staging_id("2-18a3f-7.parquet").is_ok());
        for bad in [
            "",
            "../x.parquet",
            "a/b.parquet",
            ".parquet",
            "x.txt",
            "é.parquet",
        ] {
            assert!(validate_staging_id(bad).is_err(), "{bad}");
        }
    }
}
