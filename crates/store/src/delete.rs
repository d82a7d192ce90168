//! Delete evaluation: which rows of which parts a predicate matches.

use std::{cmp::Ordering, sync::Arc};

use arrow::{
    array::{make_comparator, Array, ArrayRef, RecordBatch, UInt32Array},
    compute::SortOptions,
    datatypes::DataType,
};
use maskhouse_part::{PartReader, RoaringBitmap};
use maskhouse_types::PartName;

use crate::{
    decoded::DecodedGroups, upsert::partition_point, ActivePart, Error, Priority, Result,
    RowPredicate,
};

/// A point lookup on the first sorting-key column (`key = c`, `key IN (…)`): the row
/// groups it reads are kept in `decoded` for the lookups after it, and within a row
/// group, when `keys` is set, only the rows holding one of the keys are evaluated,
/// found by binary search (parts are sorted by their sorting key, the first column
/// first).
pub(crate) struct KeyLookup<'a> {
    pub decoded: &'a DecodedGroups,
    pub keys: Option<SortedKeys>,
}

/// The values a predicate pins the first sorting-key column to, and that column's
/// position among the predicate's columns.
pub(crate) struct SortedKeys {
    position: usize,
    values: ArrayRef,
}

/// Pinned values past this many are not searched one by one: the row group is
/// evaluated whole.
const SEARCHED_KEYS_MAX: usize = 256;

impl SortedKeys {
    /// The lookup of `values` in the predicate column at `position`, when a binary
    /// search finds exactly the rows equal to them: the column's order (ascending,
    /// nulls first) has each value's equal rows side by side. Floating point keys are
    /// left out (`-0.0 = 0.0` though they sort apart), and so are types whose order
    /// the comparator does not know.
    pub fn new(position: usize, values: ArrayRef) -> Option<Self> {
        let exact = matches!(
            values.data_type(),
            DataType::Int8
                | DataType::Int16
                | DataType::Int32
                | DataType::Int64
                | DataType::UInt8
                | DataType::UInt16
                | DataType::UInt32
                | DataType::UInt64
                | DataType::Utf8
                | DataType::LargeUtf8
                | DataType::Binary
                | DataType::LargeBinary
                | DataType::FixedSizeBinary(_)
                | DataType::Date32
                | DataType::Date64
                | DataType::Timestamp(..)
                | DataType::Decimal128(..)
                | DataType::Decimal256(..)
                | DataType::Boolean
        );
        (exact && values.len() <= SEARCHED_KEYS_MAX).then_some(SortedKeys { position, values })
    }

    /// The rows of `batch` (sorted by this column) whose value is one of the keys,
    /// ascending; `None` when the batch's column cannot be searched.
    fn rows(&self, batch: &RecordBatch) -> Option<Vec<u32>> {
        let column = batch.columns().get(self.position)?;
        if column.data_type() != self.values.data_type() {
            return None;
        }
        let cmp = make_comparator(
            column.as_ref(),
            self.values.as_ref(),
            SortOptions::default(),
        )
        .ok()?;
        let n = column.len();
        let mut ranges: Vec<(usize, usize)> = Vec::new();
        for j in 0..self.values.len() {
            // NULL equals nothing.
            if self.values.is_null(j) {
                continue;
            }
            let lo = partition_point(0, n, |i| cmp(i, j) == Ordering::Less);
            let hi = lo + partition_point(lo, n, |i| cmp(i, j) != Ordering::Greater);
            if lo < hi {
                ranges.push((lo, hi));
            }
        }
        ranges.sort_unstable();
        ranges.dedup();
        let mut rows = Vec::new();
        let mut next = 0;
        for (lo, hi) in ranges {
            for i in lo.max(next)..hi {
                rows.push(i as u32);
            }
            next = next.max(hi);
        }
        Some(rows)
    }
}

