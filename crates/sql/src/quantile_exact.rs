//! ClickHouse's exact quantiles: `quantileExact(level)(x)` and its `Low`, `High`,
//! `Inclusive`, `Exclusive` and `Weighted` forms, `medianExact…`, and the plural
//! `quantilesExact…(l1, l2, …)(x)`, which share one state for all their levels.
//!
//! Every value of the group is kept (as ClickHouse keeps them; memory grows with the
//! group, under the query's `max_memory_usage`), sorted once when the group is done,
//! and read as ClickHouse reads it, for `n` values sorted ascending:
//! - `Exact` and `High`: the value at index `⌊level·n⌋` (the last for level 1), of
//!   `x`'s own type;
//! - `Low`: the same, except that level 0.5 over an even `n` takes index `n/2 − 1`;
//! - `Inclusive`: the value at rank `level·(n − 1)`, interpolated linearly (Float64);
//! - `Exclusive`: the value at rank `level·(n + 1) − 1`, interpolated, the first below
//!   rank 0 and the last past `n − 1` (Float64; levels 0 and 1 are refused);
//! - `Weighted(level)(x, w)`: the smallest value whose cumulative weight (an integer;
//!   a negative one counts as none) reaches `⌈level·Σw⌉`.
//!
//! NULLs are left out. Over no values a quantile is NULL where `x` may be NULL, else
//! the type's default (`Exact`, `Low`, `High`, `Weighted`) or NaN (`Inclusive`,
//! `Exclusive`); a plural form's levels are never NULL.

use std::sync::Arc;

use datafusion::{
    arrow::{
        array::{Array, ArrayRef, AsArray, ListArray, RecordBatch},
        buffer::OffsetBuffer,
        compute::{cast, concat, sort_to_indices, take, SortOptions},
        datatypes::{DataType, Field, FieldRef, Float64Type, Schema, UInt64Type},
    },
    common::{DataFusionError, Result as DfResult, ScalarValue},
    logical_expr::{
        function::{AccumulatorArgs, StateFieldsArgs},
        utils::format_state_name,
        Accumulator, AggregateUDFImpl, ColumnarValue, Signature, Volatility,
    },
};

use maskhouse_types::codes;

/// How a level picks its value (see the module docs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Mode {
    Exact,
    Low,
    High,
    Inclusive,
    Exclusive,
    Weighted,
}

impl Mode {
    /// The ClickHouse name's suffix after `quantileExact` / `quantilesExact`.
    const ALL: [(Mode, &'static str); 6] = [
        (Mode::Exact, ""),
        (Mode::Low, "Low"),
        (Mode::High, "High"),
        (Mode::Inclusive, "Inclusive"),
        (Mode::Exclusive, "Exclusive"),
        (Mode::Weighted, "Weighted"),
    ];

    fn interpolates(self) -> bool {
        matches!(self, Mode::Inclusive | Mode::Exclusive)
    }
}

/// The name of the aggregate behind ClickHouse's `quantile[s]Exact<suffix>`.
pub(crate) fn udaf_name(mode: Mode, plural: bool) -> String {
    let suffix = Mode::ALL
        .iter()
        .find(|(m, _)| *m == mode)
        .map_or("", |(_, s)| s)
        .to_ascii_lowercase();
    let plural = if plural { "s" } else { "" };
    format!(
        "ch_quantile{plural}_exact{}{suffix}",
        if suffix.is_empty() { "" } else { "_" }
    )
}

/// ClickHouse's name of an exact quantile function: its mode and whether it is plural
/// (`quantilesExactLow` → Low, plural), and whether it is a `median` (level 0.5).
pub(crate) fn parse_name(name: &str) -> Option<(Mode, bool, bool)> {
    let (rest, plural, median) = if let Some(r) = name.strip_prefix("quantilesExact") {
        (r, true, false)
    } else if let Some(r) = name.strip_prefix("quantileExact") {
        (r, false, false)
    } else if let Some(r) = name.strip_prefix("medianExact") {
        (r, false, true)
    } else {
        return None;
    };
    Mode::ALL
        .iter()
        .find(|(_, suffix)| *suffix == rest)
        .map(|(mode, _)| (*mode, plural, median))
}

/// ClickHouse names this module answers, for `system.functions`.
pub(crate) const CLICKHOUSE_NAMES: &[&str] = &[
    "quantileExact",
    "quantileExactLow",
    "quantileExactHigh",
    "quantileExactInclusive",
    "quantileExactExclusive",
    "quantileExactWeighted",
    "quantilesExact",
    "quantilesExactLow",
    "quantilesExactHigh",
    "quantilesExactInclusive",
    "quantilesExactExclusive",
    "quantilesExactWeighted",
    "medianExact",
    "medianExactLow",
    "medianExactHigh",
    "medianExactWeighted",
];

/// `ch_quantile[s]_exact[_mode](x, level, …[, weight])`: the levels constants.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct QuantileExact {
    name: String,
    mode: Mode,
    plural: bool,
    signature: Signature,
}

