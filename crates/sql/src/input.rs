//! INSERT input formats, decoded straight into the target columns' Arrow types.

use std::{borrow::Cow, io::Cursor};

use std::sync::Arc;

use arrow::{
    array::{ArrayRef, RecordBatch, StringArray},
    datatypes::{DataType, SchemaRef},
};
use bytes::Bytes;
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;

use crate::{binary::BinaryFormat, Error, Result};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputFormat {
    Values,
    JsonEachRow,
    Csv {
        header: bool,
    },
    TabSeparated {
        header: bool,
    },
    Parquet,
    /// Arrow IPC file (`Arrow`) or stream (`ArrowStream`).
    Arrow {
        stream: bool,
    },
    Binary(crate::binary::BinaryFormat),
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
            "Arrow" => InputFormat::Arrow { stream: false },
            "ArrowStream" => InputFormat::Arrow { stream: true },
            "Native" => InputFormat::Binary(BinaryFormat::Native),
            "RowBinary" => InputFormat::Binary(BinaryFormat::RowBinary),
            "RowBinaryWithNames" => InputFormat::Binary(BinaryFormat::RowBinaryWithNames),
            "RowBinaryWithNamesAndTypes" => {
                InputFormat::Binary(BinaryFormat::RowBinaryWithNamesAndTypes)
            }
            other => return Err(Error::bad(format!("unknown input format {other}"))),
        })
    }

    /// Whether data of this format is decoded piece by piece as it arrives, so that
    /// memory does not grow with it (TSV, CSV, JSONEachRow).
    pub fn decodes_by_rows(self) -> bool {
        crate::stream::by_rows(self)
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
            InputFormat::JsonEachRow => {
                let data = json_tuples_as_objects(json_rows_apart(data), schema)?;
                let decode = |schema: &SchemaRef| {
                    arrow::json::ReaderBuilder::new(schema.clone())
                        .with_strict_mode(true)
                        .build(Cursor::new(data.clone()))?
                        .collect::<std::result::Result<Vec<_>, _>>()
                };
                let error = match decode(schema) {
                    Ok(batches) => return Ok(batches),
                    Err(e) => e,
                };
                // Dates and times written as ClickHouse also reads them (`2017/1/2`,
                // `2017-01-02 1:2:3`): read as text and converted as a text format's.
                let dated: Vec<usize> = (0..schema.fields().len())
                    .filter(|&i| {
                        matches!(
                            schema.field(i).data_type(),
                            DataType::Date32 | DataType::Timestamp(..)
                        )
                    })
                    .collect();
                if dated.is_empty() {
                    return Err(bad(error));
                }
                let fields: Vec<arrow::datatypes::Field> = schema
                    .fields()
                    .iter()
                    .enumerate()
                    .map(|(i, f)| match dated.contains(&i) {
                        true => f.as_ref().clone().with_data_type(DataType::Utf8),
                        false => f.as_ref().clone(),
                    })
                    .collect();
                let text = Arc::new(arrow::datatypes::Schema::new(fields));
                let Ok(batches) = decode(&text) else {
                    return Err(bad(error));
                };
                batches
                    .iter()
                    .map(|b| {
                        let columns = b
                            .columns()
                            .iter()
                            .zip(schema.fields())
                            .map(|(c, f)| crate::engine::cast_strict(c, f.data_type()))
                            .collect::<Result<Vec<_>>>()?;
                        Ok(RecordBatch::try_new(schema.clone(), columns)?)
                    })
                    .collect()
            }
            InputFormat::Csv { .. } | InputFormat::TabSeparated { .. } => {
                Err(Error::internal("text formats are decoded by decode_text"))
            }
            InputFormat::Binary(_) => Err(Error::internal(
                "binary formats are decoded by binary::decode",
            )),
            InputFormat::Arrow { stream } => {
                let what = if stream { "ArrowStream" } else { "Arrow" };
                let ipc = |e: arrow::error::ArrowError| {
                    Error::bad(format!("cannot read {what} input: {e}"))
                };
                let batches: Vec<RecordBatch> = if stream {
                    arrow::ipc::reader::StreamReader::try_new(Cursor::new(data), None)
                        .map_err(ipc)?
                        .collect::<std::result::Result<_, _>>()
                        .map_err(ipc)?
                } else {
                    arrow::ipc::reader::FileReader::try_new(Cursor::new(data), None)
                        .map_err(ipc)?
                        .collect::<std::result::Result<_, _>>()
                        .map_err(ipc)?
                };
                batches.iter().map(|b| by_name(b, schema, what)).collect()
            }
            InputFormat::Parquet => {
                let reader = ParquetRecordBatchReaderBuilder::try_new(data)
                    .map_err(|e| Error::bad(format!("cannot read Parquet input: {e}")))?
                    .build()
                    .map_err(|e| Error::bad(format!("cannot read Parquet input: {e}")))?;
                let mut out = vec![];
                for batch in reader {
                    out.push(by_name(&batch.map_err(bad)?, schema, "Parquet")?);
                }
                Ok(out)
            }
        }
    }
}

