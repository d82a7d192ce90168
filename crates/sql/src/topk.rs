//! ClickHouse's `topK(N)(x)` and `topKWeighted(N)(x, w)`: the `N` most frequent values
//! of `x` (by count, or by the sum of the weights `w`), most frequent first, found as
//! ClickHouse finds them, with the Filtered Space-Saving algorithm: at most
//! `N · load_factor` counters (load factor 3 unless given), each a value with its count
//! and its possible overcount, kept ordered by count; a value without a counter adds
//! to a bucket of an "alpha" table by its hash, and takes the smallest counter's place
//! once its bucket outgrows it. Memory is bounded by the counters whatever the number
//! of distinct values. While a group has no more distinct values than counters every
//! count is exact, and values of different counts come in ClickHouse's order; values of
//! equal count come in the order they reached it, where ClickHouse's order among them
//! follows its hash table (and so the capacity) and often differs. Beyond the counters
//! the answer is an estimate, as ClickHouse's is (whose buckets hash with another
//! function).

use std::{collections::HashMap, hash::BuildHasher, sync::Arc};

use datafusion::{
    arrow::{
        array::{Array, ArrayRef, AsArray, ListArray, UInt64Array},
        buffer::OffsetBuffer,
        datatypes::{DataType, Field, FieldRef, Schema, UInt64Type},
        record_batch::RecordBatch,
    },
    common::{DataFusionError, Result as DfResult, ScalarValue},
    logical_expr::{
        function::{AccumulatorArgs, StateFieldsArgs},
        utils::format_state_name,
        Accumulator, AggregateUDFImpl, ColumnarValue, Signature, Volatility,
    },
};

/// ClickHouse's counters per value asked for (`TOP_K_LOAD_FACTOR`).
pub const LOAD_FACTOR: u64 = 3;

/// The most values `topK` may be asked for (ClickHouse's `TOP_K_MAX_SIZE`).
pub const TOP_K_MAX: u64 = 0xFF_FFFF;

/// Buckets of the alpha table per counter (ClickHouse's).
const ALPHA_PER_COUNTER: usize = 6;

/// `ch_topk(x, n, load_factor)` and `ch_topk_weighted(x, w, n, load_factor)`: `n` and
/// `load_factor` constants, `w` an unsigned integer.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct TopK {
    weighted: bool,
    signature: Signature,
}

impl TopK {
    pub(crate) fn new(weighted: bool) -> Self {
        TopK {
            weighted,
            signature: Signature::any(if weighted { 4 } else { 3 }, Volatility::Immutable),
        }
    }
}

/// A constant argument (evaluated on no rows) as a positive integer.
fn constant_of(args: &AccumulatorArgs<'_>, at: usize, what: &str) -> DfResult<u64> {
    let empty = RecordBatch::new_empty(Arc::new(Schema::empty()));
    let value = match args.exprs.get(at).map(|e| e.evaluate(&empty)).transpose()? {
        Some(ColumnarValue::Scalar(v)) => v.cast_to(&DataType::UInt64).ok(),
        _ => None,
    };
    match value {
        Some(ScalarValue::UInt64(Some(n))) if n > 0 => Ok(n),
        _ => Err(DataFusionError::Plan(format!(
            "topK: the {what} must be a positive integer constant"
        ))),
    }
}

impl AggregateUDFImpl for TopK {
    fn name(&self) -> &str {
        if self.weighted {
            "ch_topk_weighted"
        } else {
            "ch_topk"
        }
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    /// An `Array(T)` whose elements are never NULL (NULLs are left out).
    fn return_type(&self, args: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::List(Arc::new(Field::new_list_field(
            args[0].clone(),
            false,
        ))))
    }

    fn is_nullable(&self) -> bool {
        false
    }

    fn state_fields(&self, args: StateFieldsArgs<'_>) -> DfResult<Vec<FieldRef>> {
        let list = |t: DataType| DataType::List(Arc::new(Field::new_list_field(t, true)));
        let value = args.input_fields[0].data_type().clone();
        Ok(vec![
            Arc::new(Field::new(
                format_state_name(args.name, "values"),
                list(value),
                true,
            )),
            Arc::new(Field::new(
                format_state_name(args.name, "counts"),
                list(DataType::UInt64),
                true,
            )),
            Arc::new(Field::new(
                format_state_name(args.name, "errors"),
                list(DataType::UInt64),
                true,
            )),
        ])
    }

