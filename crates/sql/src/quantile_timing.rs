//! ClickHouse's `quantileTiming(level)(x)`, `medianTiming(x)` and the plural
//! `quantilesTiming(l1, l2, …)(x)`: quantiles of times in milliseconds, exact over few
//! values and within 16 ms over many, in bounded memory. A `Float32`.
//!
//! Each value is read as a whole number of milliseconds (a float cut toward zero, a
//! Date its days, a DateTime its seconds); negative values, NaN and NULL are left out,
//! and a value past 30,000 counts as 30,000. A group keeps:
//! - up to [`EXACT_MAX`] values, as they are: the level's value is the one at index
//!   `⌊level·n⌋` of the sorted values (the last for level 1);
//! - past that, a histogram: a count for each value below 1,024, one for each 16 ms
//!   from 1,024 to 30,000, and the total (values of 30,000 counted only there). The
//!   level's value is the first whose cumulative count reaches `⌈level·n⌉`: a value
//!   below 1,024 itself, a 16 ms bucket as its start plus a fixed offset from −8 to 7
//!   of the bucket's own (ClickHouse's, so that the values do not all look even), and
//!   30,000 past the last bucket.
//!
//! The histogram is used once a group holds more than [`EXACT_MAX`] values, whatever
//! order its rows and partial states arrive in, so every plan gives one answer. Over no
//! values the quantile is NaN, or NULL where `x` may be NULL; a plural form's levels
//! are NaN.

use std::sync::Arc;

use datafusion::{
    arrow::{
        array::{Array, ArrayRef, AsArray, Float32Array, ListArray, UInt64Array},
        buffer::OffsetBuffer,
        compute::cast,
        datatypes::{DataType, Field, FieldRef, Float64Type, Int64Type, UInt64Type},
    },
    common::{DataFusionError, Result as DfResult, ScalarValue},
    logical_expr::{
        function::{AccumulatorArgs, StateFieldsArgs},
        utils::format_state_name,
        Accumulator, AggregateUDFImpl, Signature, Volatility,
    },
};

use maskhouse_types::codes;

/// Values below this are counted one by one in the histogram.
const SMALL: u64 = 1024;
/// Values from here on count as this.
const BIG: u64 = 30_000;
/// The width of a histogram bucket from [`SMALL`] to [`BIG`].
const PRECISION: u64 = 16;
/// Buckets from [`SMALL`] to [`BIG`].
const BIG_BUCKETS: usize = ((BIG - SMALL) / PRECISION) as usize;
/// Every count of the histogram.
const BUCKETS: usize = SMALL as usize + BIG_BUCKETS;
/// The most values a group keeps as they are (ClickHouse's: half the histogram's
/// bytes, in 2-byte values).
pub(crate) const EXACT_MAX: usize = (8 + BUCKETS * 8) / 2 / 2;

/// ClickHouse names this module answers, for `system.functions`.
pub(crate) const CLICKHOUSE_NAMES: &[&str] = &["quantileTiming", "quantilesTiming", "medianTiming"];

/// The aggregate behind `quantileTiming` (`plural`: `quantilesTiming`).
pub(crate) fn udaf_name(plural: bool) -> &'static str {
    match plural {
        true => "ch_quantiles_timing",
        false => "ch_quantile_timing",
    }
}

/// ClickHouse's name of a timing quantile: whether it is plural (`medianTiming` is
/// `quantileTiming`).
pub(crate) fn parse_name(name: &str) -> Option<bool> {
    match name {
        "quantileTiming" | "medianTiming" => Some(false),
        "quantilesTiming" => Some(true),
        _ => None,
    }
}

/// `ch_quantile[s]_timing(x, level, …)`: the levels constants.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct QuantileTiming {
    plural: bool,
    signature: Signature,
}

impl QuantileTiming {
    pub(crate) fn all() -> [QuantileTiming; 2] {
        [false, true].map(|plural| QuantileTiming {
            plural,
            signature: Signature::variadic_any(Volatility::Immutable),
        })
    }
}

fn error(message: String, code: u32) -> DataFusionError {
    DataFusionError::External(Box::new(crate::Error::bad(message).with_code(code)))
}

