//! ReplacingMergeTree (DESIGN §2.11): the rows an INSERT replaces.
//!
//! Parts are sorted by the sorting key, and at every log index a key has at most one
//! live row in the table, whatever the partitions: what ClickHouse's `FINAL` returns
//! (its merges, unlike `FINAL`, keep one row per key and partition). An `AddParts` into
//! a replacing table keeps that true in its own log entry: within each new part, of the
//! rows sharing a key only the winner stays live; then each winner is looked up in the
//! older parts, and of the winner and the live row found there, the loser is masked. The winner is the row with
//! the higher version; on a tie, or without a version column, the later insert (the
//! new part's row, and within a part the later row: parts are sorted stably). An `ANY`
//! Join table keeps the first insert instead (`TableSchema::keeps_first_row`).
//!
//! The lookup reads only the older parts whose key range admits one of the new keys,
//! and in them only the row groups whose statistics do, so its cost follows the parts
//! and row groups the keys land in, never the table (DESIGN §3, key index). Everything
//! here is a pure function of the parts and their masks as of the entry, so every
//! replica masks the same rows (DESIGN §2.1).

use std::{cmp::Ordering, sync::Arc};

use arrow::{
    array::{make_comparator, ArrayRef, RecordBatch},
    compute::{concat, SortOptions},
    row::{OwnedRow, RowConverter, Rows, SortField},
};
use maskhouse_part::RoaringBitmap;
use maskhouse_types::{ColumnStats, PartName, TableSchema, Value};

use crate::{ActivePart, Error, Priority, Result};

/// Rows one part added to a replacing table may hold: applying the INSERT settles the
/// part's own duplicates with its key and version columns in memory, on every replica
/// at once (DESIGN §2.9). A larger INSERT is refused alike everywhere, and first by its
/// proposer; split it, or load it into a MergeTree table.
pub const REPLACING_PART_ROWS_MAX: u64 = 8 << 20;

/// Why `AddParts` of `parts` into a table of `schema` is refused for its size, decided
/// from the entry's metadata alone: `Err` with the reason when a part added to a
/// replacing table holds more than [`REPLACING_PART_ROWS_MAX`] rows.
pub fn replacing_insert_check(
    schema: &TableSchema,
    parts: &[maskhouse_types::StagedPart],
) -> std::result::Result<(), String> {
    if !schema.engine.is_replacing() {
        return Ok(());
    }
    match parts.iter().find(|p| p.meta.rows > REPLACING_PART_ROWS_MAX) {
        Some(p) => Err(format!(
            "an INSERT into {} {} puts {} rows into partition {}, more than the {} one \
             INSERT may add to a partition of a replacing table; split it",
            schema.engine.name(),
            schema.name,
            p.meta.rows,
            p.partition,
            REPLACING_PART_ROWS_MAX
        )),
        None => Ok(()),
    }
}

/// Whether a part may hold one of a probe's values in a column, as its key filter
/// tells (`Store::may_hold_keys`).
pub(crate) type KeyCheck<'a> = dyn Fn(&ActivePart, usize, &crate::KeyProbe) -> bool + 'a;

/// How rows of one table are keyed and versioned, and how they are read for it.
struct Keying {
    /// The columns read: the key's and the version's, ascending (a Parquet projection
    /// yields its columns in file order).
    read: Vec<usize>,
    /// Where each key column sits in `read`, in key order.
    key_at: Vec<usize>,
    /// Where the version column sits in `read`.
    version_at: Option<usize>,
    /// The first key column, whose statistics bound a part or row group.
    first_key: usize,
    keys: RowConverter,
    versions: Option<RowConverter>,
    /// Of two rows of one key the first inserted stays, whatever their versions
    /// ([`TableSchema::keeps_first_row`]).
    keep_first: bool,
}

