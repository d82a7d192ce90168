//! Mapping from ClickHouse column types to Arrow.

use std::sync::Arc;

use arrow::{
    array::{Array, ArrayRef, AsArray, ListArray, MapArray, StringArray, StructArray},
    datatypes::{DataType, Field, Schema, SchemaRef, TimeUnit},
};
use maskhouse_types::{canonical_uuid, ColumnType, EnumType, TableSchema};

/// The Arrow type that stores a column of type `ty`.
pub fn arrow_type(ty: &ColumnType) -> DataType {
    match ty {
        ColumnType::UInt8 => DataType::UInt8,
        ColumnType::UInt16 => DataType::UInt16,
        ColumnType::UInt32 => DataType::UInt32,
        ColumnType::UInt64 => DataType::UInt64,
        ColumnType::Int8 => DataType::Int8,
        ColumnType::Int16 => DataType::Int16,
        ColumnType::Int32 => DataType::Int32,
        ColumnType::Int64 => DataType::Int64,
        ColumnType::Float32 => DataType::Float32,
        ColumnType::Float64 => DataType::Float64,
        ColumnType::String => DataType::Utf8,
        ColumnType::Bool => DataType::Boolean,
        ColumnType::Date => DataType::Date32,
        ColumnType::DateTime => DataType::Timestamp(TimeUnit::Second, None),
        ColumnType::DateTime64(_) => DataType::Timestamp(TimeUnit::Millisecond, None),
        ColumnType::Date32 => DataType::Date32,
        ColumnType::Decimal(p, s) => DataType::Decimal128(*p, *s as i8),
        // Text with rules of its own, checked by [`conform`] as values are written.
        ColumnType::Uuid | ColumnType::FixedString(_) | ColumnType::Enum(_) => DataType::Utf8,
        ColumnType::Nullable(t) | ColumnType::LowCardinality(t) => arrow_type(t),
        ColumnType::Array(t) => DataType::List(Arc::new(Field::new_list_field(
            arrow_type(t),
            t.is_nullable(),
        ))),
        ColumnType::Tuple(elements) => DataType::Struct(
            elements
                .iter()
                .enumerate()
                .map(|(i, e)| Field::new(e.field_name(i), arrow_type(&e.ty), e.ty.is_nullable()))
                .collect(),
        ),
        ColumnType::Map(k, v) => DataType::Map(map_entries(k, v), false),
    }
}

/// The entries of a `Map(K, V)` column: a struct of a key that is never NULL and a
/// value, named as Arrow's map builders name them.
pub fn map_entries(k: &ColumnType, v: &ColumnType) -> Arc<Field> {
    Arc::new(Field::new(
        "entries",
        DataType::Struct(
            vec![
                Field::new("keys", arrow_type(k), false),
                Field::new("values", arrow_type(v), v.is_nullable()),
            ]
            .into(),
        ),
        false,
    ))
}

/// The Arrow schema of a table's parts, columns in table order.
pub fn arrow_schema(table: &TableSchema) -> SchemaRef {
    Arc::new(Schema::new(
        table
            .columns
            .iter()
            .map(|c| Field::new(&c.name, arrow_type(&c.ty), c.ty.is_nullable()))
            .collect::<Vec<_>>(),
    ))
}

/// A value that a column's type does not admit, with ClickHouse's error code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Inadmissible {
    pub code: u32,
    pub message: String,
}

