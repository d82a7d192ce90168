//! Decoding a run of row groups of one part: the mask's row selection while decoding,
//! its keep-filter after, columns put in the projection's order. Or, when the node
//! keeps decoded columns, a row group at a time: each column read whole (from what is
//! kept, or decoded and kept), then the mask's filter over the group's rows.

use std::sync::Arc;

use arrow::{
    array::{ArrayRef, RecordBatch, RecordBatchOptions, RecordBatchReader},
    buffer::BooleanBuffer,
    compute::concat_batches,
    datatypes::SchemaRef,
};
use maskhouse_part::CheckedFile;
use maskhouse_store::{ActivePart, DecodedGroups};
use parquet::arrow::{
    arrow_reader::{ParquetRecordBatchReader, ParquetRecordBatchReaderBuilder},
    ProjectionMask,
};

use super::{io_error, parquet_error, units::Unit};

/// Opens runs of row groups of one part for a partition of a scan.
#[derive(Clone)]
pub(super) struct UnitReader {
    pub schema: SchemaRef,
    pub projection: Option<Vec<usize>>,
    pub batch_rows: usize,
    /// Where the node keeps decoded columns, if it does.
    pub columns: Option<Arc<DecodedGroups>>,
    /// Columns of the table; projected indexes past them are virtual columns.
    pub stored: usize,
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

    /// Whether the scan returns a virtual column.
    pub fn reads_virtual(&self) -> bool {
        match &self.projection {
            Some(p) => p.iter().any(|&c| c >= self.stored),
            None => self.schema.fields().len() > self.stored,
        }
    }

    /// Reads row group `unit` whole, each column from what the node keeps decoded (or
    /// decoded and kept), then filtered by the mask: where the node keeps columns, the
    /// filtered column is kept too, for the next query over the same mask.
    /// With `own`, each batch gets buffers of its own (see [`owned`]).
    pub fn open_whole(&self, unit: &Unit, own: bool) -> datafusion::error::Result<KeptBatches> {
        let projection: Vec<usize> = match &self.projection {
            Some(p) => p.clone(),
            None => (0..self.schema.fields().len()).collect(),
        };
        let group = unit.row_group;
        let rows = unit.part.meta.row_group_rows[group] as usize;
        let mut keep = unit.plan.as_ref().and_then(|p| p.keep_group(group));
        // Filtered here, column by column, and kept filtered.
        let filtered = match (&self.columns, &keep) {
            (Some(kept), Some(k)) => Some((kept, k.clone(), k.count_set_bits())),
            _ => None,
        };
        let mut columns: Vec<ArrayRef> = Vec::with_capacity(projection.len());
        for &column in &projection {
            if column >= self.stored {
                let array =
                    super::table::virtual_column(column - self.stored, &unit.part, group, rows);
                columns.push(match &filtered {
                    Some((_, k, n)) => filter_column(array, k, *n)?,
                    None => array,
                });
                continue;
            }
            // A part that cannot be read is checked and repaired off the read path
            // (DESIGN §2.6); a failing filter says nothing about the file.
            let whole = || {
                match &self.columns {
                    Some(kept) => kept.get_or_read(&unit.part.file, group, &[column], || {
                        self.decode_column(unit, column, rows)
                    }),
                    None => self.decode_column(unit, column, rows),
                }
                .inspect_err(|_| unit.part.file.report_damage())
            };
            let read = match &filtered {
                Some((kept, k, n)) => {
                    kept.get_or_filter(&unit.part.file, group, &[column], k, || {
                        let batch = whole()?;
                        Ok::<_, datafusion::error::DataFusionError>(crate::compact::keep_rows(
                            batch,
                            k.clone(),
                            *n,
                        )?)
                    })
                }
                None => whole(),
            };
            columns.push(read?.column(0).clone());
        }
        let rows = match filtered {
            Some((_, _, n)) => {
                keep = None;
                n
            }
            None => rows,
        };
        Ok(KeptBatches {
            columns,
            keep,
            rows,
            at: 0,
            batch_rows: self.batch_rows,
            schema: self.schema.clone(),
            own,
        })
    }

