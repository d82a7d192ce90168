//! Decoded columns of row groups, kept for the reads that decode them again and again:
//! a stream of upserts or updates of recent keys looks up the same row groups of the
//! same parts entry after entry, on every replica, and queries scan the same row
//! groups query after query. A store keeps two of these: one for lookups by key (at
//! most [`DECODED_GROUPS_BYTES_MAX`] bytes) and one for scans (at most
//! `StoreConfig::scan_columns_bytes`).
//!
//! What a lookup or a scan finds does not depend on what is kept here (an entry read
//! again is the same as read from the file, parts being immutable), so each replica
//! keeps what its own history and memory made it keep. The entry used least recently
//! goes first.

use std::{
    collections::{BTreeMap, HashMap},
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc, Mutex, Weak,
    },
};

use arrow::{array::RecordBatch, buffer::BooleanBuffer};

use crate::catalog::PartFile;

/// Bytes of decoded columns a store keeps at most.
pub const DECODED_GROUPS_BYTES_MAX: usize = 64 << 20;

/// Row groups of fewer rows are not kept: they decode quickly, and leaving them out
/// bounds the number of entries (at most 64 MiB over 4,096 rows of at least a byte).
pub const DECODED_GROUP_ROWS_MIN: usize = 4096;

/// A part file (by its allocation, which the entry's `Weak` keeps from being reused),
/// a row group, the columns read, and whether the entry holds only the rows its
/// `keep` keeps.
type Key = (usize, usize, Vec<usize>, bool);

struct Entry {
    file: Weak<PartFile>,
    batch: RecordBatch,
    /// The rows of the group `batch` holds, when not all.
    keep: Option<BooleanBuffer>,
    bytes: usize,
    /// When it was last used: its key in [`Kept::order`].
    used: u64,
}

#[derive(Default)]
struct Kept {
    entries: HashMap<Key, Entry>,
    /// The entries by when they were last used, least recently first.
    order: BTreeMap<u64, Key>,
    /// Uses so far.
    ticks: u64,
    bytes: usize,
}

/// The decoded columns a store keeps (see the module docs).
pub struct DecodedGroups {
    kept: Mutex<Kept>,
    bytes_max: usize,
    hits: AtomicU64,
    misses: AtomicU64,
}

impl Default for DecodedGroups {
    fn default() -> Self {
        DecodedGroups::new(DECODED_GROUPS_BYTES_MAX)
    }
}

impl DecodedGroups {
    pub fn new(bytes_max: usize) -> Self {
        DecodedGroups {
            kept: Mutex::default(),
            bytes_max,
            hits: AtomicU64::new(0),
            misses: AtomicU64::new(0),
        }
    }

    /// Bytes kept now.
    pub fn bytes(&self) -> usize {
        self.kept.lock().expect("not poisoned").bytes
    }

    /// Bytes kept at most; 0 keeps nothing.
    pub fn bytes_max(&self) -> usize {
        self.bytes_max
    }

    /// Lookups served from what was kept, and lookups that read the file, so far.
    pub fn hits_and_misses(&self) -> (u64, u64) {
        (
            self.hits.load(Ordering::Relaxed),
            self.misses.load(Ordering::Relaxed),
        )
    }

    /// The columns `columns` of row group `group` of `file`, as one batch: the kept
    /// one, or `read`'s, which is kept if it fits. `read` checks what it decoded (a
    /// batch it returns is kept and served as the file's). A file reported damaged is
    /// read, never served from or kept; [`DecodedGroups::forget`] drops its entries
    /// once it is repaired.
    pub fn get_or_read<E>(
        &self,
        file: &Arc<PartFile>,
        group: usize,
        columns: &[usize],
        read: impl FnOnce() -> Result<RecordBatch, E>,
    ) -> Result<RecordBatch, E> {
        self.fetch(file, (group, columns, None), read)
    }

    /// [`DecodedGroups::get_or_read`] of the rows `keep` keeps: the copy kept for this
    /// `keep` (compared bit for bit, not by a digest), or `filter`'s, kept in place of
    /// the copy filtered by another. A query after a DELETE then filters each row
    /// group once, not once per query; a DELETE that changes one row group's mask
    /// makes only that group's columns be filtered again.
    pub fn get_or_filter<E>(
        &self,
        file: &Arc<PartFile>,
        group: usize,
        columns: &[usize],
        keep: &BooleanBuffer,
        filter: impl FnOnce() -> Result<RecordBatch, E>,
    ) -> Result<RecordBatch, E> {
        self.fetch(file, (group, columns, Some(keep)), filter)
    }

