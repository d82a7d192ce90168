//! Sled trees whose records all stay below sled's blob threshold.
//!
//! Sled 0.34 writes any log record larger than a quarter of its log segment (about
//! 128 KiB) to a blob file of its own, and never fsyncs it; after a power cut it may
//! recover a page whose blob file is missing or unreadable (docs/operations.md, "What is
//! on disk and when it is synced"). A record is either one value (a key's update) or a
//! whole leaf page, and a leaf splits once it holds more than 16 entries. So every
//! record stays small when every value does: this module stores a value larger than
//! [`PIECE_BYTES`] as pieces of at most that size under keys of their own, and under
//! the value's key a fixed-size envelope naming them. 17 pieces and their keys fit a
//! page well below the threshold.
//!
//! Piece keys are the value's key prefixed by [`PIECES`] (`0xFF`, a first byte no key
//! of ours has) and followed by the piece's number (big-endian `u32`): they sort after
//! every other key and never show in [`Tree::range`], [`Tree::scan_prefix`] or
//! [`Tree::iter`], which return whole values. A stored value that is not an envelope is
//! the value itself; a value that would read as an envelope is stored in pieces too, so
//! that no stored value is ambiguous. The pieces and the envelope are written in one
//! sled batch, so they are durable together.

use std::{
    collections::HashMap,
    ops::{Bound, RangeBounds},
};

use sled::IVec;

/// The largest value stored in one piece.
pub const PIECE_BYTES: usize = 6 << 10;

/// The first byte of every piece key.
pub const PIECES: u8 = 0xFF;

/// An envelope: `ENVELOPE_TAG`, the number of pieces (`u32`), the value's length
/// (`u64`) and its CRC-32 (`u32`), big-endian.
const ENVELOPE_TAG: [u8; 4] = [PIECES, b'm', b'h', b'p'];
const ENVELOPE_LEN: usize = 4 + 4 + 8 + 4;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Sled(#[from] sled::Error),
    /// A stored envelope whose pieces are missing or do not add up to its value.
    #[error("value of key {key:?} is incomplete: {reason}")]
    Pieces { key: Vec<u8>, reason: String },
}

pub type Result<T> = std::result::Result<T, Error>;

struct Envelope {
    pieces: u32,
    len: u64,
    crc: u32,
}

impl Envelope {
    fn parse(value: &[u8]) -> Option<Envelope> {
        if value.len() != ENVELOPE_LEN || value[..4] != ENVELOPE_TAG {
            return None;
        }
        let u32_at = |i: usize| u32::from_be_bytes(value[i..i + 4].try_into().expect("4 bytes"));
        Some(Envelope {
            pieces: u32_at(4),
            len: u64::from_be_bytes(value[8..16].try_into().expect("8 bytes")),
            crc: u32_at(16),
        })
    }

    fn encode(&self) -> [u8; ENVELOPE_LEN] {
        let mut out = [0; ENVELOPE_LEN];
        out[..4].copy_from_slice(&ENVELOPE_TAG);
        out[4..8].copy_from_slice(&self.pieces.to_be_bytes());
        out[8..16].copy_from_slice(&self.len.to_be_bytes());
        out[16..].copy_from_slice(&self.crc.to_be_bytes());
        out
    }
}

fn piece_key(key: &[u8], piece: u32) -> Vec<u8> {
    let mut out = Vec::with_capacity(key.len() + 5);
    out.push(PIECES);
    out.extend_from_slice(key);
    out.extend_from_slice(&piece.to_be_bytes());
    out
}

fn is_piece_key(key: &[u8]) -> bool {
    key.first() == Some(&PIECES)
}

/// A sled tree whose values may have any size (see the module's documentation).
#[derive(Clone)]
pub struct Tree {
    inner: sled::Tree,
}

impl Tree {
    /// Opens (or creates) the tree `name` of `db`.
    pub fn open(db: &sled::Db, name: &str) -> Result<Tree> {
        Ok(Tree {
            inner: db.open_tree(name)?,
        })
    }

    /// The sled tree underneath, for flushing it.
    pub fn sled(&self) -> &sled::Tree {
        &self.inner
    }

    pub fn get(&self, key: impl AsRef<[u8]>) -> Result<Option<IVec>> {
        let key = key.as_ref();
        match self.inner.get(key)? {
            Some(stored) => self.whole(key, stored).map(Some),
            None => Ok(None),
        }
    }

