//! Reads from a part file that check what they read (DESIGN §2.6).
//!
//! A part file's CRC-32 is verified whole when the file is opened, but a disk can
//! damage it afterwards, and Parquet pages carry no checksum of their own (the writer
//! leaves them out), so damage after the open would decode as values. The pass that
//! verifies the whole file therefore also takes the CRC-32 of every page (every column
//! chunk, for a file without an offset index): [`PageSums`]. A [`CheckedFile`] then
//! checks each page it reads against its sum before the decoder sees a byte of it. A
//! mismatch is an error (the readers report the file damaged and it is fetched again
//! from a peer), never a wrong value.

use std::{
    collections::HashMap,
    fs::File,
    io::Read,
    os::unix::fs::FileExt,
    path::{Path, PathBuf},
    sync::{Arc, Mutex},
};

use bytes::{Buf, Bytes};
use maskhouse_types::PartMeta;
use parquet::{
    errors::ParquetError,
    file::{
        metadata::ParquetMetaData,
        reader::{ChunkReader, Length},
    },
};

use crate::{Error, Result};

/// Bytes read at a time by the verifying pass.
const VERIFY_CHUNK_BYTES: usize = 1 << 20;

/// One checked range of a part file: a page (header and data), a dictionary page, or
/// a whole column chunk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Region {
    start: u64,
    len: u64,
    crc: u32,
    /// The column the range belongs to: a reader keeps the last range it read of each.
    column: usize,
}

impl Region {
    fn end(&self) -> u64 {
        self.start + self.len
    }
}

/// The CRC-32 of every page of a part file, in file order, taken in the pass that
/// verified the whole file against its recorded checksum: about 24 bytes per page.
#[derive(Debug, Default)]
pub struct PageSums {
    regions: Vec<Region>,
}

impl PageSums {
    /// Checked ranges.
    pub fn len(&self) -> usize {
        self.regions.len()
    }

    pub fn is_empty(&self) -> bool {
        self.regions.is_empty()
    }

    /// The region that holds byte `at`, by index.
    fn find(&self, at: u64) -> Option<usize> {
        let i = self.regions.partition_point(|r| r.start <= at);
        (i > 0 && self.regions[i - 1].end() > at).then(|| i - 1)
    }

    /// The index of the first region that starts after `at`.
    fn next_after(&self, at: u64) -> Option<&Region> {
        let i = self.regions.partition_point(|r| r.start <= at);
        self.regions.get(i)
    }
}

/// The ranges of `metadata`'s file to check, in file order, without their sums: each
/// page the offset index lists, the dictionary page before them; a whole column chunk
/// where the file has no offset index.
fn ranges(path: &Path, metadata: &ParquetMetaData, bytes: u64) -> Result<Vec<Region>> {
    let corrupt = |what: String| Error::Corrupt(format!("part {}: {what}", path.display()));
    let mut out = Vec::new();
    for (group, rg) in metadata.row_groups().iter().enumerate() {
        for (column, chunk) in rg.columns().iter().enumerate() {
            let (start, len) = chunk.byte_range();
            let pages = metadata
                .offset_index()
                .and_then(|index| index.get(group))
                .and_then(|columns| columns.get(column))
                .map(|c| c.page_locations());
            let region = |start: u64, len: u64| Region {
                start,
                len,
                crc: 0,
                column,
            };
            match pages {
                Some(pages) if !pages.is_empty() => {
                    let first = pages[0].offset as u64;
                    if first > start {
                        out.push(region(start, first - start));
                    }
                    for page in pages {
                        let len = u64::try_from(page.compressed_page_size)
                            .map_err(|_| corrupt("a negative page size".into()))?;
                        out.push(region(page.offset as u64, len));
                    }
                }
                _ => out.push(region(start, len)),
            }
        }
    }
    out.retain(|r| r.len > 0);
    out.sort_unstable_by_key(|r| r.start);
    for pair in out.windows(2) {
        if pair[0].end() > pair[1].start {
            return Err(corrupt(format!(
                "pages overlap at byte {} of the footer's layout",
                pair[1].start
            )));
        }
    }
    if let Some(last) = out.last() {
        if last.end() > bytes {
            return Err(corrupt(format!(
                "a page ends at byte {}, past the file's {bytes}",
                last.end()
            )));
        }
    }
    Ok(out)
}