/// `array` (already of [`arrow_type`]`(ty)`) as a column of type `ty` keeps it: a UUID
/// in its canonical text, a FixedString padded with zero bytes to its length, an Enum
/// value by name (a number stands for the name it has). Values of other types are
/// returned as they are. Every write of rows (INSERT, UPDATE, a default) passes here,
/// so every replica stores the same bytes.
pub fn conform(array: &ArrayRef, ty: &ColumnType) -> Result<ArrayRef, Inadmissible> {
    match ty.base() {
        ColumnType::Array(element) => {
            let Some(list) = array.as_list_opt::<i32>() else {
                return Ok(array.clone());
            };
            let values = conform(list.values(), element)?;
            let DataType::List(field) = list.data_type() else {
                return Ok(array.clone());
            };
            Ok(Arc::new(ListArray::new(
                field.clone(),
                list.offsets().clone(),
                values,
                list.nulls().cloned(),
            )))
        }
        ColumnType::Tuple(elements) => {
            let Some(tuple) = array.as_struct_opt() else {
                return Ok(array.clone());
            };
            let columns = tuple
                .columns()
                .iter()
                .zip(elements)
                .map(|(c, e)| conform(c, &e.ty))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(Arc::new(StructArray::new(
                tuple.fields().clone(),
                columns,
                tuple.nulls().cloned(),
            )))
        }
        ColumnType::Map(k, v) => {
            let Some(map) = array.as_map_opt() else {
                return Ok(array.clone());
            };
            let DataType::Map(entries, sorted) = map.data_type() else {
                return Ok(array.clone());
            };
            let pairs = StructArray::new(
                map.entries().fields().clone(),
                vec![conform(map.keys(), k)?, conform(map.values(), v)?],
                None,
            );
            Ok(Arc::new(MapArray::new(
                entries.clone(),
                map.offsets().clone(),
                pairs,
                map.nulls().cloned(),
                *sorted,
            )))
        }
        ColumnType::Uuid => {
            text_map(array, |s| {
                canonical_uuid(s).ok_or_else(|| Inadmissible {
                code: maskhouse_types::codes::CANNOT_PARSE_UUID,
                message: format!("Cannot parse uuid {s:?}: Cannot parse UUID from String. (CANNOT_PARSE_UUID)"),
            })
            })
        }
        ColumnType::FixedString(n) => {
            let n = *n as usize;
            // Padding may not grow the column far past what was given.
            let given = array.as_string_opt::<i32>().map_or(0, |a| a.values().len());
            fixed_string_bytes(array.len(), n, given)?;
            text_map(array, |s| {
                if s.len() > n {
                    return Err(Inadmissible {
                        code: maskhouse_types::codes::TOO_LARGE_STRING_SIZE,
                        message: format!("Too large value for FixedString({n}): {} bytes. (TOO_LARGE_STRING_SIZE)", s.len()),
                    });
                }
                let mut padded = String::with_capacity(n);
                padded.push_str(s);
                padded.extend(std::iter::repeat_n('\0', n - s.len()));
                Ok(padded)
            })
        }
        ColumnType::Enum(e) => {
            let names: std::collections::HashSet<&str> =
                e.values.iter().map(|(n, _)| n.as_str()).collect();
            let numbers: std::collections::HashMap<i64, &str> = e
                .values
                .iter()
                .map(|(n, v)| (i64::from(*v), n.as_str()))
                .collect();
            text_map(array, |s| enum_name(e, &names, &numbers, s))
        }
        _ => Ok(array.clone()),
    }
}

/// Bytes one column of `FixedString` values may take in one block of rows: padding
/// short values must not grow a block past memory (`FixedString(16777215)`).
pub const FIXED_STRING_COLUMN_BYTES_MAX: usize = 1 << 30;

/// Checks that `rows` values of `FixedString(n)`, made of `given` bytes of values,
/// take at most [`FIXED_STRING_COLUMN_BYTES_MAX`] or twice what was given, whichever is
/// more: a large INSERT of values near their length passes, short values padded to a
/// huge `N` do not.
pub fn fixed_string_bytes(rows: usize, n: usize, given: usize) -> Result<(), Inadmissible> {
    let bound = FIXED_STRING_COLUMN_BYTES_MAX.max(given.saturating_mul(2));
    match rows.checked_mul(n) {
        Some(bytes) if bytes <= bound => Ok(()),
        _ => Err(Inadmissible {
            code: maskhouse_types::codes::MEMORY_LIMIT_EXCEEDED,
            message: format!(
                "{rows} values of FixedString({n}) take more than the \
                 {FIXED_STRING_COLUMN_BYTES_MAX} bytes one block of rows may (MEMORY_LIMIT_EXCEEDED)"
            ),
        }),
    }
}

/// The name `s` is, or the name of the number `s` spells.
fn enum_name(
    e: &EnumType,
    names: &std::collections::HashSet<&str>,
    numbers: &std::collections::HashMap<i64, &str>,
    s: &str,
) -> Result<String, Inadmissible> {
    if names.contains(s) {
        return Ok(s.to_string());
    }
    s.trim()
        .parse::<i64>()
        .ok()
        .and_then(|n| numbers.get(&n).copied())
        .map(str::to_string)
        .ok_or_else(|| Inadmissible {
            code: maskhouse_types::codes::UNKNOWN_ELEMENT_OF_ENUM,
            message: format!(
                "Unknown element '{s}' for enum {}. (UNKNOWN_ELEMENT_OF_ENUM)",
                ColumnType::Enum(e.clone())
            ),
        })
}

