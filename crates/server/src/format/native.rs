//! `Native` output: blocks of columns, as ClickHouse's HTTP interface writes them. The
//! request's `client_protocol_version` (a ClickHouse revision, 0 by default) decides
//! three things, as in ClickHouse: from [`REVISION_WITH_BLOCK_INFO`] each block starts
//! with its block info; below [`REVISION_WITH_LOW_CARDINALITY`] a `LowCardinality`
//! column is written as its plain type; from [`REVISION_WITH_CUSTOM_SERIALIZATION`]
//! each column's type is followed by a "no custom serialization" byte.

use arrow::{
    array::{Array, AsArray, RecordBatch},
    datatypes::SchemaRef,
};
use maskhouse_sql::wire::{put_string, put_varint, ChType, ColumnWriter};

/// `LowCardinality` serialization: version, then flags (additional keys, a new
/// dictionary) with the key width.
const LC_VERSION: u64 = 1;
const LC_KEYS_AND_DICTIONARY: u64 = (1 << 9) | (1 << 10);

/// ClickHouse's `DBMS_MIN_REVISION_WITH_BLOCK_INFO`.
pub const REVISION_WITH_BLOCK_INFO: u64 = 51903;
/// ClickHouse's `DBMS_MIN_REVISION_WITH_LOW_CARDINALITY_TYPE`.
pub const REVISION_WITH_LOW_CARDINALITY: u64 = 54405;
/// ClickHouse's `DBMS_MIN_REVISION_WITH_CUSTOM_SERIALIZATION`.
pub const REVISION_WITH_CUSTOM_SERIALIZATION: u64 = 54454;

/// Block info as ClickHouse writes it: field 1 `is_overflows` = 0, field 2
/// `bucket_num` = -1, then the end marker.
const BLOCK_INFO: [u8; 8] = [1, 0, 2, 0xff, 0xff, 0xff, 0xff, 0];

/// One block per non-empty batch; an empty result is no bytes at all, as in ClickHouse.
pub fn write(
    schema: &SchemaRef,
    batches: &[RecordBatch],
    revision: u64,
) -> Result<Vec<u8>, String> {
    let types = schema
        .fields()
        .iter()
        .map(|f| {
            ChType::of_field(f).map(|t| {
                match revision > 0 && revision < REVISION_WITH_LOW_CARDINALITY {
                    true => t.plain(),
                    false => t,
                }
            })
        })
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| e.message)?;
    let mut out = Vec::new();
    for batch in batches.iter().filter(|b| b.num_rows() > 0) {
        if revision >= REVISION_WITH_BLOCK_INFO {
            out.extend_from_slice(&BLOCK_INFO);
        }
        put_varint(&mut out, batch.num_columns() as u64);
        put_varint(&mut out, batch.num_rows() as u64);
        for ((field, ty), array) in schema.fields().iter().zip(&types).zip(batch.columns()) {
            put_string(&mut out, field.name().as_bytes());
            put_string(&mut out, ty.to_string().as_bytes());
            if revision >= REVISION_WITH_CUSTOM_SERIALIZATION {
                out.push(0);
            }
            let column = ColumnWriter::new(array, ty).map_err(|e| e.message)?;
            prefix(&mut out, ty);
            column_data(&mut out, &column, ty, array.len()).map_err(|e| e.message)?;
        }
    }
    Ok(out)
}

/// A column's serialization prefix, which ClickHouse writes before any of its data:
/// the version of each `LowCardinality` inside it, outermost first (so an
/// `Array(LowCardinality(String))` starts with the version, then the array sizes).
fn prefix(out: &mut Vec<u8>, ty: &ChType) {
    match ty {
        ChType::LowCardinality(_) => out.extend_from_slice(&LC_VERSION.to_le_bytes()),
        ChType::Array(element) | ChType::Nullable(element) => prefix(out, element),
        ChType::Map(k, v) => {
            prefix(out, k);
            prefix(out, v);
        }
        ChType::Tuple(elements) => elements.iter().for_each(|(_, e)| prefix(out, e)),
        _ => {}
    }
}

