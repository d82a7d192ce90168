//! ClickHouse functions over the bytes of values: `byteSize`, `isConstant`,
//! `reinterpretAs<Number>`, `reinterpretAsString`, `randomFixedString` and `fuzzBits`.
//!
//! A String holds UTF-8 here, so the functions that make bytes (`randomFixedString`,
//! `fuzzBits`) keep every string valid UTF-8: their random bytes are ASCII (0–127),
//! where ClickHouse's are any byte (docs/sql.md, "Differences from ClickHouse").

use std::sync::Arc;

use datafusion::{
    arrow::{
        array::{Array, ArrayRef, AsArray, StringBuilder, UInt64Array},
        datatypes::{DataType, Field, FieldRef},
    },
    common::{Result as DfResult, ScalarValue},
    logical_expr::{
        ColumnarValue, ReturnFieldArgs, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility,
    },
};
use maskhouse_types::{codes, ColumnType};

use crate::scalar::{argument_types, check_arguments, error};

/// A random 64-bit generator for one call on one batch: xorshift64*, seeded by the
/// standard library's randomly keyed hasher.
fn random_source() -> impl FnMut() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut state = std::collections::hash_map::RandomState::new()
        .build_hasher()
        .finish()
        | 1;
    move || {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        state.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

/// The bytes a value of `t` takes in memory as ClickHouse counts them for `byteSize`,
/// when every value of `t` takes the same (numbers, dates, times, UUIDs).
fn fixed_width(t: &DataType) -> Option<u64> {
    use DataType::*;
    Some(match t {
        Null => 1,
        Boolean | Int8 | UInt8 => 1,
        Int16 | UInt16 | Float16 => 2,
        Int32 | UInt32 | Float32 => 4,
        // A Date is 2 bytes in ClickHouse and a Date32 4; both are Date32 here, where
        // `Date` is the type that plans them.
        Date32 => 2,
        Int64 | UInt64 | Float64 | Date64 | Interval(_) | Duration(_) => 8,
        Timestamp(datafusion::arrow::datatypes::TimeUnit::Second, _) => 4,
        Timestamp(..) => 8,
        // ClickHouse's decimal width follows the precision.
        Decimal32(p, _) | Decimal64(p, _) | Decimal128(p, _) | Decimal256(p, _) => match p {
            0..=9 => 4,
            10..=18 => 8,
            19..=38 => 16,
            _ => 32,
        },
        FixedSizeBinary(n) => u64::try_from(*n).ok()?,
        _ => return None,
    })
}

/// The bytes a value takes in memory when the field declares a ClickHouse type that
/// its Arrow type does not tell (`FixedString(N)`, `UUID`, an `Enum`, a decimal's
/// width, `Date`).
fn declared_width(field: &Field) -> Option<u64> {
    Some(match crate::wire::declared_type(field)?.base() {
        ColumnType::FixedString(n) => u64::from(*n),
        ColumnType::Uuid => 16,
        ColumnType::Enum(e) if e.wide => 2,
        ColumnType::Enum(_) => 1,
        ColumnType::Decimal(p, _) if *p <= 9 => 4,
        ColumnType::Decimal(p, _) if *p <= 18 => 8,
        ColumnType::Decimal(p, _) if *p <= 38 => 16,
        ColumnType::Decimal(..) => 32,
        ColumnType::Date => 2,
        ColumnType::Date32 | ColumnType::DateTime => 4,
        ColumnType::DateTime64(_) => 8,
        _ => return None,
    })
}

/// Whether a field's values are text that stands for something else (a `UUID`, an
/// `Enum`), whose bytes are not the value's.
fn declared_non_text(field: &Field) -> bool {
    matches!(
        field.data_type(),
        DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View
    ) && crate::wire::declared_type(field)
        .is_some_and(|t| !matches!(t.base(), ColumnType::String | ColumnType::FixedString(_)))
}

/// ILLEGAL_TYPE_OF_ARGUMENT for a first argument whose text stands for another value
/// (a `UUID`, an `Enum`), whose bytes these functions would misread.
fn bytes_argument(function: &str, args: &ReturnFieldArgs<'_>) -> DfResult<()> {
    match args.arg_fields.first() {
        Some(f) if declared_non_text(f) => Err(error(
            format!(
                "Illegal type {} of argument of function {function} (ILLEGAL_TYPE_OF_ARGUMENT)",
                crate::wire::declared_type(f).map_or_else(String::new, |t| t.to_string())
            ),
            codes::ILLEGAL_TYPE_OF_ARGUMENT,
        )),
        _ => Ok(()),
    }
}

/// The bytes row `row` of `array` takes for `byteSize`: a fixed width, a string's bytes
/// and 8 for its offset, an array's elements and 8, a tuple's fields; 1 more for a
/// Nullable column's NULL map.
fn value_bytes(array: &ArrayRef, row: usize) -> DfResult<u64> {
    let t = array.data_type();
    if let Some(width) = fixed_width(t) {
        return Ok(width);
    }
    Ok(match t {
        DataType::Utf8 => array.as_string::<i32>().value(row).len() as u64 + 8,
        DataType::LargeUtf8 => array.as_string::<i64>().value(row).len() as u64 + 8,
        DataType::Utf8View => array.as_string_view().value(row).len() as u64 + 8,
        DataType::Binary => array.as_binary::<i32>().value(row).len() as u64 + 8,
        DataType::List(_) => {
            let list = array.as_list::<i32>();
            let items = list.value(row);
            let mut bytes = 8;
            for i in 0..items.len() {
                bytes += value_bytes(&items, i)? + u64::from(items.null_count() > 0);
            }
            bytes
        }
        DataType::Struct(_) => {
            let fields = array.as_struct();
            let mut bytes = 0;
            for column in fields.columns() {
                bytes += value_bytes(column, row)? + u64::from(column.null_count() > 0);
            }
            bytes
        }
        other => {
            return Err(error(
                format!("byteSize: values of {other} are not measured here (NOT_IMPLEMENTED)"),
                codes::NOT_IMPLEMENTED,
            ))
        }
    })
}

/// `byteSize(x, …)`: the bytes the arguments' values take in memory, summed, per row
/// (`UInt64`). Where every argument has a fixed width the result is one constant, as
/// in ClickHouse (`isConstant(byteSize(number))` is 1).
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct ByteSize {
    signature: Signature,
}

impl ByteSize {
    pub(crate) fn new() -> Self {
        use datafusion::logical_expr::TypeSignature;
        ByteSize {
            signature: Signature::one_of(
                vec![TypeSignature::Nullary, TypeSignature::VariadicAny],
                Volatility::Immutable,
            ),
        }
    }
}

/// The constant `byteSize` of arguments of these fields (nullable or not), when every
/// one has a fixed width.
fn fixed_total<'a>(fields: impl Iterator<Item = &'a Field>) -> Option<u64> {
    fields
        .map(|f| {
            let t = f.data_type();
            declared_width(f)
                .or_else(|| fixed_width(t))
                .map(|w| w + u64::from(f.is_nullable() && !t.is_null()))
        })
        .sum()
}