/// Reads the whole file at `path` once: checks its size and CRC-32 against `meta`
/// (damage is an error of kind Corrupt, a missing file one of kind NotFound) and takes
/// the CRC-32 of each page `metadata` (the file's footer) lays out.
pub fn sum_pages(path: &Path, meta: &PartMeta, metadata: &ParquetMetaData) -> Result<PageSums> {
    let mut regions = ranges(path, metadata, meta.bytes)?;
    verify(path, meta, &mut regions)?;
    Ok(PageSums { regions })
}

/// Reads the whole file at `path` in chunks (memory stays bounded however large the
/// part), checks its size and CRC-32 against `meta`, and sets the sum of each of
/// `regions` (in file order, inside the recorded size).
pub(crate) fn verify(path: &Path, meta: &PartMeta, regions: &mut [Region]) -> Result<()> {
    let corrupt = |what: String| Error::Corrupt(format!("part {}: {what}", path.display()));
    let mut file = File::open(path).map_err(Error::io("open part", path))?;
    let mut whole = crc32fast::Hasher::new();
    let mut buf = vec![0u8; VERIFY_CHUNK_BYTES];
    let mut at = 0u64;
    // The region being summed and its hasher.
    let mut next = 0usize;
    let mut current: Option<crc32fast::Hasher> = None;
    loop {
        let n = match file.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(Error::io("read part", path)(e)),
        };
        let data = &buf[..n];
        whole.update(data);
        let end = at + n as u64;
        let mut pos = at;
        while pos < end && next < regions.len() {
            let region = regions[next];
            if pos < region.start {
                pos = region.start.min(end);
                continue;
            }
            let stop = region.end().min(end);
            let hasher = current.get_or_insert_with(crc32fast::Hasher::new);
            hasher.update(&data[(pos - at) as usize..(stop - at) as usize]);
            pos = stop;
            if stop == region.end() {
                regions[next].crc = current.take().expect("summing").finalize();
                next += 1;
            }
        }
        at = end;
    }
    if at != meta.bytes {
        return Err(corrupt(format!(
            "size {at} differs from the recorded {}",
            meta.bytes
        )));
    }
    let crc = whole.finalize();
    if crc != meta.checksum {
        return Err(corrupt(format!(
            "checksum {crc:08x} differs from the recorded {:08x}",
            meta.checksum
        )));
    }
    Ok(())
}

/// A part file whose reads are checked against its [`PageSums`]: a Parquet reader over
/// it sees only bytes whose page matched its sum. It keeps the last page it read of
/// each column, so a page is read and checked once however the decoder asks for it
/// (its header, then its data).
pub struct CheckedFile {
    file: File,
    path: PathBuf,
    len: u64,
    sums: Arc<PageSums>,
    /// Per column: the last region read, by index, and its bytes.
    held: Mutex<HashMap<usize, (usize, Bytes)>>,
}

impl CheckedFile {
    pub fn new(file: File, path: &Path, sums: Arc<PageSums>) -> std::io::Result<Self> {
        let len = file.metadata()?.len();
        Ok(CheckedFile {
            file,
            path: path.to_path_buf(),
            len,
            sums,
            held: Mutex::new(HashMap::new()),
        })
    }

    pub fn open(path: &Path, sums: Arc<PageSums>) -> std::io::Result<Self> {
        Self::new(File::open(path)?, path, sums)
    }

    fn read_at(&self, start: u64, len: usize) -> parquet::errors::Result<Vec<u8>> {
        let mut out = vec![0u8; len];
        self.file.read_exact_at(&mut out, start).map_err(|e| {
            ParquetError::External(Box::new(std::io::Error::new(
                e.kind(),
                format!("read part {} at {start}: {e}", self.path.display()),
            )))
        })?;
        Ok(out)
    }

