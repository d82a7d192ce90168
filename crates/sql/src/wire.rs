//! ClickHouse's binary formats: type names as `Native` and `RowBinaryWithNamesAndTypes`
//! spell them, their mapping to and from Arrow, and the encoding of single values.
//!
//! Shared by the input decoders ([`crate::binary`]) and the server's output formats.

use std::{fmt, sync::Arc};

use arrow::{
    array::{Array, ArrayRef, AsArray},
    datatypes::{DataType, Field, TimeUnit},
};
use maskhouse_types::ColumnType;

use crate::{Error, Result};

/// Field metadata key under which a scan marks a column whose ClickHouse type is not
/// told by its Arrow type alone (`LowCardinality(String)`).
pub const CLICKHOUSE_TYPE: &str = "clickhouse.type";

/// The most parentheses a type name may hold (`Array(Array(…))`).
pub const TYPE_NESTING_MAX: usize = 32;

/// A ClickHouse type as the binary formats name and encode it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChType {
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
    /// Days since 1970-01-01 as UInt16.
    Date,
    /// Days since 1970-01-01 as Int32.
    Date32,
    /// Seconds since the epoch as UInt32, with an optional time zone name.
    DateTime(Option<String>),
    /// Ticks of 10^-precision seconds as Int64.
    DateTime64(u8, Option<String>),
    /// `Decimal(precision, scale)`, stored in 4, 8 or 16 bytes by precision.
    Decimal(u8, u8),
    /// The type of a bare `NULL`: one byte per value.
    Nothing,
    Nullable(Box<ChType>),
    LowCardinality(Box<ChType>),
    /// Per row a count of elements, then the elements (RowBinary); in Native, the
    /// cumulative counts of every row, then all elements as one column.
    Array(Box<ChType>),
    /// 16 bytes: the UUID's high 64 bits, then its low 64 bits, each little-endian.
    Uuid,
    /// N bytes.
    FixedString(u32),
    /// The number of the name, as an Int8 (`Enum8`) or Int16 (`Enum16`).
    Enum(maskhouse_types::EnumType),
    /// Each element in turn (RowBinary); in Native, each element's column in turn.
    /// Elements of a named tuple carry their names.
    Tuple(Vec<(Option<String>, ChType)>),
    /// As `Array(Tuple(K, V))`: per row a count of pairs, then each key and value
    /// (RowBinary); in Native, the cumulative counts, then the keys' column and the
    /// values' column.
    Map(Box<ChType>, Box<ChType>),
}

impl ChType {
    /// This type with every `LowCardinality` inside it as its plain type: how RowBinary
    /// carries it, and how Native does for clients older than the LowCardinality type.
    pub fn plain(self) -> ChType {
        match self {
            ChType::LowCardinality(inner) => inner.plain(),
            ChType::Array(element) => ChType::Array(Box::new(element.plain())),
            ChType::Nullable(inner) => ChType::Nullable(Box::new(inner.plain())),
            ChType::Map(k, v) => ChType::Map(Box::new(k.plain()), Box::new(v.plain())),
            ChType::Tuple(elements) => ChType::Tuple(
                elements
                    .into_iter()
                    .map(|(name, element)| (name, element.plain()))
                    .collect(),
            ),
            other => other,
        }
    }
}

impl fmt::Display for ChType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChType::DateTime(None) => f.write_str("DateTime"),
            ChType::DateTime(Some(tz)) => write!(f, "DateTime('{tz}')"),
            ChType::DateTime64(p, None) => write!(f, "DateTime64({p})"),
            ChType::DateTime64(p, Some(tz)) => write!(f, "DateTime64({p}, '{tz}')"),
            ChType::Decimal(p, s) => write!(f, "Decimal({p}, {s})"),
            ChType::Nullable(t) => write!(f, "Nullable({t})"),
            ChType::LowCardinality(t) => write!(f, "LowCardinality({t})"),
            ChType::Array(t) => write!(f, "Array({t})"),
            ChType::Uuid => f.write_str("UUID"),
            ChType::FixedString(n) => write!(f, "FixedString({n})"),
            ChType::Enum(e) => write!(f, "{}", ColumnType::Enum(e.clone())),
            ChType::Tuple(elements) => {
                f.write_str("Tuple(")?;
                for (i, (name, t)) in elements.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    match name {
                        Some(name) => write!(f, "{name} {t}")?,
                        None => write!(f, "{t}")?,
                    }
                }
                f.write_str(")")
            }
            ChType::Map(k, v) => write!(f, "Map({k}, {v})"),
            other => write!(f, "{other:?}"),
        }
    }
}

fn unsupported(name: &str) -> Error {
    Error::bad(format!("Type {name} is not supported by maskhouse"))
}

/// A quoted time zone argument (`'UTC'`).
fn time_zone(arg: &str) -> Result<String> {
    let arg = arg.trim();
    arg.strip_prefix('\'')
        .and_then(|a| a.strip_suffix('\''))
        .filter(|a| !a.is_empty() && !a.contains('\''))
        .map(str::to_string)
        .ok_or_else(|| Error::bad(format!("bad time zone argument {arg}")))
}

fn small_number(arg: &str, max: u8, name: &str) -> Result<u8> {
    arg.trim()
        .parse::<u8>()
        .ok()
        .filter(|n| *n <= max)
        .ok_or_else(|| Error::bad(format!("bad argument {arg:?} of type {name}")))
}

