use std::fmt;

use serde::{Deserialize, Serialize};

use crate::{Error, Result};

/// A ClickHouse column type as it appears in `CREATE TABLE`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ColumnType {
    UInt8,
    UInt16,
    UInt32,
    UInt64,
    Int8,
    Int16,
    Int32,
    Int64,
    Float32,
    Float64,
    String,
    Bool,
    Date,
    DateTime,
    /// Sub-second precision digits; only 3 (milliseconds) is supported.
    DateTime64(u8),
    Nullable(Box<ColumnType>),
    LowCardinality(Box<ColumnType>),
    /// `Array(T)`: a list of values of `T` in each row, stored as a Parquet list.
    Array(Box<ColumnType>),
    /// Days since 1970-01-01 in an Int32 (`Date32`: years 1900 to 2299).
    Date32,
    /// `Decimal(precision, scale)`: precision 1 to 38, scale 0 to precision.
    Decimal(u8, u8),
    /// `UUID`, kept as its canonical text (lower-case, hyphenated).
    Uuid,
    /// `FixedString(N)`: exactly N bytes, shorter values padded with zero bytes.
    FixedString(u32),
    /// `Enum8` / `Enum16`: one of a fixed set of names, each with a number.
    Enum(EnumType),
    /// `Tuple(T1, T2, …)` or `Tuple(a T1, b T2, …)`: a fixed sequence of values in each
    /// row, stored as a Parquet group with one column per element.
    Tuple(Vec<TupleElement>),
    /// `Map(K, V)`: pairs of a key and a value in each row, in the order written,
    /// stored as a Parquet map.
    Map(Box<ColumnType>, Box<ColumnType>),
}

/// One element of a `Tuple`: its type and, in a named tuple, its name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TupleElement {
    pub name: Option<String>,
    pub ty: ColumnType,
}

impl TupleElement {
    /// The element's name as a field of the tuple: its own, or `c0`, `c1`, … by
    /// position, as DataFusion names the elements of `tuple(…)`, so that a stored tuple
    /// and a computed one compare. (`t.1` reads an element by position either way.)
    pub fn field_name(&self, index: usize) -> String {
        self.name.clone().unwrap_or_else(|| unnamed_element(index))
    }
}

/// The field name of element `index` (from 0) of an unnamed tuple: `c0`, `c1`, … (as
/// DataFusion names the elements of `tuple(…)`).
pub fn unnamed_element(index: usize) -> String {
    format!("c{index}")
}

/// Whether a tuple's element field names are an unnamed tuple's ([`unnamed_element`]),
/// checked without allocating (JSON output asks it for every row).
pub fn is_unnamed_tuple<'a>(names: impl IntoIterator<Item = &'a str>) -> bool {
    names.into_iter().enumerate().all(|(i, n)| {
        n.strip_prefix('c')
            .filter(|d| !d.starts_with('0') || *d == "0")
            .and_then(|d| d.parse::<usize>().ok())
            == Some(i)
    })
}

/// The names and numbers of an `Enum8` or `Enum16` type, by number.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EnumType {
    /// `Enum16` (numbers in an Int16) rather than `Enum8`.
    pub wide: bool,
    pub values: Vec<(String, i16)>,
}

impl EnumType {
    /// The name a number stands for.
    pub fn name_of(&self, number: i64) -> Option<&str> {
        self.values
            .iter()
            .find(|(_, n)| i64::from(*n) == number)
            .map(|(name, _)| name.as_str())
    }

    /// Whether `name` is one of the type's names.
    pub fn has(&self, name: &str) -> bool {
        self.values.iter().any(|(n, _)| n == name)
    }

    /// ClickHouse's default value of the type: the name of its smallest number.
    pub fn default_name(&self) -> &str {
        self.values
            .iter()
            .min_by_key(|(_, n)| *n)
            .map(|(name, _)| name.as_str())
            .unwrap_or("")
    }
}

/// The canonical text (lower-case, 8-4-4-4-12) of a UUID's 128 bits.
pub fn uuid_text(bits: u128) -> String {
    let hex = format!("{bits:032x}");
    format!(
        "{}-{}-{}-{}-{}",
        &hex[..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..]
    )
}

