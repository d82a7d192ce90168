//! ClickHouse scalar functions computed value by value, as DataFusion functions: `hex`,
//! `splitByString`, `dateDiff`, `uptime`, `exp2`/`exp10`, `isFinite`/`isInfinite`,
//! `ignore` and `randConstant`.

use std::{
    sync::{Arc, OnceLock},
    time::Instant,
};

use chrono::{DateTime, Datelike};
use datafusion::{
    arrow::{
        array::{Array, ArrayRef, AsArray, Int64Array, ListBuilder, StringArray, StringBuilder},
        datatypes::{
            DataType, Date32Type, Float32Type, Float64Type, Int16Type, Int32Type, Int64Type,
            Int8Type, TimeUnit, TimestampMillisecondType, TimestampSecondType, UInt16Type,
            UInt32Type, UInt64Type, UInt8Type,
        },
    },
    common::{DataFusionError, Result as DfResult, ScalarValue},
    logical_expr::{ColumnarValue, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility},
};

fn plan_error(message: String) -> DataFusionError {
    DataFusionError::Plan(message)
}

/// The types of a call's arguments, for a function's `return_type`.
pub(crate) fn argument_types(
    args: &datafusion::logical_expr::ReturnFieldArgs<'_>,
) -> Vec<DataType> {
    args.arg_fields
        .iter()
        .map(|f| f.data_type().clone())
        .collect()
}

/// The result field of `function`, whose result is NULL exactly where its first
/// argument is: its return type, Nullable as that argument is (DataFusion would mark it
/// Nullable whatever the argument).
pub(crate) fn nullable_as_argument(
    function: &dyn ScalarUDFImpl,
    args: &datafusion::logical_expr::ReturnFieldArgs<'_>,
) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
    let types = argument_types(args);
    let nullable = args.arg_fields.first().is_some_and(|f| f.is_nullable());
    Ok(Arc::new(datafusion::arrow::datatypes::Field::new(
        function.name(),
        function.return_type(&types)?,
        nullable,
    )))
}

/// The arguments as arrays of `rows` values, and whether all were constants (then the
/// result is one constant too).
pub(crate) fn arrays(args: ScalarFunctionArgs) -> DfResult<(Vec<ArrayRef>, bool)> {
    let scalar = args
        .args
        .iter()
        .all(|a| matches!(a, ColumnarValue::Scalar(_)));
    let rows = if scalar { 1 } else { args.number_rows };
    let arrays = args
        .args
        .into_iter()
        .map(|a| a.into_array(rows))
        .collect::<DfResult<Vec<_>>>()?;
    Ok((arrays, scalar))
}

/// A Utf8 result field that carries the ClickHouse type its values have
/// ([`crate::wire::CLICKHOUSE_TYPE`]): `toTypeName`, `CREATE TABLE … AS SELECT` and
/// comparisons read it.
fn declared_text_field(
    name: &str,
    nullable: bool,
    ty: &maskhouse_types::ColumnType,
) -> datafusion::arrow::datatypes::FieldRef {
    Arc::new(
        datafusion::arrow::datatypes::Field::new(name, DataType::Utf8, nullable)
            .with_metadata([(crate::wire::CLICKHOUSE_TYPE.to_string(), ty.to_string())].into()),
    )
}

pub(crate) fn result(array: ArrayRef, scalar: bool) -> DfResult<ColumnarValue> {
    Ok(if scalar {
        ColumnarValue::Scalar(ScalarValue::try_from_array(&array, 0)?)
    } else {
        ColumnarValue::Array(array)
    })
}

/// `hex(x)`: the bytes of a string, or of an integer from its highest non-zero byte
/// (`hex(255)` is `FF`, `hex(256)` is `0100`), or of a float in memory order, as
/// uppercase hexadecimal digits, as in ClickHouse.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct Hex {
    signature: Signature,
}

impl Hex {
    pub(crate) fn new() -> Self {
        Hex {
            signature: Signature::any(1, Volatility::Immutable),
        }
    }
}

fn hex_digits(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02X}")).collect()
}

/// The big-endian bytes of an integer's bit pattern of `width` bytes, from the highest
/// non-zero one (at least one byte).
fn integer_hex(bits: u64, width: usize) -> String {
    let bytes = &bits.to_be_bytes()[8 - width..];
    let first = bytes
        .iter()
        .position(|b| *b != 0)
        .unwrap_or(bytes.len() - 1);
    hex_digits(&bytes[first..])
}

impl ScalarUDFImpl for Hex {
    fn name(&self) -> &str {
        "hex"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        match &arg_types[0] {
            t if t.is_integer() || t.is_floating() => Ok(DataType::Utf8),
            DataType::Utf8
            | DataType::LargeUtf8
            | DataType::Utf8View
            | DataType::Binary
            | DataType::Null => Ok(DataType::Utf8),
            other => Err(plan_error(format!(
                "Illegal type {other} of argument of function hex"
            ))),
        }
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let (arrays, scalar) = arrays(args)?;
        let a = &arrays[0];
        macro_rules! ints {
            ($t:ty, $width:expr) => {
                a.as_primitive::<$t>()
                    .iter()
                    .map(|v| v.map(|v| integer_hex(v as u64, $width)))
                    .collect::<StringArray>()
            };
        }
        let out: StringArray = match a.data_type() {
            DataType::UInt8 => ints!(UInt8Type, 1),
            DataType::UInt16 => ints!(UInt16Type, 2),
            DataType::UInt32 => ints!(UInt32Type, 4),
            DataType::UInt64 => ints!(UInt64Type, 8),
            // A signed integer's bit pattern in its own width (`-1` of Int8 is `FF`).
            DataType::Int8 => ints!(Int8Type, 1),
            DataType::Int16 => ints!(Int16Type, 2),
            DataType::Int32 => ints!(Int32Type, 4),
            DataType::Int64 => ints!(Int64Type, 8),
            DataType::Float32 => a
                .as_primitive::<Float32Type>()
                .iter()
                .map(|v| v.map(|v| hex_digits(&v.to_le_bytes())))
                .collect(),
            DataType::Float64 => a
                .as_primitive::<Float64Type>()
                .iter()
                .map(|v| v.map(|v| hex_digits(&v.to_le_bytes())))
                .collect(),
            DataType::Null => StringArray::new_null(a.len()),
            DataType::Binary => a
                .as_binary::<i32>()
                .iter()
                .map(|v| v.map(hex_digits))
                .collect(),
            _ => {
                let strings = datafusion::arrow::compute::cast(a, &DataType::Utf8)?;
                strings
                    .as_string::<i32>()
                    .iter()
                    .map(|v| v.map(|s| hex_digits(s.as_bytes())))
                    .collect()
            }
        };
        result(std::sync::Arc::new(out), scalar)
    }
}

/// `splitByString(separator, s)`: the pieces of `s` between occurrences of
/// `separator`, as ClickHouse splits: an empty separator splits `s` into its
/// characters, and an empty `s` gives no pieces then (`['']` for any other separator).
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct SplitByString {
    signature: Signature,
}

impl SplitByString {
    pub(crate) fn new() -> Self {
        SplitByString {
            signature: Signature::string(2, Volatility::Immutable),
        }
    }
}

fn split_by_string(separator: &str, s: &str) -> Vec<String> {
    if separator.is_empty() {
        s.chars().map(String::from).collect()
    } else {
        s.split(separator).map(String::from).collect()
    }
}

impl ScalarUDFImpl for SplitByString {
    fn name(&self) -> &str {
        // Function names are looked up in lower case.
        "splitbystring"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::new_list(DataType::Utf8, true))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let (arrays, scalar) = arrays(args)?;
        let text = |a: &ArrayRef| datafusion::arrow::compute::cast(a, &DataType::Utf8);
        let (separators, strings) = (text(&arrays[0])?, text(&arrays[1])?);
        let (separators, strings) = (separators.as_string::<i32>(), strings.as_string::<i32>());
        let mut out = ListBuilder::new(StringBuilder::new());
        for i in 0..strings.len() {
            if separators.is_null(i) || strings.is_null(i) {
                out.append_null();
                continue;
            }
            for piece in split_by_string(separators.value(i), strings.value(i)) {
                out.values().append_value(piece);
            }
            out.append(true);
        }
        result(std::sync::Arc::new(out.finish()), scalar)
    }
}

/// `splitByRegexp(regexp, s[, max_substrings])`: the pieces of `s` between the matches
/// of `regexp` (a constant), as ClickHouse splits: an empty `regexp` splits `s` into its
/// characters; a match of no characters ends the splitting (the rest is one piece);
/// an empty `s` is `['']` (`[]` for an empty `regexp`). A positive `max_substrings`
/// keeps that many pieces. A regexp that does not compile is `CANNOT_COMPILE_REGEXP`.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct SplitByRegexp {
    signature: Signature,
}

impl SplitByRegexp {
    pub(crate) fn new() -> Self {
        SplitByRegexp {
            signature: Signature::variadic_any(Volatility::Immutable),
        }
    }
}

/// The signature of a function that checks its own arguments (their number too, with
/// ClickHouse's NUMBER_OF_ARGUMENTS_DOESNT_MATCH, in its `return_type`): any number of
/// any type, none included.
pub(crate) fn any_arguments(volatility: Volatility) -> Signature {
    Signature::one_of(
        vec![
            datafusion::logical_expr::TypeSignature::Nullary,
            datafusion::logical_expr::TypeSignature::VariadicAny,
        ],
        volatility,
    )
}

/// Argument `i` of a call, which must be a constant (ILLEGAL_COLUMN otherwise), as `ty`
/// (a NULL constant is the type's NULL).
pub(crate) fn constant_argument(
    args: &ScalarFunctionArgs,
    i: usize,
    function: &str,
    ty: &DataType,
) -> DfResult<ScalarValue> {
    match &args.args[i] {
        ColumnarValue::Scalar(s) => s.cast_to(ty),
        ColumnarValue::Array(_) => Err(error(
            format!(
                "Argument {} of function {function} must be a constant (ILLEGAL_COLUMN)",
                i + 1
            ),
            maskhouse_types::codes::ILLEGAL_COLUMN,
        )),
    }
}

/// A query error with ClickHouse's `code`, from inside a function.
pub(crate) fn error(message: String, code: u32) -> DataFusionError {
    DataFusionError::External(Box::new(crate::Error::bad(message).with_code(code)))
}

/// Checks a call's number of arguments (`arity`) and each argument's type, with
/// ClickHouse's errors: `expected(i, t)` names what argument `i` should be when `t`
/// does not fit it.
pub(crate) fn check_arguments(
    function: &str,
    arg_types: &[DataType],
    arity: std::ops::RangeInclusive<usize>,
    expected: impl Fn(usize, &DataType) -> Option<&'static str>,
) -> DfResult<()> {
    if !arity.contains(&arg_types.len()) {
        let (low, high) = (*arity.start(), *arity.end());
        let should = match high - low {
            0 => low.to_string(),
            1 => format!("{low} or {high}"),
            _ => format!("from {low} to {high}"),
        };
        return Err(error(
            format!(
                "Number of arguments for function {function} doesn't match: passed {}, should be {should} (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)",
                arg_types.len()
            ),
            maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH,
        ));
    }
    for (i, t) in arg_types.iter().enumerate() {
        if let Some(expected) = expected(i, t) {
            return Err(error(
                format!(
                    "Illegal type {t} of argument {} of function {function}, expected {expected} (ILLEGAL_TYPE_OF_ARGUMENT)",
                    i + 1
                ),
                maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT,
            ));
        }
    }
    Ok(())
}

fn split_by_regexp(regexp: Option<&regex::Regex>, s: &str, limit: usize) -> Vec<String> {
    let Some(regexp) = regexp else {
        return s.chars().take(limit).map(String::from).collect();
    };
    let mut pieces = Vec::new();
    let mut pos = 0;
    while pieces.len() < limit {
        match regexp.find_at(s, pos) {
            Some(m) if !m.is_empty() => {
                pieces.push(s[pos..m.start()].to_string());
                pos = m.end();
            }
            _ => {
                pieces.push(s[pos..].to_string());
                break;
            }
        }
    }
    pieces
}

impl ScalarUDFImpl for SplitByRegexp {
    fn name(&self) -> &str {
        "splitbyregexp"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        check_arguments("splitByRegexp", arg_types, 2..=3, |i, t| match i {
            2 => (!t.is_integer() && t != &DataType::Null).then_some("an integer"),
            _ => (!crate::json::is_text(t)).then_some("String"),
        })?;
        Ok(DataType::new_list(DataType::Utf8, true))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let pattern = match constant_argument(&args, 0, "splitByRegexp", &DataType::Utf8)? {
            ScalarValue::Utf8(Some(p)) => p,
            _ => String::new(),
        };
        let limit = match args.args.get(2) {
            Some(_) => match constant_argument(&args, 2, "splitByRegexp", &DataType::Int64)? {
                ScalarValue::Int64(Some(n)) if n > 0 => usize::try_from(n).unwrap_or(usize::MAX),
                _ => usize::MAX,
            },
            None => usize::MAX,
        };
        let regexp = match pattern.is_empty() {
            true => None,
            false => Some(
                regex::Regex::new(&crate::dialect::re2_pattern(&pattern)).map_err(|e| {
                    error(
                        format!(
                        "cannot compile the regexp of splitByRegexp: {e} (CANNOT_COMPILE_REGEXP)"
                    ),
                        maskhouse_types::codes::CANNOT_COMPILE_REGEXP,
                    )
                })?,
            ),
        };
        let mut args = args;
        args.args.truncate(2);
        let (arrays, scalar) = arrays(args)?;
        let strings = datafusion::arrow::compute::cast(&arrays[1], &DataType::Utf8)?;
        let strings = strings.as_string::<i32>();
        let mut out = ListBuilder::new(StringBuilder::new());
        for s in strings.iter() {
            let Some(s) = s else {
                out.append_null();
                continue;
            };
            for piece in split_by_regexp(regexp.as_ref(), s, limit) {
                out.values().append_value(piece);
            }
            out.append(true);
        }
        result(std::sync::Arc::new(out.finish()), scalar)
    }
}

/// `toDecimal32(x, S)`, `toDecimal64`, `toDecimal128`, `toDecimal256`: `x` as
/// `Decimal(P, S)` with P 9, 18, 38 and 76, its fraction cut (not rounded) to S digits
/// as ClickHouse cuts it (`toDecimal32(1.15, 1)` is `1.1`, `toDecimal64('1.27', 1)` is
/// `1.2`). `S` must be a constant from 0 to P. A value of more than P digits is an
/// error (ClickHouse refuses it only past what the type's 32, 64 or 128-bit integer
/// holds). `toDecimal256` of a float, a string or another decimal rounds (DataFusion's
/// cast).
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct ToDecimal {
    name: &'static str,
    precision: u8,
    signature: Signature,
}

impl ToDecimal {
    pub(crate) fn all() -> [Self; 4] {
        [
            ("todecimal32", 9),
            ("todecimal64", 18),
            ("todecimal128", 38),
            ("todecimal256", 76),
        ]
        .map(|(name, precision)| ToDecimal {
            name,
            precision,
            signature: Signature::any(2, Volatility::Immutable),
        })
    }

    fn output(&self, scale: i8) -> DataType {
        if self.precision > 38 {
            DataType::Decimal256(self.precision, scale)
        } else {
            DataType::Decimal128(self.precision, scale)
        }
    }
}

/// Decimal text cut to `scale` fraction digits, as the unscaled integer.
fn parse_decimal(text: &str, scale: u32) -> Option<i128> {
    let text = text.trim();
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    if whole.is_empty() && fraction.is_empty()
        || !whole
            .bytes()
            .chain(fraction.bytes())
            .all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let mut value: i128 = 0;
    for b in whole.bytes() {
        value = value.checked_mul(10)?.checked_add(i128::from(b - b'0'))?;
    }
    let mut kept = fraction.bytes().take(scale as usize);
    for _ in 0..scale {
        let digit = kept.next().map_or(0, |b| b - b'0');
        value = value.checked_mul(10)?.checked_add(i128::from(digit))?;
    }
    Some(if negative { -value } else { value })
}

