//! ClickHouse's JSON functions: `JSONHas`, `JSONLength`, `JSONExtractString`,
//! `JSONExtractInt`, `JSONExtractUInt`, `JSONExtractFloat`, `JSONExtractBool`,
//! `JSONExtractRaw`, `JSONExtractKeys` and `JSONExtractArrayRaw`, each
//! `f(json, path…)`: a path element is an object's key (a string) or a position (an
//! integer, from 1, negative from the end; a position in an object counts its keys).
//!
//! As in ClickHouse, a document that is not JSON (trailing text included), a path
//! that leads nowhere and a value of another kind give the type's default (0, `''`,
//! `[]`), never an error; an object with a key twice reads the first. Numbers convert
//! as ClickHouse converts them: a float to an integer drops its fraction (0 out of
//! range), a string that is a number in full is read as that number, a bool is no
//! number. `JSONExtractString` of a value other than a string gives the value's JSON
//! text, and `JSONExtractRaw` writes values compactly (`[1,2]`), numbers in
//! ClickHouse's notation. A NULL argument gives NULL.
//!
//! Documents are parsed by hand (below) rather than by a general JSON library, to keep
//! the order and the first of duplicated keys, and the text of numbers; nesting
//! deeper than [`DEPTH_MAX`] is not JSON here.

use std::{borrow::Cow, sync::Arc};

use datafusion::{
    arrow::{
        array::{
            Array, ArrayRef, AsArray, Float64Builder, Int64Array, Int64Builder, ListBuilder,
            StringArray, StringBuilder, UInt64Builder, UInt8Builder,
        },
        compute::cast,
        datatypes::{DataType, Field},
    },
    common::{DataFusionError, Result as DfResult},
    logical_expr::{ColumnarValue, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility},
};

/// Deepest nesting of arrays and objects a document may have.
pub(crate) const DEPTH_MAX: usize = 512;

