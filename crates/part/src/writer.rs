use std::sync::{
    atomic::{AtomicUsize, Ordering},
    Arc, Mutex,
};

use arrow::{
    array::{Array, ArrayRef, AsArray, RecordBatch},
    compute::{self, SortColumn},
    datatypes::*,
};
use maskhouse_types::{ColumnStats, PartMeta, Value};
use parquet::{
    arrow::{
        arrow_writer::{compute_leaves, ArrowColumnChunk},
        ArrowWriter,
    },
    basic::Compression,
    file::metadata::ParquetMetaData,
    file::properties::{EnabledStatistics, WriterProperties},
    schema::types::ColumnPath,
};

use crate::{Error, Result};

/// Rows per Parquet row group: the unit of statistics pruning and of parallel scans.
pub const ROW_GROUP_ROWS: usize = 128 * 1024;

/// Strings longer than this keep no min/max statistics.
const STAT_STRING_BYTES_MAX: usize = 256;

/// Sorts `batch` by the columns at `key` (ascending, nulls first), stably, so equal keys
/// keep their insertion order and every replica gets the same order.
pub fn sort_batch(batch: &RecordBatch, key: &[usize]) -> Result<RecordBatch> {
    if key.is_empty() || batch.num_rows() < 2 || is_sorted(batch, key)? {
        return Ok(batch.clone());
    }
    // lexsort is not stable; adding the row number as the last key makes it so.
    let mut columns = sort_columns(batch, key);
    let row_number: ArrayRef = Arc::new(arrow::array::UInt32Array::from_iter_values(
        0..batch.num_rows() as u32,
    ));
    columns.push(SortColumn {
        values: row_number,
        options: None,
    });
    let indices = compute::lexsort_to_indices(&columns, None)?;
    Ok(compute::take_record_batch(batch, &indices)?)
}

/// The key columns, ascending with nulls first.
fn sort_columns(batch: &RecordBatch, key: &[usize]) -> Vec<SortColumn> {
    key.iter()
        .map(|&i| SortColumn {
            values: batch.column(i).clone(),
            options: None,
        })
        .collect()
}

/// Whether rows are already in key order (then sorting would not move any row).
fn is_sorted(batch: &RecordBatch, key: &[usize]) -> Result<bool> {
    let cmp = compute::LexicographicalComparator::try_new(&sort_columns(batch, key))?;
    Ok((1..batch.num_rows()).all(|i| cmp.compare(i - 1, i) != std::cmp::Ordering::Greater))
}

/// Writer settings. Only string columns are dictionary-encoded: numeric columns of
/// analytical tables rarely repeat enough, and plain values decode fastest.
fn writer_properties(schema: &arrow::datatypes::Schema) -> WriterProperties {
    let mut builder = WriterProperties::builder().set_dictionary_enabled(false);
    for field in schema.fields() {
        if matches!(field.data_type(), DataType::Utf8 | DataType::LargeUtf8) {
            builder = builder
                .set_column_dictionary_enabled(ColumnPath::from(field.name().as_str()), true);
        }
    }
    builder
        .set_compression(Compression::LZ4_RAW)
        .set_max_row_group_row_count(Some(ROW_GROUP_ROWS))
        .set_statistics_enabled(EnabledStatistics::Page)
        // A fixed writer name keeps the bytes identical across builds of the same format.
        .set_created_by("maskhouse part v1".to_string())
        .build()
}

/// Encodes sorted rows as the bytes of a part file and computes its metadata. The
/// bytes are a pure function of the rows (DESIGN §2.1).
pub fn encode_part(batch: &RecordBatch) -> Result<(Vec<u8>, PartMeta)> {
    let rows = batch.num_rows() as u64;
    if rows > maskhouse_types::PART_ROWS_MAX {
        return Err(Error::Invalid(format!("{rows} rows exceed the part limit")));
    }
    let mut out = Vec::new();
    let metadata = write_parquet(batch, &mut out)?;
    let row_group_rows = metadata
        .row_groups()
        .iter()
        .map(|rg| rg.num_rows() as u64)
        .collect();
    let columns = batch
        .columns()
        .iter()
        .map(column_stats)
        .collect::<Result<_>>()?;
    let meta = PartMeta {
        rows,
        bytes: out.len() as u64,
        checksum: crc32fast::hash(&out),
        columns,
        row_group_rows,
    };
    assert!(meta.is_consistent(), "row groups must add up to the rows");
    Ok((out, meta))
}

