//! ClickHouse's `deltaSumTimestamp(value, timestamp)`: the sum of the increases between
//! consecutive values (a counter's growth, its resets left out), rows taken in the order
//! they arrive, and partial states joined in the order of their timestamps: a state
//! that ends before another starts adds the increase from its last value to the
//! other's first. Of the value's type (an integer wraps as ClickHouse's does); NULLs are
//! left out, and over no rows the result is 0. `value` and `timestamp` are numbers,
//! dates or times (`ILLEGAL_TYPE_OF_ARGUMENT`, 43, otherwise).

use std::sync::Arc;

use datafusion::{
    arrow::{
        array::{Array, ArrayRef, AsArray},
        compute::cast,
        datatypes::{DataType, Decimal128Type, Field, FieldRef, Float64Type},
    },
    common::{DataFusionError, Result as DfResult, ScalarValue},
    logical_expr::{
        function::{AccumulatorArgs, StateFieldsArgs},
        utils::format_state_name,
        Accumulator, AggregateUDFImpl, Signature, Volatility,
    },
};

/// A value or a timestamp: exact for integers, dates and times, a float otherwise.
#[derive(Debug, Clone, Copy, PartialEq, PartialOrd)]
enum Number {
    Int(i128),
    Float(f64),
}

impl Number {
    fn minus(self, other: Number) -> Number {
        match (self, other) {
            (Number::Int(a), Number::Int(b)) => Number::Int(a.wrapping_sub(b)),
            (a, b) => Number::Float(a.float() - b.float()),
        }
    }

    fn plus(self, other: Number) -> Number {
        match (self, other) {
            (Number::Int(a), Number::Int(b)) => Number::Int(a.wrapping_add(b)),
            (a, b) => Number::Float(a.float() + b.float()),
        }
    }

    fn float(self) -> f64 {
        match self {
            Number::Int(v) => v as f64,
            Number::Float(v) => v,
        }
    }

    fn scalar(self, float: bool) -> ScalarValue {
        match float {
            true => ScalarValue::Float64(Some(self.float())),
            false => ScalarValue::Decimal128(
                Some(match self {
                    Number::Int(v) => v,
                    Number::Float(v) => v as i128,
                }),
                38,
                0,
            ),
        }
    }
}

/// The state's type for values of type `t`.
fn state_type(t: &DataType) -> DataType {
    match t.is_floating() {
        true => DataType::Float64,
        false => DataType::Decimal128(38, 0),
    }
}

/// Each row's number, `None` for NULL.
fn numbers(values: &ArrayRef) -> DfResult<Vec<Option<Number>>> {
    let t = values.data_type();
    if t.is_floating() {
        let floats = cast(values, &DataType::Float64)?;
        return Ok(floats
            .as_primitive::<Float64Type>()
            .iter()
            .map(|v| v.map(Number::Float))
            .collect());
    }
    let integers = match t {
        DataType::Date32 | DataType::Date64 | DataType::Timestamp(..) => cast(
            &cast(values, &DataType::Int64)?,
            &DataType::Decimal128(38, 0),
        )?,
        _ => cast(values, &DataType::Decimal128(38, 0))?,
    };
    Ok(integers
        .as_primitive::<Decimal128Type>()
        .iter()
        .map(|v| v.map(Number::Int))
        .collect())
}

fn allowed(t: &DataType) -> bool {
    t.is_integer()
        || t.is_floating()
        || matches!(
            t,
            DataType::Date32 | DataType::Timestamp(..) | DataType::Null
        )
}

/// `deltaSumTimestamp(value, timestamp)`.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct DeltaSumTimestamp {
    signature: Signature,
}

impl DeltaSumTimestamp {
    pub(crate) fn new() -> Self {
        DeltaSumTimestamp {
            signature: Signature::any(2, Volatility::Immutable),
        }
    }
}