impl ScalarUDFImpl for ToDecimal {
    fn name(&self) -> &str {
        self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> DfResult<DataType> {
        Err(plan_error(format!("{} is typed by its scale", self.name)))
    }

    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
        let scale = args
            .scalar_arguments
            .get(1)
            .copied()
            .flatten()
            .and_then(|s| s.cast_to(&DataType::Int64).ok())
            .and_then(|s| match s {
                ScalarValue::Int64(Some(s)) => i8::try_from(s).ok(),
                _ => None,
            })
            .filter(|s| (0..=self.precision as i8).contains(s))
            .ok_or_else(|| {
                plan_error(format!(
                    "the second argument of {} must be a constant scale from 0 to {}",
                    self.name, self.precision
                ))
            })?;
        let nullable = args.arg_fields.first().is_none_or(|f| f.is_nullable());
        Ok(std::sync::Arc::new(
            datafusion::arrow::datatypes::Field::new(self.name, self.output(scale), nullable),
        ))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let output = args.return_field.data_type().clone();
        let (arrays, scalar) = arrays(args)?;
        let a = &arrays[0];
        let (DataType::Decimal128(precision, scale) | DataType::Decimal256(precision, scale)) =
            output
        else {
            return Err(plan_error(format!("{} returns a decimal", self.name)));
        };
        // The largest unscaled value of P digits (ClickHouse refuses only what its
        // storage integer cannot hold; a decimal here holds no more digits than its
        // precision says).
        let limit = 10i128.checked_pow(u32::from(precision)).map(|l| l - 1);
        let too_big = || {
            DataFusionError::External(Box::new(
                crate::Error::bad(format!(
                    "{}: a value does not fit in Decimal({precision}, {scale}) (DECIMAL_OVERFLOW)",
                    self.name
                ))
                .with_code(maskhouse_types::codes::DECIMAL_OVERFLOW),
            ))
        };
        let factor = 10f64.powi(i32::from(scale));
        // Integers go the way of decimals of scale 0 (the cast is exact).
        let integers;
        let a = if a.data_type().is_integer() && limit.is_some() {
            integers = datafusion::arrow::compute::cast(a, &DataType::Decimal128(38, 0))?;
            &integers
        } else {
            a
        };
        let fits = |v: i128| limit.is_some_and(|l| v.checked_abs().is_some_and(|v| v <= l));
        let values: Option<Vec<Option<i128>>> = match (a.data_type(), limit) {
            (DataType::Null, _) | (_, None) => None,
            (DataType::Float64 | DataType::Float32, Some(limit)) => {
                let floats = datafusion::arrow::compute::cast(a, &DataType::Float64)?;
                let mut out = Vec::with_capacity(floats.len());
                for v in floats.as_primitive::<Float64Type>().iter() {
                    out.push(match v {
                        None => None,
                        Some(v) => {
                            let cut = (v * factor).trunc();
                            if !cut.is_finite() || cut.abs() > limit as f64 {
                                return Err(too_big());
                            }
                            Some(cut as i128)
                        }
                    });
                }
                Some(out)
            }
            (DataType::Decimal128(_, from), Some(_)) => {
                let shift = i32::from(scale) - i32::from(*from);
                let mut out = Vec::with_capacity(a.len());
                for v in a
                    .as_primitive::<datafusion::arrow::datatypes::Decimal128Type>()
                    .iter()
                {
                    out.push(match v {
                        None => None,
                        Some(v) => {
                            let moved = if shift >= 0 {
                                10i128
                                    .checked_pow(shift.unsigned_abs())
                                    .and_then(|f| v.checked_mul(f))
                            } else {
                                10i128.checked_pow(shift.unsigned_abs()).map(|f| v / f)
                            };
                            match moved {
                                Some(m) if fits(m) => Some(m),
                                _ => return Err(too_big()),
                            }
                        }
                    });
                }
                Some(out)
            }
            (DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View, Some(_)) => {
                let strings = datafusion::arrow::compute::cast(a, &DataType::Utf8)?;
                let mut out = Vec::with_capacity(strings.len());
                for v in strings.as_string::<i32>().iter() {
                    out.push(match v {
                        None => None,
                        Some(text) => match parse_decimal(text, scale.unsigned_abs().into()) {
                            Some(m) if fits(m) => Some(m),
                            Some(_) => return Err(too_big()),
                            None => {
                                return Err(DataFusionError::Execution(format!(
                                    "{}: cannot parse '{text}' as a decimal",
                                    self.name
                                )))
                            }
                        },
                    });
                }
                Some(out)
            }
            _ => None,
        };
        let array: ArrayRef = match values {
            Some(values) if precision <= 38 => std::sync::Arc::new(
                datafusion::arrow::array::Decimal128Array::from(values)
                    .with_precision_and_scale(precision, scale)?,
            ),
            // NULLs, and what Decimal256 takes: the cast.
            _ => datafusion::arrow::compute::cast(a, &self.output(scale))?,
        };
        result(array, scalar)
    }
}

/// `dateDiff('unit', start, end)` (also `date_diff`): how many unit boundaries lie
/// between two dates or times, as ClickHouse counts them: `end`'s unit number minus
/// `start`'s, where a unit number is whole seconds, minutes, hours or days since the
/// epoch, weeks from Monday, or the calendar's months, quarters or years. `Int64`.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct DateDiff {
    signature: Signature,
    aliases: Vec<String>,
}

impl DateDiff {
    pub(crate) fn new() -> Self {
        DateDiff {
            signature: Signature::any(3, Volatility::Immutable),
            aliases: vec!["date_diff".to_string()],
        }
    }
}

#[derive(Clone, Copy)]
enum Unit {
    Second,
    Minute,
    Hour,
    Day,
    Week,
    Month,
    Quarter,
    Year,
}

impl Unit {
    /// ClickHouse's names of the unit, in any case.
    fn parse(name: &str) -> Option<Unit> {
        Some(match name.to_ascii_lowercase().as_str() {
            "second" | "seconds" | "ss" | "s" => Unit::Second,
            "minute" | "minutes" | "mi" | "n" => Unit::Minute,
            "hour" | "hours" | "hh" | "h" => Unit::Hour,
            "day" | "days" | "dd" | "d" => Unit::Day,
            "week" | "weeks" | "wk" | "ww" => Unit::Week,
            "month" | "months" | "mm" | "m" => Unit::Month,
            "quarter" | "quarters" | "qq" | "q" => Unit::Quarter,
            "year" | "years" | "yyyy" | "yy" => Unit::Year,
            _ => return None,
        })
    }

    /// The number of the unit that holds the second `secs` since the epoch.
    fn number(self, secs: i64) -> Option<i64> {
        let days = secs.div_euclid(86_400);
        Some(match self {
            Unit::Second => secs,
            Unit::Minute => secs.div_euclid(60),
            Unit::Hour => secs.div_euclid(3_600),
            Unit::Day => days,
            // 1970-01-01 was a Thursday: weeks that start on Monday.
            Unit::Week => (days + 3).div_euclid(7),
            Unit::Month | Unit::Quarter | Unit::Year => {
                let date = DateTime::from_timestamp(secs, 0)?.date_naive();
                let (year, month) = (i64::from(date.year()), i64::from(date.month0()));
                match self {
                    Unit::Month => year * 12 + month,
                    Unit::Quarter => year * 4 + month / 3,
                    _ => year,
                }
            }
        })
    }
}

/// Seconds since the epoch of each value of a date or time column.
fn seconds(a: &ArrayRef) -> DfResult<Vec<Option<i64>>> {
    Ok(match a.data_type() {
        DataType::Date32 => a
            .as_primitive::<Date32Type>()
            .iter()
            .map(|d| d.map(|d| i64::from(d) * 86_400))
            .collect(),
        DataType::Timestamp(TimeUnit::Second, _) => {
            a.as_primitive::<TimestampSecondType>().iter().collect()
        }
        DataType::Timestamp(TimeUnit::Millisecond, _) => a
            .as_primitive::<TimestampMillisecondType>()
            .iter()
            .map(|t| t.map(|t| t.div_euclid(1_000)))
            .collect(),
        DataType::Timestamp(..) => {
            let ts =
                datafusion::arrow::compute::cast(a, &DataType::Timestamp(TimeUnit::Second, None))?;
            ts.as_primitive::<TimestampSecondType>().iter().collect()
        }
        other => {
            return Err(plan_error(format!(
                "Illegal type {other} of argument of function dateDiff: \
                 a Date or DateTime is expected"
            )))
        }
    })
}

impl ScalarUDFImpl for DateDiff {
    fn name(&self) -> &str {
        "datediff"
    }

    fn aliases(&self) -> &[String] {
        &self.aliases
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::Int64)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let (arrays, scalar) = arrays(args)?;
        let units = datafusion::arrow::compute::cast(&arrays[0], &DataType::Utf8)?;
        let units = units.as_string::<i32>();
        let (start, end) = (seconds(&arrays[1])?, seconds(&arrays[2])?);
        let mut out = Vec::with_capacity(start.len());
        for (i, (a, b)) in start.into_iter().zip(end).enumerate() {
            let unit = if units.is_null(i) {
                None
            } else {
                Some(Unit::parse(units.value(i)).ok_or_else(|| {
                    plan_error(format!(
                        "dateDiff does not know the unit {:?}; use second, minute, hour, day, week, month, quarter or year",
                        units.value(i)
                    ))
                })?)
            };
            out.push(match (unit, a, b) {
                (Some(unit), Some(a), Some(b)) => match (unit.number(a), unit.number(b)) {
                    (Some(a), Some(b)) => b.checked_sub(a),
                    _ => None,
                },
                _ => None,
            });
        }
        result(std::sync::Arc::new(Int64Array::from(out)), scalar)
    }
}

/// When this process started, for `uptime()`.
static STARTED: OnceLock<Instant> = OnceLock::new();

/// Marks the start of the process (the first call counts).
pub(crate) fn mark_start() {
    STARTED.get_or_init(Instant::now);
}

/// `uptime()`: whole seconds since the server started (`UInt32`). It differs between
/// replicas, so a DELETE may not use it (see `volatile`).
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct Uptime {
    signature: Signature,
}

impl Uptime {
    pub(crate) fn new() -> Self {
        Uptime {
            signature: Signature::nullary(Volatility::Volatile),
        }
    }
}

impl ScalarUDFImpl for Uptime {
    fn name(&self) -> &str {
        "uptime"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::UInt32)
    }

    fn invoke_with_args(&self, _args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let secs = STARTED.get_or_init(Instant::now).elapsed().as_secs();
        Ok(ColumnarValue::Scalar(ScalarValue::UInt32(Some(
            u32::try_from(secs).unwrap_or(u32::MAX),
        ))))
    }
}

/// The longest `sleep(s)` or `sleepEachRow(s)` waits in one call, as ClickHouse's
/// `function_sleep_max_microseconds_per_block` (3 s).
const SLEEP_MAX: std::time::Duration = std::time::Duration::from_secs(3);

/// `sleep(s)` (once per block) and `sleepEachRow(s)` (once per row): wait `s` seconds,
/// a constant number, then give 0 (`UInt8`) for each row. A wait past 3 s in one call
/// is `TOO_SLOW` (160), as in ClickHouse. A DELETE or UPDATE cannot use them (apply
/// would wait; see `volatile`).
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct Sleep {
    each_row: bool,
    signature: Signature,
}

impl Sleep {
    pub(crate) fn all() -> impl Iterator<Item = Sleep> {
        [false, true].into_iter().map(|each_row| Sleep {
            each_row,
            signature: Signature::uniform(1, vec![DataType::Float64], Volatility::Volatile),
        })
    }
}

impl ScalarUDFImpl for Sleep {
    fn name(&self) -> &str {
        match self.each_row {
            false => "sleep",
            true => "sleepeachrow",
        }
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::UInt8)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let seconds = match &args.args[0] {
            ColumnarValue::Scalar(ScalarValue::Float64(Some(s))) if *s >= 0.0 => *s,
            ColumnarValue::Scalar(ScalarValue::Float64(Some(_))) => {
                return Err(plan_error(format!(
                    "Illegal value of the argument of function {}: it is negative",
                    self.name()
                )))
            }
            _ => {
                return Err(plan_error(format!(
                    "The argument of function {} must be a constant number",
                    self.name()
                )))
            }
        };
        let times = if self.each_row { args.number_rows } else { 1 };
        let total = seconds * times as f64;
        if total > SLEEP_MAX.as_secs_f64() {
            return Err(DataFusionError::External(Box::new(
                crate::Error::bad(format!(
                    "The maximum sleep time is {} microseconds. Requested: {} microseconds. (TOO_SLOW)",
                    SLEEP_MAX.as_micros(),
                    (total * 1e6) as u64
                ))
                .with_code(maskhouse_types::codes::TOO_SLOW),
            )));
        }
        // An empty block waits for nothing, as in ClickHouse.
        if args.number_rows > 0 {
            std::thread::sleep(std::time::Duration::from_secs_f64(total));
        }
        Ok(ColumnarValue::Array(Arc::new(
            datafusion::arrow::array::UInt8Array::from(vec![0u8; args.number_rows]),
        )))
    }
}

/// ClickHouse's functions of one float that DataFusion lacks: `exp2(x)` and
/// `exp10(x)`, the error function `erf(x)` and its complement `erfc(x)`, and
/// `lgamma(x)` (the logarithm of the gamma function's absolute value), `log1p(x)`
/// (`ln(1 + x)`, exact near 0), `sqrt(x)` (NaN below 0, where DataFusion's fails)
/// (Float64),
/// `isFinite(x)` and `isInfinite(x)` (UInt8: 1 or 0). Any number is taken as Float64,
/// as ClickHouse takes it; the special functions are musl's (`libm`), as ClickHouse's
/// are, bit for bit. `tgamma` is not here: ClickHouse's is correctly rounded, and
/// musl's differs from it in the last bit.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct FloatFunction {
    name: &'static str,
    signature: Signature,
}

impl FloatFunction {
    pub(crate) fn all() -> impl Iterator<Item = FloatFunction> {
        [
            "exp2",
            "exp10",
            "erf",
            "erfc",
            "lgamma",
            "log1p",
            "sqrt",
            "isfinite",
            "isinfinite",
        ]
        .into_iter()
        .map(|name| FloatFunction {
            name,
            signature: Signature::uniform(1, vec![DataType::Float64], Volatility::Immutable),
        })
    }
}

impl ScalarUDFImpl for FloatFunction {
    fn name(&self) -> &str {
        self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(match self.name {
            "isfinite" | "isinfinite" => DataType::UInt8,
            _ => DataType::Float64,
        })
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        use datafusion::arrow::array::{Float64Array, UInt8Array};
        let (arrays, scalar) = arrays(args)?;
        let x = arrays[0].as_primitive::<Float64Type>();
        let out: ArrayRef = match self.name {
            "exp2" => Arc::new(x.iter().map(|v| v.map(f64::exp2)).collect::<Float64Array>()),
            "sqrt" => Arc::new(x.iter().map(|v| v.map(f64::sqrt)).collect::<Float64Array>()),
            "erf" => Arc::new(x.iter().map(|v| v.map(libm::erf)).collect::<Float64Array>()),
            "erfc" => Arc::new(
                x.iter()
                    .map(|v| v.map(libm::erfc))
                    .collect::<Float64Array>(),
            ),
            "lgamma" => Arc::new(
                x.iter()
                    .map(|v| v.map(libm::lgamma))
                    .collect::<Float64Array>(),
            ),
            "log1p" => Arc::new(
                x.iter()
                    .map(|v| v.map(libm::log1p))
                    .collect::<Float64Array>(),
            ),
            "exp10" => Arc::new(
                x.iter()
                    .map(|v| v.map(|v| 10f64.powf(v)))
                    .collect::<Float64Array>(),
            ),
            "isfinite" => Arc::new(
                x.iter()
                    .map(|v| v.map(|v| u8::from(v.is_finite())))
                    .collect::<UInt8Array>(),
            ),
            _ => Arc::new(
                x.iter()
                    .map(|v| v.map(|v| u8::from(v.is_infinite())))
                    .collect::<UInt8Array>(),
            ),
        };
        result(out, scalar)
    }
}