/// A UUID's canonical text (lower-case, hyphenated) from its 36-character hyphenated
/// or 32-digit form, in any case; `None` for anything else.
pub fn canonical_uuid(text: &str) -> Option<String> {
    let digits: Vec<u8> = match text.len() {
        32 => text.bytes().collect(),
        36 => {
            let b = text.as_bytes();
            if [8, 13, 18, 23].iter().any(|&i| b[i] != b'-') {
                return None;
            }
            b.iter().copied().filter(|&c| c != b'-').collect()
        }
        _ => return None,
    };
    if digits.len() != 32 || !digits.iter().all(u8::is_ascii_hexdigit) {
        return None;
    }
    let mut out = String::with_capacity(36);
    for (i, d) in digits.iter().enumerate() {
        if matches!(i, 8 | 12 | 16 | 20) {
            out.push('-');
        }
        out.push(char::from(d.to_ascii_lowercase()));
    }
    Some(out)
}

/// Largest `N` of `FixedString(N)`, as ClickHouse's.
pub const FIXED_STRING_BYTES_MAX: u32 = 0xFF_FFFF;

/// Types nest at most this deep (`Array(Array(…))`).
const NESTING_MAX: usize = 32;

/// One argument of a parametrized type: `Decimal(10, 2)`, `Enum8('a' = 1)`,
/// `DateTime64(3, 'UTC')`, `Array(T)`.
#[derive(Debug)]
enum TypeArg<'a> {
    /// Text that is neither a quoted string nor an enum element: a number or a type.
    Text(&'a str),
    /// A quoted string, unescaped.
    Quoted(String),
    /// `'name' = number`.
    Element(String, i64),
}

