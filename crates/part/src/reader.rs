use std::{
    fs::File,
    path::{Path, PathBuf},
    sync::Arc,
};

use arrow::{
    array::{Array, BooleanArray, RecordBatch},
    compute::filter_record_batch,
    datatypes::DataType,
};
use maskhouse_types::{ColumnStats, PartMeta};
use parquet::arrow::{
    arrow_reader::{
        statistics::StatisticsConverter, ArrowReaderMetadata, ArrowReaderOptions,
        ParquetRecordBatchReaderBuilder,
    },
    ProjectionMask,
};
use parquet::file::metadata::PageIndexPolicy;
use roaring::RoaringBitmap;

use crate::{
    checked::{self, BlockSums, CheckedFile},
    selection, Error, Result,
};

/// Rows decoded per batch.
pub const BATCH_ROWS: usize = 8192;

/// How a reader applies a mask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MaskMode {
    /// Parquet row selection: deleted rows are skipped while decoding.
    RowSelection,
    /// Decode every row, then drop the deleted ones with a filter.
    FilterAfterDecode,
    /// Row selection when deleted rows form long runs, a filter when they are
    /// scattered: decided per part from the mask's run count ([`choose_mode`]).
    Auto,
}

pub use selection::SELECTION_RUN_ROWS_MIN;

/// The cheaper way to apply `mask` to a part of `rows` rows.
pub fn choose_mode(mask: &RoaringBitmap, rows: u64) -> MaskMode {
    if mask.is_empty() {
        return MaskMode::RowSelection;
    }
    // Each run of deleted rows splits the kept rows once more.
    let runs = selection::deleted_runs(mask, 0, rows);
    let kept = rows - mask.len();
    if kept / (runs + 1) >= SELECTION_RUN_ROWS_MIN {
        MaskMode::RowSelection
    } else {
        MaskMode::FilterAfterDecode
    }
}

/// An opened part file, verified whole when it was opened. Reads fetch only the pages
/// they need, each block of them checked against the sum the verifying pass took of it
/// ([`CheckedFile`]): damage since the open is an error, never a value.
pub struct PartReader {
    path: PathBuf,
    file: File,
    metadata: ArrowReaderMetadata,
    sums: Arc<BlockSums>,
}

/// Checks bytes against the catalog's record of them: size and CRC-32.
pub fn verify_bytes(path: &Path, bytes: &[u8], meta: &PartMeta) -> Result<()> {
    let corrupt = |what: String| Error::Corrupt(format!("part {}: {what}", path.display()));
    if bytes.len() as u64 != meta.bytes {
        return Err(corrupt(format!(
            "size {} differs from the recorded {}",
            bytes.len(),
            meta.bytes
        )));
    }
    let crc = crc32fast::hash(bytes);
    if crc != meta.checksum {
        return Err(corrupt(format!(
            "checksum {crc:08x} differs from the recorded {:08x}",
            meta.checksum
        )));
    }
    Ok(())
}

/// Checks a part file against the catalog's record of it, size and CRC-32, reading it
/// in chunks (memory stays bounded however large the part). A missing file is an error
/// of kind NotFound, any damage one of kind Corrupt.
pub fn verify_file(path: &Path, meta: &PartMeta) -> Result<()> {
    let file = File::open(path).map_err(Error::io("open part", path))?;
    checked::verify(path, &file, meta, None)
}

/// Per row group, per column (in schema order): the statistics a part's footer records,
/// in the words of [`ColumnStats`], for pruning row groups. `None` for a row group whose
/// footer lacks null counts (it is then never pruned).
pub fn row_group_stats(
    footer: &ArrowReaderMetadata,
) -> std::result::Result<Vec<Option<Vec<ColumnStats>>>, parquet::errors::ParquetError> {
    let meta = footer.metadata();
    let schema = footer.schema();
    let groups = meta.row_groups();
    let mut columns = Vec::with_capacity(schema.fields().len());
    for field in schema.fields() {
        let conv = StatisticsConverter::try_new(
            field.name(),
            schema,
            meta.file_metadata().schema_descr(),
        )?;
        // A tuple or map is stored in several leaves and has no statistics of its own;
        // it is never NULL, and nothing is known of its values.
        if conv.parquet_column_index().is_none()
            && matches!(field.data_type(), DataType::Struct(_) | DataType::Map(..))
        {
            columns.push(None);
            continue;
        }
        columns.push(Some((
            conv.row_group_mins(groups.iter())?,
            conv.row_group_maxes(groups.iter())?,
            conv.row_group_null_counts(groups.iter())?,
        )));
    }
    Ok((0..groups.len())
        .map(|g| {
            columns
                .iter()
                .map(|column| match column {
                    None => Some(ColumnStats {
                        min: None,
                        max: None,
                        null_count: 0,
                    }),
                    Some((mins, maxes, nulls)) => (!nulls.is_null(g)).then(|| ColumnStats {
                        min: crate::writer::min_max(mins.slice(g, 1).as_ref()).0,
                        max: crate::writer::min_max(maxes.slice(g, 1).as_ref()).1,
                        null_count: nulls.value(g),
                    }),
                })
                .collect()
        })
        .collect())
}