    /// Region `index`, read and checked (or as kept from the last read).
    fn region(&self, index: usize) -> parquet::errors::Result<Bytes> {
        let region = self.sums.regions[index];
        if let Some((i, bytes)) = self.held.lock().expect("not poisoned").get(&region.column) {
            if *i == index {
                return Ok(bytes.clone());
            }
        }
        let bytes = self.read_at(region.start, region.len as usize)?;
        let crc = crc32fast::hash(&bytes);
        if crc != region.crc {
            return Err(ParquetError::General(format!(
                "part {}: the page at byte {} has checksum {crc:08x}, {:08x} when the file \
                 was verified",
                self.path.display(),
                region.start,
                region.crc
            )));
        }
        let bytes = Bytes::from(bytes);
        self.held
            .lock()
            .expect("not poisoned")
            .insert(region.column, (index, bytes.clone()));
        Ok(bytes)
    }
}

impl Length for CheckedFile {
    fn len(&self) -> u64 {
        self.len
    }
}

impl ChunkReader for CheckedFile {
    type T = bytes::buf::Reader<Bytes>;

    /// The rest of the page that holds `start`: a reader starts at a page.
    fn get_read(&self, start: u64) -> parquet::errors::Result<Self::T> {
        match self.sums.find(start) {
            Some(index) => {
                let region = self.sums.regions[index];
                let bytes = self.region(index)?;
                Ok(bytes.slice((start - region.start) as usize..).reader())
            }
            None => {
                // Outside every page: the footer's own bytes, parsed when the file was
                // verified.
                let end = self.sums.next_after(start).map_or(self.len, |r| r.start);
                Ok(Bytes::from(self.read_at(start, (end - start) as usize)?).reader())
            }
        }
    }

