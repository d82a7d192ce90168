//! INSERT input formats, decoded straight into the target columns' Arrow types.

use std::io::Cursor;

use std::sync::Arc;

use arrow::{
    array::{ArrayRef, RecordBatch, StringArray},
    datatypes::SchemaRef,
};
use bytes::Bytes;
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;

use crate::{Error, Result};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputFormat {
    Values,
    JsonEachRow,
    Csv { header: bool },
    TabSeparated { header: bool },
    Parquet,
}

impl InputFormat {
    pub fn parse(name: &str) -> Result<Self> {
        Ok(match name {
            "Values" => InputFormat::Values,
            "JSONEachRow" => InputFormat::JsonEachRow,
            "CSV" => InputFormat::Csv { header: false },
            "CSVWithNames" => InputFormat::Csv { header: true },
            "TabSeparated" | "TSV" => InputFormat::TabSeparated { header: false },
            "TabSeparatedWithNames" | "TSVWithNames" => InputFormat::TabSeparated { header: true },
            "Parquet" => InputFormat::Parquet,
            other => return Err(Error::bad(format!("unknown input format {other}"))),
        })
    }

    /// Whether this is CSV or TSV, decoded by [`decode_text`].
    pub fn is_text(self) -> bool {
        matches!(
            self,
            InputFormat::Csv { .. } | InputFormat::TabSeparated { .. }
        )
    }

    /// Decodes `data` into batches of exactly `schema` (Values are handled as SQL).
    pub fn decode(self, data: Bytes, schema: &SchemaRef) -> Result<Vec<RecordBatch>> {
        let bad = |e: arrow::error::ArrowError| Error::bad(format!("cannot parse input data: {e}"));
        match self {
            InputFormat::Values => Err(Error::internal("Values input is parsed as SQL")),
            InputFormat::JsonEachRow => arrow::json::ReaderBuilder::new(schema.clone())
                .with_strict_mode(true)
                .build(Cursor::new(data))
                .map_err(bad)?
                .collect::<std::result::Result<_, _>>()
                .map_err(bad),
            InputFormat::Csv { .. } | InputFormat::TabSeparated { .. } => {
                Err(Error::internal("text formats are decoded by decode_text"))
            }
            InputFormat::Parquet => {
                let reader = ParquetRecordBatchReaderBuilder::try_new(data)
                    .map_err(|e| Error::bad(format!("cannot read Parquet input: {e}")))?
                    .build()
                    .map_err(|e| Error::bad(format!("cannot read Parquet input: {e}")))?;
                let mut out = vec![];
                for batch in reader {
                    let batch = batch.map_err(bad)?;
                    let mut columns = vec![];
                    for f in schema.fields() {
                        let col = batch.column_by_name(f.name()).ok_or_else(|| {
                            Error::bad(format!("Parquet input has no column {}", f.name()))
                        })?;
                        columns.push(crate::engine::cast_strict(col, f.data_type())?);
                    }
                    out.push(RecordBatch::try_new(schema.clone(), columns).map_err(bad)?);
                }
                Ok(out)
            }
        }
    }
}

/// Rows per decoded batch of a text format.
const TEXT_BATCH_ROWS: usize = 65_536;

/// Decodes CSV or TSV as ClickHouse writes them: TSV fields unescaped (`\t`, `\n`,
/// `\\`, …) with `\N` for NULL; CSV fields quoted with `"` (doubled inside) or bare,
/// `\N` bare for NULL. With a header (`…WithNames`), its names choose the columns, in
/// its order (`resolve` gives their schema); otherwise the columns are `target`'s.
/// Returns the batches and, with a header, the column names.
pub fn decode_text(
    format: InputFormat,
    data: &[u8],
    target: &SchemaRef,
    resolve: impl Fn(&[String]) -> Result<SchemaRef>,
) -> Result<(Vec<RecordBatch>, Option<Vec<String>>)> {
    let text = std::str::from_utf8(data).map_err(|_| Error::bad("input data is not UTF-8"))?;
    let (mut records, header) = match format {
        InputFormat::TabSeparated { header } => (tsv_records(text)?, header),
        InputFormat::Csv { header } => (csv_records(text)?, header),
        _ => return Err(Error::internal("not a text format")),
    };
    let (schema, names) = if header {
        if records.is_empty() {
            return Ok((vec![], None));
        }
        let names: Vec<String> = records
            .remove(0)
            .into_iter()
            .map(|n| n.ok_or_else(|| Error::bad("a NULL in the header")))
            .collect::<Result<_>>()?;
        (resolve(&names)?, Some(names))
    } else {
        (target.clone(), None)
    };
    let width = schema.fields().len();
    let mut batches = vec![];
    for (chunk_at, chunk) in records.chunks(TEXT_BATCH_ROWS).enumerate() {
        let mut columns = vec![];
        for (i, field) in schema.fields().iter().enumerate() {
            let mut values: Vec<Option<&str>> = Vec::with_capacity(chunk.len());
            for (r, record) in chunk.iter().enumerate() {
                if record.len() != width {
                    return Err(Error::bad(format!(
                        "row {} has {} fields, expected {width}",
                        chunk_at * TEXT_BATCH_ROWS + r + 1 + usize::from(header),
                        record.len()
                    )));
                }
                values.push(record[i].as_deref());
            }
            let strings: ArrayRef = Arc::new(StringArray::from(values));
            columns.push(
                crate::engine::cast_strict(&strings, field.data_type())
                    .map_err(|e| Error::bad(format!("column {}: {}", field.name(), e.message)))?,
            );
        }
        batches.push(
            RecordBatch::try_new(schema.clone(), columns)
                .map_err(|e| Error::bad(format!("cannot parse input data: {e}")))?,
        );
    }
    Ok((batches, names))
}