/// A part's parsed footer (with its offset index, when the file has one) and its row
/// groups' statistics, parsed once and kept for reading the part again: a part file
/// never changes once published (DESIGN §2.5).
#[derive(Debug)]
pub struct Footer {
    metadata: ArrowReaderMetadata,
    stats: Vec<Option<Vec<ColumnStats>>>,
    sums: Arc<BlockSums>,
}

impl Footer {
    /// Per row group, per column: what [`PartReader::row_group_stats`] gives.
    pub fn row_group_stats(&self) -> &[Option<Vec<ColumnStats>>] {
        &self.stats
    }

    /// The footer of a part encoded as `bytes` (checked against `meta`), with the sums
    /// of their blocks: what [`PartReader::open_footer`] would take of them once
    /// written, without reading the file back.
    pub fn of_bytes(bytes: &[u8], meta: &PartMeta) -> Result<Footer> {
        verify_bytes(Path::new("(encoded part)"), bytes, meta)?;
        let sums = Arc::new(checked::sums_of(bytes));
        let metadata = ArrowReaderMetadata::load(
            &bytes::Bytes::copy_from_slice(bytes),
            ArrowReaderOptions::new().with_offset_index_policy(PageIndexPolicy::Optional),
        )
        .map_err(|e| Error::Corrupt(format!("encoded part: footer: {e}")))?;
        Ok(Footer {
            stats: row_group_stats(&metadata)
                .map_err(|e| Error::Corrupt(format!("encoded part: statistics: {e}")))?,
            metadata,
            sums,
        })
    }

    /// The parsed footer, offset index included when the file has one.
    pub fn metadata(&self) -> &ArrowReaderMetadata {
        &self.metadata
    }

    /// The sum of every block, taken when the file was verified: read the file through
    /// a [`CheckedFile`] with them.
    pub fn sums(&self) -> &Arc<BlockSums> {
        &self.sums
    }
}

impl PartReader {
    /// Reads the whole file once: checks its size, its footer and its CRC-32 against
    /// `meta`, and takes the sum of each page for checking later reads. Damage of any
    /// kind is an error of kind Corrupt.
    pub fn open(path: &Path, meta: &PartMeta) -> Result<Self> {
        Ok(Self::open_footer(path, meta)?.0)
    }

    /// [`PartReader::open`], and the footer parsed for opening it again with
    /// [`PartReader::open_with`] (offset index included: [`PartReader::read_rows`]
    /// uses it to read only the pages it needs).
    pub fn open_footer(path: &Path, meta: &PartMeta) -> Result<(Self, Footer)> {
        let corrupt = |what: String| Error::Corrupt(format!("part {}: {what}", path.display()));
        let file = Self::open_file(path, meta)?;
        // The whole file first: the footer is parsed from checked blocks only (a
        // damaged footer would be read as any offsets, or fail to decode).
        let sums = Arc::new(checked::sum_blocks(path, &file, meta)?);
        let checked = CheckedFile::new(
            file.try_clone().map_err(Error::io("open part", path))?,
            path,
            sums.clone(),
        );
        let metadata = ArrowReaderMetadata::load(
            &checked,
            ArrowReaderOptions::new().with_offset_index_policy(PageIndexPolicy::Optional),
        )
        .map_err(|e| corrupt(format!("footer: {e}")))?;
        let rows = metadata.metadata().file_metadata().num_rows() as u64;
        if rows != meta.rows {
            return Err(corrupt(format!("{rows} rows, recorded {}", meta.rows)));
        }
        let reader = PartReader {
            path: path.to_path_buf(),
            file,
            metadata: metadata.clone(),
            sums: sums.clone(),
        };
        let footer = Footer {
            stats: reader.row_group_stats()?,
            metadata,
            sums,
        };
        Ok((reader, footer))
    }

