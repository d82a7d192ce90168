//! Values of composite types (`Array`, `Tuple`, `Map`) in the output formats: as text
//! ([`maskhouse_sql::value_text`]) and as JSON.

use arrow::{
    array::{Array, AsArray},
    datatypes::DataType,
};
pub(super) use maskhouse_sql::value_text::{is_composite, write_value};

/// The value at `row` of `array` as JSON: arrays and tuples as JSON arrays, maps as
/// objects, scalars as the JSON formats write them (`scalar_json`).
pub(super) fn json_value(
    array: &dyn Array,
    row: usize,
    scalar_json: &dyn Fn(&dyn Array, usize) -> serde_json::Value,
) -> serde_json::Value {
    use serde_json::Value;
    if super::null_at(array, row) {
        return Value::Null;
    }
    let list = |values: &dyn Array| {
        Value::Array(
            (0..values.len())
                .map(|i| json_value(values, i, scalar_json))
                .collect(),
        )
    };
    match array.data_type() {
        DataType::List(_) => list(array.as_list::<i32>().value(row).as_ref()),
        DataType::LargeList(_) => list(array.as_list::<i64>().value(row).as_ref()),
        DataType::FixedSizeList(..) => list(array.as_fixed_size_list().value(row).as_ref()),
        // A named tuple is an object, as ClickHouse writes it
        // (`output_format_json_named_tuples_as_objects`); an unnamed one an array.
        DataType::Struct(fields) if is_named(fields) => Value::Object(
            fields
                .iter()
                .zip(array.as_struct().columns())
                .map(|(f, c)| (f.name().clone(), json_value(c.as_ref(), row, scalar_json)))
                .collect(),
        ),
        DataType::Struct(_) => Value::Array(
            array
                .as_struct()
                .columns()
                .iter()
                .map(|c| json_value(c.as_ref(), row, scalar_json))
                .collect(),
        ),
        DataType::Map(..) => {
            let entries = array.as_map().value(row);
            let mut object = serde_json::Map::new();
            for i in 0..entries.len() {
                let key = match json_value(entries.column(0).as_ref(), i, scalar_json) {
                    Value::String(s) => s,
                    other => other.to_string(),
                };
                object.insert(key, json_value(entries.column(1).as_ref(), i, scalar_json));
            }
            Value::Object(object)
        }
        _ => scalar_json(array, row),
    }
}

/// Whether a tuple's elements have names of their own: an unnamed tuple's are `c0`,
/// `c1`, … (as DataFusion names them and a table's unnamed tuple stores them).
fn is_named(fields: &arrow::datatypes::Fields) -> bool {
    !maskhouse_types::is_unnamed_tuple(fields.iter().map(|f| f.name().as_str()))
}
