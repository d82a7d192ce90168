//! ClickHouse's `round(x[, N])` and `roundBankers(x[, N])`: `x` rounded to `N` digits
//! after the point (before it where `N` is negative), in `x`'s own type.
//!
//! - A float is scaled by `10^N`, rounded to the nearest integer with ties to even (the
//!   processor's rounding, which ClickHouse uses for both functions: `round(2.5)` is 2),
//!   and scaled back.
//! - An integer or a decimal rounds its ties away from zero in `round` (`round(25, -1)`
//!   is 30) and to even in `roundBankers` (20); integers wrap where the result does not
//!   fit, as in ClickHouse.
//! - `N` is an integer (a column too), 0 when left out.

use std::sync::Arc;

use crate::scalar::{arrays, result};
use datafusion::arrow::compute::binary;
use datafusion::{
    arrow::{
        array::{Array, ArrayRef, ArrowPrimitiveType, AsArray, PrimitiveArray},
        compute::cast,
        datatypes::{
            DataType, Decimal128Type, Decimal32Type, Decimal64Type, Field, FieldRef, Float32Type,
            Float64Type, Int16Type, Int32Type, Int64Type, Int8Type, UInt16Type, UInt32Type,
            UInt64Type, UInt8Type,
        },
    },
    common::{DataFusionError, Result as DfResult},
    logical_expr::{
        ColumnarValue, ReturnFieldArgs, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility,
    },
};

#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct Round {
    /// `roundBankers`: ties to even for integers and decimals too.
    bankers: bool,
    signature: Signature,
}

impl Round {
    pub(crate) fn all() -> [Round; 2] {
        [false, true].map(|bankers| Round {
            bankers,
            signature: Signature::variadic_any(Volatility::Immutable),
        })
    }

    fn clickhouse_name(&self) -> &'static str {
        if self.bankers {
            "roundBankers"
        } else {
            "round"
        }
    }
}

impl ScalarUDFImpl for Round {
    fn name(&self) -> &str {
        if self.bankers {
            "roundbankers"
        } else {
            "round"
        }
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(arg_types.first().cloned().unwrap_or(DataType::Null))
    }