    fn accumulator(&self, args: AccumulatorArgs<'_>) -> DfResult<Box<dyn Accumulator>> {
        let at = if self.weighted { 2 } else { 1 };
        let n = constant_of(&args, at, "number of values")?;
        if n > TOP_K_MAX {
            return Err(DataFusionError::Plan(format!(
                "topK: too large parameter {n} (at most {TOP_K_MAX})"
            )));
        }
        let load = constant_of(&args, at + 1, "load factor")?;
        let capacity = n.saturating_mul(load);
        if capacity > TOP_K_MAX {
            return Err(DataFusionError::Plan(format!(
                "topK: too large parameters: {n} values at load factor {load} take over \
                 {TOP_K_MAX} counters"
            )));
        }
        Ok(Box::new(SpaceSaving::new(
            n as usize,
            capacity as usize,
            args.exprs[0].data_type(args.schema)?,
            self.weighted,
        )))
    }
}

/// A value's counter: its count and how much of it may be overcounted.
#[derive(Debug, Clone)]
struct Counter {
    value: ScalarValue,
    count: u64,
    error: u64,
    hash: u64,
}

impl Counter {
    /// Whether this counter ranks above `other`: a larger count, or an equal count
    /// with a smaller possible overcount.
    fn above(&self, other: &Counter) -> bool {
        self.count > other.count || (self.count == other.count && self.error < other.error)
    }
}

/// One group's counters, ordered by count, and the alpha table.
#[derive(Debug)]
struct SpaceSaving {
    top: usize,
    capacity: usize,
    value_type: DataType,
    weighted: bool,
    counters: Vec<Counter>,
    /// The position in `counters` of each value's counter.
    at: HashMap<ScalarValue, usize>,
    /// The alpha table: allocated once the counters are full, so that a large `N`
    /// costs memory only where a group has that many values.
    alpha: Vec<u64>,
}

/// FNV-1a: a hash of fixed definition, so that every replica and every build put a
/// value in the same bucket (a DELETE's subquery is run by each replica).
#[derive(Default)]
struct Fnv(u64);

impl std::hash::Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut h = if self.0 == 0 {
            0xcbf2_9ce4_8422_2325
        } else {
            self.0
        };
        for b in bytes {
            h ^= u64::from(*b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        self.0 = h;
    }
}

impl SpaceSaving {
    fn new(top: usize, capacity: usize, value_type: DataType, weighted: bool) -> Self {
        SpaceSaving {
            top,
            capacity,
            value_type,
            weighted,
            counters: Vec::new(),
            at: HashMap::new(),
            alpha: Vec::new(),
        }
    }

    fn hash_of(&self, value: &ScalarValue) -> u64 {
        std::hash::BuildHasherDefault::<Fnv>::default().hash_one(value)
    }

    /// Moves the counter at `i` up past those it ranks above.
    fn percolate(&mut self, mut i: usize) {
        while i > 0 && self.counters[i].above(&self.counters[i - 1]) {
            self.counters.swap(i, i - 1);
            self.at.insert(self.counters[i].value.clone(), i);
            i -= 1;
        }
        self.at.insert(self.counters[i].value.clone(), i);
    }

    fn push(&mut self, counter: Counter) {
        self.counters.push(counter);
        self.percolate(self.counters.len() - 1);
    }

    fn pop_last(&mut self) -> Counter {
        let last = self.counters.pop().expect("a counter");
        self.at.remove(&last.value);
        last
    }

