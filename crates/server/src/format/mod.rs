//! Output formats, as ClickHouse writes them: the text formats here, the binary ones
//! in their own files.

mod native;
mod nested;
mod pretty;
mod rowbinary;

use std::sync::Arc;

use arrow::{
    array::{Array, AsArray, RecordBatch},
    datatypes::{DataType, SchemaRef},
    util::display::{ArrayFormatter, FormatOptions},
};

/// An output format named by `FORMAT` or the `default_format` URL parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutputFormat {
    /// `raw`: values as they are, without TabSeparated's escapes (`TabSeparatedRaw`).
    TabSeparated {
        names: bool,
        types: bool,
        raw: bool,
    },
    Csv {
        names: bool,
        types: bool,
    },
    Json,
    JsonEachRow,
    JsonCompact,
    Parquet,
    /// Arrow IPC file format (`Arrow`).
    Arrow,
    ArrowStream,
    Native,
    RowBinary {
        names: bool,
        types: bool,
    },
    /// `JSONCompactEachRow`: one JSON array per row, after the names and types.
    JsonCompactEachRow {
        names: bool,
        types: bool,
    },
    Pretty(pretty::Style),
    Vertical,
    Markdown,
    Tskv,
    /// `Values`: `(1,'a'),(2,'b')`, as an INSERT takes them.
    Values,
    /// `Null`: nothing.
    Null,
}

impl OutputFormat {
    pub fn parse(name: &str) -> Result<Self, String> {
        // A header of names, or of names and types, is the same suffix on each family.
        let (base, names, types) = match name.strip_suffix("WithNamesAndTypes") {
            Some(base) => (base, true, true),
            None => match name.strip_suffix("WithNames") {
                Some(base) => (base, true, false),
                None => (name, false, false),
            },
        };
        let headed = match base {
            "TabSeparated" | "TSV" | "TabSeparatedRaw" | "TSVRaw" => {
                Some(OutputFormat::TabSeparated {
                    names,
                    types,
                    raw: base.ends_with("Raw"),
                })
            }
            "CSV" => Some(OutputFormat::Csv { names, types }),
            "JSONCompactEachRow" => Some(OutputFormat::JsonCompactEachRow { names, types }),
            "RowBinary" => Some(OutputFormat::RowBinary { names, types }),
            _ => None,
        };
        if let Some(format) = headed {
            return Ok(format);
        }
        Ok(match name {
            "Raw" => OutputFormat::TabSeparated {
                names: false,
                types: false,
                raw: true,
            },
            "JSON" => OutputFormat::Json,
            "JSONEachRow" | "JSONLines" | "NDJSON" => OutputFormat::JsonEachRow,
            "Vertical" => OutputFormat::Vertical,
            "Markdown" | "MD" => OutputFormat::Markdown,
            "TSKV" => OutputFormat::Tskv,
            "Values" => OutputFormat::Values,
            "Null" => OutputFormat::Null,
            "JSONCompact" => OutputFormat::JsonCompact,
            "Parquet" => OutputFormat::Parquet,
            "Arrow" => OutputFormat::Arrow,
            "ArrowStream" => OutputFormat::ArrowStream,
            "Native" => OutputFormat::Native,
            other => match pretty_style(other) {
                Some(style) => OutputFormat::Pretty(style),
                None => return Err(format!("unknown output format {other}")),
            },
        })
    }

