//! Reads from a part file that check what they read (DESIGN §2.6).
//!
//! A part file's CRC-32 is verified whole when the file is opened, but a disk can
//! damage it afterwards, and Parquet pages carry no checksum of their own (the writer
//! leaves them out), so damage after the open would decode as values. The pass that
//! verifies the whole file therefore also takes the CRC-32 of each block of
//! [`CHECKED_BLOCK_BYTES`] ([`BlockSums`]: 4 bytes per block, 64 KiB per GiB of
//! parts). A [`CheckedFile`] reads whole blocks and checks each against its sum before
//! anyone sees a byte of it: the footer when the file is opened, then every page. A
//! mismatch is an error (the readers report the file damaged and it is fetched again
//! from a peer), never a wrong value. The sums are taken before the footer is parsed,
//! so a damaged footer is never parsed either.

use std::{
    collections::HashMap,
    fs::File,
    os::unix::fs::FileExt,
    path::{Path, PathBuf},
    sync::{Arc, Mutex},
};

use bytes::Bytes;
use maskhouse_types::PartMeta;
use parquet::{
    errors::ParquetError,
    file::reader::{ChunkReader, Length},
};

use crate::{Error, Result};

/// The size of a checked block: a read of a few bytes reads and checks at most two.
pub const CHECKED_BLOCK_BYTES: u64 = 64 * 1024;

/// Bytes read at a time by the verifying pass (a whole number of blocks).
const VERIFY_CHUNK_BYTES: usize = 16 * CHECKED_BLOCK_BYTES as usize;

/// Verified blocks a [`CheckedFile`] keeps (4 MiB): a scan reads each column's pages in
/// order, so the blocks it reads next are mostly these.
const HELD_BLOCKS_MAX: usize = 64;

/// The CRC-32 of each block of [`CHECKED_BLOCK_BYTES`] of a part file (the last one
/// shorter), taken in the pass that verified the whole file against its recorded
/// checksum.
#[derive(Debug, Default)]
pub struct BlockSums {
    len: u64,
    crcs: Vec<u32>,
}

impl BlockSums {
    /// Blocks summed.
    pub fn len(&self) -> usize {
        self.crcs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.crcs.is_empty()
    }
}

/// Reads the whole file open as `file` (at `path`) once: checks its size and CRC-32
/// against `meta` (damage is an error of kind Corrupt) and takes the CRC-32 of each
/// block. Positioned reads: the handle's own position is not moved.
pub fn sum_blocks(path: &Path, file: &File, meta: &PartMeta) -> Result<BlockSums> {
    let mut crcs = Vec::with_capacity(meta.bytes.div_ceil(CHECKED_BLOCK_BYTES) as usize);
    verify(path, file, meta, Some(&mut crcs))?;
    Ok(BlockSums {
        len: meta.bytes,
        crcs,
    })
}

/// The sums of the blocks of `bytes`, a part's whole encoding.
pub(crate) fn sums_of(bytes: &[u8]) -> BlockSums {
    BlockSums {
        len: bytes.len() as u64,
        crcs: bytes
            .chunks(CHECKED_BLOCK_BYTES as usize)
            .map(crc32fast::hash)
            .collect(),
    }
}

