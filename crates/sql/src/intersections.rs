//! ClickHouse's `maxIntersections(start, end)` and `maxIntersectionsPosition(start,
//! end)`: over the intervals `[start, end]` of a group, the most that cover one point
//! (UInt64) and the first point where that many do (the arguments' type). As in
//! ClickHouse, the starts and ends are sorted together, an end before a start at one
//! point (so `[1, 2]` and `[2, 3]` do not meet), and counted in order; rows where
//! either value is NULL are left out; no rows (or no point covered) give 0. The state is
//! every interval of the group (ClickHouse keeps them too), counted against the query's
//! memory like any other state.

use std::sync::Arc;

use datafusion::{
    arrow::{
        array::{Array, ArrayRef, AsArray, Int8Array, ListArray},
        buffer::OffsetBuffer,
        compute::{concat, filter, is_not_null, lexsort_to_indices, SortColumn},
        datatypes::{DataType, Field, FieldRef},
    },
    common::{Result as DfResult, ScalarValue},
    logical_expr::{
        function::{AccumulatorArgs, StateFieldsArgs},
        Accumulator, AggregateUDFImpl, Signature, Volatility,
    },
};

/// One of the two functions: `position` is `maxIntersectionsPosition`.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct MaxIntersections {
    position: bool,
    signature: Signature,
}

impl MaxIntersections {
    pub(crate) fn both() -> [MaxIntersections; 2] {
        [false, true].map(|position| MaxIntersections {
            position,
            signature: Signature::any(2, Volatility::Immutable),
        })
    }

    fn clickhouse(&self) -> &'static str {
        match self.position {
            false => "maxIntersections",
            true => "maxIntersectionsPosition",
        }
    }
}

fn list_field(name: String, t: &DataType) -> FieldRef {
    Arc::new(Field::new(
        name,
        DataType::List(Arc::new(Field::new("item", t.clone(), true))),
        true,
    ))
}

impl AggregateUDFImpl for MaxIntersections {
    fn name(&self) -> &str {
        match self.position {
            false => "maxintersections",
            true => "maxintersectionsposition",
        }
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        let name = self.clickhouse();
        let point = |t: &DataType| t.is_numeric() || matches!(t, DataType::Null);
        match arg_types {
            [a, b] if point(a) && point(b) && a == b => {}
            [a, b] if point(a) && point(b) => {
                return Err(crate::scalar::error(
                    format!("{name}: arguments must have the same type (ILLEGAL_TYPE_OF_ARGUMENT)"),
                    maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT,
                ))
            }
            [a, b] => {
                let named = |t: &DataType| crate::functions::type_name(&Field::new("", t.clone(), false));
                return Err(crate::scalar::error(
                    format!(
                        "Illegal types {} and {} of argument for aggregate function {name} (ILLEGAL_TYPE_OF_ARGUMENT)",
                        named(a),
                        named(b)
                    ),
                    maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT,
                ))
            }
            _ => {
                return Err(crate::scalar::error(
                    format!("Aggregate function {name} requires two arguments (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)"),
                    maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH,
                ))
            }
        }
        Ok(match self.position {
            false => DataType::UInt64,
            true => arg_types[0].clone(),
        })
    }

    /// 0 over no rows, never NULL.
    fn is_nullable(&self) -> bool {
        false
    }

    fn accumulator(&self, args: AccumulatorArgs<'_>) -> DfResult<Box<dyn Accumulator>> {
        let point = args
            .exprs
            .first()
            .map(|e| e.data_type(args.schema))
            .transpose()?
            .unwrap_or(DataType::Null);
        Ok(Box::new(Intervals {
            position: self.position,
            point,
            starts: Vec::new(),
            ends: Vec::new(),
            bytes: 0,
        }))
    }

    fn state_fields(&self, args: StateFieldsArgs<'_>) -> DfResult<Vec<FieldRef>> {
        let point = args
            .input_fields
            .first()
            .map_or(DataType::Null, |f| f.data_type().clone());
        Ok(vec![
            list_field(format!("{}[start]", args.name), &point),
            list_field(format!("{}[end]", args.name), &point),
        ])
    }
}

