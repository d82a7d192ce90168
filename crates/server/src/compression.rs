//! Compressed request and response bodies, as ClickHouse's HTTP interface has them:
//! - HTTP encodings ([`Encoding`]): a response is compressed with the first method of
//!   the client's `Accept-Encoding` maskhouse has when `enable_http_compression` is on;
//!   a request body with `Content-Encoding` is decoded as it arrives.
//! - ClickHouse's own compressed blocks ([`blocks`]): `decompress=1` reads the body
//!   as blocks (the Rust `clickhouse` crate's INSERTs), `compress=1` writes the
//!   response as blocks.
//!
//! Decoding runs on a blocking thread that reads the body as it arrives and hands on
//! decoded chunks through a bounded channel, so a large compressed INSERT streams like
//! a plain one; the caller limits the decoded size as it limits the body's.

pub mod blocks;

use std::io::{Read, Write};

use bytes::Bytes;
use futures::{stream::BoxStream, StreamExt, TryStreamExt};
use maskhouse_sql::{Error, ErrorKind};

/// Bytes of decoded data per chunk handed on.
const CHUNK_BYTES: usize = 256 * 1024;
/// Decoded chunks in flight between the decoding thread and the query.
const CHUNKS_IN_FLIGHT: usize = 4;

/// An HTTP content encoding maskhouse reads and writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    Gzip,
    /// zlib (RFC 1950), what ClickHouse and its clients call `deflate`.
    Deflate,
    Brotli,
    Zstd,
    /// The LZ4 frame format.
    Lz4,
}

impl Encoding {
    pub fn parse(name: &str) -> Option<Encoding> {
        Some(match name.trim().to_ascii_lowercase().as_str() {
            "gzip" | "x-gzip" => Encoding::Gzip,
            "deflate" => Encoding::Deflate,
            "br" => Encoding::Brotli,
            "zstd" => Encoding::Zstd,
            "lz4" => Encoding::Lz4,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            Encoding::Gzip => "gzip",
            Encoding::Deflate => "deflate",
            Encoding::Brotli => "br",
            Encoding::Zstd => "zstd",
            Encoding::Lz4 => "lz4",
        }
    }

    /// The first encoding in an `Accept-Encoding` list that maskhouse has, skipping
    /// those the client refuses (`;q=0`).
    pub fn negotiate(accept: &str) -> Option<Encoding> {
        accept.split(',').find_map(|item| {
            let mut parts = item.split(';');
            let name = parts.next()?;
            let refused = parts.any(|p| {
                p.trim()
                    .strip_prefix("q=")
                    .and_then(|q| q.trim().parse::<f32>().ok())
                    .is_some_and(|q| q == 0.0)
            });
            Encoding::parse(name).filter(|_| !refused)
        })
    }

    /// Compresses a whole response body at `level` (1 to 9; lz4 has none).
    pub fn compress(self, data: &[u8], level: u32) -> std::io::Result<Vec<u8>> {
        let mut out = Vec::with_capacity(data.len() / 2 + 64);
        match self {
            Encoding::Gzip => {
                let mut w = flate2::write::GzEncoder::new(out, flate2::Compression::new(level));
                w.write_all(data)?;
                out = w.finish()?;
            }
            Encoding::Deflate => {
                let mut w = flate2::write::ZlibEncoder::new(out, flate2::Compression::new(level));
                w.write_all(data)?;
                out = w.finish()?;
            }
            Encoding::Brotli => {
                let mut w = brotli::CompressorWriter::new(&mut out, 64 * 1024, level, 22);
                w.write_all(data)?;
                w.flush()?;
                drop(w);
            }
            Encoding::Zstd => {
                out = zstd::bulk::compress(data, level as i32)?;
            }
            Encoding::Lz4 => {
                let mut w = lz4_flex::frame::FrameEncoder::new(out);
                w.write_all(data)?;
                out = w.finish().map_err(std::io::Error::other)?;
            }
        }
        Ok(out)
    }

    fn reader<'a>(
        self,
        input: impl Read + Send + 'a,
    ) -> std::io::Result<Box<dyn Read + Send + 'a>> {
        Ok(match self {
            Encoding::Gzip => Box::new(flate2::read::MultiGzDecoder::new(input)),
            Encoding::Deflate => Box::new(flate2::read::ZlibDecoder::new(input)),
            Encoding::Brotli => Box::new(brotli::Decompressor::new(input, 64 * 1024)),
            Encoding::Zstd => Box::new(zstd::stream::read::Decoder::new(input)?),
            Encoding::Lz4 => Box::new(Lz4Frames(Some(lz4_flex::frame::FrameDecoder::new(
                Counted {
                    inner: input,
                    bytes: 0,
                },
            )))),
        })
    }
}

/// A reader that counts the bytes read through it.
struct Counted<R> {
    inner: R,
    bytes: u64,
}

impl<R: Read> Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.bytes += n as u64;
        Ok(n)
    }
}

/// LZ4 frames one after another, as clients send them (clickhouse-connect compresses
/// each block of an INSERT as a frame of its own). lz4_flex's decoder reports the end
/// of each frame as the end of the data (a read of 0 bytes); the body ends only where
/// a read of 0 bytes took no more input, and each further frame is read by a decoder
/// of its own (one decoder does not expect frames of different block sizes). Every
/// frame must be decoded, or the rows after the first frame are lost.
struct Lz4Frames<R: Read>(Option<lz4_flex::frame::FrameDecoder<Counted<R>>>);