/// For each part the predicate may match, the rows it matches that are not deleted
/// yet. Parts whose statistics exclude a match are not read; parts are evaluated on up
/// to `threads` threads at `priority`, and the result is in part order whatever the
/// threads do.
///
/// When parts fail, the error is the first one in part order, so a predicate that
/// cannot be evaluated ([`Error::Predicate`]) fails with the same reason on every
/// replica, however the threads ran.
///
/// A part whose file fails to read or evaluate is checked against its checksum first:
/// damage is [`Error::DamagedPart`] (the replica fetches the part again and retries),
/// never a failed mutation, which must fail alike on every replica.
///
/// Without a point `lookup`, the predicate's columns are read through `scanned`, the
/// columns the node's scans keep decoded ([`crate::Store::scan_columns`]), when it
/// keeps any: a DELETE after the `SELECT count() … WHERE` that checked it decodes
/// nothing again, and the count after it neither.
pub fn newly_matched(
    table: &str,
    parts: &[Arc<ActivePart>],
    predicate: &dyn RowPredicate,
    threads: usize,
    priority: Priority,
    lookup: Option<&KeyLookup<'_>>,
    scanned: Option<&DecodedGroups>,
) -> Result<Vec<(PartName, RoaringBitmap)>> {
    let source = match (lookup, scanned) {
        (Some(l), _) => Source::Lookup(l.decoded),
        (None, Some(s)) if s.bytes_max() > 0 => Source::Scanned(s),
        _ => Source::File,
    };
    let candidates: Vec<&Arc<ActivePart>> = parts
        .iter()
        .filter(|p| p.live_rows() > 0 && predicate.may_match(&p.meta.columns))
        .collect();
    let results = crate::parallel::map(&candidates, threads, priority, |part| {
        // A damaged file may make the Parquet decoder panic, not only fail.
        unwound(|| matches(part, predicate, lookup, source))
            .and_then(|r| r)
            .map_err(|e| crate::damage::blame(table, part, e))
    });
    let mut out = Vec::new();
    for (part, r) in candidates.iter().zip(results) {
        let mut matched = r?;
        matched -= part.mask.as_ref();
        if !matched.is_empty() {
            out.push((part.name.clone(), matched));
        }
    }
    Ok(out)
}

/// Every row of `part` that matches, deleted or not. Row groups whose footer
/// statistics prove no match are not read (a point delete reads one row group).
fn matches(
    part: &ActivePart,
    predicate: &dyn RowPredicate,
    lookup: Option<&KeyLookup<'_>>,
    source: Source<'_>,
) -> Result<RoaringBitmap> {
    let (reader, footer) = part.file.reader(&part.meta)?;
    let may = predicate.may_match_groups(footer.row_group_stats());
    if let Some(lookup @ KeyLookup { keys: Some(_), .. }) = lookup {
        return matches_by_key(&reader, &may, part, predicate, lookup);
    }
    // The matches as a dense bit vector over the part's rows, then one bitmap built
    // from it container by container (cheaper than inserting offsets one by one).
    let mut bits: Vec<u8> = Vec::with_capacity(part.meta.rows.div_ceil(8) as usize + 8);
    let mut start = 0usize;
    for (group, &group_rows) in part.meta.row_group_rows.iter().enumerate() {
        if group_may_match(&may, group) {
            let read = matches_in(&reader, group, start, &mut bits, part, predicate, source)?;
            if read != group_rows as usize {
                return Err(Error::Corrupt(format!(
                    "part {}: row group {group} has {read} rows, recorded {group_rows}",
                    part.name
                )));
            }
        }
        start += group_rows as usize;
    }
    bits.truncate(start.div_ceil(8));
    Ok(RoaringBitmap::from_lsb0_bytes(0, &bits))
}

/// Whether row group `group` may hold a match, by its statistics (`may`, from
/// [`RowPredicate::may_match_groups`]; a group without them may). Before the group is
/// read, a long evaluation of another replica's DELETE yields from here on
/// ([`crate::priority::checkpoint`]).
fn group_may_match(may: &[bool], group: usize) -> bool {
    let may_match = may.get(group).copied().unwrap_or(true);
    if may_match {
        crate::priority::checkpoint();
    }
    may_match
}

