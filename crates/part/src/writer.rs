use std::{
    io::Write,
    sync::{Arc, Mutex},
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

/// Writes a part from sorted batches as they come: row groups of [`ROW_GROUP_ROWS`],
/// each column chunk encoded on a thread of the writer's encoder (up to the machine's
/// cores) while the caller goes on filling the next group, and appended in order, so
/// the bytes are those of one sequential write of all the rows, however they were
/// batched. Memory holds the group being filled and at most [`GROUPS_IN_FLIGHT`]
/// groups being encoded.
pub struct PartWriter<W: Write + Send> {
    file: SerializedFileWriter<Checked<W>>,
    factory: ArrowRowGroupWriterFactory,
    schema: SchemaRef,
    buffered: Vec<RecordBatch>,
    buffered_rows: usize,
    /// Row groups handed to the encoder (appended or not).
    groups: usize,
    /// Rows handed to the encoder.
    submitted_rows: u64,
    /// Groups being encoded, oldest first.
    in_flight: std::collections::VecDeque<InFlight>,
    /// Started at the first group large enough to share out; its threads are the
    /// caller's children (a merge's keep its low CPU priority).
    encoder: Option<Encoder>,
    rows: u64,
    columns: Vec<ColumnStats>,
    /// Columns whose statistics a row group dropped (too long, NaN): none overall.
    unknown: Vec<bool>,
    row_group_rows: Vec<u64>,
}

/// Row groups being encoded at most while the next is filled.
pub const GROUPS_IN_FLIGHT: usize = 2;

/// One encoded column chunk of a row group, with the statistics of its values.
/// A column's encoded chunks (one per Parquet leaf: several for a tuple or a map) and
/// its statistics, by the column's position.
type EncodedColumn = (usize, Result<(Vec<ArrowColumnChunk>, ColumnStats)>);

/// A row group handed to the encoder: its rows and where its column chunks arrive.
struct InFlight {
    rows: u64,
    columns: usize,
    done: std::sync::mpsc::Receiver<EncodedColumn>,
}

/// One column chunk to encode.
struct ColumnJob {
    index: usize,
    /// One writer per Parquet leaf of the column.
    writers: Vec<ArrowColumnWriter>,
    field: FieldRef,
    values: ArrayRef,
    done: std::sync::mpsc::Sender<EncodedColumn>,
}

impl ColumnJob {
    fn run(self) {
        let ColumnJob {
            index,
            writers,
            field,
            values,
            done,
        } = self;
        let encoded = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            encode_column(writers, &field, &values)
        }))
        .unwrap_or_else(|payload| {
            let message = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            Err(Error::Invalid(format!(
                "encoding column {} panicked: {message}",
                field.name()
            )))
        });
        // The writer may have given up on the part (an error elsewhere).
        let _ = done.send((index, encoded));
    }
}

/// Encodes one column's chunks (a leaf to each writer, in order) and takes its
/// statistics.
fn encode_column(
    mut writers: Vec<ArrowColumnWriter>,
    field: &FieldRef,
    values: &ArrayRef,
) -> Result<(Vec<ArrowColumnChunk>, ColumnStats)> {
    let stats = column_stats(values)?;
    let chunks = (|| {
        let leaves = compute_leaves(field, values)?;
        if leaves.len() != writers.len() {
            return Err(parquet::errors::ParquetError::General(format!(
                "{} leaves for {} column writers",
                leaves.len(),
                writers.len()
            )));
        }
        for (leaf, writer) in leaves.iter().zip(writers.iter_mut()) {
            writer.write(leaf)?;
        }
        writers.into_iter().map(ArrowColumnWriter::close).collect()
    })()
    .map_err(|e| invalid("encode column", e))?;
    Ok((chunks, stats))
}

/// The Parquet leaf columns a column of `ty` is stored in: one per scalar inside it.
fn leaves(ty: &DataType) -> usize {
    match ty {
        DataType::Struct(fields) => fields.iter().map(|f| leaves(f.data_type())).sum(),
        DataType::Map(entries, _) => leaves(entries.data_type()),
        DataType::List(f) | DataType::LargeList(f) | DataType::FixedSizeList(f, _) => {
            leaves(f.data_type())
        }
        _ => 1,
    }
}