/// Reads the whole file open as `file` in chunks (memory stays bounded however large
/// the part), checks its size and CRC-32 against `meta`, and pushes the CRC-32 of each
/// block to `blocks`.
pub(crate) fn verify(
    path: &Path,
    file: &File,
    meta: &PartMeta,
    mut blocks: Option<&mut Vec<u32>>,
) -> Result<()> {
    let corrupt = |what: String| Error::Corrupt(format!("part {}: {what}", path.display()));
    let mut whole = crc32fast::Hasher::new();
    let mut buf = vec![0u8; VERIFY_CHUNK_BYTES];
    let mut at = 0u64;
    loop {
        // Whole chunks (short only at the end of the file), so blocks never straddle
        // two reads.
        let mut filled = 0;
        while filled < buf.len() {
            match file.read_at(&mut buf[filled..], at + filled as u64) {
                Ok(0) => break,
                Ok(n) => filled += n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(Error::io("read part", path)(e)),
            }
        }
        if filled == 0 {
            break;
        }
        let data = &buf[..filled];
        whole.update(data);
        if let Some(blocks) = blocks.as_deref_mut() {
            blocks.extend(
                data.chunks(CHECKED_BLOCK_BYTES as usize)
                    .map(crc32fast::hash),
            );
        }
        at += filled as u64;
        if filled < buf.len() {
            break;
        }
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

/// A part file whose reads are checked against its [`BlockSums`]: a Parquet reader over
/// it sees only bytes whose block matched its sum.
pub struct CheckedFile {
    inner: Arc<Inner>,
}

struct Inner {
    file: File,
    path: PathBuf,
    sums: Arc<BlockSums>,
    /// Verified blocks read lately, by index.
    held: Mutex<HashMap<u64, Bytes>>,
}

impl CheckedFile {
    pub fn new(file: File, path: &Path, sums: Arc<BlockSums>) -> Self {
        CheckedFile {
            inner: Arc::new(Inner {
                file,
                path: path.to_path_buf(),
                sums,
                held: Mutex::new(HashMap::new()),
            }),
        }
    }

    pub fn open(path: &Path, sums: Arc<BlockSums>) -> std::io::Result<Self> {
        Ok(Self::new(File::open(path)?, path, sums))
    }
}

impl Inner {
    /// Block `index`, read and checked (or as kept from a read before).
    fn block(&self, index: u64) -> parquet::errors::Result<Bytes> {
        if let Some(bytes) = self.held.lock().expect("not poisoned").get(&index) {
            return Ok(bytes.clone());
        }
        let start = index * CHECKED_BLOCK_BYTES;
        let expected = self.sums.crcs.get(index as usize).ok_or_else(|| {
            ParquetError::EOF(format!(
                "part {}: read past the end of the file (byte {start})",
                self.path.display()
            ))
        })?;
        let len = CHECKED_BLOCK_BYTES.min(self.sums.len - start) as usize;
        let mut bytes = vec![0u8; len];
        self.file.read_exact_at(&mut bytes, start).map_err(|e| {
            ParquetError::External(Box::new(std::io::Error::new(
                e.kind(),
                format!("read part {} at {start}: {e}", self.path.display()),
            )))
        })?;
        let crc = crc32fast::hash(&bytes);
        if crc != *expected {
            return Err(ParquetError::General(format!(
                "part {}: the block at byte {start} has checksum {crc:08x}, {expected:08x} \
                 when the file was verified",
                self.path.display()
            )));
        }
        let bytes = Bytes::from(bytes);
        let mut held = self.held.lock().expect("not poisoned");
        if held.len() >= HELD_BLOCKS_MAX {
            held.clear();
        }
        held.insert(index, bytes.clone());
        Ok(bytes)
    }

    /// Bytes `start..end`, each block checked.
    fn range(&self, start: u64, end: u64) -> parquet::errors::Result<Bytes> {
        if end > self.sums.len || start > end {
            return Err(ParquetError::EOF(format!(
                "part {}: bytes {start}..{end} of a file of {}",
                self.path.display(),
                self.sums.len
            )));
        }
        if start == end {
            return Ok(Bytes::new());
        }
        let (first, last) = (start / CHECKED_BLOCK_BYTES, (end - 1) / CHECKED_BLOCK_BYTES);
        let offset = |b: u64| b * CHECKED_BLOCK_BYTES;
        if first == last {
            let block = self.block(first)?;
            return Ok(
                block.slice((start - offset(first)) as usize..(end - offset(first)) as usize)
            );
        }
        let mut out = Vec::with_capacity((end - start) as usize);
        for b in first..=last {
            let block = self.block(b)?;
            let from = start.max(offset(b)) - offset(b);
            let to = end.min(offset(b) + block.len() as u64) - offset(b);
            out.extend_from_slice(&block[from as usize..to as usize]);
        }
        Ok(Bytes::from(out))
    }
}

/// A reader from a position of a [`CheckedFile`] to its end, a block at a time.
pub struct CheckedRead {
    inner: Arc<Inner>,
    at: u64,
}

impl std::io::Read for CheckedRead {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.at >= self.inner.sums.len || buf.is_empty() {
            return Ok(0);
        }
        let index = self.at / CHECKED_BLOCK_BYTES;
        let block = self
            .inner
            .block(index)
            .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e.to_string()))?;
        let from = (self.at - index * CHECKED_BLOCK_BYTES) as usize;
        let n = buf.len().min(block.len() - from);
        buf[..n].copy_from_slice(&block[from..from + n]);
        self.at += n as u64;
        Ok(n)
    }
}

impl Length for CheckedFile {
    fn len(&self) -> u64 {
        self.inner.sums.len
    }
}

impl ChunkReader for CheckedFile {
    type T = CheckedRead;

    fn get_read(&self, start: u64) -> parquet::errors::Result<Self::T> {
        Ok(CheckedRead {
            inner: self.inner.clone(),
            at: start,
        })
    }

    fn get_bytes(&self, start: u64, length: usize) -> parquet::errors::Result<Bytes> {
        let end = start.checked_add(length as u64).ok_or_else(|| {
            ParquetError::EOF(format!(
                "part {}: a read past any file",
                self.inner.path.display()
            ))
        })?;
        self.inner.range(start, end)
    }
}

