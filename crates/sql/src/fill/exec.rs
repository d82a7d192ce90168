//! The fill's execution: the sorted rows read whole, written with the filled rows
//! between, a batch at a time.

use std::{cmp::Ordering, fmt, sync::Arc};

use datafusion::common::tree_node::TreeNodeRecursion;
use datafusion::{
    arrow::{
        array::{new_null_array, ArrayRef, RecordBatch},
        compute::{concat_batches, interleave},
    },
    common::{DataFusionError, Result as DfResult, ScalarValue},
    execution::{SendableRecordBatchStream, TaskContext},
    physical_expr::{EquivalenceProperties, PhysicalExpr},
    physical_plan::{
        execution_plan::{Boundedness, EmissionType},
        stream::RecordBatchStreamAdapter,
        DisplayAs, DisplayFormatType, Distribution, ExecutionPlan, Partitioning, PlanProperties,
    },
};
use futures::StreamExt;

use super::domain::{Domain, Value};

/// Rows a [`FillExec`] writes per batch.
const BATCH_ROWS: usize = 8192;

/// What a [`FillExec`] fills.
#[derive(Debug, Clone)]
pub(super) struct Spec {
    pub(super) key: usize,
    pub(super) groups: Vec<usize>,
    pub(super) descending: bool,
    pub(super) domain: Domain,
    pub(super) from: Option<Value>,
    pub(super) to: Option<Value>,
    pub(super) step: Value,
}

/// The rows of a sorted input with the filled rows between ([module docs](self)).
#[derive(Debug)]
pub(super) struct FillExec {
    input: Arc<dyn ExecutionPlan>,
    spec: Spec,
    properties: Arc<PlanProperties>,
}

impl FillExec {
    pub(super) fn new(input: Arc<dyn ExecutionPlan>, spec: Spec) -> Self {
        let properties = PlanProperties::new(
            EquivalenceProperties::new(input.schema()),
            Partitioning::UnknownPartitioning(1),
            EmissionType::Incremental,
            Boundedness::Bounded,
        );
        FillExec {
            input,
            spec,
            properties: Arc::new(properties),
        }
    }
}

impl DisplayAs for FillExec {
    fn fmt_as(&self, _: DisplayFormatType, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "FillExec: key=#{}", self.spec.key)
    }
}

impl ExecutionPlan for FillExec {
    fn name(&self) -> &str {
        "FillExec"
    }

    fn properties(&self) -> &Arc<PlanProperties> {
        &self.properties
    }

    fn children(&self) -> Vec<&Arc<dyn ExecutionPlan>> {
        vec![&self.input]
    }

    fn required_input_distribution(&self) -> Vec<Distribution> {
        vec![Distribution::SinglePartition]
    }

    fn required_input_ordering(
        &self,
    ) -> Vec<Option<datafusion::physical_expr::OrderingRequirements>> {
        vec![self
            .input
            .properties()
            .output_ordering()
            .cloned()
            .map(datafusion::physical_expr::OrderingRequirements::from)]
    }

    fn maintains_input_order(&self) -> Vec<bool> {
        vec![true]
    }

    fn apply_expressions(
        &self,
        _f: &mut dyn FnMut(&Arc<dyn PhysicalExpr>) -> DfResult<TreeNodeRecursion>,
    ) -> DfResult<TreeNodeRecursion> {
        Ok(TreeNodeRecursion::Continue)
    }

    fn with_new_children(
        self: Arc<Self>,
        children: Vec<Arc<dyn ExecutionPlan>>,
    ) -> DfResult<Arc<dyn ExecutionPlan>> {
        let [input] = <[_; 1]>::try_from(children)
            .map_err(|_| DataFusionError::Internal("FillExec has one child".into()))?;
        Ok(Arc::new(FillExec::new(input, self.spec.clone())))
    }