type Record = Vec<Option<String>>;

fn tsv_records(text: &str) -> Result<Vec<Record>> {
    let mut out = vec![];
    for line in text.split('\n') {
        let line = line.strip_suffix('\r').unwrap_or(line);
        if line.is_empty() {
            continue;
        }
        out.push(line.split('\t').map(tsv_field).collect::<Result<_>>()?);
    }
    Ok(out)
}

fn tsv_field(field: &str) -> Result<Option<String>> {
    if field == "\\N" {
        return Ok(None);
    }
    let mut out = String::with_capacity(field.len());
    let mut chars = field.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        out.push(match chars.next() {
            Some('t') => '\t',
            Some('n') => '\n',
            Some('r') => '\r',
            Some('b') => '\u{8}',
            Some('f') => '\u{c}',
            Some('0') => '\0',
            Some(other) => other,
            None => return Err(Error::bad("a TSV field ends with a lone backslash")),
        });
    }
    Ok(Some(out))
}

fn csv_records(text: &str) -> Result<Vec<Record>> {
    let mut out = vec![];
    let mut chars = text.chars().peekable();
    let mut record: Record = vec![];
    loop {
        // One field.
        let field = if chars.peek() == Some(&'"') {
            chars.next();
            let mut value = String::new();
            loop {
                match chars.next() {
                    Some('"') if chars.peek() == Some(&'"') => {
                        chars.next();
                        value.push('"');
                    }
                    Some('"') => break,
                    Some(c) => value.push(c),
                    None => return Err(Error::bad("unterminated quoted CSV field")),
                }
            }
            Some(value)
        } else {
            let mut value = String::new();
            while let Some(&c) = chars.peek() {
                if c == ',' || c == '\n' || c == '\r' {
                    break;
                }
                value.push(c);
                chars.next();
            }
            (value != "\\N").then_some(value)
        };
        record.push(field);
        match chars.next() {
            Some(',') => continue,
            Some('\r') if chars.peek() == Some(&'\n') => {
                chars.next();
            }
            Some('\n') | Some('\r') | None => {}
            Some(c) => return Err(Error::bad(format!("unexpected {c:?} after a CSV field"))),
        }
        // End of a record; a blank line is no record.
        let blank = record.len() == 1 && record[0].as_deref() == Some("");
        if !blank {
            out.push(std::mem::take(&mut record));
        }
        record.clear();
        if chars.peek().is_none() {
            return Ok(out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tsv_unescapes_and_reads_nulls() {
        let r = tsv_records("1\ta\\tb\\nc\\\\d\n2\t\\N\n\n").unwrap();
        assert_eq!(
            r,
            vec![
                vec![Some("1".into()), Some("a\tb\nc\\d".into())],
                vec![Some("2".into()), None],
            ]
        );
        assert!(tsv_records("1\tx\\").is_err());
    }

    #[test]
    fn csv_quotes_nulls_and_line_ends() {
        let r = csv_records("1,\"a,\"\"b\"\"\nc\"\r\n2,\\N\n\n3,").unwrap();
        assert_eq!(
            r,
            vec![
                vec![Some("1".into()), Some("a,\"b\"\nc".into())],
                vec![Some("2".into()), None],
                vec![Some("3".into()), Some("".into())],
            ]
        );
        assert!(csv_records("1,\"open").is_err());
        assert!(csv_records("1,\"a\"b").is_err());
    }
}