impl ScalarUDFImpl for ByteSize {
    fn name(&self) -> &str {
        "bytesize"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::UInt64)
    }

    fn return_field_from_args(&self, _: ReturnFieldArgs<'_>) -> DfResult<FieldRef> {
        Ok(Arc::new(Field::new(self.name(), DataType::UInt64, false)))
    }

    /// A constant when every argument has a fixed width, before a query's common
    /// expressions are computed once (`isConstant(byteSize(number))` is 1).
    fn simplify(
        &self,
        args: Vec<datafusion::logical_expr::Expr>,
        info: &datafusion::logical_expr::simplify::SimplifyContext,
    ) -> DfResult<datafusion::logical_expr::simplify::ExprSimplifyResult> {
        use datafusion::logical_expr::{lit, simplify::ExprSimplifyResult, ExprSchemable};
        let fields = args
            .iter()
            .map(|a| Ok(a.to_field(info.schema())?.1))
            .collect::<DfResult<Vec<_>>>();
        match fields
            .ok()
            .and_then(|f| fixed_total(f.iter().map(|f| f.as_ref())))
        {
            Some(total) => Ok(ExprSimplifyResult::Simplified(lit(total))),
            None => Ok(ExprSimplifyResult::Original(args)),
        }
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let fixed = fixed_total(args.arg_fields.iter().map(|f| f.as_ref()));
        if let Some(total) = fixed {
            return Ok(ColumnarValue::Scalar(ScalarValue::UInt64(Some(total))));
        }
        let rows = args.number_rows;
        let arrays = args
            .args
            .into_iter()
            .map(|a| a.into_array(rows))
            .collect::<DfResult<Vec<_>>>()?;
        let mut out = Vec::with_capacity(rows);
        for row in 0..rows {
            let mut bytes = 0;
            for (array, field) in arrays.iter().zip(&args.arg_fields) {
                bytes += u64::from(field.is_nullable() && !field.data_type().is_null());
                if let Some(width) = declared_width(field) {
                    bytes += width;
                } else if !array.is_null(row) {
                    bytes += value_bytes(array, row)?;
                } else if let Some(width) = fixed_width(array.data_type()) {
                    bytes += width;
                }
            }
            out.push(bytes);
        }
        Ok(ColumnarValue::Array(Arc::new(UInt64Array::from(out))))
    }
}

