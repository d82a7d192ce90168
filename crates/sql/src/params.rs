//! Server-side query parameters: `{name:Type}` in a statement takes the value of the
//! request's `param_name`, as a literal of `Type` built here from the parsed value,
//! never by pasting the text into the SQL. A value that does not parse as its type is
//! ClickHouse's `BAD_QUERY_PARAMETER` (457); a placeholder without a value is
//! `UNKNOWN_QUERY_PARAMETER` (456). `{name:Identifier}` names a table or column.

use std::{borrow::Cow, collections::BTreeMap};

use chrono::{NaiveDate, NaiveDateTime};
use sqlparser::tokenizer::Token;

use crate::{
    statement::{data_start, tokenize, Tok, HEAD_BYTES},
    wire::ChType,
    Error, Result,
};

/// The statement with every `{name:Type}` replaced by the literal of its parameter.
/// An INSERT's inline data (after `FORMAT name`) is left as it is.
pub fn bind<'a>(sql: &'a str, params: &BTreeMap<String, String>) -> Result<Cow<'a, str>> {
    let mut cut = sql.len().min(HEAD_BYTES);
    while !sql.is_char_boundary(cut) {
        cut -= 1;
    }
    let (toks, _) = tokenize(&sql[..cut]);
    // An INSERT's data starts after its `FORMAT name` (the table may be a placeholder,
    // so the head is not parsed here).
    let data = toks.first().filter(|t| t.is("INSERT")).and_then(|_| {
        toks.windows(2).find_map(|w| match &w[1].token {
            Token::Word(name) if w[0].is("FORMAT") && name.quote_style.is_none() => {
                Some(data_start(sql, w[1].end))
            }
            _ => None,
        })
    });
    let region = match data {
        Some(at) => &sql[..at],
        None => sql,
    };
    if !region.contains('{') {
        return Ok(Cow::Borrowed(sql));
    }
    let (toks, _) = if region.len() == cut {
        (toks, None)
    } else {
        tokenize(region)
    };
    let mut out = String::with_capacity(sql.len());
    let mut copied = 0;
    let mut i = 0;
    while i < toks.len() {
        let Some((name, ty, end)) = placeholder(region, &toks, i) else {
            i += 1;
            continue;
        };
        let value = params.get(name).ok_or_else(|| {
            Error::bad(format!(
                "Substitution `{name}` is not set. (UNKNOWN_QUERY_PARAMETER)"
            ))
            .with_code(maskhouse_types::codes::UNKNOWN_QUERY_PARAMETER)
        })?;
        out.push_str(&sql[copied..toks[i].start]);
        out.push_str(&literal(name, ty, value)?);
        copied = toks[end].end;
        i = end + 1;
    }
    if copied == 0 {
        return Ok(Cow::Borrowed(sql));
    }
    out.push_str(&sql[copied..]);
    Ok(Cow::Owned(out))
}

/// `{name:Type}` starting at token `i`: the name, the type's text and the index of
/// the closing brace.
fn placeholder<'a>(text: &'a str, toks: &'a [Tok], i: usize) -> Option<(&'a str, &'a str, usize)> {
    let [open, name, colon, ..] = toks.get(i..)? else {
        return None;
    };
    if open.token != Token::LBrace || colon.token != Token::Colon {
        return None;
    }
    let Token::Word(word) = &name.token else {
        return None;
    };
    if word.quote_style.is_some() {
        return None;
    }
    let mut depth = 0usize;
    for (j, t) in toks.iter().enumerate().skip(i + 3) {
        match t.token {
            Token::LParen => depth += 1,
            Token::RParen => depth = depth.checked_sub(1)?,
            Token::RBrace if depth == 0 => {
                if j == i + 3 {
                    return None;
                }
                let ty = &text[toks[i + 3].start..toks[j - 1].end];
                return Some((&text[name.start..name.end], ty, j));
            }
            Token::LBrace | Token::RBrace | Token::SemiColon => return None,
            _ => {}
        }
    }
    None
}

