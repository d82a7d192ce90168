//! A file's bytes as shared fixed-size chunks, so that keeping the synced copy beside the
//! written one costs a vector of pointers per fsync, and a write copies only the chunks
//! it touches that the synced copy still shares.

use std::sync::Arc;

/// Bytes per chunk.
const CHUNK_BYTES: usize = 64 * 1024;

/// The bytes of one file. Every chunk holds `CHUNK_BYTES` bytes; those past `size` are
/// zero, so growing the file reads zeros.
#[derive(Clone, Default, Debug)]
pub struct Content {
    size: u64,
    chunks: Vec<Arc<Vec<u8>>>,
}

impl Content {
    pub fn size(&self) -> u64 {
        self.size
    }

    /// Whether `self` and `other` hold the same bytes (cheap when they share chunks).
    pub fn same_as(&self, other: &Content) -> bool {
        self.size == other.size
            && self
                .chunks
                .iter()
                .zip(&other.chunks)
                .all(|(a, b)| Arc::ptr_eq(a, b) || a == b)
            && self.chunks.len() == other.chunks.len()
    }

    /// Up to `len` bytes from `offset`; fewer at the end of the file.
    pub fn read(&self, offset: u64, len: usize) -> Vec<u8> {
        let end = self.size.min(offset.saturating_add(len as u64));
        let mut out = Vec::with_capacity(end.saturating_sub(offset) as usize);
        let mut at = offset;
        while at < end {
            let (chunk, within) = split(at);
            let take = (CHUNK_BYTES - within).min((end - at) as usize);
            out.extend_from_slice(&self.chunks[chunk][within..within + take]);
            at += take as u64;
        }
        out
    }

    /// Writes `data` at `offset`, growing the file as needed.
    pub fn write(&mut self, offset: u64, data: &[u8]) {
        if data.is_empty() {
            return;
        }
        let end = offset + data.len() as u64;
        self.grow_chunks(end);
        let mut at = offset;
        let mut rest = data;
        while !rest.is_empty() {
            let (chunk, within) = split(at);
            let take = (CHUNK_BYTES - within).min(rest.len());
            let bytes = Arc::make_mut(&mut self.chunks[chunk]);
            bytes[within..within + take].copy_from_slice(&rest[..take]);
            rest = &rest[take..];
            at += take as u64;
        }
        self.size = self.size.max(end);
    }

    /// Sets the size to `size`: cuts the bytes past it, or grows with zeros.
    pub fn set_size(&mut self, size: u64) {
        if size < self.size {
            let keep = size.div_ceil(CHUNK_BYTES as u64) as usize;
            self.chunks.truncate(keep);
            let (chunk, within) = split(size);
            if within > 0 {
                Arc::make_mut(&mut self.chunks[chunk])[within..].fill(0);
            }
        } else {
            self.grow_chunks(size);
        }
        self.size = size;
    }

    fn grow_chunks(&mut self, end: u64) {
        let needed = end.div_ceil(CHUNK_BYTES as u64) as usize;
        while self.chunks.len() < needed {
            self.chunks.push(Arc::new(vec![0; CHUNK_BYTES]));
        }
    }
}

fn split(at: u64) -> (usize, usize) {
    (
        (at / CHUNK_BYTES as u64) as usize,
        (at % CHUNK_BYTES as u64) as usize,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_reads_and_truncates_across_chunks() {
        let mut c = Content::default();
        let data: Vec<u8> = (0..3 * CHUNK_BYTES + 17).map(|i| (i % 251) as u8).collect();
        c.write(5, &data);
        assert_eq!(c.size(), 5 + data.len() as u64);
        assert_eq!(c.read(5, data.len()), data);
        assert_eq!(c.read(0, 5), vec![0; 5]);
        let synced = c.clone();
        c.write(CHUNK_BYTES as u64, b"xyz");
        assert!(!c.same_as(&synced));
        assert_eq!(
            synced.read(5, data.len()),
            data,
            "the synced copy is untouched"
        );
        c.set_size(10);
        c.set_size(CHUNK_BYTES as u64 * 2);
        assert_eq!(c.read(0, 10)[5..], data[..5]);
        assert_eq!(c.read(10, 100), vec![0; 100], "grown bytes read as zeros");
        assert!(c.read(c.size(), 10).is_empty());
    }
}