/// An integer column given to an `Enum` column: each number as the name it stands for
/// (numbers come before names, as in ClickHouse: `1` is the name numbered 1 even
/// where another name is spelt `'1'`). `None` when `array` is not of integers.
pub fn enum_numbers_to_names(
    array: &ArrayRef,
    ty: &ColumnType,
) -> Option<Result<ArrayRef, Inadmissible>> {
    let ColumnType::Enum(e) = ty.base() else {
        return None;
    };
    if !array.data_type().is_integer() {
        return None;
    }
    let numbers: std::collections::HashMap<i64, &str> = e
        .values
        .iter()
        .map(|(n, v)| (i64::from(*v), n.as_str()))
        .collect();
    let wide = match arrow::compute::cast(array, &arrow::datatypes::DataType::Int64) {
        Ok(a) => a,
        Err(e) => {
            return Some(Err(Inadmissible {
                code: maskhouse_types::codes::UNKNOWN_ELEMENT_OF_ENUM,
                message: e.to_string(),
            }))
        }
    };
    let out: Result<StringArray, Inadmissible> = wide
        .as_primitive::<arrow::datatypes::Int64Type>()
        .iter()
        .map(|v| {
            v.map(|n| {
                numbers
                    .get(&n)
                    .map(|s| s.to_string())
                    .ok_or_else(|| Inadmissible {
                        code: maskhouse_types::codes::UNKNOWN_ELEMENT_OF_ENUM,
                        message: format!(
                            "Unknown element '{n}' for enum {}. (UNKNOWN_ELEMENT_OF_ENUM)",
                            ColumnType::Enum(e.clone())
                        ),
                    })
            })
            .transpose()
        })
        .collect();
    Some(out.map(|a| Arc::new(a) as ArrayRef))
}

/// Each non-NULL string of `array` through `f`.
fn text_map(
    array: &ArrayRef,
    f: impl Fn(&str) -> Result<String, Inadmissible>,
) -> Result<ArrayRef, Inadmissible> {
    let Some(strings) = array.as_string_opt::<i32>() else {
        return Ok(array.clone());
    };
    let out: StringArray = strings
        .iter()
        .map(|v| v.map(&f).transpose())
        .collect::<Result<_, _>>()?;
    Ok(Arc::new(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(values: &[Option<&str>]) -> ArrayRef {
        Arc::new(StringArray::from(values.to_vec()))
    }

    fn texts(array: &ArrayRef) -> Vec<Option<String>> {
        array
            .as_string::<i32>()
            .iter()
            .map(|v| v.map(str::to_string))
            .collect()
    }

    /// Every replica stores the same bytes for a value of a constrained type
    /// (DESIGN §2.1): the canonical UUID, the padded FixedString, the Enum's name.
    #[test]
    fn constrained_text_is_stored_canonically() {
        let uuid = ColumnType::parse("UUID").unwrap();
        let got = conform(
            &strings(&[Some("61F0C404-5CB3-11E7-907B-A6006AD3DBA0"), None]),
            &uuid,
        )
        .unwrap();
        assert_eq!(
            texts(&got),
            [
                Some("61f0c404-5cb3-11e7-907b-a6006ad3dba0".to_string()),
                None
            ]
        );
        assert_eq!(
            conform(&strings(&[Some("nope")]), &uuid).unwrap_err().code,
            376
        );

        let fixed = ColumnType::parse("FixedString(3)").unwrap();
        let got = conform(&strings(&[Some("a"), Some("abc")]), &fixed).unwrap();
        assert_eq!(
            texts(&got),
            [Some("a\0\0".to_string()), Some("abc".to_string())]
        );
        assert_eq!(
            conform(&strings(&[Some("abcd")]), &fixed).unwrap_err().code,
            131
        );

        let e = ColumnType::parse("Enum8('a' = 1, 'b' = -2)").unwrap();
        let got = conform(&strings(&[Some("b"), Some("1"), Some("-2")]), &e).unwrap();
        assert_eq!(
            texts(&got),
            [
                Some("b".to_string()),
                Some("a".to_string()),
                Some("b".to_string())
            ]
        );
        assert_eq!(conform(&strings(&[Some("c")]), &e).unwrap_err().code, 691);

        let nested = ColumnType::parse("Array(Nullable(FixedString(2)))").unwrap();
        let list: ArrayRef = Arc::new(ListArray::from_iter_primitive::<
            arrow::datatypes::Int32Type,
            _,
            _,
        >(vec![Some(vec![Some(1)])]));
        // Not text: left as it is.
        assert_eq!(conform(&list, &nested).unwrap().len(), 1);
    }
}