/// A parsed JSON value: strings decoded, numbers as their text.
#[derive(Debug, PartialEq)]
enum Value<'a> {
    Null,
    Bool(bool),
    Number(&'a str),
    String(Cow<'a, str>),
    Array(Vec<Value<'a>>),
    Object(Vec<(Cow<'a, str>, Value<'a>)>),
}

struct Parser<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Parser<'a> {
    /// `text` as one JSON document, surrounding spaces allowed; `None` if it is not.
    fn document(text: &'a str) -> Option<Value<'a>> {
        let mut p = Parser { text, at: 0 };
        let value = p.value(0)?;
        p.spaces();
        (p.at == text.len()).then_some(value)
    }

    fn bytes(&self) -> &'a [u8] {
        self.text.as_bytes()
    }

    fn spaces(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.bytes().get(self.at) {
            self.at += 1;
        }
    }

    fn eat(&mut self, word: &str) -> bool {
        if self.text[self.at..].starts_with(word) {
            self.at += word.len();
            true
        } else {
            false
        }
    }

    fn value(&mut self, depth: usize) -> Option<Value<'a>> {
        self.spaces();
        match *self.bytes().get(self.at)? {
            b'n' => self.eat("null").then_some(Value::Null),
            b't' => self.eat("true").then_some(Value::Bool(true)),
            b'f' => self.eat("false").then_some(Value::Bool(false)),
            b'"' => self.string().map(Value::String),
            b'[' => {
                if depth >= DEPTH_MAX {
                    return None;
                }
                self.at += 1;
                let mut items = Vec::new();
                self.spaces();
                if self.eat("]") {
                    return Some(Value::Array(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    self.spaces();
                    if self.eat("]") {
                        return Some(Value::Array(items));
                    }
                    if !self.eat(",") {
                        return None;
                    }
                }
            }
            b'{' => {
                if depth >= DEPTH_MAX {
                    return None;
                }
                self.at += 1;
                let mut fields = Vec::new();
                self.spaces();
                if self.eat("}") {
                    return Some(Value::Object(fields));
                }
                loop {
                    self.spaces();
                    if self.bytes().get(self.at) != Some(&b'"') {
                        return None;
                    }
                    let key = self.string()?;
                    self.spaces();
                    if !self.eat(":") {
                        return None;
                    }
                    fields.push((key, self.value(depth + 1)?));
                    self.spaces();
                    if self.eat("}") {
                        return Some(Value::Object(fields));
                    }
                    if !self.eat(",") {
                        return None;
                    }
                }
            }
            _ => {
                let len = number_len(&self.bytes()[self.at..])?;
                let text = &self.text[self.at..self.at + len];
                self.at += len;
                // A number no double holds is not JSON to ClickHouse either.
                text.parse::<f64>()
                    .ok()
                    .filter(|v| v.is_finite())
                    .map(|_| Value::Number(text))
            }
        }
    }

    /// A string at `self.at` (its opening quote), decoded.
    fn string(&mut self) -> Option<Cow<'a, str>> {
        let start = self.at + 1;
        let bytes = self.bytes();
        let mut i = start;
        let mut plain = true;
        loop {
            match *bytes.get(i)? {
                b'"' => break,
                b'\\' => {
                    plain = false;
                    i += 2;
                }
                c if c < 0x20 => return None,
                _ => i += 1,
            }
        }
        let raw = self.text.get(start..i)?;
        self.at = i + 1;
        if plain {
            return Some(Cow::Borrowed(raw));
        }
        unescape(raw).map(Cow::Owned)
    }
}

/// The length of the JSON number at the start of `b`, if one is there.
fn number_len(b: &[u8]) -> Option<usize> {
    let mut i = usize::from(b.first() == Some(&b'-'));
    let digits = |i: &mut usize| {
        let start = *i;
        while b.get(*i).is_some_and(u8::is_ascii_digit) {
            *i += 1;
        }
        *i > start
    };
    match b.get(i) {
        Some(b'0') => i += 1,
        Some(b'1'..=b'9') => {
            digits(&mut i);
        }
        _ => return None,
    }
    if b.get(i) == Some(&b'.') {
        i += 1;
        if !digits(&mut i) {
            return None;
        }
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        i += 1;
        if matches!(b.get(i), Some(b'+' | b'-')) {
            i += 1;
        }
        if !digits(&mut i) {
            return None;
        }
    }
    Some(i)
}

/// A string's escapes decoded (`\n`, `\"`, `\u00e9`, surrogate pairs).
fn unescape(raw: &str) -> Option<String> {
    unescape_with(raw, false)
}

/// [`unescape`]; with `lenient`, an unknown escape is the character escaped (`\q` is
/// `q`), as ClickHouse's `simpleJSONExtractString` reads it.
fn unescape_with(raw: &str, lenient: bool) -> Option<String> {
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let decoded = match chars.next()? {
            '"' => '"',
            '\\' => '\\',
            '/' => '/',
            'b' => '\u{8}',
            'f' => '\u{c}',
            'n' => '\n',
            'r' => '\r',
            't' => '\t',
            'u' => {
                let hex = |chars: &mut std::str::Chars<'_>| {
                    let code: String = chars.by_ref().take(4).collect();
                    let digits = code.len() == 4 && code.chars().all(|c| c.is_ascii_hexdigit());
                    digits.then(|| u32::from_str_radix(&code, 16).ok())?
                };
                let high = hex(&mut chars)?;
                if (0xD800..0xDC00).contains(&high) {
                    if chars.next()? != '\\' || chars.next()? != 'u' {
                        return None;
                    }
                    let low = hex(&mut chars)?;
                    if !(0xDC00..0xE000).contains(&low) {
                        return None;
                    }
                    char::from_u32(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))?
                } else {
                    char::from_u32(high)?
                }
            }
            other if lenient => other,
            _ => return None,
        };
        out.push(decoded);
    }
    Some(out)
}

/// A step of a path: a key, or a position from 1 (negative: from the end).
enum Step<'s> {
    Key(&'s str),
    Position(i64),
}