fn bad_value(name: &str, ty: &str, value: &str) -> Error {
    Error::bad(format!(
        "Value {value} cannot be parsed as {ty} for query parameter '{name}'. (BAD_QUERY_PARAMETER)"
    ))
    .with_code(maskhouse_types::codes::BAD_QUERY_PARAMETER)
}

/// The SQL literal of `value` as a `ty` (ClickHouse's type name).
fn literal(name: &str, ty: &str, value: &str) -> Result<String> {
    if ty == "Identifier" {
        return identifier(value).ok_or_else(|| bad_value(name, ty, value));
    }
    let parsed = ChType::parse(ty).map_err(|e| {
        Error::bad(format!("query parameter '{name}': {}", e.message))
            .with_code(maskhouse_types::codes::NOT_IMPLEMENTED)
    })?;
    typed(&parsed, value).map_err(|reason| match reason {
        Unfit::Value => bad_value(name, ty, value),
        Unfit::Type => Error::bad(format!(
            "query parameter '{name}': parameters of type {ty} are not supported"
        ))
        .with_code(maskhouse_types::codes::NOT_IMPLEMENTED),
    })
}

enum Unfit {
    Value,
    Type,
}

/// The escaped text of a value (ClickHouse reads parameters in its escaped format).
fn unescape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('t') => out.push('\t'),
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            Some('b') => out.push('\u{8}'),
            Some('f') => out.push('\u{c}'),
            Some('0') => out.push('\0'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

/// A string literal the ClickHouse dialect reads back as `s`.
pub(crate) fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('\'');
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\'' => out.push_str("\\'"),
            c => out.push(c),
        }
    }
    out.push('\'');
    out
}

fn integer(value: &str, min: i128, max: i128, function: &str) -> Result<String, Unfit> {
    let n: i128 = value.trim().parse().map_err(|_| Unfit::Value)?;
    if n < min || n > max {
        return Err(Unfit::Value);
    }
    Ok(format!("{function}({n})"))
}

