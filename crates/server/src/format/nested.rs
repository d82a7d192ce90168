//! Values of composite types (`Array`, `Tuple`, `Map`) as ClickHouse writes them in its
//! text formats: `[1,2]`, `['a','b']`, `(1,'x')`, `{'k':1}`, with the elements in
//! ClickHouse's quoted form (strings, dates and times in single quotes, `NULL` for a
//! missing element). The text formats write the whole value as it is, unescaped: the
//! quoting inside it already escapes what would break a line.

use arrow::{
    array::{Array, AsArray},
    datatypes::DataType,
    util::display::{ArrayFormatter, FormatOptions},
};

/// Whether values of `t` are written by [`write_value`] rather than as a scalar.
pub(super) fn is_composite(t: &DataType) -> bool {
    matches!(
        t,
        DataType::List(_)
            | DataType::LargeList(_)
            | DataType::FixedSizeList(..)
            | DataType::ListView(_)
            | DataType::LargeListView(_)
            | DataType::Struct(_)
            | DataType::Map(..)
    )
}

/// Appends the value at `row` of `array` in ClickHouse's quoted text form.
pub(super) fn write_value(
    out: &mut String,
    array: &dyn Array,
    row: usize,
    opts: &FormatOptions<'_>,
) {
    if super::null_at(array, row) {
        out.push_str("NULL");
        return;
    }
    match array.data_type() {
        DataType::List(_) => elements(out, array.as_list::<i32>().value(row).as_ref(), opts),
        DataType::LargeList(_) => elements(out, array.as_list::<i64>().value(row).as_ref(), opts),
        DataType::FixedSizeList(..) => {
            elements(out, array.as_fixed_size_list().value(row).as_ref(), opts)
        }
        DataType::Struct(_) => {
            let tuple = array.as_struct();
            out.push('(');
            for (i, field) in tuple.columns().iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_value(out, field.as_ref(), row, opts);
            }
            out.push(')');
        }
        DataType::Map(..) => {
            let entries = array.as_map().value(row);
            out.push('{');
            for i in 0..entries.len() {
                if i > 0 {
                    out.push(',');
                }
                write_value(out, entries.column(0).as_ref(), i, opts);
                out.push(':');
                write_value(out, entries.column(1).as_ref(), i, opts);
            }
            out.push('}');
        }
        _ => scalar(out, array, row, opts),
    }
}

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

fn elements(out: &mut String, values: &dyn Array, opts: &FormatOptions<'_>) {
    out.push('[');
    for i in 0..values.len() {
        if i > 0 {
            out.push(',');
        }
        write_value(out, values, i, opts);
    }
    out.push(']');
}

/// One scalar element: numbers as the text formats write them, text-like values quoted.
fn scalar(out: &mut String, array: &dyn Array, row: usize, opts: &FormatOptions<'_>) {
    use arrow::array::{Float32Array, Float64Array};
    if let Some(floats) = array.as_any().downcast_ref::<Float64Array>() {
        out.push_str(&maskhouse_sql::float_text(floats.value(row)));
        return;
    }
    if let Some(floats) = array.as_any().downcast_ref::<Float32Array>() {
        out.push_str(&maskhouse_sql::float_text(floats.value(row)));
        return;
    }
    let text = match ArrayFormatter::try_new(array, opts) {
        Ok(f) if maskhouse_sql::is_decimal(array.data_type()) => {
            maskhouse_sql::decimal_text(&f.value(row).to_string()).to_string()
        }
        Ok(f) => f.value(row).to_string(),
        Err(_) => String::new(),
    };
    let quoted = matches!(
        array.data_type(),
        DataType::Utf8
            | DataType::LargeUtf8
            | DataType::Utf8View
            | DataType::Binary
            | DataType::LargeBinary
            | DataType::BinaryView
            | DataType::Date32
            | DataType::Date64
            | DataType::Timestamp(..)
    );
    if !quoted {
        out.push_str(&text);
        return;
    }
    maskhouse_sql::column_name::quoted(&text, out);
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use arrow::{
        array::{ArrayRef, Int32Array, ListArray, StringArray, StructArray},
        datatypes::{Field, Int32Type},
    };

    use super::*;

    fn text(array: &dyn Array, row: usize) -> String {
        let mut out = String::new();
        write_value(&mut out, array, row, &FormatOptions::default());
        out
    }

    #[test]
    fn arrays_tuples_and_nulls_are_written_as_clickhouse_writes_them() {
        let lists = ListArray::from_iter_primitive::<Int32Type, _, _>(vec![
            Some(vec![Some(1), Some(2)]),
            Some(vec![]),
            Some(vec![Some(3), None]),
        ]);
        assert_eq!(text(&lists, 0), "[1,2]");
        assert_eq!(text(&lists, 1), "[]");
        assert_eq!(text(&lists, 2), "[3,NULL]");

        let tuple = StructArray::from(vec![
            (
                Arc::new(Field::new("1", DataType::Int32, false)),
                Arc::new(Int32Array::from(vec![7])) as ArrayRef,
            ),
            (
                Arc::new(Field::new("2", DataType::Utf8, false)),
                Arc::new(StringArray::from(vec!["it's\ta"])) as ArrayRef,
            ),
        ]);
        assert_eq!(text(&tuple, 0), "(7,'it\\'s\\ta')");
    }
}
