//! [`Progress`]: one query's counters of rows and bytes read and written, as ClickHouse
//! reports them (`X-ClickHouse-Summary`, progress headers, JSON statistics). Scans add
//! what they return and inserts what they write while the query runs; the server reads
//! them when it answers and adds them to the node's metrics.

use std::sync::atomic::{AtomicU64, Ordering};

use arrow::array::RecordBatch;

/// A query's counters, shared by everything that runs for it.
#[derive(Debug, Default)]
pub struct Progress {
    read_rows: AtomicU64,
    read_bytes: AtomicU64,
    /// `max_rows_to_read` and `max_bytes_to_read`; 0 is no limit.
    read_rows_max: AtomicU64,
    read_bytes_max: AtomicU64,
    /// `force_primary_key`: a scan of a table with a sorting key must prune by it.
    force_primary_key: std::sync::atomic::AtomicBool,
    /// `max_partitions_to_read`, where the query gives it (0 is no limit); otherwise
    /// each table's own setting holds.
    partitions_given: std::sync::atomic::AtomicBool,
    partitions_max: AtomicU64,
    total_rows_to_read: AtomicU64,
    written_rows: AtomicU64,
    written_bytes: AtomicU64,
}

/// The counters at one moment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ProgressValues {
    /// Rows the table scans returned (masks applied).
    pub read_rows: u64,
    /// Their bytes, uncompressed, as the decoded columns hold them.
    pub read_bytes: u64,
    /// Live rows of the row groups the scans planned to read, after pruning.
    pub total_rows_to_read: u64,
    /// Rows inserted.
    pub written_rows: u64,
    /// Their bytes, uncompressed, as the decoded columns hold them.
    pub written_bytes: u64,
}

/// The uncompressed bytes of a batch's values (its slice of each buffer).
pub fn batch_bytes(batch: &RecordBatch) -> u64 {
    batch
        .columns()
        .iter()
        .map(|c| c.to_data().get_slice_memory_size().unwrap_or(0) as u64)
        .sum()
}

impl Progress {
    /// Counts a batch a scan returned; past `max_rows_to_read` or `max_bytes_to_read`,
    /// ClickHouse's `TOO_MANY_ROWS` (158) or `TOO_MANY_BYTES` (307).
    pub fn read(&self, batch: &RecordBatch) -> crate::Result<()> {
        let rows = self
            .read_rows
            .fetch_add(batch.num_rows() as u64, Ordering::Relaxed)
            + batch.num_rows() as u64;
        let bytes = self
            .read_bytes
            .fetch_add(batch_bytes(batch), Ordering::Relaxed)
            + batch_bytes(batch);
        let over = |max: &AtomicU64, current: u64| {
            let max = max.load(Ordering::Relaxed);
            (max > 0 && current > max).then_some(max)
        };
        if let Some(max) = over(&self.read_rows_max, rows) {
            return Err(crate::Error::bad(format!(
                "Limit for rows or bytes to read exceeded, max rows: {max}, current rows: {rows}. (TOO_MANY_ROWS)"
            ))
            .with_code(maskhouse_types::codes::TOO_MANY_ROWS));
        }
        if let Some(max) = over(&self.read_bytes_max, bytes) {
            return Err(crate::Error::bad(format!(
                "Limit for rows or bytes to read exceeded, max bytes: {max}, current bytes: {bytes}. (TOO_MANY_BYTES)"
            ))
            .with_code(maskhouse_types::codes::TOO_MANY_BYTES));
        }
        Ok(())
    }

    /// `max_rows_to_read` (0: none).
    pub fn limit_rows(&self, max: u64) {
        self.read_rows_max.store(max, Ordering::Relaxed);
    }

    /// `max_bytes_to_read` (0: none).
    pub fn limit_bytes(&self, max: u64) {
        self.read_bytes_max.store(max, Ordering::Relaxed);
    }

    /// `force_primary_key` (false: off).
    pub fn force_primary_key(&self, on: bool) {
        self.force_primary_key.store(on, Ordering::Relaxed);
    }

    /// `max_partitions_to_read`: `None` (a negative value) leaves each table's own
    /// setting; 0 is no limit.
    pub fn limit_partitions(&self, max: Option<u64>) {
        self.partitions_given
            .store(max.is_some(), Ordering::Relaxed);
        self.partitions_max
            .store(max.unwrap_or(0), Ordering::Relaxed);
    }

    /// The query's `max_partitions_to_read`, if it gives one.
    pub fn partitions_max(&self) -> Option<u64> {
        self.partitions_given
            .load(Ordering::Relaxed)
            .then(|| self.partitions_max.load(Ordering::Relaxed))
    }

    /// Whether a scan must use the table's sorting key (`force_primary_key`).
    pub fn forces_primary_key(&self) -> bool {
        self.force_primary_key.load(Ordering::Relaxed)
    }

    pub fn plan_to_read(&self, rows: u64) {
        self.total_rows_to_read.fetch_add(rows, Ordering::Relaxed);
    }

    pub fn written(&self, batch: &RecordBatch) {
        self.wrote(batch.num_rows() as u64, batch_bytes(batch));
    }

    pub fn wrote(&self, rows: u64, bytes: u64) {
        self.written_rows.fetch_add(rows, Ordering::Relaxed);
        self.written_bytes.fetch_add(bytes, Ordering::Relaxed);
    }

    pub fn values(&self) -> ProgressValues {
        let get = |c: &AtomicU64| c.load(Ordering::Relaxed);
        ProgressValues {
            read_rows: get(&self.read_rows),
            read_bytes: get(&self.read_bytes),
            total_rows_to_read: get(&self.total_rows_to_read),
            written_rows: get(&self.written_rows),
            written_bytes: get(&self.written_bytes),
        }
    }
}