impl ChType {
    /// Parses a type name as ClickHouse writes it in a binary header.
    pub fn parse(name: &str) -> Result<ChType> {
        let name = name.trim();
        // Each level of nesting is a level of recursion here and in the decoders.
        if name.matches('(').count() > TYPE_NESTING_MAX {
            return Err(Error::bad(format!(
                "a type nested over {TYPE_NESTING_MAX} levels: {:.40}…",
                name
            )));
        }
        if let Some((outer, rest)) = name.split_once('(') {
            let inner = rest
                .strip_suffix(')')
                .ok_or_else(|| Error::bad(format!("bad type name {name:?}")))?;
            return match outer.trim() {
                "Nullable" => match ChType::parse(inner)? {
                    t @ (ChType::Nullable(_)
                    | ChType::LowCardinality(_)
                    | ChType::Array(_)
                    | ChType::Tuple(_)
                    | ChType::Map(..)) => Err(Error::bad(format!(
                        "Nested type {t} cannot be inside Nullable"
                    ))),
                    t => Ok(ChType::Nullable(Box::new(t))),
                },
                "LowCardinality" => match ChType::parse(inner)? {
                    t @ (ChType::String | ChType::Nullable(_)) => {
                        if let ChType::Nullable(n) = &t {
                            if **n != ChType::String {
                                return Err(unsupported(name));
                            }
                        }
                        Ok(ChType::LowCardinality(Box::new(t)))
                    }
                    _ => Err(unsupported(name)),
                },
                "Array" => Ok(ChType::Array(Box::new(ChType::parse(inner)?))),
                "DateTime" => Ok(ChType::DateTime(Some(time_zone(inner)?))),
                "DateTime64" => {
                    let (p, tz) = match inner.split_once(',') {
                        Some((p, tz)) => (p, Some(time_zone(tz)?)),
                        None => (inner, None),
                    };
                    Ok(ChType::DateTime64(small_number(p, 9, name)?, tz))
                }
                "Decimal" => {
                    let (p, s) = inner
                        .split_once(',')
                        .ok_or_else(|| Error::bad(format!("bad type name {name:?}")))?;
                    let p = small_number(p, 38, name)?;
                    let s = small_number(s, p, name)?;
                    if p == 0 {
                        return Err(Error::bad(format!("bad type name {name:?}")));
                    }
                    Ok(ChType::Decimal(p, s))
                }
                "Decimal32" => Ok(ChType::Decimal(9, small_number(inner, 9, name)?)),
                "Decimal64" => Ok(ChType::Decimal(18, small_number(inner, 18, name)?)),
                "Decimal128" => Ok(ChType::Decimal(38, small_number(inner, 38, name)?)),
                "Tuple" => {
                    let mut elements = Vec::new();
                    for arg in maskhouse_types::split_type_args(inner)
                        .map_err(|e| Error::bad(e.to_string()))?
                    {
                        // An element is a type, or a name and a type.
                        let element = match ChType::parse(arg) {
                            Ok(t) => (None, t),
                            Err(unnamed) => match arg.split_once(char::is_whitespace) {
                                Some((name, t)) if !name.contains('(') => {
                                    (Some(name.trim_matches('`').to_string()), ChType::parse(t)?)
                                }
                                _ => return Err(unnamed),
                            },
                        };
                        elements.push(element);
                    }
                    if elements.is_empty() {
                        return Err(Error::bad(format!("bad type name {name:?}")));
                    }
                    // Its dictionaries would lead the whole column in Native.
                    if elements
                        .iter()
                        .any(|(_, t)| matches!(t, ChType::LowCardinality(_)))
                    {
                        return Err(unsupported(name));
                    }
                    Ok(ChType::Tuple(elements))
                }
                "Map" => match maskhouse_types::split_type_args(inner)
                    .map_err(|e| Error::bad(e.to_string()))?
                    .as_slice()
                {
                    [k, v] => match (ChType::parse(k)?, ChType::parse(v)?) {
                        (ChType::LowCardinality(_), _) | (_, ChType::LowCardinality(_)) => {
                            Err(unsupported(name))
                        }
                        (k, v) => Ok(ChType::Map(Box::new(k), Box::new(v))),
                    },
                    _ => Err(Error::bad(format!("bad type name {name:?}"))),
                },
                // Quoted names may hold anything: the table types' parser reads them.
                "FixedString" | "Enum8" | "Enum16" => {
                    match ColumnType::parse(name).map_err(|e| Error::bad(e.to_string()))? {
                        ColumnType::FixedString(n) => Ok(ChType::FixedString(n)),
                        ColumnType::Enum(e) => Ok(ChType::Enum(e)),
                        _ => Err(unsupported(name)),
                    }
                }
                _ => Err(unsupported(name)),
            };
        }
        Ok(match name {
            "UInt8" => ChType::UInt8,
            "UInt16" => ChType::UInt16,
            "UInt32" => ChType::UInt32,
            "UInt64" => ChType::UInt64,
            "Int8" => ChType::Int8,
            "Int16" => ChType::Int16,
            "Int32" => ChType::Int32,
            "Int64" => ChType::Int64,
            "Float32" => ChType::Float32,
            "Float64" => ChType::Float64,
            "String" => ChType::String,
            "Bool" => ChType::Bool,
            "Date" => ChType::Date,
            "Date32" => ChType::Date32,
            "DateTime" => ChType::DateTime(None),
            "UUID" => ChType::Uuid,
            "Nothing" => ChType::Nothing,
            _ => return Err(unsupported(name)),
        })
    }

    /// The wire type of a table column.
    pub fn of_column(ty: &ColumnType) -> ChType {
        match ty {
            ColumnType::UInt8 => ChType::UInt8,
            ColumnType::UInt16 => ChType::UInt16,
            ColumnType::UInt32 => ChType::UInt32,
            ColumnType::UInt64 => ChType::UInt64,
            ColumnType::Int8 => ChType::Int8,
            ColumnType::Int16 => ChType::Int16,
            ColumnType::Int32 => ChType::Int32,
            ColumnType::Int64 => ChType::Int64,
            ColumnType::Float32 => ChType::Float32,
            ColumnType::Float64 => ChType::Float64,
            ColumnType::String => ChType::String,
            ColumnType::Bool => ChType::Bool,
            ColumnType::Date => ChType::Date,
            ColumnType::DateTime => ChType::DateTime(None),
            ColumnType::DateTime64(p) => ChType::DateTime64(*p, None),
            ColumnType::Nullable(t) => ChType::Nullable(Box::new(ChType::of_column(t))),
            ColumnType::LowCardinality(t) => ChType::LowCardinality(Box::new(ChType::of_column(t))),
            ColumnType::Array(t) => ChType::Array(Box::new(ChType::of_column(t))),
            ColumnType::Date32 => ChType::Date32,
            ColumnType::Decimal(p, s) => ChType::Decimal(*p, *s),
            ColumnType::Uuid => ChType::Uuid,
            ColumnType::FixedString(n) => ChType::FixedString(*n),
            ColumnType::Enum(e) => ChType::Enum(e.clone()),
            ColumnType::Tuple(elements) => ChType::Tuple(
                elements
                    .iter()
                    .map(|e| (e.name.clone(), ChType::of_column(&e.ty)))
                    .collect(),
            ),
            ColumnType::Map(k, v) => ChType::Map(
                Box::new(ChType::of_column(k)),
                Box::new(ChType::of_column(v)),
            ),
        }
    }

