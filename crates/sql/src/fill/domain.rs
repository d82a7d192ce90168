//! The values of a filled key and its steps: integer ticks or floats, by the key's type.

use std::{cmp::Ordering, sync::Arc};

use datafusion::{
    arrow::{
        array::{ArrayRef, AsArray, Decimal128Array, Float64Array, Int64Array},
        compute::cast,
        datatypes::{DataType, Decimal128Type, Float64Type, Int64Type, TimeUnit},
    },
    common::{DataFusionError, Result as DfResult, ScalarValue},
};

use super::{invalid, not_supported};

/// A key value: integer ticks (integers, decimals' unscaled values, days, timestamps'
/// units) or a float.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Value {
    Ticks(i128),
    Float(f64),
}

impl Value {
    pub(super) fn sign(&self) -> Ordering {
        match self {
            Value::Ticks(t) => t.cmp(&0),
            Value::Float(f) => f.partial_cmp(&0.0).unwrap_or(Ordering::Equal),
        }
    }

    pub(super) fn cmp(&self, other: &Value) -> Ordering {
        match (self, other) {
            (Value::Ticks(a), Value::Ticks(b)) => a.cmp(b),
            (Value::Float(a), Value::Float(b)) => a.partial_cmp(b).unwrap_or(Ordering::Equal),
            _ => Ordering::Equal,
        }
    }

    pub(super) fn add(&self, step: &Value) -> Option<Value> {
        match (self, step) {
            (Value::Ticks(a), Value::Ticks(b)) => a.checked_add(*b).map(Value::Ticks),
            // A sum that is not finite, or a step too small to move the value, ends
            // the filling (it would never reach the next key).
            (Value::Float(a), Value::Float(b)) => {
                let sum = a + b;
                (sum.is_finite() && sum != *a).then_some(Value::Float(sum))
            }
            _ => None,
        }
    }
}

/// How a key type's values read as [`Value`]s, and what a step means for it.
#[derive(Clone, Debug)]
pub(super) enum Domain {
    /// An integer type, or a decimal's unscaled values with this scale.
    Integer {
        data_type: DataType,
        scale: i8,
    },
    Float {
        data_type: DataType,
    },
    /// `Date`: days.
    Date,
    /// `DateTime`/`DateTime64`: ticks of this unit.
    Time {
        data_type: DataType,
        unit: TimeUnit,
    },
}

fn ticks_per_second(unit: &TimeUnit) -> i128 {
    match unit {
        TimeUnit::Second => 1,
        TimeUnit::Millisecond => 1_000,
        TimeUnit::Microsecond => 1_000_000,
        TimeUnit::Nanosecond => 1_000_000_000,
    }
}

impl Domain {
    pub(super) fn of(t: &DataType) -> DfResult<Domain> {
        Ok(match t {
            t if t.is_integer() => Domain::Integer {
                data_type: t.clone(),
                scale: 0,
            },
            DataType::Decimal32(_, s)
            | DataType::Decimal64(_, s)
            | DataType::Decimal128(_, s) => Domain::Integer {
                data_type: t.clone(),
                scale: *s,
            },
            DataType::Float16 | DataType::Float32 | DataType::Float64 => Domain::Float {
                data_type: t.clone(),
            },
            DataType::Date32 => Domain::Date,
            DataType::Timestamp(unit, _) => Domain::Time {
                data_type: t.clone(),
                unit: *unit,
            },
            other => {
                return Err(invalid(format!(
                    "WITH FILL is only supported for a key of a numeric, Date or DateTime type, got {other}"
                )))
            }
        })
    }

    /// The default step: one of the key's units, in the order's direction.
    pub(super) fn unit(&self, descending: bool) -> Value {
        let sign = if descending { -1 } else { 1 };
        match self {
            Domain::Integer { scale, .. } => Value::Ticks(sign * 10i128.pow(*scale as u32)),
            Domain::Float { .. } => Value::Float(sign as f64),
            Domain::Date => Value::Ticks(sign),
            Domain::Time { unit, .. } => Value::Ticks(sign * ticks_per_second(unit)),
        }
    }

    /// The values of `array` (of the key's type).
    pub(super) fn values(&self, array: &ArrayRef) -> DfResult<Vec<Option<Value>>> {
        Ok(match self {
            Domain::Integer { scale, .. } => {
                let wide = cast(array, &DataType::Decimal128(38, *scale))?;
                wide.as_primitive::<Decimal128Type>()
                    .iter()
                    .map(|v| v.map(Value::Ticks))
                    .collect()
            }
            Domain::Float { .. } => cast(array, &DataType::Float64)?
                .as_primitive::<Float64Type>()
                .iter()
                .map(|v| v.map(Value::Float))
                .collect(),
            Domain::Date | Domain::Time { .. } => {
                let raw = match self {
                    Domain::Date => cast(&cast(array, &DataType::Int32)?, &DataType::Int64)?,
                    _ => cast(array, &DataType::Int64)?,
                };
                raw.as_primitive::<Int64Type>()
                    .iter()
                    .map(|v| v.map(|v| Value::Ticks(i128::from(v))))
                    .collect()
            }
        })
    }