/// Whether ClickHouse takes values of type `t` as times.
fn timing_type(t: &DataType) -> bool {
    t.is_integer() || t.is_floating() || matches!(t, DataType::Date32 | DataType::Timestamp(..))
}

impl AggregateUDFImpl for QuantileTiming {
    fn name(&self) -> &str {
        udaf_name(self.plural)
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, args: &[DataType]) -> DfResult<DataType> {
        let Some(x) = args.first() else {
            return Err(DataFusionError::Plan(format!(
                "{} needs a value",
                self.name()
            )));
        };
        if !timing_type(x) && *x != DataType::Null {
            return Err(error(
                format!(
                    "Illegal type {} of argument for aggregate function quantileTiming. (ILLEGAL_TYPE_OF_ARGUMENT)",
                    crate::functions::type_name(&Field::new("x", x.clone(), false))
                ),
                codes::ILLEGAL_TYPE_OF_ARGUMENT,
            ));
        }
        if args.len() < 2 {
            return Err(DataFusionError::Plan(format!(
                "{} needs a level",
                self.name()
            )));
        }
        Ok(match self.plural {
            true => DataType::List(Arc::new(Field::new_list_field(DataType::Float32, false))),
            false => DataType::Float32,
        })
    }

    /// NULL only over no values of an `x` that may be NULL; the plural form never.
    fn return_field(&self, arg_fields: &[FieldRef]) -> DfResult<FieldRef> {
        crate::quantile_exact::quantile_field(self, self.plural, arg_fields)
    }

    fn state_fields(&self, args: StateFieldsArgs<'_>) -> DfResult<Vec<FieldRef>> {
        let list = DataType::List(Arc::new(Field::new_list_field(DataType::UInt64, true)));
        Ok(vec![
            Arc::new(Field::new(
                format_state_name(args.name, "values"),
                list.clone(),
                true,
            )),
            Arc::new(Field::new(
                format_state_name(args.name, "histogram"),
                list,
                true,
            )),
        ])
    }

    fn accumulator(&self, args: AccumulatorArgs<'_>) -> DfResult<Box<dyn Accumulator>> {
        let levels = crate::quantile_exact::constant_levels(&args.exprs[1..], self.name())?;
        Ok(Box::new(Timings {
            plural: self.plural,
            nullable: args.exprs[0].nullable(args.schema)?,
            levels,
            state: State::Exact(Vec::new()),
        }))
    }
}

/// A group's times: as they are, or counted.
#[derive(Debug)]
enum State {
    Exact(Vec<u16>),
    /// The total, and the count of each bucket.
    Histogram(u64, Box<[u64; BUCKETS]>),
}

/// The bucket `value` (at most [`BIG`]) counts in, if any.
fn bucket(value: u64) -> Option<usize> {
    match value {
        v if v < SMALL => Some(v as usize),
        v if v < BIG => Some(SMALL as usize + ((v - SMALL) / PRECISION) as usize),
        _ => None,
    }
}

/// The value a bucket stands for: its own below [`SMALL`]; above, the 16 ms bucket's
/// start plus ClickHouse's offset for it (`intHash32(i) % 16 − 8`).
fn bucket_value(index: usize) -> u64 {
    if index < SMALL as usize {
        return index as u64;
    }
    let i = (index - SMALL as usize) as u64;
    let offset =
        i64::from(crate::hashes::int_hash32(i) % PRECISION as u32) - (PRECISION / 2) as i64;
    (SMALL as i64 + (i * PRECISION) as i64 + offset) as u64
}

impl State {
    fn count(&self) -> u64 {
        match self {
            State::Exact(values) => values.len() as u64,
            State::Histogram(total, _) => *total,
        }
    }

    /// Adds `value` (at most [`BIG`]) `times` times.
    fn add(&mut self, value: u16, times: u64) {
        if let State::Exact(values) = self {
            if (values.len() as u64).saturating_add(times) <= EXACT_MAX as u64 {
                values.extend(std::iter::repeat_n(value, times as usize));
                return;
            }
            let mut counts = Box::new([0u64; BUCKETS]);
            let mut total = 0u64;
            for v in values.iter() {
                total += 1;
                if let Some(b) = bucket(u64::from(*v)) {
                    counts[b] += 1;
                }
            }
            *self = State::Histogram(total, counts);
        }
        if let State::Histogram(total, counts) = self {
            *total = total.saturating_add(times);
            if let Some(b) = bucket(u64::from(value)) {
                counts[b] = counts[b].saturating_add(times);
            }
        }
    }