    fn return_field_from_args(&self, args: ReturnFieldArgs<'_>) -> DfResult<FieldRef> {
        let name = self.clickhouse_name();
        let types = crate::scalar::argument_types(&args);
        crate::scalar::check_arguments(name, &types, 1..=2, |i, t| match i {
            0 => (!(t.is_numeric() || matches!(t, DataType::Null))).then_some("a number"),
            _ => (!(t.is_integer() || matches!(t, DataType::Null))).then_some("an integer"),
        })?;
        let x = &args.arg_fields[0];
        // `N` may be NULL (or an unsigned value past Int64, read as NULL) too.
        let nullable = args.arg_fields.iter().any(|f| f.is_nullable())
            || args
                .arg_fields
                .get(1)
                .is_some_and(|n| n.data_type() == &DataType::UInt64);
        Ok(Arc::new(Field::new(
            self.name(),
            x.data_type().clone(),
            nullable,
        )))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let (arrays, scalar) = arrays(args)?;
        let x = &arrays[0];
        // `N` of each row (a constant is repeated): ClickHouse takes a column too.
        let n = match arrays.get(1) {
            Some(n) => cast(n, &DataType::Int64)?
                .as_primitive::<Int64Type>()
                .clone(),
            None => PrimitiveArray::<Int64Type>::from_value(0, x.len()),
        };
        let bankers = self.bankers;
        let out: ArrayRef = match x.data_type() {
            DataType::Null => x.clone(),
            DataType::Float64 => {
                let rounded: PrimitiveArray<Float64Type> =
                    binary(x.as_primitive::<Float64Type>(), &n, round_float)?;
                Arc::new(rounded)
            }
            DataType::Float32 => {
                let rounded: PrimitiveArray<Float32Type> =
                    binary(x.as_primitive::<Float32Type>(), &n, round_float32)?;
                Arc::new(rounded)
            }
            DataType::Float16 => {
                let wide = cast(x, &DataType::Float64)?;
                let rounded: PrimitiveArray<Float64Type> =
                    binary(wide.as_primitive::<Float64Type>(), &n, round_float)?;
                cast(&rounded, x.data_type())?
            }
            DataType::Int8 => round_integers::<Int8Type>(x, &n, 0, bankers)?,
            DataType::Int16 => round_integers::<Int16Type>(x, &n, 0, bankers)?,
            DataType::Int32 => round_integers::<Int32Type>(x, &n, 0, bankers)?,
            DataType::Int64 => round_integers::<Int64Type>(x, &n, 0, bankers)?,
            DataType::UInt8 => round_integers::<UInt8Type>(x, &n, 0, bankers)?,
            DataType::UInt16 => round_integers::<UInt16Type>(x, &n, 0, bankers)?,
            DataType::UInt32 => round_integers::<UInt32Type>(x, &n, 0, bankers)?,
            DataType::UInt64 => round_integers::<UInt64Type>(x, &n, 0, bankers)?,
            DataType::Decimal32(_, s) => round_integers::<Decimal32Type>(x, &n, *s, bankers)?,
            DataType::Decimal64(_, s) => round_integers::<Decimal64Type>(x, &n, *s, bankers)?,
            DataType::Decimal128(_, s) => round_integers::<Decimal128Type>(x, &n, *s, bankers)?,
            DataType::Decimal256(_, s) => {
                let narrow = cast(x, &DataType::Decimal128(38, *s))?;
                let rounded = round_integers::<Decimal128Type>(&narrow, &n, *s, bankers)?;
                cast(&rounded, x.data_type())?
            }
            other => {
                return Err(DataFusionError::Internal(format!(
                    "round: unexpected type {other}"
                )))
            }
        };
        result(out, scalar)
    }
}

/// A float rounded to `n` digits with ties to even: scaled by `10^n` (divided by
/// `10^-n` for negative `n`), rounded, scaled back, in the float's own type as
/// ClickHouse computes it (`round(toFloat32(2.675), 2)` is 2.68: 267.5 in single
/// precision, a tie). A scale past the type's range leaves the value as it is (`n`
/// above) or gives 0 (`n` below).
macro_rules! round_float {
    ($name:ident, $t:ty) => {
        fn $name(v: $t, n: i64) -> $t {
            let scale = (10 as $t).powi(n.unsigned_abs().min(400) as i32);
            if !scale.is_finite() {
                return if n >= 0 { v } else { 0.0 };
            }
            if n >= 0 {
                (v * scale).round_ties_even() / scale
            } else {
                (v / scale).round_ties_even() * scale
            }
        }
    };
}

round_float!(round_float, f64);
round_float!(round_float32, f32);

/// Integers, or decimals of scale `scale` (their unscaled integers), rounded to `n`
/// digits: to multiples of `10^(scale - n)`.
fn round_integers<T>(
    x: &ArrayRef,
    n: &PrimitiveArray<Int64Type>,
    scale: i8,
    bankers: bool,
) -> DfResult<ArrayRef>
where
    T: ArrowPrimitiveType,
    T::Native: Into<i128>,
    i128: num_like::WrappingAs<T::Native>,
{
    let wrap = |v: i128| -> i128 { num_like::WrappingAs::<T::Native>::wrapping_as(v).into() };
    let max: i128 = if wrap(-1) > 0 {
        wrap(-1)
    } else {
        i128::MAX >> (128 - 8 * std::mem::size_of::<T::Native>())
    };
    let rounded: PrimitiveArray<T> = binary(x.as_primitive::<T>(), n, |v, n| {
        let drop = i64::from(scale).saturating_sub(n);
        if drop <= 0 {
            return v;
        }
        let step = if drop > 38 {
            None
        } else {
            Some(10i128.pow(drop as u32))
        };
        match step.filter(|s| *s <= max) {
            Some(step) => {
                // C's promotion: types narrower than 32 bits compute in `int`.
                let promoted = |v: i128| {
                    if std::mem::size_of::<T::Native>() < 4 {
                        v
                    } else {
                        wrap(v)
                    }
                };
                let v = round_to_step(v.into(), step, bankers, wrap, promoted);
                num_like::WrappingAs::wrapping_as(v)
            }
            // A step wider than the type: nothing is left, as in ClickHouse.
            None => num_like::WrappingAs::wrapping_as(0i128),
        }
    })?;
    Ok(Arc::new(rounded.with_data_type(x.data_type().clone())))
}