    pub fn content_type(self) -> &'static str {
        match self {
            OutputFormat::TabSeparated { .. } => "text/tab-separated-values; charset=UTF-8",
            OutputFormat::Csv { .. } => "text/csv; charset=UTF-8",
            OutputFormat::Json
            | OutputFormat::JsonCompact
            | OutputFormat::JsonEachRow
            | OutputFormat::JsonCompactEachRow { .. } => "application/json; charset=UTF-8",
            OutputFormat::Markdown => "text/markdown; charset=UTF-8",
            OutputFormat::Pretty(_)
            | OutputFormat::Vertical
            | OutputFormat::Tskv
            | OutputFormat::Values
            | OutputFormat::Null => "text/plain; charset=UTF-8",
            OutputFormat::Parquet
            | OutputFormat::Arrow
            | OutputFormat::ArrowStream
            | OutputFormat::Native
            | OutputFormat::RowBinary { .. } => "application/octet-stream",
        }
    }

    /// The result as this format writes it; `totals` (`WITH TOTALS`) and then
    /// `extremes` (`extremes = 1`: the minimums' row, then the maximums') after the
    /// rows, as ClickHouse writes them in the formats that have a place for them
    /// (TabSeparated and CSV each after an empty line, JSON's `totals` and `extremes`,
    /// Pretty's `Totals:` and `Extremes:`, Vertical's `Totals:`, `Min:` and `Max:`);
    /// the others leave them out, as ClickHouse's do.
    pub fn write(
        self,
        schema: &SchemaRef,
        batches: &[RecordBatch],
        totals: Option<&RecordBatch>,
        extremes: Option<&RecordBatch>,
        options: &WriteOptions,
    ) -> Result<Vec<u8>, String> {
        let mut out = self.write_rows(schema, batches, totals, extremes, options)?;
        if let Some(totals) = totals {
            self.write_after(&mut out, schema, totals, &["Totals"], options);
        }
        if let Some(extremes) = extremes {
            // Vertical leaves one empty line less after totals.
            if self == OutputFormat::Vertical && totals.is_some() {
                out.pop();
            }
            self.write_after(&mut out, schema, extremes, &["Min", "Max"], options);
        }
        Ok(out)
    }

    /// Rows written after the result's (totals or extremes) in the text formats:
    /// `headings` name each row in Vertical, and the block in Pretty (`Extremes` for
    /// the two rows of extremes).
    fn write_after(
        self,
        out: &mut Vec<u8>,
        schema: &SchemaRef,
        rows: &RecordBatch,
        headings: &[&str],
        options: &WriteOptions,
    ) {
        let one = std::slice::from_ref(rows);
        let plain = Header {
            names: false,
            types: false,
        };
        match self {
            OutputFormat::TabSeparated { raw, .. } => {
                out.push(b'\n');
                out.extend(text(
                    schema,
                    one,
                    plain,
                    b'\t',
                    if raw { raw_value } else { tsv_escape },
                    |out, v| out.extend_from_slice(v.as_bytes()),
                ));
            }
            OutputFormat::Csv { .. } => {
                out.push(b'\n');
                out.extend(text(schema, one, plain, b',', csv_quote, |out, v| {
                    csv_quote(out, v, true)
                }));
            }
            OutputFormat::Pretty(style) => {
                let heading = match headings {
                    [one] => *one,
                    _ => "Extremes",
                };
                out.extend_from_slice(format!("\n{heading}:\n").as_bytes());
                out.extend(pretty::pretty(schema, one, style, &options.pretty));
            }
            OutputFormat::Vertical => {
                for (i, heading) in headings.iter().enumerate() {
                    let row = pretty::vertical(schema, &[rows.slice(i, 1)], &options.pretty);
                    let row = String::from_utf8_lossy(&row);
                    // The row without its `Row 1:` heading and underline.
                    let body = row.splitn(3, '\n').nth(2).unwrap_or_default();
                    out.extend_from_slice(if i == 0 { b"\n\n" } else { b"\n" });
                    out.extend_from_slice(format!("{heading}:\n").as_bytes());
                    out.extend_from_slice("─".repeat(heading.chars().count() + 1).as_bytes());
                    out.push(b'\n');
                    out.extend_from_slice(body.as_bytes());
                }
            }
            _ => {}
        }
    }

    fn write_rows(
        self,
        schema: &SchemaRef,
        batches: &[RecordBatch],
        totals: Option<&RecordBatch>,
        extremes: Option<&RecordBatch>,
        options: &WriteOptions,
    ) -> Result<Vec<u8>, String> {
        if matches!(
            self,
            OutputFormat::Parquet | OutputFormat::Arrow | OutputFormat::ArrowStream
        ) {
            // Parquet has no setting: strings stay strings.
            let binary = self != OutputFormat::Parquet && !options.arrow_strings;
            let (schema, batches) = plain_strings(schema, batches, binary)?;
            return self.write_binary(&schema, &batches);
        }
        match self {
            OutputFormat::TabSeparated { names, types, raw } => Ok(text(
                schema,
                batches,
                Header { names, types },
                b'\t',
                if raw { raw_value } else { tsv_escape },
                // Quoted elements are escaped already: the value goes as it is.
                |out, v| out.extend_from_slice(v.as_bytes()),
            )),
            OutputFormat::Csv { names, types } => Ok(text(
                schema,
                batches,
                Header { names, types },
                b',',
                csv_quote,
                |out, v| csv_quote(out, v, true),
            )),
            OutputFormat::JsonEachRow => Ok(json_each_row(schema, batches)),
            OutputFormat::JsonCompactEachRow { names, types } => {
                Ok(json_compact_each_row(schema, batches, names, types))
            }
            OutputFormat::Pretty(style) => {
                Ok(pretty::pretty(schema, batches, style, &options.pretty))
            }
            OutputFormat::Vertical => Ok(pretty::vertical(schema, batches, &options.pretty)),
            OutputFormat::Markdown => Ok(markdown(schema, batches)),
            OutputFormat::Tskv => Ok(tskv(schema, batches)),
            OutputFormat::Values => Ok(values(schema, batches)),
            OutputFormat::Null => Ok(Vec::new()),
            OutputFormat::Json => Ok(json(
                schema,
                batches,
                totals,
                extremes,
                false,
                options.statistics,
            )),
            OutputFormat::JsonCompact => Ok(json(
                schema,
                batches,
                totals,
                extremes,
                true,
                options.statistics,
            )),
            OutputFormat::Native => native::write(schema, batches, options.protocol_version),
            OutputFormat::RowBinary { names, types } => {
                rowbinary::write(schema, batches, names, types)
            }
            OutputFormat::Parquet | OutputFormat::Arrow | OutputFormat::ArrowStream => {
                self.write_binary(schema, batches)
            }
        }
    }

    fn write_binary(self, schema: &SchemaRef, batches: &[RecordBatch]) -> Result<Vec<u8>, String> {
        match self {
            OutputFormat::Parquet => {
                let mut out = Vec::new();
                let mut w = parquet::arrow::ArrowWriter::try_new(&mut out, schema.clone(), None)
                    .map_err(|e| e.to_string())?;
                for b in batches {
                    w.write(b).map_err(|e| e.to_string())?;
                }
                w.close().map_err(|e| e.to_string())?;
                Ok(out)
            }
            OutputFormat::Arrow => {
                let mut out = Vec::new();
                let mut w = arrow::ipc::writer::FileWriter::try_new(&mut out, schema)
                    .map_err(|e| e.to_string())?;
                for b in batches {
                    w.write(b).map_err(|e| e.to_string())?;
                }
                w.finish().map_err(|e| e.to_string())?;
                drop(w);
                Ok(out)
            }
            OutputFormat::ArrowStream => {
                let mut out = Vec::new();
                let mut w = arrow::ipc::writer::StreamWriter::try_new(&mut out, schema)
                    .map_err(|e| e.to_string())?;
                for b in batches {
                    w.write(b).map_err(|e| e.to_string())?;
                }
                w.finish().map_err(|e| e.to_string())?;
                drop(w);
                Ok(out)
            }
            _ => unreachable!("text formats are written by `write`"),
        }
    }
}