/// The intervals of a group, as the arrays they came in.
#[derive(Debug)]
struct Intervals {
    position: bool,
    /// The arguments' type.
    point: DataType,
    starts: Vec<ArrayRef>,
    ends: Vec<ArrayRef>,
    bytes: usize,
}

impl Intervals {
    fn add(&mut self, starts: &ArrayRef, ends: &ArrayRef) -> DfResult<()> {
        let both = datafusion::arrow::compute::and(&is_not_null(starts)?, &is_not_null(ends)?)?;
        let (starts, ends) = (filter(starts, &both)?, filter(ends, &both)?);
        if starts.is_empty() {
            return Ok(());
        }
        self.bytes += starts.get_array_memory_size() + ends.get_array_memory_size();
        self.starts.push(starts);
        self.ends.push(ends);
        Ok(())
    }

    /// The most intervals over one point, and the first such point.
    fn deepest(&self) -> DfResult<(u64, ScalarValue)> {
        let zero = ScalarValue::new_zero(&self.point).unwrap_or(ScalarValue::Null);
        if self.starts.is_empty() {
            return Ok((0, zero));
        }
        let starts = concat(&refs(&self.starts))?;
        let ends = concat(&refs(&self.ends))?;
        let points = concat(&[starts.as_ref(), ends.as_ref()])?;
        let steps: Int8Array = std::iter::repeat_n(1i8, starts.len())
            .chain(std::iter::repeat_n(-1i8, ends.len()))
            .collect();
        let order = lexsort_to_indices(
            &[
                SortColumn {
                    values: points.clone(),
                    options: None,
                },
                SortColumn {
                    values: Arc::new(steps.clone()),
                    options: None,
                },
            ],
            None,
        )?;
        let (mut depth, mut deepest, mut at) = (0i64, 0i64, None);
        for i in order.values() {
            let i = *i as usize;
            depth += i64::from(steps.value(i));
            if depth > deepest {
                deepest = depth;
                at = Some(i);
            }
        }
        let position = match at {
            Some(i) => ScalarValue::try_from_array(&points, i)?,
            None => zero,
        };
        Ok((deepest as u64, position))
    }
}

fn refs(arrays: &[ArrayRef]) -> Vec<&dyn Array> {
    arrays.iter().map(|a| a.as_ref()).collect()
}

fn list(arrays: &[ArrayRef], point: &DataType) -> DfResult<ScalarValue> {
    let values = if arrays.is_empty() {
        datafusion::arrow::array::new_empty_array(point)
    } else {
        concat(&refs(arrays))?
    };
    let list = ListArray::try_new(
        Arc::new(Field::new("item", point.clone(), true)),
        OffsetBuffer::from_lengths([values.len()]),
        values,
        None,
    )?;
    Ok(ScalarValue::List(Arc::new(list)))
}

impl Accumulator for Intervals {
    fn update_batch(&mut self, values: &[ArrayRef]) -> DfResult<()> {
        self.add(&values[0], &values[1])
    }

    fn merge_batch(&mut self, states: &[ArrayRef]) -> DfResult<()> {
        let (starts, ends) = (states[0].as_list::<i32>(), states[1].as_list::<i32>());
        for i in 0..starts.len() {
            if starts.is_valid(i) && ends.is_valid(i) {
                self.add(&starts.value(i), &ends.value(i))?;
            }
        }
        Ok(())
    }

    fn state(&mut self) -> DfResult<Vec<ScalarValue>> {
        Ok(vec![
            list(&self.starts, &self.point)?,
            list(&self.ends, &self.point)?,
        ])
    }

    fn evaluate(&mut self) -> DfResult<ScalarValue> {
        let (deepest, at) = self.deepest()?;
        Ok(match self.position {
            false => ScalarValue::UInt64(Some(deepest)),
            true => at,
        })
    }

    fn size(&self) -> usize {
        std::mem::size_of_val(self) + self.bytes
    }
}
