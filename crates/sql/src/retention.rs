//! ClickHouse's `retention(cond1, cond2, …, condN)`: an `Array(UInt8)` of N flags per
//! group, the first 1 when some row met `cond1`, each other `i` 1 when some row met
//! `cond1` and some row met `cond_i` (a funnel: of the users seen on day 1, which came
//! back on day `i`). From 2 to 32 conditions (`NUMBER_OF_ARGUMENTS_DOESNT_MATCH`, 42),
//! each a condition or an integer (0 is false); a row where a condition is NULL counts
//! for none, as in ClickHouse. The state is one bit per condition.

use std::sync::Arc;

use datafusion::{
    arrow::{
        array::{Array, ArrayRef, AsArray, BooleanArray, ListArray, UInt32Array, UInt8Array},
        buffer::OffsetBuffer,
        compute::cast,
        datatypes::{DataType, Field, FieldRef, UInt32Type},
    },
    common::{DataFusionError, Result as DfResult, ScalarValue},
    logical_expr::{
        function::{AccumulatorArgs, StateFieldsArgs},
        Accumulator, AggregateUDFImpl, Signature, Volatility,
    },
};

/// Most conditions one `retention` takes, as in ClickHouse.
const EVENTS_MAX: usize = 32;

#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct Retention {
    signature: Signature,
}

impl Retention {
    pub(crate) fn new() -> Self {
        Retention {
            signature: Signature::variadic_any(Volatility::Immutable),
        }
    }
}

fn item() -> FieldRef {
    Arc::new(Field::new("item", DataType::UInt8, false))
}

fn error(message: String, code: u32) -> DataFusionError {
    DataFusionError::External(Box::new(crate::Error::bad(message).with_code(code)))
}

impl AggregateUDFImpl for Retention {
    fn name(&self) -> &str {
        "retention"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        if !(2..=EVENTS_MAX).contains(&arg_types.len()) {
            return Err(error(
                format!(
                    "Aggregate function retention takes from 2 to {EVENTS_MAX} conditions, not {} (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)",
                    arg_types.len()
                ),
                maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH,
            ));
        }
        if let Some((i, t)) = arg_types
            .iter()
            .enumerate()
            .find(|(_, t)| !matches!(t, DataType::Boolean | DataType::Null) && !t.is_integer())
        {
            return Err(error(
                format!(
                    "Illegal type {t} of argument {i} of aggregate function retention, must be a condition (ILLEGAL_TYPE_OF_ARGUMENT)"
                ),
                maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT,
            ));
        }
        Ok(DataType::List(item()))
    }

    fn is_nullable(&self) -> bool {
        false
    }

    fn accumulator(&self, acc_args: AccumulatorArgs<'_>) -> DfResult<Box<dyn Accumulator>> {
        Ok(Box::new(Seen {
            events: acc_args.exprs.len(),
            bits: 0,
        }))
    }

    fn state_fields(&self, args: StateFieldsArgs<'_>) -> DfResult<Vec<FieldRef>> {
        Ok(vec![Arc::new(Field::new(
            format!("{}[bits]", args.name),
            DataType::UInt32,
            false,
        ))])
    }
}

/// Which conditions some row of the group met, one bit each.
#[derive(Debug)]
struct Seen {
    events: usize,
    bits: u32,
}

impl Accumulator for Seen {
    fn update_batch(&mut self, values: &[ArrayRef]) -> DfResult<()> {
        use datafusion::arrow::compute::{and, is_not_null};
        // A row with a NULL condition counts for none, as ClickHouse skips it.
        let mut whole: Option<BooleanArray> = None;
        for v in values.iter().filter(|v| v.logical_null_count() > 0) {
            let valid = is_not_null(v)?;
            whole = Some(match whole {
                Some(w) => and(&w, &valid)?,
                None => valid,
            });
        }
        for (i, v) in values.iter().enumerate().take(EVENTS_MAX) {
            if self.bits & (1 << i) != 0 {
                continue;
            }
            let mut met: BooleanArray = match v.data_type() {
                DataType::Boolean => v.as_boolean().clone(),
                _ => cast(v, &DataType::Boolean)?.as_boolean().clone(),
            };
            if let Some(whole) = &whole {
                met = and(&met, whole)?;
            }
            if met.true_count() > 0 {
                self.bits |= 1 << i;
            }
        }
        Ok(())
    }

    fn merge_batch(&mut self, states: &[ArrayRef]) -> DfResult<()> {
        let bits: &UInt32Array = states[0].as_primitive::<UInt32Type>();
        for b in bits.iter().flatten() {
            self.bits |= b;
        }
        Ok(())
    }

    fn state(&mut self) -> DfResult<Vec<ScalarValue>> {
        Ok(vec![ScalarValue::UInt32(Some(self.bits))])
    }

    fn evaluate(&mut self) -> DfResult<ScalarValue> {
        let first = self.bits & 1 != 0;
        let flags: UInt8Array = (0..self.events)
            .map(|i| u8::from(first && self.bits & (1 << i) != 0))
            .collect();
        let list = ListArray::try_new(
            item(),
            OffsetBuffer::from_lengths([self.events]),
            Arc::new(flags),
            None,
        )?;
        Ok(ScalarValue::List(Arc::new(list)))
    }

    fn size(&self) -> usize {
        std::mem::size_of_val(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flags(seen: &mut Seen) -> Vec<u8> {
        let ScalarValue::List(list) = seen.evaluate().unwrap() else {
            panic!("a list")
        };
        list.value(0)
            .as_primitive::<datafusion::arrow::datatypes::UInt8Type>()
            .values()
            .to_vec()
    }

    #[test]
    fn later_events_count_only_with_the_first() {
        let mut seen = Seen { events: 3, bits: 0 };
        let b = |v: &[bool]| Arc::new(BooleanArray::from(v.to_vec())) as ArrayRef;
        seen.update_batch(&[b(&[false, false]), b(&[true, false]), b(&[false, false])])
            .unwrap();
        assert_eq!(flags(&mut seen), [0, 0, 0]);
        seen.update_batch(&[b(&[true]), b(&[false]), b(&[false])])
            .unwrap();
        assert_eq!(flags(&mut seen), [1, 1, 0]);
        let mut other = Seen { events: 3, bits: 0 };
        other
            .merge_batch(&[Arc::new(UInt32Array::from(vec![0b100, 0])) as ArrayRef])
            .unwrap();
        other
            .merge_batch(&[seen.state().unwrap()[0].to_array().unwrap()])
            .unwrap();
        assert_eq!(flags(&mut other), [1, 1, 1]);
        // A row whose other condition is NULL counts for none.
        let mut nulls = Seen { events: 2, bits: 0 };
        nulls
            .update_batch(&[
                b(&[true]),
                Arc::new(BooleanArray::from(vec![None])) as ArrayRef,
            ])
            .unwrap();
        assert_eq!(flags(&mut nulls), [0, 0]);
    }
}
