//! Part files streamed between nodes, in both directions, with bounded memory: a file
//! is read from disk and written to the wire [`CHUNK_BYTES`] at a time, and received
//! into a temp file as it arrives (`maskhouse_store::Incoming` checks size and CRC-32
//! and publishes it). A push's body is `[u32 big-endian head length][head][file]`,
//! the head the encoded `StagedPart`; a fetch's answer is the file alone.

use std::io::Read;

use bytes::{Bytes, BytesMut};
use futures::StreamExt;
use maskhouse_store::Incoming;
use maskhouse_types::{codec, StagedPart};

use crate::{transport::ByteStream, Blocking};

/// Bytes of a part file read from disk, or gathered before a write to disk, at a time.
pub const CHUNK_BYTES: usize = 1 << 20;
/// Largest head of a push (an encoded `StagedPart`, a few hundred bytes).
pub const PUSH_HEAD_BYTES_MAX: usize = 64 << 10;

/// The start of a push's body: the head that names and describes the part.
pub(crate) fn push_head(part: &StagedPart) -> Bytes {
    let head = codec::encode(part);
    let mut out = BytesMut::with_capacity(4 + head.len());
    out.extend_from_slice(&(head.len() as u32).to_be_bytes());
    out.extend_from_slice(&head);
    out.freeze()
}

/// Reads the head of a push; returns the part and the bytes of the file already read
/// with it.
pub(crate) async fn read_push_head(body: &mut ByteStream) -> Result<(StagedPart, Bytes), String> {
    let mut buf = BytesMut::new();
    let mut wanted = 4usize;
    loop {
        if buf.len() >= wanted {
            if wanted == 4 {
                let len = u32::from_be_bytes(buf[..4].try_into().expect("4 bytes")) as usize;
                if len > PUSH_HEAD_BYTES_MAX {
                    return Err(format!(
                        "push head of {len} bytes, over {PUSH_HEAD_BYTES_MAX}"
                    ));
                }
                wanted = 4 + len;
                continue;
            }
            let part: StagedPart =
                codec::decode(&buf[4..wanted]).map_err(|e| format!("push head: {e}"))?;
            let rest = buf.split_off(wanted).freeze();
            return Ok((part, rest));
        }
        match body.next().await {
            Some(chunk) => buf.extend_from_slice(&chunk?),
            None => return Err("push body ended inside its head".into()),
        }
    }
}

/// Writes `first` and then the rest of `body` into `incoming`, on the blocking threads
/// [`CHUNK_BYTES`] at a time, and publishes the file once it is whole and verified.
pub(crate) async fn receive(
    mut incoming: Incoming,
    first: Bytes,
    mut body: ByteStream,
    blocking: Blocking,
) -> Result<(), String> {
    let mut pending = BytesMut::from(&first[..]);
    let mut ended = false;
    while !ended {
        match body.next().await {
            Some(chunk) => pending.extend_from_slice(&chunk?),
            None => ended = true,
        }
        if pending.len() >= CHUNK_BYTES || (ended && !pending.is_empty()) {
            let chunk = pending.split().freeze();
            incoming = blocking
                .run(move || incoming.write(&chunk).map(|()| incoming))
                .await?
                .map_err(|e| e.to_string())?;
        }
    }
    blocking
        .run(move || incoming.finish())
        .await?
        .map_err(|e| e.to_string())
}

/// A file's bytes from its current position to its end, [`CHUNK_BYTES`] at a time.
pub(crate) fn file_stream(file: std::fs::File, blocking: Blocking) -> ByteStream {
    futures::stream::try_unfold(Some(file), move |file| async move {
        let Some(mut file) = file else {
            return Ok(None);
        };
        let (file, chunk) = blocking
            .run(move || {
                let mut buf = vec![0u8; CHUNK_BYTES];
                let mut filled = 0;
                while filled < buf.len() {
                    match file.read(&mut buf[filled..]) {
                        Ok(0) => break,
                        Ok(n) => filled += n,
                        Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                        Err(e) => return Err(format!("read part file: {e}")),
                    }
                }
                buf.truncate(filled);
                Ok((file, buf))
            })
            .await??;
        if chunk.is_empty() {
            return Ok(None);
        }
        let next = (chunk.len() == CHUNK_BYTES).then_some(file);
        Ok(Some((Bytes::from(chunk), next)))
    })
    .boxed()
}

#[cfg(test)]
mod tests {
    use super::*;
    use futures::TryStreamExt;

    /// A head split across chunks is put together; the file bytes after it are kept.
    #[tokio::test]
    async fn push_head_is_read_across_chunks() {
        let part = StagedPart {
            staging_id: "1-a-1.parquet".into(),
            partition: "all".into(),
            meta: maskhouse_types::PartMeta {
                rows: 0,
                bytes: 4,
                checksum: 0,
                columns: vec![],
                row_group_rows: vec![],
            },
        };
        let mut bytes = push_head(&part).to_vec();
        bytes.extend_from_slice(b"file");
        let chunks: Vec<Result<Bytes, String>> = bytes
            .chunks(3)
            .map(|c| Ok(Bytes::copy_from_slice(c)))
            .collect();
        let mut body: ByteStream = futures::stream::iter(chunks).boxed();
        let (read, rest) = read_push_head(&mut body).await.unwrap();
        assert_eq!(read.staging_id, part.staging_id);
        let mut file = rest.to_vec();
        while let Some(chunk) = body.try_next().await.unwrap() {
            file.extend_from_slice(&chunk);
        }
        assert_eq!(file, b"file");
    }

    /// A head longer than its limit is refused before it is read.
    #[tokio::test]
    async fn oversized_push_head_is_refused() {
        let len = (PUSH_HEAD_BYTES_MAX as u32 + 1).to_be_bytes();
        let mut body: ByteStream =
            futures::stream::iter([Ok(Bytes::copy_from_slice(&len))]).boxed();
        assert!(read_push_head(&mut body).await.is_err());
    }
}
