//! ClickHouse's `quantile(level)(x)`: a sample of at most [`SAMPLE_MAX`] values of `x`
//! (every value while there are no more), and the quantile of the sample interpolated
//! between its two nearest values as ClickHouse interpolates, so that up to that many
//! values per group the answer is ClickHouse's to the last bit, and memory stays bounded
//! however many rows a group has. Beyond it the sample is a reservoir drawn with a
//! fixed seed: an estimate, as ClickHouse's own is (with another draw).

use std::sync::Arc;

use datafusion::{
    arrow::{
        array::{Array, ArrayRef, AsArray, Float64Array, ListArray, UInt64Array},
        buffer::OffsetBuffer,
        datatypes::{DataType, Field, FieldRef, Float64Type, Schema, UInt64Type},
        record_batch::RecordBatch,
    },
    common::{DataFusionError, Result as DfResult, ScalarValue},
    logical_expr::{
        function::{AccumulatorArgs, StateFieldsArgs},
        utils::format_state_name,
        Accumulator, AggregateUDFImpl, ColumnarValue, Signature, Volatility,
    },
};

/// The most values one group's sample holds (ClickHouse's default for `quantile`).
pub const SAMPLE_MAX: usize = 8192;

/// `ch_quantile(x, level)`: `x` a Float64, `level` a constant in [0, 1].
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct Quantile {
    signature: Signature,
}

impl Quantile {
    pub(crate) fn new() -> Self {
        Quantile {
            signature: Signature::exact(
                vec![DataType::Float64, DataType::Float64],
                Volatility::Immutable,
            ),
        }
    }
}

/// The level: a constant (evaluated on no rows), from 0 to 1.
fn level_of(args: &AccumulatorArgs<'_>) -> DfResult<f64> {
    let empty = RecordBatch::new_empty(Arc::new(Schema::empty()));
    let level = match args.exprs.get(1).map(|e| e.evaluate(&empty)).transpose()? {
        Some(ColumnarValue::Scalar(v)) => Some(v),
        _ => None,
    };
    match level {
        Some(ScalarValue::Float64(Some(l))) if (0.0..=1.0).contains(&l) => Ok(l),
        other => Err(DataFusionError::Plan(format!(
            "quantile: the level must be a constant from 0 to 1, got {}",
            other.map_or_else(|| "an expression".to_string(), |v| v.to_string())
        ))),
    }
}

impl AggregateUDFImpl for Quantile {
    fn name(&self) -> &str {
        "ch_quantile"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::Float64)
    }

    fn is_nullable(&self) -> bool {
        false
    }

    fn state_fields(&self, args: StateFieldsArgs<'_>) -> DfResult<Vec<FieldRef>> {
        Ok(vec![
            Arc::new(Field::new(
                format_state_name(args.name, "sample"),
                DataType::List(Arc::new(Field::new_list_field(DataType::Float64, true))),
                true,
            )),
            Arc::new(Field::new(
                format_state_name(args.name, "seen"),
                DataType::UInt64,
                true,
            )),
        ])
    }

    fn accumulator(&self, args: AccumulatorArgs<'_>) -> DfResult<Box<dyn Accumulator>> {
        Ok(Box::new(Sample::new(level_of(&args)?)))
    }
}

/// One group's sample: the values kept, how many values it has seen, and the draw.
#[derive(Debug)]
struct Sample {
    level: f64,
    values: Vec<f64>,
    seen: u64,
    rng: u64,
}

impl Sample {
    fn new(level: f64) -> Self {
        Sample {
            level,
            values: Vec::new(),
            seen: 0,
            rng: 0x9E37_79B9_7F4A_7C15,
        }
    }

    /// A number below `n` (n > 0) from the fixed-seed sequence (xorshift64*).
    fn below(&mut self, n: u64) -> u64 {
        self.rng ^= self.rng >> 12;
        self.rng ^= self.rng << 25;
        self.rng ^= self.rng >> 27;
        self.rng.wrapping_mul(0x2545_F491_4F6C_DD1D) % n
    }

    fn insert(&mut self, v: f64) {
        self.seen += 1;
        if self.values.len() < SAMPLE_MAX {
            self.values.push(v);
        } else {
            let j = self.below(self.seen) as usize;
            if j < SAMPLE_MAX {
                self.values[j] = v;
            }
        }
    }

    /// Takes in another group's sample of `seen` values.
    fn merge(&mut self, mut other: Vec<f64>, seen: u64) {
        if self.values.len() + other.len() <= SAMPLE_MAX
            && self.seen == self.values.len() as u64
            && seen == other.len() as u64
        {
            self.values.append(&mut other);
            self.seen += seen;
            return;
        }
        // Each side keeps a share of the sample in proportion to the values it stands
        // for, drawn from it at random.
        let total = self.seen + seen;
        let from_other = ((SAMPLE_MAX as u128 * seen as u128) / total.max(1) as u128) as usize;
        let from_other = from_other.min(other.len());
        let from_self = (SAMPLE_MAX - from_other).min(self.values.len());
        let mut own = std::mem::take(&mut self.values);
        self.shuffle_prefix(&mut own, from_self);
        self.shuffle_prefix(&mut other, from_other);
        own.truncate(from_self);
        own.extend_from_slice(&other[..from_other]);
        self.values = own;
        self.seen = total;
    }