/// The units of `formatReadableTimeDelta`, from the smallest, with their length in
/// seconds (a month is 30.5 days, a year 365).
const TIME_UNITS: &[(&str, f64)] = &[
    ("nanoseconds", 1e-9),
    ("microseconds", 1e-6),
    ("milliseconds", 1e-3),
    ("seconds", 1.0),
    ("minutes", 60.0),
    ("hours", 3600.0),
    ("days", 86400.0),
    ("months", 30.5 * 86400.0),
    ("years", 365.0 * 86400.0),
];

/// `formatReadableTimeDelta(seconds[, maximum_unit[, minimum_unit]])`: a number of
/// seconds (or a difference of two times) in words, as ClickHouse writes it (`1 year, 1 month, 1 day, 1 hour, 1 minute
/// and 1 second`), from `maximum_unit` (`years` by default) down to `minimum_unit`
/// (`seconds` by default; units below a second are `NOT_IMPLEMENTED`): each unit the
/// value holds, what is left below the smallest dropped, `0 seconds` when nothing is
/// left to write with seconds the smallest unit, and a value too large for its smaller
/// units to count written as a number of the largest.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct FormatReadableTimeDelta {
    signature: Signature,
}

impl FormatReadableTimeDelta {
    pub(crate) fn new() -> Self {
        FormatReadableTimeDelta {
            signature: Signature::variadic_any(Volatility::Immutable),
        }
    }
}

/// `value` (not negative, finite) in words from unit `max` down to unit `min`.
fn time_delta_words(mut value: f64, max: usize, min: usize) -> String {
    let mut out = String::new();
    let min_size = TIME_UNITS[min].1;
    for &(name, size) in TIME_UNITS[min..=max].iter().rev() {
        let singular = &name[..name.len() - 1];
        if value + 1.0 == value {
            // Too large for the smaller units to count: all in this one.
            out.push_str(&crate::functions::float_text((value / size).floor()));
            out.push(' ');
            out.push_str(name);
            return out;
        }
        let units = (value / size).floor();
        // Only seconds, the smallest unit, are written as 0, and only when alone.
        if units == 0.0 && !(size == 1.0 && out.is_empty()) {
            continue;
        }
        value -= units * size;
        if !out.is_empty() {
            out.push_str(if value < min_size { " and " } else { ", " });
        }
        out.push_str(&crate::functions::float_text(units));
        out.push(' ');
        out.push_str(if units == 1.0 { singular } else { name });
    }
    out
}

impl ScalarUDFImpl for FormatReadableTimeDelta {
    fn name(&self) -> &str {
        "formatreadabletimedelta"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        check_arguments(
            "formatReadableTimeDelta",
            arg_types,
            1..=3,
            |i, t| match i {
                0 => (!t.is_numeric() && !matches!(t, DataType::Duration(_) | DataType::Null))
                    .then_some("a number"),
                _ => (!crate::json::is_text(t)).then_some("String"),
            },
        )?;
        Ok(DataType::Utf8)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let unit = |index: usize, default: &str| -> DfResult<usize> {
            let which = if index == 1 { "maximum" } else { "minimum" };
            // An empty or NULL unit is the default, as in ClickHouse.
            let name = match args.args.get(index) {
                None => default.to_string(),
                Some(ColumnarValue::Scalar(s)) => match s.cast_to(&DataType::Utf8)? {
                    ScalarValue::Utf8(Some(name)) if !name.is_empty() => name,
                    _ => default.to_string(),
                },
                Some(ColumnarValue::Array(_)) => {
                    return Err(error(
                        format!("The {which} unit of function formatReadableTimeDelta must be a constant (ILLEGAL_COLUMN)"),
                        maskhouse_types::codes::ILLEGAL_COLUMN,
                    ))
                }
            };
            TIME_UNITS
                .iter()
                .position(|(unit, _)| *unit == name)
                .ok_or_else(|| {
                    error(
                        format!(
                            "Unexpected value of {which} unit argument ({name}) for function formatReadableTimeDelta, the only allowed values are: 'nanoseconds', 'microseconds', 'milliseconds', 'seconds', 'minutes', 'hours', 'days', 'months', 'years' (BAD_ARGUMENTS)"
                        ),
                        maskhouse_types::codes::BAD_ARGUMENTS,
                    )
                })
        };
        let max = unit(1, "years")?;
        let min = unit(2, "seconds")?;
        if let Some(below) = [max, min].into_iter().find(|u| TIME_UNITS[*u].1 < 1.0) {
            return Err(error(
                format!(
                    "formatReadableTimeDelta with a unit below seconds ({}) is not supported (NOT_IMPLEMENTED)",
                    TIME_UNITS[below].0
                ),
                maskhouse_types::codes::NOT_IMPLEMENTED,
            ));
        }
        if min > max {
            return Err(error(
                format!(
                    "The minimum unit ({}) of function formatReadableTimeDelta must not be greater than its maximum unit ({}) (BAD_ARGUMENTS)",
                    TIME_UNITS[min].0, TIME_UNITS[max].0
                ),
                maskhouse_types::codes::BAD_ARGUMENTS,
            ));
        }
        let mut args = args;
        args.args.truncate(1);
        let (arrays, scalar) = arrays(args)?;
        // A difference of two times is a number of seconds, as in ClickHouse.
        let values = match arrays[0].data_type() {
            DataType::Duration(unit) => {
                let per_second = match unit {
                    datafusion::arrow::datatypes::TimeUnit::Second => 1.0,
                    datafusion::arrow::datatypes::TimeUnit::Millisecond => 1e3,
                    datafusion::arrow::datatypes::TimeUnit::Microsecond => 1e6,
                    datafusion::arrow::datatypes::TimeUnit::Nanosecond => 1e9,
                };
                let ticks = datafusion::arrow::compute::cast(&arrays[0], &DataType::Int64)?;
                let seconds: datafusion::arrow::array::Float64Array = ticks
                    .as_primitive::<datafusion::arrow::datatypes::Int64Type>()
                    .iter()
                    .map(|t| t.map(|t| t as f64 / per_second))
                    .collect();
                Arc::new(seconds) as ArrayRef
            }
            _ => datafusion::arrow::compute::cast(&arrays[0], &DataType::Float64)?,
        };
        let values = values.as_primitive::<Float64Type>();
        let mut out = StringBuilder::with_capacity(values.len(), values.len() * 16);
        for v in values.iter() {
            match v {
                None => out.append_null(),
                Some(v) if !v.is_finite() => out.append_value(crate::functions::float_text(v)),
                Some(v) => {
                    let words = time_delta_words(v.abs(), max, min);
                    match v < 0.0 {
                        true => out.append_value(format!("-{words}")),
                        false => out.append_value(words),
                    }
                }
            }
        }
        result(std::sync::Arc::new(out.finish()), scalar)
    }
}

/// `formatReadableSize(x)` (`1.50 KiB`: powers of 1,024), `formatReadableDecimalSize(x)`
/// (`1.23 MB`: powers of 1,000) and `formatReadableQuantity(x)` (`1.23 million`), as
/// ClickHouse writes them: two decimals, the largest unit the value reaches.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct FormatReadable {
    name: &'static str,
    signature: Signature,
}

impl FormatReadable {
    pub(crate) fn all() -> impl Iterator<Item = FormatReadable> {
        [
            "formatreadablesize",
            "formatreadabledecimalsize",
            "formatreadablequantity",
        ]
        .into_iter()
        .map(|name| FormatReadable {
            name,
            signature: Signature::uniform(1, vec![DataType::Float64], Volatility::Immutable),
        })
    }
}

/// `value` in the largest of `units` (each `base` times the one before) it reaches.
pub(crate) fn readable(value: f64, base: f64, units: &[&str]) -> String {
    let mut v = value;
    let mut unit = 0;
    while v.abs() >= base && unit + 1 < units.len() {
        v /= base;
        unit += 1;
    }
    match units[unit] {
        "" => format!("{v:.2}"),
        u => format!("{v:.2} {u}"),
    }
}

impl ScalarUDFImpl for FormatReadable {
    fn name(&self) -> &str {
        self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::Utf8)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let (arrays, scalar) = arrays(args)?;
        let (base, units): (f64, &[&str]) = match self.name {
            "formatreadablesize" => (
                1024.0,
                &["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB", "ZiB", "YiB"],
            ),
            "formatreadabledecimalsize" => (
                1000.0,
                &["B", "KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"],
            ),
            _ => (
                1000.0,
                &[
                    "",
                    "thousand",
                    "million",
                    "billion",
                    "trillion",
                    "quadrillion",
                    "quintillion",
                    "sextillion",
                    "septillion",
                ],
            ),
        };
        let out: StringArray = arrays[0]
            .as_primitive::<Float64Type>()
            .iter()
            .map(|v| v.map(|v| readable(v, base, units)))
            .collect();
        result(Arc::new(out), scalar)
    }
}

/// `toDateTime(x, 'tz')` and `toTimeZone(t, 'tz')`: a `DateTime('tz')`, shown in that
/// time zone's local time. A string is read as local time there (ClickHouse's reading
/// of `toDateTime('2020-01-01 00:00:00', 'Europe/Moscow')`); a number is seconds since
/// the epoch and a date or time is its instant, both kept as they are and only shown in
/// the zone.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct ToDateTimeTz {
    signature: Signature,
}

impl ToDateTimeTz {
    pub(crate) fn new() -> Self {
        ToDateTimeTz {
            signature: Signature::any(2, Volatility::Immutable),
        }
    }
}

/// The time zone a constant argument names, checked.
fn time_zone(arg: Option<&ScalarValue>) -> DfResult<String> {
    use std::str::FromStr;
    let name = match arg {
        Some(
            ScalarValue::Utf8(Some(s))
            | ScalarValue::Utf8View(Some(s))
            | ScalarValue::LargeUtf8(Some(s)),
        ) => s.clone(),
        _ => {
            return Err(plan_error(
                "the time zone must be a constant string, such as 'UTC' or 'Europe/Berlin'".into(),
            ))
        }
    };
    datafusion::arrow::array::timezone::Tz::from_str(&name).map_err(|_| {
        DataFusionError::External(Box::new(
            crate::Error::bad(format!("Cannot load time zone {name} (BAD_ARGUMENTS)"))
                .with_code(maskhouse_types::codes::BAD_ARGUMENTS),
        ))
    })?;
    Ok(name)
}

impl ScalarUDFImpl for ToDateTimeTz {
    fn name(&self) -> &str {
        "todatetime_tz"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _: &[DataType]) -> DfResult<DataType> {
        Err(plan_error(
            "todatetime_tz: the type comes from its arguments".into(),
        ))
    }

    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
        let tz = time_zone(args.scalar_arguments.get(1).copied().flatten())?;
        Ok(Arc::new(datafusion::arrow::datatypes::Field::new(
            self.name(),
            DataType::Timestamp(TimeUnit::Second, Some(tz.into())),
            true,
        )))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        use datafusion::arrow::{array::TimestampSecondArray, compute::cast};
        let DataType::Timestamp(_, Some(tz)) = args.return_field.data_type().clone() else {
            return Err(plan_error("todatetime_tz: no time zone".into()));
        };
        let (arrays, scalar) = arrays(args)?;
        let x = &arrays[0];
        let zoned = DataType::Timestamp(TimeUnit::Second, Some(tz.clone()));
        let out: ArrayRef = match x.data_type() {
            // Local time in the zone: a time written without one, and a date's midnight,
            // are read as the zone's.
            DataType::Utf8
            | DataType::Utf8View
            | DataType::LargeUtf8
            | DataType::Date32
            | DataType::Date64 => cast(
                &cast(x, &DataType::Timestamp(TimeUnit::Second, None))?,
                &zoned,
            )?,
            // An instant, only shown in the zone.
            DataType::Timestamp(_, _) => {
                let utc = cast(
                    x,
                    &DataType::Timestamp(TimeUnit::Second, Some("UTC".into())),
                )?;
                cast(&utc, &zoned)?
            }
            _ => {
                let seconds = cast(x, &DataType::Int64)?;
                let seconds = seconds.as_primitive::<Int64Type>();
                Arc::new(
                    seconds
                        .iter()
                        .collect::<TimestampSecondArray>()
                        .with_timezone(tz),
                )
            }
        };
        result(out, scalar)
    }
}

/// `ch_interval(n, 'unit')`: `n` of `unit` as an interval, one per row: ClickHouse's
/// `toIntervalDay(n)` and the like, and `INTERVAL n DAY` where `n` is an expression
/// (DataFusion reads only a constant there). Months, quarters and years are months;
/// weeks and days are days; the rest are nanoseconds.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct ChInterval {
    signature: Signature,
}

impl ChInterval {
    pub(crate) fn new() -> Self {
        ChInterval {
            signature: Signature::exact(
                vec![DataType::Int64, DataType::Utf8],
                Volatility::Immutable,
            ),
        }
    }
}

/// (months, days, nanoseconds) in one of `unit`.
fn interval_unit(unit: &str) -> Option<(i32, i32, i64)> {
    Some(match unit.to_ascii_lowercase().as_str() {
        "year" => (12, 0, 0),
        "quarter" => (3, 0, 0),
        "month" => (1, 0, 0),
        "week" => (0, 7, 0),
        "day" => (0, 1, 0),
        "hour" => (0, 0, 3_600_000_000_000),
        "minute" => (0, 0, 60_000_000_000),
        "second" => (0, 0, 1_000_000_000),
        "millisecond" => (0, 0, 1_000_000),
        "microsecond" => (0, 0, 1_000),
        "nanosecond" => (0, 0, 1),
        _ => return None,
    })
}

impl ScalarUDFImpl for ChInterval {
    fn name(&self) -> &str {
        "ch_interval"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::Interval(
            datafusion::arrow::datatypes::IntervalUnit::MonthDayNano,
        ))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        use datafusion::arrow::{
            array::IntervalMonthDayNanoArray, datatypes::IntervalMonthDayNano,
        };
        let unit = match &args.args[1] {
            ColumnarValue::Scalar(ScalarValue::Utf8(Some(u)) | ScalarValue::Utf8View(Some(u))) => {
                u.clone()
            }
            _ => {
                return Err(plan_error(
                    "ch_interval: the unit must be a constant".into(),
                ))
            }
        };
        let (months, days, nanos) = interval_unit(&unit)
            .ok_or_else(|| plan_error(format!("unknown interval unit {unit}")))?;
        let (arrays, scalar) = arrays(args)?;
        let n = arrays[0].as_primitive::<Int64Type>();
        let overflow = || {
            DataFusionError::External(Box::new(
                crate::Error::bad("the interval overflows (DECIMAL_OVERFLOW)")
                    .with_code(maskhouse_types::codes::DECIMAL_OVERFLOW),
            ))
        };
        let out = n
            .iter()
            .map(|v| {
                v.map(|v| {
                    // Only the field the unit fills can overflow.
                    let part = |per: i32| match per {
                        0 => Some(0),
                        per => i32::try_from(v).ok().and_then(|v| v.checked_mul(per)),
                    };
                    let (m, d) = (part(months), part(days));
                    let ns = v.checked_mul(nanos);
                    match (m, d, ns) {
                        (Some(m), Some(d), Some(ns)) => Ok(IntervalMonthDayNano::new(m, d, ns)),
                        _ => Err(overflow()),
                    }
                })
                .transpose()
            })
            .collect::<DfResult<IntervalMonthDayNanoArray>>()?;
        result(Arc::new(out), scalar)
    }
}

/// `randConstant()`: one random `UInt32` for the whole query, as ClickHouse's. Stable,
/// so planning folds it into a constant once; a DELETE refuses it (it has no value
/// fixed by the log, `volatile`).
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct RandConstant {
    signature: Signature,
}

impl RandConstant {
    pub(crate) fn new() -> Self {
        // Any arguments, or none: ClickHouse's tell calls apart, unread.
        RandConstant {
            signature: any_arguments(Volatility::Stable),
        }
    }
}

impl ScalarUDFImpl for RandConstant {
    fn name(&self) -> &str {
        "randconstant"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::UInt32)
    }

    fn invoke_with_args(&self, _: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        use std::hash::{BuildHasher, Hasher};
        // The standard library's randomly keyed hasher: a fresh key per call.
        let random = std::collections::hash_map::RandomState::new()
            .build_hasher()
            .finish();
        Ok(ColumnarValue::Scalar(ScalarValue::UInt32(Some(
            random as u32,
        ))))
    }
}

