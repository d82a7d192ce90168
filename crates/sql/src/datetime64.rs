//! `DateTime64(p[, tz])` values in expressions: `toDateTime64(x, p[, tz])`,
//! `CAST(x AS DateTime64(p[, tz]))`, `toUnixTimestamp64Milli/Micro/Nano(t)` and
//! `fromUnixTimestamp64Milli/Micro/Nano(n[, tz])`.
//!
//! A `DateTime64(p, tz)` is an Arrow timestamp of the unit its precision names (0
//! seconds, 3 milliseconds, 6 microseconds, 9 nanoseconds) with the time zone `tz`, so
//! that it prints with `p` digits after the second and in the zone's local time, as
//! ClickHouse prints it. The precisions between those (1, 2, 4, 5, 7, 8) have no Arrow
//! unit of their own: they are refused with `NOT_IMPLEMENTED` rather than printed with
//! the wrong number of digits.

use std::sync::Arc;

use datafusion::{
    arrow::{
        array::{Array, ArrayRef, AsArray, PrimitiveArray},
        compute::{cast, cast_with_options},
        datatypes::{
            DataType, Field, FieldRef, Float64Type, Int64Type, TimeUnit, TimestampMicrosecondType,
            TimestampMillisecondType, TimestampNanosecondType, TimestampSecondType,
        },
    },
    common::{DataFusionError, Result as DfResult, ScalarValue},
    logical_expr::{
        ColumnarValue, ReturnFieldArgs, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility,
    },
};
use maskhouse_types::codes;

use crate::scalar::{arrays, error, result};

/// The name `toDateTime64` and `CAST(… AS DateTime64(…))` are planned as.
pub(crate) const TO_DATETIME64: &str = "__todatetime64";
/// The name `toUnixTimestamp64Milli/Micro/Nano` are planned as.
pub(crate) const UNIX_TICKS: &str = "__unix_ticks";

/// The Arrow unit of a `DateTime64` of `precision` digits after the second.
pub(crate) fn precision_unit(precision: i64) -> DfResult<TimeUnit> {
    match precision {
        0 => Ok(TimeUnit::Second),
        3 => Ok(TimeUnit::Millisecond),
        6 => Ok(TimeUnit::Microsecond),
        9 => Ok(TimeUnit::Nanosecond),
        1 | 2 | 4 | 5 | 7 | 8 => Err(error(
            format!(
                "DateTime64 with precision {precision} is not supported: use 0, 3, 6 or 9 digits after the second (NOT_IMPLEMENTED)"
            ),
            codes::NOT_IMPLEMENTED,
        )),
        _ => Err(error(
            format!(
                "Scale {precision} is out of bounds for DateTime64: it is from 0 to 9 (ARGUMENT_OUT_OF_BOUND)"
            ),
            codes::ARGUMENT_OUT_OF_BOUND,
        )),
    }
}

/// Ticks of `unit` in a second.
fn ticks_per_second(unit: TimeUnit) -> i64 {
    match unit {
        TimeUnit::Second => 1,
        TimeUnit::Millisecond => 1_000,
        TimeUnit::Microsecond => 1_000_000,
        TimeUnit::Nanosecond => 1_000_000_000,
    }
}

/// A constant integer argument, if it is one.
fn constant_integer(arg: Option<&ScalarValue>) -> Option<i64> {
    let value = arg?;
    if !value.data_type().is_integer() {
        return None;
    }
    value.cast_to(&DataType::Int64).ok().and_then(|v| match v {
        ScalarValue::Int64(Some(n)) => Some(n),
        _ => None,
    })
}

/// A constant text argument, if it is one.
fn constant_text(arg: Option<&ScalarValue>) -> Option<String> {
    match arg? {
        ScalarValue::Utf8(Some(s))
        | ScalarValue::Utf8View(Some(s))
        | ScalarValue::LargeUtf8(Some(s)) => Some(s.clone()),
        _ => None,
    }
}

/// The time zone a constant argument names, checked.
fn time_zone(function: &str, arg: Option<&ScalarValue>) -> DfResult<Arc<str>> {
    use std::str::FromStr;
    let name = constant_text(arg).ok_or_else(|| {
        error(
            format!("The time zone argument of function {function} must be a constant string (ILLEGAL_COLUMN)"),
            codes::ILLEGAL_COLUMN,
        )
    })?;
    datafusion::arrow::array::timezone::Tz::from_str(&name).map_err(|_| {
        error(
            format!("Cannot load time zone {name} (BAD_ARGUMENTS)"),
            codes::BAD_ARGUMENTS,
        )
    })?;
    Ok(name.into())
}

/// `todatetime64(x, p[, tz])`: `x` as a `DateTime64(p[, tz])`.
///
/// - A string is a time written in the zone's local time (UTC without a zone), its
///   digits after the second cut to `p`.
/// - A number is seconds since the epoch (a float or a decimal with its fraction).
/// - A `Date` is its midnight in the zone; a `DateTime` or `DateTime64` keeps its
///   instant, cut to `p` digits.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct ToDateTime64 {
    signature: Signature,
}