    /// Opens a file whose `footer` [`PartReader::open_footer`] parsed and verified
    /// before: checks only that the file is there with its recorded size (each page
    /// read is checked against its sum).
    pub fn open_with(path: &Path, meta: &PartMeta, footer: &Footer) -> Result<Self> {
        let file = Self::open_file(path, meta)?;
        Ok(PartReader {
            path: path.to_path_buf(),
            file,
            metadata: footer.metadata.clone(),
            sums: footer.sums.clone(),
        })
    }

    fn open_file(path: &Path, meta: &PartMeta) -> Result<File> {
        let file = File::open(path).map_err(Error::io("open part", path))?;
        let len = file.metadata().map_err(Error::io("stat part", path))?.len();
        if len != meta.bytes {
            return Err(Error::Corrupt(format!(
                "part {}: size {len} differs from the recorded {}",
                path.display(),
                meta.bytes
            )));
        }
        Ok(file)
    }

    /// The file's Arrow schema (every column, as the readers here decode them).
    pub fn schema(&self) -> &arrow::datatypes::SchemaRef {
        self.metadata.schema()
    }

    /// Per row group, per column (in schema order): the statistics the footer records,
    /// in the words of [`ColumnStats`], for pruning row groups. `None` for a row group
    /// whose footer lacks null counts (it is then never pruned).
    pub fn row_group_stats(&self) -> Result<Vec<Option<Vec<ColumnStats>>>> {
        row_group_stats(&self.metadata)
            .map_err(|e| Error::Corrupt(format!("part {}: statistics: {e}", self.path.display())))
    }

    /// A reader of the columns at `projection` (all when `None`), in batches of
    /// [`BATCH_ROWS`], over the file's checked pages.
    fn builder(
        &self,
        projection: Option<&[usize]>,
    ) -> Result<ParquetRecordBatchReaderBuilder<CheckedFile>> {
        let file = self
            .file
            .try_clone()
            .map(|f| CheckedFile::new(f, &self.path, self.sums.clone()))
            .map_err(Error::io("open part", &self.path))?;
        let mut builder =
            ParquetRecordBatchReaderBuilder::new_with_metadata(file, self.metadata.clone())
                .with_batch_size(BATCH_ROWS);
        if let Some(columns) = projection {
            let mask = ProjectionMask::roots(
                self.metadata.metadata().file_metadata().schema_descr(),
                columns.iter().copied(),
            );
            builder = builder.with_projection(mask);
        }
        Ok(builder)
    }

    /// Reads the columns at `projection` of row group `group` only, every row.
    pub fn read_row_group(
        &self,
        projection: Option<&[usize]>,
        group: usize,
    ) -> Result<Vec<RecordBatch>> {
        let corrupt = |e: parquet::errors::ParquetError| {
            Error::Corrupt(format!("part {}: {e}", self.path.display()))
        };
        let builder = self.builder(projection)?.with_row_groups(vec![group]);
        builder
            .build()
            .map_err(corrupt)?
            .map(|b| b.map_err(|e| Error::Corrupt(format!("part {}: {e}", self.path.display()))))
            .collect()
    }

    /// Reads the columns at `projection` (all when `None`), leaving out the rows in
    /// `mask`.
    pub fn read(
        &self,
        projection: Option<&[usize]>,
        mask: Option<&RoaringBitmap>,
        mode: MaskMode,
    ) -> Result<Vec<RecordBatch>> {
        self.stream(projection, mask.cloned(), mode)?.collect()
    }

    /// Reads only the rows in `rows` (offsets in the part), in part order: only the row
    /// groups that hold one are read, each with a row selection of its rows, and with
    /// the file's offset index the pages that hold none of them are skipped without
    /// being decompressed, so a few rows cost the pages they are in.
    pub fn read_rows(
        &self,
        projection: Option<&[usize]>,
        rows: &RoaringBitmap,
    ) -> Result<Vec<RecordBatch>> {
        let corrupt = |e: parquet::errors::ParquetError| {
            Error::Corrupt(format!("part {}: {e}", self.path.display()))
        };
        let mut out = Vec::new();
        let mut start = 0u64;
        for (group, meta) in self.metadata.metadata().row_groups().iter().enumerate() {
            let n = meta.num_rows() as u64;
            let (lo, hi) = (start, start + n);
            start = hi;
            if rows.range_cardinality(lo as u32..hi as u32) == 0 {
                continue;
            }
            // The wanted rows, in the group's own offsets.
            let wanted = rows.range(lo as u32..hi as u32).map(|r| r - lo as u32);
            let builder = self
                .builder(projection)?
                .with_row_groups(vec![group])
                .with_row_selection(selection::of_rows(wanted, n));
            for batch in builder.build().map_err(corrupt)? {
                out.push(
                    batch.map_err(|e| {
                        Error::Corrupt(format!("part {}: {e}", self.path.display()))
                    })?,
                );
            }
        }
        Ok(out)
    }