    /// Bytes `start..start + length`: the checked pages they lie in, and as they are on
    /// disk whatever lies outside every page (footer and indexes).
    fn get_bytes(&self, start: u64, length: usize) -> parquet::errors::Result<Bytes> {
        let end = start + length as u64;
        if let Some(index) = self.sums.find(start) {
            let region = self.sums.regions[index];
            if end <= region.end() {
                let bytes = self.region(index)?;
                let from = (start - region.start) as usize;
                return Ok(bytes.slice(from..from + length));
            }
        }
        let mut out = Vec::with_capacity(length);
        let mut pos = start;
        while pos < end {
            match self.sums.find(pos) {
                Some(index) => {
                    let region = self.sums.regions[index];
                    let bytes = self.region(index)?;
                    let stop = region.end().min(end);
                    out.extend_from_slice(
                        &bytes[(pos - region.start) as usize..(stop - region.start) as usize],
                    );
                    pos = stop;
                }
                None => {
                    let stop = self.sums.next_after(pos).map_or(end, |r| r.start.min(end));
                    out.extend_from_slice(&self.read_at(pos, (stop - pos) as usize)?);
                    pos = stop;
                }
            }
        }
        Ok(Bytes::from(out))
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use arrow::array::{ArrayRef, RecordBatch, StringArray, UInt64Array};
    use roaring::RoaringBitmap;

    use super::*;
    use crate::{MaskMode, PartReader};

    /// A part of `n` rows whose values LZ4 cannot shrink: a byte flipped in a page is a
    /// different value, not a decoding error.
    fn write(dir: &Path, n: u64) -> (PathBuf, PartMeta) {
        let mix = |i: u64| i.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (i << 7);
        let mut ids: Vec<u64> = (0..n).map(mix).collect();
        ids.sort_unstable();
        let ids: ArrayRef = Arc::new(UInt64Array::from(ids));
        let names: ArrayRef = Arc::new(StringArray::from_iter_values(
            (0..n).map(|i| format!("{:x}", mix(i + 1))),
        ));
        let batch = RecordBatch::try_from_iter(vec![("id", ids), ("name", names)]).unwrap();
        let (bytes, meta) = crate::encode_part(&batch).unwrap();
        crate::publish(dir, "p.parquet", &bytes).unwrap();
        (dir.join("p.parquet"), meta)
    }

    fn flip(path: &Path, at: u64) {
        let mut bytes = std::fs::read(path).unwrap();
        bytes[at as usize] ^= 0x10;
        std::fs::write(path, &bytes).unwrap();
    }

    /// The pages summed tile every column chunk of the file: nothing a reader decodes
    /// lies outside a checked range.
    #[test]
    fn sums_cover_every_column_chunk() {
        let dir = tempfile::tempdir().unwrap();
        let (path, meta) = write(dir.path(), crate::ROW_GROUP_ROWS as u64 * 2 + 77);
        let (_, footer) = PartReader::open_footer(&path, &meta).unwrap();
        let sums = footer.sums();
        let bytes = std::fs::read(&path).unwrap();
        for rg in footer.metadata().metadata().row_groups() {
            for chunk in rg.columns() {
                let (start, len) = chunk.byte_range();
                let mut at = start;
                while at < start + len {
                    let region = sums.regions[sums.find(at).expect("a checked page")];
                    assert_eq!(region.start, at, "pages follow one another");
                    let slice = &bytes[region.start as usize..region.end() as usize];
                    assert_eq!(crc32fast::hash(slice), region.crc);
                    at = region.end();
                }
                assert_eq!(at, start + len);
            }
        }
        // A page per PAGE_ROWS rows of each column, and the odd dictionary.
        assert!(sums.len() >= 2 * (2 * crate::ROW_GROUP_ROWS / crate::writer::PAGE_ROWS));
    }

    /// Invariant 2.6: a page damaged after the file was verified and opened is an error
    /// of kind Corrupt on every way of reading it, never a changed value.
    #[test]
    fn damage_after_the_open_is_an_error_not_a_value() {
        let dir = tempfile::tempdir().unwrap();
        let n = crate::ROW_GROUP_ROWS as u64 + 500;
        let (path, meta) = write(dir.path(), n);
        let (reader, footer) = PartReader::open_footer(&path, &meta).unwrap();
        let clean = reader.read(None, None, MaskMode::Auto).unwrap();
        // Into the middle of the third data page of the first column of row group 0.
        let page = &footer.metadata().metadata().offset_index().unwrap()[0][0].page_locations()[2];
        flip(
            &path,
            page.offset as u64 + page.compressed_page_size as u64 / 2,
        );
        let corrupt = |r: Result<Vec<RecordBatch>>| match r {
            Err(e) => assert_eq!(e.kind(), crate::ErrorKind::Corrupt, "{e}"),
            Ok(batches) => panic!(
                "read {} rows from a damaged page (same as before: {})",
                batches.iter().map(|b| b.num_rows()).sum::<usize>(),
                batches == clean
            ),
        };
        corrupt(reader.read(None, None, MaskMode::Auto));
        corrupt(reader.read(Some(&[0]), None, MaskMode::FilterAfterDecode));
        corrupt(reader.read_row_group(Some(&[0]), 0));
        let again = PartReader::open_with(&path, &meta, &footer).unwrap();
        let page_rows = crate::writer::PAGE_ROWS as u32;
        let wanted: RoaringBitmap = [2 * page_rows + 5].into_iter().collect();
        corrupt(again.read_rows(Some(&[0]), &wanted));
        // What lies elsewhere is still read: other pages, other row groups, the other
        // column.
        let elsewhere: RoaringBitmap = [5, 4 * page_rows].into_iter().collect();
        let read = again.read_rows(Some(&[0]), &elsewhere).unwrap();
        assert_eq!(read.iter().map(|b| b.num_rows()).sum::<usize>(), 2);
        assert!(again.read_row_group(None, 1).is_ok());
        assert!(again.read_row_group(Some(&[1]), 0).is_ok());
        // Opening again verifies the whole file.
        assert_eq!(
            PartReader::open(&path, &meta).err().unwrap().kind(),
            crate::ErrorKind::Corrupt
        );
    }

    /// Bytes asked for across pages, or outside every page, come back as they are on
    /// disk.
    #[test]
    fn reads_across_and_outside_pages_return_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let (path, meta) = write(dir.path(), 20_000);
        let (_, footer) = PartReader::open_footer(&path, &meta).unwrap();
        let bytes = std::fs::read(&path).unwrap();
        let file = CheckedFile::open(&path, footer.sums().clone()).unwrap();
        let len = bytes.len() as u64;
        for (start, n) in [
            (0u64, 4usize),
            (0, 600),
            (100, 5000),
            (len - 8, 8),
            (len - 300, 300),
        ] {
            let got = file.get_bytes(start, n).unwrap();
            assert_eq!(&got[..], &bytes[start as usize..start as usize + n]);
        }
        let mut rest = Vec::new();
        file.get_read(4).unwrap().read_to_end(&mut rest).unwrap();
        assert!(!rest.is_empty() && bytes[4..].starts_with(&rest));
    }
}