/// `negate(x)`, and `-x` of anything but a literal: ClickHouse's result types, where
/// DataFusion refuses to negate an unsigned integer. An unsigned `x` gives a signed
/// result one size wider (`Int16` for `UInt8`, `Int32` for `UInt16`, `Int64` for
/// `UInt32` and `UInt64`), others their own type; integers wrap as ClickHouse's do
/// (`-toUInt64(18446744073709551615)` is 1, the smallest `Int64` negates to itself).
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct Negate {
    signature: Signature,
}

/// DataFusion's `gcd` or `lcm`, which take integers only: another argument type is
/// ClickHouse's `ILLEGAL_TYPE_OF_ARGUMENT` (43), as in ClickHouse, where DataFusion's
/// coercion fails with a planning error.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct IntegerPair {
    inner: Arc<datafusion::logical_expr::ScalarUDF>,
    signature: Signature,
}

impl IntegerPair {
    pub(crate) fn new(inner: Arc<datafusion::logical_expr::ScalarUDF>) -> Self {
        IntegerPair {
            inner,
            signature: Signature::any(2, Volatility::Immutable),
        }
    }
}

impl ScalarUDFImpl for IntegerPair {
    fn name(&self) -> &str {
        self.inner.name()
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, args: &[DataType]) -> DfResult<DataType> {
        if args.iter().all(|t| t.is_integer() || t.is_null()) {
            return Ok(DataType::Int64);
        }
        let names: Vec<String> = args
            .iter()
            .map(|t| {
                crate::type_name(&datafusion::arrow::datatypes::Field::new(
                    "x",
                    t.clone(),
                    false,
                ))
            })
            .collect();
        Err(DataFusionError::External(Box::new(
            crate::Error::bad(format!(
                "Illegal types {} of arguments of function {} (ILLEGAL_TYPE_OF_ARGUMENT)",
                names.join(" and "),
                self.inner.name()
            ))
            .with_code(maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT),
        )))
    }

    fn invoke_with_args(&self, mut args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        for a in args.args.iter_mut() {
            *a = a.cast_to(&DataType::Int64, None)?;
        }
        args.arg_fields = args
            .arg_fields
            .iter()
            .map(|f| Arc::new(f.as_ref().clone().with_data_type(DataType::Int64)))
            .collect();
        self.inner.invoke_with_args(args)
    }
}

/// DataFusion's `starts_with` or `ends_with` (ClickHouse's `startsWith`, `endsWith`),
/// which take strings only: another argument type is ClickHouse's
/// `ILLEGAL_TYPE_OF_ARGUMENT` (43), where DataFusion's coercion fails with a planning
/// error.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct StringPair {
    inner: Arc<datafusion::logical_expr::ScalarUDF>,
    clickhouse_name: &'static str,
    signature: Signature,
}

impl StringPair {
    pub(crate) fn new(
        inner: Arc<datafusion::logical_expr::ScalarUDF>,
        clickhouse_name: &'static str,
    ) -> Self {
        StringPair {
            inner,
            clickhouse_name,
            signature: Signature::any(2, Volatility::Immutable),
        }
    }
}

impl ScalarUDFImpl for StringPair {
    fn name(&self) -> &str {
        self.inner.name()
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, args: &[DataType]) -> DfResult<DataType> {
        check_arguments(self.clickhouse_name, args, 2..=2, |_, t| {
            (!matches!(
                t,
                DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View | DataType::Null
            ))
            .then_some("a String or FixedString")
        })?;
        Ok(DataType::Boolean)
    }

    /// DataFusion's own rewrite (`starts_with(c, 'p')` as `c LIKE 'p%'`, which prunes
    /// by the sort key).
    fn simplify(
        &self,
        args: Vec<datafusion::logical_expr::Expr>,
        info: &datafusion::logical_expr::simplify::SimplifyContext,
    ) -> DfResult<datafusion::logical_expr::simplify::ExprSimplifyResult> {
        self.inner.simplify(args, info)
    }

    fn invoke_with_args(&self, mut args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        for a in args.args.iter_mut() {
            *a = a.cast_to(&DataType::Utf8, None)?;
        }
        args.arg_fields = args
            .arg_fields
            .iter()
            .map(|f| Arc::new(f.as_ref().clone().with_data_type(DataType::Utf8)))
            .collect();
        self.inner.invoke_with_args(args)
    }
}

impl Negate {
    pub(crate) fn new() -> Self {
        Negate {
            signature: Signature::any(1, Volatility::Immutable),
        }
    }
}

impl ScalarUDFImpl for Negate {
    fn name(&self) -> &str {
        "negate"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, args: &[DataType]) -> DfResult<DataType> {
        Ok(match &args[0] {
            // A condition is a UInt8 in ClickHouse: `-(a > b)` is 0 or -1.
            DataType::Boolean | DataType::UInt8 => DataType::Int16,
            DataType::UInt16 => DataType::Int32,
            DataType::UInt32 | DataType::UInt64 => DataType::Int64,
            t @ (DataType::Null
            | DataType::Int8
            | DataType::Int16
            | DataType::Int32
            | DataType::Int64
            | DataType::Float16
            | DataType::Float32
            | DataType::Float64
            | DataType::Decimal32(..)
            | DataType::Decimal64(..)
            | DataType::Decimal128(..)
            | DataType::Decimal256(..)
            | DataType::Interval(_)
            | DataType::Duration(_)) => t.clone(),
            t => {
                return Err(DataFusionError::External(Box::new(
                    crate::Error::bad(format!(
                        "Illegal type {} of argument of function negate (ILLEGAL_TYPE_OF_ARGUMENT)",
                        crate::type_name(&datafusion::arrow::datatypes::Field::new(
                            "x",
                            t.clone(),
                            false
                        ))
                    ))
                    .with_code(maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT),
                )))
            }
        })
    }

    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
        let input = &args.arg_fields[0];
        Ok(Arc::new(datafusion::arrow::datatypes::Field::new(
            self.name(),
            self.return_type(&[input.data_type().clone()])?,
            input.is_nullable(),
        )))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        use datafusion::arrow::{
            array::AsArray,
            datatypes::{Int64Type, UInt32Type, UInt64Type},
        };
        let (mut inputs, scalar) = arrays(args)?;
        let input = inputs.remove(0);
        let out: datafusion::arrow::array::ArrayRef = match input.data_type() {
            DataType::Null => input,
            // Wider than the input: a plain negation of the widened values.
            DataType::Boolean | DataType::UInt8 | DataType::UInt16 => {
                let wide = datafusion::arrow::compute::cast(
                    &input,
                    &self.return_type(&[input.data_type().clone()])?,
                )?;
                datafusion::arrow::compute::kernels::numeric::neg_wrapping(&wide)?
            }
            // Two's complement: the bits read as Int64, negated with wrapping.
            DataType::UInt32 => Arc::new(
                input
                    .as_primitive::<UInt32Type>()
                    .unary::<_, Int64Type>(|v| -(v as i64)),
            ),
            DataType::UInt64 => Arc::new(
                input
                    .as_primitive::<UInt64Type>()
                    .unary::<_, Int64Type>(|v| (v as i64).wrapping_neg()),
            ),
            _ => datafusion::arrow::compute::kernels::numeric::neg_wrapping(&input)?,
        };
        result(out, scalar)
    }
}

/// The name [`Condition`] is registered under.
pub(crate) const CONDITION: &str = "__condition";

/// `__condition(x)`: a number (or a boolean) read as a condition, true where it is not
/// zero, NULL where it is NULL; another type (a string, a date, a decimal) is
/// `ILLEGAL_TYPE_OF_COLUMN_FOR_FILTER` (59) when the query is planned, as ClickHouse
/// refuses such a filter.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct Condition {
    signature: Signature,
}

impl Condition {
    pub(crate) fn new() -> Self {
        Condition {
            signature: Signature::any(1, Volatility::Immutable),
        }
    }
}

impl ScalarUDFImpl for Condition {
    fn name(&self) -> &str {
        CONDITION
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, args: &[DataType]) -> DfResult<DataType> {
        match &args[0] {
            // Integers and floats, as ClickHouse; not decimals (59 there too).
            t if (t.is_numeric() && !t.is_decimal())
                || matches!(t, DataType::Boolean | DataType::Null) =>
            {
                Ok(DataType::Boolean)
            }
            t => Err(error(
                format!(
                    "Illegal type {} of column for filter. Must be UInt8 or Nullable(UInt8). (ILLEGAL_TYPE_OF_COLUMN_FOR_FILTER)",
                    crate::type_name(&datafusion::arrow::datatypes::Field::new("x", t.clone(), false))
                ),
                maskhouse_types::codes::ILLEGAL_TYPE_OF_COLUMN_FOR_FILTER,
            )),
        }
    }

    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
        nullable_as_argument(self, &args)
    }

    /// What the condition is in DataFusion's terms, so that the planner sees through
    /// it (pruning by the sort key, `force_primary_key`, a DELETE's pinned values): a
    /// boolean as it is, NULL as a boolean NULL, a number `x <> 0`.
    fn simplify(
        &self,
        mut args: Vec<datafusion::logical_expr::Expr>,
        info: &datafusion::logical_expr::simplify::SimplifyContext,
    ) -> DfResult<datafusion::logical_expr::simplify::ExprSimplifyResult> {
        use datafusion::logical_expr::{lit, simplify::ExprSimplifyResult};
        let Some(arg) = args.pop().filter(|_| args.is_empty()) else {
            return Ok(ExprSimplifyResult::Original(args));
        };
        Ok(match info.get_data_type(&arg)? {
            DataType::Boolean => ExprSimplifyResult::Simplified(arg),
            DataType::Null => ExprSimplifyResult::Simplified(lit(ScalarValue::Boolean(None))),
            t => match ScalarValue::new_zero(&t) {
                Ok(zero) => ExprSimplifyResult::Simplified(arg.not_eq(lit(zero))),
                Err(_) => ExprSimplifyResult::Original(vec![arg]),
            },
        })
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        args.args[0].cast_to(&DataType::Boolean, None)
    }
}

/// `rand()`/`rand32()` (`UInt32`), `rand64()` (`UInt64`) and `randCanonical()`
/// (`Float64` in [0, 1)): a random number per row, as ClickHouse's, never NULL.
/// Arguments of any type may be given and are not read (ClickHouse's tell calls apart:
/// `rand(1) != rand(2)` in one row). A DELETE refuses them (`volatile`).
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct Rand {
    signature: Signature,
    kind: RandKind,
    aliases: Vec<String>,
}

/// What a [`Rand`] gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum RandKind {
    UInt32,
    UInt64,
    Canonical,
}

impl Rand {
    pub(crate) fn new(kind: RandKind) -> Self {
        Rand {
            signature: any_arguments(Volatility::Volatile),
            kind,
            aliases: match kind {
                RandKind::UInt32 => vec!["rand32".into()],
                _ => vec![],
            },
        }
    }
}

impl ScalarUDFImpl for Rand {
    fn name(&self) -> &str {
        match self.kind {
            RandKind::UInt32 => "rand",
            RandKind::UInt64 => "rand64",
            RandKind::Canonical => "randcanonical",
        }
    }

    fn aliases(&self) -> &[String] {
        &self.aliases
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _: &[DataType]) -> DfResult<DataType> {
        Ok(match self.kind {
            RandKind::UInt32 => DataType::UInt32,
            RandKind::UInt64 => DataType::UInt64,
            RandKind::Canonical => DataType::Float64,
        })
    }

    fn return_field_from_args(
        &self,
        _: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
        Ok(Arc::new(datafusion::arrow::datatypes::Field::new(
            self.name(),
            self.return_type(&[])?,
            false,
        )))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        use std::hash::{BuildHasher, Hasher};
        // xorshift64*, seeded by the standard library's randomly keyed hasher.
        let mut state = std::collections::hash_map::RandomState::new()
            .build_hasher()
            .finish()
            | 1;
        let mut next = move || {
            state ^= state >> 12;
            state ^= state << 25;
            state ^= state >> 27;
            state.wrapping_mul(0x2545_F491_4F6C_DD1D)
        };
        let rows = (0..args.number_rows).map(|_| next());
        let array: datafusion::arrow::array::ArrayRef = match self.kind {
            RandKind::UInt64 => Arc::new(datafusion::arrow::array::UInt64Array::from_iter_values(
                rows,
            )),
            RandKind::UInt32 => Arc::new(datafusion::arrow::array::UInt32Array::from_iter_values(
                rows.map(|r| (r >> 32) as u32),
            )),
            // 53 random bits: every double in [0, 1) with that spacing.
            RandKind::Canonical => {
                Arc::new(datafusion::arrow::array::Float64Array::from_iter_values(
                    rows.map(|r| (r >> 11) as f64 / (1u64 << 53) as f64),
                ))
            }
        };
        Ok(ColumnarValue::Array(array))
    }
}

/// `parseDateTimeBestEffort(s)` and its `…OrNull` / `…OrZero` forms: the text read as a
/// `DateTime` (UTC) in any of the forms people write: ISO 8601 with `T` or a space,
/// fractions and a zone (`Z`, `+03:00`, `+0300`), a date alone, `YYYYMMDDhhmmss`,
/// slashes (`2024/01/02`, `02/01/2024` day first), RFC 2822 (`Thu, 18 Aug 2018
/// 07:22:16 GMT`), `AM`/`PM`, and a Unix time in seconds (10 digits or fewer) or
/// milliseconds (13). Text that reads as none of them is `CANNOT_PARSE_DATETIME` (41),
/// or NULL / `1970-01-01 00:00:00`.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct ParseDateTimeBestEffort {
    signature: Signature,
    or: Option<bool>,
}

impl ParseDateTimeBestEffort {
    /// `or`: None fails on bad text; `Some(false)` gives NULL; `Some(true)` zero.
    pub(crate) fn new(or: Option<bool>) -> Self {
        ParseDateTimeBestEffort {
            signature: Signature::string(1, Volatility::Immutable),
            or,
        }
    }
}

/// Seconds since the epoch of `text` read best effort, or None.
pub(crate) fn best_effort_seconds(text: &str) -> Option<i64> {
    use chrono::{NaiveDate, NaiveDateTime};
    let t = text.trim();
    if t.is_empty() {
        return None;
    }
    if t.bytes().all(|b| b.is_ascii_digit()) {
        let day = |d: NaiveDate| d.and_hms_opt(0, 0, 0).map(|d| d.and_utc().timestamp());
        return match t.len() {
            6 => NaiveDate::parse_from_str(&format!("{t}01"), "%Y%m%d")
                .ok()
                .and_then(day),
            8 => NaiveDate::parse_from_str(t, "%Y%m%d").ok().and_then(day),
            9 | 10 => t.parse().ok(),
            13 => t.parse::<i64>().ok().map(|ms| ms.div_euclid(1000)),
            14 => NaiveDateTime::parse_from_str(t, "%Y%m%d%H%M%S")
                .ok()
                .map(|d| d.and_utc().timestamp()),
            _ => None,
        };
    }
    if let Ok(d) = chrono::DateTime::parse_from_rfc2822(t) {
        return Some(d.timestamp());
    }
    if let Ok(d) = chrono::DateTime::parse_from_rfc3339(t) {
        return Some(d.timestamp());
    }
    // A weekday before the date (`Thu, 18 Aug 2018 …`) is not checked, as in ClickHouse.
    let t = match t.split_once(", ") {
        Some((day, rest)) if day.len() >= 3 && day.bytes().all(|b| b.is_ascii_alphabetic()) => rest,
        _ => t,
    };
    // ISO 8601's `T` between the date and the time (between two digits) is a space.
    let bytes = t.as_bytes();
    let normalized: String = t
        .char_indices()
        .map(|(i, c)| {
            let between_digits = i > 0
                && bytes[i - 1].is_ascii_digit()
                && bytes.get(i + 1).is_some_and(u8::is_ascii_digit);
            match c {
                'T' if between_digits => ' ',
                '/' => '-',
                c => c,
            }
        })
        .collect();
    let zoned = normalized
        .strip_suffix(" GMT")
        .or_else(|| normalized.strip_suffix(" UTC"))
        .or_else(|| normalized.strip_suffix('Z'))
        .unwrap_or(&normalized);
    for format in [
        "%Y-%m-%d %H:%M:%S%.f%:z",
        "%Y-%m-%d %H:%M:%S%.f%z",
        "%Y-%m-%d %H:%M%:z",
    ] {
        if let Ok(d) = chrono::DateTime::parse_from_str(zoned, format) {
            return Some(d.timestamp());
        }
    }
    for format in [
        "%Y-%m-%d %H:%M:%S%.f",
        "%Y-%m-%d %H:%M:%S",
        "%Y-%m-%d %H:%M",
        "%Y-%m-%d %I:%M:%S %p",
        "%Y-%m-%d %I:%M %p",
        "%d-%m-%Y %H:%M:%S",
        "%d-%m-%Y %H:%M",
        "%m-%d-%Y %H:%M:%S",
        "%d %b %Y %H:%M:%S",
        "%d %B %Y %H:%M:%S",
        "%b %d %Y %H:%M:%S",
    ] {
        if let Ok(d) = NaiveDateTime::parse_from_str(zoned, format) {
            return Some(d.and_utc().timestamp());
        }
    }
    // Day first (`02/01/2024` is 2 January), month first where that cannot be
    // (`12/31/2024`), as ClickHouse reads them.
    for format in [
        "%Y-%m-%d", "%d-%m-%Y", "%m-%d-%Y", "%d %b %Y", "%d %B %Y", "%b %d %Y", "%Y-%m",
    ] {
        let parsed = if format == "%Y-%m" {
            NaiveDate::parse_from_str(&format!("{zoned}-01"), "%Y-%m-%d")
        } else {
            NaiveDate::parse_from_str(zoned, format)
        };
        if let Ok(d) = parsed {
            return Some(d.and_hms_opt(0, 0, 0)?.and_utc().timestamp());
        }
    }
    None
}