/// How the output is written, from the query's settings and the request.
#[derive(Clone, Copy, Debug)]
pub struct WriteOptions {
    /// `client_protocol_version` (Native's block info and column encodings).
    pub protocol_version: u64,
    /// `output_format_arrow_string_as_string`: Arrow strings (else binary).
    pub arrow_strings: bool,
    /// JSON's `statistics`, when `output_format_write_statistics` is on.
    pub statistics: Option<Statistics>,
    /// `output_format_pretty_*`.
    pub pretty: maskhouse_sql::PrettySettings,
}

/// What the JSON formats report at their end.
#[derive(Clone, Copy, Debug)]
pub struct Statistics {
    pub elapsed_seconds: f64,
    pub rows_read: u64,
    pub bytes_read: u64,
}

impl Default for WriteOptions {
    fn default() -> Self {
        WriteOptions {
            protocol_version: 0,
            arrow_strings: true,
            statistics: None,
            pretty: maskhouse_sql::PrettySettings::default(),
        }
    }
}

/// String views (how scans return strings) as plain `Utf8` (or `Binary`), the types
/// ClickHouse's Arrow and Parquet outputs carry.
fn plain_strings(
    schema: &SchemaRef,
    batches: &[RecordBatch],
    binary: bool,
) -> Result<(SchemaRef, Vec<RecordBatch>), String> {
    use arrow::datatypes::{Field, Schema};
    let string =
        |t: &DataType| matches!(t, DataType::Utf8View) || (binary && matches!(t, DataType::Utf8));
    if !schema.fields().iter().any(|f| string(f.data_type())) {
        return Ok((schema.clone(), batches.to_vec()));
    }
    let to = if binary {
        DataType::Binary
    } else {
        DataType::Utf8
    };
    let fields: Vec<Field> = schema
        .fields()
        .iter()
        .map(|f| {
            if string(f.data_type()) {
                f.as_ref().clone().with_data_type(to.clone())
            } else {
                f.as_ref().clone()
            }
        })
        .collect();
    let plain = Arc::new(Schema::new_with_metadata(fields, schema.metadata().clone()));
    let batches = batches
        .iter()
        .map(|b| {
            let columns = b
                .columns()
                .iter()
                .zip(plain.fields())
                .map(|(c, f)| arrow::compute::cast(c, f.data_type()))
                .collect::<Result<Vec<_>, _>>()?;
            RecordBatch::try_new(plain.clone(), columns)
        })
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| e.to_string())?;
    Ok((plain, batches))
}