/// Writes `batch` as Parquet into `out`: row groups of [`ROW_GROUP_ROWS`], each column
/// chunk encoded on its own thread (up to the machine's cores), then appended in order,
/// so the bytes are those of a sequential write.
fn write_parquet(batch: &RecordBatch, out: &mut Vec<u8>) -> Result<ParquetMetaData> {
    let invalid =
        |what: &str, e: parquet::errors::ParquetError| Error::Invalid(format!("{what}: {e}"));
    let schema = batch.schema();
    let writer = ArrowWriter::try_new(out, schema.clone(), Some(writer_properties(&schema)))
        .map_err(|e| invalid("create part writer", e))?;
    let (mut file, factory) = writer
        .into_serialized_writer()
        .map_err(|e| invalid("create part writer", e))?;
    let rows = batch.num_rows();
    let groups: Vec<(usize, usize)> = (0..rows)
        .step_by(ROW_GROUP_ROWS)
        .map(|start| (start, ROW_GROUP_ROWS.min(rows - start)))
        .collect();
    // One task per (row group, column); every column here is a single Parquet leaf.
    let mut tasks = Vec::new();
    for (g, &(start, len)) in groups.iter().enumerate() {
        let writers = factory
            .create_column_writers(g)
            .map_err(|e| invalid("create column writers", e))?;
        if writers.len() != schema.fields().len() {
            return Err(Error::Invalid("nested columns are not supported".into()));
        }
        for ((writer, field), column) in writers
            .into_iter()
            .zip(schema.fields())
            .zip(batch.columns())
        {
            tasks.push(Mutex::new(Some((
                writer,
                field.clone(),
                column.slice(start, len),
            ))));
        }
    }
    let chunks: Vec<Mutex<Option<Result<ArrowColumnChunk>>>> =
        tasks.iter().map(|_| Mutex::new(None)).collect();
    let next = AtomicUsize::new(0);
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(tasks.len());
    let work = || loop {
        let i = next.fetch_add(1, Ordering::Relaxed);
        let Some(task) = tasks.get(i) else { return };
        let (mut writer, field, column) = task.lock().expect("not poisoned").take().expect("once");
        let chunk = (|| {
            for leaf in compute_leaves(&field, &column)? {
                writer.write(&leaf)?;
            }
            writer.close()
        })()
        .map_err(|e| invalid("encode column", e));
        *chunks[i].lock().expect("not poisoned") = Some(chunk);
    };
    std::thread::scope(|scope| {
        for _ in 1..threads {
            scope.spawn(work);
        }
        work();
    });
    let mut chunks = chunks
        .into_iter()
        .map(|c| c.into_inner().expect("not poisoned").expect("encoded"));
    for _ in &groups {
        let mut row_group = file
            .next_row_group()
            .map_err(|e| invalid("write row group", e))?;
        for _ in schema.fields() {
            chunks
                .next()
                .expect("a chunk per column")?
                .append_to_row_group(&mut row_group)
                .map_err(|e| invalid("write column", e))?;
        }
        row_group
            .close()
            .map_err(|e| invalid("write row group", e))?;
    }
    file.close().map_err(|e| invalid("finish part", e))
}

fn column_stats(array: &ArrayRef) -> Result<ColumnStats> {
    let (min, max) = min_max(array.as_ref());
    Ok(ColumnStats {
        min,
        max,
        null_count: array.null_count() as u64,
    })
}

macro_rules! prim {
    ($array:expr, $t:ty, $variant:ident, $conv:ty) => {{
        let a = $array.as_primitive::<$t>();
        (
            compute::min(a).map(|v| Value::$variant(v as $conv)),
            compute::max(a).map(|v| Value::$variant(v as $conv)),
        )
    }};
}