    /// The array of the key's type holding `values`.
    pub(super) fn array(&self, values: &[Value]) -> DfResult<ArrayRef> {
        let ticks = || -> DfResult<Vec<i128>> {
            values
                .iter()
                .map(|v| match v {
                    Value::Ticks(t) => Ok(*t),
                    Value::Float(_) => Err(DataFusionError::Internal("a float of ticks".into())),
                })
                .collect()
        };
        Ok(match self {
            Domain::Integer { data_type, scale } => {
                let wide: ArrayRef =
                    Arc::new(Decimal128Array::from(ticks()?).with_precision_and_scale(38, *scale)?);
                cast(&wide, data_type)?
            }
            Domain::Float { data_type } => {
                let floats: Float64Array = values
                    .iter()
                    .map(|v| match v {
                        Value::Float(f) => Some(*f),
                        Value::Ticks(t) => Some(*t as f64),
                    })
                    .collect();
                cast(&(Arc::new(floats) as ArrayRef), data_type)?
            }
            Domain::Date => {
                let days: Int64Array = ticks()?
                    .into_iter()
                    .map(|t| i64::try_from(t).ok())
                    .collect();
                cast(
                    &cast(&(Arc::new(days) as ArrayRef), &DataType::Int32)?,
                    &DataType::Date32,
                )?
            }
            Domain::Time { data_type, .. } => {
                let raw: Int64Array = ticks()?
                    .into_iter()
                    .map(|t| i64::try_from(t).ok())
                    .collect();
                cast(&(Arc::new(raw) as ArrayRef), data_type)?
            }
        })
    }

    /// `STEP s` as a [`Value`] of this domain.
    pub(super) fn step(&self, step: &ScalarValue) -> DfResult<Value> {
        // A number of the key's units (days of a Date, seconds of a DateTime).
        let number = |scale: i32| -> DfResult<Value> {
            let f = match step.cast_to(&DataType::Float64)? {
                ScalarValue::Float64(Some(f)) => f,
                _ => return Err(invalid(format!("WITH FILL STEP {step} is not a number"))),
            };
            let scaled = f * 10f64.powi(scale);
            if scaled.fract() != 0.0 || !scaled.is_finite() {
                return Err(invalid(format!(
                    "WITH FILL STEP {step} is not a whole number of the key's units"
                )));
            }
            Ok(Value::Ticks(scaled as i128))
        };
        // An interval as nanoseconds; months have no fixed length.
        let interval = || -> DfResult<i128> {
            match step {
                ScalarValue::IntervalDayTime(Some(v)) => Ok(i128::from(v.days)
                    * 86_400_000_000_000
                    + i128::from(v.milliseconds) * 1_000_000),
                ScalarValue::IntervalMonthDayNano(Some(v)) if v.months == 0 => {
                    Ok(i128::from(v.days) * 86_400_000_000_000 + i128::from(v.nanoseconds))
                }
                _ => Err(not_supported(format!(
                    "WITH FILL STEP {step}: an interval of months or years"
                ))),
            }
        };
        let is_interval = matches!(step.data_type(), DataType::Interval(_));
        let is_time = matches!(step.data_type(), DataType::Timestamp(..));
        match self {
            Domain::Integer { scale, .. } if !is_interval => number(i32::from(*scale)),
            Domain::Float { .. } if !is_interval => match step.cast_to(&DataType::Float64)? {
                ScalarValue::Float64(Some(f)) => Ok(Value::Float(f)),
                _ => Err(invalid(format!("WITH FILL STEP {step} is not a number"))),
            },
            Domain::Date if is_interval => {
                let nanos = interval()?;
                if nanos % 86_400_000_000_000 != 0 {
                    return Err(invalid(format!(
                        "WITH FILL STEP {step} is not a whole number of days for a Date"
                    )));
                }
                Ok(Value::Ticks(nanos / 86_400_000_000_000))
            }
            Domain::Date if !is_time => number(0),
            Domain::Time { unit, .. } => {
                let per_second = ticks_per_second(unit);
                if is_interval {
                    let nanos = interval()?;
                    let per_tick = 1_000_000_000 / per_second;
                    if nanos % per_tick != 0 {
                        return Err(invalid(format!(
                            "WITH FILL STEP {step} is finer than the key's precision"
                        )));
                    }
                    return Ok(Value::Ticks(nanos / per_tick));
                }
                if let DataType::Timestamp(step_unit, _) = step.data_type() {
                    // A DateTime64 as a step: its time since the epoch.
                    let raw = match step.cast_to(&DataType::Int64)? {
                        ScalarValue::Int64(Some(v)) => i128::from(v),
                        _ => return Err(invalid(format!("WITH FILL STEP {step}"))),
                    };
                    let from = ticks_per_second(&step_unit);
                    let scaled = raw * per_second;
                    if scaled % from != 0 {
                        return Err(invalid(format!(
                            "WITH FILL STEP {step} is finer than the key's precision"
                        )));
                    }
                    return Ok(Value::Ticks(scaled / from));
                }
                let digits = per_second.ilog10() as i32;
                number(digits)
            }
            _ => Err(invalid(format!(
                "WITH FILL STEP {step} does not fit a key of this type"
            ))),
        }
    }
}