/// Threads that encode column chunks from a shared queue, until the queue is closed.
struct Encoder {
    jobs: Option<std::sync::mpsc::Sender<ColumnJob>>,
    queue: Arc<Mutex<std::sync::mpsc::Receiver<ColumnJob>>>,
    threads: Vec<std::thread::JoinHandle<()>>,
    /// Set when the writer is done with the part (finished, or given up after an
    /// error): jobs still queued are dropped, not encoded.
    cancelled: Arc<std::sync::atomic::AtomicBool>,
}

impl Encoder {
    /// Starts up to one thread per core, no more than `jobs_at_most` (the column
    /// chunks that can be queued at once). Threads that cannot be started leave the
    /// work to those that could, or to the caller ([`Encoder::submit`]).
    fn start(jobs_at_most: usize) -> Self {
        let (jobs, queue) = std::sync::mpsc::channel::<ColumnJob>();
        let queue = Arc::new(Mutex::new(queue));
        let cancelled = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let threads = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(jobs_at_most.max(1));
        let mut encoder = Encoder {
            jobs: Some(jobs),
            queue,
            threads: Vec::new(),
            cancelled,
        };
        for _ in 0..threads {
            let (queue, cancelled) = (encoder.queue.clone(), encoder.cancelled.clone());
            let started = std::thread::Builder::new()
                .name("part-encode".into())
                .spawn(move || loop {
                    let job = queue.lock().expect("not poisoned").recv();
                    match job {
                        Ok(_) if cancelled.load(std::sync::atomic::Ordering::Relaxed) => {}
                        Ok(job) => job.run(),
                        Err(_) => return,
                    }
                });
            match started {
                Ok(thread) => encoder.threads.push(thread),
                Err(e) => {
                    tracing::warn!(error = %e, "could not start a part encoder thread; encoding on fewer");
                    break;
                }
            }
        }
        encoder
    }

    fn submit(&self, job: ColumnJob) {
        match &self.jobs {
            Some(jobs) if !self.threads.is_empty() => {
                if let Err(std::sync::mpsc::SendError(job)) = jobs.send(job) {
                    job.run();
                }
            }
            _ => job.run(),
        }
    }

    /// Runs one queued job on the calling thread, if any is queued: a caller waiting
    /// for its oldest group helps with the rest instead of idling.
    fn help(&self) -> bool {
        let job = match self.queue.try_lock() {
            Ok(queue) => queue.try_recv().ok(),
            Err(_) => None,
        };
        match job {
            Some(job) => {
                job.run();
                true
            }
            None => false,
        }
    }
}