impl ScalarUDFImpl for ParseDateTimeBestEffort {
    fn name(&self) -> &str {
        match self.or {
            None => "parsedatetimebesteffort",
            Some(false) => "parsedatetimebesteffortornull",
            Some(true) => "parsedatetimebesteffortorzero",
        }
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::Timestamp(TimeUnit::Second, None))
    }

    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
        let nullable =
            self.or == Some(false) || args.arg_fields.first().is_some_and(|f| f.is_nullable());
        Ok(Arc::new(datafusion::arrow::datatypes::Field::new(
            self.name(),
            DataType::Timestamp(TimeUnit::Second, None),
            nullable,
        )))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let (arrays, scalar) = arrays(args)?;
        let text = datafusion::arrow::compute::cast(&arrays[0], &DataType::Utf8)?;
        let text = text.as_string::<i32>();
        let mut out = Vec::with_capacity(text.len());
        for v in text.iter() {
            out.push(match v {
                None => None,
                Some(s) => match (best_effort_seconds(s), self.or) {
                    (Some(secs), _) => Some(secs),
                    (None, Some(true)) => Some(0),
                    (None, Some(false)) => None,
                    (None, None) => {
                        return Err(DataFusionError::External(Box::new(
                            crate::Error::bad(format!(
                                "Cannot read DateTime: neither Date nor Time was parsed successfully from {s:?} (CANNOT_PARSE_DATETIME)"
                            ))
                            .with_code(maskhouse_types::codes::CANNOT_PARSE_DATETIME),
                        )))
                    }
                },
            });
        }
        result(
            Arc::new(datafusion::arrow::array::TimestampSecondArray::from(out)),
            scalar,
        )
    }
}

/// `hostName()` (also `hostname()`) and `getOSKernelVersion()`: the machine this node
/// runs on, from `/proc/sys/kernel` (`''` where there is none). Volatile: they differ
/// from node to node, so a DELETE, an UPDATE, a view a mutation reads or a column's
/// default refuses them, as it refuses `rand()`.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct HostInfo {
    name: &'static str,
    signature: Signature,
}

impl HostInfo {
    pub(crate) fn all() -> [HostInfo; 2] {
        ["hostname", "getoskernelversion"].map(|name| HostInfo {
            name,
            signature: Signature::nullary(Volatility::Volatile),
        })
    }

    fn value(&self) -> String {
        let read = |file: &str| {
            std::fs::read_to_string(format!("/proc/sys/kernel/{file}"))
                .map(|s| s.trim().to_string())
                .unwrap_or_default()
        };
        match self.name {
            "hostname" => read("hostname"),
            _ => format!("{} {}", read("ostype"), read("osrelease")),
        }
    }
}

impl ScalarUDFImpl for HostInfo {
    fn name(&self) -> &str {
        self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::Utf8)
    }

    fn invoke_with_args(&self, _args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        Ok(ColumnarValue::Scalar(ScalarValue::Utf8(Some(self.value()))))
    }
}

/// `currentDatabase()` (and `database()`): the database unqualified table names are
/// read from, which is the session's default schema (`default` unless the request names
/// another with `database`).
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct CurrentDatabase {
    signature: Signature,
}

/// The name [`CurrentDatabase`] is registered under.
pub(crate) const CURRENT_DATABASE: &str = "__current_database";

impl CurrentDatabase {
    pub(crate) fn new() -> Self {
        CurrentDatabase {
            signature: Signature::nullary(Volatility::Stable),
        }
    }
}

impl ScalarUDFImpl for CurrentDatabase {
    fn name(&self) -> &str {
        CURRENT_DATABASE
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::Utf8)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let schema = &args.config_options.catalog.default_schema;
        // A session that names no database (DataFusion's own default) reads `default`.
        let database = if schema == "public" {
            "default"
        } else {
            schema
        };
        Ok(ColumnarValue::Scalar(ScalarValue::Utf8(Some(
            database.to_string(),
        ))))
    }
}

/// `randomString(n)` and `randomPrintableASCII(n)`: `n` random bytes per row. A String
/// here holds UTF-8, so `randomString`'s bytes are random ASCII (0–127) rather than any
/// byte as in ClickHouse; `randomPrintableASCII`'s are printable (32–126), as in
/// ClickHouse. Volatile: refused where replicas must agree (a DELETE's predicate).
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct RandomString {
    signature: Signature,
    printable: bool,
}

/// The most bytes one random string may have (ClickHouse's limit is 1 GiB).
const RANDOM_STRING_BYTES_MAX: u64 = 1 << 20;

/// The most bytes of random strings one block of rows may make: a query asks for
/// random data row by row, and its blocks stay far within a string column's offsets.
const RANDOM_STRING_BLOCK_BYTES_MAX: u64 = 256 << 20;

impl RandomString {
    pub(crate) fn new(printable: bool) -> Self {
        RandomString {
            signature: Signature::variadic_any(Volatility::Volatile),
            printable,
        }
    }
}

impl ScalarUDFImpl for RandomString {
    fn name(&self) -> &str {
        if self.printable {
            "randomprintableascii"
        } else {
            "randomstring"
        }
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, args: &[DataType]) -> DfResult<DataType> {
        match args.first() {
            Some(t) if t.is_integer() => Ok(DataType::Utf8),
            _ => Err(plan_error(format!(
                "function {} takes a length (an integer) as its first argument",
                self.name()
            ))),
        }
    }

    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
        nullable_as_argument(self, &args)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        use std::hash::{BuildHasher, Hasher};
        let rows = args.number_rows;
        let lengths = args.args[0].to_array(rows)?;
        let lengths = datafusion::arrow::compute::cast(&lengths, &DataType::UInt64)?;
        let lengths = lengths.as_primitive::<datafusion::arrow::datatypes::UInt64Type>();
        // xorshift64*, seeded by the standard library's randomly keyed hasher.
        let mut state = std::collections::hash_map::RandomState::new()
            .build_hasher()
            .finish()
            | 1;
        let mut next = move || {
            state ^= state >> 12;
            state ^= state << 25;
            state ^= state >> 27;
            state.wrapping_mul(0x2545_F491_4F6C_DD1D)
        };
        let (low, span) = if self.printable {
            (32u8, 95u64)
        } else {
            (0u8, 128u64)
        };
        let total: u64 = (0..rows)
            .filter(|&i| !lengths.is_null(i))
            .map(|i| lengths.value(i).min(RANDOM_STRING_BYTES_MAX + 1))
            .sum();
        if total > RANDOM_STRING_BLOCK_BYTES_MAX {
            return Err(DataFusionError::External(Box::new(
                crate::Error::bad(format!(
                    "Too large string size in function {}: {total} bytes in one block of {rows} rows, at most {RANDOM_STRING_BLOCK_BYTES_MAX} (TOO_LARGE_STRING_SIZE)",
                    self.name()
                ))
                .with_code(maskhouse_types::codes::TOO_LARGE_STRING_SIZE),
            )));
        }
        let mut out = datafusion::arrow::array::StringBuilder::with_capacity(rows, total as usize);
        let mut bytes = Vec::new();
        for i in 0..rows {
            if lengths.is_null(i) {
                out.append_null();
                continue;
            }
            let n = lengths.value(i);
            if n > RANDOM_STRING_BYTES_MAX {
                return Err(DataFusionError::External(Box::new(
                    crate::Error::bad(format!(
                        "Too large string size {n} in function {}: at most {RANDOM_STRING_BYTES_MAX} (TOO_LARGE_STRING_SIZE)",
                        self.name()
                    ))
                    .with_code(maskhouse_types::codes::TOO_LARGE_STRING_SIZE),
                )));
            }
            bytes.clear();
            bytes.extend((0..n).map(|_| low + (next() % span) as u8));
            out.append_value(std::str::from_utf8(&bytes).expect("ASCII is UTF-8"));
        }
        Ok(ColumnarValue::Array(Arc::new(out.finish())))
    }
}

/// `ignore(…)`: takes any arguments, evaluates none of them, and returns 0 (UInt8), as
/// ClickHouse's does (used to make a column be read without returning it).
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct Ignore {
    signature: Signature,
}

impl Ignore {
    pub(crate) fn new() -> Self {
        Ignore {
            signature: Signature::variadic_any(Volatility::Immutable),
        }
    }
}

impl ScalarUDFImpl for Ignore {
    fn name(&self) -> &str {
        "ignore"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::UInt8)
    }

    fn invoke_with_args(&self, _args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        Ok(ColumnarValue::Scalar(ScalarValue::UInt8(Some(0))))
    }
}

/// `lower(s)`/`lcase(s)` and `upper(s)`/`ucase(s)` change only ASCII letters, as
/// ClickHouse's do; `lowerUTF8(s)` and `upperUTF8(s)` change every letter.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct LetterCase {
    name: &'static str,
    signature: Signature,
}

impl LetterCase {
    pub(crate) fn all() -> impl Iterator<Item = LetterCase> {
        ["lower", "lcase", "upper", "ucase", "lowerutf8", "upperutf8"]
            .into_iter()
            .map(|name| LetterCase {
                name,
                signature: Signature::string(1, Volatility::Immutable),
            })
    }
}

impl ScalarUDFImpl for LetterCase {
    fn name(&self) -> &str {
        self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::Utf8)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let (arrays, scalar) = arrays(args)?;
        let text = datafusion::arrow::compute::cast(&arrays[0], &DataType::Utf8)?;
        let change: fn(&str) -> String = match self.name {
            "lower" | "lcase" => str::to_ascii_lowercase,
            "upper" | "ucase" => str::to_ascii_uppercase,
            "lowerutf8" => str::to_lowercase,
            _ => str::to_uppercase,
        };
        let out: datafusion::arrow::array::StringArray = text
            .as_string::<i32>()
            .iter()
            .map(|v| v.map(change))
            .collect();
        result(Arc::new(out), scalar)
    }
}

/// `position(haystack, needle[, start_pos])` and its family, as ClickHouse's: the
/// 1-based offset of the first `needle` at or after `start_pos` (0 or 1: from the
/// start), or 0. `position` and `positionCaseInsensitive` count bytes (ASCII letters
/// match either case in the latter); the `UTF8` forms count characters (any letter).
/// An empty needle is found at `start_pos` while that is within the haystack or just
/// past it. `position(needle IN haystack)` is `position(haystack, needle)`.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct Position {
    name: &'static str,
    signature: Signature,
}

impl Position {
    pub(crate) fn all() -> impl Iterator<Item = Position> {
        [
            "position",
            "positionutf8",
            "positioncaseinsensitive",
            "positioncaseinsensitiveutf8",
        ]
        .into_iter()
        .map(|name| Position {
            name,
            signature: Signature::user_defined(Volatility::Immutable),
        })
    }
}

/// The 1-based position of `needle` in `haystack` at or after `start` (1-based), in
/// units of the slices' elements, by ClickHouse's rules; `eq` compares two elements.
pub(crate) fn position_of<T>(
    haystack: &[T],
    needle: &[T],
    start: u64,
    eq: impl Fn(&T, &T) -> bool,
) -> u64 {
    let start = start.max(1);
    let from = usize::try_from(start - 1).unwrap_or(usize::MAX);
    if from > haystack.len() {
        return 0;
    }
    if needle.is_empty() {
        return start;
    }
    haystack[from..]
        .windows(needle.len())
        .position(|w| w.iter().zip(needle).all(|(a, b)| eq(a, b)))
        .map_or(0, |i| (from + i + 1) as u64)
}