/// Where an evaluation reads a row group's predicate columns from.
#[derive(Clone, Copy)]
enum Source<'a> {
    /// The file, batch by batch.
    File,
    /// A point lookup's kept row groups (all the predicate's columns in one entry).
    Lookup(&'a DecodedGroups),
    /// The columns scans keep, one per entry (see [`scanned_group`]).
    Scanned(&'a DecodedGroups),
}

/// Evaluates the predicate over row group `group`, which starts at row `start`,
/// setting the bits of its matches; returns the rows read.
fn matches_in(
    reader: &PartReader,
    group: usize,
    start: usize,
    bits: &mut Vec<u8>,
    part: &ActivePart,
    predicate: &dyn RowPredicate,
    source: Source<'_>,
) -> Result<usize> {
    let mut rows = start;
    let batches = match source {
        Source::File => reader.read_row_group(Some(predicate.columns()), group)?,
        Source::Lookup(decoded) => vec![decoded_group(reader, group, part, predicate, decoded)?],
        Source::Scanned(kept) if !predicate.columns().is_empty() => {
            // Evaluated in the same batches as a read of the file: how an expression
            // runs (which branch of an AND it evaluates on which rows, how large an
            // intermediate array grows) depends on the batch, and the outcome must
            // not depend on whether this node keeps columns (DESIGN §2.1).
            let whole = scanned_group(reader, group, part, predicate, kept)?;
            let n = whole.num_rows();
            (0..n)
                .step_by(maskhouse_part::BATCH_ROWS)
                .map(|at| whole.slice(at, maskhouse_part::BATCH_ROWS.min(n - at)))
                .collect()
        }
        Source::Scanned(_) => reader.read_row_group(Some(predicate.columns()), group)?,
    };
    for batch in batches {
        let selected = evaluate(predicate, &batch, part)?;
        append_bits(bits, rows, &selected);
        rows += batch.num_rows();
    }
    Ok(rows - start)
}

/// The predicate's columns of row group `group`, as one batch kept in `decoded`.
fn decoded_group(
    reader: &PartReader,
    group: usize,
    part: &ActivePart,
    predicate: &dyn RowPredicate,
    decoded: &DecodedGroups,
) -> Result<RecordBatch> {
    let columns = predicate.columns();
    decoded.get_or_read(&part.file, group, columns, || {
        let batch = crate::upsert::one_batch(&reader.read_row_group(Some(columns), group)?)?;
        let recorded = part.meta.row_group_rows.get(group).copied().unwrap_or(0);
        crate::upsert::check_group_rows(part, group, batch.num_rows(), recorded)?;
        Ok::<_, crate::Error>(batch)
    })
}

/// The predicate's columns of row group `group`, whole, each from what the node's
/// scans keep (`kept`, one column per entry, keyed as the scans key them) or from the
/// file. A column is shared only where a scan decodes it to the same type: a string,
/// which scans decode to views, is taken from `kept` when a scan left it there (and
/// converted), but never put there from here. What the predicate sees is the file's
/// content either way (parts are immutable; see [`DecodedGroups`]).
fn scanned_group(
    reader: &PartReader,
    group: usize,
    part: &ActivePart,
    predicate: &dyn RowPredicate,
    kept: &DecodedGroups,
) -> Result<RecordBatch> {
    let recorded = part.meta.row_group_rows.get(group).copied().unwrap_or(0);
    let read = |column: usize| {
        let batch = crate::upsert::one_batch(&reader.read_row_group(Some(&[column]), group)?)?;
        crate::upsert::check_group_rows(part, group, batch.num_rows(), recorded)?;
        Ok::<_, Error>(batch)
    };
    let schema = reader.schema();
    let mut fields = Vec::with_capacity(predicate.columns().len());
    let mut arrays = Vec::with_capacity(predicate.columns().len());
    for &column in predicate.columns() {
        let field = schema
            .fields()
            .get(column)
            .ok_or_else(|| Error::Corrupt(format!("part {}: no column {column}", part.name)))?;
        let stored = field.data_type();
        let array = if matches!(stored, DataType::Utf8 | DataType::LargeUtf8) {
            match kept.get(&part.file, group, &[column]) {
                Some(batch) if batch.num_rows() == recorded as usize => {
                    arrow::compute::cast(batch.column(0), stored)?
                }
                _ => read(column)?.column(0).clone(),
            }
        } else {
            kept.get_or_read(&part.file, group, &[column], || read(column))?
                .column(0)
                .clone()
        };
        if array.data_type() != stored {
            return Err(Error::Corrupt(format!(
                "part {}: column {column} read as {}, stored as {stored}",
                part.name,
                array.data_type()
            )));
        }
        fields.push(field.clone());
        arrays.push(array);
    }
    let schema = Arc::new(arrow::datatypes::Schema::new(fields));
    Ok(RecordBatch::try_new(schema, arrays)?)
}

/// The rows of `batch` the predicate matches (null counts as no match).
fn evaluate(
    predicate: &dyn RowPredicate,
    batch: &RecordBatch,
    part: &ActivePart,
) -> Result<arrow::buffer::BooleanBuffer> {
    let hits = unwound(|| predicate.evaluate(batch))
        .and_then(|r| r.map_err(Error::Predicate))
        .map_err(|e| Error::Predicate(format!("evaluate on part {}: {e}", part.name)))?;
    if hits.len() != batch.num_rows() {
        return Err(Error::Predicate(format!(
            "predicate returned {} values for {} rows of part {}",
            hits.len(),
            batch.num_rows(),
            part.name
        )));
    }
    let values = hits.values();
    Ok(match hits.nulls() {
        Some(nulls) => values & nulls.inner(),
        None => values.clone(),
    })
}

/// [`matches`] for a point lookup with keys to search: in each row group the
/// statistics admit, the predicate is evaluated over the rows holding one of the keys
/// only (no other row can match), so the cost follows the rows found, not the group.
fn matches_by_key(
    reader: &PartReader,
    may: &[bool],
    part: &ActivePart,
    predicate: &dyn RowPredicate,
    lookup: &KeyLookup<'_>,
) -> Result<RoaringBitmap> {
    let keys = lookup.keys.as_ref().expect("keys to search");
    let mut out = RoaringBitmap::new();
    let mut start = 0u32;
    for (group, &group_rows) in part.meta.row_group_rows.iter().enumerate() {
        if group_may_match(may, group) {
            let batch = decoded_group(reader, group, part, predicate, lookup.decoded)?;
            if batch.num_rows() != group_rows as usize {
                return Err(Error::Corrupt(format!(
                    "part {}: row group {group} has {} rows, recorded {group_rows}",
                    part.name,
                    batch.num_rows()
                )));
            }
            match keys.rows(&batch) {
                Some(rows) if rows.is_empty() => {}
                Some(rows) => {
                    let indices = UInt32Array::from(rows);
                    let found = arrow::compute::take_record_batch(&batch, &indices)?;
                    let selected = evaluate(predicate, &found, part)?;
                    out.extend(selected.set_indices().map(|k| start + indices.value(k)));
                }
                None => {
                    let selected = evaluate(predicate, &batch, part)?;
                    out.extend(selected.set_indices().map(|k| start + k as u32));
                }
            }
        }
        start += group_rows as u32;
    }
    Ok(out)
}

/// `f()`, or [`Error::Predicate`] if it panics. Predicates are compiled from user text by
/// a query engine whose kernels may panic on inputs they do not expect; a panic depends
/// only on the text and the rows, so it fails the mutation like any other evaluation
/// error instead of stopping the replica (DESIGN §2.8). Nothing shared is left half
/// changed: a compiled predicate is immutable.
pub(crate) fn unwound<T>(f: impl FnOnce() -> T) -> Result<T> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).map_err(|payload| {
        Error::Predicate(format!(
            "the predicate panicked: {}",
            panic_message(payload.as_ref())
        ))
    })
}

