//! INSERT input formats, decoded straight into the target columns' Arrow types.

use std::io::Cursor;

use arrow::{array::RecordBatch, datatypes::SchemaRef};
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
            InputFormat::Csv { header } | InputFormat::TabSeparated { header } => {
                let mut b = arrow::csv::ReaderBuilder::new(schema.clone()).with_header(header);
                if matches!(self, InputFormat::TabSeparated { .. }) {
                    b = b.with_delimiter(b'\t').with_quote(0);
                }
                b.build(Cursor::new(data))
                    .map_err(bad)?
                    .collect::<std::result::Result<_, _>>()
                    .map_err(bad)
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
