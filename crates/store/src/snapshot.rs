//! Consensus snapshots as files: the catalog (tables, part metadata, masks, mutations,
//! pending merges, the applied record), never row data, written and read one record
//! at a time so neither side holds a whole snapshot in memory while it travels.
//!
//! Format: a version byte, then records `[u32 LE key length][key][u32 LE value
//! length][value]`, then `[u32 LE 0xFFFF_FFFF][u32 LE CRC-32 of everything before]`.

use std::{
    fs::File,
    io::{BufReader, BufWriter, Read, Write},
    path::Path,
    sync::Arc,
};

use maskhouse_types::{codec, PartMeta, PartName};

use crate::{keys, Error, Result, Store};

const VERSION: u8 = 1;
const END: u32 = u32::MAX;
/// Longest key or value a snapshot may hold (a mask of the largest part fits).
const RECORD_BYTES_MAX: u32 = 1 << 30;

/// Writes through, keeping the CRC of everything written.
struct CrcWrite<W: Write> {
    inner: W,
    crc: crc32fast::Hasher,
}

impl<W: Write> CrcWrite<W> {
    fn put(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        self.crc.update(bytes);
        self.inner.write_all(bytes)
    }
}

/// Reads a snapshot file record by record, checking the CRC at the end.
pub(crate) struct SnapshotReader {
    inner: BufReader<File>,
    crc: crc32fast::Hasher,
    done: bool,
}

fn corrupt(what: impl std::fmt::Display) -> Error {
    Error::Corrupt(format!("snapshot: {what}"))
}

impl SnapshotReader {
    pub fn open(path: &Path) -> Result<Self> {
        let file =
            File::open(path).map_err(|e| corrupt(format!("open {}: {e}", path.display())))?;
        let mut r = SnapshotReader {
            inner: BufReader::new(file),
            crc: crc32fast::Hasher::new(),
            done: false,
        };
        let mut version = [0u8];
        r.take(&mut version)?;
        if version[0] != VERSION {
            return Err(corrupt(format!("unknown version {}", version[0])));
        }
        Ok(r)
    }

    fn take(&mut self, buf: &mut [u8]) -> Result<()> {
        self.inner
            .read_exact(buf)
            .map_err(|e| corrupt(format!("truncated: {e}")))?;
        self.crc.update(buf);
        Ok(())
    }

    fn length(&mut self) -> Result<u32> {
        let mut n = [0u8; 4];
        self.take(&mut n)?;
        Ok(u32::from_le_bytes(n))
    }

    fn bytes(&mut self, n: u32) -> Result<Vec<u8>> {
        if n > RECORD_BYTES_MAX {
            return Err(corrupt(format!("record of {n} bytes")));
        }
        let mut v = vec![0u8; n as usize];
        self.take(&mut v)?;
        Ok(v)
    }

    /// The next (key, value), or `None` after the last one (its CRC checked).
    pub fn next_record(&mut self) -> Result<Option<(Vec<u8>, Vec<u8>)>> {
        if self.done {
            return Ok(None);
        }
        let n = self.length()?;
        if n == END {
            let expected = self.crc.clone().finalize();
            let mut stored = [0u8; 4];
            self.inner
                .read_exact(&mut stored)
                .map_err(|e| corrupt(format!("truncated: {e}")))?;
            if u32::from_le_bytes(stored) != expected {
                return Err(corrupt("checksum mismatch"));
            }
            let mut rest = [0u8; 1];
            if self.inner.read(&mut rest).map_err(corrupt)? != 0 {
                return Err(corrupt("bytes after the end"));
            }
            self.done = true;
            return Ok(None);
        }
        let key = self.bytes(n)?;
        let len = self.length()?;
        let value = self.bytes(len)?;
        Ok(Some((key, value)))
    }
}

impl Store {
    /// Writes the catalog to `path` (fsynced) as a snapshot; returns the state-machine
    /// bytes stored at the same point. Applying waits while it is written.
    pub fn export_to(&self, path: &Path) -> Result<Option<Vec<u8>>> {
        let io =
            |e: std::io::Error| Error::Invalid(format!("write snapshot {}: {e}", path.display()));
        let _guard = self.apply_lock.lock().expect("not poisoned");
        let file = File::create(path).map_err(io)?;
        let mut out = CrcWrite {
            inner: BufWriter::new(file),
            crc: crc32fast::Hasher::new(),
        };
        out.put(&[VERSION]).map_err(io)?;
        let mut state = None;
        for kv in self.tree.iter() {
            let (k, v) = kv?;
            if k.as_ref() == keys::STATE_MACHINE {
                state = Some(v.to_vec());
            }
            let klen = u32::try_from(k.len()).map_err(|_| corrupt("key too long"))?;
            let vlen = u32::try_from(v.len()).map_err(|_| corrupt("value too long"))?;
            out.put(&klen.to_le_bytes()).map_err(io)?;
            out.put(&k).map_err(io)?;
            out.put(&vlen.to_le_bytes()).map_err(io)?;
            out.put(&v).map_err(io)?;
        }
        out.put(&END.to_le_bytes()).map_err(io)?;
        let crc = out.crc.clone().finalize();
        out.inner.write_all(&crc.to_le_bytes()).map_err(io)?;
        let file = out.inner.into_inner().map_err(|e| io(e.into_error()))?;
        file.sync_all().map_err(io)?;
        Ok(state)
    }

    /// Replaces the catalog with the snapshot at `path` (in one sled batch). Part files
    /// the snapshot names must already be on disk ([`Store::missing_in_snapshot`]).
    pub fn import_from(&self, path: &Path) -> Result<()> {
        let mut reader = SnapshotReader::open(path)?;
        let _guard = self.apply_lock.lock().expect("not poisoned");
        let mut entries = self.tree.batch();
        let mut keys_in = std::collections::HashSet::new();
        while let Some((k, v)) = reader.next_record()? {
            if k.first() == Some(&crate::kv::PIECES) {
                return Err(corrupt("a key in the piece range"));
            }
            entries.insert(&k, v)?;
            keys_in.insert(k);
        }
        for k in self.tree.keys::<Vec<u8>, _>(..) {
            let k = k?;
            if !keys_in.contains(k.as_ref()) {
                entries.remove(k)?;
            }
        }
        self.tree.apply(entries)?;
        self.flush()?;
        let catalog = self.load()?;
        *self.catalog.write().expect("not poisoned") = Arc::new(catalog);
        // Merges the snapshot holds pending are built here too.
        self.resubmit_pending()
    }

    /// The parts the snapshot at `path` names whose files are not on this replica, to
    /// fetch before it is imported.
    pub fn missing_in_snapshot(&self, path: &Path) -> Result<Vec<(String, PartName, PartMeta)>> {
        let mut reader = SnapshotReader::open(path)?;
        let mut out = Vec::new();
        while let Some((k, v)) = reader.next_record()? {
            if !k.starts_with(b"p\0") {
                continue;
            }
            let f = keys::fields(&k, 2);
            let bad = || corrupt("part key");
            let table = std::str::from_utf8(f.first().ok_or_else(bad)?).map_err(|_| bad())?;
            let name: PartName = std::str::from_utf8(f.get(1).ok_or_else(bad)?)
                .map_err(|_| bad())?
                .parse()
                .map_err(|_| bad())?;
            let meta: PartMeta = codec::decode(&v)?;
            let present = std::fs::metadata(self.part_path(table, &name))
                .is_ok_and(|m| m.len() == meta.bytes);
            if !present {
                out.push((table.to_string(), name, meta));
            }
        }
        Ok(out)
    }
}