impl QuantileExact {
    pub(crate) fn all() -> Vec<QuantileExact> {
        Mode::ALL
            .iter()
            .flat_map(|(mode, _)| [false, true].map(|plural| (*mode, plural)))
            .map(|(mode, plural)| QuantileExact {
                name: udaf_name(mode, plural),
                mode,
                plural,
                signature: Signature::variadic_any(Volatility::Immutable),
            })
            .collect()
    }

    /// The number of weight arguments after the levels.
    fn weights(&self) -> usize {
        usize::from(self.mode == Mode::Weighted)
    }

    /// The type of one level's value, for values of `x`.
    fn value_type(&self, x: &DataType) -> DataType {
        match self.mode.interpolates() {
            true => DataType::Float64,
            false => x.clone(),
        }
    }
}

fn error(message: String, code: u32) -> DataFusionError {
    DataFusionError::External(Box::new(crate::Error::bad(message).with_code(code)))
}

/// Whether ClickHouse takes values of type `t` in an exact quantile.
fn orderable(t: &DataType) -> bool {
    t.is_numeric() || matches!(t, DataType::Date32 | DataType::Timestamp(..))
}

impl AggregateUDFImpl for QuantileExact {
    fn name(&self) -> &str {
        &self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, args: &[DataType]) -> DfResult<DataType> {
        let Some(x) = args.first() else {
            return Err(DataFusionError::Plan(format!(
                "{} needs a value",
                self.name
            )));
        };
        if !orderable(x) {
            return Err(error(
                format!(
                    "Illegal type {} of argument for aggregate function quantileExact. (ILLEGAL_TYPE_OF_ARGUMENT)",
                    crate::functions::type_name(&Field::new("x", x.clone(), false))
                ),
                codes::ILLEGAL_TYPE_OF_ARGUMENT,
            ));
        }
        if args.len() < 2 + self.weights() {
            return Err(DataFusionError::Plan(format!(
                "{} needs a level",
                self.name
            )));
        }
        // Weights are whole numbers, as in ClickHouse.
        if let Some(w) = args.last().filter(|_| self.mode == Mode::Weighted) {
            if !w.is_integer() {
                return Err(error(
                    format!(
                        "Illegal type {} of argument for aggregate function quantileExactWeighted: the weight is an integer. (ILLEGAL_TYPE_OF_ARGUMENT)",
                        crate::functions::type_name(&Field::new("w", w.clone(), false))
                    ),
                    codes::ILLEGAL_TYPE_OF_ARGUMENT,
                ));
            }
        }
        let value = self.value_type(x);
        Ok(match self.plural {
            true => DataType::List(Arc::new(Field::new_list_field(value, true))),
            false => value,
        })
    }

    /// NULL only over no values of an `x` that may be NULL, as ClickHouse's are; the
    /// plural forms never.
    fn return_field(&self, arg_fields: &[FieldRef]) -> DfResult<FieldRef> {
        quantile_field(self, self.plural, arg_fields)
    }

