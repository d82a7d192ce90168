//! Mask repair (DESIGN §2.1): a replica whose copy of a mask version differs from the
//! majority's replaces that version's bytes with a copy fetched from a peer
//! ([`Store::replace_mask`]); one that lacks a version the majority holds, for a part it
//! holds and a mutation it has applied (a version lost with its disk), adds that copy
//! back ([`Store::restore_mask`]). Repair never removes a version, and adds one only
//! where apply would have: which versions exist is decided by applying the log.

use std::sync::Arc;

use maskhouse_part::{mask, RoaringBitmap};
use maskhouse_types::PartName;

use crate::{keys, ActivePart, Catalog, Error, Result, Store};

/// A mask version's bytes, decoded and checked against the part's rows.
struct Verified<'a> {
    mutation: u64,
    bytes: &'a [u8],
    bitmap: RoaringBitmap,
    digest: mask::MaskDigest,
}

impl Store {
    /// The encoded mask version `mutation` of `part`, as stored, when this replica
    /// holds that part active with that version. The bytes are verified before they
    /// are sent (DESIGN §2.6).
    ///
    /// A part merged away here is still served from the retired masks while its retired
    /// file is kept: a replica that lags may need it (checked for framing and CRC; the
    /// receiver checks offsets against its own copy of the part).
    pub fn mask_bytes(
        &self,
        table: &str,
        part: &PartName,
        mutation: u64,
    ) -> Result<Option<Vec<u8>>> {
        let snapshot = self.snapshot();
        let (bytes, rows) = match snapshot.table(table).and_then(|t| t.parts.get(part)) {
            Some(active) => (
                self.tree.get(keys::mask(table, part, mutation))?,
                active.meta.rows,
            ),
            None => (
                self.tree.get(keys::retired_mask(table, part, mutation))?,
                u64::from(u32::MAX) + 1,
            ),
        };
        let Some(bytes) = bytes else {
            return Ok(None);
        };
        mask::decode(&bytes, rows)?;
        Ok(Some(bytes.to_vec()))
    }

    /// Removes the retired masks of parts whose retired file is gone.
    pub(crate) fn collect_retired_masks(&self) -> Result<usize> {
        let mut removed = 0;
        let mut last: Option<(String, PartName, bool)> = None;
        for k in self.tree.keys_with_prefix(b"r\0") {
            let k = k?;
            let f = keys::fields(&k, 3);
            let (Some(t), Some(p)) = (f.first(), f.get(1)) else {
                continue;
            };
            let (Ok(table), Ok(Ok(name))) = (
                std::str::from_utf8(t),
                std::str::from_utf8(p).map(str::parse::<PartName>),
            ) else {
                continue;
            };
            let keep = match &last {
                Some((lt, ln, keep)) if lt == table && *ln == name => *keep,
                _ => {
                    // A file still in parts/ moves to retired/ once the entry that
                    // removed it is synced.
                    let path = self.part_path(table, &name);
                    let retired = crate::catalog::retired_path(&path);
                    let keep = path.exists() || retired.is_some_and(|r| r.exists());
                    last = Some((table.to_string(), name, keep));
                    keep
                }
            };
            if !keep {
                self.tree.remove(&k)?;
                removed += 1;
            }
        }
        Ok(removed)
    }

    /// Replaces the stored bytes of mask version `mutation` of `part` with `bytes`,
    /// which must decode (framing CRC, offsets below the part's rows). The part must be
    /// active and already hold that version. The bytes are written and flushed before
    /// a new snapshot with the version's digest and the part's cumulative mask
    /// recomputed is published, as apply does.
    pub fn replace_mask(
        &self,
        table: &str,
        part: &PartName,
        mutation: u64,
        bytes: &[u8],
    ) -> Result<()> {
        let _guard = self.apply_lock.lock().expect("not poisoned");
        let current = self.snapshot();
        let active = active_part(&current, table, part)?;
        let at = active
            .masks
            .iter()
            .position(|m| m.mutation == mutation)
            .ok_or_else(|| {
                Error::NotFound(format!(
                    "part {part} of table {table} has no mask version {mutation}"
                ))
            })?;
        let rows = active.meta.rows;
        let bitmap = mask::decode(bytes, rows)?;
        let digest = mask::digest(bytes, bitmap.len());
        if active.masks[at].digest == digest {
            return Ok(());
        }
        let cumulative = self.cumulative_with(table, &active, mutation, &bitmap)?;
        let version = Verified {
            mutation,
            bytes,
            bitmap,
            digest,
        };
        self.store_version(table, &current, &active, version, cumulative, |masks| {
            masks[at].digest = digest
        })
    }