    /// The wire type of a result column: its Arrow type, nullability and, for
    /// `LowCardinality`, the scan's [`CLICKHOUSE_TYPE`] mark.
    pub fn of_field(field: &Field) -> Result<ChType> {
        let base = match field.data_type() {
            DataType::Null => return Ok(ChType::Nullable(Box::new(ChType::Nothing))),
            DataType::UInt8 => ChType::UInt8,
            DataType::UInt16 => ChType::UInt16,
            DataType::UInt32 => ChType::UInt32,
            DataType::UInt64 => ChType::UInt64,
            DataType::Int8 => ChType::Int8,
            DataType::Int16 => ChType::Int16,
            DataType::Int32 => ChType::Int32,
            DataType::Int64 => ChType::Int64,
            DataType::Float32 => ChType::Float32,
            DataType::Float64 => ChType::Float64,
            DataType::Boolean => ChType::Bool,
            // A `UUID`, `FixedString(N)` or `Enum` column (or a value converted to one)
            // is text that says its type in its mark.
            DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View
                if declared_text(field).is_some() =>
            {
                declared_text(field).expect("declared")
            }
            DataType::Utf8
            | DataType::LargeUtf8
            | DataType::Utf8View
            | DataType::Binary
            | DataType::LargeBinary
            | DataType::BinaryView => ChType::String,
            // A `Date32` table column says so in its mark; a computed date is a `Date`.
            DataType::Date32
                if declared_type(field).is_some_and(|t| matches!(t.base(), ColumnType::Date32)) =>
            {
                ChType::Date32
            }
            DataType::Date32 => ChType::Date,
            // A table column's array says its element type in its mark (the element
            // field itself carries none).
            DataType::List(_) if declared_array(field).is_some() => {
                declared_array(field).expect("declared")
            }
            DataType::List(element) => ChType::Array(Box::new(ChType::of_field(element)?)),
            // A table column's tuple or map says its types (names, UUIDs, Enums) in its
            // mark; a computed one is told by its Arrow fields.
            DataType::Struct(_) | DataType::Map(..) if declared_composite(field).is_some() => {
                declared_composite(field).expect("declared")
            }
            DataType::Struct(fields) => ChType::Tuple(
                fields
                    .iter()
                    .map(|f| Ok((None, ChType::of_field(f)?)))
                    .collect::<Result<_>>()?,
            ),
            DataType::Map(entries, _) => match entries.data_type() {
                DataType::Struct(kv) if kv.len() == 2 => ChType::Map(
                    Box::new(ChType::of_field(&kv[0])?),
                    Box::new(ChType::of_field(&kv[1])?),
                ),
                other => {
                    return Err(Error::bad(format!(
                        "a map of {other} cannot be written in a binary format"
                    )))
                }
            },
            DataType::Timestamp(unit, tz) => {
                let tz = tz.as_deref().map(|tz| match tz {
                    "+00:00" | "Z" | "+0000" => "UTC".to_string(),
                    other => other.to_string(),
                });
                match unit {
                    TimeUnit::Second => ChType::DateTime(tz),
                    TimeUnit::Millisecond => ChType::DateTime64(3, tz),
                    TimeUnit::Microsecond => ChType::DateTime64(6, tz),
                    TimeUnit::Nanosecond => ChType::DateTime64(9, tz),
                }
            }
            DataType::Decimal128(p, s) if *s >= 0 && (1..=38).contains(p) && (*s as u8) <= *p => {
                ChType::Decimal(*p, *s as u8)
            }
            other => {
                return Err(Error::bad(format!(
                    "a result column of type {other} cannot be written in a binary format"
                )))
            }
        };
        let low_cardinality = base == ChType::String
            && field
                .metadata()
                .get(CLICKHOUSE_TYPE)
                .is_some_and(|t| t.starts_with("LowCardinality("));
        // An array, a tuple or a map is never Nullable in ClickHouse (its elements may
        // be).
        let ty = if field.is_nullable()
            && !matches!(base, ChType::Array(_) | ChType::Tuple(_) | ChType::Map(..))
        {
            ChType::Nullable(Box::new(base))
        } else {
            base
        };
        Ok(if low_cardinality {
            ChType::LowCardinality(Box::new(ty))
        } else {
            ty
        })
    }

    /// The type without `Nullable` and `LowCardinality`.
    pub fn base(&self) -> &ChType {
        match self {
            ChType::Nullable(t) | ChType::LowCardinality(t) => t.base(),
            t => t,
        }
    }

    pub fn is_nullable(&self) -> bool {
        match self {
            ChType::Nullable(_) => true,
            ChType::LowCardinality(t) => t.is_nullable(),
            _ => false,
        }
    }

    /// The Arrow type values of this type decode into.
    pub fn arrow_type(&self) -> DataType {
        match self.base() {
            ChType::UInt8 => DataType::UInt8,
            ChType::UInt16 => DataType::UInt16,
            ChType::UInt32 => DataType::UInt32,
            ChType::UInt64 => DataType::UInt64,
            ChType::Int8 => DataType::Int8,
            ChType::Int16 => DataType::Int16,
            ChType::Int32 => DataType::Int32,
            ChType::Int64 => DataType::Int64,
            ChType::Float32 => DataType::Float32,
            ChType::Float64 => DataType::Float64,
            ChType::String | ChType::Uuid | ChType::FixedString(_) | ChType::Enum(_) => {
                DataType::Utf8
            }
            ChType::Bool => DataType::Boolean,
            ChType::Date | ChType::Date32 => DataType::Date32,
            ChType::DateTime(_) => DataType::Timestamp(TimeUnit::Second, None),
            ChType::DateTime64(p, _) => DataType::Timestamp(tick_unit(*p).0, None),
            ChType::Decimal(p, s) => DataType::Decimal128(*p, *s as i8),
            ChType::Nothing => DataType::Null,
            ChType::Array(t) => DataType::List(Arc::new(Field::new_list_field(
                t.arrow_type(),
                t.is_nullable(),
            ))),
            ChType::Tuple(elements) => DataType::Struct(
                elements
                    .iter()
                    .enumerate()
                    .map(|(i, (name, t))| {
                        let name = name
                            .clone()
                            .unwrap_or_else(|| maskhouse_types::unnamed_element(i));
                        Field::new(name, t.arrow_type(), t.is_nullable())
                    })
                    .collect(),
            ),
            ChType::Map(k, v) => DataType::Map(
                Arc::new(Field::new(
                    "entries",
                    DataType::Struct(
                        vec![
                            Field::new("keys", k.arrow_type(), false),
                            Field::new("values", v.arrow_type(), v.is_nullable()),
                        ]
                        .into(),
                    ),
                    false,
                )),
                false,
            ),
            ChType::Nullable(_) | ChType::LowCardinality(_) => unreachable!("base type"),
        }
    }

    /// Bytes of one value of a fixed-width type (`None` for String and Array).
    pub fn width(&self) -> Option<usize> {
        Some(match self.base() {
            ChType::UInt8 | ChType::Int8 | ChType::Bool | ChType::Nothing => 1,
            ChType::UInt16 | ChType::Int16 | ChType::Date => 2,
            ChType::UInt32 | ChType::Int32 | ChType::Float32 | ChType::Date32 => 4,
            ChType::DateTime(_) => 4,
            ChType::UInt64 | ChType::Int64 | ChType::Float64 | ChType::DateTime64(..) => 8,
            ChType::Decimal(p, _) => decimal_width(*p),
            ChType::Uuid => 16,
            ChType::FixedString(n) => *n as usize,
            ChType::Enum(e) if e.wide => 2,
            ChType::Enum(_) => 1,
            ChType::String | ChType::Array(_) | ChType::Tuple(_) | ChType::Map(..) => return None,
            ChType::Nullable(_) | ChType::LowCardinality(_) => unreachable!("base type"),
        })
    }
}