impl Keying {
    fn new(schema: &TableSchema) -> Result<Self> {
        let arrow = maskhouse_part::schema::arrow_schema(schema);
        let key = schema.sort_key();
        let version = schema.version_index();
        let mut read: Vec<usize> = key.iter().copied().chain(version).collect();
        read.sort_unstable();
        read.dedup();
        let at = |c: usize| read.iter().position(|&r| r == c).expect("read holds it");
        let field = |c: usize| SortField::new(arrow.field(c).data_type().clone());
        let keys = RowConverter::new(key.iter().map(|&c| field(c)).collect())
            .map_err(|e| Error::Invalid(format!("sorting key of {}: {e}", schema.name)))?;
        let versions = version
            .map(|c| RowConverter::new(vec![field(c)]))
            .transpose()
            .map_err(|e| Error::Invalid(format!("version column of {}: {e}", schema.name)))?;
        Ok(Keying {
            key_at: key.iter().map(|&c| at(c)).collect(),
            version_at: version.map(at),
            first_key: key[0],
            read,
            keys,
            versions,
            keep_first: schema.keeps_first_row(),
        })
    }

    /// The columns of `batches` (of the columns in `read`), each concatenated.
    fn columns(&self, batches: &[RecordBatch]) -> Result<Vec<ArrayRef>> {
        (0..self.read.len())
            .map(|i| {
                let parts: Vec<&dyn arrow::array::Array> =
                    batches.iter().map(|b| b.column(i).as_ref()).collect();
                Ok(concat(&parts)?)
            })
            .collect()
    }

    /// The keys of `columns` (from [`Keying::columns`]), rows `range`, as comparable
    /// rows.
    fn keys(&self, columns: &[ArrayRef], range: std::ops::Range<usize>) -> Result<Rows> {
        let keys: Vec<ArrayRef> = self
            .key_at
            .iter()
            .map(|&i| columns[i].slice(range.start, range.len()))
            .collect();
        Ok(self.keys.convert_columns(&keys)?)
    }

    /// The versions of `columns`, rows `range`, as comparable rows, when the table has
    /// a version column.
    fn versions(
        &self,
        columns: &[ArrayRef],
        range: std::ops::Range<usize>,
    ) -> Result<Option<Rows>> {
        match (&self.versions, self.version_at) {
            (Some(conv), Some(i)) => {
                Ok(Some(conv.convert_columns(&[
                    columns[i].slice(range.start, range.len()),
                ])?))
            }
            _ => Ok(None),
        }
    }
}

/// The rows of one new part that stay live after its own duplicates are settled, in
/// key order, with their keys and versions.
struct Winners {
    rows: Vec<u32>,
    keys: Rows,
    versions: Option<Rows>,
    /// Their values of the first key column, for the binary search in older parts.
    first: ArrayRef,
}

/// For the `added` parts of one `AddParts` into a replacing table, the rows the entry
/// masks: the losers among the added parts' own rows, and the live rows of `older`
/// parts (the table's parts before the entry) that the added rows replace. Parts of one
/// `AddParts` are of different partitions, and with partitions that do not follow the
/// key a key may be in two of them: the later part in `added` wins such a tie. Part by
/// part in the order of `older` then `added`, each bitmap disjoint from the part's mask.
pub(crate) fn replaced(
    schema: &TableSchema,
    added: &[Arc<ActivePart>],
    older: &[Arc<ActivePart>],
    threads: usize,
    priority: Priority,
    may_hold: &KeyCheck<'_>,
    decoded: &crate::decoded::DecodedGroups,
) -> Result<Vec<(PartName, RoaringBitmap)>> {
    let keying = Keying::new(schema)?;
    let table = schema.name.as_str();
    // The older parts, then the added ones: each added part is looked up in every part
    // before it, with the rows this entry masked so far left out.
    let all: Vec<&Arc<ActivePart>> = older.iter().chain(added).collect();
    let mut masks: Vec<RoaringBitmap> = all.iter().map(|_| RoaringBitmap::new()).collect();
    for (n, part) in added.iter().enumerate() {
        let me = older.len() + n;
        // A damaged file may make the Parquet decoder panic, not only fail.
        let (winners, own) = crate::delete::unwound(|| winners(&keying, part))
            .and_then(|r| r)
            .map_err(|e| crate::damage::blame(table, part, e))?;
        masks[me] = own;
        // The parts before it, of any partition, whose key range admits a new key and
        // whose key filter holds one.
        let range = &part.meta.columns[keying.first_key];
        let probe = crate::KeyProbe::new(&winners.first)?;
        let candidates: Vec<usize> = (0..me)
            .filter(|&i| {
                all[i].live_rows() > masks[i].len()
                    && overlaps(&all[i].meta.columns[keying.first_key], range)
                    && may_hold(all[i], keying.first_key, &probe)
            })
            .collect();
        for &i in &candidates {
            all[i].check_masks(table)?;
        }
        let found = crate::parallel::map(&candidates, threads, priority, |&i| {
            let p = all[i];
            crate::delete::unwound(|| live_matches(&keying, p, &masks[i], &winners, range, decoded))
                .and_then(|r| r)
                .map_err(|e| crate::damage::blame(table, p, e))
        });
        // Each new key has at most one live row in the parts before (DESIGN §2.11).
        for (&i, found) in candidates.iter().zip(found) {
            for (row, winner, older_version) in found? {
                let newer_wins = match (&winners.versions, &older_version) {
                    _ if keying.keep_first => false,
                    (Some(v), Some(old)) => v.row(winner) >= old.row(),
                    _ => true,
                };
                if newer_wins {
                    masks[i].insert(row);
                } else {
                    masks[me].insert(winners.rows[winner]);
                }
            }
        }
    }
    Ok(all
        .iter()
        .zip(masks)
        .map(|(p, m)| (p.name.clone(), m))
        .filter(|(_, m)| !m.is_empty())
        .collect())
}