    /// Column `column` of row group `unit`, every row, as one batch.
    fn decode_column(
        &self,
        unit: &Unit,
        column: usize,
        rows: usize,
    ) -> datafusion::error::Result<RecordBatch> {
        let path = &unit.part.file.path;
        let file = CheckedFile::open(path, unit.footer.sums.clone())
            .map_err(|e| io_error("open part", path, e))?;
        let descr = unit
            .footer
            .metadata
            .metadata()
            .file_metadata()
            .schema_descr();
        let reader =
            ParquetRecordBatchReaderBuilder::new_with_metadata(file, unit.footer.metadata.clone())
                .with_batch_size(rows.max(1))
                .with_row_groups(vec![unit.row_group])
                .with_projection(ProjectionMask::roots(descr, [column]))
                .build()
                .map_err(|e| parquet_error(path, e))?;
        let schema = reader.schema();
        let batches = reader
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| super::damaged(path, e))?;
        let batch = match <[RecordBatch; 1]>::try_from(batches) {
            Ok([one]) => one,
            Err(batches) => {
                concat_batches(&schema, &batches).map_err(|e| super::damaged(path, e))?
            }
        };
        if batch.num_rows() != rows || batch.num_columns() != 1 {
            return Err(super::damaged(
                path,
                format!(
                    "row group {} decoded to {} rows and {} columns, recorded {rows} rows",
                    unit.row_group,
                    batch.num_rows(),
                    batch.num_columns()
                ),
            ));
        }
        Ok(batch)
    }

    fn open_run(&self, units: &[Unit]) -> datafusion::error::Result<RunBatches> {
        let first = &units[0];
        let path = first.part.file.path.clone();
        let file = CheckedFile::open(&path, first.footer.sums.clone())
            .map_err(|e| io_error("open part", &path, e))?;
        let mut builder =
            ParquetRecordBatchReaderBuilder::new_with_metadata(file, first.footer.metadata.clone())
                .with_batch_size(self.batch_rows)
                .with_row_groups(units.iter().map(|u| u.row_group).collect());
        // Parquet returns projected columns in file order; `order` puts them back in
        // the projection's order.
        let mut order = None;
        if let Some(projection) = &self.projection {
            let mut sorted = projection.clone();
            sorted.sort_unstable();
            sorted.dedup();
            let descr = first
                .footer
                .metadata
                .metadata()
                .file_metadata()
                .schema_descr();
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

/// The rows of `array` that `keep` keeps (`kept` of them).
fn filter_column(
    array: ArrayRef,
    keep: &BooleanBuffer,
    kept: usize,
) -> datafusion::error::Result<ArrayRef> {
    let schema = Arc::new(arrow::datatypes::Schema::new(vec![
        arrow::datatypes::Field::new("c", array.data_type().clone(), true),
    ]));
    let batch = RecordBatch::try_new(schema, vec![array])?;
    Ok(crate::compact::keep_rows(batch, keep.clone(), kept)?
        .column(0)
        .clone())
}

/// The batches of one [`UnitReader::open_whole`]: slices of the row group's columns,
/// filtered by the mask's keep-filter (unless they were filtered already).
pub(super) struct KeptBatches {
    /// The whole row group's columns, in projection order.
    columns: Vec<ArrayRef>,
    keep: Option<BooleanBuffer>,
    rows: usize,
    /// Rows returned or filtered out so far.
    at: usize,
    batch_rows: usize,
    schema: SchemaRef,
    own: bool,
}

/// `array` in buffers of its own. A slice of a row group's array shares the whole
/// group's buffers, and a query's memory pool charges a batch for every buffer it
/// holds: under `max_memory_usage`, a sort holding such slices would be charged the
/// whole group for each.
fn owned(array: &ArrayRef) -> Result<ArrayRef, arrow::error::ArrowError> {
    use arrow::array::AsArray;
    match array.data_type() {
        arrow::datatypes::DataType::Utf8View => Ok(Arc::new(array.as_string_view().gc())),
        arrow::datatypes::DataType::BinaryView => Ok(Arc::new(array.as_binary_view().gc())),
        // Concatenated with nothing: copied (one array alone would come back as is).
        _ => arrow::compute::concat(&[array.as_ref(), array.slice(0, 0).as_ref()]),
    }
}

impl KeptBatches {
    fn slice(&mut self) -> Option<datafusion::error::Result<RecordBatch>> {
        let n = self.batch_rows.min(self.rows - self.at);
        let columns: Vec<ArrayRef> = self.columns.iter().map(|c| c.slice(self.at, n)).collect();
        let keep = self.keep.as_ref().map(|k| k.slice(self.at, n));
        self.at += n;
        let options = RecordBatchOptions::new().with_row_count(Some(n));
        let batch = match RecordBatch::try_new_with_options(self.schema.clone(), columns, &options)
        {
            Ok(b) => b,
            Err(e) => return Some(Err(e.into())),
        };
        let batch = match keep {
            None => batch,
            Some(keep) => {
                let kept = keep.count_set_bits();
                if kept == 0 {
                    return None;
                }
                if kept == n {
                    batch
                } else {
                    match crate::compact::keep_rows(batch, keep, kept) {
                        Ok(b) => b,
                        Err(e) => return Some(Err(e.into())),
                    }
                }
            }
        };
        if !self.own {
            return Some(Ok(batch));
        }
        let columns = batch
            .columns()
            .iter()
            .map(owned)
            .collect::<Result<Vec<_>, _>>();
        let options = RecordBatchOptions::new().with_row_count(Some(batch.num_rows()));
        Some(
            columns
                .and_then(|c| RecordBatch::try_new_with_options(self.schema.clone(), c, &options))
                .map_err(Into::into),
        )
    }
}

impl Iterator for KeptBatches {
    type Item = datafusion::error::Result<RecordBatch>;

    fn next(&mut self) -> Option<Self::Item> {
        while self.at < self.rows {
            if let Some(batch) = self.slice() {
                return Some(batch);
            }
        }
        None
    }
}