impl ScalarUDFImpl for Position {
    fn name(&self) -> &str {
        self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn coerce_types(&self, arg_types: &[DataType]) -> DfResult<Vec<DataType>> {
        let text = |t: &DataType| -> DfResult<DataType> {
            match t {
                DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View | DataType::Null => {
                    Ok(DataType::Utf8)
                }
                other => Err(plan_error(format!(
                    "{}: the haystack and the needle must be strings, not {other}",
                    self.name
                ))),
            }
        };
        match arg_types {
            [h, n] => Ok(vec![text(h)?, text(n)?]),
            [h, n, p] if p.is_integer() || p.is_null() => {
                Ok(vec![text(h)?, text(n)?, DataType::UInt64])
            }
            [_, _, p] => Err(plan_error(format!(
                "{}: start_pos must be an integer, not {p}",
                self.name
            ))),
            _ => Err(plan_error(format!(
                "{} takes 2 or 3 arguments, got {}",
                self.name,
                arg_types.len()
            ))),
        }
    }

    fn return_type(&self, _arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::UInt64)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        use datafusion::arrow::array::UInt64Array;
        let (arrays, scalar) = arrays(args)?;
        let haystack = arrays[0].as_string::<i32>();
        let needle = arrays[1].as_string::<i32>();
        let start = arrays.get(2).map(|a| a.as_primitive::<UInt64Type>());
        let utf8 = self.name.ends_with("utf8");
        let fold = self.name.starts_with("positioncase");
        let out: UInt64Array = (0..haystack.len())
            .map(|i| {
                if haystack.is_null(i) || needle.is_null(i) {
                    return None;
                }
                let start = match start {
                    Some(s) if s.is_null(i) => return None,
                    Some(s) => s.value(i),
                    None => 1,
                };
                let (h, n) = (haystack.value(i), needle.value(i));
                Some(match (utf8, fold) {
                    (false, false) => position_of(h.as_bytes(), n.as_bytes(), start, |a, b| a == b),
                    (false, true) => position_of(h.as_bytes(), n.as_bytes(), start, |a, b| {
                        a.eq_ignore_ascii_case(b)
                    }),
                    (true, false) => {
                        let h: Vec<char> = h.chars().collect();
                        let n: Vec<char> = n.chars().collect();
                        position_of(&h, &n, start, |a, b| a == b)
                    }
                    (true, true) => {
                        let lower = |c: char| c.to_lowercase().next().unwrap_or(c);
                        let h: Vec<char> = h.chars().map(lower).collect();
                        let n: Vec<char> = n.chars().map(lower).collect();
                        position_of(&h, &n, start, |a, b| a == b)
                    }
                })
            })
            .collect();
        result(Arc::new(out), scalar)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_text_is_cut_not_rounded() {
        assert_eq!(parse_decimal("1.27", 1), Some(12));
        assert_eq!(parse_decimal("-1.27", 1), Some(-12));
        assert_eq!(parse_decimal("5", 2), Some(500));
        assert_eq!(parse_decimal(".5", 1), Some(5));
        assert_eq!(parse_decimal("1.2.3", 1), None);
        assert_eq!(parse_decimal("", 1), None);
        assert_eq!(parse_decimal("x", 0), None);
    }

    #[test]
    fn position_is_clickhouses() {
        let eq = |a: &u8, b: &u8| a == b;
        let p = |h: &str, n: &str, s: u64| position_of(h.as_bytes(), n.as_bytes(), s, eq);
        assert_eq!(p("", "", 0), 1);
        assert_eq!(p("", "", 2), 0);
        assert_eq!(p("a", "", 2), 2);
        assert_eq!(p("a", "", 3), 0);
        assert_eq!(p("abc", "bc", 1), 2);
        assert_eq!(p("aaaa", "a", 4), 4);
        assert_eq!(p("aaaa", "a", 5), 0);
        assert_eq!(p("", "abc", 1), 0);
        // Bytes: 'а' and 'б' are two bytes each.
        assert_eq!(p("абв", "бв", 1), 3);
        assert_eq!(p("abc", "c", u64::MAX), 0);
    }

    #[test]
    fn split_by_string_is_clickhouses() {
        assert_eq!(split_by_string("ab", "abcdeab"), ["", "cde", ""]);
        assert_eq!(split_by_string("", "abc"), ["a", "b", "c"]);
        assert_eq!(split_by_string("ab", ""), [""]);
        assert!(split_by_string("", "").is_empty());
    }

    #[test]
    fn hex_is_clickhouses() {
        assert_eq!(integer_hex(255, 8), "FF");
        assert_eq!(integer_hex(256, 8), "0100");
        assert_eq!(integer_hex(0, 8), "00");
        assert_eq!(integer_hex(-1i8 as u64, 1), "FF");
        assert_eq!(hex_digits("abc".as_bytes()), "616263");
        assert_eq!(hex_digits(&1.0f64.to_le_bytes()), "000000000000F03F");
    }

    /// Boundaries crossed, not whole units elapsed: one second from 23:59:59 is a day.
    #[test]
    fn date_diff_counts_boundaries() {
        let at = |s: &str| {
            chrono::NaiveDateTime::parse_from_str(s, "%Y-%m-%d %H:%M:%S")
                .unwrap()
                .and_utc()
                .timestamp()
        };
        let diff = |unit: &str, a: &str, b: &str| {
            let u = Unit::parse(unit).unwrap();
            u.number(at(b)).unwrap() - u.number(at(a)).unwrap()
        };
        assert_eq!(diff("day", "2024-01-01 23:59:59", "2024-01-02 00:00:00"), 1);
        assert_eq!(
            diff("month", "2024-01-31 00:00:00", "2024-02-01 00:00:00"),
            1
        );
        assert_eq!(
            diff("year", "2023-12-31 00:00:00", "2025-01-01 00:00:00"),
            2
        );
        assert_eq!(
            diff("quarter", "2024-03-31 00:00:00", "2024-04-01 00:00:00"),
            1
        );
        // 2024-01-07 is a Sunday, 2024-01-08 a Monday.
        assert_eq!(
            diff("week", "2024-01-07 00:00:00", "2024-01-08 00:00:00"),
            1
        );
        assert_eq!(
            diff("week", "2024-01-08 00:00:00", "2024-01-14 00:00:00"),
            0
        );
        assert_eq!(
            diff("second", "2024-01-01 00:00:00", "2023-12-31 23:59:58"),
            -2
        );
        assert!(Unit::parse("fortnight").is_none());
    }
}

/// The longest `FixedString(N)` ClickHouse allows.
const FIXED_STRING_MAX: i64 = 0xFF_FFFF;

/// The most bytes `toFixedString` makes for one batch of rows: past it the query (or
/// the mutation, alike on every replica: batches have the same rows everywhere) fails
/// before anything is allocated, rather than asking memory for `rows × N` bytes.
const FIXED_STRING_BATCH_BYTES_MAX: usize = 256 << 20;

/// `toFixedString(s, N)`: `s` padded with zero bytes to `N` bytes, as ClickHouse's
/// `FixedString(N)` holds it; a string longer than `N` bytes fails the query. The
/// result is a `String` of exactly `N` bytes (there is no `FixedString` type here:
/// docs/sql.md, "Differences from ClickHouse").
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct ToFixedString {
    signature: Signature,
}

impl ToFixedString {
    pub(crate) fn new() -> Self {
        ToFixedString {
            signature: Signature::any(2, Volatility::Immutable),
        }
    }
}

/// The constant `N` of `toFixedString(s, N)`.
fn fixed_string_size(arg: Option<&ScalarValue>) -> DfResult<usize> {
    arg.filter(|s| s.data_type().is_integer())
        .and_then(|s| s.cast_to(&DataType::Int64).ok())
        .and_then(|s| match s {
            ScalarValue::Int64(Some(n)) if (1..=FIXED_STRING_MAX).contains(&n) => {
                usize::try_from(n).ok()
            }
            _ => None,
        })
        .ok_or_else(|| {
            plan_error(format!(
                "the second argument of toFixedString must be a constant size from 1 to {FIXED_STRING_MAX}"
            ))
        })
}

impl ScalarUDFImpl for ToFixedString {
    fn name(&self) -> &str {
        "tofixedstring"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::Utf8)
    }

    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
        let size = fixed_string_size(args.scalar_arguments.get(1).copied().flatten())?;
        let input = args.arg_fields.first().map(|f| f.data_type().clone());
        if !matches!(
            input,
            Some(DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View | DataType::Null)
        ) {
            return Err(plan_error(format!(
                "toFixedString takes a String, not {}",
                input.map_or_else(|| "nothing".to_string(), |t| t.to_string())
            )));
        }
        let nullable = args.arg_fields.first().is_none_or(|f| f.is_nullable());
        Ok(declared_text_field(
            "tofixedstring",
            nullable,
            &maskhouse_types::ColumnType::FixedString(size as u32),
        ))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let size = match args.args.get(1) {
            Some(ColumnarValue::Scalar(s)) => fixed_string_size(Some(s))?,
            _ => fixed_string_size(None)?,
        };
        let (arrays, scalar) = arrays(args)?;
        let strings = datafusion::arrow::compute::cast(&arrays[0], &DataType::Utf8)?;
        let bytes = strings
            .len()
            .checked_mul(size)
            .filter(|&b| b <= FIXED_STRING_BATCH_BYTES_MAX);
        let Some(bytes) = bytes else {
            return Err(DataFusionError::External(Box::new(
                crate::Error::bad(format!(
                    "toFixedString would make more than {FIXED_STRING_BATCH_BYTES_MAX} bytes for {} rows of FixedString({size}) (MEMORY_LIMIT_EXCEEDED)",
                    strings.len()
                ))
                .with_code(maskhouse_types::codes::MEMORY_LIMIT_EXCEEDED),
            )));
        };
        let mut out = StringBuilder::with_capacity(strings.len(), bytes);
        let mut padded = String::with_capacity(size);
        for v in strings.as_string::<i32>().iter() {
            match v {
                None => out.append_null(),
                Some(text) if text.len() > size => {
                    return Err(DataFusionError::External(Box::new(
                        crate::Error::bad(format!(
                            "String too long for type FixedString({size}) (TOO_LARGE_STRING_SIZE)"
                        ))
                        .with_code(maskhouse_types::codes::TOO_LARGE_STRING_SIZE),
                    )))
                }
                Some(text) => {
                    padded.clear();
                    padded.push_str(text);
                    padded.extend(std::iter::repeat_n('\0', size - text.len()));
                    out.append_value(&padded);
                }
            }
        }
        result(Arc::new(out.finish()), scalar)
    }
}

/// `reverse(x)`: an array's elements in reverse order, or a string's characters (one
/// function, as in ClickHouse; DataFusion's `reverse` takes strings only and would
/// write an array as text first). ClickHouse reverses a string's bytes, which differs
/// from its characters only past ASCII (its `reverseUTF8` reverses characters).
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct Reverse {
    signature: Signature,
}

impl Reverse {
    pub(crate) fn new() -> Self {
        Reverse {
            signature: Signature::any(1, Volatility::Immutable),
        }
    }
}

impl ScalarUDFImpl for Reverse {
    fn name(&self) -> &str {
        "reverse"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        match &arg_types[0] {
            DataType::Utf8
            | DataType::LargeUtf8
            | DataType::Utf8View
            | DataType::List(_)
            | DataType::LargeList(_)
            | DataType::FixedSizeList(..)
            | DataType::Null => Ok(arg_types[0].clone()),
            DataType::Dictionary(_, value) => self.return_type(&[(**value).clone()]),
            other => Err(DataFusionError::External(Box::new(
                crate::Error::bad(format!(
                    "Illegal type {other} of argument of function reverse (ILLEGAL_TYPE_OF_ARGUMENT)"
                ))
                .with_code(maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT),
            ))),
        }
    }

    fn invoke_with_args(&self, mut args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        if let DataType::Dictionary(_, value) = args.args[0].data_type() {
            args.args[0] = args.args[0].cast_to(&value, None)?;
        }
        match args.args[0].data_type() {
            DataType::List(_) | DataType::LargeList(_) | DataType::FixedSizeList(..) => {
                datafusion::functions_nested::reverse::array_reverse_udf().invoke_with_args(args)
            }
            DataType::Null => Ok(args.args.remove(0)),
            _ => datafusion::functions::unicode::reverse().invoke_with_args(args),
        }
    }
}

/// `toUUID(s)`: the UUID `s` spells (32 hexadecimal digits, bare or as 8-4-4-4-12,
/// either case) in ClickHouse's text, lowercase 8-4-4-4-12; text that is no UUID fails
/// the query (`CANNOT_PARSE_UUID`), and a number is refused as ClickHouse refuses it.
/// The result is a `String` (there is no `UUID` type here: docs/sql.md), which
/// compares with UUID text as ClickHouse's `UUID` does.
///
/// `toUUIDOrNull(s)` and `toUUIDOrZero(s)` give NULL, or the nil UUID, for text that is
/// no UUID instead.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct ToUuid {
    name: &'static str,
    /// What text that is no UUID gives: `None` fails; `Some(false)` NULL; `Some(true)`
    /// the nil UUID.
    or_zero: Option<bool>,
    signature: Signature,
}

impl ToUuid {
    pub(crate) fn all() -> impl Iterator<Item = ToUuid> {
        [
            ("touuid", None),
            ("touuidornull", Some(false)),
            ("touuidorzero", Some(true)),
        ]
        .into_iter()
        .map(|(name, or_zero)| ToUuid {
            name,
            or_zero,
            signature: Signature::any(1, Volatility::Immutable),
        })
    }
}

impl ScalarUDFImpl for ToUuid {
    fn name(&self) -> &str {
        self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        match &arg_types[0] {
            DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View | DataType::Null => {
                Ok(DataType::Utf8)
            }
            DataType::Dictionary(_, value) => self.return_type(&[(**value).clone()]),
            other => Err(DataFusionError::External(Box::new(
                crate::Error::bad(format!(
                    "Conversion from {other} to UUID is not supported (NOT_IMPLEMENTED)"
                ))
                .with_code(maskhouse_types::codes::NOT_IMPLEMENTED),
            ))),
        }
    }

    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
        let types = crate::scalar::argument_types(&args);
        self.return_type(&types)?;
        let nullable =
            self.or_zero == Some(false) || args.arg_fields.first().is_none_or(|f| f.is_nullable());
        Ok(declared_text_field(
            self.name,
            nullable,
            &maskhouse_types::ColumnType::Uuid,
        ))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let (arrays, scalar) = arrays(args)?;
        let strings = datafusion::arrow::compute::cast(&arrays[0], &DataType::Utf8)?;
        let mut out = StringBuilder::with_capacity(strings.len(), strings.len() * 36);
        for v in strings.as_string::<i32>().iter() {
            match v {
                None => out.append_null(),
                Some(text) => match maskhouse_types::canonical_uuid(text) {
                    Some(uuid) => out.append_value(uuid),
                    None if self.or_zero == Some(true) => {
                        out.append_value("00000000-0000-0000-0000-000000000000")
                    }
                    None if self.or_zero == Some(false) => out.append_null(),
                    None => {
                        return Err(DataFusionError::External(Box::new(
                            crate::Error::bad(format!(
                                "Cannot parse UUID from String '{text}': expected 32 hexadecimal digits (CANNOT_PARSE_UUID)"
                            ))
                            .with_code(maskhouse_types::codes::CANNOT_PARSE_UUID),
                        )))
                    }
                },
            }
        }
        result(Arc::new(out.finish()), scalar)
    }
}

/// `emptyArrayToSingle(arr)`: an empty array as an array of one default element (the
/// element type's zero, or NULL where the elements are declared Nullable), any other
/// as it is.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct EmptyArrayToSingle {
    signature: Signature,
}

impl EmptyArrayToSingle {
    pub(crate) fn new() -> Self {
        EmptyArrayToSingle {
            signature: Signature::any(1, Volatility::Immutable),
        }
    }
}

impl ScalarUDFImpl for EmptyArrayToSingle {
    fn name(&self) -> &str {
        "emptyarraytosingle"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        match &arg_types[0] {
            t @ DataType::List(_) => Ok(t.clone()),
            other => Err(DataFusionError::External(Box::new(
                crate::Error::bad(format!(
                    "Argument for function emptyArrayToSingle must be an array, not {other} (ILLEGAL_TYPE_OF_ARGUMENT)"
                ))
                .with_code(maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT),
            ))),
        }
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        // NULL only where the elements are declared Nullable (a table column's
        // `Array(Nullable(T))`): a computed array marks its elements nullable
        // whatever they hold, and ClickHouse gives those the type's default.
        let nullable = args.arg_fields.first().is_some_and(|f| {
            matches!(
                crate::wire::declared_type(f),
                Some(maskhouse_types::ColumnType::Array(e)) if e.is_nullable()
            )
        });
        let (arrays, scalar) = arrays(args)?;
        let list = arrays[0].as_list::<i32>();
        let DataType::List(element) = list.data_type() else {
            return Err(plan_error("emptyArrayToSingle takes an array".into()));
        };
        let default = if nullable {
            ScalarValue::try_from(element.data_type())?
        } else {
            ScalarValue::new_default(element.data_type())?
        }
        .to_array_of_size(1)?;
        let mut pieces: Vec<ArrayRef> = Vec::with_capacity(list.len());
        let mut offsets = Vec::with_capacity(list.len() + 1);
        offsets.push(0i32);
        let mut end = 0i32;
        for i in 0..list.len() {
            let piece = if list.is_null(i) || list.value_length(i) == 0 {
                default.clone()
            } else {
                list.value(i)
            };
            end = end
                .checked_add(piece.len() as i32)
                .ok_or_else(|| plan_error("emptyArrayToSingle: over 2^31 elements".into()))?;
            offsets.push(end);
            pieces.push(piece);
        }
        let refs: Vec<&dyn Array> = pieces.iter().map(|p| p.as_ref()).collect();
        let values = if refs.is_empty() {
            datafusion::arrow::array::new_empty_array(element.data_type())
        } else {
            datafusion::arrow::compute::concat(&refs)?
        };
        let out = datafusion::arrow::array::ListArray::try_new(
            element.clone(),
            datafusion::arrow::buffer::OffsetBuffer::new(offsets.into()),
            values,
            None,
        )?;
        result(Arc::new(out), scalar)
    }
}

/// ClickHouse's `toTOrNull(s)` / `toTOrZero(s)`, as [`READ_OR`]`(s, 'T', zero)`: the
/// text `s` read as `T` (an integer only from its digits, with an optional sign), NULL
/// where it does not read, or `T`'s zero for `OrZero`; a NULL stays NULL. Only text is
/// read this way (`ILLEGAL_TYPE_OF_ARGUMENT`, 43, otherwise), as in ClickHouse.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct ReadOr {
    signature: Signature,
}

/// The name [`ReadOr`] is registered under.
pub(crate) const READ_OR: &str = "__read_or";

impl ReadOr {
    pub(crate) fn new() -> Self {
        ReadOr {
            signature: Signature::any(4, Volatility::Immutable),
        }
    }
}