fn options() -> FormatOptions<'static> {
    maskhouse_sql::value_text::text_options().with_null("\\N")
}

/// Options for each column type: DateTime64 keeps its fraction of a second (3, 6 or 9
/// digits, as ClickHouse prints `DateTime64(3|6|9)`).
pub(crate) struct Options<'a> {
    base: FormatOptions<'a>,
    millis: FormatOptions<'a>,
    micros: FormatOptions<'a>,
    nanos: FormatOptions<'a>,
}

impl<'a> Options<'a> {
    pub(crate) fn new(base: FormatOptions<'a>) -> Self {
        let with = |f: &'static str| {
            base.clone()
                .with_timestamp_format(Some(f))
                .with_timestamp_tz_format(Some(f))
        };
        Options {
            millis: with("%Y-%m-%d %H:%M:%S%.3f"),
            micros: with("%Y-%m-%d %H:%M:%S%.6f"),
            nanos: with("%Y-%m-%d %H:%M:%S%.9f"),
            base,
        }
    }
}

/// Formatters for a batch.
fn formatters<'a>(batch: &'a RecordBatch, options: &'a Options<'a>) -> Vec<ArrayFormatter<'a>> {
    use arrow::datatypes::TimeUnit;
    batch
        .columns()
        .iter()
        .map(|c| {
            let opts = match c.data_type() {
                DataType::Timestamp(TimeUnit::Millisecond, _) => &options.millis,
                DataType::Timestamp(TimeUnit::Microsecond, _) => &options.micros,
                DataType::Timestamp(TimeUnit::Nanosecond, _) => &options.nanos,
                _ => &options.base,
            };
            ArrayFormatter::try_new(c.as_ref(), opts).expect("every column type formats")
        })
        .collect()
}