    fn state_fields(&self, args: StateFieldsArgs<'_>) -> DfResult<Vec<FieldRef>> {
        let x = args.input_fields[0].data_type().clone();
        let mut fields = vec![Arc::new(Field::new(
            format_state_name(args.name, "values"),
            DataType::List(Arc::new(Field::new_list_field(x, true))),
            true,
        ))];
        if self.mode == Mode::Weighted {
            fields.push(Arc::new(Field::new(
                format_state_name(args.name, "weights"),
                DataType::List(Arc::new(Field::new_list_field(DataType::UInt64, true))),
                true,
            )));
        }
        Ok(fields)
    }

    fn accumulator(&self, args: AccumulatorArgs<'_>) -> DfResult<Box<dyn Accumulator>> {
        let levels_end = args.exprs.len() - self.weights();
        let levels = constant_levels(&args.exprs[1..levels_end], &self.name)?;
        if self.mode == Mode::Exclusive && levels.iter().any(|l| *l == 0.0 || *l == 1.0) {
            return Err(error(
                "QuantileExactExclusive cannot interpolate for the percentiles 1 and 0. (BAD_ARGUMENTS)".into(),
                codes::BAD_ARGUMENTS,
            ));
        }
        let x = args.exprs[0].data_type(args.schema)?;
        let nullable = args.exprs[0].nullable(args.schema)?;
        Ok(Box::new(Values {
            mode: self.mode,
            plural: self.plural,
            levels,
            value_type: self.value_type(&x),
            x,
            nullable,
            values: Vec::new(),
            weights: Vec::new(),
        }))
    }
}

/// A quantile's result field: NULL only over no values of an `x` that may be NULL, as
/// ClickHouse's are; the plural forms never.
pub(crate) fn quantile_field(
    udaf: &dyn AggregateUDFImpl,
    plural: bool,
    arg_fields: &[FieldRef],
) -> DfResult<FieldRef> {
    let types: Vec<DataType> = arg_fields.iter().map(|f| f.data_type().clone()).collect();
    let nullable = !plural && arg_fields.first().is_some_and(|f| f.is_nullable());
    Ok(Arc::new(Field::new(
        udaf.name(),
        udaf.return_type(&types)?,
        nullable,
    )))
}

/// The levels of a quantile's call, constants from 0 to 1 (`PARAMETER_OUT_OF_BOUND`,
/// 12, otherwise).
pub(crate) fn constant_levels(
    exprs: &[Arc<dyn datafusion::physical_expr::PhysicalExpr>],
    name: &str,
) -> DfResult<Vec<f64>> {
    let empty = RecordBatch::new_empty(Arc::new(Schema::empty()));
    exprs
        .iter()
        .map(|e| {
            let level = match e.evaluate(&empty) {
                Ok(ColumnarValue::Scalar(v)) => v.cast_to(&DataType::Float64).ok(),
                _ => None,
            };
            let Some(ScalarValue::Float64(Some(level))) = level else {
                return Err(DataFusionError::Plan(format!(
                    "{name}: a level must be a constant number"
                )));
            };
            if !(0.0..=1.0).contains(&level) {
                return Err(error(
                    "Quantile level is out of range [0..1]. (PARAMETER_OUT_OF_BOUND)".into(),
                    codes::PARAMETER_OUT_OF_BOUND,
                ));
            }
            Ok(level)
        })
        .collect()
}

/// One group's values (and weights), as they arrived.
#[derive(Debug)]
struct Values {
    mode: Mode,
    plural: bool,
    levels: Vec<f64>,
    x: DataType,
    value_type: DataType,
    nullable: bool,
    values: Vec<ArrayRef>,
    weights: Vec<ArrayRef>,
}