    fn insert(&mut self, value: ScalarValue, increment: u64) {
        if let Some(&i) = self.at.get(&value) {
            self.counters[i].count = self.counters[i].count.saturating_add(increment);
            self.percolate(i);
            return;
        }
        let hash = self.hash_of(&value);
        let counter = |count, error| Counter {
            value,
            count,
            error,
            hash,
        };
        if self.counters.len() < self.capacity {
            self.push(counter(increment, 0));
            return;
        }
        let min = self.counters.last().expect("a counter").count;
        if increment > min {
            self.pop_last();
            self.push(counter(increment, 0));
            return;
        }
        if self.alpha.is_empty() {
            self.alpha = vec![0; (self.capacity * ALPHA_PER_COUNTER).next_power_of_two()];
        }
        let mask = self.alpha.len() - 1;
        let bucket = (hash as usize) & mask;
        if self.alpha[bucket].saturating_add(increment) < min {
            self.alpha[bucket] += increment;
            return;
        }
        let alpha = self.alpha[bucket];
        let evicted = self.pop_last();
        self.alpha[(evicted.hash as usize) & mask] = evicted.count;
        self.push(counter(alpha.saturating_add(increment), alpha));
    }

    /// Takes in another group's counters (ClickHouse's `SpaceSaving::merge`).
    fn merge(&mut self, other: Vec<Counter>) {
        let full = |n: usize| n >= self.capacity;
        let m1 = if full(self.counters.len()) {
            self.counters.last().map_or(0, |c| c.count)
        } else {
            0
        };
        let m2 = if full(other.len()) {
            other.last().map_or(0, |c| c.count)
        } else {
            0
        };
        if m2 > 0 {
            for c in &mut self.counters {
                c.count = c.count.saturating_add(m2);
                c.error = c.error.saturating_add(m2);
            }
        }
        for c in other {
            match self.at.get(&c.value) {
                Some(&i) => {
                    let mine = &mut self.counters[i];
                    mine.count = mine.count.saturating_add(c.count.saturating_sub(m2));
                    mine.error = mine.error.saturating_add(c.error.saturating_sub(m2));
                }
                None => {
                    let at = self.counters.len();
                    self.at.insert(c.value.clone(), at);
                    self.counters.push(Counter {
                        count: c.count.saturating_add(m1),
                        error: c.error.saturating_add(m1),
                        ..c
                    });
                }
            }
        }
        // Stable: counters of equal rank keep their order.
        self.counters
            .sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.error.cmp(&b.error)));
        self.counters.truncate(self.capacity);
        self.at = self
            .counters
            .iter()
            .enumerate()
            .map(|(i, c)| (c.value.clone(), i))
            .collect();
        if !self.alpha.is_empty() {
            self.alpha.iter_mut().for_each(|a| *a = 0);
        }
    }

    /// `values` as a one-row list, its elements nullable as `nullable` says (the
    /// result's are not; the state's are, as its fields declare).
    fn list(&self, values: Vec<ScalarValue>, nullable: bool) -> DfResult<ScalarValue> {
        let values = if values.is_empty() {
            datafusion::arrow::array::new_empty_array(&self.value_type)
        } else {
            ScalarValue::iter_to_array(values)?
        };
        Ok(ScalarValue::List(Arc::new(ListArray::new(
            Arc::new(Field::new_list_field(values.data_type().clone(), nullable)),
            OffsetBuffer::from_lengths([values.len()]),
            values,
            None,
        ))))
    }

    fn counts(&self, of: impl Fn(&Counter) -> u64) -> ScalarValue {
        let values: ArrayRef =
            Arc::new(UInt64Array::from_iter_values(self.counters.iter().map(of)));
        ScalarValue::List(Arc::new(ListArray::new(
            Arc::new(Field::new_list_field(DataType::UInt64, true)),
            OffsetBuffer::from_lengths([values.len()]),
            values,
            None,
        )))
    }
}

impl Accumulator for SpaceSaving {
    fn update_batch(&mut self, values: &[ArrayRef]) -> DfResult<()> {
        let x = &values[0];
        let weights = if self.weighted {
            let w = datafusion::arrow::compute::cast(&values[1], &DataType::UInt64)?;
            Some(w.as_primitive::<UInt64Type>().clone())
        } else {
            None
        };
        for row in 0..x.len() {
            // NULLs are left out, as ClickHouse leaves them out.
            if x.is_null(row) {
                continue;
            }
            let increment = match &weights {
                Some(w) if w.is_null(row) => continue,
                Some(w) => w.value(row),
                None => 1,
            };
            self.insert(ScalarValue::try_from_array(x, row)?, increment);
        }
        Ok(())
    }