/// Splits the text between a type's parentheses at its top-level commas, minding
/// quotes (a name may hold commas and parentheses).
pub fn split_args(text: &str) -> Result<Vec<&str>> {
    let mut args = Vec::new();
    let (mut depth, mut start) = (0usize, 0usize);
    let mut quote: Option<char> = None;
    let mut chars = text.char_indices();
    while let Some((i, c)) = chars.next() {
        match (quote, c) {
            (Some(_), '\\') => {
                chars.next();
            }
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"' | '`') => quote = Some(c),
            (None, '(') => depth += 1,
            (None, ')') => {
                depth = depth
                    .checked_sub(1)
                    .ok_or_else(|| Error::Invalid(format!("unbalanced type arguments {text:?}")))?
            }
            (None, ',') if depth == 0 => {
                args.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    if quote.is_some() || depth != 0 {
        return Err(Error::Invalid(format!(
            "unbalanced type arguments {text:?}"
        )));
    }
    args.push(text[start..].trim());
    Ok(args)
}

/// A quoted string at the start of `text` (`'a\'b'` or `'a''b'`), unescaped, and the
/// rest of the text after it.
fn quoted(text: &str) -> Option<(String, &str)> {
    let mut chars = text.char_indices();
    let (_, q) = chars.next().filter(|(_, c)| *c == '\'')?;
    let mut out = String::new();
    while let Some((i, c)) = chars.next() {
        match c {
            '\\' => match chars.next()? {
                (_, 'n') => out.push('\n'),
                (_, 't') => out.push('\t'),
                (_, '0') => out.push('\0'),
                (_, other) => out.push(other),
            },
            c if c == q => {
                if text[i + 1..].starts_with(q) {
                    out.push(q);
                    chars.next();
                } else {
                    return Some((out, &text[i + 1..]));
                }
            }
            c => out.push(c),
        }
    }
    None
}

fn type_arg(text: &str) -> Result<TypeArg<'_>> {
    let Some((name, rest)) = quoted(text) else {
        return Ok(TypeArg::Text(text));
    };
    let rest = rest.trim();
    if rest.is_empty() {
        return Ok(TypeArg::Quoted(name));
    }
    let number = rest
        .strip_prefix('=')
        .map(str::trim)
        .and_then(|n| n.parse::<i64>().ok())
        .ok_or_else(|| Error::Invalid(format!("bad enum element {text:?}")))?;
    Ok(TypeArg::Element(name, number))
}

/// A small unsigned integer argument (a precision, a scale, a length).
fn number_arg(ty: &str, arg: Option<&TypeArg<'_>>) -> Result<u64> {
    match arg {
        Some(TypeArg::Text(t)) => t
            .parse::<u64>()
            .map_err(|_| Error::Invalid(format!("{ty} takes a number, got {t:?}"))),
        _ => Err(Error::Invalid(format!("{ty} takes a number"))),
    }
}

impl ColumnType {
    /// Parses a type name such as `UInt32`, `Nullable(String)`, `Decimal(10, 2)` or
    /// `Enum8('a' = 1, 'b' = 2)`.
    pub fn parse(text: &str) -> Result<Self> {
        Self::parse_nested(text, 0)
    }

    fn parse_nested(text: &str, depth: usize) -> Result<Self> {
        let text = text.trim();
        // Each level of nesting is a level of recursion here.
        if depth > NESTING_MAX {
            return Err(Error::Invalid(format!(
                "a type nested over {NESTING_MAX} levels: {:.40}…",
                text
            )));
        }
        let Some((outer, inner)) = text.split_once('(') else {
            return Self::parse_plain(text);
        };
        let outer = outer.trim();
        let inner = inner
            .trim_end()
            .strip_suffix(')')
            .ok_or_else(|| Error::Invalid(format!("unbalanced type {text:?}")))?
            .trim();
        let nested = |t: &str| ColumnType::parse_nested(t, depth + 1);
        let args: Vec<TypeArg<'_>> = if inner.is_empty() {
            Vec::new()
        } else {
            split_args(inner)?
                .into_iter()
                .map(type_arg)
                .collect::<Result<_>>()?
        };
        let one_type = |what: &str| match args.as_slice() {
            [TypeArg::Text(t)] => nested(t),
            _ => Err(Error::Invalid(format!(
                "{what} takes one type, got {text:?}"
            ))),
        };
        match outer {
            "Nullable" => {
                let inner = one_type("Nullable")?;
                if matches!(
                    inner,
                    ColumnType::Nullable(_)
                        | ColumnType::LowCardinality(_)
                        | ColumnType::Array(_)
                        | ColumnType::Tuple(_)
                        | ColumnType::Map(..)
                ) {
                    return Err(Error::Invalid(format!("unsupported type {text:?}")));
                }
                Ok(ColumnType::Nullable(Box::new(inner)))
            }
            "LowCardinality" => match one_type("LowCardinality")? {
                inner @ ColumnType::String => Ok(ColumnType::LowCardinality(Box::new(inner))),
                ColumnType::Nullable(n) if *n == ColumnType::String => Ok(
                    ColumnType::LowCardinality(Box::new(ColumnType::Nullable(n))),
                ),
                _ => Err(Error::Invalid(format!(
                    "LowCardinality supports only String and Nullable(String) here, got {text:?}"
                ))),
            },
            "DateTime64" => match args.first() {
                Some(TypeArg::Text("3")) => Ok(ColumnType::DateTime64(3)),
                _ => Err(Error::Invalid(format!(
                    "DateTime64 supports precision 3 only, got {text:?}"
                ))),
            },
            "DateTime" => Ok(ColumnType::DateTime),
            // `Array(LowCardinality(String))` holds its elements as `Array(String)`
            // does (LowCardinality is how ClickHouse encodes them, not what they are).
            "Array" => Ok(ColumnType::Array(Box::new(one_type("Array")?))),
            "FixedString" => {
                let n = number_arg("FixedString", args.first())?;
                if args.len() != 1 || n == 0 || n > u64::from(FIXED_STRING_BYTES_MAX) {
                    return Err(Error::Invalid(format!(
                        "FixedString takes one length from 1 to {FIXED_STRING_BYTES_MAX}, got {text:?}"
                    )));
                }
                Ok(ColumnType::FixedString(n as u32))
            }
            "Decimal32" | "Decimal64" | "Decimal128" => {
                let precision = match outer {
                    "Decimal32" => 9,
                    "Decimal64" => 18,
                    _ => 38,
                };
                if args.len() != 1 {
                    return Err(Error::Invalid(format!(
                        "{outer} takes a scale, got {text:?}"
                    )));
                }
                decimal(precision, number_arg(outer, args.first())?, text)
            }
            "Decimal256" => Err(Error::Invalid(format!(
                "Decimal256 is not supported (precision at most 38), got {text:?}"
            ))),
            outer if is_decimal_name(outer) => match args.as_slice() {
                [p] => decimal(number_arg("Decimal", Some(p))?, 0, text),
                [p, s] => decimal(
                    number_arg("Decimal", Some(p))?,
                    number_arg("Decimal", Some(s))?,
                    text,
                ),
                _ => Err(Error::Invalid(format!(
                    "Decimal takes a precision and a scale, got {text:?}"
                ))),
            },
            "Enum8" | "Enum16" | "Enum" => enumeration(outer, &args, text),
            "Tuple" => tuple(inner, depth, text),
            "Map" => match args.as_slice() {
                [TypeArg::Text(k), TypeArg::Text(v)] => {
                    let key = nested(k)?;
                    if !key.is_map_key() {
                        return Err(Error::Invalid(format!(
                            "a Map's key must be a number, a string, a date, a UUID, a \
                             FixedString or an Enum, got {text:?}"
                        )));
                    }
                    let value = nested(v)?;
                    if [&key, &value]
                        .iter()
                        .any(|t| matches!(t, ColumnType::LowCardinality(_)))
                    {
                        return Err(Error::Invalid(format!(
                            "LowCardinality inside Map is not supported, got {text:?}"
                        )));
                    }
                    Ok(ColumnType::Map(Box::new(key), Box::new(value)))
                }
                _ => Err(Error::Invalid(format!(
                    "Map takes a key type and a value type, got {text:?}"
                ))),
            },
            // `VARCHAR(255)`: the length is not kept, as in ClickHouse.
            outer if matches!(sql_alias(outer), Some(ColumnType::String)) => Ok(ColumnType::String),
            _ => Err(Error::Invalid(format!("unknown type {text:?}"))),
        }
    }

    fn parse_plain(text: &str) -> Result<Self> {
        if let Some(ty) = sql_alias(text) {
            return Ok(ty);
        }
        Ok(match text {
            "UInt8" => ColumnType::UInt8,
            "UInt16" => ColumnType::UInt16,
            "UInt32" => ColumnType::UInt32,
            "UInt64" => ColumnType::UInt64,
            "Int8" => ColumnType::Int8,
            "Int16" => ColumnType::Int16,
            "Int32" => ColumnType::Int32,
            "Int64" => ColumnType::Int64,
            "Float32" => ColumnType::Float32,
            "Float64" => ColumnType::Float64,
            "String" => ColumnType::String,
            "Bool" | "Boolean" => ColumnType::Bool,
            "Date" => ColumnType::Date,
            "Date32" => ColumnType::Date32,
            "DateTime" | "DateTime32" => ColumnType::DateTime,
            "UUID" => ColumnType::Uuid,
            // ClickHouse's default precision and scale.
            t if is_decimal_name(t) => ColumnType::Decimal(10, 0),
            _ => return Err(Error::Invalid(format!("unknown type {text:?}"))),
        })
    }

    /// Whether a `Map` may take this type as its key: ClickHouse's rule, a scalar
    /// that is neither `Nullable` nor a float.
    fn is_map_key(&self) -> bool {
        !self.is_nullable()
            && self.is_scalar()
            && !matches!(
                self.base(),
                ColumnType::Float32 | ColumnType::Float64 | ColumnType::Decimal(..)
            )
    }

    /// Whether a column of this type may be NULL.
    pub fn is_nullable(&self) -> bool {
        match self {
            ColumnType::Nullable(_) => true,
            ColumnType::LowCardinality(t) => t.is_nullable(),
            _ => false,
        }
    }

    /// Whether a ReplacingMergeTree may take a column of this type as its version:
    /// an integer (ClickHouse documents unsigned ones and takes signed ones too), `Date`,
    /// `DateTime` or `DateTime64`.
    pub fn is_version(&self) -> bool {
        matches!(
            self,
            ColumnType::UInt8
                | ColumnType::UInt16
                | ColumnType::UInt32
                | ColumnType::UInt64
                | ColumnType::Int8
                | ColumnType::Int16
                | ColumnType::Int32
                | ColumnType::Int64
                | ColumnType::Date
                | ColumnType::DateTime
                | ColumnType::DateTime64(_)
        )
    }

    /// Whether values of this type can be ordered and compared as keys: not arrays,
    /// tuples or maps.
    pub fn is_scalar(&self) -> bool {
        !matches!(
            self.base(),
            ColumnType::Array(_) | ColumnType::Tuple(_) | ColumnType::Map(..)
        )
    }

    /// The type without `Nullable` and `LowCardinality` wrappers.
    pub fn base(&self) -> &ColumnType {
        match self {
            ColumnType::Nullable(t) | ColumnType::LowCardinality(t) => t.base(),
            t => t,
        }
    }

    /// Whether values of this type are kept as text with rules of their own (a UUID's
    /// form, a FixedString's length, an Enum's names), which every value written to
    /// the column must satisfy: the column's declared type is then carried beside its
    /// Arrow type.
    pub fn is_constrained_text(&self) -> bool {
        matches!(
            self.base(),
            ColumnType::Uuid | ColumnType::FixedString(_) | ColumnType::Enum(_)
        )
    }
}

/// `DECIMAL`, `NUMERIC`, `DEC`, `FIXED` in any case, and `Decimal`.
fn is_decimal_name(name: &str) -> bool {
    ["Decimal", "DECIMAL", "NUMERIC", "DEC", "FIXED"]
        .iter()
        .any(|n| n.eq_ignore_ascii_case(name))
}

fn decimal(precision: u64, scale: u64, text: &str) -> Result<ColumnType> {
    if !(1..=38).contains(&precision) {
        return Err(Error::Invalid(format!(
            "Decimal precision must be from 1 to 38, got {text:?}"
        )));
    }
    if scale > precision {
        return Err(Error::Invalid(format!(
            "Decimal scale must be from 0 to the precision, got {text:?}"
        )));
    }
    Ok(ColumnType::Decimal(precision as u8, scale as u8))
}

/// `Enum8('a' = 1, 'b' = 2)`; `Enum('a', 'b')` numbers its names from 1 (an element
/// without a number takes the one after the previous element's) and is an `Enum8`
/// when every number fits one.
fn enumeration(outer: &str, args: &[TypeArg<'_>], text: &str) -> Result<ColumnType> {
    if args.is_empty() {
        return Err(Error::Invalid(format!(
            "{outer} needs at least one value, got {text:?}"
        )));
    }
    let mut values: Vec<(String, i64)> = Vec::with_capacity(args.len());
    let mut names = std::collections::HashSet::with_capacity(args.len());
    let mut numbers = std::collections::HashSet::with_capacity(args.len());
    for arg in args {
        let (name, number) = match arg {
            TypeArg::Element(name, n) => (name.clone(), *n),
            TypeArg::Quoted(name) => {
                let next = match values.last() {
                    None => Some(1),
                    Some((_, n)) => n.checked_add(1),
                };
                let next = next.ok_or_else(|| {
                    Error::Invalid(format!("an Enum value out of range in {text:?}"))
                })?;
                (name.clone(), next)
            }
            TypeArg::Text(t) => {
                return Err(Error::Invalid(format!(
                    "{outer} takes quoted names ('name' = number), got {t:?}"
                )))
            }
        };
        if !names.insert(name.clone()) {
            return Err(Error::Invalid(format!(
                "duplicate name {name:?} in {text:?}"
            )));
        }
        if !numbers.insert(number) {
            return Err(Error::Invalid(format!(
                "duplicate value {number} in {text:?}"
            )));
        }
        values.push((name, number));
    }
    // ClickHouse keeps (and shows) the elements in the order of their numbers.
    values.sort_by_key(|(_, n)| *n);
    let fits8 = values.iter().all(|(_, n)| i8::try_from(*n).is_ok());
    let fits16 = values.iter().all(|(_, n)| i16::try_from(*n).is_ok());
    let wide = match outer {
        "Enum8" if !fits8 => {
            return Err(Error::Invalid(format!(
                "an Enum8 value must be from -128 to 127, got {text:?}"
            )))
        }
        "Enum8" => false,
        _ if !fits16 => {
            return Err(Error::Invalid(format!(
                "an Enum16 value must be from -32768 to 32767, got {text:?}"
            )))
        }
        "Enum16" => true,
        _ => !fits8,
    };
    Ok(ColumnType::Enum(EnumType {
        wide,
        values: values.into_iter().map(|(n, v)| (n, v as i16)).collect(),
    }))
}

impl ColumnType {
    /// The type's name as `DESCRIBE` and `toTypeName` show it: a named tuple's
    /// elements one per line, indented by depth (ClickHouse's form); otherwise as
    /// [`fmt::Display`] writes it.
    pub fn display_name(&self) -> String {
        let mut out = String::new();
        self.write_display_name(&mut out, 0);
        out
    }

    fn write_display_name(&self, out: &mut String, depth: usize) {
        match self {
            ColumnType::Tuple(elements) if elements.iter().all(|e| e.name.is_some()) => {
                out.push_str("Tuple(");
                for (i, e) in elements.iter().enumerate() {
                    out.push_str(if i == 0 { "\n" } else { ",\n" });
                    out.push_str(&" ".repeat(4 * (depth + 1)));
                    out.push_str(e.name.as_deref().unwrap_or_default());
                    out.push(' ');
                    e.ty.write_display_name(out, depth + 1);
                }
                out.push(')');
            }
            ColumnType::Tuple(elements) => {
                out.push_str("Tuple(");
                for (i, e) in elements.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    e.ty.write_display_name(out, depth);
                }
                out.push(')');
            }
            ColumnType::Map(k, v) => {
                out.push_str("Map(");
                k.write_display_name(out, depth);
                out.push_str(", ");
                v.write_display_name(out, depth);
                out.push(')');
            }
            ColumnType::Array(t) => {
                out.push_str("Array(");
                t.write_display_name(out, depth);
                out.push(')');
            }
            ColumnType::Nullable(t) => {
                out.push_str("Nullable(");
                t.write_display_name(out, depth);
                out.push(')');
            }
            other => out.push_str(&other.to_string()),
        }
    }
}

/// `Tuple(T1, …)` or `Tuple(a T1, …)` from the text between its parentheses: an
/// element that is not a type on its own is a name and a type. Names are all given or
/// none, and differ.
fn tuple(inner: &str, depth: usize, text: &str) -> Result<ColumnType> {
    if inner.is_empty() {
        return Err(Error::Invalid(format!(
            "a Tuple needs at least one element, got {text:?}"
        )));
    }
    let mut elements = Vec::new();
    for arg in split_args(inner)? {
        let element = match ColumnType::parse_nested(arg, depth + 1) {
            Ok(ty) => TupleElement { name: None, ty },
            Err(unnamed) => {
                let Some((name, ty)) = arg.split_once(char::is_whitespace) else {
                    return Err(unnamed);
                };
                let name = name.trim_matches('`');
                if name.is_empty() || name.chars().any(|c| c.is_whitespace() || c == '.') {
                    return Err(unnamed);
                }
                TupleElement {
                    name: Some(name.to_string()),
                    ty: ColumnType::parse_nested(ty, depth + 1)?,
                }
            }
        };
        elements.push(element);
    }
    if elements
        .iter()
        .any(|e| matches!(e.ty, ColumnType::LowCardinality(_)))
    {
        return Err(Error::Invalid(format!(
            "LowCardinality inside Tuple is not supported, got {text:?}"
        )));
    }
    let named = elements.iter().filter(|e| e.name.is_some()).count();
    if named != 0 && named != elements.len() {
        return Err(Error::Invalid(format!(
            "a Tuple's elements are all named or none is, got {text:?}"
        )));
    }
    let mut names = std::collections::HashSet::new();
    if !elements
        .iter()
        .filter_map(|e| e.name.as_deref())
        .all(|n| names.insert(n))
    {
        return Err(Error::Invalid(format!(
            "duplicate element name in {text:?}"
        )));
    }
    Ok(ColumnType::Tuple(elements))
}

/// The SQL names ClickHouse takes for its types, in any case (`INT`, `BIGINT UNSIGNED`,
/// `DOUBLE PRECISION`, `VARCHAR` …): the type each names.
fn sql_alias(text: &str) -> Option<ColumnType> {
    let words: Vec<String> = text
        .split_whitespace()
        .map(|w| w.to_ascii_uppercase())
        .collect();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    Some(match words.as_slice() {
        ["TINYINT" | "INT1" | "BYTE"] | ["TINYINT" | "INT1", "SIGNED"] => ColumnType::Int8,
        ["TINYINT" | "INT1", "UNSIGNED"] => ColumnType::UInt8,
        ["SMALLINT" | "SHORT"] | ["SMALLINT", "SIGNED"] => ColumnType::Int16,
        ["SMALLINT", "UNSIGNED"] => ColumnType::UInt16,
        ["INT" | "INTEGER" | "MEDIUMINT"] | ["INT" | "INTEGER" | "MEDIUMINT", "SIGNED"] => {
            ColumnType::Int32
        }
        ["INT" | "INTEGER" | "MEDIUMINT", "UNSIGNED"] => ColumnType::UInt32,
        ["BIGINT" | "SIGNED"] | ["BIGINT", "SIGNED"] => ColumnType::Int64,
        ["BIGINT", "UNSIGNED"] | ["UNSIGNED"] => ColumnType::UInt64,
        ["FLOAT" | "REAL" | "SINGLE"] => ColumnType::Float32,
        ["DOUBLE"] | ["DOUBLE", "PRECISION"] => ColumnType::Float64,
        ["TEXT" | "TINYTEXT" | "MEDIUMTEXT" | "LONGTEXT" | "VARCHAR" | "CHAR" | "CHARACTER"
        | "NCHAR" | "NVARCHAR" | "VARCHAR2" | "CLOB" | "BLOB" | "TINYBLOB" | "MEDIUMBLOB"
        | "LONGBLOB" | "BYTEA" | "BINARY" | "VARBINARY"] => ColumnType::String,
        ["BOOL" | "BOOLEAN"] => ColumnType::Bool,
        ["TIMESTAMP"] => ColumnType::DateTime,
        _ => return None,
    })
}

impl fmt::Display for ColumnType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ColumnType::DateTime64(p) => write!(f, "DateTime64({p})"),
            ColumnType::Nullable(t) => write!(f, "Nullable({t})"),
            ColumnType::LowCardinality(t) => write!(f, "LowCardinality({t})"),
            ColumnType::Array(t) => write!(f, "Array({t})"),
            ColumnType::Decimal(p, s) => write!(f, "Decimal({p}, {s})"),
            ColumnType::Uuid => f.write_str("UUID"),
            ColumnType::FixedString(n) => write!(f, "FixedString({n})"),
            ColumnType::Enum(e) => {
                f.write_str(if e.wide { "Enum16(" } else { "Enum8(" })?;
                for (i, (name, n)) in e.values.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{} = {n}", crate::sql::quoted_text(name))?;
                }
                f.write_str(")")
            }
            ColumnType::Tuple(elements) => {
                f.write_str("Tuple(")?;
                for (i, e) in elements.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    match &e.name {
                        Some(name) => write!(f, "{name} {}", e.ty)?,
                        None => write!(f, "{}", e.ty)?,
                    }
                }
                f.write_str(")")
            }
            ColumnType::Map(k, v) => write!(f, "Map({k}, {v})"),
            other => write!(f, "{other:?}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Tuple` and `Map` types parse, print as ClickHouse prints them, and refuse what
    /// ClickHouse refuses.
    #[test]
    fn tuples_and_maps_parse_and_print() {
        for text in [
            "Tuple(UInt8, String)",
            "Tuple(a Int32, b Nullable(String))",
            "Map(String, UInt64)",
            "Map(String, Array(Tuple(UInt8, Map(UInt8, String))))",
            "Array(Tuple(x Date, y Decimal(10, 2)))",
        ] {
            let ty = ColumnType::parse(text).unwrap();
            assert_eq!(ty.to_string(), text);
            assert_eq!(ColumnType::parse(&ty.to_string()).unwrap(), ty);
            assert!(!ty.is_scalar(), "{text}");
        }
        let named =
            ColumnType::parse("Tuple(x Tuple(y UInt8, z String), w Map(String, Tuple(p UInt8)))")
                .unwrap();
        assert_eq!(
            named.display_name(),
            "Tuple(\n    x Tuple(\n        y UInt8,\n        z String),\n    w Map(String, Tuple(\n        p UInt8)))"
        );
        let ColumnType::Tuple(elements) = ColumnType::parse("Tuple(UInt8, `b c` String)")
            .unwrap_or(ColumnType::parse("Tuple(UInt8, String)").unwrap())
        else {
            panic!("a tuple");
        };
        assert_eq!(elements[1].field_name(1), "c1");
        assert!(is_unnamed_tuple(["c0", "c1"]));
        assert!(is_unnamed_tuple([]));
        for named in [&["c1"][..], &["c00"], &["c0", "a"], &["x0"]] {
            assert!(!is_unnamed_tuple(named.iter().copied()), "{named:?}");
        }
        for bad in [
            "Tuple()",
            "Tuple(a UInt8, String)",
            "Tuple(a UInt8, a String)",
            "Map(String)",
            "Map(Nullable(String), UInt8)",
            "Map(Float64, UInt8)",
            "Map(Array(UInt8), UInt8)",
            "Nullable(Tuple(UInt8))",
            "Nullable(Map(String, UInt8))",
            "Tuple(a Bogus)",
            "Tuple(UInt8, LowCardinality(String))",
            "Map(LowCardinality(String), UInt8)",
        ] {
            assert!(ColumnType::parse(bad).is_err(), "{bad}");
        }
    }

    /// ClickHouse's SQL names of its types, in any case, are the types they name.
    #[test]
    fn sql_names_are_aliases() {
        for (text, ty) in [
            ("Int", ColumnType::Int32),
            ("int", ColumnType::Int32),
            ("INTEGER", ColumnType::Int32),
            ("int unsigned", ColumnType::UInt32),
            ("BIGINT", ColumnType::Int64),
            ("TINYINT UNSIGNED", ColumnType::UInt8),
            ("double precision", ColumnType::Float64),
            ("FLOAT", ColumnType::Float32),
            ("VARCHAR(255)", ColumnType::String),
            ("text", ColumnType::String),
            ("boolean", ColumnType::Bool),
        ] {
            assert_eq!(ColumnType::parse(text).unwrap(), ty, "{text}");
        }
        assert!(ColumnType::parse("Integer8").is_err());
        assert!(ColumnType::parse("Nullable(int)").is_ok());
    }

    /// ClickHouse's spellings of the parametrized types name what ClickHouse names.
    #[test]
    fn parametrized_types_follow_clickhouse() {
        for (text, shown) in [
            ("Decimal32(3)", "Decimal(9, 3)"),
            ("Decimal64(0)", "Decimal(18, 0)"),
            ("Decimal128(10)", "Decimal(38, 10)"),
            ("Decimal", "Decimal(10, 0)"),
            ("DECIMAL(5)", "Decimal(5, 0)"),
            ("numeric(7, 2)", "Decimal(7, 2)"),
            ("Decimal( 10 ,2 )", "Decimal(10, 2)"),
            ("Enum('a', 'b')", "Enum8('a' = 1, 'b' = 2)"),
            ("Enum('a' = 5, 'b')", "Enum8('a' = 5, 'b' = 6)"),
            ("Enum('a' = 1, 'b' = 200)", "Enum16('a' = 1, 'b' = 200)"),
            ("Enum8('a''b' = 1)", "Enum8('a\\'b' = 1)"),
            ("DateTime32", "DateTime"),
            ("Nullable( Date32 )", "Nullable(Date32)"),
        ] {
            assert_eq!(
                ColumnType::parse(text).unwrap().to_string(),
                shown,
                "{text}"
            );
        }
        let ColumnType::Enum(e) = ColumnType::parse("Enum8('b' = 2, 'a' = -1)").unwrap() else {
            panic!("an Enum");
        };
        assert_eq!(e.default_name(), "a");
        assert_eq!(e.name_of(2), Some("b"));
        assert!(e.has("a") && !e.has("c"));
    }

    #[test]
    fn parse_and_display_round_trip() {
        for text in [
            "UInt8",
            "UInt64",
            "Int32",
            "Float64",
            "String",
            "Bool",
            "Date",
            "DateTime",
            "DateTime64(3)",
            "Nullable(UInt32)",
            "LowCardinality(String)",
            "LowCardinality(Nullable(String))",
            "Array(LowCardinality(Nullable(String)))",
            "Nullable(String)",
            "Array(UInt8)",
            "Array(Nullable(String))",
            "Array(Array(DateTime64(3)))",
            "Array(LowCardinality(String))",
            "Array(Array(LowCardinality(String)))",
            "Date32",
            "Decimal(10, 2)",
            "Nullable(Decimal(38, 0))",
            "UUID",
            "Nullable(UUID)",
            "FixedString(16)",
            "Array(FixedString(2))",
            "Enum8('b' = -2, 'a' = 1)",
            "Enum16('a' = 1000)",
            "Enum8('it\\'s' = 1, 'x, y (z)' = 2)",
        ] {
            assert_eq!(ColumnType::parse(text).unwrap().to_string(), text);
        }
        for bad in [
            "UInt128",
            "Nullable(Nullable(Int8))",
            "DateTime64(9)",
            "Nullable(",
            "Foo(1)",
            "Nullable(Array(UInt8))",
            "Array(UInt8",
            "Decimal(39, 2)",
            "Decimal(5, 6)",
            "Decimal256(2)",
            "FixedString(0)",
            "FixedString(16777216)",
            "FixedString(a)",
            "Enum8('a' = 1, 'a' = 2)",
            "Enum8('a' = 1, 'b' = 1)",
            "Enum8('a' = 128)",
            "Enum16('a' = 40000)",
            "Enum8()",
            "Enum8(a = 1)",
            "Enum8('a' = x)",
        ] {
            assert!(ColumnType::parse(bad).is_err(), "{bad}");
        }
    }
}