    /// The value stored as `stored` under `key`: itself, or its pieces put together.
    fn whole(&self, key: &[u8], stored: IVec) -> Result<IVec> {
        let Some(envelope) = Envelope::parse(&stored) else {
            return Ok(stored);
        };
        let incomplete = |reason: String| Error::Pieces {
            key: key.to_vec(),
            reason,
        };
        let len = usize::try_from(envelope.len)
            .map_err(|_| incomplete(format!("length {}", envelope.len)))?;
        let mut value = Vec::with_capacity(len.min(1 << 30));
        for piece in 0..envelope.pieces {
            let bytes = self
                .inner
                .get(piece_key(key, piece))?
                .ok_or_else(|| incomplete(format!("piece {piece} is missing")))?;
            value.extend_from_slice(&bytes);
        }
        if value.len() != len || crc32fast::hash(&value) != envelope.crc {
            return Err(incomplete(format!(
                "{} pieces hold {} bytes, the envelope says {len}, or their CRC differs",
                envelope.pieces,
                value.len()
            )));
        }
        Ok(value.into())
    }

    /// Stores `value` under `key` (one atomic batch).
    pub fn insert(&self, key: impl AsRef<[u8]>, value: impl AsRef<[u8]>) -> Result<()> {
        let mut batch = self.batch();
        batch.insert(key, value)?;
        self.apply(batch)
    }

    /// Removes `key` and its pieces (one atomic batch).
    pub fn remove(&self, key: impl AsRef<[u8]>) -> Result<()> {
        let mut batch = self.batch();
        batch.remove(key)?;
        self.apply(batch)
    }

    /// An empty batch of changes to this tree.
    pub fn batch(&self) -> Batch {
        Batch {
            tree: self.inner.clone(),
            batch: sled::Batch::default(),
            pieces: HashMap::new(),
        }
    }

    /// Applies `batch` atomically.
    pub fn apply(&self, batch: Batch) -> Result<()> {
        Ok(self.inner.apply_batch(batch.batch)?)
    }

    /// Key and whole value of every entry in `range`, in key order.
    pub fn range<K: AsRef<[u8]>, R: RangeBounds<K>>(
        &self,
        range: R,
    ) -> impl DoubleEndedIterator<Item = Result<(IVec, IVec)>> + '_ {
        self.stored(range).map(move |kv| {
            let (k, v) = kv?;
            let v = self.whole(&k, v)?;
            Ok((k, v))
        })
    }

    /// The key of every entry in `range`, in key order, without reading the pieces of
    /// their values (so a value whose pieces are damaged does not stop it).
    pub fn keys<K: AsRef<[u8]>, R: RangeBounds<K>>(
        &self,
        range: R,
    ) -> impl DoubleEndedIterator<Item = Result<IVec>> + '_ {
        self.stored(range).map(|kv| Ok(kv?.0))
    }

    /// The key of every entry whose key starts with `prefix` (see [`Tree::keys`]).
    pub fn keys_with_prefix(
        &self,
        prefix: impl AsRef<[u8]>,
    ) -> impl DoubleEndedIterator<Item = Result<IVec>> + '_ {
        let prefix = prefix.as_ref();
        assert!(
            !prefix.is_empty() && !is_piece_key(prefix),
            "a prefix scan names a kind of entry"
        );
        self.inner.scan_prefix(prefix).map(|kv| Ok(kv?.0))
    }

    /// Key and stored value (an envelope or the value) of every entry in `range`.
    fn stored<K: AsRef<[u8]>, R: RangeBounds<K>>(
        &self,
        range: R,
    ) -> impl DoubleEndedIterator<Item = sled::Result<(IVec, IVec)>> + '_ {
        let start: Bound<Vec<u8>> = range.start_bound().map(|k| k.as_ref().to_vec());
        let end = match range.end_bound().map(|k| k.as_ref().to_vec()) {
            Bound::Included(k) | Bound::Excluded(k) if is_piece_key(&k) => Bound::Unbounded,
            bound => bound,
        };
        let end = match end {
            Bound::Unbounded => Bound::Excluded(vec![PIECES]),
            bound => bound,
        };
        // Nothing of ours lies at or above the piece keys.
        let empty = matches!(&start, Bound::Included(k) | Bound::Excluded(k) if is_piece_key(k));
        let inner = (!empty).then(|| self.inner.range((start, end)));
        inner.into_iter().flatten()
    }

    /// Every entry whose key starts with `prefix` (not empty, not a piece key), whole
    /// values, in key order.
    pub fn scan_prefix(
        &self,
        prefix: impl AsRef<[u8]>,
    ) -> impl DoubleEndedIterator<Item = Result<(IVec, IVec)>> + '_ {
        let prefix = prefix.as_ref();
        assert!(
            !prefix.is_empty() && !is_piece_key(prefix),
            "a prefix scan names a kind of entry"
        );
        self.inner.scan_prefix(prefix).map(move |kv| {
            let (k, v) = kv?;
            let v = self.whole(&k, v)?;
            Ok((k, v))
        })
    }

    /// Every entry, whole values, in key order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = Result<(IVec, IVec)>> + '_ {
        self.range::<Vec<u8>, _>(..)
    }

    /// The entry with the greatest key.
    pub fn last(&self) -> Result<Option<(IVec, IVec)>> {
        self.iter().next_back().transpose()
    }

    /// Flushes the database this tree belongs to (not yet synced: see `MetaSync`).
    pub fn flush(&self) -> Result<usize> {
        Ok(self.inner.flush()?)
    }

    /// Removes every entry and piece.
    pub fn clear(&self) -> Result<()> {
        Ok(self.inner.clear()?)
    }
}

