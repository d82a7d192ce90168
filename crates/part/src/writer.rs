use std::{
    io::Write,
    sync::{
        atomic::{AtomicUsize, Ordering},
        Arc, Mutex,
    },
};

use arrow::{
    array::{Array, ArrayRef, AsArray, RecordBatch},
    compute::{self, concat_batches, SortColumn},
    datatypes::*,
};
use maskhouse_types::{ColumnStats, PartMeta, Value};
use parquet::{
    arrow::{
        arrow_writer::{
            compute_leaves, ArrowColumnChunk, ArrowColumnWriter, ArrowRowGroupWriterFactory,
        },
        ArrowWriter,
    },
    basic::Compression,
    file::properties::{EnabledStatistics, WriterProperties},
    file::writer::SerializedFileWriter,
    schema::types::ColumnPath,
};

use crate::{Error, Result};

/// Rows per Parquet row group: the unit of statistics pruning and of parallel scans.
pub const ROW_GROUP_ROWS: usize = 128 * 1024;

/// Rows per data page at most: the unit a point lookup decompresses. A lookup of a few
/// rows (a DELETE, UPDATE or upsert by key, on every replica) skips the other pages of
/// their row group through the offset index, and decompresses one page per column for
/// each row; at Parquet's default of 20,000 rows that was about 160 KiB per 8-byte
/// column. 8,192 is ClickHouse's index granule.
pub const PAGE_ROWS: usize = 8 * 1024;

/// Row groups of fewer rows are encoded on the writing thread alone.
const PARALLEL_ENCODE_ROWS: usize = 8 * 1024;

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
        .set_data_page_row_count_limit(PAGE_ROWS)
        .set_statistics_enabled(EnabledStatistics::Page)
        // A fixed writer name keeps the bytes identical across builds of the same format.
        .set_created_by("maskhouse part v1".to_string())
        .build()
}

/// Encodes sorted rows as the bytes of a part file and computes its metadata. The
/// bytes are a pure function of the rows (DESIGN §2.1).
pub fn encode_part(batch: &RecordBatch) -> Result<(Vec<u8>, PartMeta)> {
    let mut writer = PartWriter::new(Vec::new(), batch.schema())?;
    writer.write(batch)?;
    writer.finish()
}

/// Writes a part from sorted batches as they come, holding at most one row group of
/// rows: row groups of [`ROW_GROUP_ROWS`], each column chunk encoded on its own thread
/// (up to the machine's cores) and appended in order, so the bytes are those of one
/// sequential write of all the rows, however they were batched.
pub struct PartWriter<W: Write + Send> {
    file: SerializedFileWriter<Checked<W>>,
    factory: ArrowRowGroupWriterFactory,
    schema: SchemaRef,
    buffered: Vec<RecordBatch>,
    buffered_rows: usize,
    groups: usize,
    rows: u64,
    columns: Vec<ColumnStats>,
    /// Columns whose statistics a row group dropped (too long, NaN): none overall.
    unknown: Vec<bool>,
    row_group_rows: Vec<u64>,
}

/// Counts and checksums the bytes written through it.
pub struct Checked<W> {
    inner: W,
    crc: crc32fast::Hasher,
    bytes: u64,
}

impl<W: Write> Write for Checked<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.crc.update(&buf[..n]);
        self.bytes += n as u64;
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

fn invalid(what: &str, e: parquet::errors::ParquetError) -> Error {
    Error::Invalid(format!("{what}: {e}"))
}

impl<W: Write + Send> PartWriter<W> {
    pub fn new(out: W, schema: SchemaRef) -> Result<Self> {
        let checked = Checked {
            inner: out,
            crc: crc32fast::Hasher::new(),
            bytes: 0,
        };
        let writer =
            ArrowWriter::try_new(checked, schema.clone(), Some(writer_properties(&schema)))
                .map_err(|e| invalid("create part writer", e))?;
        let (file, factory) = writer
            .into_serialized_writer()
            .map_err(|e| invalid("create part writer", e))?;
        let n = schema.fields().len();
        Ok(PartWriter {
            file,
            factory,
            schema,
            buffered: Vec::new(),
            buffered_rows: 0,
            groups: 0,
            rows: 0,
            columns: vec![
                ColumnStats {
                    min: None,
                    max: None,
                    null_count: 0,
                };
                n
            ],
            unknown: vec![false; n],
            row_group_rows: Vec::new(),
        })
    }

    /// Appends sorted rows (after every row written before).
    pub fn write(&mut self, batch: &RecordBatch) -> Result<()> {
        let mut at = 0;
        while at < batch.num_rows() {
            let take = (ROW_GROUP_ROWS - self.buffered_rows).min(batch.num_rows() - at);
            self.buffered.push(batch.slice(at, take));
            self.buffered_rows += take;
            at += take;
            if self.buffered_rows == ROW_GROUP_ROWS {
                self.flush_group()?;
            }
        }
        Ok(())
    }

