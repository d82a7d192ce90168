use std::{
    fs::File,
    path::{Path, PathBuf},
};

use arrow::{
    array::{BooleanArray, BooleanBufferBuilder, RecordBatch},
    compute::filter_record_batch,
};
use maskhouse_types::PartMeta;
use parquet::arrow::{
    arrow_reader::{ArrowReaderMetadata, ArrowReaderOptions, ParquetRecordBatchReaderBuilder},
    ProjectionMask,
};
use roaring::RoaringBitmap;

use crate::{selection, Error, Result};

/// Rows decoded per batch.
pub const BATCH_ROWS: usize = 8192;

/// How a reader applies a mask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MaskMode {
    /// Parquet row selection: deleted rows are skipped while decoding.
    RowSelection,
    /// Decode every row, then drop the deleted ones with a filter.
    FilterAfterDecode,
}

/// An opened part file. Reads fetch only the column chunks they need.
pub struct PartReader {
    path: PathBuf,
    file: File,
    metadata: ArrowReaderMetadata,
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

impl PartReader {
    /// Reads the whole file and checks its size and CRC-32 against `meta`, then opens
    /// it. Damage of any kind is an error of kind Corrupt.
    pub fn open_verified(path: &Path, meta: &PartMeta) -> Result<Self> {
        let bytes = std::fs::read(path).map_err(Error::io("read part", path))?;
        verify_bytes(path, &bytes, meta)?;
        Self::open(path, meta)
    }

    /// Opens a file whose checksum was verified earlier in this process: checks its
    /// size and its Parquet footer against `meta`.
    pub fn open(path: &Path, meta: &PartMeta) -> Result<Self> {
        let corrupt = |what: String| Error::Corrupt(format!("part {}: {what}", path.display()));
        let file = File::open(path).map_err(Error::io("open part", path))?;
        let len = file.metadata().map_err(Error::io("stat part", path))?.len();
        if len != meta.bytes {
            return Err(corrupt(format!(
                "size {len} differs from the recorded {}",
                meta.bytes
            )));
        }
        let metadata = ArrowReaderMetadata::load(&file, ArrowReaderOptions::new())
            .map_err(|e| corrupt(format!("footer: {e}")))?;
        let rows = metadata.metadata().file_metadata().num_rows() as u64;
        if rows != meta.rows {
            return Err(corrupt(format!("{rows} rows, recorded {}", meta.rows)));
        }
        Ok(PartReader {
            path: path.to_path_buf(),
            file,
            metadata,
        })
    }

    /// Reads the columns at `projection` (all when `None`), leaving out the rows in
    /// `mask`.
    pub fn read(
        &self,
        projection: Option<&[usize]>,
        mask: Option<&RoaringBitmap>,
        mode: MaskMode,
    ) -> Result<Vec<RecordBatch>> {
        let corrupt = |e: parquet::errors::ParquetError| {
            Error::Corrupt(format!("part {}: {e}", self.path.display()))
        };
        let file = self
            .file
            .try_clone()
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
        let rows = self.metadata.metadata().file_metadata().num_rows() as u64;
        let mask = mask.filter(|m| !m.is_empty());
        if let (Some(mask), MaskMode::RowSelection) = (mask, mode) {
            if let Some(sel) = selection::whole_file(mask, rows) {
                builder = builder.with_row_selection(sel);
            }
        }
        let reader = builder.build().map_err(corrupt)?;
        let mut out = Vec::new();
        let mut offset = 0u32;
        for batch in reader {
            let batch =
                batch.map_err(|e| Error::Corrupt(format!("part {}: {e}", self.path.display())))?;
            let n = batch.num_rows() as u32;
            match (mask, mode) {
                (Some(mask), MaskMode::FilterAfterDecode)
                    if mask.range_cardinality(offset..offset + n) > 0 =>
                {
                    let mut keep = BooleanBufferBuilder::new(n as usize);
                    keep.append_n(n as usize, true);
                    for deleted in mask.range(offset..offset + n) {
                        keep.set_bit((deleted - offset) as usize, false);
                    }
                    let keep = BooleanArray::new(keep.finish(), None);
                    out.push(filter_record_batch(&batch, &keep)?);
                }
                _ => out.push(batch),
            }
            offset += n;
        }
        Ok(out)
    }
}