fn is_text(t: &DataType) -> bool {
    matches!(
        t,
        DataType::Utf8
            | DataType::LargeUtf8
            | DataType::Utf8View
            | DataType::Date32
            | DataType::Timestamp(..)
    )
}

/// ClickHouse's escaping of a TabSeparated value: control characters as C escapes, and
/// the backslash and the single quote behind a backslash.
fn tsv_escape(out: &mut Vec<u8>, value: &str, _text: bool) {
    for c in value.bytes() {
        match c {
            b'\t' => out.extend_from_slice(b"\\t"),
            b'\n' => out.extend_from_slice(b"\\n"),
            b'\r' => out.extend_from_slice(b"\\r"),
            b'\0' => out.extend_from_slice(b"\\0"),
            0x08 => out.extend_from_slice(b"\\b"),
            0x0c => out.extend_from_slice(b"\\f"),
            b'\\' => out.extend_from_slice(b"\\\\"),
            b'\'' => out.extend_from_slice(b"\\'"),
            c => out.push(c),
        }
    }
}

/// A value of `TabSeparatedRaw`: as it is, tabs and line breaks included.
fn raw_value(out: &mut Vec<u8>, value: &str, _text: bool) {
    out.extend_from_slice(value.as_bytes());
}

fn csv_quote(out: &mut Vec<u8>, value: &str, text: bool) {
    if !text {
        out.extend_from_slice(value.as_bytes());
        return;
    }
    out.push(b'"');
    for c in value.bytes() {
        if c == b'"' {
            out.push(b'"');
        }
        out.push(c);
    }
    out.push(b'"');
}

/// Whether the value at `row` is NULL (every value of a `NULL` literal's column is).
pub(super) fn null_at(array: &dyn Array, row: usize) -> bool {
    array.data_type() == &DataType::Null || array.is_null(row)
}

fn cell(f: &ArrayFormatter<'_>, array: &dyn Array, row: usize) -> String {
    use arrow::array::{Float32Array, Float64Array};
    if array.is_valid(row) {
        if let Some(floats) = array.as_any().downcast_ref::<Float64Array>() {
            return maskhouse_sql::float_text(floats.value(row));
        }
        if let Some(floats) = array.as_any().downcast_ref::<Float32Array>() {
            return maskhouse_sql::float_text(floats.value(row));
        }
        if maskhouse_sql::is_decimal(array.data_type()) {
            return maskhouse_sql::decimal_text(&f.value(row).to_string()).to_string();
        }
    }
    f.value(row).to_string()
}

/// The header lines of a text format.
#[derive(Clone, Copy)]
struct Header {
    names: bool,
    types: bool,
}

fn text(
    schema: &SchemaRef,
    batches: &[RecordBatch],
    header: Header,
    sep: u8,
    escape: fn(&mut Vec<u8>, &str, bool),
    composite: fn(&mut Vec<u8>, &str),
) -> Vec<u8> {
    let mut out = Vec::new();
    let line = |out: &mut Vec<u8>, values: Vec<String>| {
        for (i, v) in values.iter().enumerate() {
            if i > 0 {
                out.push(sep);
            }
            escape(out, v, true);
        }
        out.push(b'\n');
    };
    if header.names {
        line(
            &mut out,
            schema.fields().iter().map(|f| f.name().clone()).collect(),
        );
    }
    if header.types {
        line(
            &mut out,
            schema.fields().iter().map(|f| type_name(f)).collect(),
        );
    }
    let opts = Options::new(options());
    for batch in batches {
        let formatters = formatters(batch, &opts);
        for row in 0..batch.num_rows() {
            for (i, (f, c)) in formatters.iter().zip(batch.columns()).enumerate() {
                if i > 0 {
                    out.push(sep);
                }
                if null_at(c.as_ref(), row) {
                    out.extend_from_slice(b"\\N");
                    continue;
                }
                if nested::is_composite(c.data_type()) {
                    let mut v = String::new();
                    nested::write_value(&mut v, c.as_ref(), row, &opts.base);
                    composite(&mut out, &v);
                    continue;
                }
                let v = cell(f, c.as_ref(), row);
                escape(&mut out, &v, is_text(c.data_type()));
            }
            out.push(b'\n');
        }
    }
    out
}

