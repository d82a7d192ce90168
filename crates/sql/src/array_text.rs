//! ClickHouse's text form of arrays, as TabSeparated and CSV input carry them:
//! `[1,2,3]`, `['a','b\'c']`, `[[1],[]]`, `[NULL,2]`; of tuples, `(1,'a')`; of maps,
//! `{'a':1,'b':2}`.

use std::sync::Arc;

use arrow::{
    array::{Array, ArrayRef, AsArray, ListArray, MapArray, StringArray, StructArray},
    buffer::OffsetBuffer,
    datatypes::{DataType, FieldRef, Fields},
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
/// unescaped, a nested array's, tuple's or map's text as it is, `NULL` as None,
/// anything else trimmed.
pub(crate) fn elements(text: &str, out: &mut Vec<Option<String>>) -> Result<()> {
    items(text, ('[', ']'), false, out)
}

/// The elements of a tuple's text `(a, b, …)`, as [`elements`] gives an array's.
pub(crate) fn tuple_elements(text: &str, out: &mut Vec<Option<String>>) -> Result<()> {
    items(text, ('(', ')'), false, out)
}

/// The keys and values of a map's text `{k: v, …}`, alternating, as [`elements`]
/// gives an array's.
pub(crate) fn map_items(text: &str, out: &mut Vec<Option<String>>) -> Result<()> {
    items(text, ('{', '}'), true, out)
}

/// The items between `open` and `close`, separated by commas, and in `pairs` each a
/// key and a value separated by a colon.
fn items(
    text: &str,
    (open, close): (char, char),
    pairs: bool,
    out: &mut Vec<Option<String>>,
) -> Result<()> {
    let what = match open {
        '[' => "array",
        '(' => "tuple",
        _ => "map",
    };
    let bad = |why: &str| Error::bad(format!("cannot read {what} {text:?}: {why}"));
    let inner = text
        .trim()
        .strip_prefix(open)
        .and_then(|t| t.strip_suffix(close))
        .ok_or_else(|| match open {
            '[' => bad("an array is written [a, b, …]"),
            '(' => bad("a tuple is written (a, b, …)"),
            _ => bad("a map is written {k: v, …}"),
        })?;
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
        if pairs {
            out.push(value(&chars, &mut i, ':', &bad)?);
            skip_spaces(&mut i);
            if chars.get(i) != Some(&':') {
                return Err(bad("a key is not followed by ':'"));
            }
            i += 1;
        }
        out.push(value(&chars, &mut i, ',', &bad)?);
        skip_spaces(&mut i);
        match chars.get(i) {
            None => return Ok(()),
            Some(',') => i += 1,
            Some(c) => return Err(bad(&format!("unexpected {c:?} after an element"))),
        }
    }
}