/// The ClickHouse type a field's mark ([`CLICKHOUSE_TYPE`]) declares, when the field
/// still has that type's Arrow shape: a value converted to another type
/// (`toInt32(day)` of a `Date32`, `CAST(u AS String)`) keeps its mark through
/// DataFusion's casts, and is then no longer of the declared type.
pub fn declared_type(field: &Field) -> Option<ColumnType> {
    fn shape(t: &DataType) -> String {
        match t {
            DataType::List(f) | DataType::LargeList(f) => format!("[{}]", shape(f.data_type())),
            DataType::Utf8View | DataType::LargeUtf8 => "Utf8".into(),
            other => other.to_string(),
        }
    }
    let declared = ColumnType::parse(field.metadata().get(CLICKHOUSE_TYPE)?).ok()?;
    (shape(&maskhouse_part::schema::arrow_type(&declared)) == shape(field.data_type()))
        .then_some(declared)
}

/// The wire type of a text field that declares `UUID`, `FixedString(N)` or an `Enum`.
fn declared_text(field: &Field) -> Option<ChType> {
    match declared_type(field)?.base() {
        ColumnType::Uuid => Some(ChType::Uuid),
        ColumnType::FixedString(n) => Some(ChType::FixedString(*n)),
        ColumnType::Enum(e) => Some(ChType::Enum(e.clone())),
        _ => None,
    }
}

/// The wire type of an array field that declares its `Array(T)`.
fn declared_array(field: &Field) -> Option<ChType> {
    let declared = declared_type(field)?;
    matches!(declared, ColumnType::Array(_)).then(|| ChType::of_column(&declared))
}

/// The wire type of a tuple or map field that declares its `Tuple(…)` or `Map(K, V)`.
fn declared_composite(field: &Field) -> Option<ChType> {
    let declared = declared_type(field)?;
    matches!(declared, ColumnType::Tuple(_) | ColumnType::Map(..))
        .then(|| ChType::of_column(&declared))
}

/// A UUID's 16 bytes in ClickHouse's binary form from its text.
fn uuid_bytes(text: &str) -> Result<[u8; 16]> {
    let canonical = maskhouse_types::canonical_uuid(text).ok_or_else(|| {
        Error::bad(format!("Cannot parse UUID from String '{text}'"))
            .with_code(maskhouse_types::codes::CANNOT_PARSE_UUID)
    })?;
    let hex: String = canonical.chars().filter(|c| *c != '-').collect();
    let value = u128::from_str_radix(&hex, 16).expect("32 hexadecimal digits");
    let mut out = [0u8; 16];
    out[..8].copy_from_slice(&((value >> 64) as u64).to_le_bytes());
    out[8..].copy_from_slice(&(value as u64).to_le_bytes());
    Ok(out)
}

/// A UUID's canonical text from ClickHouse's 16 binary bytes.
fn uuid_text(bytes: &[u8]) -> String {
    let high = u64::from_le_bytes(bytes[..8].try_into().expect("16 bytes"));
    let low = u64::from_le_bytes(bytes[8..16].try_into().expect("16 bytes"));
    maskhouse_types::uuid_text((u128::from(high) << 64) | u128::from(low))
}

/// The Arrow unit DateTime64 ticks of `precision` decode into, and the factor from
/// ticks to that unit.
pub fn tick_unit(precision: u8) -> (TimeUnit, i64) {
    match precision {
        0 => (TimeUnit::Second, 1),
        1..=3 => (TimeUnit::Millisecond, 10i64.pow(3 - u32::from(precision))),
        4..=6 => (TimeUnit::Microsecond, 10i64.pow(6 - u32::from(precision))),
        _ => (
            TimeUnit::Nanosecond,
            10i64.pow(9 - u32::from(precision.min(9))),
        ),
    }
}

/// Bytes of a `Decimal(precision, _)` value.
pub fn decimal_width(precision: u8) -> usize {
    match precision {
        0..=9 => 4,
        10..=18 => 8,
        _ => 16,
    }
}

/// Appends `v` as an unsigned LEB128 varint.
pub fn put_varint(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let byte = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

/// Appends a length-prefixed string.
pub fn put_string(out: &mut Vec<u8>, s: &[u8]) {
    put_varint(out, s.len() as u64);
    out.extend_from_slice(s);
}

/// One result column ready to be written value by value: the array, its wire type
/// and its base type.
pub struct ColumnWriter<'a> {
    array: &'a ArrayRef,
    base: ChType,
}

impl<'a> ColumnWriter<'a> {
    /// Checks that `array` can be written as `ty` (its type comes from
    /// [`ChType::of_field`] of the same column).
    pub fn new(array: &'a ArrayRef, ty: &ChType) -> Result<Self> {
        Ok(ColumnWriter {
            array,
            base: ty.base().clone(),
        })
    }

    pub fn is_null(&self, row: usize) -> bool {
        self.array.is_null(row)
    }