impl Values {
    fn all(arrays: &[ArrayRef], t: &DataType) -> DfResult<ArrayRef> {
        match arrays {
            [] => Ok(datafusion::arrow::array::new_empty_array(t)),
            [one] => Ok(one.clone()),
            many => {
                let refs: Vec<&dyn Array> = many.iter().map(|a| a.as_ref()).collect();
                Ok(concat(&refs)?)
            }
        }
    }

    /// Keeps the rows of `values` (and `weights`) where the value is not NULL (and the
    /// weight is not NULL either).
    fn keep(&mut self, values: &ArrayRef, weights: Option<&ArrayRef>) -> DfResult<()> {
        let weights = match weights {
            Some(w) => Some(cast(w, &DataType::UInt64)?),
            None => None,
        };
        let valid: datafusion::arrow::array::BooleanArray = (0..values.len())
            .map(|i| Some(values.is_valid(i) && weights.as_ref().is_none_or(|w| w.is_valid(i))))
            .collect();
        let values = datafusion::arrow::compute::filter(values, &valid)?;
        if values.is_empty() {
            return Ok(());
        }
        self.values.push(values);
        if let Some(w) = weights {
            self.weights
                .push(datafusion::arrow::compute::filter(&w, &valid)?);
        }
        Ok(())
    }

    /// The value a level picks from `sorted` (`n` > 0 values).
    fn pick(&self, sorted: &ArrayRef, floats: Option<&[f64]>, level: f64) -> DfResult<ScalarValue> {
        let n = sorted.len();
        let at = |i: usize| ScalarValue::try_from_array(sorted, i.min(n - 1));
        let index = |level: f64| match level < 1.0 {
            true => ((level * n as f64) as usize).min(n - 1),
            false => n - 1,
        };
        match self.mode {
            Mode::Exact | Mode::High | Mode::Weighted => at(index(level)),
            Mode::Low if level == 0.5 => at(if n % 2 == 1 { n / 2 } else { n / 2 - 1 }),
            Mode::Low => at(index(level)),
            Mode::Inclusive | Mode::Exclusive => {
                let v = floats.expect("interpolated modes have their floats");
                let h = match self.mode {
                    Mode::Inclusive => level * (n - 1) as f64 + 1.0,
                    _ => level * (n + 1) as f64,
                };
                let out = if h <= 1.0 {
                    v[0]
                } else if h >= n as f64 {
                    v[n - 1]
                } else {
                    let low = h.floor();
                    let i = low as usize;
                    v[i - 1] + (h - low) * (v[i] - v[i - 1])
                };
                Ok(ScalarValue::Float64(Some(out)))
            }
        }
    }

    /// The weighted quantiles of the sorted values and their weights.
    fn weighted(&self, sorted: &ArrayRef, weights: &[u64]) -> DfResult<Vec<ScalarValue>> {
        let total: u128 = weights.iter().map(|w| u128::from(*w)).sum();
        self.levels
            .iter()
            .map(|level| {
                let threshold = (total as f64 * level).ceil();
                let mut accumulated = 0u128;
                let mut at = sorted.len() - 1;
                for (i, w) in weights.iter().enumerate() {
                    accumulated += u128::from(*w);
                    if accumulated as f64 >= threshold {
                        at = i;
                        break;
                    }
                }
                ScalarValue::try_from_array(sorted, at)
            })
            .collect()
    }

    /// The value of each level, over no values.
    fn nothing(&self) -> DfResult<ScalarValue> {
        match (self.nullable && !self.plural, self.mode.interpolates()) {
            (true, _) => ScalarValue::try_from(&self.value_type),
            (false, true) => Ok(ScalarValue::Float64(Some(f64::NAN))),
            (false, false) => ScalarValue::new_default(&self.value_type),
        }
    }
}

/// `values` as Float64: dates as their days, times as their ticks (as ClickHouse
/// interpolates them).
fn as_floats(values: &ArrayRef) -> DfResult<ArrayRef> {
    let numbers = match values.data_type() {
        DataType::Date32 => cast(values, &DataType::Int32)?,
        DataType::Timestamp(..) => cast(values, &DataType::Int64)?,
        _ => values.clone(),
    };
    Ok(cast(&numbers, &DataType::Float64)?)
}

