//! ClickHouse's running arithmetic over an array's numbers: `arrayDifference(arr)` (0,
//! then each element minus the one before), `arrayCumSum(arr)` (the running sums) and
//! `arrayCumSumNonNegative(arr)` (running sums that restart from 0 when they fall below
//! it). Result types are ClickHouse's: a difference of 8-bit integers is `Int16`, of
//! 16-bit ones `Int32`, of wider ones `Int64`; a sum of unsigned integers is `UInt64`,
//! of signed ones `Int64`; floats give `Float64`; a decimal keeps its scale (a sum
//! widens to precision 38). Integers wrap around as ClickHouse's do; a decimal that
//! leaves its precision is `DECIMAL_OVERFLOW` (407). Elements must be numbers and not
//! NULL (`ILLEGAL_TYPE_OF_ARGUMENT`, 43, as ClickHouse refuses `Nullable` elements).

use std::sync::Arc;

use datafusion::{
    arrow::{
        array::{
            Array, ArrayRef, AsArray, Decimal128Array, Float64Array, Int64Array, ListArray,
            UInt64Array,
        },
        buffer::OffsetBuffer,
        compute::cast,
        datatypes::{DataType, Decimal128Type, Field, Float64Type},
    },
    common::{DataFusionError, Result as DfResult},
    logical_expr::{ColumnarValue, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility},
};
use maskhouse_types::codes;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Kind {
    Difference,
    CumSum,
    CumSumNonNegative,
}

const FUNCTIONS: &[(&str, Kind)] = &[
    ("arrayDifference", Kind::Difference),
    ("arrayCumSum", Kind::CumSum),
    ("arrayCumSumNonNegative", Kind::CumSumNonNegative),
];

/// The ClickHouse names of this module's functions, for `system.functions`.
pub(crate) fn clickhouse_names() -> impl Iterator<Item = &'static str> {
    FUNCTIONS.iter().map(|(name, _)| *name)
}

#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct ArrayMath {
    name: String,
    clickhouse: &'static str,
    kind: Kind,
    signature: Signature,
}

impl ArrayMath {
    pub(crate) fn all() -> impl Iterator<Item = ArrayMath> {
        FUNCTIONS.iter().map(|(name, kind)| ArrayMath {
            name: name.to_ascii_lowercase(),
            clickhouse: name,
            kind: *kind,
            signature: Signature::any(1, Volatility::Immutable),
        })
    }

    fn illegal(&self, t: &DataType) -> DataFusionError {
        crate::scalar::error(
            format!(
                "{} cannot process values of type {t} (ILLEGAL_TYPE_OF_ARGUMENT)",
                self.clickhouse
            ),
            codes::ILLEGAL_TYPE_OF_ARGUMENT,
        )
    }

    /// The elements' result type for elements of type `t`.
    fn element_type(&self, t: &DataType) -> DfResult<DataType> {
        use DataType::*;
        Ok(match (self.kind, t) {
            (Kind::Difference, Int8 | UInt8) => Int16,
            (Kind::Difference, Int16 | UInt16) => Int32,
            (Kind::Difference, t) if t.is_integer() => Int64,
            (_, t) if t.is_unsigned_integer() => UInt64,
            (_, t) if t.is_integer() => Int64,
            (_, Float16 | Float32 | Float64) => Float64,
            (Kind::Difference, Decimal128(p, s)) => Decimal128(*p, *s),
            (_, Decimal128(_, s)) => Decimal128(38, *s),
            (Kind::Difference, Decimal32(p, s) | Decimal64(p, s)) => Decimal128(*p, *s),
            (_, Decimal32(_, s) | Decimal64(_, s)) => Decimal128(38, *s),
            (_, other) => return Err(self.illegal(other)),
        })
    }

