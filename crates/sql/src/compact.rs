//! Dropping deleted rows from a decoded batch.
//!
//! Deletes of a few percent of rows leave a keep-filter with a cleared bit every few
//! rows. Arrow's filter walks such a filter as thousands of short runs; for fixed-width
//! columns without nulls it is cheaper to move every value once, branch-free, and
//! advance the write position by the row's bit — in place when the decoded buffer is
//! not shared. Other columns go through Arrow's filter.

use arrow::{
    array::{
        Array, ArrayRef, AsArray, BooleanArray, PrimitiveArray, RecordBatch, RecordBatchOptions,
    },
    buffer::{BooleanBuffer, Buffer, ScalarBuffer},
    compute::FilterBuilder,
    datatypes::*,
    error::ArrowError,
};

/// The rows of `batch` whose bit in `keep` is set; `kept` is the number of set bits.
pub(crate) fn keep_rows(
    batch: RecordBatch,
    keep: BooleanBuffer,
    kept: usize,
) -> Result<RecordBatch, ArrowError> {
    let schema = batch.schema();
    let keep_array = BooleanArray::new(keep.clone(), None);
    // Built once for the columns that need Arrow's filter.
    let mut predicate = None;
    let columns = batch
        .columns()
        .iter()
        .map(|column| match compact(column, &keep, kept) {
            Some(c) => Ok(c),
            None => {
                let p = predicate
                    .get_or_insert_with(|| FilterBuilder::new(&keep_array).optimize().build());
                p.filter(column.as_ref())
            }
        })
        .collect::<Result<Vec<_>, _>>()?;
    drop(batch);
    let options = RecordBatchOptions::new().with_row_count(Some(kept));
    RecordBatch::try_new_with_options(schema, columns, &options)
}

/// Compacts a fixed-width column without nulls; `None` for every other column.
fn compact(column: &ArrayRef, keep: &BooleanBuffer, kept: usize) -> Option<ArrayRef> {
    if column.null_count() > 0 {
        return None;
    }
    macro_rules! prim {
        ($t:ty) => {
            Some(compact_primitive::<$t>(
                column.as_primitive::<$t>(),
                keep,
                kept,
            ))
        };
    }
    match column.data_type() {
        DataType::Int8 => prim!(Int8Type),
        DataType::Int16 => prim!(Int16Type),
        DataType::Int32 => prim!(Int32Type),
        DataType::Int64 => prim!(Int64Type),
        DataType::UInt8 => prim!(UInt8Type),
        DataType::UInt16 => prim!(UInt16Type),
        DataType::UInt32 => prim!(UInt32Type),
        DataType::UInt64 => prim!(UInt64Type),
        DataType::Float32 => prim!(Float32Type),
        DataType::Float64 => prim!(Float64Type),
        DataType::Date32 => prim!(Date32Type),
        DataType::Timestamp(TimeUnit::Second, _) => prim!(TimestampSecondType),
        DataType::Timestamp(TimeUnit::Millisecond, _) => prim!(TimestampMillisecondType),
        _ => None,
    }
}

fn compact_primitive<T: ArrowPrimitiveType>(
    array: &PrimitiveArray<T>,
    keep: &BooleanBuffer,
    kept: usize,
) -> ArrayRef {
    let data_type = array.data_type().clone();
    let values: &[T::Native] = array.values();
    let mut out: Vec<T::Native> = vec![T::Native::default(); values.len()];
    let n = compact_into(values, keep, &mut out);
    debug_assert_eq!(n, kept);
    out.truncate(n);
    let values = ScalarBuffer::<T::Native>::from(Buffer::from_vec(out));
    std::sync::Arc::new(PrimitiveArray::<T>::new(values, None).with_data_type(data_type))
}

/// Writes the values whose bit in `keep` is set to the front of `out`, in order;
/// returns how many. `out` is at least as long as `values`.
fn compact_into<V: Copy>(values: &[V], keep: &BooleanBuffer, out: &mut [V]) -> usize {
    let mut write = 0usize;
    for (block, word) in values.chunks(64).zip(keep.bit_chunks().iter_padded()) {
        for (b, &v) in block.iter().enumerate() {
            out[write] = v;
            write += ((word >> b) & 1) as usize;
        }
    }
    write
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use arrow::array::{Float64Array, StringViewArray, UInt32Array};

    use super::*;

    /// Invariant 2.2: a deleted row is never returned. The fast path must keep exactly
    /// the rows Arrow's filter keeps, at any offset into the keep-filter.
    #[test]
    fn compaction_keeps_what_arrow_keeps() {
        let n = 10_000usize;
        let mut seed = 7u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for deleted_per_mille in [0u64, 1, 100, 500, 999, 1000] {
            let bits: Vec<bool> = (0..n + 77)
                .map(|_| next() % 1000 >= deleted_per_mille)
                .collect();
            let full = BooleanBuffer::from(bits.as_slice());
            for offset in [0usize, 3, 64, 77] {
                let keep = full.slice(offset, n);
                let kept = keep.count_set_bits();
                let floats: ArrayRef =
                    Arc::new(Float64Array::from_iter_values((0..n).map(|i| i as f64)));
                let ints: ArrayRef = Arc::new(UInt32Array::from_iter(
                    (0..n).map(|i| (i % 3 != 0).then_some(i as u32)),
                ));
                let strings: ArrayRef = Arc::new(StringViewArray::from_iter_values(
                    (0..n).map(|i| format!("s{i}")),
                ));
                let batch =
                    RecordBatch::try_from_iter(vec![("f", floats), ("i", ints), ("s", strings)])
                        .unwrap();
                let expected = arrow::compute::filter_record_batch(
                    &batch,
                    &BooleanArray::new(keep.clone(), None),
                )
                .unwrap();
                let got = keep_rows(batch, keep, kept).unwrap();
                assert_eq!(got, expected, "{deleted_per_mille}‰ at offset {offset}");
            }
        }
    }

    #[test]
    fn zero_column_batches_keep_their_row_count() {
        let batch = RecordBatch::try_new_with_options(
            Arc::new(Schema::empty()),
            vec![],
            &RecordBatchOptions::new().with_row_count(Some(5)),
        )
        .unwrap();
        let keep = BooleanBuffer::from(vec![true, false, true, true, false]);
        assert_eq!(keep_rows(batch, keep, 3).unwrap().num_rows(), 3);
    }
}