    fn execute(
        &self,
        partition: usize,
        context: Arc<TaskContext>,
    ) -> DfResult<SendableRecordBatchStream> {
        let schema = self.input.schema();
        let reservation = datafusion::execution::memory_pool::MemoryConsumer::new("FillExec")
            .register(context.memory_pool());
        let input = self.input.execute(partition, context)?;
        let spec = self.spec.clone();
        let out_schema = schema.clone();
        // The sorted rows are read whole, counted against the query's memory (the sort
        // below holds them all anyway); the filled result is written a batch at a time.
        let rows = futures::stream::once(async move {
            let batches: Vec<RecordBatch> = input
                .collect::<Vec<_>>()
                .await
                .into_iter()
                .collect::<DfResult<_>>()?;
            let rows = concat_batches(&schema, &batches)?;
            drop(batches);
            reservation.try_grow(rows.get_array_memory_size())?;
            Filler::new(rows, spec, reservation)
        });
        let batches = rows
            .map(|filler| match filler {
                Ok(filler) => futures::stream::unfold(Some(filler), |state| async move {
                    let mut filler = state?;
                    match filler.next_batch() {
                        Ok(Some(batch)) => Some((Ok(batch), Some(filler))),
                        Ok(None) => None,
                        Err(e) => Some((Err(e), None)),
                    }
                })
                .boxed(),
                Err(e) => futures::stream::once(async move { Err(e) }).boxed(),
            })
            .flatten();
        // Filled batches are made without waiting on anything: the stream yields to
        // the runtime between them, so a cancelled or timed-out query stops.
        Ok(datafusion::physical_plan::coop::make_cooperative(Box::pin(
            RecordBatchStreamAdapter::new(out_schema, batches),
        )))
    }
}

/// One row of the output: an input row, or a filled key value with the group of an
/// input row.
enum Item {
    Row(usize),
    Fill { value: Value, group_row: usize },
}

/// The fill's state as it walks the sorted rows.
struct Filler {
    rows: RecordBatch,
    /// The memory `rows` takes, held while they are.
    _reservation: datafusion::execution::memory_pool::MemoryReservation,
    spec: Spec,
    keys: Vec<Option<Value>>,
    /// Where each group of rows ends (exclusive).
    group_ends: Vec<usize>,
    group: usize,
    row: usize,
    /// The next filled value of the current group; None before the group starts.
    next: Option<Value>,
    in_group: bool,
}

impl Filler {
    fn new(
        rows: RecordBatch,
        spec: Spec,
        reservation: datafusion::execution::memory_pool::MemoryReservation,
    ) -> DfResult<Filler> {
        let keys = spec.domain.values(rows.column(spec.key))?;
        let group_ends = match spec.groups.is_empty() || rows.num_rows() == 0 {
            true => vec![rows.num_rows()],
            false => {
                let columns: Vec<ArrayRef> = spec
                    .groups
                    .iter()
                    .map(|c| rows.column(*c).clone())
                    .collect();
                datafusion::arrow::compute::partition(&columns)?
                    .ranges()
                    .into_iter()
                    .map(|r| r.end)
                    .collect()
            }
        };
        Ok(Filler {
            rows,
            _reservation: reservation,
            spec,
            keys,
            group_ends,
            group: 0,
            row: 0,
            next: None,
            in_group: false,
        })
    }

    /// Whether `a` comes before `b` in the sort's direction.
    fn before(&self, a: &Value, b: &Value) -> bool {
        match self.spec.descending {
            false => a.cmp(b) == Ordering::Less,
            true => a.cmp(b) == Ordering::Greater,
        }
    }

    fn advance(&self, value: &Value) -> Option<Value> {
        value.add(&self.spec.step)
    }