    /// The running results of one array's `values` (of the input's element type).
    fn run(&self, values: &ArrayRef, out: &DataType) -> DfResult<ArrayRef> {
        if values.null_count() > 0 {
            return Err(crate::scalar::error(
                format!(
                    "{} cannot process NULL elements (ILLEGAL_TYPE_OF_ARGUMENT)",
                    self.clickhouse
                ),
                codes::ILLEGAL_TYPE_OF_ARGUMENT,
            ));
        }
        match out {
            DataType::Float64 => {
                let v = cast(values, &DataType::Float64)?;
                let v = v.as_primitive::<Float64Type>().values();
                let mut acc = 0.0;
                let results: Float64Array = v
                    .iter()
                    .enumerate()
                    .map(|(i, x)| match self.kind {
                        Kind::Difference => Some(if i == 0 { 0.0 } else { x - v[i - 1] }),
                        Kind::CumSum => {
                            acc += x;
                            Some(acc)
                        }
                        Kind::CumSumNonNegative => {
                            acc = (acc + x).max(0.0);
                            Some(acc)
                        }
                    })
                    .collect();
                Ok(Arc::new(results))
            }
            DataType::Decimal128(precision, scale) => {
                let v = cast(values, &DataType::Decimal128(38, *scale))?;
                let v = v.as_primitive::<Decimal128Type>().values();
                let bound = 10i128.pow(u32::from(*precision));
                let mut acc: i128 = 0;
                let mut results = Vec::with_capacity(v.len());
                for (i, x) in v.iter().enumerate() {
                    let value = match self.kind {
                        Kind::Difference if i == 0 => Some(0),
                        Kind::Difference => x.checked_sub(v[i - 1]),
                        Kind::CumSum => acc.checked_add(*x),
                        Kind::CumSumNonNegative => acc.checked_add(*x).map(|s| s.max(0)),
                    };
                    let value = value
                        .filter(|v| v.unsigned_abs() < bound.unsigned_abs())
                        .ok_or_else(|| {
                            crate::scalar::error(
                                format!(
                                    "Decimal math overflow in {} (DECIMAL_OVERFLOW)",
                                    self.clickhouse
                                ),
                                codes::DECIMAL_OVERFLOW,
                            )
                        })?;
                    acc = value;
                    results.push(value);
                }
                Ok(Arc::new(
                    Decimal128Array::from(results).with_precision_and_scale(*precision, *scale)?,
                ))
            }
            _ => {
                // Integers: as 128-bit values, then wrapped to 64 bits as ClickHouse's
                // arithmetic wraps.
                let v = cast(values, &DataType::Decimal128(38, 0))?;
                let v: Vec<i128> = v.as_primitive::<Decimal128Type>().values().to_vec();
                let unsigned = out == &DataType::UInt64;
                let mut acc: i64 = 0;
                let results: Vec<i64> = v
                    .iter()
                    .enumerate()
                    .map(|(i, x)| {
                        let x = *x as i64;
                        match self.kind {
                            Kind::Difference if i == 0 => 0,
                            Kind::Difference => x.wrapping_sub(v[i - 1] as i64),
                            Kind::CumSum => {
                                acc = acc.wrapping_add(x);
                                acc
                            }
                            // Unsigned sums never fall below 0 (their bits may look
                            // negative as an i64).
                            Kind::CumSumNonNegative if unsigned => {
                                acc = acc.wrapping_add(x);
                                acc
                            }
                            Kind::CumSumNonNegative => {
                                acc = acc.wrapping_add(x).max(0);
                                acc
                            }
                        }
                    })
                    .collect();
                match out {
                    DataType::UInt64 => Ok(Arc::new(
                        results
                            .into_iter()
                            .map(|r| r as u64)
                            .collect::<UInt64Array>(),
                    )),
                    other => Ok(cast(
                        &(Arc::new(Int64Array::from(results)) as ArrayRef),
                        other,
                    )?),
                }
            }
        }
    }
}

impl ScalarUDFImpl for ArrayMath {
    fn name(&self) -> &str {
        &self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        match &arg_types[0] {
            DataType::List(f) | DataType::LargeList(f) | DataType::FixedSizeList(f, _) => {
                Ok(DataType::new_list(self.element_type(f.data_type())?, true))
            }
            DataType::Null => Ok(DataType::new_list(DataType::Int64, true)),
            other => Err(self.illegal(other)),
        }
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let (arrays, scalar) = crate::scalar::arrays(args)?;
        let input = &arrays[0];
        let lists = match input.data_type() {
            DataType::Null => {
                return crate::scalar::result(
                    datafusion::arrow::array::new_null_array(
                        &DataType::new_list(DataType::Int64, true),
                        input.len(),
                    ),
                    scalar,
                )
            }
            DataType::List(f) => cast(input, &DataType::List(f.clone()))?,
            DataType::LargeList(f) | DataType::FixedSizeList(f, _) => {
                cast(input, &DataType::List(f.clone()))?
            }
            other => return Err(self.illegal(other)),
        };
        let lists = lists.as_list::<i32>();
        let DataType::List(field) = lists.data_type() else {
            return Err(self.illegal(lists.data_type()));
        };
        let out = self.element_type(field.data_type())?;
        let mut pieces: Vec<ArrayRef> = Vec::with_capacity(lists.len());
        let mut lengths = Vec::with_capacity(lists.len());
        for i in 0..lists.len() {
            let values = match lists.is_null(i) {
                true => lists.values().slice(0, 0),
                false => lists.value(i),
            };
            lengths.push(values.len());
            pieces.push(self.run(&values, &out)?);
        }
        let refs: Vec<&dyn Array> = pieces.iter().map(|p| p.as_ref()).collect();
        let values = match refs.is_empty() {
            true => datafusion::arrow::array::new_empty_array(&out),
            false => datafusion::arrow::compute::concat(&refs)?,
        };
        let result = ListArray::try_new(
            Arc::new(Field::new_list_field(out, true)),
            OffsetBuffer::from_lengths(lengths),
            values,
            lists.nulls().cloned(),
        )?;
        crate::scalar::result(Arc::new(result), scalar)
    }
}