    fn evaluate(&mut self) -> DfResult<ScalarValue> {
        let top = self
            .counters
            .iter()
            .take(self.top)
            .map(|c| c.value.clone())
            .collect();
        self.list(top, false)
    }

    fn size(&self) -> usize {
        std::mem::size_of_val(self)
            + self.counters.capacity() * (std::mem::size_of::<Counter>() + 64)
            + self.at.capacity() * (std::mem::size_of::<ScalarValue>() + 16)
            + self.alpha.capacity() * 8
    }

    fn state(&mut self) -> DfResult<Vec<ScalarValue>> {
        let values = self.counters.iter().map(|c| c.value.clone()).collect();
        Ok(vec![
            self.list(values, true)?,
            self.counts(|c| c.count),
            self.counts(|c| c.error),
        ])
    }

    fn merge_batch(&mut self, states: &[ArrayRef]) -> DfResult<()> {
        let (values, counts, errors) = (
            states[0].as_list::<i32>(),
            states[1].as_list::<i32>(),
            states[2].as_list::<i32>(),
        );
        for row in 0..values.len() {
            if values.is_null(row) {
                continue;
            }
            let (v, c, e) = (values.value(row), counts.value(row), errors.value(row));
            let (c, e) = (
                c.as_primitive::<UInt64Type>(),
                e.as_primitive::<UInt64Type>(),
            );
            let mut other = Vec::with_capacity(v.len());
            for i in 0..v.len() {
                let value = ScalarValue::try_from_array(&v, i)?;
                other.push(Counter {
                    hash: self.hash_of(&value),
                    value,
                    count: c.value(i),
                    error: e.value(i),
                });
            }
            self.merge(other);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn top(values: &[i64], n: usize, capacity: usize) -> Vec<i64> {
        let mut s = SpaceSaving::new(n, capacity, DataType::Int64, false);
        for v in values {
            s.insert(ScalarValue::Int64(Some(*v)), 1);
        }
        s.counters
            .iter()
            .take(n)
            .map(|c| match c.value {
                ScalarValue::Int64(Some(v)) => v,
                _ => unreachable!(),
            })
            .collect()
    }

    /// Exact while the distinct values fit the counters; equal counts in the order
    /// they were reached (ClickHouse 26.9's `topK(10)` of these values is `[3,1,2,4]`).
    #[test]
    fn exact_counts_rank_as_clickhouse() {
        let values = [1, 2, 3, 3, 1, 3, 2, 4];
        assert_eq!(top(&values, 10, 30), vec![3, 1, 2, 4]);
        assert_eq!(top(&values, 1, 3), vec![3]);
        assert_eq!(top(&[], 3, 9), Vec::<i64>::new());
    }

    /// Counters stay within their capacity however many distinct values pass, and a
    /// value far more frequent than the rest is found.
    #[test]
    fn bounded_and_finds_the_heavy_value() {
        let mut values: Vec<i64> = (0..100_000).collect();
        values.extend(std::iter::repeat_n(-1, 5_000));
        values.extend(0..100_000);
        let mut s = SpaceSaving::new(1, 3, DataType::Int64, false);
        for v in &values {
            s.insert(ScalarValue::Int64(Some(*v)), 1);
        }
        assert!(s.counters.len() <= 3 && s.at.len() <= 3);
        assert_eq!(top(&values, 1, 3), vec![-1]);
    }

    /// Two groups merged count as one would.
    #[test]
    fn merges_add_counts() {
        let mut a = SpaceSaving::new(2, 6, DataType::Int64, false);
        let mut b = SpaceSaving::new(2, 6, DataType::Int64, false);
        for v in [1, 1, 2] {
            a.insert(ScalarValue::Int64(Some(v)), 1);
        }
        for v in [2, 2, 3] {
            b.insert(ScalarValue::Int64(Some(v)), 1);
        }
        a.merge(b.counters.clone());
        let got: Vec<(ScalarValue, u64)> = a
            .counters
            .iter()
            .map(|c| (c.value.clone(), c.count))
            .collect();
        assert_eq!(
            got,
            vec![
                (ScalarValue::Int64(Some(2)), 3),
                (ScalarValue::Int64(Some(1)), 2),
                (ScalarValue::Int64(Some(3)), 1)
            ]
        );
    }
}