fn json_value(f: &ArrayFormatter<'_>, array: &dyn Array, row: usize) -> serde_json::Value {
    use serde_json::Value;
    if null_at(array, row) {
        return Value::Null;
    }
    if nested::is_composite(array.data_type()) {
        let opts = options().with_null("null");
        return nested::json_value(array, row, &|values, i| match ArrayFormatter::try_new(
            values, &opts,
        ) {
            Ok(f) => json_value(&f, values, i),
            Err(_) => Value::Null,
        });
    }
    let s = cell(f, array, row);
    match array.data_type() {
        DataType::Boolean => Value::Bool(array.as_boolean().value(row)),
        t if t.is_numeric() => s
            .parse::<serde_json::Number>()
            .map(Value::Number)
            .unwrap_or(Value::String(s)),
        _ => Value::String(s),
    }
}

fn rows(schema: &SchemaRef, batches: &[RecordBatch]) -> Vec<Vec<serde_json::Value>> {
    let opts = Options::new(options().with_null("null"));
    let mut out = vec![];
    let _ = schema;
    for batch in batches {
        let formatters = formatters(batch, &opts);
        for row in 0..batch.num_rows() {
            out.push(
                formatters
                    .iter()
                    .zip(batch.columns())
                    .map(|(f, c)| json_value(f, c.as_ref(), row))
                    .collect(),
            );
        }
    }
    out
}

fn object(schema: &SchemaRef, row: Vec<serde_json::Value>) -> serde_json::Value {
    serde_json::Value::Object(
        schema
            .fields()
            .iter()
            .map(|f| f.name().clone())
            .zip(row)
            .collect(),
    )
}

fn json_each_row(schema: &SchemaRef, batches: &[RecordBatch]) -> Vec<u8> {
    let mut out = Vec::new();
    for row in rows(schema, batches) {
        out.extend_from_slice(object(schema, row).to_string().as_bytes());
        out.push(b'\n');
    }
    out
}

/// The ClickHouse type name of a result column, as every format writes it.
fn type_name(field: &arrow::datatypes::Field) -> String {
    maskhouse_sql::type_name(field)
}

fn json(
    schema: &SchemaRef,
    batches: &[RecordBatch],
    totals: Option<&RecordBatch>,
    extremes: Option<&RecordBatch>,
    compact: bool,
    statistics: Option<Statistics>,
) -> Vec<u8> {
    let meta: Vec<_> = schema
        .fields()
        .iter()
        .map(|f| serde_json::json!({"name": f.name(), "type": type_name(f)}))
        .collect();
    let row_value = |r: Vec<serde_json::Value>| {
        if compact {
            serde_json::Value::Array(r)
        } else {
            object(schema, r)
        }
    };
    let data: Vec<serde_json::Value> = rows(schema, batches).into_iter().map(row_value).collect();
    let n = data.len();
    // In ClickHouse's order: totals and extremes between the data and its count.
    let mut doc = serde_json::json!({"meta": meta, "data": data});
    if let Some(totals) = totals {
        let row = rows(schema, std::slice::from_ref(totals))
            .into_iter()
            .next()
            .unwrap_or_default();
        doc["totals"] = row_value(row);
    }
    if let Some(extremes) = extremes {
        let mut two = rows(schema, std::slice::from_ref(extremes)).into_iter();
        let min = row_value(two.next().unwrap_or_default());
        let max = row_value(two.next().unwrap_or_default());
        doc["extremes"] = serde_json::json!({"min": min, "max": max});
    }
    doc["rows"] = serde_json::json!(n);
    if let Some(s) = statistics {
        doc["statistics"] = serde_json::json!({
            "elapsed": s.elapsed_seconds,
            "rows_read": s.rows_read,
            "bytes_read": s.bytes_read,
        });
    }
    let mut out = serde_json::to_vec_pretty(&doc).expect("JSON values serialize");
    out.push(b'\n');
    out
}

