//! ClickHouse's `rankCorr(x, y)`: Spearman's rank correlation of two numeric columns,
//! `1 - 6 Σ d² / (n (n² - 1))` where `d` is the difference of a row's ranks in `x` and
//! in `y`, equal values sharing the mean of their ranks. A Float64; NaN for fewer than
//! two rows, as in ClickHouse. Rows where either value is NULL are skipped. The state
//! is every pair of the group (ClickHouse keeps them too), counted against the query's
//! memory like any other state.

use std::sync::Arc;

use datafusion::{
    arrow::{
        array::{Array, ArrayRef, AsArray, Float64Array, ListArray},
        buffer::OffsetBuffer,
        compute::cast,
        datatypes::{DataType, Field, FieldRef, Float64Type},
    },
    common::{Result as DfResult, ScalarValue},
    logical_expr::{
        function::{AccumulatorArgs, StateFieldsArgs},
        Accumulator, AggregateUDFImpl, Signature, Volatility,
    },
};

#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct RankCorr {
    signature: Signature,
}

impl RankCorr {
    pub(crate) fn new() -> Self {
        RankCorr {
            signature: Signature::variadic_any(Volatility::Immutable),
        }
    }
}

fn values_field(name: &str) -> FieldRef {
    Arc::new(Field::new(
        name,
        DataType::List(Arc::new(Field::new("item", DataType::Float64, true))),
        true,
    ))
}

impl AggregateUDFImpl for RankCorr {
    fn name(&self) -> &str {
        "rankcorr"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        crate::scalar::check_arguments("rankCorr", arg_types, 2..=2, |_, t| {
            (!(t.is_numeric() || matches!(t, DataType::Null))).then_some("a number")
        })?;
        Ok(DataType::Float64)
    }

    fn accumulator(&self, _: AccumulatorArgs<'_>) -> DfResult<Box<dyn Accumulator>> {
        Ok(Box::<Pairs>::default())
    }

    fn state_fields(&self, args: StateFieldsArgs<'_>) -> DfResult<Vec<FieldRef>> {
        Ok(vec![
            values_field(&format!("{}[x]", args.name)),
            values_field(&format!("{}[y]", args.name)),
        ])
    }
}

/// The pairs of a group.
#[derive(Debug, Default)]
struct Pairs {
    x: Vec<f64>,
    y: Vec<f64>,
}

impl Pairs {
    fn add(&mut self, x: &ArrayRef, y: &ArrayRef) -> DfResult<()> {
        let x = cast(x, &DataType::Float64)?;
        let y = cast(y, &DataType::Float64)?;
        let (x, y) = (
            x.as_primitive::<Float64Type>(),
            y.as_primitive::<Float64Type>(),
        );
        for (x, y) in x.iter().zip(y.iter()) {
            if let (Some(x), Some(y)) = (x, y) {
                self.x.push(x);
                self.y.push(y);
            }
        }
        Ok(())
    }
}

/// The rank of each value (from 1), equal values sharing the mean of their ranks.
fn ranks(values: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&a, &b| values[a].total_cmp(&values[b]));
    let mut ranks = vec![0.0; values.len()];
    let mut start = 0;
    while start < order.len() {
        let mut end = start + 1;
        while end < order.len() && values[order[end]] == values[order[start]] {
            end += 1;
        }
        // Ranks start+1 ..= end share their mean.
        let mean = (start + 1 + end) as f64 / 2.0;
        for &i in &order[start..end] {
            ranks[i] = mean;
        }
        start = end;
    }
    ranks
}

fn rank_correlation(x: &[f64], y: &[f64]) -> f64 {
    let (rx, ry) = (ranks(x), ranks(y));
    let n = x.len() as f64;
    let squares: f64 = rx.iter().zip(&ry).map(|(a, b)| (a - b) * (a - b)).sum();
    1.0 - 6.0 * squares / (n * (n * n - 1.0))
}

fn list(values: &[f64]) -> DfResult<ScalarValue> {
    let list = ListArray::try_new(
        Arc::new(Field::new("item", DataType::Float64, true)),
        OffsetBuffer::from_lengths([values.len()]),
        Arc::new(Float64Array::from(values.to_vec())),
        None,
    )?;
    Ok(ScalarValue::List(Arc::new(list)))
}

impl Accumulator for Pairs {
    fn update_batch(&mut self, values: &[ArrayRef]) -> DfResult<()> {
        self.add(&values[0], &values[1])
    }

    fn merge_batch(&mut self, states: &[ArrayRef]) -> DfResult<()> {
        let (xs, ys) = (states[0].as_list::<i32>(), states[1].as_list::<i32>());
        for i in 0..xs.len() {
            if xs.is_valid(i) && ys.is_valid(i) {
                self.add(&xs.value(i), &ys.value(i))?;
            }
        }
        Ok(())
    }

    fn state(&mut self) -> DfResult<Vec<ScalarValue>> {
        Ok(vec![list(&self.x)?, list(&self.y)?])
    }

    fn evaluate(&mut self) -> DfResult<ScalarValue> {
        Ok(ScalarValue::Float64(Some(rank_correlation(
            &self.x, &self.y,
        ))))
    }

    fn size(&self) -> usize {
        std::mem::size_of_val(self) + (self.x.capacity() + self.y.capacity()) * 8
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ties_share_their_mean_rank() {
        assert_eq!(ranks(&[10.0, 20.0, 10.0, 5.0]), [2.5, 4.0, 2.5, 1.0]);
    }

    #[test]
    fn monotone_columns_correlate_fully() {
        let x: Vec<f64> = (0..100).map(f64::from).collect();
        let up: Vec<f64> = x.iter().map(|v| v.exp()).collect();
        let down: Vec<f64> = x.iter().map(|v| -v).collect();
        assert_eq!(rank_correlation(&x, &up), 1.0);
        assert_eq!(rank_correlation(&x, &down), -1.0);
        assert!(rank_correlation(&[1.0], &[2.0]).is_nan());
    }
}