    fn fetch<E>(
        &self,
        file: &Arc<PartFile>,
        (group, columns, keep): (usize, &[usize], Option<&BooleanBuffer>),
        read: impl FnOnce() -> Result<RecordBatch, E>,
    ) -> Result<RecordBatch, E> {
        if file.is_damaged() {
            self.misses.fetch_add(1, Ordering::Relaxed);
            return read();
        }
        let key: Key = (
            Arc::as_ptr(file) as usize,
            group,
            columns.to_vec(),
            keep.is_some(),
        );
        {
            let mut kept = self.kept.lock().expect("not poisoned");
            let live = kept.entries.get(&key).map(|e| {
                let same = e.file.upgrade().is_some_and(|f| Arc::ptr_eq(&f, file))
                    && e.keep.as_ref() == keep;
                (same, e.batch.clone())
            });
            match live {
                Some((true, batch)) => {
                    kept.touch(&key);
                    self.hits.fetch_add(1, Ordering::Relaxed);
                    return Ok(batch);
                }
                Some((false, _)) => kept.remove(&key),
                None => {}
            }
        }
        // A filtered copy missing is not a read of the file: the unfiltered columns
        // it is made from count theirs.
        if keep.is_none() {
            self.misses.fetch_add(1, Ordering::Relaxed);
        }
        let seen = file.generation();
        let read = read()?;
        let bytes = read.get_array_memory_size() + keep.map_or(0, |k| k.inner().capacity());
        let rows = keep.map_or(read.num_rows(), |k| k.len());
        let fits = rows >= DECODED_GROUP_ROWS_MIN && bytes <= self.bytes_max / 4;
        if fits {
            let mut kept = self.kept.lock().expect("not poisoned");
            // Damage reported, or the file repaired, while it was read: the batch may
            // be the damaged copy's. Checked under the lock: a repair bumps the
            // generation (on the report) before it takes the lock to forget the file's
            // entries, so an entry kept here is either refused or forgotten.
            let same = file.generation() == seen && !file.is_damaged();
            if same && !kept.entries.contains_key(&key) {
                if kept.bytes + bytes > self.bytes_max {
                    // Entries of parts that are gone go first, then the least recently
                    // used.
                    kept.drop_dead();
                }
                while kept.bytes + bytes > self.bytes_max {
                    let Some((_, oldest)) = kept.order.pop_first() else {
                        break;
                    };
                    kept.remove(&oldest);
                }
                kept.ticks += 1;
                let used = kept.ticks;
                kept.bytes += bytes;
                kept.order.insert(used, key.clone());
                kept.entries.insert(
                    key,
                    Entry {
                        file: Arc::downgrade(file),
                        batch: read.clone(),
                        keep: keep.cloned(),
                        bytes,
                        used,
                    },
                );
            }
        }
        Ok(read)
    }

    /// The columns `columns` of row group `group` of `file`, if they are kept (a
    /// damaged file's never are).
    pub fn get(
        &self,
        file: &Arc<PartFile>,
        group: usize,
        columns: &[usize],
    ) -> Option<RecordBatch> {
        if file.is_damaged() {
            return None;
        }
        let key: Key = (Arc::as_ptr(file) as usize, group, columns.to_vec(), false);
        let mut kept = self.kept.lock().expect("not poisoned");
        let found = kept
            .entries
            .get(&key)
            .filter(|e| e.file.upgrade().is_some_and(|f| Arc::ptr_eq(&f, file)))
            .map(|e| e.batch.clone());
        match found {
            Some(_) => {
                kept.touch(&key);
                self.hits.fetch_add(1, Ordering::Relaxed);
            }
            None => {
                self.misses.fetch_add(1, Ordering::Relaxed);
            }
        }
        found
    }

    /// Drops what is kept of `file` (its copy was replaced: what was decoded from the
    /// damaged one may be wrong).
    pub fn forget(&self, file: &Arc<PartFile>) {
        let at = Arc::as_ptr(file) as usize;
        let mut kept = self.kept.lock().expect("not poisoned");
        let gone: Vec<Key> = kept.entries.keys().filter(|k| k.0 == at).cloned().collect();
        for key in gone {
            kept.remove(&key);
        }
    }
}

impl Kept {
    fn touch(&mut self, key: &Key) {
        self.ticks += 1;
        let now = self.ticks;
        if let Some(e) = self.entries.get_mut(key) {
            let before = std::mem::replace(&mut e.used, now);
            self.order.remove(&before);
            self.order.insert(now, key.clone());
        }
    }

    fn remove(&mut self, key: &Key) {
        if let Some(e) = self.entries.remove(key) {
            self.bytes -= e.bytes;
            self.order.remove(&e.used);
        }
    }

