//! `/` with a decimal operand, as ClickHouse divides decimals: the result keeps the
//! dividend's scale (a decimal divided by a decimal or an integer), or the divisor's
//! (an integer divided by a decimal), in the wider of the operands' decimal types, and
//! the quotient is cut toward zero to that scale: `toDecimal32(7, 2) / 3` is `2.33`,
//! `Decimal(9, 2)`. A dividend of fewer digits after the point than the divisor is
//! `ARGUMENT_OUT_OF_BOUND` (69), scales that together pass the type's digits
//! `DECIMAL_OVERFLOW` (407), division by zero `ILLEGAL_DIVISION` (153), and a quotient
//! of more digits than the type's precision `DECIMAL_OVERFLOW`, as in ClickHouse. The
//! quotient is computed in 128 bits, where ClickHouse computes in the type's own width
//! (32 bits for `Decimal(9, S)`): a scaled dividend past that width is an overflow
//! there and a value here.

use std::sync::Arc;

use datafusion::{
    arrow::{
        array::{Array, ArrayRef, AsArray, Decimal128Array},
        compute::cast,
        datatypes::{DataType, Decimal128Type, Field, FieldRef},
    },
    common::{DataFusionError, Result as DfResult},
    logical_expr::{
        ColumnarValue, ReturnFieldArgs, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility,
    },
};
use maskhouse_types::codes;

use crate::scalar::{arrays, error, result};

/// The name the planner gives `/` with a decimal operand.
pub(crate) const DECIMAL_DIVIDE: &str = "__decimal_divide";

#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct DecimalDivide {
    signature: Signature,
}

impl DecimalDivide {
    pub(crate) fn new() -> Self {
        DecimalDivide {
            signature: Signature::any(2, Volatility::Immutable),
        }
    }
}

/// The precision of the ClickHouse decimal type that holds `Decimal(precision, _)`.
pub(crate) fn decimal_class(precision: u8) -> u8 {
    match precision {
        0..=9 => 9,
        10..=18 => 18,
        19..=38 => 38,
        _ => 76,
    }
}

/// An operand's precision and scale: a decimal's own, `None` for an integer.
fn operand(t: &DataType) -> Option<Option<(u8, i8)>> {
    match t {
        DataType::Decimal32(p, s)
        | DataType::Decimal64(p, s)
        | DataType::Decimal128(p, s)
        | DataType::Decimal256(p, s) => Some(Some((*p, *s))),
        t if t.is_integer() => Some(None),
        _ => None,
    }
}

/// The result type of `l / r`, when ClickHouse divides them as decimals: `None` when
/// neither is a decimal, or one is neither a decimal nor an integer.
pub(crate) fn result_type(l: &DataType, r: &DataType) -> DfResult<Option<DataType>> {
    let (Some(left), Some(right)) = (operand(l), operand(r)) else {
        return Ok(None);
    };
    let (precision, scale) = match (left, right) {
        (None, None) => return Ok(None),
        (Some((p1, s1)), Some((p2, s2))) => {
            if s1 < s2 {
                return Err(error(
                    format!(
                        "Decimal result's scale is less than argument's one: {l} / {r} keeps the dividend's scale {s1}, below the divisor's {s2} (ARGUMENT_OUT_OF_BOUND)"
                    ),
                    codes::ARGUMENT_OUT_OF_BOUND,
                ));
            }
            let precision = decimal_class(p1).max(decimal_class(p2));
            // The dividend is scaled by the divisor's scale first: ClickHouse refuses
            // a division whose scales together pass the type's digits.
            if i32::from(s1) + i32::from(s2) > i32::from(precision) {
                return Err(error(
                    format!(
                        "Overflow during decimal division: {l} / {r} needs {} digits after the point, more than Decimal({precision}) holds (DECIMAL_OVERFLOW)",
                        i32::from(s1) + i32::from(s2)
                    ),
                    codes::DECIMAL_OVERFLOW,
                ));
            }
            (precision, s1)
        }
        (Some((p, s)), None) | (None, Some((p, s))) => (decimal_class(p), s),
    };
    if precision > 38 || scale < 0 {
        return Ok(None);
    }
    Ok(Some(DataType::Decimal128(precision, scale)))
}