impl Accumulator for Values {
    fn update_batch(&mut self, arrays: &[ArrayRef]) -> DfResult<()> {
        let weights = (self.mode == Mode::Weighted).then(|| &arrays[arrays.len() - 1]);
        self.keep(&arrays[0], weights)
    }

    fn evaluate(&mut self) -> DfResult<ScalarValue> {
        let values = Values::all(&self.values, &self.x)?;
        let picked: Vec<ScalarValue> = if values.is_empty() {
            let none = self.nothing()?;
            vec![none; self.levels.len()]
        } else {
            let order = sort_to_indices(
                &values,
                Some(SortOptions {
                    descending: false,
                    nulls_first: false,
                }),
                None,
            )?;
            let sorted = take(&values, &order, None)?;
            if self.mode == Mode::Weighted {
                let weights = take(
                    &Values::all(&self.weights, &DataType::UInt64)?,
                    &order,
                    None,
                )?;
                let weights: Vec<u64> = weights
                    .as_primitive::<UInt64Type>()
                    .iter()
                    .map(|w| w.unwrap_or(0))
                    .collect();
                self.weighted(&sorted, &weights)?
            } else {
                let floats: Option<Vec<f64>> = match self.mode.interpolates() {
                    true => Some(
                        as_floats(&sorted)?
                            .as_primitive::<Float64Type>()
                            .iter()
                            .map(|v| v.unwrap_or(f64::NAN))
                            .collect(),
                    ),
                    false => None,
                };
                self.levels
                    .iter()
                    .map(|l| self.pick(&sorted, floats.as_deref(), *l))
                    .collect::<DfResult<_>>()?
            }
        };
        match self.plural {
            true => Ok(ScalarValue::List(ScalarValue::new_list(
                &picked,
                &self.value_type,
                true,
            ))),
            false => Ok(picked.into_iter().next().unwrap_or(ScalarValue::Null)),
        }
    }

    fn size(&self) -> usize {
        std::mem::size_of_val(self)
            + self
                .values
                .iter()
                .chain(&self.weights)
                .map(|a| a.get_array_memory_size())
                .sum::<usize>()
    }

    fn state(&mut self) -> DfResult<Vec<ScalarValue>> {
        let list = |arrays: &[ArrayRef], t: &DataType| -> DfResult<ScalarValue> {
            let values = Values::all(arrays, t)?;
            Ok(ScalarValue::List(Arc::new(ListArray::new(
                Arc::new(Field::new_list_field(t.clone(), true)),
                OffsetBuffer::from_lengths([values.len()]),
                values,
                None,
            ))))
        };
        let mut state = vec![list(&self.values, &self.x)?];
        if self.mode == Mode::Weighted {
            state.push(list(&self.weights, &DataType::UInt64)?);
        }
        Ok(state)
    }

    fn merge_batch(&mut self, states: &[ArrayRef]) -> DfResult<()> {
        let values = states[0].as_list::<i32>();
        let weights = states.get(1).map(|w| w.as_list::<i32>());
        for row in 0..values.len() {
            if values.is_null(row) {
                continue;
            }
            let v = values.value(row);
            let w = weights.map(|w| w.value(row));
            self.keep(&v, w.as_ref())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The functions' names round-trip, as the dialect reads them.
    #[test]
    fn names_map_to_modes() {
        assert_eq!(
            parse_name("quantilesExactLow"),
            Some((Mode::Low, true, false))
        );
        assert_eq!(parse_name("medianExact"), Some((Mode::Exact, false, true)));
        assert_eq!(
            parse_name("quantileExactWeighted"),
            Some((Mode::Weighted, false, false))
        );
        assert_eq!(parse_name("quantileExactly"), None);
        assert_eq!(udaf_name(Mode::Exact, false), "ch_quantile_exact");
        assert_eq!(udaf_name(Mode::High, true), "ch_quantiles_exact_high");
    }
}
