//! K-way merge of sorted parts.

use std::{cmp::Reverse, collections::BinaryHeap};

use arrow::{
    array::RecordBatch,
    compute::{concat_batches, interleave_record_batch},
    datatypes::SchemaRef,
    row::{RowConverter, Rows, SortField},
};

use crate::{Error, Result};

/// Merges `inputs` — each the batches of one input, sorted by the columns at `key` —
/// into one sorted batch. Equal keys keep input order (then row order), so the result
/// is a pure function of the inputs and their order (DESIGN §2.1). Inputs whose key
/// ranges do not overlap (the usual case for parts of increasing keys) are copied once,
/// in key order, without comparing rows.
pub fn merge_sorted(
    schema: &SchemaRef,
    inputs: &[Vec<RecordBatch>],
    key: &[usize],
) -> Result<RecordBatch> {
    Ok(merge_placed(schema, inputs, key)?.0)
}

/// Where the merge put each input row: `positions[i][r]` is the row of the result
/// that row `r` of input `i` became.
pub type Placement = Vec<Vec<u32>>;

/// [`merge_sorted`], also telling where each input row went, so that masks of the
/// inputs can be carried over to the result.
pub fn merge_placed(
    schema: &SchemaRef,
    inputs: &[Vec<RecordBatch>],
    key: &[usize],
) -> Result<(RecordBatch, Placement)> {
    let lens: Vec<usize> = inputs
        .iter()
        .map(|b| b.iter().map(|b| b.num_rows()).sum())
        .collect();
    // Inputs with rows, with their index among all inputs.
    let (ids, inputs): (Vec<usize>, Vec<Vec<&RecordBatch>>) = inputs
        .iter()
        .enumerate()
        .map(|(i, batches)| {
            (
                i,
                batches
                    .iter()
                    .filter(|b| b.num_rows() > 0)
                    .collect::<Vec<_>>(),
            )
        })
        .filter(|(_, batches)| !batches.is_empty())
        .unzip();
    let concat_in = |order: &[usize]| -> Result<(RecordBatch, Placement)> {
        let mut placement: Placement = lens.iter().map(|_| Vec::new()).collect();
        let mut at = 0u32;
        for &k in order {
            let n = lens[ids[k]] as u32;
            placement[ids[k]] = (at..at + n).collect();
            at += n;
        }
        let ordered = order.iter().flat_map(|&k| inputs[k].iter().copied());
        Ok((concat_batches(schema, ordered)?, placement))
    };
    if key.is_empty() || inputs.len() < 2 {
        return concat_in(&(0..inputs.len()).collect::<Vec<_>>());
    }
    let fields = key
        .iter()
        .map(|&i| SortField::new(schema.field(i).data_type().clone()))
        .collect();
    let converter = RowConverter::new(fields)?;
    let keys_of =
        |b: &RecordBatch| -> Vec<_> { key.iter().map(|&i| b.column(i).clone()).collect() };
    // Each input's first and last key.
    let ends: Vec<Rows> = inputs
        .iter()
        .map(|batches| {
            let first = batches[0].slice(0, 1);
            let last = batches[batches.len() - 1];
            let last = last.slice(last.num_rows() - 1, 1);
            let both = concat_batches(schema, [&first, &last])?;
            Ok(converter.convert_columns(&keys_of(&both))?)
        })
        .collect::<Result<_>>()?;
    if let Some(order) = disjoint_order(&ends) {
        return concat_in(&order);
    }
    let inputs: Vec<RecordBatch> = inputs
        .iter()
        .map(|batches| concat_batches(schema, batches.iter().copied()))
        .collect::<std::result::Result<_, _>>()?;
    let rows: Vec<Rows> = inputs
        .iter()
        .map(|b| converter.convert_columns(&keys_of(b)))
        .collect::<std::result::Result<_, _>>()?;
    let total: usize = inputs.iter().map(|b| b.num_rows()).sum();
    let mut indices = Vec::with_capacity(total);
    let mut heap = BinaryHeap::with_capacity(inputs.len());
    for (i, r) in rows.iter().enumerate() {
        heap.push(Reverse((r.row(0), i, 0usize)));
    }
    let mut placement: Placement = lens.iter().map(|n| Vec::with_capacity(*n)).collect();
    while let Some(Reverse((_, input, row))) = heap.pop() {
        placement[ids[input]].push(indices.len() as u32);
        indices.push((input, row));
        if row + 1 < rows[input].num_rows() {
            heap.push(Reverse((rows[input].row(row + 1), input, row + 1)));
        }
    }
    let inputs: Vec<&RecordBatch> = inputs.iter().collect();
    let merged = interleave_record_batch(&inputs, &indices).map_err(Error::from)?;
    Ok((merged, placement))
}

