//! Key filters: which values of its first sorting-key column a part holds, so that a
//! point lookup by key (a DELETE or UPDATE `WHERE key = c` or `key IN (…)`, an upsert's
//! search for the rows it replaces) skips the parts that hold none of its keys without
//! opening them. Statistics alone cannot: a part that a stream of upserts or updates
//! made holds keys from all over the key range, and its minimum and maximum admit
//! almost any key.
//!
//! A filter is the sorted 64-bit hashes of the column's values (arrow's row format,
//! hashed), built from the part file the first time a lookup needs it and kept with
//! the part's file for as long as the part is active: 8 bytes per distinct key, exact
//! but for hash collisions, which only cost a read. Every part of at most
//! [`KEY_FILTER_ROWS_MAX`] rows gets one, on every replica alike (what a lookup skips
//! must not depend on a replica's history: a predicate may fail on a row of a part it
//! reads); larger parts are looked up as before, by their statistics. A filter only
//! ever skips a part that holds none of the keys.

use std::{
    hash::{DefaultHasher, Hash, Hasher},
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc,
    },
};

use arrow::{
    array::ArrayRef,
    row::{RowConverter, SortField},
};

use crate::{ActivePart, Result};

/// Rows a part may have to get a key filter: 8 MiB of hashes at most.
pub const KEY_FILTER_ROWS_MAX: u64 = 1 << 20;

/// The sorted, distinct hashes of `values`.
fn hashes(values: &ArrayRef) -> Result<Vec<u64>> {
    let converter = RowConverter::new(vec![SortField::new(values.data_type().clone())])?;
    let rows = converter.convert_columns(std::slice::from_ref(values))?;
    let mut out: Vec<u64> = rows
        .iter()
        .map(|row| {
            let mut h = DefaultHasher::new();
            row.as_ref().hash(&mut h);
            h.finish()
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    Ok(out)
}

/// Keys to look for: the hashes of values of a part's first key column's type.
#[derive(Debug)]
pub struct KeyProbe {
    hashes: Vec<u64>,
}

impl KeyProbe {
    /// `values` must have the column's type exactly (equal values hash alike only
    /// then).
    pub fn new(values: &ArrayRef) -> Result<Self> {
        Ok(KeyProbe {
            hashes: hashes(values)?,
        })
    }
}

/// The hashes of one part's first key column.
#[derive(Debug)]
pub struct KeyFilter {
    hashes: Vec<u64>,
    /// The store's count of filter bytes, given back when the filter goes.
    budget: Arc<AtomicU64>,
}

impl KeyFilter {
    /// The filter of `values`, counted in `budget` until it goes.
    pub(crate) fn new(values: &ArrayRef, budget: Arc<AtomicU64>) -> Result<Self> {
        let filter = KeyFilter {
            hashes: hashes(values)?,
            budget,
        };
        filter.budget.fetch_add(filter.bytes(), Ordering::Relaxed);
        Ok(filter)
    }

    /// Whether the part may hold one of `probe`'s keys.
    pub fn may_contain_any(&self, probe: &KeyProbe) -> bool {
        probe
            .hashes
            .iter()
            .any(|h| self.hashes.binary_search(h).is_ok())
    }

    fn bytes(&self) -> u64 {
        8 * self.hashes.len() as u64
    }
}

impl Drop for KeyFilter {
    fn drop(&mut self) {
        self.budget.fetch_sub(self.bytes(), Ordering::Relaxed);
    }
}

/// A store's key filters: where they are built, and the bytes they take together.
#[derive(Debug, Default)]
pub struct KeyFilters {
    bytes: Arc<AtomicU64>,
}

impl KeyFilters {
    /// Bytes the filters built so far take.
    pub fn bytes(&self) -> u64 {
        self.bytes.load(Ordering::Relaxed)
    }

    /// The filter of `part` over table column `column` (its first key column), built
    /// now if it was not yet; `None` when the part is too large or its file cannot be
    /// read (the lookup then reads it and reports why). Whether a part has one depends
    /// on the part alone, so every replica skips the same parts: a predicate that
    /// fails on some row fails alike everywhere (DESIGN §2.1, §2.8).
    pub fn of(
        &self,
        part: &ActivePart,
        column: usize,
        read: impl FnOnce() -> Result<ArrayRef>,
    ) -> Option<Arc<KeyFilter>> {
        if part.meta.rows > KEY_FILTER_ROWS_MAX {
            return None;
        }
        let (seen, kept) = part.file.key_filter();
        if kept.is_some() {
            return kept;
        }
        // A read that fails is not remembered: the lookup reads the part itself and
        // reports the damage; once repaired, the filter is built. A filter read from a
        // file reported damaged meanwhile is used once and not kept (what a damaged
        // copy decodes to could lack keys the part holds).
        let values = read().ok()?;
        let filter = Arc::new(KeyFilter::new(&values, self.bytes.clone()).ok()?);
        tracing::trace!(part = %part.name, column, "key filter built");
        Some(part.file.keep_key_filter(seen, filter))
    }
}

impl KeyFilters {
    /// Gives `part`, just written from `values` (its first key column, as in its file),
    /// the filter a lookup would build by reading them back: the same filter, without
    /// the read.
    pub fn seed(&self, part: &ActivePart, values: &ArrayRef) {
        let (seen, kept) = part.file.key_filter();
        if part.meta.rows > KEY_FILTER_ROWS_MAX || kept.is_some() {
            return;
        }
        if let Ok(filter) = KeyFilter::new(values, self.bytes.clone()) {
            part.file.keep_key_filter(seen, Arc::new(filter));
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use arrow::array::{StringArray, UInt64Array};

    use super::*;

    #[test]
    fn probes_find_the_values_a_filter_holds_and_only_those() {
        let budget = Arc::new(AtomicU64::new(0));
        let values: ArrayRef = Arc::new(UInt64Array::from(vec![5, 1, 9, 5]));
        let filter = KeyFilter::new(&values, budget.clone()).unwrap();
        assert_eq!(budget.load(Ordering::Relaxed), 24);
        let probe =
            |v: Vec<u64>| KeyProbe::new(&(Arc::new(UInt64Array::from(v)) as ArrayRef)).unwrap();
        assert!(filter.may_contain_any(&probe(vec![9])));
        assert!(filter.may_contain_any(&probe(vec![2, 3, 1])));
        assert!(!filter.may_contain_any(&probe(vec![2, 3, 4, 6])));
        assert!(!filter.may_contain_any(&probe(vec![])));
        drop(filter);
        assert_eq!(budget.load(Ordering::Relaxed), 0);
        let strings: ArrayRef = Arc::new(StringArray::from(vec!["a", "bc"]));
        let filter = KeyFilter::new(&strings, budget).unwrap();
        let probe: ArrayRef = Arc::new(StringArray::from(vec!["bc"]));
        assert!(filter.may_contain_any(&KeyProbe::new(&probe).unwrap()));
        let probe: ArrayRef = Arc::new(StringArray::from(vec!["b"]));
        assert!(!filter.may_contain_any(&KeyProbe::new(&probe).unwrap()));
    }
}