fn min_max(array: &dyn Array) -> (Option<Value>, Option<Value>) {
    match array.data_type() {
        DataType::UInt8 => prim!(array, UInt8Type, UInt, u64),
        DataType::UInt16 => prim!(array, UInt16Type, UInt, u64),
        DataType::UInt32 => prim!(array, UInt32Type, UInt, u64),
        DataType::UInt64 => prim!(array, UInt64Type, UInt, u64),
        DataType::Int8 => prim!(array, Int8Type, Int, i64),
        DataType::Int16 => prim!(array, Int16Type, Int, i64),
        DataType::Int32 => prim!(array, Int32Type, Int, i64),
        DataType::Int64 => prim!(array, Int64Type, Int, i64),
        DataType::Date32 => prim!(array, Date32Type, Int, i64),
        DataType::Timestamp(TimeUnit::Second, _) => prim!(array, TimestampSecondType, Int, i64),
        DataType::Timestamp(TimeUnit::Millisecond, _) => {
            prim!(array, TimestampMillisecondType, Int, i64)
        }
        DataType::Float32 => float_min_max(
            array
                .as_primitive::<Float32Type>()
                .iter()
                .map(|v| v.map(f64::from)),
        ),
        DataType::Float64 => float_min_max(array.as_primitive::<Float64Type>().iter()),
        DataType::Boolean => {
            let a = array.as_boolean();
            (
                compute::min_boolean(a).map(Value::Bool),
                compute::max_boolean(a).map(Value::Bool),
            )
        }
        DataType::Utf8 => {
            let a = array.as_string::<i32>();
            let keep =
                |s: &str| (s.len() <= STAT_STRING_BYTES_MAX).then(|| Value::Str(s.to_string()));
            if a.iter().flatten().any(|s| s.len() > STAT_STRING_BYTES_MAX) {
                return (None, None);
            }
            (
                compute::min_string(a).and_then(keep),
                compute::max_string(a).and_then(keep),
            )
        }
        _ => (None, None),
    }
}

/// Min and max ignoring NaN; a column with NaN keeps no statistics, since NaN compares
/// with nothing and a bound that excludes it would prune wrongly.
fn float_min_max(values: impl Iterator<Item = Option<f64>>) -> (Option<Value>, Option<Value>) {
    let mut lo: Option<f64> = None;
    let mut hi: Option<f64> = None;
    for v in values.flatten() {
        if v.is_nan() {
            return (None, None);
        }
        lo = Some(lo.map_or(v, |l| l.min(v)));
        hi = Some(hi.map_or(v, |h| h.max(v)));
    }
    (lo.map(Value::Float), hi.map(Value::Float))
}

#[cfg(test)]
mod tests {
    use super::*;
    use arrow::array::{StringArray, UInt64Array};

    fn batch(ids: Vec<u64>, names: Vec<&str>) -> RecordBatch {
        RecordBatch::try_from_iter(vec![
            ("id", Arc::new(UInt64Array::from(ids)) as ArrayRef),
            ("name", Arc::new(StringArray::from(names)) as ArrayRef),
        ])
        .unwrap()
    }

    #[test]
    fn sort_is_stable_and_stats_are_exact() {
        let b = batch(vec![3, 1, 3, 2], vec!["a", "b", "c", "d"]);
        let sorted = sort_batch(&b, &[0]).unwrap();
        let names = sorted.column(1).as_string::<i32>();
        assert_eq!(
            names.iter().flatten().collect::<Vec<_>>(),
            ["b", "d", "a", "c"]
        );
        let (bytes, meta) = encode_part(&sorted).unwrap();
        assert_eq!(meta.rows, 4);
        assert_eq!(meta.bytes, bytes.len() as u64);
        assert_eq!(meta.columns[0].min, Some(Value::UInt(1)));
        assert_eq!(meta.columns[0].max, Some(Value::UInt(3)));
        assert_eq!(meta.columns[1].max, Some(Value::Str("d".into())));
        // Invariant 2.1: encoding is a pure function of the rows.
        assert_eq!(encode_part(&sorted).unwrap().0, bytes);
    }

    /// Invariant 2.1: encoding columns in parallel gives the bytes of one sequential
    /// write, so every replica writes the same part whatever its core count.
    #[test]
    fn parallel_encoding_matches_a_sequential_write() {
        let n = ROW_GROUP_ROWS * 2 + 1000;
        let ids: Vec<u64> = (0..n as u64).collect();
        let names: Vec<String> = (0..n).map(|i| format!("n{}", i % 17)).collect();
        let b = batch(ids, names.iter().map(String::as_str).collect());
        let (bytes, meta) = encode_part(&b).unwrap();
        assert_eq!(
            meta.row_group_rows,
            [ROW_GROUP_ROWS as u64, ROW_GROUP_ROWS as u64, 1000]
        );
        let mut sequential = Vec::new();
        let mut w = ArrowWriter::try_new(
            &mut sequential,
            b.schema(),
            Some(writer_properties(&b.schema())),
        )
        .unwrap();
        w.write(&b).unwrap();
        w.close().unwrap();
        assert_eq!(bytes, sequential);
    }
}