    /// Like [`PartReader::read`], one batch at a time: memory holds one decoded batch.
    pub fn stream(
        &self,
        projection: Option<&[usize]>,
        mask: Option<RoaringBitmap>,
        mode: MaskMode,
    ) -> Result<BatchStream> {
        let corrupt = |e: parquet::errors::ParquetError| {
            Error::Corrupt(format!("part {}: {e}", self.path.display()))
        };
        let mut builder = self.builder(projection)?;
        let rows = self.metadata.metadata().file_metadata().num_rows() as u64;
        let mask = mask.filter(|m| !m.is_empty());
        let mode = match (mode, &mask) {
            (MaskMode::Auto, Some(m)) => choose_mode(m, rows),
            (mode, _) => mode,
        };
        let mut filter = None;
        match (mask, mode) {
            (Some(mask), MaskMode::RowSelection) => {
                if let Some(sel) = selection::whole_file(&mask, rows) {
                    builder = builder.with_row_selection(sel);
                }
            }
            (Some(mask), MaskMode::FilterAfterDecode) => filter = Some(mask),
            _ => {}
        }
        Ok(BatchStream {
            reader: builder.build().map_err(corrupt)?,
            filter,
            offset: 0,
            path: self.path.clone(),
        })
    }
}

/// The batches of one part, masked rows left out (see [`PartReader::stream`]).
pub struct BatchStream {
    reader: parquet::arrow::arrow_reader::ParquetRecordBatchReader,
    /// Rows to drop after decoding (the scattered-deletes mode).
    filter: Option<RoaringBitmap>,
    /// Row offset of the next decoded batch within the part.
    offset: u32,
    path: PathBuf,
}

impl Iterator for BatchStream {
    type Item = Result<RecordBatch>;