    /// The column's values.
    pub fn array(&self) -> &'a ArrayRef {
        self.array
    }

    /// The bytes of a string value (`String` columns only).
    pub fn bytes(&self, row: usize) -> Result<&'a [u8]> {
        let a = self.array;
        Ok(match a.data_type() {
            DataType::Utf8 => a.as_string::<i32>().value(row).as_bytes(),
            DataType::LargeUtf8 => a.as_string::<i64>().value(row).as_bytes(),
            DataType::Utf8View => a.as_string_view().value(row).as_bytes(),
            DataType::Binary => a.as_binary::<i32>().value(row),
            DataType::LargeBinary => a.as_binary::<i64>().value(row),
            DataType::BinaryView => a.as_binary_view().value(row),
            other => return Err(Error::internal(format!("{other} is not a string column"))),
        })
    }

    /// Appends the value at `row`; a NULL is written as the type's default (zero,
    /// empty string), as ClickHouse fills the values under a null map.
    pub fn put(&self, out: &mut Vec<u8>, row: usize) -> Result<()> {
        use arrow::datatypes::*;
        let null = self.array.is_null(row);
        macro_rules! prim {
            ($t:ty) => {{
                let v = if null {
                    Default::default()
                } else {
                    self.array.as_primitive::<$t>().value(row)
                };
                out.extend_from_slice(&v.to_le_bytes());
            }};
        }
        match (&self.base, self.array.data_type()) {
            (ChType::Nothing, _) => out.push(0),
            (ChType::Array(element), DataType::List(_)) => {
                if null {
                    put_varint(out, 0);
                    return Ok(());
                }
                let values = self.array.as_list::<i32>().value(row);
                put_varint(out, values.len() as u64);
                let writer = ColumnWriter::new(&values, element)?;
                for i in 0..values.len() {
                    if element.is_nullable() {
                        out.push(u8::from(values.is_null(i)));
                        if values.is_null(i) {
                            continue;
                        }
                    }
                    writer.put(out, i)?;
                }
            }
            (ChType::Tuple(elements), DataType::Struct(_)) => {
                let tuple = self.array.as_struct();
                for ((_, element), column) in elements.iter().zip(tuple.columns()) {
                    // A NULL tuple (a Nullable column's NULL seen through a join) is
                    // written as its elements' defaults.
                    put_nullable(out, &ColumnWriter::new(column, element)?, element, row)?;
                }
            }
            (ChType::Map(k, v), DataType::Map(..)) => {
                if null {
                    put_varint(out, 0);
                    return Ok(());
                }
                let pairs = self.array.as_map().value(row);
                put_varint(out, pairs.len() as u64);
                let keys = ColumnWriter::new(pairs.column(0), k)?;
                let values = ColumnWriter::new(pairs.column(1), v)?;
                for i in 0..pairs.len() {
                    put_nullable(out, &keys, k, i)?;
                    put_nullable(out, &values, v, i)?;
                }
            }
            (ChType::UInt8, DataType::UInt8) => prim!(UInt8Type),
            (ChType::UInt16, DataType::UInt16) => prim!(UInt16Type),
            (ChType::UInt32, DataType::UInt32) => prim!(UInt32Type),
            (ChType::UInt64, DataType::UInt64) => prim!(UInt64Type),
            (ChType::Int8, DataType::Int8) => prim!(Int8Type),
            (ChType::Int16, DataType::Int16) => prim!(Int16Type),
            (ChType::Int32, DataType::Int32) => prim!(Int32Type),
            (ChType::Int64, DataType::Int64) => prim!(Int64Type),
            (ChType::Float32, DataType::Float32) => prim!(Float32Type),
            (ChType::Float64, DataType::Float64) => prim!(Float64Type),
            (ChType::Bool, DataType::Boolean) => {
                out.push(u8::from(!null && self.array.as_boolean().value(row)))
            }
            (ChType::String, _) => {
                if null {
                    out.push(0);
                } else {
                    put_string(out, self.bytes(row)?);
                }
            }
            (ChType::Uuid, _) => match null {
                true => out.extend_from_slice(&[0; 16]),
                false => {
                    let text = std::str::from_utf8(self.bytes(row)?)
                        .map_err(|_| Error::bad("a UUID value is not text"))?;
                    out.extend_from_slice(&uuid_bytes(text)?);
                }
            },
            (ChType::FixedString(n), _) => {
                let n = *n as usize;
                let value = if null { &[][..] } else { self.bytes(row)? };
                if value.len() > n {
                    return Err(Error::bad(format!(
                        "Too large value for FixedString({n}): {} bytes",
                        value.len()
                    ))
                    .with_code(maskhouse_types::codes::TOO_LARGE_STRING_SIZE));
                }
                out.extend_from_slice(value);
                out.extend(std::iter::repeat_n(0, n - value.len()));
            }
            (ChType::Enum(e), _) => {
                let number = if null {
                    0
                } else {
                    let name = self.bytes(row)?;
                    e.values
                        .iter()
                        .find(|(n, _)| n.as_bytes() == name)
                        .map(|(_, v)| *v)
                        .ok_or_else(|| {
                            Error::bad(format!(
                                "Unknown element '{}' for enum {}",
                                String::from_utf8_lossy(name),
                                ColumnType::Enum(e.clone())
                            ))
                            .with_code(maskhouse_types::codes::UNKNOWN_ELEMENT_OF_ENUM)
                        })?
                };
                if e.wide {
                    out.extend_from_slice(&number.to_le_bytes());
                } else {
                    out.push(number as i8 as u8);
                }
            }
            (ChType::Date32, DataType::Date32) => prim!(Date32Type),
            (ChType::Date, DataType::Date32) => {
                let days = if null {
                    0
                } else {
                    self.array.as_primitive::<Date32Type>().value(row)
                };
                let days = u16::try_from(days).map_err(|_| {
                    Error::bad(format!(
                        "Date value {days} (days since 1970-01-01) is out of the range of type Date"
                    ))
                })?;
                out.extend_from_slice(&days.to_le_bytes());
            }
            (ChType::DateTime(_), DataType::Timestamp(TimeUnit::Second, _)) => {
                let secs = if null {
                    0
                } else {
                    self.array.as_primitive::<TimestampSecondType>().value(row)
                };
                let secs = u32::try_from(secs).map_err(|_| {
                    Error::bad(format!(
                        "DateTime value {secs} (seconds since the epoch) is out of the range of type DateTime"
                    ))
                })?;
                out.extend_from_slice(&secs.to_le_bytes());
            }
            (ChType::DateTime64(..), DataType::Timestamp(unit, _)) => {
                let ticks = if null {
                    0
                } else {
                    match unit {
                        TimeUnit::Second => {
                            self.array.as_primitive::<TimestampSecondType>().value(row)
                        }
                        TimeUnit::Millisecond => self
                            .array
                            .as_primitive::<TimestampMillisecondType>()
                            .value(row),
                        TimeUnit::Microsecond => self
                            .array
                            .as_primitive::<TimestampMicrosecondType>()
                            .value(row),
                        TimeUnit::Nanosecond => self
                            .array
                            .as_primitive::<TimestampNanosecondType>()
                            .value(row),
                    }
                };
                out.extend_from_slice(&ticks.to_le_bytes());
            }
            (ChType::Decimal(p, _), DataType::Decimal128(..)) => {
                let v = if null {
                    0
                } else {
                    self.array.as_primitive::<Decimal128Type>().value(row)
                };
                let bytes = v.to_le_bytes();
                out.extend_from_slice(&bytes[..decimal_width(*p)]);
            }
            (ty, dt) => {
                return Err(Error::internal(format!(
                    "a column of Arrow type {dt} cannot be written as {ty}"
                )))
            }
        }
        Ok(())
    }
}

/// Appends the value at `row` of a column of type `ty`, behind its null flag when `ty`
/// is Nullable (RowBinary's form of a value inside an array, tuple or map).
fn put_nullable(
    out: &mut Vec<u8>,
    column: &ColumnWriter<'_>,
    ty: &ChType,
    row: usize,
) -> Result<()> {
    if ty.is_nullable() {
        out.push(u8::from(column.is_null(row)));
        if column.is_null(row) {
            return Ok(());
        }
    }
    column.put(out, row)
}

/// Reads a binary body, every length checked against what is left.
pub struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
}

fn short(what: &str) -> Error {
    Error::bad(format!(
        "Cannot read all data: the input ends inside {what}"
    ))
}

impl<'a> Reader<'a> {
    pub fn new(data: &'a [u8]) -> Self {
        Reader { data, pos: 0 }
    }

