//! One request and its answer over a simulated TCP stream: length-prefixed frames.
//!
//! Request: `[u32 path length][path][u32 secret length][secret][u32 body length][body]`.
//! Answer: `[u16 status][u32 body length][body]`. Lengths are big-endian.

use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};

/// Largest frame either side accepts (a pushed part of the workload is far smaller).
pub const FRAME_BYTES_MAX: u32 = 64 << 20;

/// One request: where it goes, the secret it carries, its body.
pub struct Request {
    pub path: String,
    pub secret: String,
    pub body: Vec<u8>,
}

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

pub async fn read_request<R: AsyncRead + Unpin>(r: &mut R) -> std::io::Result<Request> {
    let text = |v: Vec<u8>| String::from_utf8(v).map_err(std::io::Error::other);
    Ok(Request {
        path: text(read_chunk(r).await?)?,
        secret: text(read_chunk(r).await?)?,
        body: read_chunk(r).await?,
    })
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