    /// Up to [`BATCH_ROWS`] items.
    fn items(&mut self) -> Vec<Item> {
        let mut items = Vec::new();
        let rows = self.rows.num_rows();
        while items.len() < BATCH_ROWS {
            if !self.in_group {
                // No rows at all: FROM to TO is filled, as in ClickHouse.
                if rows == 0 && self.group == 0 && self.spec.from.is_some() {
                    self.in_group = true;
                    self.next = self.spec.from;
                }
                if !self.in_group && (self.row >= rows || self.group >= self.group_ends.len()) {
                    break;
                }
            }
            if !self.in_group {
                self.in_group = true;
                self.next = self.spec.from.or(self.keys[self.row]);
            }
            let group_start = match self.group {
                0 => 0,
                g => self.group_ends[g - 1],
            };
            if self.row < self.group_ends.get(self.group).copied().unwrap_or(0) {
                let Some(key) = self.keys[self.row] else {
                    // A NULL key (sorted last) is written as it is.
                    items.push(Item::Row(self.row));
                    self.row += 1;
                    continue;
                };
                if let Some(next) = self.next {
                    // Filled values stay before TO, between rows too.
                    let below_to = self.spec.to.is_none_or(|to| self.before(&next, &to));
                    if self.before(&next, &key) && below_to {
                        items.push(Item::Fill {
                            value: next,
                            group_row: group_start,
                        });
                        self.next = self.advance(&next);
                        continue;
                    }
                    if next.cmp(&key) == Ordering::Equal {
                        self.next = self.advance(&next);
                    }
                }
                items.push(Item::Row(self.row));
                self.row += 1;
                continue;
            }
            if let (Some(to), Some(next)) = (self.spec.to, self.next) {
                if self.before(&next, &to) {
                    items.push(Item::Fill {
                        value: next,
                        group_row: group_start,
                    });
                    self.next = self.advance(&next);
                    continue;
                }
            }
            self.in_group = false;
            self.group += 1;
        }
        items
    }