/// Changes to one [`Tree`], applied atomically by [`Tree::apply`].
pub struct Batch {
    tree: sled::Tree,
    batch: sled::Batch,
    /// The number of pieces each key written in this batch has after it.
    pieces: HashMap<Vec<u8>, u32>,
}

impl Batch {
    /// Stores `value` under `key`, in pieces if it is larger than [`PIECE_BYTES`], and
    /// removes the pieces of what `key` held before that the new value does not reuse.
    pub fn insert(&mut self, key: impl AsRef<[u8]>, value: impl AsRef<[u8]>) -> Result<()> {
        let (key, value) = (key.as_ref(), value.as_ref());
        assert!(
            !is_piece_key(key),
            "keys starting with {PIECES:#x} are reserved"
        );
        let before = self.pieces_of(key)?;
        let after = if value.len() <= PIECE_BYTES && Envelope::parse(value).is_none() {
            self.batch.insert(key, value);
            0
        } else {
            let mut pieces = 0u32;
            for chunk in value.chunks(PIECE_BYTES) {
                self.batch.insert(piece_key(key, pieces), chunk);
                pieces += 1;
            }
            let envelope = Envelope {
                pieces,
                len: value.len() as u64,
                crc: crc32fast::hash(value),
            };
            self.batch.insert(key, &envelope.encode()[..]);
            pieces
        };
        for piece in after..before {
            self.batch.remove(piece_key(key, piece));
        }
        self.pieces.insert(key.to_vec(), after);
        Ok(())
    }

    /// Removes `key` and its pieces.
    pub fn remove(&mut self, key: impl AsRef<[u8]>) -> Result<()> {
        let key = key.as_ref();
        let before = self.pieces_of(key)?;
        self.batch.remove(key);
        for piece in 0..before {
            self.batch.remove(piece_key(key, piece));
        }
        self.pieces.insert(key.to_vec(), 0);
        Ok(())
    }