/// The Arrow type a `READ_OR` type name stands for.
fn read_or_type(name: &str) -> Option<DataType> {
    Some(match name {
        "UInt8" => DataType::UInt8,
        "UInt16" => DataType::UInt16,
        "UInt32" => DataType::UInt32,
        "UInt64" => DataType::UInt64,
        "Int8" => DataType::Int8,
        "Int16" => DataType::Int16,
        "Int32" => DataType::Int32,
        "Int64" => DataType::Int64,
        "Float32" => DataType::Float32,
        "Float64" => DataType::Float64,
        "Date" => DataType::Date32,
        _ => return None,
    })
}

fn constant_text(arg: Option<&ScalarValue>) -> Option<&str> {
    match arg? {
        ScalarValue::Utf8(Some(t)) | ScalarValue::Utf8View(Some(t)) => Some(t),
        _ => None,
    }
}

impl ScalarUDFImpl for ReadOr {
    fn name(&self) -> &str {
        READ_OR
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> DfResult<DataType> {
        Err(plan_error(format!("{READ_OR} is typed by its arguments")))
    }

    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
        let function = constant_text(args.scalar_arguments.get(3).copied().flatten()).unwrap_or("");
        let input = args.arg_fields[0].data_type();
        if !matches!(
            input,
            DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View | DataType::Null
        ) {
            return Err(DataFusionError::External(Box::new(
                crate::Error::bad(format!(
                    "Illegal type {} of first argument of function {function}. Conversion functions with postfix 'OrZero' or 'OrNull' should take String argument (ILLEGAL_TYPE_OF_ARGUMENT)",
                    crate::functions::type_name(&args.arg_fields[0].as_ref().clone().with_nullable(false))
                ))
                .with_code(maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT),
            )));
        }
        let ty = constant_text(args.scalar_arguments.get(1).copied().flatten())
            .and_then(read_or_type)
            .ok_or_else(|| plan_error(format!("{READ_OR} takes a constant type")))?;
        let zero = matches!(
            args.scalar_arguments.get(2).copied().flatten(),
            Some(ScalarValue::Boolean(Some(true)))
        );
        let nullable = !zero || args.arg_fields[0].is_nullable();
        Ok(Arc::new(datafusion::arrow::datatypes::Field::new(
            READ_OR, ty, nullable,
        )))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let ty = args.return_field.data_type().clone();
        let zero = matches!(
            &args.args[2],
            ColumnarValue::Scalar(ScalarValue::Boolean(Some(true)))
        );
        let (arrays, scalar) = arrays(args)?;
        let text = datafusion::arrow::compute::cast(&arrays[0], &DataType::Utf8)?;
        let text = text.as_string::<i32>();
        // Integers read only from their digits (`' 12'` and `'1.0'` do not read).
        let strict: StringArray = if ty.is_integer() {
            text.iter()
                .map(|v| {
                    v.map(|s| {
                        let digits = s.strip_prefix(['+', '-']).unwrap_or(s);
                        if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
                            s
                        } else {
                            "x"
                        }
                    })
                })
                .collect()
        } else {
            text.clone()
        };
        let options = datafusion::arrow::compute::CastOptions {
            safe: true,
            ..Default::default()
        };
        let read = datafusion::arrow::compute::cast_with_options(&strict, &ty, &options)?;
        let out = if zero {
            let zeros = datafusion::arrow::compute::cast(
                &(Arc::new(Int64Array::from(vec![0i64; read.len()])) as ArrayRef),
                &ty,
            )?;
            // Where the text was there but did not read: the zero.
            let unread = datafusion::arrow::compute::kernels::boolean::and(
                &datafusion::arrow::compute::is_not_null(&arrays[0])?,
                &datafusion::arrow::compute::is_null(&read)?,
            )?;
            datafusion::arrow::compute::kernels::zip::zip(&unread, &zeros, &read)?
        } else {
            read
        };
        result(out, scalar)
    }
}

/// `CAST(x AS Enum8('a' = 1, …))`, as [`CAST_ENUM`]`(x, 'Enum8(…)')`: each value as the
/// name it is or the number stands for (`UNKNOWN_ELEMENT_OF_ENUM`, 691, otherwise), the
/// way an `Enum` column keeps it.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct CastEnum {
    signature: Signature,
}

/// The name [`CastEnum`] is registered under.
pub(crate) const CAST_ENUM: &str = "__cast_enum";

impl CastEnum {
    pub(crate) fn new() -> Self {
        CastEnum {
            signature: Signature::any(2, Volatility::Immutable),
        }
    }
}

impl ScalarUDFImpl for CastEnum {
    fn name(&self) -> &str {
        CAST_ENUM
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::Utf8)
    }

    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
        let ty = match args.scalar_arguments.get(1).copied().flatten() {
            Some(ScalarValue::Utf8(Some(t))) => maskhouse_types::ColumnType::parse(t)
                .map_err(|e| DataFusionError::Plan(e.to_string()))?,
            _ => return Err(plan_error("CAST to Enum takes a constant type".into())),
        };
        let nullable = args.arg_fields.first().is_none_or(|f| f.is_nullable());
        Ok(declared_text_field(CAST_ENUM, nullable, &ty))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let ty = match &args.args[1] {
            ColumnarValue::Scalar(ScalarValue::Utf8(Some(t))) => {
                maskhouse_types::ColumnType::parse(t)
                    .map_err(|e| DataFusionError::Plan(e.to_string()))?
            }
            _ => {
                return Err(DataFusionError::Plan(
                    "CAST to Enum takes a constant type".into(),
                ))
            }
        };
        let (arrays, scalar) = arrays(args)?;
        let mut values = arrays[0].clone();
        // A float stands for the number it truncates to (`1.7` for 1, NaN for 0), as
        // ClickHouse converts it to the enum's integer.
        if values.data_type().is_floating() {
            let floats = datafusion::arrow::compute::cast(&values, &DataType::Float64)?;
            let numbers: datafusion::arrow::array::Int64Array = floats
                .as_primitive::<datafusion::arrow::datatypes::Float64Type>()
                .unary(|v| v as i64);
            values = Arc::new(numbers);
        }
        let strings = datafusion::arrow::compute::cast(&values, &DataType::Utf8)?;
        let named = maskhouse_part::schema::conform(&strings, &ty).map_err(|e| {
            DataFusionError::External(Box::new(crate::Error::bad(e.message).with_code(e.code)))
        })?;
        result(named, scalar)
    }
}

/// `tupleElement(t, N)` (also written `t.N`): the `N`th element of a tuple, from 1, or
/// `tupleElement(t, 'name')` the element of that name.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct TupleElement {
    signature: Signature,
}

impl TupleElement {
    pub(crate) fn new() -> Self {
        TupleElement {
            signature: Signature::any(2, Volatility::Immutable),
        }
    }
}

/// The position in `fields` that `which` (a constant position from 1 or a name) names.
fn tuple_element(
    fields: &datafusion::arrow::datatypes::Fields,
    which: Option<&ScalarValue>,
) -> DfResult<usize> {
    let bad = |what: String| {
        DataFusionError::External(Box::new(
            crate::Error::bad(format!("tupleElement: {what} (ILLEGAL_INDEX)"))
                .with_code(maskhouse_types::codes::ILLEGAL_INDEX),
        ))
    };
    match which {
        Some(
            ScalarValue::Utf8(Some(name))
            | ScalarValue::Utf8View(Some(name))
            | ScalarValue::LargeUtf8(Some(name)),
        ) => fields
            .iter()
            .position(|f| f.name() == name)
            .ok_or_else(|| bad(format!("the tuple has no element named '{name}'"))),
        Some(v) if !v.data_type().is_integer() => Err(bad(format!(
            "the position must be an integer or a name, not {v}"
        ))),
        Some(v) => match v.cast_to(&DataType::Int64) {
            Ok(ScalarValue::Int64(Some(n))) if n >= 1 && (n as u64) <= fields.len() as u64 => {
                Ok(n as usize - 1)
            }
            _ => Err(bad(format!(
                "the position must be a constant from 1 to {}, not {v}",
                fields.len()
            ))),
        },
        None => Err(bad("the position must be a constant".into())),
    }
}

impl ScalarUDFImpl for TupleElement {
    fn name(&self) -> &str {
        "tupleelement"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> DfResult<DataType> {
        Err(plan_error("tupleElement is typed by its position".into()))
    }

    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
        let DataType::Struct(fields) = args.arg_fields[0].data_type() else {
            return Err(DataFusionError::External(Box::new(
                crate::Error::bad(format!(
                    "tupleElement takes a tuple, not {} (ILLEGAL_TYPE_OF_ARGUMENT)",
                    args.arg_fields[0].data_type()
                ))
                .with_code(maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT),
            )));
        };
        let at = tuple_element(fields, args.scalar_arguments.get(1).copied().flatten())?;
        let nullable = fields[at].is_nullable() || args.arg_fields[0].is_nullable();
        Ok(Arc::new(
            fields[at].as_ref().clone().with_nullable(nullable),
        ))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let which = match &args.args[1] {
            ColumnarValue::Scalar(s) => Some(s.clone()),
            ColumnarValue::Array(_) => None,
        };
        let (arrays, scalar) = arrays(args)?;
        let tuple = arrays[0].as_struct();
        let at = tuple_element(tuple.fields(), which.as_ref())?;
        let element = tuple.column(at).clone();
        // A row where the tuple itself is NULL has a NULL element.
        let element = match tuple.nulls() {
            None => element,
            Some(nulls) => {
                let merged =
                    datafusion::arrow::buffer::NullBuffer::union(Some(nulls), element.nulls());
                datafusion::arrow::array::make_array(
                    element.to_data().into_builder().nulls(merged).build()?,
                )
            }
        };
        result(element, scalar)
    }
}

/// `countEqual(arr, x)`: how many elements of `arr` equal `x` (NULL counting as a value,
/// as in ClickHouse), as a `UInt64`. `x` is converted to the elements' type first, so an
/// array of `UInt64` counts an integer literal.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct CountEqual {
    signature: Signature,
}

impl CountEqual {
    pub(crate) fn new() -> Self {
        CountEqual {
            signature: Signature::any(2, Volatility::Immutable),
        }
    }
}

impl ScalarUDFImpl for CountEqual {
    fn name(&self) -> &str {
        "countequal"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        match &arg_types[0] {
            DataType::List(_)
            | DataType::LargeList(_)
            | DataType::FixedSizeList(..)
            | DataType::Null => Ok(DataType::UInt64),
            other => Err(DataFusionError::External(Box::new(
                crate::Error::bad(format!(
                    "First argument for function countEqual must be an array, not {other} (ILLEGAL_TYPE_OF_ARGUMENT)"
                ))
                .with_code(maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT),
            ))),
        }
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        use datafusion::arrow::{
            array::{Datum, Scalar, UInt64Builder},
            compute::kernels::cmp::not_distinct,
        };
        let (arrays, scalar) = arrays(args)?;
        let mut out = UInt64Builder::with_capacity(arrays[0].len());
        if arrays[0].data_type() == &DataType::Null {
            out.append_nulls(arrays[0].len());
            return result(Arc::new(out.finish()), scalar);
        }
        let element = match arrays[0].data_type() {
            DataType::List(f) | DataType::LargeList(f) | DataType::FixedSizeList(f, _) => {
                f.data_type().clone()
            }
            other => {
                return Err(plan_error(format!(
                    "countEqual takes an array, not {other}"
                )))
            }
        };
        let lists = datafusion::arrow::compute::cast(
            &arrays[0],
            &DataType::List(Arc::new(datafusion::arrow::datatypes::Field::new(
                "item",
                element.clone(),
                true,
            ))),
        )?;
        let lists = lists.as_list::<i32>();
        // An array of NULLs only (`[]`, `[NULL]`): each element equals only NULL.
        if element == DataType::Null {
            for row in 0..lists.len() {
                match (lists.is_null(row), arrays[1].is_null(row)) {
                    (true, _) => out.append_null(),
                    (false, true) => out.append_value(lists.value_length(row) as u64),
                    (false, false) => out.append_value(0),
                }
            }
            return result(Arc::new(out.finish()), scalar);
        }
        let wanted = datafusion::arrow::compute::cast(&arrays[1], &element)?;
        for row in 0..lists.len() {
            if lists.is_null(row) {
                out.append_null();
                continue;
            }
            let values = lists.value(row);
            let target = Scalar::new(wanted.slice(row, 1));
            let equal = not_distinct(&values as &dyn Datum, &target)?;
            out.append_value(equal.true_count() as u64);
        }
        result(Arc::new(out.finish()), scalar)
    }
}

/// `substring(s, offset[, length])` (`substr`, `mid`) over bytes and `substringUTF8`
/// over code points, with ClickHouse's positions: `offset` counts from 1, or from the
/// end when negative (-1 is the last); 0 gives an empty string. A negative `length`
/// stops that many before the end. What falls outside the string is left out.
/// Positions of any integer type are read as Int64 (a UInt64 past its range wraps, as
/// in ClickHouse). A byte range that cuts a character in two keeps the whole bytes it
/// holds and shows the cut ones as U+FFFD (a String here is UTF-8 text).
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct Substring {
    signature: Signature,
    utf8: bool,
    aliases: Vec<String>,
}

impl Substring {
    pub(crate) fn all() -> [Self; 2] {
        let signature = || Signature::variadic_any(Volatility::Immutable);
        [
            Substring {
                signature: signature(),
                utf8: false,
                aliases: vec!["substr".into(), "mid".into()],
            },
            Substring {
                signature: signature(),
                utf8: true,
                aliases: vec![],
            },
        ]
    }

    /// The half-open range `offset`/`length` select in a string of `len` units.
    fn range(len: usize, offset: i64, length: Option<i64>) -> std::ops::Range<usize> {
        let len = len as i128;
        let start = match offset {
            0 => return 0..0,
            o if o > 0 => i128::from(o) - 1,
            o => len + i128::from(o),
        };
        let end = match length {
            None => len,
            Some(l) if l >= 0 => start + i128::from(l),
            Some(l) => len + i128::from(l),
        };
        let (start, end) = (start.clamp(0, len), end.clamp(0, len));
        if start >= end {
            return 0..0;
        }
        start as usize..end as usize
    }
}

/// The values of an integer (or Null) `array` as 128-bit integers, which hold every
/// UInt64 and Int64; `None` for any other type. Read by `substring`'s positions and by
/// the integer conversions.
fn integers(array: &ArrayRef) -> Option<Vec<Option<i128>>> {
    macro_rules! values {
        ($t:ty) => {
            array
                .as_primitive::<$t>()
                .iter()
                .map(|v| v.map(i128::from))
                .collect()
        };
    }
    Some(match array.data_type() {
        DataType::Null => vec![None; array.len()],
        DataType::Int8 => values!(Int8Type),
        DataType::Int16 => values!(Int16Type),
        DataType::Int32 => values!(Int32Type),
        DataType::Int64 => values!(Int64Type),
        DataType::UInt8 => values!(UInt8Type),
        DataType::UInt16 => values!(UInt16Type),
        DataType::UInt32 => values!(UInt32Type),
        DataType::UInt64 => values!(UInt64Type),
        _ => return None,
    })
}

/// Integer values of `array` as Int64, wrapping as ClickHouse converts; `None` for a
/// null (and for every value of a Null column).
pub(crate) fn wrapped_i64(array: &ArrayRef, what: &str) -> DfResult<Vec<Option<i64>>> {
    let values = integers(array).ok_or_else(|| {
        DataFusionError::External(Box::new(
            crate::Error::bad(format!(
                "Illegal type {} of argument {what} (ILLEGAL_TYPE_OF_ARGUMENT)",
                array.data_type()
            ))
            .with_code(maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT),
        ))
    })?;
    Ok(values.into_iter().map(|v| v.map(|n| n as i64)).collect())
}

impl ScalarUDFImpl for Substring {
    fn name(&self) -> &str {
        if self.utf8 {
            "substringutf8"
        } else {
            "substring"
        }
    }