    fn flush_group(&mut self) -> Result<()> {
        if self.buffered_rows == 0 {
            return Ok(());
        }
        let group = concat_batches(&self.schema, &self.buffered)?;
        self.buffered.clear();
        self.buffered_rows = 0;
        let n = group.num_rows() as u64;
        if self.rows + n > maskhouse_types::PART_ROWS_MAX {
            return Err(Error::Invalid(format!(
                "{} rows exceed the part limit",
                self.rows + n
            )));
        }
        for (i, column) in group.columns().iter().enumerate() {
            let s = column_stats(column)?;
            self.add_stats(i, s, n);
        }
        let writers = self
            .factory
            .create_column_writers(self.groups)
            .map_err(|e| invalid("create column writers", e))?;
        if writers.len() != self.schema.fields().len() {
            return Err(Error::Invalid("nested columns are not supported".into()));
        }
        let tasks: Vec<_> = writers
            .into_iter()
            .zip(self.schema.fields())
            .zip(group.columns())
            .map(|((w, f), c)| Mutex::new(Some((w, f.clone(), c.clone()))))
            .collect();
        let chunks = encode_columns(&tasks, n as usize);
        let mut row_group = self
            .file
            .next_row_group()
            .map_err(|e| invalid("write row group", e))?;
        for chunk in chunks {
            chunk?
                .append_to_row_group(&mut row_group)
                .map_err(|e| invalid("write column", e))?;
        }
        row_group
            .close()
            .map_err(|e| invalid("write row group", e))?;
        self.groups += 1;
        self.rows += n;
        self.row_group_rows.push(n);
        Ok(())
    }

    fn add_stats(&mut self, i: usize, group: ColumnStats, rows: u64) {
        let total = &mut self.columns[i];
        total.null_count += group.null_count;
        if group.min.is_none() && group.null_count < rows {
            self.unknown[i] = true;
        }
        if self.unknown[i] {
            total.min = None;
            total.max = None;
            return;
        }
        let pick = |a: Option<Value>, b: Option<Value>, less: bool| match (a, b) {
            (Some(a), Some(b)) => {
                let b_wins = if less { b < a } else { b > a };
                Some(if b_wins { b } else { a })
            }
            (a, b) => a.or(b),
        };
        total.min = pick(total.min.take(), group.min, true);
        total.max = pick(total.max.take(), group.max, false);
    }

    /// Writes the last row group and the footer; returns the writer and the part's
    /// metadata.
    pub fn finish_into(mut self) -> Result<(W, PartMeta)> {
        self.flush_group()?;
        // Writes the footer.
        let checked = self
            .file
            .into_inner()
            .map_err(|e| invalid("finish part", e))?;
        let meta = PartMeta {
            rows: self.rows,
            bytes: checked.bytes,
            checksum: checked.crc.finalize(),
            columns: self.columns,
            row_group_rows: self.row_group_rows,
        };
        assert!(meta.is_consistent(), "row groups must add up to the rows");
        Ok((checked.inner, meta))
    }
}

impl PartWriter<Vec<u8>> {
    /// The part's bytes and metadata.
    pub fn finish(self) -> Result<(Vec<u8>, PartMeta)> {
        self.finish_into()
    }
}

/// One column chunk to encode: its writer, field and values (taken once).
type ColumnTask = Mutex<Option<(ArrowColumnWriter, FieldRef, ArrayRef)>>;

/// Encodes each column chunk of one row group, on up to the machine's cores; the
/// chunks come back in column order.
fn encode_columns(tasks: &[ColumnTask], rows: usize) -> Vec<Result<ArrowColumnChunk>> {
    let chunks: Vec<Mutex<Option<Result<ArrowColumnChunk>>>> =
        tasks.iter().map(|_| Mutex::new(None)).collect();
    let next = AtomicUsize::new(0);
    // A small group (the part of an UPDATE or of a small INSERT, written by every
    // replica) is encoded faster than a thread starts.
    let threads = if rows < PARALLEL_ENCODE_ROWS {
        1
    } else {
        std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(tasks.len())
    };
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
    chunks
        .into_iter()
        .map(|c| c.into_inner().expect("not poisoned").expect("encoded"))
        .collect()
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

pub(crate) fn min_max(array: &dyn Array) -> (Option<Value>, Option<Value>) {
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
        // Written in odd-sized batches, the part is the same.
        let mut w = PartWriter::new(Vec::new(), b.schema()).unwrap();
        let mut at = 0;
        for size in [1, 70_000, 3, 150_000, 5_000].into_iter().cycle() {
            if at >= n {
                break;
            }
            let take = size.min(n - at);
            w.write(&b.slice(at, take)).unwrap();
            at += take;
        }
        let (streamed, streamed_meta) = w.finish().unwrap();
        assert_eq!(streamed, bytes);
        assert_eq!(streamed_meta, meta);
    }
}
