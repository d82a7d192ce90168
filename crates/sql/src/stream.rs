//! An INSERT's data as it arrives, and where row formats may be cut into pieces that
//! decode on their own (so the text of a large INSERT is never held whole).

use bytes::{Bytes, BytesMut};
use futures::{stream::BoxStream, StreamExt};

use crate::{InputFormat, Result};

/// Text of a row format is decoded in pieces of about this many bytes.
pub const PIECE_BYTES: usize = 8 << 20;

/// The data of an INSERT: whole, or a stream of the request body (whose size limit
/// the stream enforces as the bytes arrive).
pub enum InsertData {
    Bytes(Bytes),
    Stream(BoxStream<'static, Result<Bytes>>),
}

impl InsertData {
    /// All of it, for formats that are decoded whole.
    pub async fn collect(self) -> Result<Bytes> {
        match self {
            InsertData::Bytes(b) => Ok(b),
            InsertData::Stream(mut s) => {
                let mut all = BytesMut::new();
                while let Some(chunk) = s.next().await {
                    all.extend_from_slice(&chunk?);
                }
                Ok(all.freeze())
            }
        }
    }

    /// Calls `piece` with consecutive pieces of the data, each cut where `format`
    /// allows (after a whole row), each about [`PIECE_BYTES`] or the rest.
    pub async fn for_each_piece(
        self,
        format: InputFormat,
        piece_bytes: usize,
        mut piece: impl FnMut(Bytes) -> Result<()>,
    ) -> Result<()> {
        let mut pieces = self.pieces(format, piece_bytes);
        while let Some(p) = pieces.next().await? {
            piece(p)?;
        }
        Ok(())
    }

