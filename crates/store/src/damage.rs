//! Part files and mask versions damaged on this replica (DESIGN §2.6, §2.8). A part's
//! rows and masks are the same on every replica, so a file that is missing or fails its
//! checksum here, or a mask version whose bytes fail to decode, is repaired by fetching
//! a copy from peers, never by changing what the log says.
//!
//! A damaged mask version is kept in the catalog with a digest no healthy copy has
//! ([`MaskVersion::damaged`]), so the mask repair of the consensus layer sees it differ
//! from the majority and fetches the majority's copy; until then nothing reads the
//! part with its masks (the deleted rows are unknown) and commands that need them wait
//! ([`Error::DamagedMask`]).
//!
//! Damage is found three ways: at open (every file's checksum is verified), by a command
//! whose evaluation fails on a part ([`Error::DamagedPart`]: the command is not applied,
//! the consensus layer repairs the part and applies it again, so the failure never
//! becomes an outcome that differs between replicas), and by a read that fails
//! ([`PartFile::report_damage`](crate::catalog::PartFile::report_damage): the
//! consensus layer's repair task verifies the file off the read path). A damaged file
//! is moved to `quarantine/TABLE/` (kept for inspection until the staging collector's
//! TTL), never deleted at once.

use std::{
    path::PathBuf,
    time::{SystemTime, UNIX_EPOCH},
};

use maskhouse_part::mask::MaskDigest;
use maskhouse_types::{PartMeta, PartName};

use crate::{ActivePart, Catalog, Error, MaskVersion, Result, Store};

impl Store {
    /// Checks the file of part `name` of `table` against its recorded size and CRC-32
    /// (the staged part's metadata when it is not registered yet).
    pub fn verify_part(&self, table: &str, name: &PartName, meta: &PartMeta) -> Result<()> {
        maskhouse_types::validate_table_name(table)?;
        Ok(maskhouse_part::verify_file(
            &self.part_path(table, name),
            meta,
        )?)
    }

    /// Moves the file of part `name` of `table` (if there is one) to
    /// `quarantine/TABLE/NAME.parquet.NANOS`, so that a verified copy can take its place.
    pub fn quarantine_part(&self, table: &str, name: &PartName) -> Result<()> {
        maskhouse_types::validate_table_name(table)?;
        let path = self.part_path(table, name);
        if !path.exists() {
            return Ok(());
        }
        let dir = self.quarantine_dir().join(table);
        maskhouse_part::create_dir_durable(&dir).map_err(|e| Error::Invalid(e.to_string()))?;
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let target = dir.join(format!("{name}.parquet.{nanos:x}"));
        std::fs::rename(&path, &target)
            .map_err(|e| Error::Invalid(format!("quarantine {}: {e}", path.display())))?;
        maskhouse_part::sync_dir(&dir)?;
        if let Some(parent) = path.parent() {
            maskhouse_part::sync_dir(parent)?;
        }
        tracing::warn!(table, part = %name, moved_to = %target.display(), "damaged part file quarantined");
        Ok(())
    }

    /// Active parts whose file a reader reported damaged, with the metadata a copy
    /// must match.
    pub fn damaged_parts(&self) -> Vec<(String, PartName, PartMeta)> {
        let snapshot = self.snapshot();
        let mut out = Vec::new();
        for (table, state) in &snapshot.tables {
            for (name, part) in &state.parts {
                if part.file.is_damaged() {
                    out.push((table.clone(), name.clone(), part.meta.clone()));
                }
            }
        }
        out
    }

    /// The recorded metadata of part `name` of `table`, if it is active here.
    pub fn active_part(&self, table: &str, name: &PartName) -> Option<PartMeta> {
        self.snapshot()
            .table(table)
            .and_then(|t| t.parts.get(name))
            .map(|p| p.meta.clone())
    }

    /// Takes note that the file of part `name` of `table` was verified (or replaced by
    /// a verified copy): readers may use it again.
    pub fn part_repaired(&self, table: &str, name: &PartName) {
        if let Some(part) = self.snapshot().table(table).and_then(|t| t.parts.get(name)) {
            // What was decoded from the damaged copy may be wrong.
            self.decoded_groups.forget(&part.file);
            self.scan_columns().forget(&part.file);
            part.file.clear_damage();
        }
        // Merges whose build failed on the damaged copy are built again: on the
        // leader nothing else would (its merge rounds commit only what was built).
        for merge in self.merger.failed_on(table, name) {
            if let Err(e) = self.retry_merge(table, merge) {
                tracing::warn!(table, merge, error = %e, "merge not built again after a repair");
            }
        }
    }