impl ToDateTime64 {
    pub(crate) fn new() -> Self {
        ToDateTime64 {
            signature: Signature::variadic_any(Volatility::Immutable),
        }
    }
}

impl ScalarUDFImpl for ToDateTime64 {
    fn name(&self) -> &str {
        TO_DATETIME64
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _: &[DataType]) -> DfResult<DataType> {
        Err(DataFusionError::Plan(
            "todatetime64: the type comes from its arguments".into(),
        ))
    }

    fn return_field_from_args(&self, args: ReturnFieldArgs<'_>) -> DfResult<FieldRef> {
        let types = crate::scalar::argument_types(&args);
        crate::scalar::check_arguments("toDateTime64", &types, 2..=3, |i, t| match i {
            0 => (!(t.is_numeric()
                || matches!(
                    t,
                    DataType::Null
                        | DataType::Utf8
                        | DataType::Utf8View
                        | DataType::LargeUtf8
                        | DataType::Date32
                        | DataType::Timestamp(..)
                )))
            .then_some("a number, a string, a Date or a DateTime"),
            1 => (!t.is_integer()).then_some("a constant integer precision"),
            _ => (!matches!(t, DataType::Utf8 | DataType::Utf8View | DataType::LargeUtf8))
                .then_some("a constant string time zone"),
        })?;
        let precision = constant_integer(args.scalar_arguments[1]).ok_or_else(|| {
            error(
                "The precision argument of function toDateTime64 must be a constant integer (ILLEGAL_COLUMN)".into(),
                codes::ILLEGAL_COLUMN,
            )
        })?;
        let unit = precision_unit(precision)?;
        let zone = match args.scalar_arguments.get(2) {
            Some(arg) => Some(time_zone("toDateTime64", *arg)?),
            None => None,
        };
        // NULL only where `x` is, or where a number is past the unit's range.
        let x = &args.arg_fields[0];
        let nullable = x.is_nullable()
            || !matches!(
                x.data_type(),
                DataType::Utf8 | DataType::Utf8View | DataType::LargeUtf8 | DataType::Timestamp(..)
            );
        Ok(Arc::new(Field::new(
            self.name(),
            DataType::Timestamp(unit, zone),
            nullable,
        )))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let target = args.return_field.data_type().clone();
        let DataType::Timestamp(unit, zone) = target.clone() else {
            return Err(DataFusionError::Internal(
                "todatetime64: not a timestamp".into(),
            ));
        };
        let (arrays, scalar) = arrays(args)?;
        let out = to_datetime64(&arrays[0], unit, zone)?;
        debug_assert_eq!(out.data_type(), &target);
        result(out, scalar)
    }
}

/// Cast options that fail on a value the target cannot hold, rather than give NULL.
fn strict() -> datafusion::arrow::compute::CastOptions<'static> {
    datafusion::arrow::compute::CastOptions {
        safe: false,
        ..Default::default()
    }
}