/// `isConstant(x)`: 1 when `x` is one value for the whole block (a literal, or a
/// function of constants), else 0, as ClickHouse's.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct IsConstant {
    signature: Signature,
}

impl IsConstant {
    pub(crate) fn new() -> Self {
        IsConstant {
            signature: Signature::any(1, Volatility::Immutable),
        }
    }
}

impl ScalarUDFImpl for IsConstant {
    fn name(&self) -> &str {
        "isconstant"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::UInt8)
    }

    fn return_field_from_args(&self, _: ReturnFieldArgs<'_>) -> DfResult<FieldRef> {
        Ok(Arc::new(Field::new(self.name(), DataType::UInt8, false)))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let constant = matches!(args.args.first(), Some(ColumnarValue::Scalar(_)));
        Ok(ColumnarValue::Scalar(ScalarValue::UInt8(Some(u8::from(
            constant,
        )))))
    }
}

/// The number types `reinterpretAs<T>` makes, as (ClickHouse name, type, bytes).
const REINTERPRET_TARGETS: &[(&str, DataType, usize)] = &[
    ("reinterpretAsUInt8", DataType::UInt8, 1),
    ("reinterpretAsUInt16", DataType::UInt16, 2),
    ("reinterpretAsUInt32", DataType::UInt32, 4),
    ("reinterpretAsUInt64", DataType::UInt64, 8),
    ("reinterpretAsInt8", DataType::Int8, 1),
    ("reinterpretAsInt16", DataType::Int16, 2),
    ("reinterpretAsInt32", DataType::Int32, 4),
    ("reinterpretAsInt64", DataType::Int64, 8),
    ("reinterpretAsFloat32", DataType::Float32, 4),
    ("reinterpretAsFloat64", DataType::Float64, 8),
];

/// `reinterpretAsUInt8(x)` … `reinterpretAsFloat64(x)`: the bytes of `x` (a string's,
/// or a number's in memory, little-endian) read as a number of the named type, cut
/// or padded with zero bytes to its width, as ClickHouse's.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct ReinterpretAs {
    signature: Signature,
    target: usize,
    lower_name: String,
}

impl ReinterpretAs {
    pub(crate) fn all() -> Vec<Self> {
        (0..REINTERPRET_TARGETS.len())
            .map(|target| ReinterpretAs {
                signature: Signature::any(1, Volatility::Immutable),
                target,
                lower_name: REINTERPRET_TARGETS[target].0.to_ascii_lowercase(),
            })
            .collect()
    }