    /// Puts `k` values drawn at random at the front of `values`.
    fn shuffle_prefix(&mut self, values: &mut [f64], k: usize) {
        let n = values.len();
        for i in 0..k.min(n) {
            let j = i + self.below((n - i) as u64) as usize;
            values.swap(i, j);
        }
    }

    /// ClickHouse's interpolation: the values at the two ranks around `level · (n − 1)`,
    /// weighted by the fraction between them.
    fn quantile(&mut self) -> f64 {
        let n = self.values.len();
        if n == 0 {
            return f64::NAN;
        }
        self.values.sort_by(|a, b| a.total_cmp(b));
        let index = (self.level * (n - 1) as f64).clamp(0.0, (n - 1) as f64);
        let low = index as usize;
        if low + 1 >= n {
            return self.values[n - 1];
        }
        let frac = index - low as f64;
        self.values[low] * (1.0 - frac) + self.values[low + 1] * frac
    }
}

impl Accumulator for Sample {
    fn update_batch(&mut self, values: &[ArrayRef]) -> DfResult<()> {
        // NaN is left out, as ClickHouse's sample leaves it out.
        let values = values[0].as_primitive::<Float64Type>();
        for v in values.iter().flatten().filter(|v| !v.is_nan()) {
            self.insert(v);
        }
        Ok(())
    }

    fn evaluate(&mut self) -> DfResult<ScalarValue> {
        Ok(ScalarValue::Float64(Some(self.quantile())))
    }

    fn size(&self) -> usize {
        std::mem::size_of_val(self) + self.values.capacity() * std::mem::size_of::<f64>()
    }

    fn state(&mut self) -> DfResult<Vec<ScalarValue>> {
        let values: ArrayRef = Arc::new(Float64Array::from(self.values.clone()));
        let list = ListArray::new(
            Arc::new(Field::new_list_field(DataType::Float64, true)),
            OffsetBuffer::from_lengths([values.len()]),
            values,
            None,
        );
        Ok(vec![
            ScalarValue::List(Arc::new(list)),
            ScalarValue::UInt64(Some(self.seen)),
        ])
    }

    fn merge_batch(&mut self, states: &[ArrayRef]) -> DfResult<()> {
        let lists = states[0].as_list::<i32>();
        let seen: &UInt64Array = states[1].as_primitive::<UInt64Type>();
        for row in 0..lists.len() {
            if lists.is_null(row) {
                continue;
            }
            let values = lists.value(row);
            let values: Vec<f64> = values
                .as_primitive::<Float64Type>()
                .iter()
                .flatten()
                .collect();
            let n = if seen.is_null(row) {
                values.len() as u64
            } else {
                seen.value(row)
            };
            self.merge(values, n);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{Sample, SAMPLE_MAX};

    /// ClickHouse 26.9's `quantile(level)` of the same values (chdb).
    #[test]
    fn interpolates_as_clickhouse() {
        let values: Vec<f64> = (0..10).map(|i| f64::from(i * 10)).collect();
        for (level, want) in [
            (0.5, 45.0),
            (0.9, 81.0),
            (0.0, 0.0),
            (1.0, 90.0),
            (0.25, 22.5),
        ] {
            let mut s = Sample::new(level);
            values.iter().for_each(|v| s.insert(*v));
            assert_eq!(s.quantile(), want, "level {level}");
        }
        assert!(Sample::new(0.5).quantile().is_nan());
    }

    /// The sample never holds more than its bound, and a merge of two partial groups
    /// that fit is exact.
    #[test]
    fn sample_is_bounded_and_merges() {
        let mut s = Sample::new(0.5);
        (0..100_000).for_each(|i| s.insert(f64::from(i)));
        assert_eq!(s.values.len(), SAMPLE_MAX);
        assert_eq!(s.seen, 100_000);
        let q = s.quantile();
        assert!((q - 50_000.0).abs() < 2_500.0, "{q}");

        let (mut a, mut b) = (Sample::new(0.5), Sample::new(0.5));
        (0..5).for_each(|i| a.insert(f64::from(i)));
        (5..10).for_each(|i| b.insert(f64::from(i)));
        a.merge(b.values.clone(), b.seen);
        assert_eq!(a.quantile(), 4.5);

        let mut big = Sample::new(0.5);
        (0..20_000).for_each(|i| big.insert(f64::from(i)));
        let mut other = Sample::new(0.5);
        (20_000..40_000).for_each(|i| other.insert(f64::from(i)));
        big.merge(other.values.clone(), other.seen);
        assert_eq!(big.values.len(), SAMPLE_MAX);
        assert_eq!(big.seen, 40_000);
    }
}