    /// Drops, in one pass, the entries of parts that are gone.
    fn drop_dead(&mut self) {
        let mut freed = 0;
        let order = &mut self.order;
        self.entries.retain(|_, e| {
            let live = e.file.strong_count() > 0;
            if !live {
                freed += e.bytes;
                order.remove(&e.used);
            }
            live
        });
        self.bytes -= freed;
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use arrow::array::{ArrayRef, UInt64Array};

    use super::*;

    fn column(n: u64) -> RecordBatch {
        let values: ArrayRef = Arc::new(UInt64Array::from_iter_values(0..n));
        RecordBatch::try_from_iter([("k", values)]).unwrap()
    }

    /// Guards DESIGN §2.1 and §2.6 on its side: an entry serves only the file it was
    /// read from (another part, projection or row group is read), never a damaged or
    /// repaired one, and memory stays bounded.
    #[test]
    fn kept_columns_are_read_once_per_file_and_go_with_their_part_or_for_room() {
        let one = column(5000);
        let size = one.get_array_memory_size();
        let cache = DecodedGroups::new(4 * size + size / 2);
        let a = Arc::new(PartFile::new(PathBuf::from("a")));
        let b = Arc::new(PartFile::new(PathBuf::from("b")));
        let reads = std::cell::Cell::new(0);
        let read = || {
            reads.set(reads.get() + 1);
            Ok::<_, crate::Error>(column(5000))
        };
        cache.get_or_read(&a, 0, &[0], read).unwrap();
        cache.get_or_read(&a, 0, &[0], read).unwrap();
        assert_eq!(reads.get(), 1, "kept");
        assert_eq!(cache.hits_and_misses(), (1, 1));
        cache.get_or_read(&a, 0, &[0, 1], read).unwrap();
        cache.get_or_read(&a, 1, &[0], read).unwrap();
        cache.get_or_read(&b, 0, &[0], read).unwrap();
        assert_eq!(reads.get(), 4, "another projection, group or file is read");
        assert_eq!(cache.bytes(), 4 * size);
        // A fifth evicts the least recently used: a's group 0 of [0, 1], not [0],
        // which was used after it.
        cache.get_or_read(&a, 0, &[0], read).unwrap();
        cache.get_or_read(&b, 1, &[0], read).unwrap();
        assert_eq!(reads.get(), 5);
        cache.get_or_read(&a, 0, &[0], read).unwrap();
        assert_eq!(reads.get(), 5);
        cache.get_or_read(&a, 0, &[0, 1], read).unwrap();
        assert_eq!(reads.get(), 6);
        // A part that is gone takes its entries with it at the next insert.
        drop(b);
        let c = Arc::new(PartFile::new(PathBuf::from("c")));
        cache.get_or_read(&c, 0, &[0], read).unwrap();
        assert!(cache.bytes() <= 3 * size, "{} of {size}", cache.bytes());
        // A repaired file's entries go; a damaged one is read each time and not kept.
        cache.forget(&a);
        assert_eq!(cache.bytes(), size, "only c's is left");
        a.report_damage();
        let before = reads.get();
        cache.get_or_read(&a, 0, &[0], read).unwrap();
        cache.get_or_read(&a, 0, &[0], read).unwrap();
        assert_eq!(reads.get(), before + 2);
        assert_eq!(cache.bytes(), size);
        // A read during which the file was reported damaged and repaired is not kept
        // (what it decoded may be the damaged copy's).
        let e = Arc::new(PartFile::new(PathBuf::from("e")));
        let racing = || {
            e.report_damage();
            cache.forget(&e);
            e.clear_damage();
            Ok::<_, crate::Error>(column(5000))
        };
        cache.get_or_read(&e, 0, &[0], racing).unwrap();
        assert!(!e.is_damaged());
        assert_eq!(cache.bytes(), size, "the racing read was not kept");
        cache.get_or_read(&e, 0, &[0], read).unwrap();
        assert_eq!(
            cache.bytes(),
            2 * size,
            "the next read of the repaired file is"
        );
        // Small row groups are not kept.
        let d = Arc::new(PartFile::new(PathBuf::from("d")));
        cache
            .get_or_read(&d, 0, &[0], || Ok::<_, crate::Error>(column(10)))
            .unwrap();
        assert_eq!(cache.bytes(), 2 * size);
        // Too large to keep: read each time.
        let small = DecodedGroups::new(size);
        small.get_or_read(&a, 0, &[0], read).unwrap();
        small.get_or_read(&a, 0, &[0], read).unwrap();
        assert_eq!(small.bytes(), 0);
    }
}