    pub(crate) fn quarantine_dir(&self) -> PathBuf {
        self.config.data_dir.join("quarantine")
    }
}

/// The error a failure on `part` of `table` stands for: [`Error::DamagedPart`] when
/// the part's file is missing or fails its checksum (the failure then says nothing
/// about the command, and must not be recorded as its outcome), else `failure`
/// itself. Reads the whole file, so it is called only once something has failed.
pub(crate) fn blame(table: &str, part: &ActivePart, failure: Error) -> Error {
    if matches!(failure, Error::DamagedPart(_)) {
        return failure;
    }
    match maskhouse_part::verify_file(&part.file.path, &part.meta) {
        Ok(()) => failure,
        Err(e) if matches!(e.kind(), maskhouse_part::ErrorKind::Io) => {
            // The disk itself failed: the replica cannot go on (DESIGN §2.8).
            Error::Part(e)
        }
        Err(damage) => {
            part.file.report_damage();
            Error::damaged(table, &part.name, None, damage.to_string())
        }
    }
}

/// The first part of `catalog` with a damaged mask version ([`Error::DamagedMask`]), or
/// that a reader reported damaged and whose file is damaged indeed
/// ([`Error::DamagedPart`]); reports found false are cleared.
pub(crate) fn reported_in(catalog: &Catalog) -> Option<Error> {
    for (table, state) in &catalog.tables {
        // A subquery met a part whose deleted rows are not known here.
        if let Some(e) = state
            .parts
            .values()
            .find_map(|p| p.check_masks(table).err())
        {
            return Some(e);
        }
        for part in state.parts.values().filter(|p| p.file.is_damaged()) {
            match blame(table, part, Error::Invalid(String::new())) {
                e @ (Error::DamagedPart(_) | Error::Part(_)) => return Some(e),
                _ => part.file.clear_damage(),
            }
        }
    }
    None
}

/// The cardinality of a damaged mask version's digest: no mask has that many rows.
const DAMAGED_CARDINALITY: u64 = u64::MAX;

impl MaskVersion {
    /// Version `mutation`, whose stored bytes (ending in CRC `crc`) fail to decode.
    pub fn damaged(mutation: u64, crc: u32) -> MaskVersion {
        MaskVersion {
            mutation,
            digest: MaskDigest {
                crc,
                cardinality: DAMAGED_CARDINALITY,
            },
        }
    }

    pub fn is_damaged(&self) -> bool {
        self.digest.cardinality == DAMAGED_CARDINALITY
    }
}

impl ActivePart {
    /// The first mask version of this part damaged on this replica: until it is
    /// repaired, the part's deleted rows are not known here.
    pub fn damaged_mask(&self) -> Option<u64> {
        self.masks
            .iter()
            .find(|m| m.is_damaged())
            .map(|m| m.mutation)
    }

    /// [`Error::DamagedMask`] for this part of `table`, if one of its versions is.
    pub(crate) fn check_masks(&self, table: &str) -> Result<()> {
        match self.damaged_mask() {
            Some(mutation) => Err(Error::damaged_mask_version(
                table,
                &self.name,
                mutation,
                "its bytes fail to decode",
            )),
            None => Ok(()),
        }
    }
}

impl Store {
    /// Whether any active part has a damaged mask version here.
    pub fn has_damaged_masks(&self) -> bool {
        self.snapshot()
            .tables
            .values()
            .any(|t| t.parts.values().any(|p| p.damaged_mask().is_some()))
    }
}

impl Error {
    /// The mask version this error says is damaged on this replica.
    pub fn damaged_mask(&self) -> Option<(&str, &PartName, u64)> {
        match self {
            Error::DamagedMask(d) => Some((&d.table, &d.part, d.mutation)),
            _ => None,
        }
    }

    /// The part this error says is damaged on this replica, with its staged id.
    pub fn damaged_part(&self) -> Option<(&str, &PartName, Option<&str>)> {
        match self {
            Error::DamagedPart(d) => Some((&d.table, &d.part, d.staging_id.as_deref())),
            _ => None,
        }
    }
}
