//! One request and its answer over a simulated TCP stream: length-prefixed frames.
//!
//! Client port, whole messages: request
//! `[u32 path length][path][u32 secret length][secret][u32 body length][body]`, answer
//! `[u16 status][u32 body length][body]`. Interserver port, streamed bodies: request
//! `[u32 path length][path][u32 secret length][secret]` and then the body as frames
//! `[u32 length][bytes]` ended by an empty frame; answer `[u16 status]` and then frames
//! likewise. Lengths are big-endian.

use bytes::Bytes;
use futures::{Stream, StreamExt};
use maskhouse_cluster::ByteStream;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};

/// Largest frame either side accepts (a pushed part of the workload is far smaller).
pub const FRAME_BYTES_MAX: u32 = 64 << 20;

async fn read_chunk<R: AsyncRead + Unpin>(r: &mut R) -> std::io::Result<Vec<u8>> {
    let n = r.read_u32().await?;
    if n > FRAME_BYTES_MAX {
        return Err(std::io::Error::other(format!("frame of {n} bytes")));
    }
    let mut v = vec![0u8; n as usize];
    r.read_exact(&mut v).await?;
    Ok(v)
}

async fn write_chunk<W: AsyncWrite + Unpin>(w: &mut W, bytes: &[u8]) -> std::io::Result<()> {
    let n = u32::try_from(bytes.len()).map_err(std::io::Error::other)?;
    w.write_u32(n).await?;
    w.write_all(bytes).await
}

pub async fn write_request<W: AsyncWrite + Unpin>(
    w: &mut W,
    path: &str,
    secret: &str,
    body: &[u8],
) -> std::io::Result<()> {
    write_chunk(w, path.as_bytes()).await?;
    write_chunk(w, secret.as_bytes()).await?;
    write_chunk(w, body).await?;
    w.flush().await
}

/// Reads a whole-message request; returns its body (the client port has one path and
/// no secret).
pub async fn read_request<R: AsyncRead + Unpin>(r: &mut R) -> std::io::Result<Vec<u8>> {
    read_head(r).await?;
    read_chunk(r).await
}

pub async fn write_answer<W: AsyncWrite + Unpin>(
    w: &mut W,
    status: u16,
    body: &[u8],
) -> std::io::Result<()> {
    w.write_u16(status).await?;
    write_chunk(w, body).await?;
    w.flush().await
}

pub async fn read_answer<R: AsyncRead + Unpin>(r: &mut R) -> std::io::Result<(u16, Vec<u8>)> {
    let status = r.read_u16().await?;
    Ok((status, read_chunk(r).await?))
}

/// The head of an interserver request: where it goes and the secret it carries.
pub async fn write_head<W: AsyncWrite + Unpin>(
    w: &mut W,
    path: &str,
    secret: &str,
) -> std::io::Result<()> {
    write_chunk(w, path.as_bytes()).await?;
    write_chunk(w, secret.as_bytes()).await
}

pub async fn read_head<R: AsyncRead + Unpin>(r: &mut R) -> std::io::Result<(String, String)> {
    let text = |v: Vec<u8>| String::from_utf8(v).map_err(std::io::Error::other);
    Ok((text(read_chunk(r).await?)?, text(read_chunk(r).await?)?))
}

/// Writes a streamed body as frames, then the empty frame that ends it.
pub async fn write_frames<W: AsyncWrite + Unpin>(
    w: &mut W,
    mut body: impl Stream<Item = Result<Bytes, String>> + Unpin,
) -> std::io::Result<()> {
    while let Some(chunk) = body.next().await {
        let chunk = chunk.map_err(std::io::Error::other)?;
        for piece in chunk.chunks(FRAME_BYTES_MAX as usize) {
            if !piece.is_empty() {
                write_chunk(w, piece).await?;
            }
        }
    }
    w.write_u32(0).await?;
    w.flush().await
}

/// Reads a streamed body frame by frame; the stream ends at the empty frame, or with
/// an error if the connection breaks before it.
pub fn read_frames<R: AsyncRead + Unpin + Send + 'static>(r: R) -> ByteStream {
    futures::stream::try_unfold(Some(r), |r| async move {
        let Some(mut r) = r else {
            return Ok(None);
        };
        let frame = read_chunk(&mut r).await.map_err(|e| e.to_string())?;
        if frame.is_empty() {
            return Ok(None);
        }
        Ok(Some((Bytes::from(frame), Some(r))))
    })
    .boxed()
}