/// The message a panic carried.
pub(crate) fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "no message".to_string())
}

/// Appends the bits of `selected` to `bits` at row `rows`; rows before it that were
/// never appended (a skipped row group) read as zero, as do bits past the end.
fn append_bits(bits: &mut Vec<u8>, rows: usize, selected: &arrow::buffer::BooleanBuffer) {
    if rows.is_multiple_of(8) {
        bits.resize(rows / 8, 0);
        for word in selected.bit_chunks().iter_padded() {
            bits.extend_from_slice(&word.to_le_bytes());
        }
    } else {
        // Batches of a part are whole bytes long except its last; this is the general
        // case for any other batching.
        let needed = (rows + selected.len()).div_ceil(8) + 8;
        bits.resize(bits.len().max(needed), 0);
        for i in selected.set_indices() {
            let at = rows + i;
            bits[at / 8] |= 1 << (at % 8);
        }
    }
}

#[cfg(test)]
mod tests {
    use arrow::buffer::BooleanBuffer;
    use proptest::prelude::*;

    use super::*;

    proptest! {
        /// Invariant 2.1 (every replica masks the same rows, whichever way it finds
        /// them): the binary search of a point lookup finds exactly the rows of a
        /// sorted column equal to one of the keys, nulls and duplicates included.
        #[test]
        fn key_search_finds_exactly_the_equal_rows(
            mut column in proptest::collection::vec(proptest::option::of(0i64..40), 0..300),
            keys in proptest::collection::vec(proptest::option::of(-5i64..45), 1..12),
        ) {
            // Ascending, nulls first: the parts' order.
            column.sort();
            let array: ArrayRef = Arc::new(arrow::array::Int64Array::from(column.clone()));
            let batch = RecordBatch::try_from_iter([("other", array.clone()), ("k", array)]).unwrap();
            let values: ArrayRef = Arc::new(arrow::array::Int64Array::from(keys.clone()));
            let search = SortedKeys::new(1, values).unwrap();
            let found = search.rows(&batch).unwrap();
            let expected: Vec<u32> = column
                .iter()
                .enumerate()
                .filter(|(_, v)| v.is_some() && keys.contains(v))
                .map(|(i, _)| i as u32)
                .collect();
            prop_assert_eq!(found, expected);
        }
    }