/// One input of a streamed merge: its sorted batches, in order.
pub type Source = Box<dyn Iterator<Item = Result<RecordBatch>> + Send>;

/// An input's current batch and position.
struct Cursor {
    input: usize,
    source: Source,
    batch: RecordBatch,
    keys: Rows,
    pos: usize,
}

impl Cursor {
    /// Moves to the next non-empty batch; false at the end of the input.
    fn next_batch(&mut self, converter: &RowConverter, key: &[usize]) -> Result<bool> {
        for batch in self.source.by_ref() {
            let batch = batch?;
            if batch.num_rows() == 0 {
                continue;
            }
            let columns: Vec<_> = key.iter().map(|&i| batch.column(i).clone()).collect();
            self.keys = converter.convert_columns(&columns)?;
            self.batch = batch;
            self.pos = 0;
            return Ok(true);
        }
        Ok(false)
    }
}

/// The k-way merge of `inputs` (each sorted by the columns at `key`), streamed: at most
/// one batch of each input is held, and the result goes to `sink` in batches of
/// `out_rows` rows (the last may be smaller). Rows come out exactly as [`merge_placed`] orders them (equal keys
/// keep input order, then row order), runs of rows from one input as slices. Returns
/// where each input row went.
pub fn merge_streams(
    schema: &SchemaRef,
    inputs: Vec<Source>,
    key: &[usize],
    out_rows: usize,
    sink: impl FnMut(RecordBatch) -> Result<()>,
) -> Result<Placement> {
    let mut placement: Placement = inputs.iter().map(|_| Vec::new()).collect();
    merge_streams_into(schema, inputs, key, out_rows, sink, Some(&mut placement))?;
    Ok(placement)
}

/// [`merge_streams`] for inputs without masks to carry over: keeps no placement, so
/// memory does not grow with the rows. Returns how many rows went to `sink`.
pub fn merge_streams_unplaced(
    schema: &SchemaRef,
    inputs: Vec<Source>,
    key: &[usize],
    out_rows: usize,
    sink: impl FnMut(RecordBatch) -> Result<()>,
) -> Result<u64> {
    merge_streams_into(schema, inputs, key, out_rows, sink, None)
}