fn column_data(
    out: &mut Vec<u8>,
    column: &ColumnWriter<'_>,
    ty: &ChType,
    rows: usize,
) -> maskhouse_sql::Result<()> {
    match ty {
        ChType::Array(element) => {
            // The cumulative element count of every row, then all elements as a column.
            let list = column.array().as_list::<i32>();
            let mut end = 0u64;
            let mut rows_values = Vec::new();
            for r in 0..rows {
                if !list.is_null(r) {
                    let values = list.value(r);
                    end += values.len() as u64;
                    rows_values.push(values);
                }
                out.extend_from_slice(&end.to_le_bytes());
            }
            let values = match rows_values.as_slice() {
                [] => arrow::array::new_empty_array(&element.arrow_type()),
                parts => {
                    let parts: Vec<&dyn arrow::array::Array> =
                        parts.iter().map(|a| a.as_ref()).collect();
                    arrow::compute::concat(&parts)
                        .map_err(|e| maskhouse_sql::Error::internal(e.to_string()))?
                }
            };
            let elements = ColumnWriter::new(&values, element)?;
            column_data(out, &elements, element, values.len())
        }
        ChType::Tuple(elements) => {
            // Each element's column in turn.
            let tuple = column.array().as_struct();
            for ((_, element), values) in elements.iter().zip(tuple.columns()) {
                let writer = ColumnWriter::new(values, element)?;
                column_data(out, &writer, element, rows)?;
            }
            Ok(())
        }
        ChType::Map(k, v) => {
            // As `Array(Tuple(K, V))`: the cumulative pair count of every row, then the
            // keys' column and the values' column.
            let map = column.array().as_map();
            let offsets = map.value_offsets();
            let first = offsets[0];
            for r in 0..rows {
                out.extend_from_slice(&((offsets[r + 1] - first) as u64).to_le_bytes());
            }
            let pairs = map
                .entries()
                .slice(first as usize, (offsets[rows] - first) as usize);
            for (ty, values) in [(k, pairs.column(0)), (v, pairs.column(1))] {
                let writer = ColumnWriter::new(values, ty)?;
                column_data(out, &writer, ty, values.len())?;
            }
            Ok(())
        }
        ChType::LowCardinality(inner) => low_cardinality(out, column, inner.is_nullable(), rows),
        ChType::Nullable(_) => {
            out.extend((0..rows).map(|r| u8::from(column.is_null(r))));
            (0..rows).try_for_each(|r| column.put(out, r))
        }
        _ => (0..rows).try_for_each(|r| column.put(out, r)),
    }
}