    /// Floating point keys are not searched (`-0.0 = 0.0`, though they sort apart),
    /// nor are columns whose type differs from the keys'.
    #[test]
    fn float_keys_and_other_types_are_evaluated_whole() {
        let floats: ArrayRef = Arc::new(arrow::array::Float64Array::from(vec![0.0]));
        assert!(SortedKeys::new(0, floats).is_none());
        let keys: ArrayRef = Arc::new(arrow::array::Int64Array::from(vec![1]));
        let search = SortedKeys::new(0, keys).unwrap();
        let column: ArrayRef = Arc::new(arrow::array::Int32Array::from(vec![1]));
        let batch = RecordBatch::try_from_iter([("k", column)]).unwrap();
        assert!(search.rows(&batch).is_none());
    }

    /// Invariant 2.2: the mask holds exactly the matched rows, whatever the batching.
    #[test]
    fn bits_of_any_batching_give_the_matched_offsets() {
        // A size of 1000 with no flags stands for a skipped row group.
        for sizes in [
            vec![8192, 8192, 100],
            vec![3, 70, 1, 64, 9],
            vec![0, 16, 5],
            vec![64, 1000, 64, 1000, 3],
            vec![5, 1000, 7],
        ] {
            let mut bits = Vec::new();
            let mut rows = 0usize;
            let mut expected = RoaringBitmap::new();
            for n in sizes {
                if n == 1000 {
                    rows += n;
                    continue;
                }
                let flags: Vec<bool> = (0..n)
                    .map(|i| (rows + i).is_multiple_of(3) || i == n - 1)
                    .collect();
                for (i, f) in flags.iter().enumerate() {
                    if *f {
                        expected.insert((rows + i) as u32);
                    }
                }
                append_bits(&mut bits, rows, &BooleanBuffer::from(flags.as_slice()));
                rows += n;
            }
            bits.truncate(rows.div_ceil(8));
            assert_eq!(RoaringBitmap::from_lsb0_bytes(0, &bits), expected);
        }
    }
}