    pub fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }

    pub fn at_end(&self) -> bool {
        self.pos == self.data.len()
    }

    pub fn take(&mut self, n: usize, what: &str) -> Result<&'a [u8]> {
        if n > self.remaining() {
            return Err(short(what));
        }
        let out = &self.data[self.pos..self.pos + n];
        self.pos += n;
        Ok(out)
    }

    pub fn u8(&mut self, what: &str) -> Result<u8> {
        Ok(self.take(1, what)?[0])
    }

    pub fn fixed<const N: usize>(&mut self, what: &str) -> Result<[u8; N]> {
        let mut out = [0u8; N];
        out.copy_from_slice(self.take(N, what)?);
        Ok(out)
    }

    pub fn u64(&mut self, what: &str) -> Result<u64> {
        Ok(u64::from_le_bytes(self.fixed(what)?))
    }

    pub fn varint(&mut self, what: &str) -> Result<u64> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.u8(what)?;
            v |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(Error::bad(format!(
            "a malformed variable-length number in {what}"
        )))
    }

    /// A count of items that take at least `min_bytes` each: never more than what is
    /// left could hold, so no allocation follows a hostile prefix.
    pub fn count(&mut self, value: u64, min_bytes: usize, what: &str) -> Result<usize> {
        let n = usize::try_from(value).map_err(|_| short(what))?;
        if n.saturating_mul(min_bytes.max(1)) > self.remaining() {
            return Err(short(what));
        }
        Ok(n)
    }

    /// A length-prefixed byte string.
    pub fn bytes(&mut self, what: &str) -> Result<&'a [u8]> {
        let len = self.varint(what)?;
        let len = self.count(len, 1, what)?;
        self.take(len, what)
    }

    /// A length-prefixed UTF-8 string.
    pub fn string(&mut self, what: &str) -> Result<&'a str> {
        std::str::from_utf8(self.bytes(what)?)
            .map_err(|_| Error::bad(format!("{what} is not valid UTF-8")))
    }
}

/// A list array of `element` values whose rows end at `ends` (element counts).
pub fn list_array(
    element: &ChType,
    ends: &[usize],
    values: ArrayRef,
    nulls: Option<arrow::buffer::NullBuffer>,
    what: &str,
) -> Result<ArrayRef> {
    let mut offsets = Vec::with_capacity(ends.len() + 1);
    offsets.push(0i32);
    for &end in ends {
        offsets.push(
            i32::try_from(end).map_err(|_| {
                Error::bad(format!("{what}: over 2^31 array elements in one block"))
            })?,
        );
    }
    let field = Arc::new(Field::new_list_field(
        element.arrow_type(),
        element.is_nullable(),
    ));
    let list = arrow::array::ListArray::try_new(
        field,
        arrow::buffer::OffsetBuffer::new(offsets.into()),
        values,
        nulls,
    )
    .map_err(|e| Error::bad(format!("{what}: {e}")))?;
    Ok(Arc::new(list))
}

/// A tuple of `columns` (its elements') or a map whose rows end at `ends` (pair
/// counts) over `columns` (its keys' and its values').
pub fn composite_array(
    ty: &ChType,
    ends: &[usize],
    columns: Vec<ArrayRef>,
    what: &str,
) -> Result<ArrayRef> {
    let bad = |e: arrow::error::ArrowError| Error::bad(format!("{what}: {e}"));
    let DataType::Struct(fields) = (match ty.arrow_type() {
        DataType::Map(entries, _) => entries.data_type().clone(),
        other => other,
    }) else {
        return Err(Error::internal(format!(
            "{what}: {ty} is not a tuple or map"
        )));
    };
    let pairs = arrow::array::StructArray::try_new(fields, columns, None).map_err(bad)?;
    let ChType::Map(..) = ty else {
        return Ok(Arc::new(pairs));
    };
    let DataType::Map(entries, sorted) = ty.arrow_type() else {
        unreachable!("a map's arrow type");
    };
    let mut offsets = Vec::with_capacity(ends.len() + 1);
    offsets.push(0i32);
    for &end in ends {
        offsets.push(
            i32::try_from(end)
                .map_err(|_| Error::bad(format!("{what}: over 2^31 map pairs in one block")))?,
        );
    }
    let map = arrow::array::MapArray::try_new(
        entries,
        arrow::buffer::OffsetBuffer::new(offsets.into()),
        pairs,
        None,
        sorted,
    )
    .map_err(bad)?;
    Ok(Arc::new(map))
}

/// Bytes a decoded block's column may hold beyond what its input held (the zero bytes
/// of a fixed-width type's NULLs, the copies of a `LowCardinality` dictionary's
/// values): 256 MiB.
pub const FIXED_COLUMN_BYTES_MAX: usize = 256 << 20;

/// Builds an Arrow array of one wire type, value by value.
pub struct ColumnBuilder {
    base: ChType,
    /// Fixed-width values back to back, or the bytes of all strings.
    bytes: Vec<u8>,
    /// String end offsets (strings only).
    ends: Vec<usize>,
    valid: Vec<bool>,
    /// The elements of an Array, `ends` counting them.
    elements: Option<Box<ColumnBuilder>>,
    /// A Tuple's element columns; a Map's keys and values, `ends` counting them.
    children: Vec<ColumnBuilder>,
    /// Whether the type is Nullable (its default is NULL).
    nullable: bool,
    what: String,
}

impl ColumnBuilder {
    pub fn new(ty: &ChType, column: &str) -> Self {
        let base = ty.base().clone();
        let elements = match &base {
            ChType::Array(element) => Some(Box::new(ColumnBuilder::new(element, column))),
            _ => None,
        };
        let children = match &base {
            ChType::Tuple(elements) => elements
                .iter()
                .map(|(_, t)| ColumnBuilder::new(t, column))
                .collect(),
            ChType::Map(k, v) => vec![ColumnBuilder::new(k, column), ColumnBuilder::new(v, column)],
            _ => Vec::new(),
        };
        ColumnBuilder {
            base,
            bytes: Vec::new(),
            ends: Vec::new(),
            valid: Vec::new(),
            elements,
            children,
            nullable: ty.is_nullable(),
            what: format!("column {column}"),
        }
    }

    /// Reads one value of a tuple's element or a map's key or value: its null marker
    /// first when it is Nullable.
    fn read_child(&mut self, i: usize, r: &mut Reader<'_>) -> Result<()> {
        if self.children[i].nullable && r.u8(&self.what)? != 0 {
            self.children[i].append_null()
        } else {
            self.children[i].read_value(r)
        }
    }