/// JSONEachRow rows as the decoder reads them, one object after another: ClickHouse
/// also reads rows separated by commas (`{"a": 1}, {"a": 2}`) and rows in one array
/// (`[{"a": 1}, {"a": 2}]`), whose commas and brackets outside every row become
/// spaces here. Data without them is returned as it is.
fn json_rows_apart(data: Bytes) -> Bytes {
    // The positions of the bytes between rows that are not whitespace.
    let mut between = Vec::new();
    crate::stream::json_between_rows(&data, |i, b| {
        if matches!(b, b',' | b'[' | b']') {
            between.push(i);
        }
    });
    if between.is_empty() {
        return data;
    }
    let mut out = data.to_vec();
    for i in between {
        out[i] = b' ';
    }
    Bytes::from(out)
}

/// JSONEachRow rows whose unnamed tuples, which ClickHouse writes as arrays
/// (`[1,"x"]`), are objects keyed by the elements' field names (`c0`, `c1`, …), as
/// the decoder reads every tuple. Data for a table without unnamed tuples is returned
/// as it is; a named tuple is an object in both.
fn json_tuples_as_objects(data: Bytes, schema: &SchemaRef) -> Result<Bytes> {
    fn unnamed(fields: &arrow::datatypes::Fields) -> bool {
        maskhouse_types::is_unnamed_tuple(fields.iter().map(|f| f.name().as_str()))
    }
    fn has_unnamed(t: &DataType) -> bool {
        match t {
            DataType::Struct(fields) => {
                unnamed(fields) || fields.iter().any(|f| has_unnamed(f.data_type()))
            }
            DataType::List(f) => has_unnamed(f.data_type()),
            DataType::Map(entries, _) => has_unnamed(entries.data_type()),
            _ => false,
        }
    }
    fn convert(value: &mut serde_json::Value, t: &DataType) {
        use serde_json::Value;
        match (t, value) {
            (DataType::Struct(fields), v @ Value::Array(_)) if unnamed(fields) => {
                let Value::Array(items) = std::mem::take(v) else {
                    unreachable!("matched an array");
                };
                let mut object = serde_json::Map::new();
                for (f, mut item) in fields.iter().zip(items) {
                    convert(&mut item, f.data_type());
                    object.insert(f.name().clone(), item);
                }
                *v = Value::Object(object);
            }
            (DataType::Struct(fields), Value::Object(object)) => {
                for f in fields {
                    if let Some(item) = object.get_mut(f.name()) {
                        convert(item, f.data_type());
                    }
                }
            }
            (DataType::List(f), Value::Array(items)) => {
                items.iter_mut().for_each(|i| convert(i, f.data_type()))
            }
            (DataType::Map(entries, _), Value::Object(object)) => {
                if let DataType::Struct(kv) = entries.data_type() {
                    object
                        .values_mut()
                        .for_each(|v| convert(v, kv[1].data_type()));
                }
            }
            _ => {}
        }
    }
    if !schema.fields().iter().any(|f| has_unnamed(f.data_type())) {
        return Ok(data);
    }
    // Only the values of columns that hold unnamed tuples are parsed and written
    // again; the others keep their text (a number's digits past a float's).
    let bad = |e: serde_json::Error| Error::bad(format!("cannot parse input data: {e}"));
    type Row = std::collections::BTreeMap<String, Box<serde_json::value::RawValue>>;
    let mut out = Vec::with_capacity(data.len() + data.len() / 4);
    for row in serde_json::Deserializer::from_slice(&data).into_iter::<Row>() {
        let mut row = row.map_err(bad)?;
        for f in schema.fields() {
            if !has_unnamed(f.data_type()) {
                continue;
            }
            if let Some(raw) = row.get_mut(f.name()) {
                let mut value: serde_json::Value = serde_json::from_str(raw.get()).map_err(bad)?;
                convert(&mut value, f.data_type());
                *raw = serde_json::value::to_raw_value(&value).map_err(bad)?;
            }
        }
        serde_json::to_writer(&mut out, &row).map_err(bad)?;
        out.push(b'\n');
    }
    Ok(Bytes::from(out))
}