    /// The ClickHouse names of these functions.
    pub(crate) fn clickhouse_names() -> impl Iterator<Item = &'static str> {
        REINTERPRET_TARGETS.iter().map(|(name, _, _)| *name)
    }
}

/// The little-endian bytes of row `row` of a number or string array.
fn little_endian_bytes(array: &ArrayRef, row: usize) -> Option<Vec<u8>> {
    use datafusion::arrow::datatypes as t;
    macro_rules! number {
        ($ty:ty) => {
            array
                .as_primitive::<$ty>()
                .value(row)
                .to_le_bytes()
                .to_vec()
        };
    }
    Some(match array.data_type() {
        DataType::Utf8 => array.as_string::<i32>().value(row).as_bytes().to_vec(),
        DataType::LargeUtf8 => array.as_string::<i64>().value(row).as_bytes().to_vec(),
        DataType::Utf8View => array.as_string_view().value(row).as_bytes().to_vec(),
        DataType::UInt8 => number!(t::UInt8Type),
        DataType::UInt16 => number!(t::UInt16Type),
        DataType::UInt32 => number!(t::UInt32Type),
        DataType::UInt64 => number!(t::UInt64Type),
        DataType::Int8 => number!(t::Int8Type),
        DataType::Int16 => number!(t::Int16Type),
        DataType::Int32 => number!(t::Int32Type),
        DataType::Int64 => number!(t::Int64Type),
        DataType::Float32 => number!(t::Float32Type),
        DataType::Float64 => number!(t::Float64Type),
        DataType::Date32 => number!(t::Date32Type),
        _ => return None,
    })
}

/// The types `reinterpretAs*` read the bytes of: integers, floats, dates and text
/// (decimals are not read here).
fn reinterpretable(t: &DataType) -> bool {
    (t.is_numeric() && !t.is_decimal() && t != &DataType::Float16)
        || matches!(
            t,
            DataType::Utf8
                | DataType::LargeUtf8
                | DataType::Utf8View
                | DataType::Date32
                | DataType::Null
        )
}

impl ScalarUDFImpl for ReinterpretAs {
    fn name(&self) -> &str {
        &self.lower_name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        let (name, ty, _) = &REINTERPRET_TARGETS[self.target];
        check_arguments(name, arg_types, 1..=1, |_, t| {
            (!reinterpretable(t)).then_some("a number or a String")
        })?;
        Ok(ty.clone())
    }

    fn return_field_from_args(&self, args: ReturnFieldArgs<'_>) -> DfResult<FieldRef> {
        bytes_argument(REINTERPRET_TARGETS[self.target].0, &args)?;
        crate::scalar::nullable_as_argument(self, &args)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        use datafusion::arrow::{array::PrimitiveArray, buffer::NullBuffer, datatypes as t};
        let (_, ty, width) = &REINTERPRET_TARGETS[self.target];
        let (arrays, scalar) = crate::scalar::arrays(args)?;
        let input = &arrays[0];
        let nulls = if input.data_type().is_null() {
            Some(NullBuffer::new_null(input.len()))
        } else {
            input.logical_nulls()
        };
        // Each row's first `width` bytes, little-endian, padded with zeros.
        let raw: Vec<u64> = (0..input.len())
            .map(|row| {
                let mut word = [0u8; 8];
                if !input.is_null(row) {
                    let bytes = little_endian_bytes(input, row).unwrap_or_default();
                    let n = bytes.len().min(*width);
                    word[..n].copy_from_slice(&bytes[..n]);
                }
                u64::from_le_bytes(word)
            })
            .collect();
        macro_rules! build {
            ($ty:ty, $f:expr) => {
                Arc::new(PrimitiveArray::<$ty>::new(
                    raw.iter().map($f).collect(),
                    nulls,
                )) as ArrayRef
            };
        }
        let array = match ty {
            DataType::UInt8 => build!(t::UInt8Type, |&r| r as u8),
            DataType::UInt16 => build!(t::UInt16Type, |&r| r as u16),
            DataType::UInt32 => build!(t::UInt32Type, |&r| r as u32),
            DataType::UInt64 => build!(t::UInt64Type, |&r| r),
            DataType::Int8 => build!(t::Int8Type, |&r| r as u8 as i8),
            DataType::Int16 => build!(t::Int16Type, |&r| r as u16 as i16),
            DataType::Int32 => build!(t::Int32Type, |&r| r as u32 as i32),
            DataType::Int64 => build!(t::Int64Type, |&r| r as i64),
            DataType::Float32 => build!(t::Float32Type, |&r| f32::from_bits(r as u32)),
            _ => build!(t::Float64Type, |&r| f64::from_bits(r)),
        };
        crate::scalar::result(array, scalar)
    }
}