/// The value `path` leads to from `root`.
fn find<'v, 'a>(root: &'v Value<'a>, path: &[Step<'_>]) -> Option<&'v Value<'a>> {
    let mut at = root;
    for step in path {
        at = match (step, at) {
            (Step::Key(key), Value::Object(fields)) => &fields.iter().find(|(k, _)| k == key)?.1,
            (Step::Position(n), Value::Array(items)) => items.get(index(*n, items.len())?)?,
            (Step::Position(n), Value::Object(fields)) => &fields.get(index(*n, fields.len())?)?.1,
            _ => return None,
        };
    }
    Some(at)
}

/// Position `n` (from 1, or from the end when negative) among `len` as an index.
fn index(n: i64, len: usize) -> Option<usize> {
    let len = i64::try_from(len).ok()?;
    let i = match n {
        0 => return None,
        n if n > 0 => n - 1,
        n => len + n,
    };
    (0..len).contains(&i).then_some(i as usize)
}

/// A number's text (or a string that is one number in full) as a double, with whether
/// it was written as an integer.
fn number(text: &str) -> Option<(f64, bool)> {
    if number_len(text.as_bytes()) != Some(text.len()) {
        return None;
    }
    let integer = !text.contains(['.', 'e', 'E']);
    Some((text.parse().ok()?, integer))
}

/// The number a value reads as for `JSONExtractInt`/`UInt`/`Float`/`Bool`.
fn numeric<'v>(v: &'v Value<'_>) -> Option<&'v str> {
    match v {
        Value::Number(text) => Some(text),
        Value::String(s) => Some(s),
        _ => None,
    }
}

fn to_i64(text: &str) -> Option<i64> {
    let (value, integer) = number(text)?;
    if integer {
        return text.parse().ok();
    }
    // Within Int64's range, the fraction dropped.
    (value > -9.223_372_036_854_776e18 && value < 9.223_372_036_854_776e18)
        .then(|| value.trunc() as i64)
}

fn to_u64(text: &str) -> Option<u64> {
    let (value, integer) = number(text)?;
    if integer {
        return text.parse().ok();
    }
    (value > -1.0 && value < 1.844_674_407_370_955_2e19).then(|| value.trunc() as u64)
}

/// A value's compact JSON text, as `JSONExtractRaw` writes it.
fn raw(v: &Value<'_>, out: &mut String) {
    match v {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Number(text) => match number(text) {
            // An integer as its value (`-0` is `0`); one past UInt64 as the string of its
            // digits, as ClickHouse writes it.
            Some((_, true)) => match (text.parse::<i64>(), text.parse::<u64>()) {
                (Ok(v), _) => out.push_str(&v.to_string()),
                (_, Ok(v)) => out.push_str(&v.to_string()),
                _ => quote(text, out),
            },
            Some((value, false)) => out.push_str(&crate::functions::float_text(value)),
            None => out.push_str(text),
        },
        Value::String(s) => quote(s, out),
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                raw(item, out);
            }
            out.push(']');
        }
        Value::Object(fields) => {
            out.push('{');
            for (i, (key, value)) in fields.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                quote(key, out);
                out.push(':');
                raw(value, out);
            }
            out.push('}');
        }
    }
}

/// `s` as a JSON string.
fn quote(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

fn raw_text(v: &Value<'_>) -> String {
    let mut out = String::new();
    raw(v, &mut out);
    out
}

/// Which of ClickHouse's JSON functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Kind {
    Has,
    Length,
    String,
    Int,
    UInt,
    Float,
    Bool,
    Raw,
    Keys,
    ArrayRaw,
}

/// Every function of this module: its ClickHouse name and kind.
const FUNCTIONS: &[(&str, Kind)] = &[
    ("JSONHas", Kind::Has),
    ("JSONLength", Kind::Length),
    ("JSONExtractString", Kind::String),
    ("JSONExtractInt", Kind::Int),
    ("JSONExtractUInt", Kind::UInt),
    ("JSONExtractFloat", Kind::Float),
    ("JSONExtractBool", Kind::Bool),
    ("JSONExtractRaw", Kind::Raw),
    ("JSONExtractKeys", Kind::Keys),
    ("JSONExtractArrayRaw", Kind::ArrayRaw),
];

/// The ClickHouse names of this module's functions, for `system.functions`.
pub(crate) fn clickhouse_names() -> impl Iterator<Item = &'static str> {
    FUNCTIONS.iter().map(|(name, _)| *name)
}

#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct JsonFunction {
    /// The name DataFusion looks the function up by: ClickHouse's, in lower case.
    name: String,
    clickhouse: &'static str,
    kind: Kind,
    signature: Signature,
}

impl JsonFunction {
    pub(crate) fn all() -> impl Iterator<Item = JsonFunction> {
        FUNCTIONS.iter().map(|(name, kind)| JsonFunction {
            name: name.to_ascii_lowercase(),
            clickhouse: name,
            kind: *kind,
            signature: Signature::variadic_any(Volatility::Immutable),
        })
    }

    fn illegal(&self, what: &str, ty: &DataType) -> DataFusionError {
        DataFusionError::External(Box::new(
            crate::Error::bad(format!(
                "Illegal type {ty} of {what} of function {} (ILLEGAL_TYPE_OF_ARGUMENT)",
                self.clickhouse
            ))
            .with_code(maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT),
        ))
    }
}

/// Whether a value of type `t` is text (or NULL) to a function that reads text.
pub(crate) fn is_text(t: &DataType) -> bool {
    match t {
        DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View | DataType::Null => true,
        DataType::Dictionary(_, value) => is_text(value),
        _ => false,
    }
}