/// `x` as a timestamp of `unit` in `zone` ([`ToDateTime64`]).
pub(crate) fn to_datetime64(
    x: &ArrayRef,
    unit: TimeUnit,
    zone: Option<Arc<str>>,
) -> DfResult<ArrayRef> {
    let zoned = DataType::Timestamp(unit, zone.clone());
    let per_second = ticks_per_second(unit);
    let ticks: PrimitiveArray<Int64Type> = match x.data_type() {
        DataType::Null => PrimitiveArray::new_null(x.len()),
        // Local time in the zone: read as a time without one, then placed in the zone.
        DataType::Utf8 | DataType::Utf8View | DataType::LargeUtf8 => {
            let local =
                cast_with_options(x, &DataType::Timestamp(unit, None), &strict()).map_err(|e| {
                    error(
                        format!(
                            "Cannot parse DateTime64 from a string: {e} (CANNOT_PARSE_DATETIME)"
                        ),
                        codes::CANNOT_PARSE_DATETIME,
                    )
                })?;
            // A local time the zone skips or repeats (a clock change) fails too.
            return cast_with_options(&local, &zoned, &strict()).map_err(|e| {
                error(
                    format!("Cannot read a local time in the zone: {e} (CANNOT_PARSE_DATETIME)"),
                    codes::CANNOT_PARSE_DATETIME,
                )
            });
        }
        // Strict casts: a value past the unit's range is an error, not NULL.
        // A midnight the zone skips at a clock change is NULL here (ClickHouse takes
        // the first time after it).
        DataType::Date32 => {
            let local = cast_with_options(x, &DataType::Timestamp(unit, None), &strict())?;
            return Ok(cast(&local, &zoned)?);
        }
        // An instant: the same instant, shown in the zone.
        DataType::Timestamp(_, _) => {
            let utc = DataType::Timestamp(unit, Some("UTC".into()));
            let utc = cast_with_options(x, &utc, &strict())?;
            return Ok(cast_with_options(&utc, &zoned, &strict())?);
        }
        DataType::Float16 | DataType::Float32 | DataType::Float64 => {
            let seconds = cast(x, &DataType::Float64)?;
            seconds.as_primitive::<Float64Type>().unary_opt(|s| {
                let ticks = (s * per_second as f64).trunc();
                (ticks.is_finite() && ticks.abs() < i64::MAX as f64).then_some(ticks as i64)
            })
        }
        DataType::Decimal32(_, scale)
        | DataType::Decimal64(_, scale)
        | DataType::Decimal128(_, scale)
        | DataType::Decimal256(_, scale) => {
            // The unscaled integer moved to the precision's digits, cut (not rounded)
            // where it has more, as ClickHouse cuts them.
            let scale = *scale;
            let wide = cast(x, &DataType::Decimal128(38, scale.max(0)))?;
            let digits = i32::try_from(per_second.ilog10()).unwrap_or(9);
            let shift = digits - i32::from(scale.max(0));
            wide.as_primitive::<datafusion::arrow::datatypes::Decimal128Type>()
                .unary_opt(|v| {
                    let moved = if shift >= 0 {
                        v.checked_mul(10i128.pow(shift.unsigned_abs()))
                    } else {
                        10i128.checked_pow(shift.unsigned_abs()).map(|d| v / d)
                    };
                    moved.and_then(|m| i64::try_from(m).ok())
                })
        }
        _ => {
            let seconds = cast(x, &DataType::Int64)?;
            seconds
                .as_primitive::<Int64Type>()
                .unary_opt(|s| s.checked_mul(per_second))
        }
    };
    let (_, values, nulls) = ticks.into_parts();
    let out: ArrayRef = match unit {
        TimeUnit::Second => Arc::new(
            PrimitiveArray::<TimestampSecondType>::new(values, nulls).with_timezone_opt(zone),
        ),
        TimeUnit::Millisecond => Arc::new(
            PrimitiveArray::<TimestampMillisecondType>::new(values, nulls).with_timezone_opt(zone),
        ),
        TimeUnit::Microsecond => Arc::new(
            PrimitiveArray::<TimestampMicrosecondType>::new(values, nulls).with_timezone_opt(zone),
        ),
        TimeUnit::Nanosecond => Arc::new(
            PrimitiveArray::<TimestampNanosecondType>::new(values, nulls).with_timezone_opt(zone),
        ),
    };
    Ok(out)
}

/// `unix_ticks(t, unit)`: `toUnixTimestamp64Milli/Micro/Nano(t)`, the ticks of `unit`
/// (`'ms'`, `'us'`, `'ns'`) since the epoch of the instant `t`, whatever its zone.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct UnixTicks {
    signature: Signature,
}

impl UnixTicks {
    pub(crate) fn new() -> Self {
        UnixTicks {
            signature: Signature::any(2, Volatility::Immutable),
        }
    }
}

fn tick_unit(arg: Option<&ScalarValue>) -> DfResult<(TimeUnit, &'static str)> {
    match constant_text(arg).as_deref() {
        Some("ms") => Ok((TimeUnit::Millisecond, "toUnixTimestamp64Milli")),
        Some("us") => Ok((TimeUnit::Microsecond, "toUnixTimestamp64Micro")),
        Some("ns") => Ok((TimeUnit::Nanosecond, "toUnixTimestamp64Nano")),
        _ => Err(DataFusionError::Internal("unix_ticks: a unit".into())),
    }
}

impl ScalarUDFImpl for UnixTicks {
    fn name(&self) -> &str {
        UNIX_TICKS
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::Int64)
    }

    fn return_field_from_args(&self, args: ReturnFieldArgs<'_>) -> DfResult<FieldRef> {
        let (_, function) = tick_unit(args.scalar_arguments[1])?;
        let t = args.arg_fields[0].data_type();
        if !matches!(t, DataType::Timestamp(..) | DataType::Null) {
            return Err(error(
                format!(
                    "Illegal type {} of argument 1 of function {function}, expected DateTime64 (ILLEGAL_TYPE_OF_ARGUMENT)",
                    crate::functions::type_name(&args.arg_fields[0])
                ),
                codes::ILLEGAL_TYPE_OF_ARGUMENT,
            ));
        }
        // A time past the range of a finer unit is NULL.
        Ok(Arc::new(Field::new(self.name(), DataType::Int64, true)))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let unit = match &args.args[1] {
            ColumnarValue::Scalar(s) => tick_unit(Some(s))?.0,
            ColumnarValue::Array(_) => {
                return Err(DataFusionError::Internal(
                    "unix_ticks: a constant unit".into(),
                ))
            }
        };
        let (arrays, scalar) = arrays(args)?;
        // Through UTC, so that the instant is kept: dropping a zone would move it to
        // the zone's local time.
        let utc = cast(&arrays[0], &DataType::Timestamp(unit, Some("UTC".into())))?;
        let ticks = cast(
            &cast(&utc, &DataType::Timestamp(unit, None))?,
            &DataType::Int64,
        )?;
        result(ticks, scalar)
    }
}