/// `reinterpretAsString(x)`: the bytes of a number in memory (little-endian), without
/// its trailing zero bytes, as ClickHouse's. A String holds UTF-8 here, so bytes that
/// are no UTF-8 show as U+FFFD (docs/sql.md, "Differences from ClickHouse").
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct ReinterpretAsString {
    signature: Signature,
}

impl ReinterpretAsString {
    pub(crate) fn new() -> Self {
        ReinterpretAsString {
            signature: Signature::any(1, Volatility::Immutable),
        }
    }
}

impl ScalarUDFImpl for ReinterpretAsString {
    fn name(&self) -> &str {
        "reinterpretasstring"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        check_arguments("reinterpretAsString", arg_types, 1..=1, |_, t| {
            (!reinterpretable(t)).then_some("a number or a String")
        })?;
        Ok(DataType::Utf8)
    }

    fn return_field_from_args(&self, args: ReturnFieldArgs<'_>) -> DfResult<FieldRef> {
        bytes_argument("reinterpretAsString", &args)?;
        crate::scalar::nullable_as_argument(self, &args)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let (arrays, scalar) = crate::scalar::arrays(args)?;
        let input = &arrays[0];
        let mut out = StringBuilder::with_capacity(input.len(), input.len() * 8);
        for row in 0..input.len() {
            if input.is_null(row) || input.data_type().is_null() {
                out.append_null();
                continue;
            }
            let mut bytes = little_endian_bytes(input, row).unwrap_or_default();
            if input.data_type().is_numeric() || input.data_type() == &DataType::Date32 {
                while bytes.last() == Some(&0) {
                    bytes.pop();
                }
            }
            out.append_value(String::from_utf8_lossy(&bytes));
        }
        crate::scalar::result(Arc::new(out.finish()), scalar)
    }
}

/// The most bytes one `randomFixedString` value may have.
const RANDOM_FIXED_STRING_MAX: u64 = 1 << 20;

/// The most bytes `randomFixedString` makes for one batch of rows.
const RANDOM_FIXED_STRING_BATCH_MAX: u64 = 256 << 20;

/// `randomFixedString(n)`: a `FixedString(n)` of random bytes per row (ASCII here: see
/// the module's note). `n` is a constant: another type is 43, 0 is 69 and a column 44,
/// as in ClickHouse. Volatile: refused where replicas must agree.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct RandomFixedString {
    signature: Signature,
}

impl RandomFixedString {
    pub(crate) fn new() -> Self {
        RandomFixedString {
            signature: Signature::any(1, Volatility::Volatile),
        }
    }
}