/// The Pretty format a name asks for: `Pretty`, `PrettyCompact` or `PrettySpace`, then
/// optionally `NoEscapes` (no colours, which a server's answer never has anyway) and
/// `MonoBlock` (one table for the whole result, which every result is here).
fn pretty_style(name: &str) -> Option<pretty::Style> {
    let rest = name.strip_prefix("Pretty")?;
    let (style, rest) = if let Some(r) = rest.strip_prefix("Compact") {
        (pretty::Style::Compact, r)
    } else if let Some(r) = rest.strip_prefix("Space") {
        (pretty::Style::Space, r)
    } else {
        (pretty::Style::Full, rest)
    };
    let rest = rest.strip_prefix("NoEscapes").unwrap_or(rest);
    let rest = rest.strip_prefix("MonoBlock").unwrap_or(rest);
    rest.is_empty().then_some(style)
}

/// A value as ClickHouse's escaped text serialization writes it (TabSeparated's),
/// `\N` for NULL; `quote` puts strings, dates and times in single quotes (`Values`),
/// where NULL is `NULL`.
fn escaped_cells(
    batch: &RecordBatch,
    formatters: &[ArrayFormatter<'_>],
    opts: &FormatOptions<'_>,
    row: usize,
    quote: bool,
) -> Vec<String> {
    formatters
        .iter()
        .zip(batch.columns())
        .map(|(f, c)| {
            if null_at(c.as_ref(), row) {
                return if quote { "NULL" } else { "\\N" }.to_string();
            }
            if nested::is_composite(c.data_type()) {
                let mut v = String::new();
                nested::write_value(&mut v, c.as_ref(), row, opts);
                return v;
            }
            let v = cell(f, c.as_ref(), row);
            let mut out = Vec::with_capacity(v.len() + 2);
            let quoted = quote && is_text(c.data_type());
            if quoted {
                out.push(b'\'');
            }
            tsv_escape(&mut out, &v, true);
            if quoted {
                out.push(b'\'');
            }
            String::from_utf8(out).expect("escaping keeps UTF-8")
        })
        .collect()
}

/// Every row's escaped values, in order.
fn escaped_rows(batches: &[RecordBatch], quote: bool) -> Vec<Vec<String>> {
    let opts = Options::new(options());
    let mut rows = Vec::new();
    for batch in batches {
        let formatters = formatters(batch, &opts);
        for row in 0..batch.num_rows() {
            rows.push(escaped_cells(batch, &formatters, &opts.base, row, quote));
        }
    }
    rows
}

/// `Markdown`: a table with a header, numbers, dates and times aligned right.
fn markdown(schema: &SchemaRef, batches: &[RecordBatch]) -> Vec<u8> {
    let fields = schema.fields();
    let mut out = String::new();
    let line = |out: &mut String, values: &[String]| {
        out.push('|');
        for v in values {
            out.push(' ');
            out.push_str(v);
            out.push_str(" |");
        }
        out.push('\n');
    };
    let names: Vec<String> = fields.iter().map(|f| f.name().clone()).collect();
    line(&mut out, &names);
    out.push('|');
    for f in fields {
        out.push_str(if pretty::aligns_right(f.data_type()) {
            "-:|"
        } else {
            ":-|"
        });
    }
    out.push('\n');
    for row in escaped_rows(batches, false) {
        line(&mut out, &row);
    }
    out.into_bytes()
}

/// `TSKV`: `name=value` pairs, tab-separated, one row per line.
fn tskv(schema: &SchemaRef, batches: &[RecordBatch]) -> Vec<u8> {
    let mut out = Vec::new();
    let names: Vec<Vec<u8>> = schema
        .fields()
        .iter()
        .map(|f| {
            let mut n = Vec::new();
            tsv_escape(&mut n, f.name(), true);
            n
        })
        .collect();
    for row in escaped_rows(batches, false) {
        for (i, (name, v)) in names.iter().zip(row).enumerate() {
            if i > 0 {
                out.push(b'\t');
            }
            out.extend_from_slice(name);
            out.push(b'=');
            out.extend_from_slice(v.as_bytes());
        }
        out.push(b'\n');
    }
    out
}

/// `Values`: `(1,'a'),(2,'b')`, without a line break at the end.
fn values(_schema: &SchemaRef, batches: &[RecordBatch]) -> Vec<u8> {
    let mut out = String::new();
    for (i, row) in escaped_rows(batches, true).into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push('(');
        out.push_str(&row.join(","));
        out.push(')');
    }
    out.into_bytes()
}

