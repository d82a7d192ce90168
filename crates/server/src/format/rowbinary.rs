//! `RowBinary`, `RowBinaryWithNames` and `RowBinaryWithNamesAndTypes` output: rows of
//! values, each `Nullable` value after a 0 (value) or 1 (NULL) byte, after an optional
//! header of names and types.

use arrow::{array::RecordBatch, datatypes::SchemaRef};
use maskhouse_sql::wire::{put_string, put_varint, ChType, ColumnWriter};

pub fn write(
    schema: &SchemaRef,
    batches: &[RecordBatch],
    names: bool,
    types: bool,
) -> Result<Vec<u8>, String> {
    let chtypes = schema
        .fields()
        .iter()
        .map(|f| ChType::of_field(f))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| e.message)?;
    let mut out = Vec::new();
    if names {
        put_varint(&mut out, schema.fields().len() as u64);
        for f in schema.fields() {
            put_string(&mut out, f.name().as_bytes());
        }
        if types {
            for t in &chtypes {
                put_string(&mut out, t.to_string().as_bytes());
            }
        }
    }
    for batch in batches {
        let columns = batch
            .columns()
            .iter()
            .zip(&chtypes)
            .map(|(a, t)| Ok((ColumnWriter::new(a, t)?, t.is_nullable())))
            .collect::<maskhouse_sql::Result<Vec<_>>>()
            .map_err(|e| e.message)?;
        for row in 0..batch.num_rows() {
            for (column, nullable) in &columns {
                if *nullable {
                    if column.is_null(row) {
                        out.push(1);
                        continue;
                    }
                    out.push(0);
                }
                column.put(&mut out, row).map_err(|e| e.message)?;
            }
        }
    }
    Ok(out)
}