impl<R: Read> Read for Lz4Frames<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if buf.is_empty() {
            return Ok(0);
        }
        loop {
            let Some(decoder) = self.0.as_mut() else {
                return Ok(0);
            };
            let before = decoder.get_ref().bytes;
            let n = decoder.read(buf)?;
            if n > 0 || decoder.get_ref().bytes == before {
                return Ok(n);
            }
            // A frame ended and more input followed: the next frame.
            self.0 = self
                .0
                .take()
                .map(|d| lz4_flex::frame::FrameDecoder::new(d.into_inner()));
        }
    }
}

/// How a request body is to be decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decoding {
    Http(Encoding),
    /// ClickHouse's compressed blocks (`decompress=1`), each at most `block_bytes_max`
    /// bytes decompressed.
    Blocks {
        block_bytes_max: usize,
    },
}

type Body = BoxStream<'static, maskhouse_sql::Result<Bytes>>;

/// An error of the body stream carried through `std::io` and back.
fn to_io(e: Error) -> std::io::Error {
    std::io::Error::other(e)
}

fn from_io(e: std::io::Error, what: &str) -> Error {
    if let Some(inner) = e.get_ref().and_then(|i| i.downcast_ref::<Error>()) {
        return Error {
            kind: inner.kind,
            message: inner.message.clone(),
            code: inner.code,
        };
    }
    Error {
        kind: ErrorKind::BadRequest,
        message: format!("Cannot decompress the request body ({what}): {e}"),
        // CANNOT_DECOMPRESS
        code: Some(maskhouse_types::codes::CANNOT_DECOMPRESS),
    }
}

/// The decoded body, as it arrives.
pub fn decode(body: Body, decoding: Decoding) -> Body {
    let (tx, mut rx) = tokio::sync::mpsc::channel::<maskhouse_sql::Result<Bytes>>(CHUNKS_IN_FLIGHT);
    let what = match decoding {
        Decoding::Http(e) => e.name(),
        Decoding::Blocks { .. } => "ClickHouse compressed blocks",
    };
    let input = tokio_util::io::StreamReader::new(body.map_err(to_io));
    let handle = tokio::runtime::Handle::current();
    tokio::task::spawn_blocking(move || {
        let input = tokio_util::io::SyncIoBridge::new_with_handle(input, handle);
        let reader: std::io::Result<Box<dyn Read + Send>> = match decoding {
            Decoding::Http(e) => e.reader(input),
            Decoding::Blocks { block_bytes_max } => {
                Ok(Box::new(blocks::BlockReader::new(input, block_bytes_max)))
            }
        };
        let mut reader = match reader {
            Ok(r) => r,
            Err(e) => {
                let _ = tx.blocking_send(Err(from_io(e, what)));
                return;
            }
        };
        let mut buf = vec![0u8; CHUNK_BYTES];
        loop {
            match reader.read(&mut buf) {
                Ok(0) => break,
                Ok(n) => {
                    if tx
                        .blocking_send(Ok(Bytes::copy_from_slice(&buf[..n])))
                        .is_err()
                    {
                        // The query stopped reading (it failed or is done).
                        break;
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    let _ = tx.blocking_send(Err(from_io(e, what)));
                    break;
                }
            }
        }
    });
    futures::stream::poll_fn(move |cx| rx.poll_recv(cx)).boxed()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_encoding_picks_the_first_known() {
        assert_eq!(Encoding::negotiate("lz4,zstd,br,gzip"), Some(Encoding::Lz4));
        assert_eq!(
            Encoding::negotiate("identity, gzip;q=0.5"),
            Some(Encoding::Gzip)
        );
        assert_eq!(
            Encoding::negotiate("gzip;q=0, deflate"),
            Some(Encoding::Deflate)
        );
        assert_eq!(Encoding::negotiate("identity"), None);
    }

    /// `packed` decoded as a body that arrives in pieces of `piece` bytes.
    async fn decode_in_chunks(packed: &[u8], piece: usize, e: Encoding) -> Vec<u8> {
        let chunks: Vec<maskhouse_sql::Result<Bytes>> = packed
            .chunks(piece)
            .map(|c| Ok(Bytes::copy_from_slice(c)))
            .collect();
        let decoded = decode(futures::stream::iter(chunks).boxed(), Decoding::Http(e));
        let got: Vec<Bytes> = decoded.try_collect().await.unwrap();
        got.concat()
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn every_encoding_round_trips_through_a_stream() {
        let data: Vec<u8> = (0..300_000u32)
            .flat_map(|i| (i % 251).to_le_bytes())
            .collect();
        for e in [
            Encoding::Gzip,
            Encoding::Deflate,
            Encoding::Brotli,
            Encoding::Zstd,
            Encoding::Lz4,
        ] {
            let packed = e.compress(&data, 3).unwrap();
            assert!(packed.len() < data.len(), "{e:?}");
            assert_eq!(decode_in_chunks(&packed, 1000, e).await, data, "{e:?}");
        }
        // Bodies of several compressed members or frames one after another (as
        // clickhouse-connect sends an INSERT of several blocks with lz4) decode whole,
        // empty members included: acknowledged rows must not stop at the first member.
        let parts: [&[u8]; 4] = [
            &data[..100_000],
            b"",
            &data[100_000..250_000],
            &data[250_000..],
        ];
        for e in [Encoding::Gzip, Encoding::Zstd, Encoding::Lz4] {
            let packed: Vec<u8> = parts
                .iter()
                .flat_map(|p| e.compress(p, 3).unwrap())
                .collect();
            let got = decode_in_chunks(&packed, 777, e).await;
            assert_eq!(got, data, "{e:?} of several members");
        }
        let garbage = futures::stream::iter([Ok(Bytes::from_static(b"not gzip at all"))]).boxed();
        let e = decode(garbage, Decoding::Http(Encoding::Gzip))
            .try_collect::<Vec<_>>()
            .await
            .unwrap_err();
        assert_eq!(e.code, Some(271), "{}", e.message);
    }
}
