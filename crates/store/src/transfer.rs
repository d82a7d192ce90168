//! Part files crossing between replicas: staged parts pushed before their `AddParts` is
//! proposed, parts fetched by a replica that lacks one, and the staging directory's
//! garbage collection. Every received file is checked against the metadata the log
//! carries (size and CRC-32) before it is published (DESIGN §2.6).

use std::{
    collections::HashSet,
    path::PathBuf,
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

/// Checks received bytes against the part's metadata.
fn verify(bytes: &[u8], meta: &PartMeta, what: &str) -> Result<()> {
    if bytes.len() as u64 != meta.bytes {
        return Err(Error::Corrupt(format!(
            "{what}: {} bytes received, {} expected",
            bytes.len(),
            meta.bytes
        )));
    }
    let crc = crc32fast::hash(bytes);
    if crc != meta.checksum {
        return Err(Error::Corrupt(format!(
            "{what}: checksum {crc:08x}, expected {:08x}",
            meta.checksum
        )));
    }
    Ok(())
}

impl Store {
    /// Publishes a staged part pushed by the node that wrote it (fsynced before this
    /// returns, so the sender may count this replica towards a majority).
    pub fn receive_staged(&self, part: &StagedPart, bytes: &[u8]) -> Result<()> {
        validate_staging_id(&part.staging_id)?;
        maskhouse_types::validate_partition_id(&part.partition)?;
        verify(
            bytes,
            &part.meta,
            &format!("staged part {}", part.staging_id),
        )?;
        maskhouse_part::publish(
            &self.config.data_dir.join("staging"),
            &part.staging_id,
            bytes,
        )?;
        Ok(())
    }

    /// Whether the file of `staged`, named `name` once applied, is on this replica,
    /// either still staged or already registered.
    pub fn holds_staged(&self, table: &str, staged: &StagedPart, name: &PartName) -> bool {
        validate_staging_id(&staged.staging_id).is_ok()
            && (self.staging_path(&staged.staging_id).exists()
                || self.part_path(table, name).exists())
    }

    /// The bytes of a part for a peer that lacks it: the staged file `staging_id` if it
    /// is still staged here, else the part `name` of `table`, registered or retired.
    pub fn part_bytes(
        &self,
        table: &str,
        staging_id: Option<&str>,
        name: Option<&PartName>,
    ) -> Result<Vec<u8>> {
        let mut candidates: Vec<PathBuf> = Vec::new();
        if let Some(id) = staging_id {
            validate_staging_id(id)?;
            candidates.push(self.staging_path(id));
        }
        if let Some(name) = name {
            maskhouse_types::validate_identifier(table)?;
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
            match std::fs::read(&path) {
                // A registered part is checked before it leaves: a damaged copy here is
                // reported for repair and refused, and the peer asks another replica.
                Ok(bytes) => match active.as_ref().filter(|p| p.file.path == path) {
                    Some(part) => {
                        if let Err(e) = maskhouse_part::verify_bytes(&path, &bytes, &part.meta) {
                            part.file.report_damage();
                            return Err(e.into());
                        }
                        return Ok(bytes);
                    }
                    None => return Ok(bytes),
                },
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => return Err(Error::Invalid(format!("read {}: {e}", path.display()))),
            }
        }
        Err(Error::NotFound(format!(
            "part {staging_id:?}/{name:?} of table {table} is not on this replica"
        )))
    }

    /// Publishes a fetched part under its registered name.
    pub fn receive_part(
        &self,
        table: &str,
        name: &PartName,
        meta: &PartMeta,
        bytes: &[u8],
    ) -> Result<()> {
        maskhouse_types::validate_identifier(table)?;
        verify(bytes, meta, &format!("part {name} of {table}"))?;
        let dir = self.table_dir(table);
        std::fs::create_dir_all(&dir)
            .map_err(|e| Error::Invalid(format!("create {}: {e}", dir.display())))?;
        maskhouse_part::publish(&dir, &format!("{name}.parquet"), bytes)?;
        Ok(())
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
