//! Decoding a run of row groups of one part: the mask's row selection while decoding,
//! its keep-filter after, columns put in the projection's order.

use std::{fs::File, sync::Arc};

use arrow::{
    array::{RecordBatch, RecordBatchOptions},
    buffer::BooleanBuffer,
    datatypes::SchemaRef,
};
use maskhouse_store::ActivePart;
use parquet::arrow::{
    arrow_reader::{ParquetRecordBatchReader, ParquetRecordBatchReaderBuilder},
    ProjectionMask,
};

use super::{io_error, parquet_error, units::Unit};

/// Opens runs of row groups of one part for a partition of a scan.
pub(super) struct UnitReader {
    pub schema: SchemaRef,
    pub projection: Option<Vec<usize>>,
    pub batch_rows: usize,
}

impl UnitReader {
    /// Opens row groups of one part (`units`, in file order) for reading.
    pub fn open(&self, units: &[Unit]) -> datafusion::error::Result<RunBatches> {
        let first = &units[0];
        // A part that cannot be read is checked and repaired off the read path
        // (DESIGN §2.6).
        self.open_run(units)
            .inspect_err(|_| first.part.file.report_damage())
    }

    fn open_run(&self, units: &[Unit]) -> datafusion::error::Result<RunBatches> {
        let first = &units[0];
        let path = first.part.file.path.clone();
        let file = File::open(&path).map_err(|e| io_error("open part", &path, e))?;
        let mut builder =
            ParquetRecordBatchReaderBuilder::new_with_metadata(file, first.footer.clone())
                .with_batch_size(self.batch_rows)
                .with_row_groups(units.iter().map(|u| u.row_group).collect());
        // Parquet returns projected columns in file order; `order` puts them back in
        // the projection's order.
        let mut order = None;
        if let Some(projection) = &self.projection {
            let mut sorted = projection.clone();
            sorted.sort_unstable();
            sorted.dedup();
            let descr = first.footer.metadata().file_metadata().schema_descr();
            builder = builder.with_projection(ProjectionMask::roots(descr, sorted.iter().copied()));
            order = Some(
                projection
                    .iter()
                    .map(|c| sorted.binary_search(c).expect("in sorted"))
                    .collect::<Vec<_>>(),
            );
        }
        let (selection, keep) = match &first.plan {
            Some(plan) => plan.read(&units.iter().map(|u| u.row_group).collect::<Vec<_>>()),
            None => (None, None),
        };
        if let Some(selection) = selection {
            builder = builder.with_row_selection(selection);
        }
        let reader = builder.build().map_err(|e| parquet_error(&path, e))?;
        Ok(RunBatches {
            reader,
            keep,
            offset: 0,
            order,
            schema: self.schema.clone(),
            part: first.part.clone(),
        })
    }
}

/// The batches of one [`UnitReader::open`]: decoded, filtered by the keep-filter,
/// columns in projection order.
pub(super) struct RunBatches {
    reader: ParquetRecordBatchReader,
    keep: Option<BooleanBuffer>,
    /// Rows the reader has returned so far (the keep-filter's position).
    offset: usize,
    order: Option<Vec<usize>>,
    schema: SchemaRef,
    part: Arc<ActivePart>,
}

impl RunBatches {
    fn finish(&mut self, batch: RecordBatch) -> datafusion::error::Result<RecordBatch> {
        let n = batch.num_rows();
        let batch = match &self.keep {
            Some(keep) => {
                let keep = keep.slice(self.offset, n);
                let kept = keep.count_set_bits();
                if kept == n {
                    batch
                } else {
                    crate::compact::keep_rows(batch, keep, kept)?
                }
            }
            None => batch,
        };
        self.offset += n;
        let columns = match &self.order {
            Some(order) => order.iter().map(|i| batch.column(*i).clone()).collect(),
            None => batch.columns().to_vec(),
        };
        let options = RecordBatchOptions::new().with_row_count(Some(batch.num_rows()));
        Ok(RecordBatch::try_new_with_options(
            self.schema.clone(),
            columns,
            &options,
        )?)
    }
}

impl Iterator for RunBatches {
    type Item = datafusion::error::Result<RecordBatch>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            let batch = match self.reader.next()? {
                Ok(b) => b,
                Err(e) => {
                    self.part.file.report_damage();
                    return Some(Err(super::damaged(&self.part.file.path, e)));
                }
            };
            match self.finish(batch) {
                Ok(b) if b.num_rows() == 0 => continue,
                other => return Some(other),
            }
        }
    }
}
