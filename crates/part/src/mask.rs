//! Masks: roaring bitmaps of deleted row offsets, framed as an Iceberg v3 / Delta Lake
//! deletion vector so other tools can read them:
//!
//! ```text
//! [u32 BE length of magic + vector][magic D1 D3 39 64][portable 64-bit roaring][u32 BE CRC-32 of magic + vector]
//! ```
//!
//! The portable 64-bit roaring format is `[u64 LE bucket count]` then, per bucket in
//! ascending order, `[u32 LE high 32 bits][portable 32-bit roaring bitmap]`. Row offsets
//! fit in 32 bits, so a non-empty mask has exactly one bucket, with key 0.

use std::io::Cursor;

use roaring::RoaringBitmap;

use crate::{Error, Result};

pub const MAGIC: [u8; 4] = [0xD1, 0xD3, 0x39, 0x64];

/// Largest encoded mask accepted by the decoder; a part has at most 2^32 rows, whose
/// densest bitmap is 512 MiB plus headers.
pub const MASK_BYTES_MAX: usize = 600 << 20;

/// What replicas compare to prove they hold the same mask (DESIGN §2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MaskDigest {
    /// The CRC-32 stored in the encoding.
    pub crc: u32,
    pub cardinality: u64,
}

/// Encodes `mask` canonically: the same set of offsets always gives the same bytes.
pub fn encode(mask: &RoaringBitmap) -> Vec<u8> {
    // Rebuilding from sorted values fixes the container layout, whatever sequence of
    // operations produced `mask`; a mask already in that layout is used as it is.
    let rebuilt;
    let canonical = if is_canonical(mask) {
        mask
    } else {
        rebuilt = RoaringBitmap::from_sorted_iter(mask.iter()).expect("iteration is sorted");
        &rebuilt
    };
    let mut body = Vec::with_capacity(canonical.serialized_size() + 20);
    body.extend_from_slice(&MAGIC);
    if canonical.is_empty() {
        body.extend_from_slice(&0u64.to_le_bytes());
    } else {
        body.extend_from_slice(&1u64.to_le_bytes());
        body.extend_from_slice(&0u32.to_le_bytes());
        canonical
            .serialize_into(&mut body)
            .expect("serializing into a Vec cannot fail");
    }
    let len = u32::try_from(body.len()).expect("mask below 4 GiB");
    let mut out = Vec::with_capacity(body.len() + 8);
    out.extend_from_slice(&len.to_be_bytes());
    out.extend_from_slice(&body);
    out.extend_from_slice(&crc32fast::hash(&body).to_be_bytes());
    out
}

/// Values per 16-bit container above which roaring stores a bitmap, not an array.
const ARRAY_VALUES_MAX: u64 = 4096;

/// Whether `mask` has the container layout a rebuild from its sorted values gives:
/// one container per non-empty 2^16 range, an array up to 4096 values and a bitmap
/// above. Checked through the serialized size, which counts 2 bytes per array value
/// and 8 KiB per bitmap; a container of exactly 4096 values (the same size either
/// way) counts as not canonical, so that mask is rebuilt.
fn is_canonical(mask: &RoaringBitmap) -> bool {
    let (Some(min), Some(max)) = (mask.min(), mask.max()) else {
        return mask.serialized_size() == 8;
    };
    let mut expected = 8usize;
    for key in (min >> 16)..=(max >> 16) {
        let start = key << 16;
        let values = mask.range_cardinality(start..=start | 0xffff);
        match values {
            0 => {}
            ARRAY_VALUES_MAX => return false,
            v if v < ARRAY_VALUES_MAX => expected += 8 + 2 * v as usize,
            _ => expected += 8 + 8192,
        }
    }
    mask.serialized_size() == expected
}

/// The digest of an encoded mask, without decoding the bitmap.
pub fn digest(encoded: &[u8], cardinality: u64) -> MaskDigest {
    let crc = encoded
        .len()
        .checked_sub(4)
        .map(|at| u32::from_be_bytes(encoded[at..].try_into().expect("4 bytes")))
        .unwrap_or(0);
    MaskDigest { crc, cardinality }
}

/// Decodes a mask strictly: wrong length, magic or CRC, truncated or trailing bytes, a
/// bucket other than 0, or an offset `>= part_rows` is an error of kind Corrupt.
pub fn decode(bytes: &[u8], part_rows: u64) -> Result<RoaringBitmap> {
    let corrupt = |what: &str| Error::Corrupt(format!("mask: {what}"));
    if bytes.len() > MASK_BYTES_MAX {
        return Err(corrupt("larger than the mask limit"));
    }
    if bytes.len() < 4 + 4 + 8 + 4 {
        return Err(corrupt("truncated"));
    }
    let len = u32::from_be_bytes(bytes[0..4].try_into().expect("4 bytes")) as usize;
    if len + 8 != bytes.len() {
        return Err(corrupt("length does not match the input"));
    }
    let body = &bytes[4..4 + len];
    let crc = u32::from_be_bytes(bytes[4 + len..].try_into().expect("4 bytes"));
    if crc32fast::hash(body) != crc {
        return Err(corrupt("CRC-32 mismatch"));
    }
    if body[0..4] != MAGIC {
        return Err(corrupt("bad magic"));
    }
    let buckets = u64::from_le_bytes(body[4..12].try_into().expect("8 bytes"));
    let rest = &body[12..];
    let mask = match buckets {
        0 if rest.is_empty() => RoaringBitmap::new(),
        0 => return Err(corrupt("trailing bytes")),
        1 => {
            if rest.len() < 4 {
                return Err(corrupt("truncated bucket"));
            }
            if rest[0..4] != [0, 0, 0, 0] {
                return Err(corrupt("row offset beyond 32 bits"));
            }
            let mut cursor = Cursor::new(&rest[4..]);
            let mask = RoaringBitmap::deserialize_from(&mut cursor)
                .map_err(|e| corrupt(&format!("roaring: {e}")))?;
            if cursor.position() as usize != rest.len() - 4 {
                return Err(corrupt("trailing bytes"));
            }
            mask
        }
        _ => return Err(corrupt("row offset beyond 32 bits")),
    };
    if let Some(max) = mask.max() {
        if u64::from(max) >= part_rows {
            return Err(corrupt(&format!(
                "offset {max} beyond the part's {part_rows} rows"
            )));
        }
    }
    Ok(mask)
}

#[cfg(test)]
mod tests;