/// One value at `i`, which ends before `stop` or the end: a quoted string unescaped, a
/// nested array, tuple or map as its text, NULL as None, anything else trimmed.
fn value(
    chars: &[char],
    i: &mut usize,
    stop: char,
    bad: &dyn Fn(&str) -> Error,
) -> Result<Option<String>> {
    while *i < chars.len() && chars[*i].is_whitespace() {
        *i += 1;
    }
    Ok(match chars.get(*i) {
        Some('\'') => {
            let mut value = String::new();
            *i += 1;
            loop {
                match chars.get(*i) {
                    None => return Err(bad("a string is not closed")),
                    Some('\'') if chars.get(*i + 1) == Some(&'\'') => {
                        value.push('\'');
                        *i += 2;
                    }
                    Some('\'') => {
                        *i += 1;
                        break;
                    }
                    Some('\\') => {
                        let c = *chars
                            .get(*i + 1)
                            .ok_or_else(|| bad("a string ends in \\"))?;
                        value.push(match c {
                            'n' => '\n',
                            't' => '\t',
                            'r' => '\r',
                            '0' => '\0',
                            'b' => '\u{8}',
                            'f' => '\u{c}',
                            other => other,
                        });
                        *i += 2;
                    }
                    Some(&c) => {
                        value.push(c);
                        *i += 1;
                    }
                }
            }
            Some(value)
        }
        Some('[' | '(' | '{') => {
            let start = *i;
            let mut depth = 0usize;
            let mut quoted = false;
            while *i < chars.len() {
                match chars[*i] {
                    '\\' if quoted => *i += 1,
                    '\'' => quoted = !quoted,
                    '[' | '(' | '{' if !quoted => depth += 1,
                    ']' | ')' | '}' if !quoted => {
                        depth -= 1;
                        if depth == 0 {
                            *i += 1;
                            break;
                        }
                    }
                    _ => {}
                }
                *i += 1;
            }
            if depth != 0 {
                return Err(bad("a nested value is not closed"));
            }
            Some(chars[start..*i].iter().collect())
        }
        Some(_) => {
            let start = *i;
            while *i < chars.len() && chars[*i] != stop && chars[*i] != ',' {
                *i += 1;
            }
            let word: String = chars[start..*i]
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
    })
}

/// Tuples of `strings` (one per row) parsed into a struct array of `fields`, each
/// element converted as its own text would be. A tuple is never NULL.
pub(crate) fn parse_tuple(strings: &StringArray, fields: &Fields) -> Result<ArrayRef> {
    let mut columns: Vec<Vec<Option<String>>> =
        vec![Vec::with_capacity(strings.len()); fields.len()];
    let mut row_items = Vec::new();
    for row in 0..strings.len() {
        if strings.is_null(row) {
            return Err(Error::bad("a tuple cannot be NULL"));
        }
        row_items.clear();
        tuple_elements(strings.value(row), &mut row_items)?;
        if row_items.len() != fields.len() {
            return Err(Error::bad(format!(
                "cannot read tuple {:?}: {} elements, expected {}",
                strings.value(row),
                row_items.len(),
                fields.len()
            )));
        }
        for (column, item) in columns.iter_mut().zip(row_items.drain(..)) {
            column.push(item);
        }
    }
    let arrays = columns
        .into_iter()
        .zip(fields.iter())
        .map(|(values, field)| {
            let text: ArrayRef = Arc::new(StringArray::from(values));
            crate::engine::cast_strict(&text, field.data_type())
        })
        .collect::<Result<Vec<_>>>()?;
    StructArray::try_new(fields.clone(), arrays, None)
        .map(|a| Arc::new(a) as ArrayRef)
        .map_err(|e| Error::bad(format!("cannot read a tuple: {e}")))
}

/// Maps of `strings` (one per row; NULL is an empty map) parsed into a map array of
/// `entries`, each key and value converted as its own text would be.
pub(crate) fn parse_map(strings: &StringArray, entries: &FieldRef) -> Result<ArrayRef> {
    let DataType::Struct(kv) = entries.data_type() else {
        return Err(Error::internal("a map's entries are not a struct"));
    };
    let mut items: Vec<Option<String>> = Vec::new();
    let mut offsets: Vec<i32> = Vec::with_capacity(strings.len() + 1);
    offsets.push(0);
    for row in 0..strings.len() {
        if strings.is_valid(row) {
            map_items(strings.value(row), &mut items)?;
        }
        let end = i32::try_from(items.len() / 2)
            .map_err(|_| Error::bad("over 2^31 map pairs in one block"))?;
        offsets.push(end);
    }
    let (keys, values): (Vec<_>, Vec<_>) = items
        .chunks(2)
        .map(|p| (p[0].clone(), p[1].clone()))
        .unzip();
    let keys: ArrayRef = Arc::new(StringArray::from(keys));
    let values: ArrayRef = Arc::new(StringArray::from(values));
    let columns = vec![
        crate::engine::cast_strict(&keys, kv[0].data_type())?,
        crate::engine::cast_strict(&values, kv[1].data_type())?,
    ];
    let pairs = StructArray::try_new(kv.clone(), columns, None)
        .map_err(|e| Error::bad(format!("cannot read a map: {e}")))?;
    MapArray::try_new(
        entries.clone(),
        OffsetBuffer::new(offsets.into()),
        pairs,
        None,
        false,
    )
    .map(|a| Arc::new(a) as ArrayRef)
    .map_err(|e| Error::bad(format!("cannot read a map: {e}")))
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

    /// Tuples and maps read from ClickHouse's text of them, nested in each other and in
    /// arrays; malformed text is an error.
    #[test]
    fn tuples_and_maps_read_from_clickhouse_text() {
        use arrow::datatypes::Fields;
        let fields: Fields = vec![
            Field::new("c0", DataType::UInt8, false),
            Field::new("c1", DataType::Utf8, true),
            Field::new(
                "c2",
                DataType::List(Arc::new(Field::new_list_field(DataType::Int32, false))),
                false,
            ),
        ]
        .into();
        let a = parse_tuple(
            &StringArray::from(vec!["(1,'a,)b',[1,2])", "( 2 , NULL , [] )"]),
            &fields,
        )
        .unwrap();
        let t = a.as_struct();
        assert_eq!(
            t.column(0)
                .as_primitive::<arrow::datatypes::UInt8Type>()
                .values(),
            &[1, 2]
        );
        assert_eq!(t.column(1).as_string::<i32>().value(0), "a,)b");
        assert!(t.column(1).is_null(1));
        assert_eq!(t.column(2).as_list::<i32>().value_length(0), 2);
        for bad in ["(1,'a')", "1,'a',[]", "(300,'a',[])", "(1,'a',[],4)"] {
            assert!(
                parse_tuple(&StringArray::from(vec![bad]), &fields).is_err(),
                "{bad}"
            );
        }
        assert!(parse_tuple(&StringArray::from(vec![None::<&str>]), &fields).is_err());

        let entries = Arc::new(Field::new(
            "entries",
            DataType::Struct(
                vec![
                    Field::new("keys", DataType::Utf8, false),
                    Field::new(
                        "values",
                        DataType::Struct(vec![Field::new("c0", DataType::UInt8, false)].into()),
                        false,
                    ),
                ]
                .into(),
            ),
            false,
        ));
        let m = parse_map(
            &StringArray::from(vec![Some("{'a':(1),'b:c' : (2)}"), Some("{}"), None]),
            &entries,
        )
        .unwrap();
        let m = m.as_map();
        assert_eq!(m.value_length(0), 2);
        assert_eq!(m.value_length(1), 0);
        assert_eq!(m.keys().as_string::<i32>().value(1), "b:c");
        for bad in [
            "{'a'}",
            "{'a':(1)",
            "['a':(1)]",
            "{'a':(1),}",
            "{'a':(1) 'b':(2)}",
        ] {
            assert!(
                parse_map(&StringArray::from(vec![bad]), &entries).is_err(),
                "{bad}"
            );
        }
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