/// The winners of `part`'s rows and the rows that lose to another row of the part:
/// of the rows sharing a key (adjacent, the part being sorted), the one with the
/// highest version, the last of them on a tie.
fn winners(keying: &Keying, part: &ActivePart) -> Result<(Winners, RoaringBitmap)> {
    let (reader, _) = part.file.reader(&part.meta)?;
    let mut batches = Vec::new();
    for group in 0..part.meta.row_group_rows.len() {
        batches.extend(reader.read_row_group(Some(&keying.read), group)?);
    }
    let columns = keying.columns(&batches)?;
    let n = columns.first().map_or(0, |c| c.len());
    let keys = keying.keys(&columns, 0..n)?;
    let versions = keying.versions(&columns, 0..n)?;
    if keys.num_rows() as u64 != part.meta.rows {
        return Err(Error::Corrupt(format!(
            "part {}: {} rows read, {} recorded",
            part.name,
            keys.num_rows(),
            part.meta.rows
        )));
    }
    let mut losers = RoaringBitmap::new();
    let mut rows: Vec<u32> = Vec::new();
    for r in 0..keys.num_rows() {
        match rows.last() {
            Some(&w) if keys.row(w as usize) == keys.row(r) => {
                let replaces = !keying.keep_first
                    && versions
                        .as_ref()
                        .is_none_or(|v| v.row(r) >= v.row(w as usize));
                let (lose, win) = if replaces {
                    (w, r as u32)
                } else {
                    (r as u32, w)
                };
                losers.insert(lose);
                *rows.last_mut().expect("matched") = win;
            }
            _ => rows.push(r as u32),
        }
    }
    let pick = |converter: &RowConverter, all: &Rows| -> Rows {
        let mut out = converter.empty_rows(rows.len(), 0);
        for &r in &rows {
            out.push(all.row(r as usize));
        }
        out
    };
    let first = arrow::compute::take(
        columns[keying.key_at[0]].as_ref(),
        &arrow::array::UInt32Array::from(rows.clone()),
        None,
    )?;
    let winners = Winners {
        keys: pick(&keying.keys, &keys),
        versions: keying
            .versions
            .as_ref()
            .zip(versions.as_ref())
            .map(|(c, v)| pick(c, v)),
        rows,
        first,
    };
    Ok((winners, losers))
}

