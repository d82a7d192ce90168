//! Part files crossing between replicas: staged parts pushed before their `AddParts` is
//! proposed, parts fetched by a replica that lacks one, and the staging directory's
//! garbage collection. Every received file is checked against the metadata the log
//! carries (size and CRC-32) before it is published (DESIGN §2.6).

use std::{path::PathBuf, time::Duration};

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
        for path in candidates {
            match std::fs::read(&path) {
                Ok(bytes) => return Ok(bytes),
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

    /// Removes staged and retired part files older than `ttl`; returns how many.
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
        for table in listed(&self.config.data_dir.join("retired")) {
            files.extend(listed(&table.path()));
        }
        let mut removed = 0;
        for file in files {
            let old = file
                .metadata()
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.elapsed().ok())
                .is_some_and(|age| age >= ttl);
            if old && std::fs::remove_file(file.path()).is_ok() {
                tracing::info!(file = %file.path().display(), "removed expired staged or retired part");
                removed += 1;
            }
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