#[cfg(test)]
mod tests {
    use std::{io::Read, sync::Arc};

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

    /// The blocks summed cover the whole file, each with its own CRC-32.
    #[test]
    fn sums_cover_the_whole_file() {
        let dir = tempfile::tempdir().unwrap();
        let (path, meta) = write(dir.path(), crate::ROW_GROUP_ROWS as u64 * 2 + 77);
        let (_, footer) = PartReader::open_footer(&path, &meta).unwrap();
        let sums = footer.sums();
        let bytes = std::fs::read(&path).unwrap();
        assert_eq!(sums.len as usize, bytes.len());
        assert_eq!(
            sums.len(),
            bytes.len().div_ceil(CHECKED_BLOCK_BYTES as usize)
        );
        for (block, crc) in bytes.chunks(CHECKED_BLOCK_BYTES as usize).zip(&sums.crcs) {
            assert_eq!(crc32fast::hash(block), *crc);
        }
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

    /// Invariant 2.8: a damaged footer (any bit of it flipped) is an error of kind
    /// Corrupt when the file is opened, never a panic: it is parsed only once the whole
    /// file passed its checksum.
    #[test]
    fn a_damaged_footer_is_an_error_not_a_panic() {
        let dir = tempfile::tempdir().unwrap();
        let (path, meta) = write(dir.path(), 20_000);
        let good = std::fs::read(&path).unwrap();
        let footer_len =
            u32::from_le_bytes(good[good.len() - 8..good.len() - 4].try_into().unwrap());
        let footer_start = good.len() - 8 - footer_len as usize;
        for at in footer_start..good.len() {
            for bit in [0x01u8, 0x40, 0x80] {
                let mut bytes = good.clone();
                bytes[at] ^= bit;
                std::fs::write(&path, &bytes).unwrap();
                let opened = std::panic::catch_unwind(|| PartReader::open_footer(&path, &meta));
                match opened {
                    Ok(Err(e)) => assert_eq!(e.kind(), crate::ErrorKind::Corrupt, "{e}"),
                    Ok(Ok(_)) => panic!("byte {at} ^ {bit:#x}: a damaged file opened"),
                    Err(_) => panic!("byte {at} ^ {bit:#x}: opening panicked"),
                }
            }
        }
    }

    /// The footer and sums taken of a part's bytes before they are written are those
    /// the verifying pass takes of the file.
    #[test]
    fn a_footer_of_the_bytes_is_the_footer_of_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let ids: ArrayRef = Arc::new(UInt64Array::from_iter_values(0..200_000));
        let batch = RecordBatch::try_from_iter(vec![("id", ids)]).unwrap();
        let (bytes, meta) = crate::encode_part(&batch).unwrap();
        crate::publish(dir.path(), "p.parquet", &bytes).unwrap();
        let (_, read) = PartReader::open_footer(&dir.path().join("p.parquet"), &meta).unwrap();
        let made = crate::Footer::of_bytes(&bytes, &meta).unwrap();
        assert_eq!(made.sums().crcs, read.sums().crcs);
        assert_eq!(made.sums().len, read.sums().len);
        assert_eq!(made.row_group_stats(), read.row_group_stats());
        assert!(made.metadata().metadata().offset_index().is_some());
        let mut other = meta.clone();
        other.checksum ^= 1;
        assert!(crate::Footer::of_bytes(&bytes, &other).is_err());
    }

    /// Bytes asked for within a block, across blocks, or at the end come back as they
    /// are on disk; a read from a position reads on across blocks to the end.
    #[test]
    fn reads_within_and_across_blocks_return_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let (path, meta) = write(dir.path(), 20_000);
        let (_, footer) = PartReader::open_footer(&path, &meta).unwrap();
        let bytes = std::fs::read(&path).unwrap();
        let file = CheckedFile::open(&path, footer.sums().clone()).unwrap();
        let block = CHECKED_BLOCK_BYTES;
        let len = bytes.len() as u64;
        assert!(len > 3 * block, "several blocks");
        for (start, n) in [
            (0u64, 4usize),
            (0, 600),
            (100, 5000),
            (block - 10, 20),
            (block - 10, 2 * block as usize + 20),
            (len - 8, 8),
            (len - 300, 300),
            (len, 0),
        ] {
            let got = file.get_bytes(start, n).unwrap();
            assert_eq!(&got[..], &bytes[start as usize..start as usize + n]);
        }
        let mut rest = Vec::new();
        file.get_read(4).unwrap().read_to_end(&mut rest).unwrap();
        assert_eq!(rest, bytes[4..]);
        assert!(file.get_bytes(len - 4, 8).is_err(), "past the end");
    }
}