    fn aliases(&self) -> &[String] {
        &self.aliases
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        let name = if self.utf8 {
            "substringUTF8"
        } else {
            "substring"
        };
        if !(2..=3).contains(&arg_types.len()) {
            return Err(DataFusionError::External(Box::new(
                crate::Error::bad(format!(
                    "Number of arguments for function {name} doesn't match: passed {}, should be 2 or 3 (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)",
                    arg_types.len()
                ))
                .with_code(maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH),
            )));
        }
        let text = match &arg_types[0] {
            DataType::Dictionary(_, value) => value.as_ref(),
            other => other,
        };
        let integer = |t: &DataType| t.is_integer() || *t == DataType::Null;
        if !matches!(
            text,
            DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View | DataType::Null
        ) || !arg_types[1..].iter().all(integer)
        {
            return Err(DataFusionError::External(Box::new(
                crate::Error::bad(format!(
                    "Illegal types ({}) of arguments of function {name} (ILLEGAL_TYPE_OF_ARGUMENT)",
                    arg_types
                        .iter()
                        .map(|t| crate::functions::type_name(
                            &datafusion::arrow::datatypes::Field::new("", t.clone(), false)
                        ))
                        .collect::<Vec<_>>()
                        .join(", ")
                ))
                .with_code(maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT),
            )));
        }
        Ok(DataType::Utf8)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let (mut arrays, scalar) = arrays(args)?;
        arrays[0] = datafusion::arrow::compute::cast(&arrays[0], &DataType::Utf8)?;
        let text = arrays[0].as_string::<i32>();
        let offsets = wrapped_i64(&arrays[1], "offset of function substring")?;
        let lengths = match arrays.get(2) {
            Some(a) => Some(wrapped_i64(a, "length of function substring")?),
            None => None,
        };
        let mut out = StringBuilder::new();
        for (i, offset) in offsets.iter().enumerate() {
            let length = lengths.as_ref().map(|l| l[i]);
            let (Some(s), Some(offset), Some(length)) = (
                text.is_valid(i).then(|| text.value(i)),
                offset,
                length.map_or(Some(None), |l| l.map(Some)),
            ) else {
                out.append_null();
                continue;
            };
            if self.utf8 {
                let chars: Vec<(usize, char)> = s.char_indices().collect();
                let range = Self::range(chars.len(), *offset, length);
                let from = chars.get(range.start).map_or(s.len(), |(b, _)| *b);
                let to = chars.get(range.end).map_or(s.len(), |(b, _)| *b);
                out.append_value(if range.is_empty() { "" } else { &s[from..to] });
            } else {
                let range = Self::range(s.len(), *offset, length);
                out.append_value(String::from_utf8_lossy(&s.as_bytes()[range]));
            }
        }
        result(Arc::new(out.finish()), scalar)
    }
}

/// `toInt8` … `toUInt64` (and `CAST(x AS Int8)` …), as ClickHouse converts: an
/// integer keeps its low bits (`toUInt8(300)` is 44, `toUInt8(-1)` 255), a float is cut
/// toward zero first (`toInt8(200.7)` is -56), a Date counts days and a DateTime
/// seconds, a decimal is cut toward zero, and text is read as an integer (`'-1'` is
/// refused for an unsigned type, `CANNOT_PARSE_NUMBER`).
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct ToInteger {
    signature: Signature,
    name: String,
    target: DataType,
}

/// The conversions: ClickHouse's name, the registered function's, and the type.
const TO_INTEGER: [(&str, &str, DataType); 8] = [
    ("toInt8", "__to_int8", DataType::Int8),
    ("toInt16", "__to_int16", DataType::Int16),
    ("toInt32", "__to_int32", DataType::Int32),
    ("toInt64", "__to_int64", DataType::Int64),
    ("toUInt8", "__to_uint8", DataType::UInt8),
    ("toUInt16", "__to_uint16", DataType::UInt16),
    ("toUInt32", "__to_uint32", DataType::UInt32),
    ("toUInt64", "__to_uint64", DataType::UInt64),
];

impl ToInteger {
    pub(crate) fn all() -> Vec<Self> {
        TO_INTEGER
            .iter()
            .map(|(_, name, target)| ToInteger {
                signature: Signature::any(1, Volatility::Immutable),
                name: name.to_string(),
                target: target.clone(),
            })
            .collect()
    }

    /// The conversion to `target`, one of the integer types.
    pub(crate) fn to(target: DataType) -> Self {
        ToInteger {
            signature: Signature::any(1, Volatility::Immutable),
            name: Self::name_of(&target).to_string(),
            target,
        }
    }

    /// The registered function that ClickHouse's `toUInt8` … names, if it is one.
    pub(crate) fn for_clickhouse(name: &str) -> Option<&'static str> {
        TO_INTEGER
            .iter()
            .find(|(clickhouse, _, _)| *clickhouse == name)
            .map(|(_, function, _)| *function)
    }

    /// The registered function that converts to `target`.
    pub(crate) fn name_of(target: &DataType) -> &'static str {
        TO_INTEGER
            .iter()
            .find(|(_, _, t)| t == target)
            .map_or("__to_int64", |(_, function, _)| *function)
    }

    /// The type the conversion named `name` gives, if it is one of these.
    pub(crate) fn target_of(name: &str) -> Option<DataType> {
        TO_INTEGER
            .iter()
            .find(|(_, function, _)| *function == name)
            .map(|(_, _, target)| target.clone())
    }

    /// Whether every value of the integer type `from` is one of `to`'s, so that the
    /// conversion changes no value and a plain CAST says the same.
    pub(crate) fn lossless(from: &DataType, to: &DataType) -> bool {
        let width = |t: &DataType| t.primitive_width().unwrap_or(usize::MAX);
        match (from.is_signed_integer(), to.is_signed_integer()) {
            _ if !from.is_integer() || !to.is_integer() => false,
            (true, false) => false,
            (false, true) => width(to) > width(from),
            _ => width(to) >= width(from),
        }
    }

    fn unsigned(&self) -> bool {
        self.target.is_unsigned_integer()
    }

    /// Values of `array` as 128-bit integers (`i128` holds every UInt64 and Int64).
    fn wide(&self, array: &ArrayRef) -> DfResult<Vec<Option<i128>>> {
        if let Some(values) = integers(array) {
            return Ok(values);
        }
        // NaN and infinities have no integer (`CANNOT_CONVERT_TYPE`, as in ClickHouse).
        let floats = |values: Vec<Option<f64>>| -> DfResult<Vec<Option<i128>>> {
            values
                .into_iter()
                .map(|v| {
                    v.map(|f| {
                        if !f.is_finite() {
                            return Err(DataFusionError::External(Box::new(
                                crate::Error::bad(format!(
                                    "Unexpected inf or nan to integer conversion: {f} (CANNOT_CONVERT_TYPE)"
                                ))
                                .with_code(maskhouse_types::codes::CANNOT_CONVERT_TYPE),
                            )));
                        }
                        let f = f.trunc();
                        Ok(if f >= 9_223_372_036_854_775_808.0 {
                            i128::from(f as u64)
                        } else {
                            i128::from(f as i64)
                        })
                    })
                    .transpose()
                })
                .collect()
        };
        Ok(match array.data_type() {
            DataType::Float32 => floats(
                array
                    .as_primitive::<Float32Type>()
                    .iter()
                    .map(|v| v.map(f64::from))
                    .collect(),
            )?,
            DataType::Float64 => floats(array.as_primitive::<Float64Type>().iter().collect())?,
            // A DateTime64's whole seconds.
            DataType::Timestamp(unit, _) if *unit != TimeUnit::Second => {
                let seconds = datafusion::arrow::compute::cast(
                    array,
                    &DataType::Timestamp(TimeUnit::Second, None),
                )?;
                return self.wide(&seconds);
            }
            DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View => {
                let text = datafusion::arrow::compute::cast(array, &DataType::Utf8)?;
                let text = text.as_string::<i32>();
                let mut out = Vec::with_capacity(text.len());
                for v in text.iter() {
                    let Some(v) = v else {
                        out.push(None);
                        continue;
                    };
                    let refuse = |why: &str| {
                        DataFusionError::External(Box::new(
                            crate::Error::bad(format!(
                                "Cannot parse {} from String {v:?}: {why} (CANNOT_PARSE_NUMBER)",
                                crate::functions::type_name(
                                    &datafusion::arrow::datatypes::Field::new(
                                        "",
                                        self.target.clone(),
                                        false
                                    )
                                )
                            ))
                            .with_code(maskhouse_types::codes::CANNOT_PARSE_NUMBER),
                        ))
                    };
                    if self.unsigned() && v.starts_with('-') {
                        return Err(refuse("an unsigned type must not contain '-'"));
                    }
                    match v.parse::<i128>() {
                        Ok(n) => out.push(Some(n)),
                        Err(_) => return Err(refuse("not an integer")),
                    }
                }
                out
            }
            // A decimal's integer part, cut toward zero (its range is checked by the
            // caller).
            DataType::Decimal128(_, scale) => {
                let divisor = 10i128.pow(u32::from(scale.unsigned_abs()));
                let decimals = array.as_primitive::<datafusion::arrow::datatypes::Decimal128Type>();
                decimals
                    .iter()
                    .map(|v| {
                        v.map(|v| match *scale >= 0 {
                            true => v / divisor,
                            false => v.saturating_mul(divisor),
                        })
                    })
                    .collect()
            }
            // Dates, times, other decimals, booleans: their integer value as Arrow gives
            // it; a decimal past Int64 fails rather than turn NULL.
            _ => {
                let wide = datafusion::arrow::compute::cast_with_options(
                    array,
                    &DataType::Int64,
                    &datafusion::arrow::compute::CastOptions {
                        safe: false,
                        ..Default::default()
                    },
                )
                .map_err(|e| match is_decimal(array.data_type()) {
                    true => decimal_overflow(&self.target),
                    false => e.into(),
                })?;
                wide.as_primitive::<Int64Type>()
                    .iter()
                    .map(|v| v.map(i128::from))
                    .collect()
            }
        })
    }
}

impl ScalarUDFImpl for ToInteger {
    fn name(&self) -> &str {
        &self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(self.target.clone())
    }

    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
        let nullable = args.arg_fields.iter().any(|f| f.is_nullable());
        Ok(Arc::new(datafusion::arrow::datatypes::Field::new(
            self.name(),
            self.target.clone(),
            nullable,
        )))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let (arrays, scalar) = arrays(args)?;
        let wide = self.wide(&arrays[0])?;
        // A decimal is converted with a check, as in ClickHouse; integers wrap.
        if is_decimal(arrays[0].data_type()) {
            let (low, high) = integer_bounds(&self.target);
            if wide.iter().flatten().any(|v| *v < low || *v > high) {
                return Err(decimal_overflow(&self.target));
            }
        }
        macro_rules! wrap {
            ($array:ty, $native:ty) => {
                Arc::new(
                    wide.iter()
                        .map(|v| v.map(|n| n as $native))
                        .collect::<$array>(),
                ) as ArrayRef
            };
        }
        use datafusion::arrow::array::{
            Int16Array, Int32Array, Int8Array, UInt16Array, UInt32Array, UInt64Array, UInt8Array,
        };
        let out = match self.target {
            DataType::Int8 => wrap!(Int8Array, i8),
            DataType::Int16 => wrap!(Int16Array, i16),
            DataType::Int32 => wrap!(Int32Array, i32),
            DataType::Int64 => wrap!(Int64Array, i64),
            DataType::UInt8 => wrap!(UInt8Array, u8),
            DataType::UInt16 => wrap!(UInt16Array, u16),
            DataType::UInt32 => wrap!(UInt32Array, u32),
            _ => wrap!(UInt64Array, u64),
        };
        result(out, scalar)
    }
}

fn is_decimal(t: &DataType) -> bool {
    matches!(
        t,
        DataType::Decimal32(..)
            | DataType::Decimal64(..)
            | DataType::Decimal128(..)
            | DataType::Decimal256(..)
    )
}

/// The smallest and largest value of integer type `t`.
fn integer_bounds(t: &DataType) -> (i128, i128) {
    match t {
        DataType::Int8 => (i8::MIN.into(), i8::MAX.into()),
        DataType::Int16 => (i16::MIN.into(), i16::MAX.into()),
        DataType::Int32 => (i32::MIN.into(), i32::MAX.into()),
        DataType::Int64 => (i64::MIN.into(), i64::MAX.into()),
        DataType::UInt8 => (0, u8::MAX.into()),
        DataType::UInt16 => (0, u16::MAX.into()),
        DataType::UInt32 => (0, u32::MAX.into()),
        _ => (0, u64::MAX.into()),
    }
}

fn decimal_overflow(target: &DataType) -> DataFusionError {
    DataFusionError::External(Box::new(
        crate::Error::bad(format!(
            "Convert overflow: a decimal does not fit in {} (DECIMAL_OVERFLOW)",
            crate::functions::type_name(&datafusion::arrow::datatypes::Field::new(
                "",
                target.clone(),
                false
            ))
        ))
        .with_code(maskhouse_types::codes::DECIMAL_OVERFLOW),
    ))
}

#[cfg(test)]
mod to_integer_tests {
    use super::*;

    /// ClickHouse's names reach the registered functions, and their types.
    #[test]
    fn conversions_are_found_by_either_name() {
        let function = ToInteger::for_clickhouse("toUInt16").unwrap();
        assert_eq!(ToInteger::target_of(function), Some(DataType::UInt16));
        assert_eq!(ToInteger::name_of(&DataType::UInt16), function);
        assert_eq!(ToInteger::for_clickhouse("toFloat64"), None);
        assert_eq!(ToInteger::target_of("__to_float64"), None);
    }

    /// Only conversions that change no value become plain CASTs (which key pruning
    /// sees through).
    #[test]
    fn lossless_conversions_are_widenings() {
        use DataType::*;
        assert!(ToInteger::lossless(&UInt32, &UInt64));
        assert!(ToInteger::lossless(&UInt32, &Int64));
        assert!(ToInteger::lossless(&Int8, &Int8));
        assert!(!ToInteger::lossless(&UInt64, &Int64));
        assert!(!ToInteger::lossless(&Int8, &UInt64));
        assert!(!ToInteger::lossless(&Int64, &Int32));
        assert!(!ToInteger::lossless(&Float64, &Int64));
        assert!(!ToInteger::lossless(&Utf8, &Int64));
    }
}

/// `getSizeOfEnumType(x)`: how many names `x`'s `Enum8` (a `UInt8`) or `Enum16` (a
/// `UInt16`) type has, read from the type `x` is declared with; any other type is
/// `ILLEGAL_TYPE_OF_ARGUMENT` (43).
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct SizeOfEnumType {
    signature: Signature,
}

impl SizeOfEnumType {
    pub(crate) fn new() -> Self {
        SizeOfEnumType {
            signature: Signature::any(1, Volatility::Immutable),
        }
    }

    /// The argument's Enum type, from its field.
    fn enum_of(field: &datafusion::arrow::datatypes::Field) -> DfResult<maskhouse_types::EnumType> {
        match crate::wire::declared_type(field).map(|t| t.base().clone()) {
            Some(maskhouse_types::ColumnType::Enum(e)) => Ok(e),
            _ => Err(DataFusionError::External(Box::new(
                crate::Error::bad(format!(
                    "The argument for function getSizeOfEnumType must be Enum and not {} (ILLEGAL_TYPE_OF_ARGUMENT)",
                    crate::functions::type_name(field)
                ))
                .with_code(maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT),
            ))),
        }
    }
}

impl ScalarUDFImpl for SizeOfEnumType {
    fn name(&self) -> &str {
        "getsizeofenumtype"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> DfResult<DataType> {
        Err(plan_error(
            "getSizeOfEnumType is typed by its argument's field".into(),
        ))
    }

    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
        let e = Self::enum_of(&args.arg_fields[0])?;
        let ty = if e.wide {
            DataType::UInt16
        } else {
            DataType::UInt8
        };
        Ok(Arc::new(datafusion::arrow::datatypes::Field::new(
            "getsizeofenumtype",
            ty,
            false,
        )))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let e = Self::enum_of(&args.arg_fields[0])?;
        let n = e.values.len();
        Ok(ColumnarValue::Scalar(match e.wide {
            true => ScalarValue::UInt16(Some(n as u16)),
            false => ScalarValue::UInt8(Some(n as u8)),
        }))
    }
}
