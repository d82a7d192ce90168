//! ClickHouse's text form of arrays, as TabSeparated and CSV input carry them:
//! `[1,2,3]`, `['a','b\'c']`, `[[1],[]]`, `[NULL,2]`.

use std::sync::Arc;

use arrow::{
    array::{Array, ArrayRef, AsArray, ListArray, StringArray},
    buffer::OffsetBuffer,
    datatypes::{DataType, FieldRef},
};

use crate::{Error, Result};

/// Arrays of `strings` (one per row, NULL stays NULL) parsed into a list array whose
/// elements are `field`'s type, each element converted as its own text would be.
pub(crate) fn parse(strings: &StringArray, field: &FieldRef) -> Result<ArrayRef> {
    let mut items: Vec<Option<String>> = Vec::new();
    let mut offsets: Vec<i32> = Vec::with_capacity(strings.len() + 1);
    offsets.push(0);
    for row in 0..strings.len() {
        if strings.is_valid(row) {
            elements(strings.value(row), &mut items)?;
        }
        let end = i32::try_from(items.len())
            .map_err(|_| Error::bad("over 2^31 array elements in one block"))?;
        offsets.push(end);
    }
    let items: ArrayRef = Arc::new(StringArray::from(items));
    let values = match field.data_type() {
        DataType::List(inner) => parse(items.as_string::<i32>(), inner)?,
        to => crate::engine::cast_strict(&items, to)?,
    };
    ListArray::try_new(
        field.clone(),
        OffsetBuffer::new(offsets.into()),
        values,
        strings.nulls().cloned(),
    )
    .map(|a| Arc::new(a) as ArrayRef)
    .map_err(|e| Error::bad(format!("cannot read an array: {e}")))
}

/// Appends the elements of one array's text to `out`: a string's value unquoted and
/// unescaped, a nested array's text as it is, `NULL` as None, anything else trimmed.
pub(crate) fn elements(text: &str, out: &mut Vec<Option<String>>) -> Result<()> {
    let bad = |why: &str| Error::bad(format!("cannot read array {text:?}: {why}"));
    let inner = text
        .trim()
        .strip_prefix('[')
        .and_then(|t| t.strip_suffix(']'))
        .ok_or_else(|| bad("an array is written [a, b, …]"))?;
    let chars: Vec<char> = inner.chars().collect();
    let mut i = 0;
    let skip_spaces = |i: &mut usize| {
        while *i < chars.len() && chars[*i].is_whitespace() {
            *i += 1;
        }
    };
    skip_spaces(&mut i);
    if i == chars.len() {
        return Ok(());
    }
    loop {
        skip_spaces(&mut i);
        let element = match chars.get(i) {
            Some('\'') => {
                let mut value = String::new();
                i += 1;
                loop {
                    match chars.get(i) {
                        None => return Err(bad("a string is not closed")),
                        Some('\'') if chars.get(i + 1) == Some(&'\'') => {
                            value.push('\'');
                            i += 2;
                        }
                        Some('\'') => {
                            i += 1;
                            break;
                        }
                        Some('\\') => {
                            let c = *chars.get(i + 1).ok_or_else(|| bad("a string ends in \\"))?;
                            value.push(match c {
                                'n' => '\n',
                                't' => '\t',
                                'r' => '\r',
                                '0' => '\0',
                                'b' => '\u{8}',
                                'f' => '\u{c}',
                                other => other,
                            });
                            i += 2;
                        }
                        Some(&c) => {
                            value.push(c);
                            i += 1;
                        }
                    }
                }
                Some(value)
            }
            Some('[') => {
                let start = i;
                let mut depth = 0usize;
                let mut quoted = false;
                while i < chars.len() {
                    match chars[i] {
                        '\\' if quoted => i += 1,
                        '\'' => quoted = !quoted,
                        '[' if !quoted => depth += 1,
                        ']' if !quoted => {
                            depth -= 1;
                            if depth == 0 {
                                i += 1;
                                break;
                            }
                        }
                        _ => {}
                    }
                    i += 1;
                }
                if depth != 0 {
                    return Err(bad("a nested array is not closed"));
                }
                Some(chars[start..i].iter().collect())
            }
            Some(_) => {
                let start = i;
                while i < chars.len() && chars[i] != ',' {
                    i += 1;
                }
                let word: String = chars[start..i]
                    .iter()
                    .collect::<String>()
                    .trim()
                    .to_string();
                if word.is_empty() {
                    return Err(bad("an element is missing"));
                }
                (!word.eq_ignore_ascii_case("null")).then_some(word)
            }
            None => return Err(bad("an element is missing")),
        };
        out.push(element);
        skip_spaces(&mut i);
        match chars.get(i) {
            None => return Ok(()),
            Some(',') => i += 1,
            Some(c) => return Err(bad(&format!("unexpected {c:?} after an element"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use arrow::datatypes::Field;

    use super::*;

    fn parse_as(rows: &[Option<&str>], element: DataType, nullable: bool) -> Result<ArrayRef> {
        let field = Arc::new(Field::new_list_field(element, nullable));
        parse(&StringArray::from(rows.to_vec()), &field)
    }

    /// ClickHouse's text of arrays reads back as the values it shows (the text formats
    /// write them this way: `format::nested`).
    #[test]
    fn arrays_read_from_clickhouse_text() {
        let a = parse_as(
            &[Some("[1,2, 3]"), Some("[]"), None],
            DataType::UInt8,
            false,
        )
        .unwrap();
        let list = a.as_list::<i32>();
        assert_eq!(list.len(), 3);
        assert_eq!(list.value_length(0), 3);
        assert_eq!(list.value_length(1), 0);
        assert!(list.is_null(2));

        let a = parse_as(
            &[Some(r"['a\'b','c''d', 'x,]y', NULL]")],
            DataType::Utf8,
            true,
        )
        .unwrap();
        let values = a.as_list::<i32>().value(0);
        let s = values.as_string::<i32>();
        assert_eq!(s.value(0), "a'b");
        assert_eq!(s.value(1), "c'd");
        assert_eq!(s.value(2), "x,]y");
        assert!(s.is_null(3));

        let nested = DataType::List(Arc::new(Field::new_list_field(DataType::Int64, false)));
        let a = parse_as(&[Some("[[1,2],[],[-3]]")], nested, false).unwrap();
        let outer = a.as_list::<i32>().value(0);
        assert_eq!(outer.as_list::<i32>().value_length(0), 2);
        assert_eq!(outer.as_list::<i32>().value_length(2), 1);
    }

    #[test]
    fn malformed_arrays_are_errors() {
        for bad in [
            "1,2", "[1,", "[1 2]", "['a]", "[[1]", "[1,,2]", "[300]", "[NULL]",
        ] {
            assert!(
                parse_as(&[Some(bad)], DataType::UInt8, false).is_err(),
                "{bad}"
            );
        }
    }
}
