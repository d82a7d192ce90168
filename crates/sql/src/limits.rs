//! `max_result_rows` and `max_result_bytes`: a query's result is taken batch by batch
//! as it is computed, and stops there (`result_overflow_mode = 'break'`) or fails with
//! ClickHouse's `TOO_MANY_ROWS_OR_BYTES` (396, `'throw'`) once it passes a limit.

use arrow::array::RecordBatch;
use datafusion::physical_plan::SendableRecordBatchStream;
use futures::StreamExt;

use crate::{progress::batch_bytes, Error, Overflow, QuerySettings, Result};

/// What a result may still take.
pub(crate) struct ResultLimit {
    rows_max: Option<u64>,
    bytes_max: Option<u64>,
    overflow: Overflow,
    rows: u64,
    bytes: u64,
}

impl ResultLimit {
    pub fn new(settings: &QuerySettings) -> Self {
        ResultLimit {
            rows_max: settings.max_result_rows,
            bytes_max: settings.max_result_bytes,
            overflow: settings.result_overflow,
            rows: 0,
            bytes: 0,
        }
    }

    fn exceeded(what: &str, max: u64, current: u64) -> Error {
        Error::bad(format!(
            "Limit for result exceeded, max {what}: {max}, current {what}: {current}. (TOO_MANY_ROWS_OR_BYTES)"
        ))
        .with_code(maskhouse_types::codes::TOO_MANY_ROWS_OR_BYTES)
    }

    /// The part of `batch` the result keeps, and whether the result ends with it.
    pub fn take(&mut self, batch: RecordBatch) -> Result<(RecordBatch, bool)> {
        let n = batch.num_rows() as u64;
        let mut batch = batch;
        let mut last = false;
        if let Some(max) = self.rows_max.filter(|max| self.rows + n > *max) {
            if self.overflow == Overflow::Throw {
                return Err(Self::exceeded("rows", max, self.rows + n));
            }
            batch = batch.slice(0, (max - self.rows) as usize);
            last = true;
        }
        let b = batch_bytes(&batch);
        if let Some(max) = self.bytes_max.filter(|max| self.bytes + b > *max) {
            if self.overflow == Overflow::Throw {
                return Err(Self::exceeded("bytes", max, self.bytes + b));
            }
            // 'break' on bytes ends the result before the batch that passes the limit.
            return Ok((batch.slice(0, 0), true));
        }
        self.rows += batch.num_rows() as u64;
        self.bytes += b;
        Ok((batch, last))
    }

    /// Collects a result stream within the limits; stops reading at a 'break'.
    pub async fn collect(
        mut self,
        mut stream: SendableRecordBatchStream,
    ) -> Result<Vec<RecordBatch>> {
        let mut out = Vec::new();
        while let Some(batch) = stream.next().await {
            let (batch, last) = self.take(batch?)?;
            if batch.num_rows() > 0 {
                out.push(batch);
            }
            if last {
                break;
            }
        }
        Ok(out)
    }

    /// The same for a result already in memory.
    pub fn apply(mut self, batches: Vec<RecordBatch>) -> Result<Vec<RecordBatch>> {
        let mut out = Vec::new();
        for batch in batches {
            let (batch, last) = self.take(batch)?;
            out.push(batch);
            if last {
                break;
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use arrow::array::UInt64Array;

    use super::*;

    fn batch(n: u64) -> RecordBatch {
        RecordBatch::try_from_iter([("n", Arc::new(UInt64Array::from_iter_values(0..n)) as _)])
            .unwrap()
    }

    /// DESIGN §2.7: a result has a named limit, and passing it is a clear error.
    #[test]
    fn rows_over_the_limit_throw_or_break() {
        let mut s = QuerySettings::default();
        s.set("max_result_rows", "5").unwrap();
        let e = ResultLimit::new(&s)
            .apply(vec![batch(3), batch(3)])
            .unwrap_err();
        assert_eq!(e.code, Some(396));
        assert!(
            e.message.contains("max rows: 5, current rows: 6"),
            "{}",
            e.message
        );
        assert_eq!(
            ResultLimit::new(&s).apply(vec![batch(5)]).unwrap()[0].num_rows(),
            5
        );
        s.set("result_overflow_mode", "break").unwrap();
        let rows: usize = ResultLimit::new(&s)
            .apply(vec![batch(3), batch(3), batch(3)])
            .unwrap()
            .iter()
            .map(RecordBatch::num_rows)
            .sum();
        assert_eq!(rows, 5);
    }

    #[test]
    fn bytes_over_the_limit_throw() {
        let mut s = QuerySettings::default();
        s.set("max_result_bytes", "100").unwrap();
        // 8 bytes a row: 12 rows fit, 13 do not.
        assert!(ResultLimit::new(&s).apply(vec![batch(12)]).is_ok());
        let e = ResultLimit::new(&s).apply(vec![batch(13)]).unwrap_err();
        assert_eq!(e.code, Some(396));
    }
}