/// A dictionary of the block's distinct strings and a key per row. As in ClickHouse,
/// the dictionary starts with the default value (after NULL, when nullable), then the
/// other values in order of first appearance.
fn low_cardinality(
    out: &mut Vec<u8>,
    column: &ColumnWriter<'_>,
    nullable: bool,
    rows: usize,
) -> maskhouse_sql::Result<()> {
    // No values (the elements of empty arrays): no keys and no dictionary.
    if rows == 0 {
        return Ok(());
    }
    let mut dictionary: Vec<&[u8]> = Vec::new();
    let mut index = std::collections::HashMap::new();
    if nullable {
        dictionary.push(b"");
    }
    index.insert(&b""[..], dictionary.len() as u64);
    dictionary.push(b"");
    let mut keys = Vec::with_capacity(rows);
    for r in 0..rows {
        if column.is_null(r) {
            keys.push(0);
            continue;
        }
        let value = column.bytes(r)?;
        let key = *index.entry(value).or_insert_with(|| {
            dictionary.push(value);
            dictionary.len() as u64 - 1
        });
        keys.push(key);
    }
    let (key_type, key_width) = match dictionary.len() {
        0..=0x100 => (0u64, 1),
        0x101..=0x1_0000 => (1, 2),
        0x1_0001..=0x1_0000_0000 => (2, 4),
        _ => (3, 8),
    };
    out.extend_from_slice(&(LC_KEYS_AND_DICTIONARY | key_type).to_le_bytes());
    out.extend_from_slice(&(dictionary.len() as u64).to_le_bytes());
    for value in &dictionary {
        put_string(out, value);
    }
    out.extend_from_slice(&(rows as u64).to_le_bytes());
    for key in keys {
        out.extend_from_slice(&key.to_le_bytes()[..key_width]);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::{collections::HashMap, sync::Arc};

    use arrow::{
        array::{ArrayRef, AsArray, Int64Array, StringArray, StringViewArray},
        datatypes::{DataType, Field, Schema},
    };
    use maskhouse_sql::{decode_binary, wire::CLICKHOUSE_TYPE, BinaryFormat};
    use maskhouse_types::ColumnType;

    use super::*;

    /// A `LowCardinality(String)` column with more values than one-byte keys hold, and
    /// nullable numbers, written as Native and read back by the input decoder.
    #[test]
    fn native_output_reads_back_with_wide_dictionary_keys() {
        let strings: Vec<String> = (0..700).map(|i| format!("v{}", i % 300)).collect();
        let lc: ArrayRef = Arc::new(StringViewArray::from_iter_values(&strings));
        let n: ArrayRef = Arc::new(Int64Array::from_iter(
            (0..700).map(|i| (i % 3 != 0).then_some(i)),
        ));
        let schema = Arc::new(Schema::new(vec![
            Field::new("lc", DataType::Utf8View, false).with_metadata(HashMap::from([(
                CLICKHOUSE_TYPE.to_string(),
                "LowCardinality(String)".to_string(),
            )])),
            Field::new("n", DataType::Int64, true),
        ]));
        let batch = RecordBatch::try_new(schema.clone(), vec![lc, n.clone()]).unwrap();
        let bytes = write(&schema, std::slice::from_ref(&batch), 0).unwrap();
        // Two-byte keys: flags carry key type 1.
        let name = b"\x16LowCardinality(String)";
        let flags_at = bytes.windows(name.len()).position(|w| w == name).unwrap() + name.len() + 8;
        assert_eq!(bytes[flags_at], 1, "UInt16 keys for 301 dictionary values");
        let columns = [
            (
                "lc".to_string(),
                ColumnType::parse("LowCardinality(String)").unwrap(),
            ),
            (
                "n".to_string(),
                ColumnType::parse("Nullable(Int64)").unwrap(),
            ),
        ];
        let (batches, names) = decode_binary(BinaryFormat::Native, &bytes, &columns, |name| {
            Ok(columns.iter().find(|(c, _)| c == name).unwrap().1.clone())
        })
        .unwrap();
        assert_eq!(names.unwrap(), ["lc", "n"]);
        let back = &batches[0];
        assert_eq!(
            back.column(0).as_string::<i32>(),
            &StringArray::from_iter_values(&strings)
        );
        assert_eq!(back.column(1), &n);
    }

    /// Tuple and Map columns (a named tuple with a Nullable element, a map of tuples,
    /// an array of tuples) written as Native and as RowBinaryWithNamesAndTypes read back
    /// as they were.
    #[test]
    fn tuples_and_maps_read_back_from_native_and_row_binary() {
        let types = [
            ("t", "Tuple(a Int32, b Nullable(String))"),
            ("m", "Map(String, Tuple(UInt8, String))"),
            ("a", "Array(Tuple(UInt8, UInt64))"),
        ];
        let columns: Vec<(String, ColumnType)> = types
            .iter()
            .map(|(n, t)| (n.to_string(), ColumnType::parse(t).unwrap()))
            .collect();
        let schema = Arc::new(Schema::new(
            columns
                .iter()
                .map(|(n, t)| {
                    Field::new(n, maskhouse_part::schema::arrow_type(t), false).with_metadata(
                        HashMap::from([(CLICKHOUSE_TYPE.to_string(), t.to_string())]),
                    )
                })
                .collect::<Vec<_>>(),
        ));
        let text: Vec<ArrayRef> = [
            vec!["(1,'x')", "(-2,NULL)", "(3,'')"],
            vec!["{'k':(1,'v'),'l':(2,'w')}", "{}", "{'z':(0,'')}"],
            vec!["[(1,2)]", "[]", "[(3,4),(5,6)]"],
        ]
        .into_iter()
        .map(|v| Arc::new(StringArray::from(v)) as ArrayRef)
        .collect();
        let arrays: Vec<ArrayRef> = text
            .iter()
            .zip(schema.fields())
            .map(|(t, f)| maskhouse_sql::cast_strict(t, f.data_type()).unwrap())
            .collect();
        let batch = RecordBatch::try_new(schema.clone(), arrays).unwrap();
        let resolve = |name: &str| Ok(columns.iter().find(|(c, _)| c == name).unwrap().1.clone());
        let native = write(&schema, std::slice::from_ref(&batch), 0).unwrap();
        let rowbinary =
            super::super::rowbinary::write(&schema, std::slice::from_ref(&batch), true, true)
                .unwrap();
        for (format, bytes) in [
            (BinaryFormat::Native, native),
            (BinaryFormat::RowBinaryWithNamesAndTypes, rowbinary),
        ] {
            let (batches, _) = decode_binary(format, &bytes, &columns, resolve).unwrap();
            for (i, column) in batch.columns().iter().enumerate() {
                assert_eq!(batches[0].column(i), column, "{format:?} column {i}");
            }
        }
    }

    /// `client_protocol_version` decides block info, LowCardinality and the custom
    /// serialization byte, as in ClickHouse (clickhouse-connect probes 54405 and looks
    /// for `\x01\x01\x05check` after the 8 bytes of block info).
    #[test]
    fn protocol_versions_shape_the_blocks() {
        let schema = Arc::new(Schema::new(vec![Field::new(
            "check",
            DataType::Utf8View,
            false,
        )
        .with_metadata(HashMap::from([(
            CLICKHOUSE_TYPE.to_string(),
            "LowCardinality(String)".to_string(),
        )]))]));
        let lc: ArrayRef = Arc::new(StringViewArray::from_iter_values(["a"]));
        let batch = RecordBatch::try_new(schema.clone(), vec![lc]).unwrap();
        let plain = write(&schema, std::slice::from_ref(&batch), 0).unwrap();
        let probed = write(
            &schema,
            std::slice::from_ref(&batch),
            REVISION_WITH_LOW_CARDINALITY,
        )
        .unwrap();
        assert_eq!(&probed[..8], &BLOCK_INFO);
        assert_eq!(&probed[8..16], b"\x01\x01\x05check");
        assert_eq!(&probed[8..], &plain[..]);
        let old = write(&schema, std::slice::from_ref(&batch), 54000).unwrap();
        assert_eq!(&old[16..], b"\x06String\x01a");
        let custom = write(&schema, &[batch], REVISION_WITH_CUSTOM_SERIALIZATION).unwrap();
        let ty = b"\x16LowCardinality(String)";
        let at = custom.windows(ty.len()).position(|w| w == ty).unwrap() + ty.len();
        assert_eq!(custom[at], 0, "no custom serialization");
        assert_eq!(custom.len(), probed.len() + 1);
    }
}