    fn quantile(&mut self, level: f64) -> f32 {
        match self {
            State::Exact(values) if values.is_empty() => f32::NAN,
            State::Exact(values) => {
                values.sort_unstable();
                let at = match level < 1.0 {
                    true => ((level * values.len() as f64) as usize).min(values.len() - 1),
                    false => values.len() - 1,
                };
                f32::from(values[at])
            }
            State::Histogram(total, counts) => {
                let position = (*total as f64 * level).ceil();
                let mut accumulated = 0f64;
                for (index, count) in counts.iter().enumerate() {
                    if *count == 0 {
                        continue;
                    }
                    accumulated += *count as f64;
                    if accumulated >= position {
                        return bucket_value(index) as f32;
                    }
                }
                BIG as f32
            }
        }
    }
}

#[derive(Debug)]
struct Timings {
    plural: bool,
    nullable: bool,
    levels: Vec<f64>,
    state: State,
}

/// Each row's time in whole milliseconds, `None` where it is left out.
fn times(values: &ArrayRef) -> DfResult<Vec<Option<u16>>> {
    let clamp = |v: u64| v.min(BIG) as u16;
    Ok(match values.data_type() {
        DataType::Null => vec![],
        t if t.is_floating() => cast(values, &DataType::Float64)?
            .as_primitive::<Float64Type>()
            .iter()
            .map(|v| {
                v.filter(|v| !v.is_nan() && *v >= 0.0)
                    .map(|v| clamp(v as u64))
            })
            .collect(),
        t if t.is_unsigned_integer() => cast(values, &DataType::UInt64)?
            .as_primitive::<UInt64Type>()
            .iter()
            .map(|v| v.map(clamp))
            .collect(),
        _ => {
            let numbers = match values.data_type() {
                DataType::Timestamp(..) => {
                    let seconds = cast(
                        values,
                        &DataType::Timestamp(datafusion::arrow::datatypes::TimeUnit::Second, None),
                    )?;
                    cast(&seconds, &DataType::Int64)?
                }
                _ => cast(values, &DataType::Int64)?,
            };
            numbers
                .as_primitive::<Int64Type>()
                .iter()
                .map(|v| v.filter(|v| *v >= 0).map(|v| clamp(v as u64)))
                .collect()
        }
    })
}

fn u64_list(values: Vec<u64>) -> DfResult<ScalarValue> {
    let values = UInt64Array::from(values);
    let list = ListArray::try_new(
        Arc::new(Field::new_list_field(DataType::UInt64, true)),
        OffsetBuffer::from_lengths([values.len()]),
        Arc::new(values),
        None,
    )?;
    Ok(ScalarValue::List(Arc::new(list)))
}

impl Accumulator for Timings {
    fn update_batch(&mut self, values: &[ArrayRef]) -> DfResult<()> {
        for time in times(&values[0])?.into_iter().flatten() {
            self.state.add(time, 1);
        }
        Ok(())
    }

    fn state(&mut self) -> DfResult<Vec<ScalarValue>> {
        Ok(match &self.state {
            State::Exact(values) => vec![
                u64_list(values.iter().map(|v| u64::from(*v)).collect())?,
                u64_list(vec![])?,
            ],
            State::Histogram(total, counts) => {
                let mut histogram = Vec::with_capacity(BUCKETS + 1);
                histogram.push(*total);
                histogram.extend_from_slice(counts.as_slice());
                vec![u64_list(vec![])?, u64_list(histogram)?]
            }
        })
    }