    fn pieces_of(&self, key: &[u8]) -> Result<u32> {
        if let Some(&n) = self.pieces.get(key) {
            return Ok(n);
        }
        Ok(self
            .tree
            .get(key)?
            .and_then(|v| Envelope::parse(&v))
            .map_or(0, |e| e.pieces))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn open() -> (tempfile::TempDir, sled::Db, Tree) {
        let dir = tempfile::tempdir().unwrap();
        let db = sled::Config::new()
            .path(dir.path().join("db"))
            .open()
            .unwrap();
        let tree = Tree::open(&db, "t").unwrap();
        (dir, db, tree)
    }

    fn value(len: usize, seed: u8) -> Vec<u8> {
        (0..len)
            .map(|i| (i as u8).wrapping_mul(31) ^ seed)
            .collect()
    }

    #[test]
    fn large_values_round_trip_in_pieces_and_leave_none_behind() {
        let (_dir, _db, tree) = open();
        let big = value(PIECE_BYTES * 5 + 17, 1);
        tree.insert(b"k", &big).unwrap();
        assert_eq!(tree.get(b"k").unwrap().unwrap(), big);
        assert_eq!(tree.sled().len(), 7, "an envelope and six pieces");
        // Fewer pieces: the extra ones go.
        let smaller = value(PIECE_BYTES * 2, 2);
        tree.insert(b"k", &smaller).unwrap();
        assert_eq!(tree.get(b"k").unwrap().unwrap(), smaller);
        assert_eq!(tree.sled().len(), 3);
        tree.insert(b"k", b"small").unwrap();
        assert_eq!(tree.sled().len(), 1);
        tree.insert(b"k", &big).unwrap();
        tree.remove(b"k").unwrap();
        assert_eq!(tree.sled().len(), 0);
    }

    #[test]
    fn a_value_that_reads_as_an_envelope_is_kept_as_it_is() {
        let (_dir, _db, tree) = open();
        let lookalike = Envelope {
            pieces: 3,
            len: 9,
            crc: 0,
        }
        .encode();
        tree.insert(b"k", lookalike).unwrap();
        assert_eq!(tree.get(b"k").unwrap().unwrap(), &lookalike[..]);
    }

    #[test]
    fn a_missing_piece_is_an_error_not_a_shorter_value() {
        let (_dir, _db, tree) = open();
        tree.insert(b"k", value(PIECE_BYTES * 3, 3)).unwrap();
        tree.sled().remove(piece_key(b"k", 1)).unwrap();
        assert!(matches!(tree.get(b"k"), Err(Error::Pieces { .. })));
    }

    #[test]
    fn scans_and_ranges_see_whole_values_and_no_pieces() {
        let (_dir, _db, tree) = open();
        let mut batch = tree.batch();
        for i in 0u64..20 {
            let len = if i % 3 == 0 { PIECE_BYTES * 4 } else { 10 };
            batch.insert(i.to_be_bytes(), value(len, i as u8)).unwrap();
        }
        tree.apply(batch).unwrap();
        let all: Vec<_> = tree.iter().map(|kv| kv.unwrap()).collect();
        assert_eq!(all.len(), 20);
        for (i, (k, v)) in all.iter().enumerate() {
            assert_eq!(k.as_ref(), (i as u64).to_be_bytes());
            let len = if i % 3 == 0 { PIECE_BYTES * 4 } else { 10 };
            assert_eq!(v.as_ref(), value(len, i as u8));
        }
        assert_eq!(
            tree.last().unwrap().unwrap().0.as_ref(),
            19u64.to_be_bytes()
        );
        let from_5: Vec<_> = tree.range(5u64.to_be_bytes()..).collect();
        assert_eq!(from_5.len(), 15);
        assert_eq!(tree.scan_prefix([0u8; 7]).count(), 20);
        assert_eq!(tree.range(vec![PIECES]..).count(), 0);
        assert_eq!(tree.keys::<Vec<u8>, _>(..).count(), 20);
        assert_eq!(tree.keys_with_prefix([0u8; 7]).count(), 20);
    }

    proptest! {
        /// Any sequence of writes and removes, in batches or one by one, reads back as
        /// a map would, and leaves exactly the pieces the live values need.
        #[test]
        fn behaves_as_a_map(ops in proptest::collection::vec(
            (0u8..4, proptest::option::of(0usize..PIECE_BYTES * 4), any::<bool>()), 1..40)
        ) {
            let (_dir, _db, tree) = open();
            let mut model = std::collections::BTreeMap::new();
            let mut batch = tree.batch();
            for (i, (key, len, flush)) in ops.into_iter().enumerate() {
                let key = [b'k', key];
                match len {
                    Some(len) => {
                        let v = value(len, i as u8);
                        batch.insert(key, &v).unwrap();
                        model.insert(key.to_vec(), v);
                    }
                    None => {
                        batch.remove(key).unwrap();
                        model.remove(key.as_slice());
                    }
                }
                if flush {
                    tree.apply(std::mem::replace(&mut batch, tree.batch())).unwrap();
                }
            }
            tree.apply(batch).unwrap();
            let got: std::collections::BTreeMap<Vec<u8>, Vec<u8>> = tree
                .iter()
                .map(|kv| kv.map(|(k, v)| (k.to_vec(), v.to_vec())).unwrap())
                .collect();
            prop_assert_eq!(&got, &model);
            let pieces: usize = model.values().map(|v| {
                if v.len() > PIECE_BYTES { v.len().div_ceil(PIECE_BYTES) } else { 0 }
            }).sum();
            prop_assert_eq!(tree.sled().len(), model.len() + pieces);
        }
    }
}