impl ScalarUDFImpl for JsonFunction {
    fn name(&self) -> &str {
        &self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        let Some((json, path)) = arg_types.split_first() else {
            return Err(DataFusionError::External(Box::new(
                crate::Error::bad(format!(
                    "Function {} requires at least one argument (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)",
                    self.clickhouse
                ))
                .with_code(maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH),
            )));
        };
        if !is_text(json) {
            return Err(self.illegal("the first argument", json));
        }
        if let Some(bad) = path.iter().find(|t| !is_text(t) && !t.is_integer()) {
            return Err(self.illegal("a path argument (a key or a position)", bad));
        }
        let text_list = || DataType::List(Arc::new(Field::new("item", DataType::Utf8, false)));
        Ok(match self.kind {
            Kind::Has | Kind::Bool => DataType::UInt8,
            Kind::Length | Kind::UInt => DataType::UInt64,
            Kind::Int => DataType::Int64,
            Kind::Float => DataType::Float64,
            Kind::String | Kind::Raw => DataType::Utf8,
            Kind::Keys | Kind::ArrayRaw => text_list(),
        })
    }

    /// NULL only where the document or a key is: Nullable only when an argument is,
    /// as in ClickHouse (`JSONExtractString(s, 'a')` of a `String` is a `String`).
    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
        let types: Vec<DataType> = args
            .arg_fields
            .iter()
            .map(|f| f.data_type().clone())
            .collect();
        let nullable = args.arg_fields.iter().any(|f| f.is_nullable());
        Ok(Arc::new(Field::new(
            self.name(),
            self.return_type(&types)?,
            nullable,
        )))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let rows = args.number_rows;
        let (arrays, scalar) = crate::scalar::arrays(args)?;
        let rows = if scalar { 1 } else { rows };
        let json = cast(&arrays[0], &DataType::Utf8)?;
        let json = json.as_string::<i32>();
        enum Arg {
            Keys(StringArray),
            Positions(Int64Array),
        }
        let mut path = Vec::with_capacity(arrays.len() - 1);
        for a in &arrays[1..] {
            path.push(if a.data_type().is_integer() {
                // A position past Int64 is no position (NULL, so no value).
                let options = datafusion::arrow::compute::CastOptions {
                    safe: true,
                    ..Default::default()
                };
                let positions =
                    datafusion::arrow::compute::cast_with_options(a, &DataType::Int64, &options)?;
                Arg::Positions(positions.as_primitive().clone())
            } else {
                Arg::Keys(cast(a, &DataType::Utf8)?.as_string::<i32>().clone())
            });
        }
        let mut out = Output::new(self.kind, rows);
        let mut steps = Vec::with_capacity(path.len());
        for row in 0..rows {
            steps.clear();
            let mut null = json.is_null(row);
            for arg in &path {
                match arg {
                    Arg::Keys(keys) if keys.is_valid(row) => steps.push(Step::Key(keys.value(row))),
                    Arg::Positions(p) if p.is_valid(row) => {
                        steps.push(Step::Position(p.value(row)))
                    }
                    Arg::Keys(_) => null = true,
                    // A position out of Int64 finds nothing.
                    Arg::Positions(_) => steps.push(Step::Position(0)),
                }
            }
            if null {
                out.null();
                continue;
            }
            let document = Parser::document(json.value(row));
            out.push(document.as_ref().and_then(|d| find(d, &steps)));
        }
        let array = out.finish();
        Ok(match scalar {
            true => {
                ColumnarValue::Scalar(datafusion::common::ScalarValue::try_from_array(&array, 0)?)
            }
            false => ColumnarValue::Array(array),
        })
    }
}

/// The result column of one function, row by row.
enum Output {
    UInt8(UInt8Builder, Kind),
    UInt64(UInt64Builder, Kind),
    Int64(Int64Builder),
    Float64(Float64Builder),
    Text(StringBuilder, Kind),
    List(ListBuilder<StringBuilder>, Kind),
}

impl Output {
    fn new(kind: Kind, rows: usize) -> Output {
        let list =
            || {
                ListBuilder::with_capacity(StringBuilder::new(), rows)
                    .with_field(Arc::new(Field::new("item", DataType::Utf8, false)))
            };
        match kind {
            Kind::Has | Kind::Bool => Output::UInt8(UInt8Builder::with_capacity(rows), kind),
            Kind::Length | Kind::UInt => Output::UInt64(UInt64Builder::with_capacity(rows), kind),
            Kind::Int => Output::Int64(Int64Builder::with_capacity(rows)),
            Kind::Float => Output::Float64(Float64Builder::with_capacity(rows)),
            Kind::String | Kind::Raw => Output::Text(StringBuilder::new(), kind),
            Kind::Keys | Kind::ArrayRaw => Output::List(list(), kind),
        }
    }

