//! ClickHouse's compressed blocks (`compress=1`, `decompress=1`): each block is a
//! 16-byte CityHash128 (v1.0.2) of what follows, a method byte (`0x82` LZ4, `0x90`
//! ZSTD, `0x02` none), the compressed size (these 9 header bytes included) and the
//! decompressed size as little-endian `u32`, then the data. Every checksum and size is
//! checked before a block is decompressed.

use std::io::Read;

const CHECKSUM_BYTES: usize = 16;
const HEADER_BYTES: usize = 9;
const METHOD_NONE: u8 = 0x02;
const METHOD_LZ4: u8 = 0x82;
const METHOD_ZSTD: u8 = 0x90;
/// Bytes of data per written block, as ClickHouse's default buffer.
const BLOCK_BYTES: usize = 1 << 20;

/// ClickHouse's checksum of a block's header and data.
fn checksum(header_and_data: &[u8]) -> u128 {
    // cityhash-rs gives the two halves in the other order than ClickHouse writes them.
    cityhash_rs::cityhash_102_128(header_and_data).rotate_right(64)
}

/// `data` as LZ4-compressed blocks.
pub fn compress(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len() / 2 + 64);
    for chunk in data.chunks(BLOCK_BYTES) {
        let start = out.len();
        out.resize(start + CHECKSUM_BYTES + HEADER_BYTES, 0);
        out.extend_from_slice(&lz4_flex::block::compress(chunk));
        let compressed = (out.len() - start - CHECKSUM_BYTES) as u32;
        let header = &mut out[start + CHECKSUM_BYTES..start + CHECKSUM_BYTES + HEADER_BYTES];
        header[0] = METHOD_LZ4;
        header[1..5].copy_from_slice(&compressed.to_le_bytes());
        header[5..9].copy_from_slice(&(chunk.len() as u32).to_le_bytes());
        let sum = checksum(&out[start + CHECKSUM_BYTES..]);
        out[start..start + CHECKSUM_BYTES].copy_from_slice(&sum.to_le_bytes());
    }
    out
}

fn invalid(message: String) -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::InvalidData, message)
}

/// Reads the data of compressed blocks from `input`.
pub struct BlockReader<R> {
    input: R,
    block: Vec<u8>,
    at: usize,
    block_bytes_max: usize,
}

impl<R: Read> BlockReader<R> {
    pub fn new(input: R, block_bytes_max: usize) -> Self {
        BlockReader {
            input,
            block: Vec::new(),
            at: 0,
            block_bytes_max,
        }
    }

    /// Reads the next block; `false` at the end of the input (between blocks).
    fn next_block(&mut self) -> std::io::Result<bool> {
        let mut head = [0u8; CHECKSUM_BYTES + HEADER_BYTES];
        let mut got = 0;
        while got < head.len() {
            match self.input.read(&mut head[got..])? {
                0 if got == 0 => return Ok(false),
                0 => return Err(invalid("a compressed block ends inside its header".into())),
                n => got += n,
            }
        }
        let method = head[CHECKSUM_BYTES];
        let size =
            |at: usize| u32::from_le_bytes(head[at..at + 4].try_into().expect("4 bytes")) as usize;
        let compressed = size(CHECKSUM_BYTES + 1);
        let decompressed = size(CHECKSUM_BYTES + 5);
        if compressed < HEADER_BYTES
            || compressed - HEADER_BYTES > self.block_bytes_max
            || decompressed > self.block_bytes_max
        {
            return Err(invalid(format!(
                "a compressed block of {compressed} bytes holding {decompressed} is out of bounds (at most {} bytes)",
                self.block_bytes_max
            )));
        }
        let mut framed = Vec::with_capacity(compressed);
        framed.extend_from_slice(&head[CHECKSUM_BYTES..]);
        (&mut self.input)
            .take((compressed - HEADER_BYTES) as u64)
            .read_to_end(&mut framed)?;
        if framed.len() != compressed {
            return Err(invalid("a compressed block ends inside its data".into()));
        }
        let want = u128::from_le_bytes(head[..CHECKSUM_BYTES].try_into().expect("16 bytes"));
        if checksum(&framed) != want {
            return Err(invalid(
                "Checksum doesn't match: corrupted data (CHECKSUM_DOESNT_MATCH)".into(),
            ));
        }
        let data = &framed[HEADER_BYTES..];
        self.block = match method {
            METHOD_LZ4 => {
                let mut out = vec![0u8; decompressed];
                let n = lz4_flex::block::decompress_into(data, &mut out)
                    .map_err(|e| invalid(format!("a compressed block does not decode: {e}")))?;
                if n != decompressed {
                    return Err(invalid(
                        "a compressed block decodes to the wrong size".into(),
                    ));
                }
                out
            }
            METHOD_ZSTD => {
                let out = zstd::bulk::decompress(data, decompressed)?;
                if out.len() != decompressed {
                    return Err(invalid(
                        "a compressed block decodes to the wrong size".into(),
                    ));
                }
                out
            }
            METHOD_NONE if data.len() == decompressed => data.to_vec(),
            other => {
                return Err(invalid(format!(
                    "unknown or bad compression method 0x{other:02x} of a compressed block"
                )))
            }
        };
        self.at = 0;
        Ok(true)
    }
}

impl<R: Read> Read for BlockReader<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        while self.at == self.block.len() {
            if !self.next_block()? {
                return Ok(0);
            }
        }
        let n = buf.len().min(self.block.len() - self.at);
        buf[..n].copy_from_slice(&self.block[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// DESIGN §2.6 and §2.7: a block is checked against its checksum and its sizes
    /// against the bound before it is decompressed.
    #[test]
    fn blocks_round_trip_and_a_flipped_bit_is_caught() {
        let data: Vec<u8> = (0..3_000_000u32).map(|i| (i % 97) as u8).collect();
        let packed = compress(&data);
        let mut got = Vec::new();
        BlockReader::new(&packed[..], 8 << 20)
            .read_to_end(&mut got)
            .unwrap();
        assert_eq!(got, data);
        let mut bad = packed.clone();
        bad[40] ^= 1;
        let e = BlockReader::new(&bad[..], 8 << 20)
            .read_to_end(&mut Vec::new())
            .unwrap_err();
        assert!(e.to_string().contains("Checksum doesn't match"), "{e}");
        // A size past the bound is refused before anything is allocated for it.
        let e = BlockReader::new(&packed[..], 1024)
            .read_to_end(&mut Vec::new())
            .unwrap_err();
        assert!(e.to_string().contains("out of bounds"), "{e}");
        let e = BlockReader::new(&packed[..30], 8 << 20)
            .read_to_end(&mut Vec::new())
            .unwrap_err();
        assert!(e.to_string().contains("ends inside"), "{e}");
    }
}