    /// Adds `bytes` as mask version `mutation` of `part`, which this replica holds
    /// active without that version although it has applied the mutation and the
    /// mutation applies to the part (DESIGN §2.2). The bytes must decode (framing CRC,
    /// offsets below the part's rows). Like [`Store::replace_mask`], they are written and
    /// flushed before a new snapshot with the version and the part's cumulative mask is
    /// published. A version that exists meanwhile is left as it is.
    pub fn restore_mask(
        &self,
        table: &str,
        part: &PartName,
        mutation: u64,
        bytes: &[u8],
    ) -> Result<()> {
        let _guard = self.apply_lock.lock().expect("not poisoned");
        let current = self.snapshot();
        let active = active_part(&current, table, part)?;
        if active.masks.iter().any(|m| m.mutation == mutation) {
            return Ok(());
        }
        let replacing = current
            .table(table)
            .is_some_and(|t| t.schema.engine.is_replacing());
        if mutation > current.applied_index || !part.may_hold_mask(mutation, replacing) {
            return Err(Error::Invalid(format!(
                "mask version {mutation} of part {part} of table {table}: the mutation is \
                 not applied here (applied index {}) or does not apply to the part",
                current.applied_index
            )));
        }
        let rows = active.meta.rows;
        let bitmap = mask::decode(bytes, rows)?;
        let digest = mask::digest(bytes, bitmap.len());
        if !bitmap.is_disjoint(&active.mask) {
            // Versions are disjoint on a healthy replica; another version of this part
            // disagrees too and is repaired in its own turn.
            tracing::warn!(table, %part, mutation,
                "restored mask version overlaps the part's other mask versions");
        }
        let cumulative = &*active.mask | &bitmap;
        let version = Verified {
            mutation,
            bytes,
            bitmap,
            digest,
        };
        self.store_version(table, &current, &active, version, cumulative, |masks| {
            let at = masks.partition_point(|m| m.mutation < mutation);
            masks.insert(at, crate::MaskVersion { mutation, digest });
        })
    }

    /// Writes `version` of `active`, flushes, reads it back, and publishes a snapshot
    /// in which `place` has put the version into the part's list and the part's mask is
    /// `cumulative`: the one write path of both repairs. Called under the apply lock.
    fn store_version(
        &self,
        table: &str,
        current: &Catalog,
        active: &ActivePart,
        version: Verified<'_>,
        cumulative: RoaringBitmap,
        place: impl FnOnce(&mut Vec<crate::MaskVersion>),
    ) -> Result<()> {
        let Verified {
            mutation,
            bytes,
            bitmap,
            digest,
        } = version;
        let (part, rows) = (&active.name, active.meta.rows);
        // Assert before writing: offsets within the part, the union covers the version.
        assert!(bitmap.len() <= rows && bitmap.max().is_none_or(|m| u64::from(m) < rows));
        assert!(cumulative.len() <= rows && bitmap.is_subset(&cumulative));

        let key = keys::mask(table, part, mutation);
        let mut batch = self.tree.batch();
        batch.insert(key.as_slice(), bytes)?;
        self.tree.apply(batch)?;
        self.flush()?;

        // Assert after reading back: the stored bytes are the verified ones.
        let stored = self
            .tree
            .get(&key)?
            .ok_or_else(|| Error::Corrupt(format!("mask {part}@{mutation} vanished")))?;
        let reread = mask::decode(&stored, rows)?;
        assert_eq!(mask::digest(&stored, reread.len()), digest);
        assert_eq!(reread, bitmap);

        let mut updated = active.clone();
        place(&mut updated.masks);
        updated.mask = Arc::new(cumulative);
        let mut catalog = current.clone();
        let state = Arc::make_mut(catalog.tables.get_mut(table).expect("looked up above"));
        state.parts.insert(part.clone(), Arc::new(updated));
        *self.catalog.write().expect("not poisoned") = Arc::new(catalog);
        Ok(())
    }

    /// The union of every stored mask version of `active`, with version `mutation`
    /// taken as `replacement`. The stored versions must be the ones the catalog lists.
    fn cumulative_with(
        &self,
        table: &str,
        active: &ActivePart,
        mutation: u64,
        replacement: &RoaringBitmap,
    ) -> Result<RoaringBitmap> {
        // Every version but the one replaced, which may be the damaged one.
        let rows = active.meta.rows;
        let mut stored = Vec::new();
        for k in self
            .tree
            .keys_with_prefix(keys::mask_part_prefix(table, &active.name))
        {
            let k = k?;
            let m = crate::store::mutation_suffix(&k)?;
            let bitmap = if m == mutation {
                replacement.clone()
            } else {
                let v = self
                    .stored_mask(table, &active.name, m)?
                    .ok_or_else(|| Error::Corrupt(format!("mask {}@{m} vanished", active.name)))?;
                mask::decode(&v, rows).map_err(|e| {
                    Error::damaged_mask_version(table, &active.name, m, e.to_string())
                })?
            };
            stored.push((m, bitmap));
        }
        let listed: Vec<u64> = active.masks.iter().map(|m| m.mutation).collect();
        let found: Vec<u64> = stored.iter().map(|(m, _)| *m).collect();
        if listed != found {
            return Err(Error::Corrupt(format!(
                "part {} of table {table}: the catalog lists mask versions {listed:?}, \
                 the metadata store holds {found:?}",
                active.name
            )));
        }
        let mut cumulative = replacement.clone();
        for (m, b) in stored {
            if m == mutation {
                continue;
            }
            if !b.is_disjoint(replacement) {
                // Versions are disjoint on a healthy replica; another version of this
                // part disagrees too and is repaired in its own turn.
                tracing::warn!(table, part = %active.name, mutation, other = m,
                    "replacement mask overlaps another mask version of the part");
            }
            cumulative |= b;
        }
        Ok(cumulative)
    }
}

/// Part `part` of `table` as `catalog` has it, or why a repair cannot touch it.
fn active_part(catalog: &Catalog, table: &str, part: &PartName) -> Result<Arc<ActivePart>> {
    catalog
        .table(table)
        .and_then(|t| t.parts.get(part))
        .cloned()
        .ok_or_else(|| Error::NotFound(format!("part {part} of table {table} is not active")))
}