    fn null(&mut self) {
        match self {
            Output::UInt8(b, _) => b.append_null(),
            Output::UInt64(b, _) => b.append_null(),
            Output::Int64(b) => b.append_null(),
            Output::Float64(b) => b.append_null(),
            Output::Text(b, _) => b.append_null(),
            Output::List(b, _) => b.append_null(),
        }
    }

    /// The row's result from the value its path found (`None`: no value).
    fn push(&mut self, found: Option<&Value<'_>>) {
        match self {
            Output::UInt8(b, Kind::Has) => b.append_value(u8::from(found.is_some())),
            Output::UInt8(b, _) => b.append_value(match found {
                Some(Value::Bool(v)) => u8::from(*v),
                Some(Value::Number(text)) => u8::from(to_i64(text).is_some_and(|v| v != 0)),
                _ => 0,
            }),
            Output::UInt64(b, Kind::Length) => b.append_value(match found {
                Some(Value::Array(items)) => items.len() as u64,
                Some(Value::Object(fields)) => fields.len() as u64,
                _ => 0,
            }),
            Output::UInt64(b, _) => {
                b.append_value(found.and_then(numeric).and_then(to_u64).unwrap_or(0))
            }
            Output::Int64(b) => {
                b.append_value(found.and_then(numeric).and_then(to_i64).unwrap_or(0))
            }
            Output::Float64(b) => b.append_value(
                found
                    .and_then(numeric)
                    .and_then(number)
                    .map_or(0.0, |(v, _)| v),
            ),
            Output::Text(b, kind) => match (found, *kind) {
                (None | Some(Value::Null), Kind::String) => b.append_value(""),
                (Some(Value::String(s)), Kind::String) => b.append_value(s),
                (Some(v), _) => b.append_value(raw_text(v)),
                (None, _) => b.append_value(""),
            },
            Output::List(b, kind) => {
                match (found, *kind) {
                    (Some(Value::Object(fields)), Kind::Keys) => {
                        for (key, _) in fields {
                            b.values().append_value(key);
                        }
                    }
                    (Some(Value::Array(items)), Kind::ArrayRaw) => {
                        for item in items {
                            b.values().append_value(raw_text(item));
                        }
                    }
                    _ => {}
                }
                b.append(true);
            }
        }
    }

    fn finish(self) -> ArrayRef {
        match self {
            Output::UInt8(mut b, _) => Arc::new(b.finish()),
            Output::UInt64(mut b, _) => Arc::new(b.finish()),
            Output::Int64(mut b) => Arc::new(b.finish()),
            Output::Float64(mut b) => Arc::new(b.finish()),
            Output::Text(mut b, _) => Arc::new(b.finish()),
            Output::List(mut b, _) => Arc::new(b.finish()),
        }
    }
}

/// Which of ClickHouse's `simpleJSON*` functions (`visitParam*` is the same one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Simple {
    Has,
    UInt,
    Int,
    Float,
    Bool,
    Raw,
    String,
}

/// The `simpleJSON*` functions by both their names.
const SIMPLE: &[(&str, &str, Simple)] = &[
    ("simpleJSONHas", "visitParamHas", Simple::Has),
    (
        "simpleJSONExtractUInt",
        "visitParamExtractUInt",
        Simple::UInt,
    ),
    ("simpleJSONExtractInt", "visitParamExtractInt", Simple::Int),
    (
        "simpleJSONExtractFloat",
        "visitParamExtractFloat",
        Simple::Float,
    ),
    (
        "simpleJSONExtractBool",
        "visitParamExtractBool",
        Simple::Bool,
    ),
    ("simpleJSONExtractRaw", "visitParamExtractRaw", Simple::Raw),
    (
        "simpleJSONExtractString",
        "visitParamExtractString",
        Simple::String,
    ),
];

/// The ClickHouse names of the `simpleJSON*`/`visitParam*` functions.
pub(crate) fn simple_names() -> impl Iterator<Item = &'static str> {
    SIMPLE.iter().flat_map(|(a, b, _)| [*a, *b])
}

/// ClickHouse's `simpleJSON*` functions (also named `visitParam*`), which read JSON
/// the quick way ClickHouse does, without parsing it: `f(json, 'name')` looks for the
/// first `"name":` anywhere in the text (at any depth, and with no space before the
/// colon) and reads what follows it:
/// - `Has`: whether it is there;
/// - `UInt`/`Int`/`Float`: the number that starts right there (after a `"`, if one
///   opens a string): `12x` is 12, a space first is 0, and so is a number out of range;
/// - `Bool`: 1 for `true`, else 0;
/// - `Raw`: the text up to the first `,` or `}` outside brackets and strings (`''` when
///   the text ends first);
/// - `String`: the string that starts there, unescaped (`''` if there is none).
///
/// The name must be a constant.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct SimpleJson {
    name: String,
    clickhouse: &'static str,
    kind: Simple,
    signature: Signature,
}