/// The live rows of `part`, less the rows in `masked`, whose key is a winner's: `(row
/// of the part, index of the winner, that row's version)`. Reads only the row groups whose statistics of the first
/// key column meet `range`, the new part's statistics of that column.
fn live_matches(
    keying: &Keying,
    part: &ActivePart,
    masked: &RoaringBitmap,
    winners: &Winners,
    range: &ColumnStats,
    decoded: &crate::decoded::DecodedGroups,
) -> Result<Vec<(u32, usize, Option<OwnedRow>)>> {
    let (reader, footer) = part.file.reader(&part.meta)?;
    let stats = footer.row_group_stats();
    let mut out = Vec::new();
    let mut start = 0u64;
    for (group, &group_rows) in part.meta.row_group_rows.iter().enumerate() {
        let group_start = start;
        start += group_rows;
        // Row groups whose rows are all deleted, or whose key range misses every new
        // key, are not read.
        if part
            .mask
            .range_cardinality(group_start as u32..(group_start + group_rows) as u32)
            == group_rows
        {
            continue;
        }
        if let Some(Some(columns)) = stats.get(group) {
            if !overlaps(&columns[keying.first_key], range) {
                continue;
            }
        }
        crate::priority::checkpoint();
        let batch = decoded.get_or_read(&part.file, group, &keying.read, || {
            let batch = one_batch(&reader.read_row_group(Some(&keying.read), group)?)?;
            check_group_rows(part, group, batch.num_rows(), group_rows)?;
            Ok::<_, Error>(batch)
        })?;
        let columns = batch.columns();
        let n = columns.first().map_or(0, |c| c.len());
        if n as u64 != group_rows {
            return Err(Error::Corrupt(format!(
                "part {}: row group {group} has {n} rows, recorded {group_rows}",
                part.name
            )));
        }
        // Both sides are sorted by the key: each winner's rows are found by a binary
        // search from where the previous winner's were. A key of one column is compared
        // as it was decoded; a longer key is converted once per row group to arrow's
        // comparable rows.
        let old_first = &columns[keying.key_at[0]];
        let cmp = make_comparator(
            winners.first.as_ref(),
            old_first.as_ref(),
            SortOptions::default(),
        )?;
        let old_keys = (keying.key_at.len() > 1)
            .then(|| keying.keys(columns, 0..n))
            .transpose()?;
        let order = |w: usize, j: usize| match &old_keys {
            None => cmp(w, j),
            Some(keys) => winners.keys.row(w).cmp(&keys.row(j)),
        };
        let mut from = 0usize;
        for w in 0..winners.rows.len() {
            let lo = from + partition_point(from, n, |j| order(w, j) == Ordering::Greater);
            let hi = lo + partition_point(lo, n, |j| order(w, j) == Ordering::Equal);
            from = lo;
            if lo == hi {
                continue;
            }
            let versions = keying.versions(columns, lo..hi)?;
            for r in lo..hi {
                let row = (group_start + r as u64) as u32;
                if !part.mask.contains(row) && !masked.contains(row) {
                    out.push((row, w, versions.as_ref().map(|v| v.row(r - lo).owned())));
                }
            }
        }
    }
    Ok(out)
}

/// An error unless row group `group` of `part` read as many rows as recorded.
pub(crate) fn check_group_rows(
    part: &ActivePart,
    group: usize,
    read: usize,
    recorded: u64,
) -> Result<()> {
    if read as u64 == recorded {
        Ok(())
    } else {
        Err(Error::Corrupt(format!(
            "part {}: row group {group} has {read} rows, recorded {recorded}",
            part.name
        )))
    }
}

/// `batches` (of one schema, at least one) as one batch.
pub(crate) fn one_batch(batches: &[RecordBatch]) -> Result<RecordBatch> {
    match batches {
        [one] => Ok(one.clone()),
        _ => {
            let schema = batches
                .first()
                .map(|b| b.schema())
                .ok_or_else(|| Error::Corrupt("a row group read no batch".into()))?;
            Ok(arrow::compute::concat_batches(&schema, batches)?)
        }
    }
}

/// The number of indices from `from` up to `to` for which `pred` holds, `pred` holding
/// for a prefix of them.
pub(crate) fn partition_point(from: usize, to: usize, pred: impl Fn(usize) -> bool) -> usize {
    let (mut lo, mut hi) = (from, to);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if pred(mid) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo - from
}

/// Whether the ranges of two statistics of one column meet (an unknown bound meets
/// everything).
fn overlaps(a: &ColumnStats, b: &ColumnStats) -> bool {
    let below = |x: Option<&Value>, y: Option<&Value>| match (x, y) {
        (Some(x), Some(y)) => x.partial_cmp(y).is_none_or(|o| o != Ordering::Greater),
        _ => true,
    };
    below(a.min.as_ref(), b.max.as_ref()) && below(b.min.as_ref(), a.max.as_ref())
}