    /// Reads one value of the base type (no null marker).
    pub fn read_value(&mut self, r: &mut Reader<'_>) -> Result<()> {
        if let (ChType::Array(element), Some(elements)) = (&self.base, &mut self.elements) {
            // Every element takes at least one byte.
            let n = r.varint(&self.what)?;
            let n = r.count(n, 1, &self.what)?;
            for _ in 0..n {
                if element.is_nullable() && r.u8(&self.what)? != 0 {
                    elements.append_null()?;
                } else {
                    elements.read_value(r)?;
                }
            }
            self.ends.push(elements.len());
            self.valid.push(true);
            return Ok(());
        }
        match &self.base {
            ChType::Tuple(_) => {
                for i in 0..self.children.len() {
                    self.read_child(i, r)?;
                }
                self.valid.push(true);
                return Ok(());
            }
            ChType::Map(..) => {
                // Every pair takes at least two bytes.
                let n = r.varint(&self.what)?;
                let n = r.count(n, 2, &self.what)?;
                for _ in 0..n {
                    self.read_child(0, r)?;
                    self.read_child(1, r)?;
                }
                self.ends.push(self.children[0].len());
                self.valid.push(true);
                return Ok(());
            }
            _ => {}
        }
        match self.base.width() {
            Some(width) => self.bytes.extend_from_slice(r.take(width, &self.what)?),
            None => {
                self.bytes.extend_from_slice(r.bytes(&self.what)?);
                self.ends.push(self.bytes.len());
            }
        }
        self.valid.push(true);
        Ok(())
    }

    /// Marks the value read last as NULL (Native's null map).
    pub fn set_last_null(&mut self) {
        if let Some(v) = self.valid.last_mut() {
            *v = false;
        }
    }

    /// Appends a NULL without reading anything (RowBinary's marker said so). A NULL of
    /// a fixed-width type takes its width in zero bytes though its input took one byte,
    /// so those bytes are bounded ([`FIXED_COLUMN_BYTES_MAX`]): a `FixedString(16777215)`
    /// of NULLs must not grow a block past memory.
    pub fn append_null(&mut self) -> Result<()> {
        if let Some(elements) = &self.elements {
            self.ends.push(elements.len());
            self.valid.push(false);
            return Ok(());
        }
        match &self.base {
            // A tuple is never NULL in ClickHouse: its elements take their defaults.
            ChType::Tuple(_) => {
                for child in &mut self.children {
                    child.append_default()?;
                }
                self.valid.push(true);
                return Ok(());
            }
            ChType::Map(..) => {
                self.ends.push(self.children[0].len());
                self.valid.push(true);
                return Ok(());
            }
            _ => {}
        }
        match self.base.width() {
            Some(width) => {
                if self.bytes.len().saturating_add(width) > FIXED_COLUMN_BYTES_MAX {
                    return Err(Error::bad(format!(
                        "{}: over {FIXED_COLUMN_BYTES_MAX} bytes of values in one block",
                        self.what
                    )));
                }
                self.bytes.extend(std::iter::repeat_n(0, width))
            }
            None => self.ends.push(self.bytes.len()),
        }
        self.valid.push(false);
        Ok(())
    }

    /// Appends the type's default value: a NULL when it is Nullable, else zero bytes,
    /// an empty string or array, a tuple of defaults, an empty map.
    fn append_default(&mut self) -> Result<()> {
        let nullable = self.nullable;
        self.append_null()?;
        if !nullable {
            if let Some(v) = self.valid.last_mut() {
                *v = true;
            }
        }
        Ok(())
    }

    /// Appends a copy of value `i` of `dictionary` (a finished builder's parts), or a
    /// NULL (`LowCardinality` columns).
    pub fn append_from(&mut self, dictionary: &ColumnBuilder, i: usize, null: bool) -> Result<()> {
        // A key takes a few input bytes and copies its whole value: bounded as NULLs are.
        let len = match self.base.width() {
            Some(width) => width,
            None => dictionary.ends[i] - if i == 0 { 0 } else { dictionary.ends[i - 1] },
        };
        if self.bytes.len().saturating_add(len) > FIXED_COLUMN_BYTES_MAX {
            return Err(Error::bad(format!(
                "{}: over {FIXED_COLUMN_BYTES_MAX} bytes of values in one block",
                self.what
            )));
        }
        match self.base.width() {
            Some(width) => self
                .bytes
                .extend_from_slice(&dictionary.bytes[i * width..(i + 1) * width]),
            None => {
                let start = if i == 0 { 0 } else { dictionary.ends[i - 1] };
                self.bytes
                    .extend_from_slice(&dictionary.bytes[start..dictionary.ends[i]]);
                self.ends.push(self.bytes.len());
            }
        }
        self.valid.push(!null);
        Ok(())
    }

    pub fn len(&self) -> usize {
        self.valid.len()
    }

    pub fn is_empty(&self) -> bool {
        self.valid.is_empty()
    }