/// The constant length of `randomFixedString(n)`.
fn random_fixed_length(arg: Option<&ScalarValue>, arg_type: &DataType) -> DfResult<u64> {
    if !arg_type.is_unsigned_integer() && !arg_type.is_signed_integer() {
        return Err(error(
            format!("Illegal type {arg_type} of argument of function randomFixedString, expected an unsigned integer (ILLEGAL_TYPE_OF_ARGUMENT)"),
            codes::ILLEGAL_TYPE_OF_ARGUMENT,
        ));
    }
    let Some(value) = arg else {
        return Err(error(
            "The argument of function randomFixedString must be a constant (ILLEGAL_COLUMN)".into(),
            codes::ILLEGAL_COLUMN,
        ));
    };
    let n = match value.cast_to(&DataType::Int64)? {
        ScalarValue::Int64(Some(n)) => n,
        _ => 0,
    };
    if n <= 0 || n as u64 > RANDOM_FIXED_STRING_MAX {
        return Err(error(
            format!("The length of function randomFixedString must be from 1 to {RANDOM_FIXED_STRING_MAX}, got {n} (ARGUMENT_OUT_OF_BOUND)"),
            codes::ARGUMENT_OUT_OF_BOUND,
        ));
    }
    Ok(n as u64)
}

impl ScalarUDFImpl for RandomFixedString {
    fn name(&self) -> &str {
        "randomfixedstring"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::Utf8)
    }

    fn return_field_from_args(&self, args: ReturnFieldArgs<'_>) -> DfResult<FieldRef> {
        let types = argument_types(&args);
        let arg_type = types.first().cloned().unwrap_or(DataType::Null);
        let n = random_fixed_length(args.scalar_arguments.first().copied().flatten(), &arg_type)?;
        Ok(Arc::new(
            Field::new(self.name(), DataType::Utf8, false).with_metadata(
                [(
                    crate::wire::CLICKHOUSE_TYPE.to_string(),
                    ColumnType::FixedString(n as u32).to_string(),
                )]
                .into(),
            ),
        ))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let rows = args.number_rows;
        let arg_type = args.arg_fields[0].data_type().clone();
        let n = match &args.args[0] {
            ColumnarValue::Scalar(s) => random_fixed_length(Some(s), &arg_type)?,
            ColumnarValue::Array(_) => random_fixed_length(None, &arg_type)?,
        };
        let total = n.saturating_mul(rows as u64);
        if total > RANDOM_FIXED_STRING_BATCH_MAX {
            return Err(error(
                format!("randomFixedString would make {total} bytes for {rows} rows, at most {RANDOM_FIXED_STRING_BATCH_MAX} (TOO_LARGE_STRING_SIZE)"),
                codes::TOO_LARGE_STRING_SIZE,
            ));
        }
        // Eight random bytes from each draw, each kept to its 7 low bits (ASCII).
        let mut next = random_source();
        let words: Vec<u64> = (0..total.div_ceil(8))
            .map(|_| next() & 0x7F7F_7F7F_7F7F_7F7F)
            .collect();
        let bytes =
            datafusion::arrow::buffer::Buffer::from_vec(words).slice_with_length(0, total as usize);
        let offsets = datafusion::arrow::buffer::OffsetBuffer::from_lengths(std::iter::repeat_n(
            n as usize, rows,
        ));
        let strings = datafusion::arrow::array::StringArray::try_new(offsets, bytes, None)?;
        Ok(ColumnarValue::Array(Arc::new(strings)))
    }
}

/// `fuzzBits(s, p)`: `s` with each bit flipped with probability `p` (a constant float
/// from 0 to 1), keeping its type (`String` or `FixedString(N)`). Only the 7 low bits of ASCII
/// bytes flip here (see the module's note); other bytes are kept. Volatile.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct FuzzBits {
    signature: Signature,
}

impl FuzzBits {
    pub(crate) fn new() -> Self {
        FuzzBits {
            signature: Signature::any(2, Volatility::Volatile),
        }
    }
}

fn fuzz_probability(arg: Option<&ScalarValue>) -> DfResult<f64> {
    let p = arg
        .filter(|s| s.data_type().is_numeric())
        .and_then(|s| s.cast_to(&DataType::Float64).ok())
        .and_then(|s| match s {
            ScalarValue::Float64(Some(p)) => Some(p),
            _ => None,
        });
    match p {
        Some(p) if (0.0..=1.0).contains(&p) => Ok(p),
        Some(p) => Err(error(
            format!("The probability of function fuzzBits must be from 0 to 1, got {p} (ARGUMENT_OUT_OF_BOUND)"),
            codes::ARGUMENT_OUT_OF_BOUND,
        )),
        None => Err(error(
            "The second argument of function fuzzBits must be a constant number (ILLEGAL_COLUMN)"
                .into(),
            codes::ILLEGAL_COLUMN,
        )),
    }
}

