//! Rows carried in a log entry rather than in a part file: an Arrow IPC stream, the
//! form of a small INSERT's rows in `Command::InsertRows`.

use std::io::Cursor;

use arrow::{
    array::RecordBatch,
    compute::concat_batches,
    datatypes::SchemaRef,
    ipc::{reader::StreamReader, writer::StreamWriter},
};

use crate::{Error, Result};

/// The bytes of `batch` as an Arrow IPC stream.
pub fn encode_rows(batch: &RecordBatch) -> Result<Vec<u8>> {
    let mut out = Vec::new();
    let mut writer = StreamWriter::try_new(&mut out, &batch.schema())
        .map_err(|e| Error::Invalid(format!("encode rows: {e}")))?;
    writer
        .write(batch)
        .map_err(|e| Error::Invalid(format!("encode rows: {e}")))?;
    writer
        .finish()
        .map_err(|e| Error::Invalid(format!("encode rows: {e}")))?;
    drop(writer);
    Ok(out)
}

/// The rows [`encode_rows`] wrote, as one batch of `schema`: an error when the bytes
/// are not such a stream or their columns differ from `schema`'s in number or type.
pub fn decode_rows(bytes: &[u8], schema: &SchemaRef) -> Result<RecordBatch> {
    let bad = |e: String| Error::Invalid(format!("decode rows: {e}"));
    let reader = StreamReader::try_new(Cursor::new(bytes), None).map_err(|e| bad(e.to_string()))?;
    let given = reader.schema();
    let same = given.fields().len() == schema.fields().len()
        && given
            .fields()
            .iter()
            .zip(schema.fields())
            .all(|(a, b)| a.data_type() == b.data_type());
    if !same {
        return Err(bad(format!(
            "the rows have columns {given:?}, the table {schema:?}"
        )));
    }
    let mut batches = Vec::new();
    for batch in reader {
        let batch = batch.map_err(|e| bad(e.to_string()))?;
        batches.push(
            RecordBatch::try_new(schema.clone(), batch.columns().to_vec())
                .map_err(|e| bad(e.to_string()))?,
        );
    }
    concat_batches(schema, &batches).map_err(|e| bad(e.to_string()))
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use arrow::{
        array::{Int64Array, StringArray},
        datatypes::{DataType, Field, Schema},
    };

    use super::*;

    fn batch() -> RecordBatch {
        let schema = Arc::new(Schema::new(vec![
            Field::new("id", DataType::Int64, false),
            Field::new("s", DataType::Utf8, true),
        ]));
        RecordBatch::try_new(
            schema,
            vec![
                Arc::new(Int64Array::from(vec![3, 1, 2])),
                Arc::new(StringArray::from(vec![Some("c"), None, Some("b")])),
            ],
        )
        .unwrap()
    }

    #[test]
    fn rows_come_back_as_they_went() {
        let b = batch();
        let bytes = encode_rows(&b).unwrap();
        assert_eq!(decode_rows(&bytes, &b.schema()).unwrap(), b);
        // The same rows make the same bytes (every replica decodes one entry).
        assert_eq!(encode_rows(&b).unwrap(), bytes);
    }

    #[test]
    fn rows_of_another_shape_or_garbage_are_errors() {
        let b = batch();
        let bytes = encode_rows(&b).unwrap();
        let other = Arc::new(Schema::new(vec![Field::new("id", DataType::Int64, false)]));
        assert!(decode_rows(&bytes, &other).is_err());
        assert!(decode_rows(&bytes[..bytes.len() / 2], &b.schema()).is_err());
        assert!(decode_rows(b"not arrow", &b.schema()).is_err());
    }
}