    /// The decoded array, of [`ChType::arrow_type`].
    pub fn finish(self) -> Result<ArrayRef> {
        use arrow::{array::*, buffer::NullBuffer, datatypes::*};
        let ColumnBuilder {
            base,
            bytes,
            ends,
            valid,
            elements,
            children,
            nullable: _,
            what,
        } = self;
        let nulls = valid
            .iter()
            .any(|v| !v)
            .then(|| NullBuffer::from(valid.clone()));
        if let (ChType::Array(element), Some(elements)) = (&base, elements) {
            return list_array(element, &ends, elements.finish()?, nulls, &what);
        }
        if let ChType::Tuple(_) | ChType::Map(..) = &base {
            let columns = children
                .into_iter()
                .map(ColumnBuilder::finish)
                .collect::<Result<Vec<_>>>()?;
            return composite_array(&base, &ends, columns, &what);
        }
        let Some(width) = base.width() else {
            let mut offsets = Vec::with_capacity(ends.len() + 1);
            offsets.push(0i32);
            for end in ends {
                offsets.push(i32::try_from(end).map_err(|_| {
                    Error::bad(format!("{what}: over 2 GiB of strings in one block"))
                })?);
            }
            let array = StringArray::try_new(
                arrow::buffer::OffsetBuffer::new(offsets.into()),
                bytes.into(),
                nulls,
            )
            .map_err(|_| Error::bad(format!("{what}: a String value is not valid UTF-8")))?;
            return Ok(Arc::new(array));
        };
        let n = valid.len();
        macro_rules! prim {
            ($t:ty, $native:ty, $conv:expr) => {{
                let values: Vec<_> = bytes
                    .chunks_exact(width)
                    .map(|c| {
                        let v = <$native>::from_le_bytes(c.try_into().expect("width"));
                        $conv(v)
                    })
                    .collect();
                Arc::new(PrimitiveArray::<$t>::new(values.into(), nulls)) as ArrayRef
            }};
        }
        Ok(match &base {
            ChType::UInt8 => prim!(UInt8Type, u8, |v| v),
            ChType::UInt16 => prim!(UInt16Type, u16, |v| v),
            ChType::UInt32 => prim!(UInt32Type, u32, |v| v),
            ChType::UInt64 => prim!(UInt64Type, u64, |v| v),
            ChType::Int8 => prim!(Int8Type, i8, |v| v),
            ChType::Int16 => prim!(Int16Type, i16, |v| v),
            ChType::Int32 => prim!(Int32Type, i32, |v| v),
            ChType::Int64 => prim!(Int64Type, i64, |v| v),
            ChType::Float32 => prim!(Float32Type, f32, |v| v),
            ChType::Float64 => prim!(Float64Type, f64, |v| v),
            ChType::Date => prim!(Date32Type, u16, i32::from),
            ChType::Date32 => prim!(Date32Type, i32, |v| v),
            ChType::DateTime(_) => prim!(TimestampSecondType, u32, i64::from),
            ChType::DateTime64(p, _) => {
                let (unit, factor) = tick_unit(*p);
                let mut ticks = Vec::with_capacity(n);
                for c in bytes.chunks_exact(8) {
                    let v = i64::from_le_bytes(c.try_into().expect("width"));
                    ticks.push(v.checked_mul(factor).ok_or_else(|| {
                        Error::bad(format!("DateTime64 value {v} is out of range"))
                    })?);
                }
                let ticks: arrow::buffer::ScalarBuffer<i64> = ticks.into();
                match unit {
                    TimeUnit::Second => Arc::new(TimestampSecondArray::new(ticks, nulls)),
                    TimeUnit::Millisecond => Arc::new(TimestampMillisecondArray::new(ticks, nulls)),
                    TimeUnit::Microsecond => Arc::new(TimestampMicrosecondArray::new(ticks, nulls)),
                    TimeUnit::Nanosecond => Arc::new(TimestampNanosecondArray::new(ticks, nulls)),
                }
            }
            ChType::Bool => Arc::new(BooleanArray::new(
                bytes.iter().map(|b| *b != 0).collect(),
                nulls,
            )),
            ChType::Uuid => Arc::new(StringArray::from_iter(
                bytes
                    .chunks_exact(16)
                    .zip(&valid)
                    .map(|(c, v)| v.then(|| uuid_text(c))),
            )),
            ChType::FixedString(_) => {
                let values = bytes
                    .chunks_exact(width)
                    .zip(&valid)
                    .map(|(c, v)| {
                        v.then(|| std::str::from_utf8(c)).transpose().map_err(|_| {
                            Error::bad(format!("{what}: a FixedString value is not valid UTF-8"))
                        })
                    })
                    .collect::<Result<Vec<_>>>()?;
                Arc::new(StringArray::from(values))
            }
            ChType::Enum(e) => {
                let values = bytes
                    .chunks_exact(width)
                    .zip(&valid)
                    .map(|(c, v)| {
                        let number = match c {
                            [b] => i64::from(*b as i8),
                            _ => i64::from(i16::from_le_bytes(c.try_into().expect("width"))),
                        };
                        match v {
                            false => Ok(None),
                            true => e.name_of(number).map(Some).ok_or_else(|| {
                                Error::bad(format!(
                                    "{what}: Unexpected value {number} in enum {}",
                                    ColumnType::Enum(e.clone())
                                ))
                                .with_code(maskhouse_types::codes::UNKNOWN_ELEMENT_OF_ENUM)
                            }),
                        }
                    })
                    .collect::<Result<Vec<_>>>()?;
                Arc::new(StringArray::from(values))
            }
            ChType::Decimal(p, s) => {
                let values: Vec<i128> = bytes
                    .chunks_exact(width)
                    .map(|c| match width {
                        4 => i128::from(i32::from_le_bytes(c.try_into().expect("width"))),
                        8 => i128::from(i64::from_le_bytes(c.try_into().expect("width"))),
                        _ => i128::from_le_bytes(c.try_into().expect("width")),
                    })
                    .collect();
                Arc::new(
                    Decimal128Array::new(values.into(), nulls)
                        .with_precision_and_scale(*p, *s as i8)
                        .map_err(|e| Error::bad(e.to_string()))?,
                )
            }
            ChType::Nothing => Arc::new(NullArray::new(n)),
            ChType::String
            | ChType::Array(_)
            | ChType::Tuple(_)
            | ChType::Map(..)
            | ChType::Nullable(_)
            | ChType::LowCardinality(_) => {
                unreachable!("fixed-width base type")
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_names_round_trip() {
        for name in [
            "UInt8",
            "Int64",
            "String",
            "Bool",
            "Date",
            "Date32",
            "DateTime",
            "DateTime('UTC')",
            "DateTime64(3)",
            "DateTime64(6, 'Europe/Berlin')",
            "Decimal(18, 4)",
            "Nullable(Nothing)",
            "Nullable(String)",
            "LowCardinality(String)",
            "LowCardinality(Nullable(String))",
            "Array(String)",
            "Array(Nullable(Int32))",
            "Array(Array(DateTime64(3)))",
            "Array(LowCardinality(String))",
            "Array(Array(LowCardinality(Nullable(String))))",
            "UUID",
            "Nullable(UUID)",
            "FixedString(16)",
            "Enum8('b' = -2, 'a' = 1)",
            "Enum16('x, y' = 1000)",
            "Array(FixedString(2))",
        ] {
            assert_eq!(ChType::parse(name).unwrap().to_string(), name);
        }
        for bad in [
            "IPv4",
            "FixedString(0)",
            "Enum8('a' = 300)",
            "Nullable(Nullable(Int8))",
            "LowCardinality(UInt8)",
            "DateTime64(10)",
            "Decimal(3, 4)",
            "Nullable(Array(UInt8))",
            "Nullable(",
        ] {
            assert!(ChType::parse(bad).is_err(), "{bad}");
        }
        // Nesting is bounded before any recursion.
        let deep = format!("{}UInt8{}", "Array(".repeat(100_000), ")".repeat(100_000));
        assert!(ChType::parse(&deep).is_err());
        assert!(ColumnType::parse(&deep).is_err());
    }

    #[test]
    fn column_types_name_as_describe_does() {
        for name in [
            "UInt32",
            "DateTime64(3)",
            "Nullable(Date)",
            "LowCardinality(String)",
        ] {
            let ty = ColumnType::parse(name).unwrap();
            assert_eq!(ChType::of_column(&ty).to_string(), ty.to_string());
        }
    }

    #[test]
    fn hostile_lengths_are_refused_before_allocating() {
        // A string claiming 2^62 bytes in a 12-byte body.
        let mut body = vec![];
        put_varint(&mut body, 1 << 62);
        body.extend_from_slice(b"abc");
        let err = Reader::new(&body).bytes("column s").unwrap_err();
        assert!(err.message.starts_with("Cannot read all data"), "{err:?}");
        // An unterminated varint.
        assert!(Reader::new(&[0xff; 11]).varint("header").is_err());
        assert!(Reader::new(&[0x80]).varint("header").is_err());
    }

    #[test]
    fn varints_match_leb128() {
        for (v, bytes) in [
            (0u64, vec![0u8]),
            (127, vec![0x7f]),
            (128, vec![0x80, 0x01]),
            (300, vec![0xac, 0x02]),
        ] {
            let mut out = vec![];
            put_varint(&mut out, v);
            assert_eq!(out, bytes);
            assert_eq!(Reader::new(&bytes).varint("x").unwrap(), v);
        }
        let mut out = vec![];
        put_varint(&mut out, u64::MAX);
        assert_eq!(Reader::new(&out).varint("x").unwrap(), u64::MAX);
    }
}