impl ScalarUDFImpl for FuzzBits {
    fn name(&self) -> &str {
        "fuzzbits"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        check_arguments("fuzzBits", arg_types, 2..=2, |i, t| match i {
            0 => (!matches!(
                t,
                DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View | DataType::Null
            ))
            .then_some("a String or FixedString"),
            _ => (!t.is_floating()).then_some("a constant float"),
        })?;
        Ok(DataType::Utf8)
    }

    fn return_field_from_args(&self, args: ReturnFieldArgs<'_>) -> DfResult<FieldRef> {
        let types = argument_types(&args);
        self.return_type(&types)?;
        bytes_argument("fuzzBits", &args)?;
        fuzz_probability(args.scalar_arguments.get(1).copied().flatten())?;
        let input = &args.arg_fields[0];
        Ok(Arc::new(
            Field::new(self.name(), DataType::Utf8, input.is_nullable())
                .with_metadata(input.metadata().clone()),
        ))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let p = match args.args.get(1) {
            Some(ColumnarValue::Scalar(s)) => fuzz_probability(Some(s))?,
            _ => fuzz_probability(None)?,
        };
        let rows = args.number_rows;
        let input = args.args[0].clone().into_array(rows)?;
        let input = datafusion::arrow::compute::cast(&input, &DataType::Utf8)?;
        let strings = input.as_string::<i32>();
        let mut next = random_source();
        let mut flip = move || (next() as f64 / u64::MAX as f64) < p;
        let mut out = StringBuilder::with_capacity(rows, strings.value_data().len());
        let mut bytes = Vec::new();
        for value in strings.iter() {
            let Some(value) = value else {
                out.append_null();
                continue;
            };
            bytes.clear();
            bytes.extend(value.bytes().map(|b| {
                if b.is_ascii() {
                    (0..7).fold(b, |b, bit| if flip() { b ^ (1 << bit) } else { b })
                } else {
                    b
                }
            }));
            out.append_value(std::str::from_utf8(&bytes).expect("flipping ASCII keeps UTF-8"));
        }
        Ok(ColumnarValue::Array(Arc::new(out.finish())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reinterpret_reads_little_endian_bytes_padded_with_zeros() {
        let strings: ArrayRef =
            Arc::new(datafusion::arrow::array::StringArray::from(vec!["A", "AB"]));
        assert_eq!(little_endian_bytes(&strings, 1), Some(vec![b'A', b'B']));
        let numbers: ArrayRef = Arc::new(datafusion::arrow::array::UInt16Array::from(vec![258]));
        assert_eq!(little_endian_bytes(&numbers, 0), Some(vec![2, 1]));
    }

    #[test]
    fn random_fixed_string_length_errors_are_clickhouse_codes() {
        let code = |r: DfResult<u64>| match r {
            Err(datafusion::error::DataFusionError::External(e)) => {
                e.downcast_ref::<crate::Error>().and_then(|e| e.code)
            }
            _ => None,
        };
        assert_eq!(
            code(random_fixed_length(None, &DataType::Utf8)),
            Some(codes::ILLEGAL_TYPE_OF_ARGUMENT)
        );
        assert_eq!(
            code(random_fixed_length(
                Some(&ScalarValue::UInt8(Some(0))),
                &DataType::UInt8
            )),
            Some(codes::ARGUMENT_OUT_OF_BOUND)
        );
        assert_eq!(
            code(random_fixed_length(None, &DataType::UInt8)),
            Some(codes::ILLEGAL_COLUMN)
        );
        assert!(random_fixed_length(Some(&ScalarValue::UInt8(Some(10))), &DataType::UInt8).is_ok());
    }
}