impl SimpleJson {
    pub(crate) fn all() -> impl Iterator<Item = SimpleJson> {
        SIMPLE.iter().flat_map(|(a, b, kind)| {
            [a, b].map(|name| SimpleJson {
                name: name.to_ascii_lowercase(),
                clickhouse: name,
                kind: *kind,
                signature: Signature::any(2, Volatility::Immutable),
            })
        })
    }
}

/// The text after the first `"name":` in `json` (a search in linear time, whatever
/// the text and the name).
fn field_value<'j>(json: &'j str, pattern: &str) -> Option<&'j [u8]> {
    json.find(pattern)
        .map(|at| &json.as_bytes()[at + pattern.len()..])
}

/// The raw value at the start of `b`, as ClickHouse's `visitParamExtractRaw` delimits
/// it: brackets, braces and quotes open what their closer ends (a closer that is not
/// the expected one does not count, and a quote after a backslash is skipped), and a
/// `,` or `}` with nothing open ends the value.
fn simple_raw(b: &[u8]) -> Option<&[u8]> {
    let mut open: Vec<u8> = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if open.last() == Some(&c) {
            open.pop();
        } else {
            match c {
                b'[' => open.push(b']'),
                b'{' => open.push(b'}'),
                b'"' => open.push(b'"'),
                b'\\' if b.get(i + 1) == Some(&b'"') => i += 1,
                b',' | b'}' if open.is_empty() => return Some(&b[..i]),
                _ => {}
            }
        }
        i += 1;
    }
    None
}

/// The integer that starts `b` (after an opening quote): an optional sign (`-` only
/// when `signed`), then digits; `None` without digits or past the type's range.
fn simple_integer(b: &[u8], signed: bool) -> Option<i128> {
    let b = b.strip_prefix(b"\"").unwrap_or(b);
    let (negative, b) = match b.first() {
        Some(b'-') if signed => (true, &b[1..]),
        Some(b'+') => (false, &b[1..]),
        _ => (false, b),
    };
    let digits = b.iter().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 {
        return None;
    }
    let mut v: i128 = 0;
    for c in &b[..digits] {
        v = v.checked_mul(10)?.checked_add(i128::from(c - b'0'))?;
        if v > i128::from(u64::MAX) {
            return None;
        }
    }
    Some(if negative { -v } else { v })
}

/// The float that starts `b` (after an opening quote): decimal or exponent notation,
/// or `nan`/`inf`; `None` if none starts there.
fn simple_float(b: &[u8]) -> Option<f64> {
    let b = b.strip_prefix(b"\"").unwrap_or(b);
    let mut i = usize::from(matches!(b.first(), Some(b'-' | b'+')));
    let word = |w: &[u8]| b.len() >= i + w.len() && b[i..i + w.len()].eq_ignore_ascii_case(w);
    if word(b"nan") || word(b"inf") {
        let len = i + 3;
        let text = std::str::from_utf8(&b[..len]).ok()?;
        return text.parse().ok();
    }
    let digits = |i: &mut usize| {
        let start = *i;
        while b.get(*i).is_some_and(u8::is_ascii_digit) {
            *i += 1;
        }
        *i - start
    };
    let mut seen = digits(&mut i);
    if b.get(i) == Some(&b'.') {
        i += 1;
        seen += digits(&mut i);
    }
    if seen == 0 {
        return None;
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        let mut j = i + 1;
        if matches!(b.get(j), Some(b'+' | b'-')) {
            j += 1;
        }
        if digits(&mut j) > 0 {
            i = j;
        }
    }
    std::str::from_utf8(&b[..i]).ok()?.parse().ok()
}

/// The string that opens `b` (at its quote), unescaped leniently; `None` if it does
/// not end or an escape is broken.
fn simple_string(b: &[u8]) -> Option<String> {
    let mut i = 1;
    loop {
        match *b.get(i)? {
            b'"' => break,
            b'\\' => i += 2,
            _ => i += 1,
        }
    }
    unescape_with(std::str::from_utf8(&b[1..i]).ok()?, true)
}