fn typed(ty: &ChType, value: &str) -> Result<String, Unfit> {
    match ty {
        ChType::Nullable(inner) => {
            if value == "\\N" {
                Ok("NULL".into())
            } else {
                typed(inner, value)
            }
        }
        ChType::LowCardinality(inner) => typed(inner, value),
        ChType::UInt8 => integer(value, 0, u8::MAX.into(), "toUInt8"),
        ChType::UInt16 => integer(value, 0, u16::MAX.into(), "toUInt16"),
        ChType::UInt32 => integer(value, 0, u32::MAX.into(), "toUInt32"),
        ChType::UInt64 => integer(value, 0, u64::MAX.into(), "toUInt64"),
        ChType::Int8 => integer(value, i8::MIN.into(), i8::MAX.into(), "toInt8"),
        ChType::Int16 => integer(value, i16::MIN.into(), i16::MAX.into(), "toInt16"),
        ChType::Int32 => integer(value, i32::MIN.into(), i32::MAX.into(), "toInt32"),
        ChType::Int64 => integer(value, i64::MIN.into(), i64::MAX.into(), "toInt64"),
        ChType::Float32 | ChType::Float64 => {
            let f: f64 = value.trim().parse().map_err(|_| Unfit::Value)?;
            let function = if *ty == ChType::Float32 {
                "toFloat32"
            } else {
                "toFloat64"
            };
            if f.is_finite() {
                Ok(format!("{function}({f:?})"))
            } else {
                Ok(format!("{function}('{f}')"))
            }
        }
        ChType::Bool => match value.trim().to_ascii_lowercase().as_str() {
            "1" | "true" => Ok("true".into()),
            "0" | "false" => Ok("false".into()),
            _ => Err(Unfit::Value),
        },
        ChType::String => Ok(quote(&unescape(value))),
        ChType::Uuid => maskhouse_types::canonical_uuid(value.trim())
            .map(|u| format!("toUUID('{u}')"))
            .ok_or(Unfit::Value),
        ChType::FixedString(n) => {
            let text = unescape(value);
            if text.len() > *n as usize {
                return Err(Unfit::Value);
            }
            Ok(format!("toFixedString({}, {n})", quote(&text)))
        }
        // An Enum's name, as the text an Enum column compares with.
        ChType::Enum(e) => {
            let text = unescape(value);
            e.has(&text).then(|| quote(&text)).ok_or(Unfit::Value)
        }
        ChType::Date | ChType::Date32 => {
            let d =
                NaiveDate::parse_from_str(value.trim(), "%Y-%m-%d").map_err(|_| Unfit::Value)?;
            Ok(format!("toDate('{}')", d.format("%Y-%m-%d")))
        }
        ChType::DateTime(zone) => {
            if zone.as_deref().is_some_and(|z| z != "UTC") {
                return Err(Unfit::Type);
            }
            let v = value.trim();
            if let Ok(seconds) = v.parse::<u32>() {
                return Ok(format!("toDateTime({seconds})"));
            }
            let t =
                NaiveDateTime::parse_from_str(v, "%Y-%m-%d %H:%M:%S").map_err(|_| Unfit::Value)?;
            Ok(format!("toDateTime('{}')", t.format("%Y-%m-%d %H:%M:%S")))
        }
        ChType::DateTime64(3, zone) => {
            if zone.as_deref().is_some_and(|z| z != "UTC") {
                return Err(Unfit::Type);
            }
            let t = NaiveDateTime::parse_from_str(value.trim(), "%Y-%m-%d %H:%M:%S%.f")
                .map_err(|_| Unfit::Value)?;
            Ok(format!(
                "toDateTime64('{}', 3)",
                t.format("%Y-%m-%d %H:%M:%S%.3f")
            ))
        }
        ChType::Array(element) => {
            let mut items = vec![];
            crate::array_text::elements(value, &mut items).map_err(|_| Unfit::Value)?;
            let items = items
                .iter()
                .map(|item| match (item, element.base()) {
                    (None, _) if element.is_nullable() => Ok("NULL".to_string()),
                    (None, _) => Err(Unfit::Value),
                    // The array's text unquoted and unescaped the string already.
                    (Some(s), ChType::String) => Ok(quote(s)),
                    (Some(text), _) => typed(element.base(), text),
                })
                .collect::<Result<Vec<_>, _>>()?;
            Ok(format!("[{}]", items.join(", ")))
        }
        ChType::DateTime64(..)
        | ChType::Decimal(..)
        | ChType::Nothing
        | ChType::Tuple(_)
        | ChType::Map(..) => Err(Unfit::Type),
    }
}