fn merge_streams_into(
    schema: &SchemaRef,
    inputs: Vec<Source>,
    key: &[usize],
    out_rows: usize,
    mut sink: impl FnMut(RecordBatch) -> Result<()>,
    mut placement: Option<&mut Placement>,
) -> Result<u64> {
    let out_rows = out_rows.max(1);
    let fields = key
        .iter()
        .map(|&i| SortField::new(schema.field(i).data_type().clone()))
        .collect();
    let converter = RowConverter::new(fields)?;
    let mut cursors = Vec::new();
    for (input, source) in inputs.into_iter().enumerate() {
        let mut c = Cursor {
            input,
            source,
            batch: RecordBatch::new_empty(schema.clone()),
            keys: converter.empty_rows(0, 0),
            pos: 0,
        };
        if c.next_batch(&converter, key)? {
            cursors.push(c);
        }
    }
    let mut out: Vec<RecordBatch> = Vec::new();
    let mut out_len = 0usize;
    let mut emitted = 0u64;
    while !cursors.is_empty() {
        // The input whose current row comes first, and the first row of any other.
        // Without a sorting key there are no key rows to compare (a key of no columns
        // converts to no rows at all): inputs follow each other in input order.
        let order = |x: &Cursor, y: &Cursor| {
            let by_key = if key.is_empty() {
                std::cmp::Ordering::Equal
            } else {
                x.keys.row(x.pos).cmp(&y.keys.row(y.pos))
            };
            by_key.then(x.input.cmp(&y.input))
        };
        let a = (0..cursors.len())
            .min_by(|&x, &y| order(&cursors[x], &cursors[y]))
            .expect("not empty");
        let len = cursors[a].batch.num_rows();
        let end = match (0..cursors.len())
            .filter(|&i| i != a)
            .min_by(|&x, &y| order(&cursors[x], &cursors[y]))
        {
            // Without key or other inputs, the rest of the batch comes next.
            _ if key.is_empty() => len,
            None => len,
            Some(b) => {
                let (ca, cb) = (&cursors[a], &cursors[b]);
                let bound = cb.keys.row(cb.pos);
                let before = |i: usize| {
                    let r = ca.keys.row(i);
                    r < bound || (r == bound && ca.input < cb.input)
                };
                // Rows of a batch are sorted: binary search for the first row that
                // does not come before `bound`.
                let (mut lo, mut hi) = (ca.pos + 1, len);
                while lo < hi {
                    let mid = lo + (hi - lo) / 2;
                    if before(mid) {
                        lo = mid + 1;
                    } else {
                        hi = mid;
                    }
                }
                lo
            }
        };
        let c = &mut cursors[a];
        // Batches of exactly `out_rows` rows (the last may be smaller): a writer that
        // makes row groups of them takes each batch as it is, without copying it again.
        let end = end.min(c.pos + (out_rows - out_len));
        let n = end - c.pos;
        out.push(c.batch.slice(c.pos, n));
        out_len += n;
        if let Some(placement) = placement.as_deref_mut() {
            let from = u32::try_from(emitted).expect("a part holds fewer than 2^32 rows");
            placement[c.input].extend(from..from + n as u32);
        }
        emitted += n as u64;
        c.pos = end;
        if c.pos == len && !c.next_batch(&converter, key)? {
            cursors.remove(a);
        }
        if out_len >= out_rows {
            sink(concat_batches(schema, &out)?)?;
            out.clear();
            out_len = 0;
        }
    }
    if out_len > 0 {
        sink(concat_batches(schema, &out)?)?;
    }
    Ok(emitted)
}