    fn next_batch(&mut self) -> DfResult<Option<RecordBatch>> {
        let items = self.items();
        if items.is_empty() {
            return Ok(None);
        }
        let filled: Vec<Value> = items
            .iter()
            .filter_map(|i| match i {
                Item::Fill { value, .. } => Some(*value),
                Item::Row(_) => None,
            })
            .collect();
        if filled.is_empty() {
            let indices: Vec<u32> = items
                .iter()
                .map(|i| match i {
                    Item::Row(r) => *r as u32,
                    Item::Fill { .. } => 0,
                })
                .collect();
            let indices = datafusion::arrow::array::UInt32Array::from(indices);
            let columns = self
                .rows
                .columns()
                .iter()
                .map(|c| datafusion::arrow::compute::take(c, &indices, None))
                .collect::<Result<Vec<_>, _>>()?;
            return Ok(Some(RecordBatch::try_new(self.rows.schema(), columns)?));
        }
        let filled_keys = self.spec.domain.array(&filled)?;
        let schema = self.rows.schema();
        let mut columns = Vec::with_capacity(schema.fields().len());
        for (c, field) in schema.fields().iter().enumerate() {
            let column = self.rows.column(c);
            let is_group = self.spec.groups.contains(&c);
            let second: ArrayRef = if c == self.spec.key {
                filled_keys.clone()
            } else if crate::wire::ChType::of_field(field)
                .map_or(field.is_nullable(), |t| t.is_nullable())
            {
                new_null_array(field.data_type(), 1)
            } else {
                ScalarValue::new_default(field.data_type())?.to_array_of_size(1)?
            };
            let mut k = 0;
            let indices: Vec<(usize, usize)> = items
                .iter()
                .map(|item| match item {
                    Item::Row(r) => (0, *r),
                    Item::Fill { group_row, .. } => {
                        // Without input rows there is no group to copy: defaults.
                        let index = if c == self.spec.key {
                            (1, k)
                        } else if is_group && self.rows.num_rows() > 0 {
                            (0, *group_row)
                        } else {
                            (1, 0)
                        };
                        k += 1;
                        index
                    }
                })
                .collect();
            columns.push(interleave(&[column.as_ref(), second.as_ref()], &indices)?);
        }
        Ok(Some(RecordBatch::try_new(schema, columns)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use datafusion::arrow::{
        array::{AsArray, Float64Array, Int64Array, StringArray},
        datatypes::{DataType, Field, Schema},
    };

    fn reservation() -> datafusion::execution::memory_pool::MemoryReservation {
        let pool: Arc<dyn datafusion::execution::memory_pool::MemoryPool> =
            Arc::new(datafusion::execution::memory_pool::UnboundedMemoryPool::default());
        datafusion::execution::memory_pool::MemoryConsumer::new("test").register(&pool)
    }

    /// Every batch the filler writes, as (group, key) text pairs.
    fn fill(rows: RecordBatch, spec: Spec) -> Vec<(String, String)> {
        let mut filler = Filler::new(rows, spec, reservation()).unwrap();
        let mut out = Vec::new();
        while let Some(batch) = filler.next_batch().unwrap() {
            assert!(batch.num_rows() <= BATCH_ROWS);
            let text = |c: usize| {
                datafusion::arrow::compute::cast(batch.column(c), &DataType::Utf8).unwrap()
            };
            let (groups, keys) = (text(0), text(1));
            let (groups, keys) = (groups.as_string::<i32>(), keys.as_string::<i32>());
            for i in 0..batch.num_rows() {
                out.push((groups.value(i).to_string(), keys.value(i).to_string()));
            }
        }
        out
    }

    fn batch(groups: &[&str], keys: ArrayRef) -> RecordBatch {
        let schema = Arc::new(Schema::new(vec![
            Field::new("g", DataType::Utf8, false),
            Field::new("k", keys.data_type().clone(), false),
        ]));
        RecordBatch::try_new(
            schema,
            vec![Arc::new(StringArray::from(groups.to_vec())), keys],
        )
        .unwrap()
    }

    fn spec(
        domain: Domain,
        groups: Vec<usize>,
        from: Option<Value>,
        to: Option<Value>,
        step: Value,
    ) -> Spec {
        Spec {
            key: 1,
            groups,
            descending: step.sign() == Ordering::Less,
            domain,
            from,
            to,
            step,
        }
    }

    fn keys(out: &[(String, String)]) -> Vec<&str> {
        out.iter().map(|(_, k)| k.as_str()).collect()
    }

    #[test]
    fn steps_keep_to_one_lattice_from_from() {
        let rows = batch(
            &["", "", ""],
            Arc::new(Float64Array::from(vec![0.3, 0.8, 1.3])),
        );
        let domain = Domain::of(&DataType::Float64).unwrap();
        let out = fill(
            rows,
            spec(
                domain,
                vec![],
                Some(Value::Float(0.0)),
                Some(Value::Float(3.0)),
                Value::Float(0.5),
            ),
        );
        assert_eq!(
            keys(&out),
            ["0.0", "0.3", "0.5", "0.8", "1.0", "1.3", "1.5", "2.0", "2.5"]
        );
    }

    #[test]
    fn groups_fill_on_their_own_and_carry_their_values() {
        let rows = batch(&["a", "a", "b"], Arc::new(Int64Array::from(vec![1, 4, 2])));
        let domain = Domain::of(&DataType::Int64).unwrap();
        let out = fill(
            rows,
            spec(
                domain,
                vec![0],
                None,
                Some(Value::Ticks(4)),
                Value::Ticks(1),
            ),
        );
        let pairs: Vec<(&str, &str)> = out.iter().map(|(g, k)| (g.as_str(), k.as_str())).collect();
        assert_eq!(
            pairs,
            [
                ("a", "1"),
                ("a", "2"),
                ("a", "3"),
                ("a", "4"),
                ("b", "2"),
                ("b", "3")
            ]
        );
    }

    #[test]
    fn descending_steps_go_down() {
        let rows = batch(&["", ""], Arc::new(Int64Array::from(vec![5, 2])));
        let domain = Domain::of(&DataType::Int64).unwrap();
        let out = fill(
            rows,
            spec(
                domain,
                vec![],
                None,
                Some(Value::Ticks(0)),
                Value::Ticks(-1),
            ),
        );
        assert_eq!(keys(&out), ["5", "4", "3", "2", "1"]);
    }

    #[test]
    fn empty_input_fills_from_from_to_to_and_long_fills_come_in_batches() {
        let rows = batch(&[], Arc::new(Int64Array::from(Vec::<i64>::new())));
        let domain = Domain::of(&DataType::Int64).unwrap();
        let out = fill(
            rows,
            spec(
                domain,
                vec![0],
                Some(Value::Ticks(0)),
                Some(Value::Ticks(20_000)),
                Value::Ticks(1),
            ),
        );
        assert_eq!(out.len(), 20_000);
        assert_eq!(out[19_999], (String::new(), "19999".to_string()));
    }

    #[test]
    fn a_step_too_small_to_move_ends_the_fill() {
        let rows = batch(&["", ""], Arc::new(Float64Array::from(vec![1e20, 2e20])));
        let domain = Domain::of(&DataType::Float64).unwrap();
        let out = fill(rows, spec(domain, vec![], None, None, Value::Float(1.0)));
        assert_eq!(out.len(), 2);
    }
}