impl Drop for Encoder {
    fn drop(&mut self) {
        self.cancelled
            .store(true, std::sync::atomic::Ordering::Relaxed);
        self.jobs = None;
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
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
            submitted_rows: 0,
            in_flight: std::collections::VecDeque::new(),
            encoder: None,
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

    /// Appends sorted rows (after every row written before), of the writer's columns.
    pub fn write(&mut self, batch: &RecordBatch) -> Result<()> {
        if batch.schema().fields() != self.schema.fields() {
            return Err(Error::Invalid(format!(
                "rows of columns {:?} written to a part of columns {:?}",
                batch.schema().fields(),
                self.schema.fields()
            )));
        }
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

    /// Hands the buffered rows to the encoder as the next row group, and appends the
    /// groups encoded by now (waiting for the oldest when too many are in flight).
    fn flush_group(&mut self) -> Result<()> {
        if self.buffered_rows == 0 {
            return Ok(());
        }
        let group = match self.buffered.as_slice() {
            [one] => one.clone(),
            many => concat_batches(&self.schema, many)?,
        };
        self.buffered.clear();
        self.buffered_rows = 0;
        let n = group.num_rows() as u64;
        if self.submitted_rows + n > maskhouse_types::PART_ROWS_MAX {
            return Err(Error::Invalid(format!(
                "{} rows exceed the part limit",
                self.submitted_rows + n
            )));
        }
        let mut writers = self
            .factory
            .create_column_writers(self.groups)
            .map_err(|e| invalid("create column writers", e))?
            .into_iter();
        let leaf_counts: Vec<usize> = self
            .schema
            .fields()
            .iter()
            .map(|f| leaves(f.data_type()))
            .collect();
        if writers.len() != leaf_counts.iter().sum::<usize>() {
            return Err(Error::Invalid(format!(
                "{} Parquet column writers for {} leaf columns",
                writers.len(),
                leaf_counts.iter().sum::<usize>()
            )));
        }
        let writers: Vec<Vec<ArrowColumnWriter>> = leaf_counts
            .iter()
            .map(|&n| writers.by_ref().take(n).collect())
            .collect();
        // At most GROUPS_IN_FLIGHT groups being encoded, this one included.
        while self.in_flight.len() >= GROUPS_IN_FLIGHT {
            self.append_oldest()?;
        }
        self.groups += 1;
        self.submitted_rows += n;
        let (done, arrived) = std::sync::mpsc::channel();
        self.in_flight.push_back(InFlight {
            rows: n,
            columns: writers.len(),
            done: arrived,
        });
        // A small group (the part of an UPDATE or of a small INSERT, written by every
        // replica) is encoded faster than a thread starts.
        if self.encoder.is_none() && n as usize >= PARALLEL_ENCODE_ROWS {
            self.encoder = Some(Encoder::start(writers.len() * GROUPS_IN_FLIGHT));
        }
        for (index, ((writer, field), values)) in writers
            .into_iter()
            .zip(self.schema.fields())
            .zip(group.columns())
            .enumerate()
        {
            let job = ColumnJob {
                index,
                writers: writer,
                field: field.clone(),
                values: values.clone(),
                done: done.clone(),
            };
            match &self.encoder {
                Some(encoder) if n as usize >= PARALLEL_ENCODE_ROWS => encoder.submit(job),
                _ => job.run(),
            }
        }
        Ok(())
    }

    /// Waits for the oldest group in flight and appends it to the file.
    fn append_oldest(&mut self) -> Result<()> {
        let Some(group) = self.in_flight.pop_front() else {
            return Ok(());
        };
        let mut chunks: Vec<Option<(Vec<ArrowColumnChunk>, ColumnStats)>> =
            (0..group.columns).map(|_| None).collect();
        for _ in 0..group.columns {
            let (index, encoded) = loop {
                match group.done.try_recv() {
                    Ok(arrived) => break arrived,
                    Err(std::sync::mpsc::TryRecvError::Empty) => {
                        if self.encoder.as_ref().is_some_and(Encoder::help) {
                            continue;
                        }
                        break group
                            .done
                            .recv()
                            .map_err(|_| Error::Invalid("a part encoder stopped".into()))?;
                    }
                    Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                        return Err(Error::Invalid("a part encoder stopped".into()))
                    }
                }
            };
            chunks[index] = Some(encoded?);
        }
        let mut chunks: Vec<(Vec<ArrowColumnChunk>, ColumnStats)> = chunks
            .into_iter()
            .map(|c| c.expect("every column arrived"))
            .collect();
        for (i, (_, stats)) in chunks.iter_mut().enumerate() {
            let stats = std::mem::replace(
                stats,
                ColumnStats {
                    min: None,
                    max: None,
                    null_count: 0,
                },
            );
            self.add_stats(i, stats, group.rows);
        }
        let mut row_group = self
            .file
            .next_row_group()
            .map_err(|e| invalid("write row group", e))?;
        for chunk in chunks.into_iter().flat_map(|(leaves, _)| leaves) {
            chunk
                .append_to_row_group(&mut row_group)
                .map_err(|e| invalid("write column", e))?;
        }
        row_group
            .close()
            .map_err(|e| invalid("write row group", e))?;
        self.rows += group.rows;
        self.row_group_rows.push(group.rows);
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
        // Floats in total order (-0.0 below 0.0), as within a group.
        let order = |x: &Value, y: &Value| match (x, y) {
            (Value::Float(x), Value::Float(y)) => x.total_cmp(y),
            _ => x.partial_cmp(y).unwrap_or(std::cmp::Ordering::Equal),
        };
        let pick = |a: Option<Value>, b: Option<Value>, less: bool| match (a, b) {
            (Some(a), Some(b)) => {
                let b_wins = if less {
                    order(&b, &a).is_lt()
                } else {
                    order(&b, &a).is_gt()
                };
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
        while !self.in_flight.is_empty() {
            self.append_oldest()?;
        }
        self.encoder = None;
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
        DataType::Float32 => {
            let a = array.as_primitive::<Float32Type>();
            if a.null_count() == 0 {
                float_min_max(a.values().iter().map(|&v| f64::from(v)))
            } else {
                float_min_max(a.iter().flatten().map(f64::from))
            }
        }
        DataType::Float64 => {
            let a = array.as_primitive::<Float64Type>();
            if a.null_count() == 0 {
                float_min_max(a.values().iter().copied())
            } else {
                float_min_max(a.iter().flatten())
            }
        }
        DataType::Boolean => {
            let a = array.as_boolean();
            (
                compute::min_boolean(a).map(Value::Bool),
                compute::max_boolean(a).map(Value::Bool),
            )
        }
        DataType::Utf8 => string_min_max(array.as_string::<i32>()),
        _ => (None, None),
    }
}

/// Min and max ignoring NaN; a column with NaN keeps no statistics, since NaN compares
/// with nothing and a bound that excludes it would prune wrongly. One pass.
fn float_min_max(values: impl Iterator<Item = f64>) -> (Option<Value>, Option<Value>) {
    let (mut lo, mut hi, mut nan, mut any) = (f64::INFINITY, f64::NEG_INFINITY, false, false);
    for v in values {
        nan |= v.is_nan();
        any = true;
        // Total order: -0.0 below 0.0, as the scans compare them when they prune.
        lo = if v.total_cmp(&lo).is_lt() { v } else { lo };
        hi = if v.total_cmp(&hi).is_gt() { v } else { hi };
    }
    if nan || !any {
        return (None, None);
    }
    (Some(Value::Float(lo)), Some(Value::Float(hi)))
}

/// Min and max of strings in byte order, in one pass; none when a string is longer
/// than [`STAT_STRING_BYTES_MAX`]. Strings that differ in their first byte (most, in a
/// column of a few distinct values) are ordered without a call to `memcmp`.
fn string_min_max(a: &arrow::array::StringArray) -> (Option<Value>, Option<Value>) {
    fn less(a: &[u8], b: &[u8]) -> bool {
        match (a.first(), b.first()) {
            (Some(x), Some(y)) if x != y => x < y,
            _ => a < b,
        }
    }
    let (mut lo, mut hi): (Option<&str>, Option<&str>) = (None, None);
    for s in a.iter().flatten() {
        if s.len() > STAT_STRING_BYTES_MAX {
            return (None, None);
        }
        if lo.is_none_or(|l| less(s.as_bytes(), l.as_bytes())) {
            lo = Some(s);
        }
        if hi.is_none_or(|h| less(h.as_bytes(), s.as_bytes())) {
            hi = Some(s);
        }
    }
    let value = |s: Option<&str>| s.map(|s| Value::Str(s.to_string()));
    (value(lo), value(hi))
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

    /// The bytes of one `ArrowWriter` write of `b` with the part's settings.
    fn sequential_write(b: &RecordBatch) -> Vec<u8> {
        let mut out = Vec::new();
        let mut w =
            ArrowWriter::try_new(&mut out, b.schema(), Some(writer_properties(&b.schema())))
                .unwrap();
        w.write(b).unwrap();
        w.close().unwrap();
        out
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
        let sequential = sequential_write(&b);
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

    /// The one-pass statistics equal the definitions: byte order for strings (also
    /// where strings share a first byte), none past the length limit; floats without
    /// NaN, none with it; nulls skipped.
    #[test]
    fn statistics_match_their_definitions() {
        use arrow::array::{Float64Array, StringArray};
        let strings = ["paid", "new", "pa", "", "shipped", "p", "né", "new"];
        let a = StringArray::from(strings.to_vec());
        let (lo, hi) = min_max(&a);
        let mut sorted = strings.to_vec();
        sorted.sort();
        assert_eq!(lo, Some(Value::Str(sorted[0].into())));
        assert_eq!(hi, Some(Value::Str(sorted[sorted.len() - 1].into())));
        let with_null = StringArray::from(vec![None, Some("b"), Some("a"), None]);
        assert_eq!(
            min_max(&with_null),
            (Some(Value::Str("a".into())), Some(Value::Str("b".into())))
        );
        let long = "x".repeat(STAT_STRING_BYTES_MAX + 1);
        assert_eq!(
            min_max(&StringArray::from(vec!["a", long.as_str()])),
            (None, None)
        );
        assert_eq!(
            min_max(&StringArray::from(vec![None::<&str>, None])),
            (None, None)
        );
        let floats = Float64Array::from(vec![2.5, -1.0, 7.0, 0.0]);
        assert_eq!(
            min_max(&floats),
            (Some(Value::Float(-1.0)), Some(Value::Float(7.0)))
        );
        let nullable = Float64Array::from(vec![None, Some(3.0), Some(-4.0)]);
        assert_eq!(
            min_max(&nullable),
            (Some(Value::Float(-4.0)), Some(Value::Float(3.0)))
        );
        assert_eq!(
            min_max(&Float64Array::from(vec![1.0, f64::NAN])),
            (None, None)
        );
        assert_eq!(
            min_max(&Float64Array::from(Vec::<f64>::new())),
            (None, None)
        );
        // Signed zeros in total order, whichever comes first: a scan that prunes by
        // `x < 0` must keep a part holding -0.0.
        for zeros in [vec![0.0, -0.0], vec![-0.0, 0.0]] {
            let (lo, hi) = min_max(&Float64Array::from(zeros));
            assert!(matches!(lo, Some(Value::Float(v)) if v == 0.0 && v.is_sign_negative()));
            assert!(matches!(hi, Some(Value::Float(v)) if v == 0.0 && v.is_sign_positive()));
        }
    }

    /// Invariant 2.1 with many row groups in flight at once: the part streamed through
    /// the encoder in batches of every size is the part of one sequential write, and
    /// its statistics are those of all its rows.
    #[test]
    fn many_groups_in_flight_write_the_sequential_bytes() {
        let n = ROW_GROUP_ROWS * (GROUPS_IN_FLIGHT + 3) + 17;
        let ids: Vec<u64> = (0..n as u64).map(|i| i * 3).collect();
        let names: Vec<String> = (0..n).map(|i| format!("v{}", (i * 7919) % 1013)).collect();
        let b = batch(ids, names.iter().map(String::as_str).collect());
        let sequential = sequential_write(&b);
        let mut w = PartWriter::new(Vec::new(), b.schema()).unwrap();
        w.write(&b).unwrap();
        let (bytes, meta) = w.finish().unwrap();
        assert_eq!(bytes, sequential);
        assert_eq!(meta.rows, n as u64);
        assert_eq!(meta.row_group_rows.len(), GROUPS_IN_FLIGHT + 4);
        assert_eq!(meta.columns[0].min, Some(Value::UInt(0)));
        assert_eq!(meta.columns[0].max, Some(Value::UInt((n as u64 - 1) * 3)));
        let mut all = names.clone();
        all.sort();
        assert_eq!(meta.columns[1].min, Some(Value::Str(all[0].clone())));
        assert_eq!(meta.columns[1].max, Some(Value::Str(all[n - 1].clone())));
    }
}