    fn merge_batch(&mut self, states: &[ArrayRef]) -> DfResult<()> {
        let (values, histograms) = (states[0].as_list::<i32>(), states[1].as_list::<i32>());
        for row in 0..values.len() {
            if values.is_valid(row) {
                let exact = values.value(row);
                for v in exact.as_primitive::<UInt64Type>().iter().flatten() {
                    self.state.add(v.min(BIG) as u16, 1);
                }
            }
            if histograms.is_valid(row) {
                let histogram = histograms.value(row);
                let histogram = histogram.as_primitive::<UInt64Type>();
                if histogram.len() != BUCKETS + 1 {
                    continue;
                }
                let total = histogram.value(0);
                let bucketed = histogram.values()[1..]
                    .iter()
                    .fold(0u64, |sum, c| sum.saturating_add(*c));
                for (index, count) in histogram.values()[1..].iter().enumerate() {
                    if *count > 0 {
                        self.state.add(bucket_value_start(index), *count);
                    }
                }
                // Values of 30,000 are counted in the total only.
                if total > bucketed {
                    self.state.add(BIG as u16, total - bucketed);
                }
            }
        }
        Ok(())
    }

    fn evaluate(&mut self) -> DfResult<ScalarValue> {
        if self.plural {
            let count = self.state.count();
            let each: Vec<f32> = self
                .levels
                .iter()
                .map(|l| match count {
                    0 => f32::NAN,
                    _ => self.state.quantile(*l),
                })
                .collect();
            let values = Float32Array::from(each);
            let list = ListArray::try_new(
                Arc::new(Field::new_list_field(DataType::Float32, false)),
                OffsetBuffer::from_lengths([values.len()]),
                Arc::new(values),
                None,
            )?;
            return Ok(ScalarValue::List(Arc::new(list)));
        }
        if self.state.count() == 0 && self.nullable {
            return Ok(ScalarValue::Float32(None));
        }
        let level = self.levels.first().copied().unwrap_or(0.5);
        Ok(ScalarValue::Float32(Some(self.state.quantile(level))))
    }

    fn size(&self) -> usize {
        std::mem::size_of_val(self)
            + match &self.state {
                State::Exact(values) => values.capacity() * 2,
                State::Histogram(..) => BUCKETS * 8,
            }
    }
}

/// A value that counts in bucket `index` (its first).
fn bucket_value_start(index: usize) -> u16 {
    match index < SMALL as usize {
        true => index as u16,
        false => (SMALL + (index - SMALL as usize) as u64 * PRECISION) as u16,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn quantile_of(values: impl Iterator<Item = u64>, level: f64) -> f32 {
        let mut state = State::Exact(Vec::new());
        for v in values {
            state.add(v.min(BIG) as u16, 1);
        }
        state.quantile(level)
    }

    /// ClickHouse 26.9's answers (`SELECT quantileTiming(…)(…) FROM numbers(…)`).
    #[test]
    fn quantiles_are_clickhouses() {
        assert_eq!(EXACT_MAX, 5672);
        assert_eq!(quantile_of(0..100, 0.5), 50.0);
        assert_eq!(quantile_of((0..30_000).map(|n| n % 30_000), 0.5), 14998.0);
        assert_eq!(quantile_of(0..50_000, 0.5), 24995.0);
        assert_eq!(quantile_of(0..50_000, 0.99), 30000.0);
        assert_eq!(quantile_of(0..10_000, 0.5), 4986.0);
        assert_eq!(quantile_of(0..10_000, 1.0), 9991.0);
        assert_eq!(quantile_of(0..10_000, 0.0), 0.0);
    }

    /// A histogram merged from partial states answers as one built row by row.
    #[test]
    fn merged_states_answer_as_one() {
        let mut whole = State::Exact(Vec::new());
        let mut left = State::Exact(Vec::new());
        let mut right = State::Exact(Vec::new());
        for v in 0..20_000u64 {
            let v = (v * 7919 % 31_000) as u16;
            whole.add(v.min(BIG as u16), 1);
            match v % 2 {
                0 => left.add(v.min(BIG as u16), 1),
                _ => right.add(v.min(BIG as u16), 1),
            }
        }
        let mut merged = Timings {
            plural: false,
            nullable: false,
            levels: vec![0.5],
            state: left,
        };
        let mut other = Timings {
            plural: false,
            nullable: false,
            levels: vec![0.5],
            state: right,
        };
        let states: Vec<ArrayRef> = other
            .state()
            .unwrap()
            .into_iter()
            .map(|s| s.to_array().unwrap())
            .collect();
        merged.merge_batch(&states).unwrap();
        for level in [0.0, 0.1, 0.5, 0.9, 0.99, 1.0] {
            assert_eq!(merged.state.quantile(level), whole.quantile(level));
        }
    }
}