/// When the inputs' key ranges (first and last rows of each of `rows`) do not overlap,
/// the order that concatenates them sorted. Ties between inputs go to the earlier
/// input, as in the heap merge.
fn disjoint_order(rows: &[Rows]) -> Option<Vec<usize>> {
    let mut order: Vec<usize> = (0..rows.len()).collect();
    order.sort_by(|&a, &b| rows[a].row(0).cmp(&rows[b].row(0)).then(a.cmp(&b)));
    for w in order.windows(2) {
        let (a, b) = (&rows[w[0]], &rows[w[1]]);
        let last = a.row(a.num_rows() - 1);
        let first = b.row(0);
        if last > first || (last == first && w[0] > w[1]) {
            return None;
        }
    }
    Some(order)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use arrow::{
        array::{ArrayRef, AsArray, UInt64Array},
        datatypes::UInt64Type,
    };
    use proptest::prelude::*;

    use super::*;
    use crate::sort_batch;

    fn batch(keys: &[u64], tags: &[u64]) -> RecordBatch {
        RecordBatch::try_from_iter(vec![
            ("k", Arc::new(UInt64Array::from(keys.to_vec())) as ArrayRef),
            (
                "tag",
                Arc::new(UInt64Array::from(tags.to_vec())) as ArrayRef,
            ),
        ])
        .unwrap()
    }

    /// Sorted inputs of the given keys, each row tagged with a number unique across
    /// inputs, and each input cut into batches of at most `size` rows.
    fn tagged_inputs(parts: &[Vec<u64>], size: usize) -> (Vec<RecordBatch>, Vec<Vec<RecordBatch>>) {
        let mut inputs = vec![];
        let mut tag = 0u64;
        for keys in parts {
            let tags: Vec<u64> = keys
                .iter()
                .map(|_| {
                    tag += 1;
                    tag
                })
                .collect();
            inputs.push(sort_batch(&batch(keys, &tags), &[0]).unwrap());
        }
        let split = inputs
            .iter()
            .map(|b| {
                (0..b.num_rows())
                    .step_by(size)
                    .map(|s| b.slice(s, size.min(b.num_rows() - s)))
                    .collect()
            })
            .collect();
        (inputs, split)
    }

    proptest! {
        /// Merge equals a stable sort of the concatenation.
        #[test]
        fn merge_equals_sort_of_concatenation(parts in proptest::collection::vec(
            proptest::collection::vec(0u64..50, 0..40), 1..6)) {
            // Each input as batches of at most 7 rows, as parts are read.
            let (inputs, split) = tagged_inputs(&parts, 7);
            let schema = inputs[0].schema();
            let (merged, placement) = merge_placed(&schema, &split, &[0]).unwrap();
            let expected = sort_batch(&concat_batches(&schema, &inputs).unwrap(), &[0]).unwrap();
            let got: Vec<u64> = merged.column(1).as_primitive::<UInt64Type>().values().to_vec();
            let want: Vec<u64> = expected.column(1).as_primitive::<UInt64Type>().values().to_vec();
            prop_assert_eq!(&got, &want);
            // The placement says where every input row went (masks follow it).
            for (input, positions) in inputs.iter().zip(&placement) {
                let tags = input.column(1).as_primitive::<UInt64Type>().values();
                prop_assert_eq!(positions.len(), tags.len());
                for (tag, &at) in tags.iter().zip(positions) {
                    prop_assert_eq!(got[at as usize], *tag);
                }
            }
        }
    }

    proptest! {
        /// The streamed merge gives the rows and placement of the in-memory one,
        /// whatever the batch sizes, with a sorting key or without one (`ORDER BY
        /// tuple()`: inputs concatenated in order). Guards DESIGN §2.1.
        #[test]
        fn streamed_merge_equals_merge(parts in proptest::collection::vec(
            proptest::collection::vec(0u64..30, 0..40), 1..6), size in 1usize..9, out in 1usize..20,
            keyed in any::<bool>()) {
            let (inputs, split) = tagged_inputs(&parts, size);
            let schema = inputs[0].schema();
            let key: &[usize] = if keyed { &[0] } else { &[] };
            let (merged, placement) = merge_placed(&schema, &split, key).unwrap();
            let sources: Vec<Source> = split
                .iter()
                .map(|b| Box::new(b.clone().into_iter().map(Ok)) as Source)
                .collect();
            let mut got = vec![];
            let streamed = merge_streams(&schema, sources, key, out, |b| {
                got.push(b);
                Ok(())
            })
            .unwrap();
            // Every batch but the last has exactly `out` rows (a part writer then
            // takes each as one row group's rows without copying them again).
            if let Some((_, full)) = got.split_last() {
                prop_assert!(full.iter().all(|b| b.num_rows() == out));
            }
            let got = concat_batches(&schema, &got).unwrap();
            prop_assert_eq!(got, merged);
            prop_assert_eq!(streamed, placement);
        }
    }

    #[test]
    fn disjoint_inputs_are_concatenated_in_key_order() {
        let a = batch(&[10, 11], &[1, 2]);
        let b = batch(&[1, 2], &[3, 4]);
        let merged = merge_sorted(&a.schema(), &[vec![a.clone()], vec![b]], &[0]).unwrap();
        let keys = merged
            .column(0)
            .as_primitive::<UInt64Type>()
            .values()
            .to_vec();
        assert_eq!(keys, vec![1, 2, 10, 11]);
    }
}