/// `v` rounded to a multiple of `step` as ClickHouse computes it: a negative value is
/// first moved down by a step (kept in `v`'s type: `wrap`), then half a step is added
/// and the result cut to a multiple of the step (in the promoted type: `promoted`);
/// `roundBankers` sends a tie to the even multiple. The caller keeps the result's low
/// bits.
fn round_to_step(
    v: i128,
    step: i128,
    bankers: bool,
    wrap: impl Fn(i128) -> i128,
    promoted: impl Fn(i128) -> i128,
) -> i128 {
    let mut x = v;
    if x < 0 {
        x = wrap(x.wrapping_sub(step));
    }
    let shifted = promoted(x.wrapping_add(step / 2));
    let quotient = shifted / step;
    if bankers && promoted(quotient.wrapping_mul(step)) == shifted {
        promoted(((quotient + i128::from(x < 0)) & !1).wrapping_mul(step))
    } else {
        promoted(quotient.wrapping_mul(step))
    }
}

/// The low bits of an `i128` in a narrower integer, as ClickHouse's integers wrap.
mod num_like {
    pub(crate) trait WrappingAs<T> {
        fn wrapping_as(self) -> T;
    }

    macro_rules! wrapping_as {
        ($($t:ty),*) => {$(
            impl WrappingAs<$t> for i128 {
                fn wrapping_as(self) -> $t {
                    self as $t
                }
            }
        )*};
    }

    wrapping_as!(i8, i16, i32, i64, u8, u16, u32, u64, i128);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats_round_ties_to_even_after_scaling() {
        assert_eq!(round_float(2.5, 0), 2.0);
        assert_eq!(round_float(3.5, 0), 4.0);
        // 2.675 * 100 is 267.5 in a double, a tie, so even: 268.
        assert_eq!(round_float(2.675, 2), 2.68);
        assert_eq!(round_float(1.005, 2), 1.0);
        assert_eq!(round_float32(2.675, 2), 2.68);
        assert_eq!(round_float(1.5, 400), 1.5);
        assert_eq!(round_float(1.5, -400), 0.0);
        assert_eq!(round_float(123.456, -1), 120.0);
    }

    #[test]
    fn integers_round_ties_away_or_to_even() {
        let wide = |v: i128| v;
        let round_to_step =
            |v, step, bankers, wrap: fn(i128) -> i128| round_to_step(v, step, bankers, wrap, wrap);
        assert_eq!(round_to_step(25, 10, false, wide), 30);
        assert_eq!(round_to_step(-25, 10, false, wide), -30);
        assert_eq!(round_to_step(25, 10, true, wide), 20);
        assert_eq!(round_to_step(-25, 10, true, wide), -20);
        assert_eq!(round_to_step(35, 10, true, wide), 40);
        assert_eq!(round_to_step(-35, 10, true, wide), -40);
        assert_eq!(round_to_step(14, 10, false, wide), 10);
        assert_eq!(round_to_step(-24, 10, false, wide), -20);
        // In Int8, -125 - 10 wraps to 121, which rounds to 120, as in ClickHouse.
        let int8: fn(i128) -> i128 = |v| i128::from(v as i8);
        assert_eq!(super::round_to_step(-125, 10, false, int8, |v| v), 120);
    }
}