/// The columns of `schema` taken from `batch` by name, converted strictly.
fn by_name(batch: &RecordBatch, schema: &SchemaRef, format: &str) -> Result<RecordBatch> {
    let mut columns = vec![];
    for f in schema.fields() {
        let col = batch
            .column_by_name(f.name())
            .ok_or_else(|| Error::bad(format!("{format} input has no column {}", f.name())))?;
        columns.push(
            crate::engine::cast_strict(col, f.data_type())
                .map_err(|e| Error::bad(format!("column {}: {}", f.name(), e.message)))?,
        );
    }
    let options = arrow::array::RecordBatchOptions::new().with_row_count(Some(batch.num_rows()));
    RecordBatch::try_new_with_options(schema.clone(), columns, &options)
        .map_err(|e| Error::bad(format!("cannot read {format} input: {e}")))
}

/// Splits a request body that carries an `INSERT … FORMAT name` statement followed by
/// its data (as clickhouse-connect sends inserts) into the statement and the data.
/// The data starts after the format name, its trailing spaces and one line end, as in
/// ClickHouse; binary data is passed on untouched. `None` when the body does not start
/// with such a statement.
pub fn split_insert_body(body: &[u8]) -> Option<(String, usize)> {
    fn skip_space(body: &[u8], i: &mut usize) {
        while *i < body.len() && body[*i].is_ascii_whitespace() {
            *i += 1;
        }
    }
    /// The word at `i` (letters, digits, `_`), as a range; `i` moves past it.
    fn word(body: &[u8], i: &mut usize) -> std::ops::Range<usize> {
        let start = *i;
        while *i < body.len() && (body[*i].is_ascii_alphanumeric() || body[*i] == b'_') {
            *i += 1;
        }
        start..*i
    }
    let mut i = 0;
    skip_space(body, &mut i);
    if !body[word(body, &mut i)].eq_ignore_ascii_case(b"INSERT") {
        return None;
    }
    let mut depth = 0usize;
    while i < body.len() {
        let c = body[i];
        match c {
            b'\'' | b'"' | b'`' => {
                // A quoted name or string: skip to its closing quote (doubled or
                // backslash-escaped quotes stay inside).
                i += 1;
                while i < body.len() && body[i] != c {
                    if body[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
                i += 1;
            }
            b'(' => {
                depth += 1;
                i += 1;
            }
            b')' => {
                depth = depth.checked_sub(1)?;
                i += 1;
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                let w = &body[word(body, &mut i)];
                if depth == 0 && w.eq_ignore_ascii_case(b"FORMAT") {
                    skip_space(body, &mut i);
                    let name = word(body, &mut i);
                    if name.is_empty() {
                        return None;
                    }
                    let head = std::str::from_utf8(&body[..i]).ok()?.to_string();
                    while i < body.len() && matches!(body[i], b' ' | b'\t' | b'\x0c') {
                        i += 1;
                    }
                    if body.get(i) == Some(&b'\r') {
                        i += 1;
                    }
                    if body.get(i) == Some(&b'\n') {
                        i += 1;
                    }
                    return Some((head, i));
                }
                if depth == 0
                    && (w.eq_ignore_ascii_case(b"VALUES") || w.eq_ignore_ascii_case(b"SELECT"))
                {
                    return None;
                }
            }
            c if c.is_ascii() => i += 1,
            // Anything else before FORMAT is not a statement head.
            _ => return None,
        }
    }
    None
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
    // TabSeparated fields stay escaped until their column's type is known: an array's
    // text is read as it is (its strings carry their own escapes, as ClickHouse writes
    // them), any other value is unescaped first.
    let (mut records, header, escaped) = match format {
        InputFormat::TabSeparated { header } => (tsv_records(text)?, header, true),
        InputFormat::Csv { header } => (csv_records(text)?, header, false),
        _ => return Err(Error::internal("not a text format")),
    };
    let (schema, names) = if header {
        if records.is_empty() {
            return Ok((vec![], None));
        }
        let names: Vec<String> = records
            .remove(0)
            .iter()
            .map(|n| {
                unescaped(n, escaped)?
                    .map(Cow::into_owned)
                    .ok_or_else(|| Error::bad("a NULL in the header"))
            })
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
            let is_array = matches!(
                field.data_type(),
                DataType::List(_) | DataType::Struct(_) | DataType::Map(..)
            );
            let mut values: Vec<Option<Cow<'_, str>>> = Vec::with_capacity(chunk.len());
            for (r, record) in chunk.iter().enumerate() {
                if record.len() != width {
                    return Err(Error::bad(format!(
                        "row {} has {} fields, expected {width}",
                        chunk_at * TEXT_BATCH_ROWS + r + 1 + usize::from(header),
                        record.len()
                    )));
                }
                values.push(if is_array {
                    record[i].as_deref().map(Cow::Borrowed)
                } else {
                    unescaped(&record[i], escaped)?
                });
            }
            let strings: ArrayRef =
                Arc::new(values.iter().map(|v| v.as_deref()).collect::<StringArray>());
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

/// A field's value: unescaped when it is `escaped` TabSeparated text, borrowed unless an
/// escape must be undone.
fn unescaped(field: &Option<String>, escaped: bool) -> Result<Option<Cow<'_, str>>> {
    Ok(match field {
        Some(raw) if escaped && raw.contains('\\') => tsv_field(raw)?.map(Cow::Owned),
        other => other.as_deref().map(Cow::Borrowed),
    })
}

fn tsv_records(text: &str) -> Result<Vec<Record>> {
    let mut out = vec![];
    for line in text.split('\n') {
        let line = line.strip_suffix('\r').unwrap_or(line);
        if line.is_empty() {
            continue;
        }
        out.push(
            line.split('\t')
                .map(|f| (f != "\\N").then(|| f.to_string()))
                .collect(),
        );
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
    fn json_rows_may_be_separated_by_commas_or_in_an_array() {
        let schema: SchemaRef = Arc::new(arrow::datatypes::Schema::new(vec![
            arrow::datatypes::Field::new("a", DataType::Int64, true),
            arrow::datatypes::Field::new("s", DataType::Utf8, true),
        ]));
        let rows = |body: &'static [u8]| {
            let batches = InputFormat::JsonEachRow
                .decode(Bytes::from_static(body), &schema)
                .unwrap();
            arrow::util::pretty::pretty_format_batches(&batches)
                .unwrap()
                .to_string()
        };
        let plain = rows(b"{\"a\": 1, \"s\": \"x,[y]\"}\n{\"a\": 2, \"s\": \"}\"}\n");
        assert_eq!(
            rows(b"{\"a\": 1, \"s\": \"x,[y]\"}, {\"a\": 2, \"s\": \"}\"}"),
            plain
        );
        assert_eq!(
            rows(b"[{\"a\": 1, \"s\": \"x,[y]\"},\n {\"a\": 2, \"s\": \"}\"}]\n"),
            plain
        );
        // Data without separators is the same bytes.
        let data = Bytes::from_static(b"{\"a\": [1, 2]}\n");
        assert_eq!(json_rows_apart(data.clone()).as_ptr(), data.as_ptr());
    }

    #[test]
    fn insert_bodies_split_after_the_format_name() {
        let body = b"INSERT INTO t (a, `format`) FORMAT Native\n\x0a\x00rest";
        let (head, at) = split_insert_body(body).unwrap();
        assert_eq!(head, "INSERT INTO t (a, `format`) FORMAT Native");
        // One line end is the separator; the next byte (a varint 10) is data.
        assert_eq!(&body[at..], b"\x0a\x00rest");
        let (head, at) = split_insert_body(b" insert into t format RowBinary  \r\nxy").unwrap();
        assert_eq!(head, " insert into t format RowBinary");
        assert_eq!(at, 35);
        assert!(split_insert_body(b"SELECT 1 FORMAT Native").is_none());
        assert!(split_insert_body(b"INSERT INTO t VALUES ('FORMAT x')").is_none());
        assert!(split_insert_body(b"INSERT INTO t SELECT 1 FORMAT Native").is_none());
        assert!(split_insert_body(b"INSERT INTO t FORMAT").is_none());
    }

    #[test]
    fn tsv_unescapes_and_reads_nulls() {
        // Fields stay escaped until their column's type is known.
        let r = tsv_records("1\ta\\tb\\nc\\\\d\n2\t\\N\n\n").unwrap();
        assert_eq!(
            r,
            vec![
                vec![Some("1".into()), Some("a\\tb\\nc\\\\d".into())],
                vec![Some("2".into()), None],
            ]
        );
        assert_eq!(
            tsv_field(r[0][1].as_ref().unwrap()).unwrap().unwrap(),
            "a\tb\nc\\d"
        );
        assert!(tsv_field("x\\").is_err());
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