/// `JSONCompactEachRow`: `[v, v]` per row, after a row of names and one of types.
fn json_compact_each_row(
    schema: &SchemaRef,
    batches: &[RecordBatch],
    names: bool,
    types: bool,
) -> Vec<u8> {
    let mut out = Vec::new();
    let line = |out: &mut Vec<u8>, values: Vec<serde_json::Value>| {
        out.push(b'[');
        for (i, v) in values.iter().enumerate() {
            if i > 0 {
                out.extend_from_slice(b", ");
            }
            out.extend_from_slice(v.to_string().as_bytes());
        }
        out.extend_from_slice(b"]\n");
    };
    if names {
        line(
            &mut out,
            schema
                .fields()
                .iter()
                .map(|f| serde_json::Value::String(f.name().clone()))
                .collect(),
        );
    }
    if types {
        line(
            &mut out,
            schema
                .fields()
                .iter()
                .map(|f| serde_json::Value::String(type_name(f)))
                .collect(),
        );
    }
    for row in rows(schema, batches) {
        line(&mut out, row);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::OutputFormat;

    /// Each family takes its header suffixes, and only its own names do.
    #[test]
    fn format_names_and_their_headers() {
        let header = |name: &str| match OutputFormat::parse(name).unwrap() {
            OutputFormat::TabSeparated { names, types, raw } => ("tsv", names, types, raw),
            OutputFormat::Csv { names, types } => ("csv", names, types, false),
            OutputFormat::JsonCompactEachRow { names, types } => ("jcer", names, types, false),
            OutputFormat::RowBinary { names, types } => ("rb", names, types, false),
            _ => ("other", false, false, false),
        };
        let cases = [
            ("TSV", ("tsv", false, false, false)),
            ("Raw", ("tsv", false, false, true)),
            ("TabSeparatedRawWithNames", ("tsv", true, false, true)),
            ("TSVWithNamesAndTypes", ("tsv", true, true, false)),
            ("CSVWithNames", ("csv", true, false, false)),
            (
                "JSONCompactEachRowWithNamesAndTypes",
                ("jcer", true, true, false),
            ),
            ("RowBinaryWithNames", ("rb", true, false, false)),
            ("RowBinary", ("rb", false, false, false)),
            ("JSONEachRow", ("other", false, false, false)),
        ];
        for (name, want) in cases {
            assert_eq!(header(name), want, "{name}");
        }
        for bad in [
            "RawWithNames",
            "JSONWithNames",
            "PrettyWithNames",
            "TSVWithTypes",
        ] {
            assert!(OutputFormat::parse(bad).is_err(), "{bad}");
        }
    }
}