impl ScalarUDFImpl for SimpleJson {
    fn name(&self) -> &str {
        &self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        for (i, t) in arg_types.iter().enumerate() {
            if !is_text(t) {
                return Err(DataFusionError::External(Box::new(
                    crate::Error::bad(format!(
                        "Illegal type {t} of argument {} of function {} (ILLEGAL_TYPE_OF_ARGUMENT)",
                        i + 1,
                        self.clickhouse
                    ))
                    .with_code(maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT),
                )));
            }
        }
        Ok(match self.kind {
            Simple::Has | Simple::Bool => DataType::UInt8,
            Simple::UInt => DataType::UInt64,
            Simple::Int => DataType::Int64,
            Simple::Float => DataType::Float64,
            Simple::Raw | Simple::String => DataType::Utf8,
        })
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let name = match &args.args[1] {
            ColumnarValue::Scalar(v) => match v.cast_to(&DataType::Utf8)? {
                datafusion::common::ScalarValue::Utf8(name) => name,
                _ => None,
            },
            ColumnarValue::Array(_) => {
                return Err(DataFusionError::External(Box::new(
                    crate::Error::bad(format!(
                        "Illegal column: the second argument of function {} must be a constant string (ILLEGAL_COLUMN)",
                        self.clickhouse
                    ))
                    .with_code(maskhouse_types::codes::ILLEGAL_COLUMN),
                )))
            }
        };
        let rows = args.number_rows;
        let (arrays, scalar) = crate::scalar::arrays(args)?;
        let rows = if scalar { 1 } else { rows };
        let json = cast(&arrays[0], &DataType::Utf8)?;
        let json = json.as_string::<i32>();
        let pattern = name.map(|n| format!("\"{n}\":"));
        let value = |row: usize| -> Option<Option<&[u8]>> {
            let pattern = pattern.as_ref()?;
            json.is_valid(row)
                .then(|| field_value(json.value(row), pattern))
        };
        let array: ArrayRef = match self.kind {
            Simple::Has | Simple::Bool => {
                let mut b = UInt8Builder::with_capacity(rows);
                for row in 0..rows {
                    match value(row) {
                        None => b.append_null(),
                        Some(v) => b.append_value(u8::from(match self.kind {
                            Simple::Has => v.is_some(),
                            _ => v.is_some_and(|v| v.starts_with(b"true")),
                        })),
                    }
                }
                Arc::new(b.finish())
            }
            Simple::UInt => {
                let mut b = UInt64Builder::with_capacity(rows);
                for row in 0..rows {
                    match value(row) {
                        None => b.append_null(),
                        Some(v) => b.append_value(
                            v.and_then(|v| simple_integer(v, false))
                                .and_then(|v| u64::try_from(v).ok())
                                .unwrap_or(0),
                        ),
                    }
                }
                Arc::new(b.finish())
            }
            Simple::Int => {
                let mut b = Int64Builder::with_capacity(rows);
                for row in 0..rows {
                    match value(row) {
                        None => b.append_null(),
                        Some(v) => b.append_value(
                            v.and_then(|v| simple_integer(v, true))
                                .and_then(|v| i64::try_from(v).ok())
                                .unwrap_or(0),
                        ),
                    }
                }
                Arc::new(b.finish())
            }
            Simple::Float => {
                let mut b = Float64Builder::with_capacity(rows);
                for row in 0..rows {
                    match value(row) {
                        None => b.append_null(),
                        Some(v) => b.append_value(v.and_then(simple_float).unwrap_or(0.0)),
                    }
                }
                Arc::new(b.finish())
            }
            Simple::Raw | Simple::String => {
                let mut b = StringBuilder::new();
                for row in 0..rows {
                    let Some(v) = value(row) else {
                        b.append_null();
                        continue;
                    };
                    let text = match self.kind {
                        Simple::Raw => v
                            .and_then(simple_raw)
                            .map(|raw| String::from_utf8_lossy(raw).into_owned()),
                        _ => v
                            .filter(|v| v.first() == Some(&b'"'))
                            .and_then(simple_string),
                    };
                    b.append_value(text.unwrap_or_default());
                }
                Arc::new(b.finish())
            }
        };
        Ok(match scalar {
            true => {
                ColumnarValue::Scalar(datafusion::common::ScalarValue::try_from_array(&array, 0)?)
            }
            false => ColumnarValue::Array(array),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(json: &str, path: &[Step<'_>]) -> Option<String> {
        let doc = Parser::document(json)?;
        find(&doc, path).map(raw_text)
    }

    #[test]
    fn documents_parse_as_clickhouse_reads_them() {
        use Step::{Key, Position};
        assert_eq!(
            at(r#"{"a": [1, 2 , {"b" : 1}]}"#, &[Key("a")]).unwrap(),
            r#"[1,2,{"b":1}]"#
        );
        assert_eq!(
            at(r#"{"a":[1,"x"]}"#, &[Key("a"), Position(2)]).unwrap(),
            r#""x""#
        );
        assert_eq!(
            at(r#"{"a":[1,"x"]}"#, &[Key("a"), Position(-1)]).unwrap(),
            r#""x""#
        );
        assert_eq!(at(r#"{"a":[1,"x"]}"#, &[Key("a"), Position(0)]), None);
        assert_eq!(at(r#"{"a":[1,"x"]}"#, &[Key("a"), Position(3)]), None);
        assert_eq!(
            at(r#"{"a":{"b":7}}"#, &[Key("a"), Position(1)]).unwrap(),
            "7"
        );
        assert_eq!(at(r#"{"a":1,"a":2}"#, &[Key("a")]).unwrap(), "1");
        assert_eq!(at(r#"{"a":1.50,"b":1e3}"#, &[Key("a")]).unwrap(), "1.5");
        assert_eq!(at(r#"{"a":1.50,"b":1e3}"#, &[Key("b")]).unwrap(), "1000");
        assert_eq!(
            at(r#"[-0, 123456789012345678901234]"#, &[]).unwrap(),
            r#"[0,"123456789012345678901234"]"#
        );
        assert_eq!(
            at(r#"{"a":"x\u00e9\n\ud83d\ude00"}"#, &[Key("a")]).unwrap(),
            "\"xé\\n😀\""
        );
        for bad in [
            r#"{"a":"x"} junk"#,
            r#"{"a":1e400}"#,
            r#"{"a":01}"#,
            r#"{"a":}"#,
            r#"{"a" 1}"#,
            r#"[1,]"#,
            "\"\\ud800\"",
            "\"\\u+041\"",
            "",
        ] {
            assert_eq!(Parser::document(bad), None, "{bad}");
        }
        // Nesting past the limit is refused, not a stack overflow.
        let deep = "[".repeat(100_000) + &"]".repeat(100_000);
        assert_eq!(Parser::document(&deep), None);
        let fine = "[".repeat(DEPTH_MAX) + &"]".repeat(DEPTH_MAX);
        assert!(Parser::document(&fine).is_some());
    }

    #[test]
    fn numbers_convert_as_in_clickhouse() {
        assert_eq!(to_i64("1.5"), Some(1));
        assert_eq!(to_i64("-2.7"), Some(-2));
        assert_eq!(to_i64("1e20"), None);
        assert_eq!(to_i64("18446744073709551615"), None);
        assert_eq!(to_u64("18446744073709551615"), Some(u64::MAX));
        assert_eq!(to_u64("-3"), None);
        assert_eq!(to_u64("1e3"), Some(1000));
        assert_eq!(to_i64(" 12"), None);
        assert_eq!(to_i64("12abc"), None);
        assert_eq!(number("1.5"), Some((1.5, false)));
    }

    #[test]
    fn simple_functions_read_as_clickhouse_does() {
        assert_eq!(
            simple_raw(br#"{"b":[1,"]"]},"c":1}"#),
            Some(&br#"{"b":[1,"]"]}"#[..])
        );
        assert_eq!(simple_raw(b"Hello}"), Some(&b"Hello"[..]));
        assert_eq!(simple_raw(b"[1,2]]}"), Some(&b"[1,2]]"[..]));
        assert_eq!(simple_raw(b""), None);
        assert_eq!(simple_raw(b"[1,2"), None);
        assert_eq!(simple_raw(br#""x\"y"}"#), Some(&br#""x\"y""#[..]));
        assert_eq!(simple_integer(b"12x", true), Some(12));
        assert_eq!(simple_integer(b"-5", false), None);
        assert_eq!(simple_integer(b"+3", false), Some(3));
        assert_eq!(simple_integer(b" 5", true), None);
        assert_eq!(simple_integer(b"99999999999999999999", false), None);
        assert_eq!(simple_float(b"1.5e2,"), Some(150.0));
        assert!(simple_float(b"nan").is_some_and(f64::is_nan));
        assert_eq!(simple_float(b"\"2.5\""), Some(2.5));
        assert_eq!(simple_float(b"true"), None);
        assert_eq!(simple_string(br#""bad\q" "#).as_deref(), Some("badq"));
        assert_eq!(simple_string(br#""open"#), None);
        assert_eq!(
            field_value(r#"{"b":{"a":7}}"#, r#""a":"#),
            Some(&b"7}}"[..])
        );
        assert_eq!(field_value(r#"{"a" :7}"#, r#""a":"#), None);
        // A name and a text that would make a naive search quadratic.
        let text = "\"a".repeat(100_000);
        let name = format!("{}\":", "\"a".repeat(1_000));
        assert_eq!(field_value(&text, &name), None);
    }
}