impl AggregateUDFImpl for DeltaSumTimestamp {
    fn name(&self) -> &str {
        "deltasumtimestamp"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, args: &[DataType]) -> DfResult<DataType> {
        if let Some(bad) = args.iter().find(|t| !allowed(t)) {
            return Err(DataFusionError::External(Box::new(
                crate::Error::bad(format!(
                    "Illegal type {} of argument for aggregate function deltaSumTimestamp, must be Int, Float, Date, DateTime (ILLEGAL_TYPE_OF_ARGUMENT)",
                    crate::functions::type_name(&Field::new("x", bad.clone(), false))
                ))
                .with_code(maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT),
            )));
        }
        Ok(match &args[0] {
            DataType::Null => DataType::Int64,
            t => t.clone(),
        })
    }

    fn return_field(&self, arg_fields: &[FieldRef]) -> DfResult<FieldRef> {
        let types: Vec<DataType> = arg_fields.iter().map(|f| f.data_type().clone()).collect();
        Ok(Arc::new(Field::new(
            self.name(),
            self.return_type(&types)?,
            false,
        )))
    }

    fn state_fields(&self, args: StateFieldsArgs<'_>) -> DfResult<Vec<FieldRef>> {
        let value = state_type(args.input_fields[0].data_type());
        let ts = state_type(args.input_fields[1].data_type());
        Ok(["sum", "first", "last"]
            .iter()
            .map(|n| (n, value.clone()))
            .chain(["first_ts", "last_ts"].iter().map(|n| (n, ts.clone())))
            .map(|(n, t)| Arc::new(Field::new(format_state_name(args.name, n), t, true)))
            .collect())
    }

    fn accumulator(&self, args: AccumulatorArgs<'_>) -> DfResult<Box<dyn Accumulator>> {
        Ok(Box::new(DeltaSum {
            float_value: args.expr_fields[0].data_type().is_floating(),
            float_ts: args.expr_fields[1].data_type().is_floating(),
            return_type: args.return_field.data_type().clone(),
            seen: None,
        }))
    }
}

/// A group's rows so far: the sum, the first and last values and their timestamps.
#[derive(Debug, Clone, Copy)]
struct Seen {
    sum: Number,
    first: Number,
    last: Number,
    first_ts: Number,
    last_ts: Number,
}

#[derive(Debug)]
struct DeltaSum {
    float_value: bool,
    float_ts: bool,
    return_type: DataType,
    seen: Option<Seen>,
}

impl DeltaSum {
    fn add(&mut self, value: Number, ts: Number) {
        match &mut self.seen {
            None => {
                let zero = if self.float_value {
                    Number::Float(0.0)
                } else {
                    Number::Int(0)
                };
                self.seen = Some(Seen {
                    sum: zero,
                    first: value,
                    last: value,
                    first_ts: ts,
                    last_ts: ts,
                })
            }
            Some(s) => {
                if s.last < value {
                    s.sum = s.sum.plus(value.minus(s.last));
                }
                s.last = value;
                s.last_ts = ts;
            }
        }
    }

    /// Joins `other` to this state by their timestamps, as ClickHouse does.
    fn join(&mut self, other: Seen) {
        let Some(s) = &mut self.seen else {
            self.seen = Some(other);
            return;
        };
        let before = s.last_ts < other.first_ts
            || (s.last_ts == other.first_ts
                && (s.last_ts < other.last_ts || s.first_ts < s.last_ts));
        let after = other.first_ts < s.last_ts
            || (other.first_ts == s.last_ts
                && (other.last_ts < s.last_ts || other.first_ts < other.last_ts));
        if before {
            if other.first > s.last {
                s.sum = s.sum.plus(other.first.minus(s.last));
            }
            s.sum = s.sum.plus(other.sum);
            s.last = other.last;
            s.last_ts = other.last_ts;
        } else if after {
            if s.first > other.last {
                s.sum = s.sum.plus(s.first.minus(other.last));
            }
            s.sum = s.sum.plus(other.sum);
            s.first = other.first;
            s.first_ts = other.first_ts;
        } else if s.first < other.first {
            // Every timestamp equal: the larger values, so that the order of the
            // states does not change the answer.
            s.first = other.first;
            s.last = other.last;
        }
    }
}

