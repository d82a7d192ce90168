//! Delete evaluation: which rows of which parts a predicate matches.

use std::sync::Arc;

use arrow::array::Array;
use maskhouse_part::{PartReader, RoaringBitmap};
use maskhouse_types::PartName;

use crate::{ActivePart, Error, Priority, Result, RowPredicate};

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
pub fn newly_matched(
    table: &str,
    parts: &[Arc<ActivePart>],
    predicate: &dyn RowPredicate,
    threads: usize,
    priority: Priority,
    decoded: Option<&crate::decoded::DecodedGroups>,
) -> Result<Vec<(PartName, RoaringBitmap)>> {
    let candidates: Vec<&Arc<ActivePart>> = parts
        .iter()
        .filter(|p| p.live_rows() > 0 && predicate.may_match(&p.meta.columns))
        .collect();
    let results = crate::parallel::map(&candidates, threads, priority, |part| {
        // A damaged file may make the Parquet decoder panic, not only fail.
        unwound(|| matches(part, predicate, decoded))
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
    decoded: Option<&crate::decoded::DecodedGroups>,
) -> Result<RoaringBitmap> {
    let reader = PartReader::open(&part.file.path, &part.meta)?;
    let group_stats = reader.row_group_stats()?;
    // The matches as a dense bit vector over the part's rows, then one bitmap built
    // from it container by container (cheaper than inserting offsets one by one).
    let mut bits: Vec<u8> = Vec::with_capacity(part.meta.rows.div_ceil(8) as usize + 8);
    let mut start = 0usize;
    for (group, &group_rows) in part.meta.row_group_rows.iter().enumerate() {
        let may_match = match group_stats.get(group) {
            Some(Some(stats)) => predicate.may_match(stats),
            _ => true,
        };
        if may_match {
            // A long evaluation of another replica's DELETE yields from here on.
            crate::priority::checkpoint();
            let read = matches_in(&reader, group, start, &mut bits, part, predicate, decoded)?;
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

/// Evaluates the predicate over row group `group`, which starts at row `start`,
/// setting the bits of its matches; returns the rows read. A point lookup's row groups
/// come from `decoded` when it kept them.
fn matches_in(
    reader: &PartReader,
    group: usize,
    start: usize,
    bits: &mut Vec<u8>,
    part: &ActivePart,
    predicate: &dyn RowPredicate,
    decoded: Option<&crate::decoded::DecodedGroups>,
) -> Result<usize> {
    let mut rows = start;
    let columns = predicate.columns();
    let batches = match decoded {
        Some(decoded) => vec![decoded.get_or_read(&part.file, group, columns, || {
            let batch = crate::upsert::one_batch(&reader.read_row_group(Some(columns), group)?)?;
            let recorded = part.meta.row_group_rows.get(group).copied().unwrap_or(0);
            crate::upsert::check_group_rows(part, group, batch.num_rows(), recorded)?;
            Ok(batch)
        })?],
        None => reader.read_row_group(Some(columns), group)?,
    };
    for batch in batches {
        let hits = unwound(|| predicate.evaluate(&batch))
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
        let selected = match hits.nulls() {
            Some(nulls) => values & nulls.inner(),
            None => values.clone(),
        };
        append_bits(bits, rows, &selected);
        rows += batch.num_rows();
    }
    Ok(rows - start)
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

    use super::*;

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