impl ScalarUDFImpl for DecimalDivide {
    fn name(&self) -> &str {
        DECIMAL_DIVIDE
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        result_type(&arg_types[0], &arg_types[1])?
            .ok_or_else(|| DataFusionError::Internal("decimal division of no decimal".into()))
    }

    fn return_field_from_args(&self, args: ReturnFieldArgs<'_>) -> DfResult<FieldRef> {
        let (l, r) = (&args.arg_fields[0], &args.arg_fields[1]);
        let t = self.return_type(&[l.data_type().clone(), r.data_type().clone()])?;
        Ok(Arc::new(Field::new(
            self.name(),
            t,
            l.is_nullable() || r.is_nullable(),
        )))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let DataType::Decimal128(precision, scale) = args.return_field.data_type().clone() else {
            return Err(DataFusionError::Internal(
                "decimal division: a decimal".into(),
            ));
        };
        let (arrays, scalar) = arrays(args)?;
        let unscaled = |a: &ArrayRef| -> DfResult<(Decimal128Array, i8)> {
            let s = match a.data_type() {
                DataType::Decimal32(_, s)
                | DataType::Decimal64(_, s)
                | DataType::Decimal128(_, s)
                | DataType::Decimal256(_, s) => (*s).max(0),
                _ => 0,
            };
            let wide = cast(a, &DataType::Decimal128(38, s))?;
            Ok((wide.as_primitive::<Decimal128Type>().clone(), s))
        };
        let ((l, sl), (r, sr)) = (unscaled(&arrays[0])?, unscaled(&arrays[1])?);
        // l / r at `scale`: l_u * 10^(scale + sr - sl) / r_u, cut toward zero.
        let shift = u32::try_from(i32::from(scale) + i32::from(sr) - i32::from(sl)).unwrap_or(0);
        let factor = 10i128.checked_pow(shift);
        let limit = 10i128.pow(u32::from(precision));
        let mut out = Vec::with_capacity(l.len());
        for i in 0..l.len() {
            if l.is_null(i) || r.is_null(i) {
                out.push(None);
                continue;
            }
            let (a, b) = (l.value(i), r.value(i));
            if b == 0 {
                return Err(error(
                    "Division by zero (ILLEGAL_DIVISION)".into(),
                    codes::ILLEGAL_DIVISION,
                ));
            }
            let quotient = factor
                .and_then(|f| a.checked_mul(f))
                .and_then(|n| n.checked_div(b))
                .filter(|q| q.unsigned_abs() < limit.unsigned_abs());
            match quotient {
                Some(q) => out.push(Some(q)),
                None => {
                    return Err(error(
                        "Decimal math overflow (DECIMAL_OVERFLOW)".into(),
                        codes::DECIMAL_OVERFLOW,
                    ))
                }
            }
        }
        let array = Decimal128Array::from(out).with_precision_and_scale(precision, scale)?;
        result(Arc::new(array), scalar)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_follow_clickhouse() {
        let d = DataType::Decimal128;
        assert_eq!(result_type(&d(9, 2), &d(9, 2)).unwrap(), Some(d(9, 2)));
        assert_eq!(result_type(&d(18, 4), &d(9, 2)).unwrap(), Some(d(18, 4)));
        assert_eq!(
            result_type(&d(9, 2), &DataType::Int64).unwrap(),
            Some(d(9, 2))
        );
        assert_eq!(
            result_type(&DataType::UInt8, &d(9, 2)).unwrap(),
            Some(d(9, 2))
        );
        assert!(result_type(&d(9, 1), &d(9, 2)).is_err());
        assert_eq!(
            result_type(&DataType::Int64, &DataType::Int64).unwrap(),
            None
        );
        assert_eq!(result_type(&DataType::Float64, &d(9, 2)).unwrap(), None);
    }
}
