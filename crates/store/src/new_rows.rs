//! The rows one log entry adds to a table before they are written (design 007).
//!
//! An entry's inserted rows and the new versions of the rows its UPDATEs change are
//! collected here, by partition, in the order its statements made them. A later
//! statement of the same entry matches them like any other row: a DELETE or an UPDATE
//! marks the ones it matches dead. When the entry ends, each partition's live rows are
//! sorted (stably: of rows with one key, the later stays later) and written as one
//! part named by the entry's index. Everything here is a pure function of the entry
//! and the state before it, so every replica collects the same rows.

use std::collections::BTreeMap;

use arrow::{
    array::{BooleanArray, RecordBatch, UInt32Array},
    compute::{concat_batches, filter_record_batch, take_record_batch},
    datatypes::SchemaRef,
};
use maskhouse_part::RoaringBitmap;

use crate::{Error, Result, RowPredicate};

/// Rows an entry added to one table, by partition.
#[derive(Clone, Debug, Default)]
pub struct NewRows {
    partitions: BTreeMap<String, Pending>,
}

/// One partition's new rows: every row made so far, and which of them later
/// statements of the entry deleted or replaced.
#[derive(Clone, Debug)]
struct Pending {
    rows: RecordBatch,
    dead: RoaringBitmap,
}

impl NewRows {
    /// Adds `batch` (the table's columns, in schema order) to `partition`'s rows.
    pub fn append(&mut self, partition: &str, batch: RecordBatch) -> Result<()> {
        if batch.num_rows() == 0 {
            return Ok(());
        }
        match self.partitions.get_mut(partition) {
            Some(p) => p.rows = concat_batches(&batch.schema(), [&p.rows, &batch])?,
            None => {
                self.partitions.insert(
                    partition.to_string(),
                    Pending {
                        rows: batch,
                        dead: RoaringBitmap::new(),
                    },
                );
            }
        }
        Ok(())
    }

    /// Rows not deleted, all partitions.
    pub fn live_rows(&self) -> u64 {
        self.partitions
            .values()
            .map(|p| p.rows.num_rows() as u64 - p.dead.len())
            .sum()
    }

    /// The live rows `predicate` matches, by partition. An error that evaluating
    /// raises fails the mutation ([`Error::Predicate`]), as on a part.
    pub fn matching(&self, predicate: &dyn RowPredicate) -> Result<Vec<(String, RoaringBitmap)>> {
        let mut out = Vec::new();
        for (partition, p) in &self.partitions {
            let columns = p.rows.project(predicate.columns())?;
            let verdict = predicate
                .evaluate(&columns)
                .map_err(|e| Error::Predicate(format!("evaluate on the entry's new rows: {e}")))?;
            let mut matched = RoaringBitmap::new();
            for (row, v) in verdict.iter().enumerate() {
                if v == Some(true) {
                    matched.insert(row as u32);
                }
            }
            matched -= &p.dead;
            if !matched.is_empty() {
                out.push((partition.clone(), matched));
            }
        }
        Ok(out)
    }

    /// The rows `rows` of `partition`, in order.
    pub fn take(&self, partition: &str, rows: &RoaringBitmap) -> Result<RecordBatch> {
        let p = &self.partitions[partition];
        let indices = UInt32Array::from_iter_values(rows.iter());
        Ok(take_record_batch(&p.rows, &indices)?)
    }

    /// Marks `rows` of `partition` dead.
    pub fn delete(&mut self, partition: &str, rows: &RoaringBitmap) {
        if let Some(p) = self.partitions.get_mut(partition) {
            p.dead |= rows;
        }
    }

    /// Each partition's live rows, in the order they were made; partitions left with
    /// none are left out.
    pub fn into_live(self, schema: &SchemaRef) -> Result<Vec<(String, RecordBatch)>> {
        let mut out = Vec::new();
        for (partition, p) in self.partitions {
            let live = if p.dead.is_empty() {
                p.rows
            } else {
                let keep: BooleanArray = (0..p.rows.num_rows() as u32)
                    .map(|r| Some(!p.dead.contains(r)))
                    .collect();
                filter_record_batch(&p.rows, &keep)?
            };
            if live.num_rows() > 0 {
                debug_assert_eq!(live.schema().fields().len(), schema.fields().len());
                out.push((partition, live));
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use arrow::{
        array::Int64Array,
        datatypes::{DataType, Field, Schema},
    };

    use super::*;

    struct Equals(i64);

    impl RowPredicate for Equals {
        fn columns(&self) -> &[usize] {
            &[0]
        }
        fn may_match(&self, _: &[maskhouse_types::ColumnStats]) -> bool {
            true
        }
        fn evaluate(&self, batch: &RecordBatch) -> std::result::Result<BooleanArray, String> {
            let ids = batch
                .column(0)
                .as_any()
                .downcast_ref::<Int64Array>()
                .unwrap();
            Ok(ids.iter().map(|v| v.map(|v| v == self.0)).collect())
        }
    }

    fn batch(ids: &[i64]) -> RecordBatch {
        let schema = Arc::new(Schema::new(vec![Field::new("id", DataType::Int64, false)]));
        RecordBatch::try_new(schema, vec![Arc::new(Int64Array::from(ids.to_vec()))]).unwrap()
    }

    #[test]
    fn later_statements_see_and_delete_earlier_rows() {
        let mut rows = NewRows::default();
        rows.append("a", batch(&[1, 2])).unwrap();
        rows.append("a", batch(&[2, 3])).unwrap();
        rows.append("b", batch(&[2])).unwrap();
        let matched = rows.matching(&Equals(2)).unwrap();
        assert_eq!(
            matched,
            vec![
                ("a".to_string(), RoaringBitmap::from_iter([1u32, 2])),
                ("b".to_string(), RoaringBitmap::from_iter([0u32])),
            ]
        );
        assert_eq!(rows.take("a", &matched[0].1).unwrap(), batch(&[2, 2]));
        rows.delete("a", &matched[0].1);
        assert_eq!(rows.live_rows(), 3);
        // Dead rows match nothing any more.
        assert_eq!(rows.matching(&Equals(2)).unwrap().len(), 1);
        let schema = batch(&[]).schema();
        let live = rows.into_live(&schema).unwrap();
        assert_eq!(
            live,
            vec![("a".into(), batch(&[1, 3])), ("b".into(), batch(&[2]))]
        );
    }
}