/// `name` or `db.name` (each part optionally in backquotes) as quoted identifiers.
fn identifier(value: &str) -> Option<String> {
    let parts: Vec<&str> = value.split('.').collect();
    if parts.len() > 2 {
        return None;
    }
    let quoted: Option<Vec<String>> = parts
        .iter()
        .map(|p| {
            let p = p
                .strip_prefix('`')
                .and_then(|p| p.strip_suffix('`'))
                .unwrap_or(p);
            maskhouse_types::validate_identifier(p)
                .ok()
                .map(|()| format!("`{p}`"))
        })
        .collect();
    Some(quoted?.join("."))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    /// A parameter's value becomes one literal of its type, never SQL: the text of
    /// a value cannot change what the statement is (its classification, DESIGN §4).
    #[test]
    fn placeholders_become_typed_literals() {
        let p = params(&[
            ("id", "42"),
            ("s", "it's \\t a \\\\ test"),
            ("t", "events"),
            ("d", "2024-02-29"),
            ("n", "\\N"),
            ("f", "-1.5"),
        ]);
        let sql = "SELECT {id:UInt64}, {s:String}, '{id:UInt64}', {d:Date}, {n:Nullable(Int32)}, {f:Float64} FROM {t:Identifier}";
        assert_eq!(
            bind(sql, &p).unwrap(),
            "SELECT toUInt64(42), 'it\\'s \t a \\\\ test', '{id:UInt64}', toDate('2024-02-29'), NULL, toFloat64(-1.5) FROM `events`"
        );
        // The bound text is one literal, whatever the value holds.
        let p = params(&[("s", "x' OR 1 = 1 --")]);
        let bound = bind("SELECT count() FROM t WHERE s = {s:String}", &p).unwrap();
        let statement = crate::classify(&bound).unwrap();
        assert!(statement.statement.is_read());
        assert_eq!(bound, "SELECT count() FROM t WHERE s = 'x\\' OR 1 = 1 --'");
    }

    #[test]
    fn bad_and_missing_values_are_clickhouse_errors() {
        let e = bind("SELECT {id:UInt8}", &params(&[("id", "256")])).unwrap_err();
        assert_eq!(e.code, Some(457), "{}", e.message);
        assert!(e
            .message
            .starts_with("Value 256 cannot be parsed as UInt8 for query parameter 'id'"));
        let e = bind("SELECT {id:UInt8}", &params(&[])).unwrap_err();
        assert_eq!(e.code, Some(456));
        let e = bind("SELECT {t:Identifier}", &params(&[("t", "a b")])).unwrap_err();
        assert_eq!(e.code, Some(457));
        let e = bind("SELECT {x:Decimal(10, 2)}", &params(&[("x", "1")])).unwrap_err();
        assert_eq!(e.code, Some(48));
        let e = bind("SELECT {a:Array(UInt8)}", &params(&[("a", "[1] OR 1")])).unwrap_err();
        assert_eq!(e.code, Some(457));
        let e = bind("SELECT {a:Array(UInt8)}", &params(&[("a", "[NULL]")])).unwrap_err();
        assert_eq!(e.code, Some(457));
    }

    /// UUID, FixedString and Enum parameters are checked against their type and bound
    /// as literals of it.
    #[test]
    fn uuid_fixed_string_and_enum_parameters() {
        let p = params(&[
            ("u", "61F0C4045CB311E7907BA6006AD3DBA0"),
            ("f", "ab"),
            ("e", "b"),
        ]);
        assert_eq!(
            bind(
                "SELECT {u:UUID}, {f:FixedString(3)}, {e:Enum8('a' = 1, 'b' = 2)}",
                &p
            )
            .unwrap(),
            "SELECT toUUID('61f0c404-5cb3-11e7-907b-a6006ad3dba0'), toFixedString('ab', 3), 'b'"
        );
        for (sql, value) in [
            ("SELECT {x:UUID}", "61f0c404"),
            ("SELECT {x:FixedString(1)}", "ab"),
            ("SELECT {x:Enum8('a' = 1)}", "c"),
        ] {
            let e = bind(sql, &params(&[("x", value)])).unwrap_err();
            assert_eq!(e.code, Some(457), "{sql}: {}", e.message);
        }
    }

    /// An array parameter is an array literal of typed elements, never SQL.
    #[test]
    fn array_parameters_become_array_literals() {
        let p = params(&[("a", "[1, 2]"), ("s", "['x\\'y', NULL]"), ("e", "[]")]);
        assert_eq!(
            bind(
                "SELECT {a:Array(UInt8)}, {s:Array(Nullable(String))}, {e:Array(Int32)}",
                &p
            )
            .unwrap(),
            "SELECT [toUInt8(1), toUInt8(2)], ['x\\'y', NULL], []"
        );
    }

    #[test]
    fn insert_data_is_not_bound() {
        let p = params(&[("t", "events")]);
        let sql = "INSERT INTO {t:Identifier} FORMAT JSONEachRow\n{\"a\":{b:String}}";
        assert_eq!(
            bind(sql, &p).unwrap(),
            "INSERT INTO `events` FORMAT JSONEachRow\n{\"a\":{b:String}}"
        );
    }
}