    /// The data as consecutive pieces, each cut where `format` allows (after a whole
    /// row), each about `piece_bytes` or the rest.
    pub fn pieces(self, format: InputFormat, piece_bytes: usize) -> Pieces {
        let stream = match self {
            InsertData::Bytes(b) => futures::stream::once(async { Ok(b) }).boxed(),
            InsertData::Stream(s) => s,
        };
        Pieces {
            stream,
            format,
            piece_bytes,
            pending: BytesMut::new(),
            want: piece_bytes,
            ended: false,
        }
    }
}

/// A row longer than this fails its INSERT: a piece grows to hold a whole row, and
/// memory must not grow with the data.
pub const ROW_BYTES_MAX: usize = 64 << 20;

/// Pieces of an INSERT's data (see [`InsertData::pieces`]).
pub struct Pieces {
    stream: BoxStream<'static, Result<Bytes>>,
    format: InputFormat,
    piece_bytes: usize,
    pending: BytesMut,
    /// Bytes to gather before looking for a row's end again.
    want: usize,
    ended: bool,
}

impl Pieces {
    /// The next piece; `None` once the data is used up.
    pub async fn next(&mut self) -> Result<Option<Bytes>> {
        loop {
            if self.pending.len() >= self.want {
                match row_boundary(self.format, &self.pending) {
                    Some(cut) => {
                        self.want = self.piece_bytes;
                        return Ok(Some(self.pending.split_to(cut).freeze()));
                    }
                    None if self.pending.len() > ROW_BYTES_MAX => {
                        return Err(crate::Error::bad(format!(
                            "a row of the INSERT's data is longer than {ROW_BYTES_MAX} bytes \
                             (or its format is not what the statement names)"
                        )));
                    }
                    // One row longer than a piece: wait for more before looking again,
                    // looking once more just past the longest row allowed.
                    None => self.want = self.pending.len().saturating_mul(2).min(ROW_BYTES_MAX + 1),
                }
            }
            if self.ended {
                return Ok((!self.pending.is_empty()).then(|| self.pending.split().freeze()));
            }
            match self.stream.next().await.transpose()? {
                Some(chunk) => self.pending.extend_from_slice(&chunk),
                None => self.ended = true,
            }
        }
    }
}

/// Walks JSONEachRow `data` and calls `f(i, b)` for each byte outside strings and
/// outside every row: what separates rows (line breaks, spaces, commas), and the
/// brackets of rows given as one array (`[{…},\n{…}]`).
pub(crate) fn json_between_rows(data: &[u8], mut f: impl FnMut(usize, u8)) {
    let (mut depth, mut in_string, mut escaped) = (0u64, false, false);
    for (i, &b) in data.iter().enumerate() {
        if in_string {
            match (escaped, b) {
                (true, _) => escaped = false,
                (false, b'\\') => escaped = true,
                (false, b'"') => in_string = false,
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'{' => depth += 1,
            b'[' if depth > 0 => depth += 1,
            b'}' => depth = depth.saturating_sub(1),
            b']' if depth > 0 => depth -= 1,
            _ if depth == 0 => f(i, b),
            _ => {}
        }
    }
}

/// Whether `format` is decoded piece by piece (see [`row_boundary`]).
pub fn by_rows(format: InputFormat) -> bool {
    matches!(
        format,
        InputFormat::TabSeparated { .. } | InputFormat::Csv { .. } | InputFormat::JsonEachRow
    )
}

/// The byte just after the last line break of `data` that ends a whole row of
/// `format`, if any: any line break in TSV (a field's line breaks are escaped), one
/// outside quotes in CSV, one outside strings, objects and arrays in JSONEachRow
/// (rows given as one array, `[{…},\n{…}]`, are cut between them too).
/// Formats that are not split by lines have none.
pub fn row_boundary(format: InputFormat, data: &[u8]) -> Option<usize> {
    match format {
        InputFormat::TabSeparated { .. } => data.iter().rposition(|&b| b == b'\n').map(|i| i + 1),
        InputFormat::Csv { .. } => {
            let mut quoted = false;
            let mut last = None;
            for (i, &b) in data.iter().enumerate() {
                match b {
                    b'"' => quoted = !quoted,
                    b'\n' if !quoted => last = Some(i + 1),
                    _ => {}
                }
            }
            last
        }
        InputFormat::JsonEachRow => {
            let mut last = None;
            json_between_rows(data, |i, b| {
                if b == b'\n' {
                    last = Some(i + 1);
                }
            });
            last
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_cut_only_between_rows() {
        let tsv = InputFormat::TabSeparated { header: false };
        assert_eq!(row_boundary(tsv, b"1\ta\\nb\n2\tc"), Some(7));
        let csv = InputFormat::Csv { header: false };
        assert_eq!(row_boundary(csv, b"1,\"a\nb\"\n2,\"c\nd"), Some(8));
        assert_eq!(row_boundary(csv, b"1,\"a\nb"), None);
        let json = InputFormat::JsonEachRow;
        assert_eq!(
            row_boundary(json, b"{\"a\": \"}\\\"\n\"}\n{\"a\":\n[1,\n"),
            Some(14)
        );
        assert_eq!(row_boundary(InputFormat::Parquet, b"x\ny\n"), None);
    }

    /// Pieces put together are the data, whatever size the stream's chunks have.
    #[tokio::test]
    async fn pieces_cover_the_data() {
        let data: Vec<u8> = (0..500)
            .flat_map(|i| format!("{i},\"x\n{i}\"\n").into_bytes())
            .collect();
        for chunk in [1, 7, 100, 5000] {
            let chunks: Vec<Result<Bytes>> = data
                .chunks(chunk)
                .map(|c| Ok(Bytes::copy_from_slice(c)))
                .collect();
            let input = InsertData::Stream(futures::stream::iter(chunks).boxed());
            let mut got = Vec::new();
            let mut pieces = 0;
            input
                .for_each_piece(InputFormat::Csv { header: false }, 64, |p| {
                    assert!(p.ends_with(b"\"\n") || got.len() + p.len() == data.len());
                    got.extend_from_slice(&p);
                    pieces += 1;
                    Ok(())
                })
                .await
                .unwrap();
            assert_eq!(got, data);
            assert!(pieces > 1);
        }
    }
}