impl Accumulator for DeltaSum {
    fn update_batch(&mut self, values: &[ArrayRef]) -> DfResult<()> {
        let (v, t) = (numbers(&values[0])?, numbers(&values[1])?);
        for (v, t) in v.into_iter().zip(t) {
            if let (Some(v), Some(t)) = (v, t) {
                self.add(v, t);
            }
        }
        Ok(())
    }

    fn state(&mut self) -> DfResult<Vec<ScalarValue>> {
        let (v, t) = (self.float_value, self.float_ts);
        Ok(match self.seen {
            Some(s) => vec![
                s.sum.scalar(v),
                s.first.scalar(v),
                s.last.scalar(v),
                s.first_ts.scalar(t),
                s.last_ts.scalar(t),
            ],
            None => {
                let null = |float: bool| match float {
                    true => ScalarValue::Float64(None),
                    false => ScalarValue::Decimal128(None, 38, 0),
                };
                vec![null(v), null(v), null(v), null(t), null(t)]
            }
        })
    }

    fn merge_batch(&mut self, states: &[ArrayRef]) -> DfResult<()> {
        let columns = states.iter().map(numbers).collect::<DfResult<Vec<_>>>()?;
        let [sums, firsts, lasts, first_tss, last_tss] = columns.as_slice() else {
            return Err(DataFusionError::Internal(
                "deltaSumTimestamp: a state has five columns".into(),
            ));
        };
        let rows = sums
            .iter()
            .zip(firsts)
            .zip(lasts)
            .zip(first_tss)
            .zip(last_tss);
        for ((((sum, first), last), first_ts), last_ts) in rows {
            if let (Some(sum), Some(first), Some(last), Some(first_ts), Some(last_ts)) =
                (*sum, *first, *last, *first_ts, *last_ts)
            {
                self.join(Seen {
                    sum,
                    first,
                    last,
                    first_ts,
                    last_ts,
                });
            }
        }
        Ok(())
    }

    fn evaluate(&mut self) -> DfResult<ScalarValue> {
        let sum = self.seen.map_or(Number::Int(0), |s| s.sum);
        let value = match (sum, self.return_type.is_floating()) {
            (Number::Float(v), _) => ScalarValue::Float64(Some(v)),
            (Number::Int(v), true) => ScalarValue::Float64(Some(v as f64)),
            // Wrapped to the value's width, as ClickHouse's integer sum wraps.
            (Number::Int(v), false) => ScalarValue::Int64(Some(v as i64)),
        };
        match &self.return_type {
            t if t.is_integer() && !matches!(t, DataType::Int64) => {
                let wide = ScalarValue::UInt64(Some(match value {
                    ScalarValue::Int64(Some(v)) => v as u64,
                    _ => 0,
                }));
                let bits = match t {
                    DataType::Int8 | DataType::UInt8 => 8,
                    DataType::Int16 | DataType::UInt16 => 16,
                    DataType::Int32 | DataType::UInt32 => 32,
                    _ => 64,
                };
                let masked = match (wide, bits) {
                    (ScalarValue::UInt64(Some(v)), 64) => v,
                    (ScalarValue::UInt64(Some(v)), b) => v & ((1u64 << b) - 1),
                    _ => 0,
                };
                let signed = t.is_signed_integer();
                let value = match (signed, bits) {
                    (true, 8) => ScalarValue::Int8(Some(masked as u8 as i8)),
                    (true, 16) => ScalarValue::Int16(Some(masked as u16 as i16)),
                    (true, 32) => ScalarValue::Int32(Some(masked as u32 as i32)),
                    (false, 8) => ScalarValue::UInt8(Some(masked as u8)),
                    (false, 16) => ScalarValue::UInt16(Some(masked as u16)),
                    (false, 32) => ScalarValue::UInt32(Some(masked as u32)),
                    _ => ScalarValue::UInt64(Some(masked)),
                };
                Ok(value)
            }
            t => value.cast_to(t),
        }
    }

    fn size(&self) -> usize {
        std::mem::size_of_val(self)
    }
}