    fn next(&mut self) -> Option<Self::Item> {
        let batch = match self.reader.next()? {
            Ok(b) => b,
            Err(e) => {
                return Some(Err(Error::Corrupt(format!(
                    "part {}: {e}",
                    self.path.display()
                ))))
            }
        };
        let n = batch.num_rows() as u32;
        let offset = self.offset;
        self.offset += n;
        match &self.filter {
            Some(mask) if mask.range_cardinality(offset..offset + n) > 0 => {
                let keep = BooleanArray::new(
                    selection::keep_filter(mask, u64::from(offset), u64::from(n)),
                    None,
                );
                Some(filter_record_batch(&batch, &keep).map_err(Error::from))
            }
            _ => Some(Ok(batch)),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use arrow::array::{ArrayRef, AsArray, UInt64Array};
    use arrow::datatypes::UInt64Type;

    use super::*;

    fn write(dir: &Path, n: u64) -> (PathBuf, PartMeta) {
        let ids: ArrayRef = Arc::new(UInt64Array::from_iter_values(0..n));
        let batch = RecordBatch::try_from_iter(vec![("id", ids)]).unwrap();
        let (bytes, meta) = crate::encode_part(&batch).unwrap();
        crate::publish(dir, "p.parquet", &bytes).unwrap();
        (dir.join("p.parquet"), meta)
    }

    /// A part whose tuple and map columns come before a scalar one (a Parquet leaf
    /// per element, key and value) reads back whole and column by column, and its
    /// scalar column keeps its statistics.
    #[test]
    fn tuple_and_map_columns_read_back() {
        use arrow::array::{MapBuilder, StringBuilder, StructArray, UInt8Array};
        let dir = tempfile::tempdir().unwrap();
        let n = crate::ROW_GROUP_ROWS as u64 + 3;
        let tuple: ArrayRef = Arc::new(StructArray::from(vec![
            (
                Arc::new(arrow::datatypes::Field::new(
                    "c0",
                    arrow::datatypes::DataType::UInt8,
                    false,
                )),
                Arc::new(UInt8Array::from_iter_values((0..n).map(|i| i as u8))) as ArrayRef,
            ),
            (
                Arc::new(arrow::datatypes::Field::new(
                    "c1",
                    arrow::datatypes::DataType::Utf8,
                    true,
                )),
                Arc::new(arrow::array::StringArray::from_iter(
                    (0..n).map(|i| (i % 2 == 0).then(|| i.to_string())),
                )) as ArrayRef,
            ),
        ]));
        let mut map = MapBuilder::new(
            None,
            StringBuilder::new(),
            arrow::array::UInt64Builder::new(),
        );
        for i in 0..n {
            for j in 0..i % 3 {
                map.keys().append_value(format!("k{j}"));
                map.values().append_value(i + j);
            }
            map.append(true).unwrap();
        }
        let map: ArrayRef = Arc::new(map.finish());
        let ids: ArrayRef = Arc::new(UInt64Array::from_iter_values(0..n));
        let batch =
            RecordBatch::try_from_iter(vec![("t", tuple), ("m", map), ("id", ids)]).unwrap();
        let (bytes, meta) = crate::encode_part(&batch).unwrap();
        crate::publish(dir.path(), "p.parquet", &bytes).unwrap();
        let reader = PartReader::open(&dir.path().join("p.parquet"), &meta).unwrap();
        let stats = reader.row_group_stats().unwrap();
        assert_eq!(
            stats[1].as_ref().unwrap()[2].min,
            Some(maskhouse_types::Value::UInt(crate::ROW_GROUP_ROWS as u64))
        );
        let mut back = Vec::new();
        for group in 0..2 {
            back.extend(reader.read_row_group(None, group).unwrap());
        }
        let back = arrow::compute::concat_batches(&batch.schema(), &back).unwrap();
        assert_eq!(back, batch);
        let ids = reader.read_row_group(Some(&[2]), 1).unwrap();
        assert_eq!(ids[0].num_columns(), 1);
        assert_eq!(
            ids[0].column(0).as_primitive::<UInt64Type>().value(0),
            crate::ROW_GROUP_ROWS as u64
        );
    }

    /// Row group statistics are the footer's, per group and column, and a row group
    /// reads alone.
    #[test]
    fn row_group_stats_and_reads() {
        let dir = tempfile::tempdir().unwrap();
        let n = crate::ROW_GROUP_ROWS as u64 * 2 + 10;
        let (path, meta) = write(dir.path(), n);
        let reader = PartReader::open(&path, &meta).unwrap();
        let stats = reader.row_group_stats().unwrap();
        assert_eq!(stats.len(), 3);
        let g = crate::ROW_GROUP_ROWS as u64;
        for (i, s) in stats.iter().enumerate() {
            let s = &s.as_ref().unwrap()[0];
            let first = i as u64 * g;
            let last = (first + g - 1).min(n - 1);
            assert_eq!(s.min, Some(maskhouse_types::Value::UInt(first)));
            assert_eq!(s.max, Some(maskhouse_types::Value::UInt(last)));
            assert_eq!(s.null_count, 0);
        }
        let rows: Vec<u64> = reader
            .read_row_group(None, 2)
            .unwrap()
            .iter()
            .flat_map(|b| b.column(0).as_primitive::<UInt64Type>().values().to_vec())
            .collect();
        assert_eq!(rows, (2 * g..n).collect::<Vec<_>>());
    }

    #[test]
    fn every_mode_keeps_exactly_the_live_rows() {
        let dir = tempfile::tempdir().unwrap();
        let (path, meta) = write(dir.path(), 300_000);
        let reader = PartReader::open(&path, &meta).unwrap();
        let mut mask: RoaringBitmap = (0..300_000u32).step_by(7).collect();
        mask.insert_range(100_000..250_000);
        let expected: Vec<u64> = (0..300_000u64)
            .filter(|r| !mask.contains(*r as u32))
            .collect();
        for mode in [
            MaskMode::RowSelection,
            MaskMode::FilterAfterDecode,
            MaskMode::Auto,
        ] {
            let got: Vec<u64> = reader
                .read(None, Some(&mask), mode)
                .unwrap()
                .iter()
                .flat_map(|b| b.column(0).as_primitive::<UInt64Type>().values().to_vec())
                .collect();
            assert_eq!(got, expected, "{mode:?}");
        }
    }

    /// A point lookup decompresses one page per column for each row it wants, so a
    /// page holds at most `PAGE_ROWS` rows, and the offset index that lets the reader
    /// skip the others is there.
    #[test]
    fn pages_hold_at_most_page_rows_and_are_indexed() {
        let dir = tempfile::tempdir().unwrap();
        let n = crate::ROW_GROUP_ROWS as u64 + 10;
        let (path, meta) = write(dir.path(), n);
        let reader = PartReader::open_footer(&path, &meta).unwrap().0;
        let metadata = reader.metadata.metadata().clone();
        let index = metadata.offset_index().expect("an offset index");
        for (group, columns) in index.iter().enumerate() {
            let rows = metadata.row_group(group).num_rows();
            for column in columns {
                let firsts: Vec<i64> = column
                    .page_locations()
                    .iter()
                    .map(|p| p.first_row_index)
                    .chain([rows])
                    .collect();
                assert!(firsts.len() > 1);
                for pair in firsts.windows(2) {
                    let held = (pair[1] - pair[0]) as usize;
                    assert!(held > 0 && held <= crate::writer::PAGE_ROWS, "{held} rows");
                }
            }
        }
        assert_eq!(
            index[0][0].page_locations().len(),
            crate::ROW_GROUP_ROWS / crate::writer::PAGE_ROWS
        );
    }

    /// An UPDATE reads back exactly the rows it matched, in part order.
    #[test]
    fn read_rows_gives_exactly_the_rows_asked_for() {
        let dir = tempfile::tempdir().unwrap();
        let g = crate::ROW_GROUP_ROWS as u32;
        let n = g * 2 + 10;
        let (path, meta) = write(dir.path(), n as u64);
        let reader = PartReader::open(&path, &meta).unwrap();
        for wanted in [
            vec![0u32],
            vec![5, g - 1, g, g + 7, n - 1],
            (g..g + 300).step_by(3).collect(),
            vec![],
        ] {
            let rows: RoaringBitmap = wanted.iter().copied().collect();
            let got: Vec<u64> = reader
                .read_rows(Some(&[0]), &rows)
                .unwrap()
                .iter()
                .flat_map(|b| {
                    b.column(0)
                        .as_any()
                        .downcast_ref::<arrow::array::UInt64Array>()
                        .unwrap()
                        .values()
                        .to_vec()
                })
                .collect();
            let want: Vec<u64> = wanted.iter().map(|&r| r as u64).collect();
            assert_eq!(got, want);
        }
    }

    #[test]
    fn auto_mode_follows_run_length() {
        let scattered: RoaringBitmap = (0..1_000_000u32).step_by(10).collect();
        assert_eq!(
            choose_mode(&scattered, 1_000_000),
            MaskMode::FilterAfterDecode
        );
        let mut runs = RoaringBitmap::new();
        runs.insert_range(0..100_000);
        runs.insert_range(500_000..600_000);
        assert_eq!(choose_mode(&runs, 1_000_000), MaskMode::RowSelection);
    }

    /// Invariant 2.6: damage is an error of kind Corrupt, never a panic.
    #[test]
    fn damaged_files_are_corrupt_errors() {
        let dir = tempfile::tempdir().unwrap();
        let (path, meta) = write(dir.path(), 1000);
        let bytes = std::fs::read(&path).unwrap();
        for cut in [0, 10, bytes.len() / 2, bytes.len() - 1] {
            std::fs::write(&path, &bytes[..cut]).unwrap();
            let e = PartReader::open(&path, &meta).err().unwrap();
            assert_eq!(e.kind(), crate::ErrorKind::Corrupt, "cut at {cut}: {e}");
            let e = PartReader::open(&path, &meta).err().unwrap();
            assert_eq!(e.kind(), crate::ErrorKind::Corrupt, "cut at {cut}: {e}");
        }
        let mut flipped = bytes.clone();
        flipped[bytes.len() / 3] ^= 0x40;
        std::fs::write(&path, &flipped).unwrap();
        let e = PartReader::open(&path, &meta).err().unwrap();
        assert_eq!(e.kind(), crate::ErrorKind::Corrupt);
        // A damaged footer is caught even without the checksum pass.
        let mut footer = bytes.clone();
        let n = footer.len();
        footer[n - 20] ^= 0xff;
        std::fs::write(&path, &footer).unwrap();
        assert!(
            PartReader::open(&path, &meta).is_err()
                || PartReader::open(&path, &meta)
                    .unwrap()
                    .read(None, None, MaskMode::Auto)
                    .is_err()
        );
    }
}
