//! Part statistics as DataFusion's pruning sees them: the one adapter between
//! [`ColumnStats`] (a part's, from the catalog, or each row group's, from its footer)
//! and a [`PruningPredicate`](datafusion::physical_optimizer::pruning::PruningPredicate).
//! SELECT prunes row groups with it; DELETE prunes parts and row groups.

use std::{collections::HashSet, sync::Arc};

use arrow::{
    array::{ArrayRef, BooleanArray, UInt64Array},
    datatypes::{DataType, SchemaRef, TimeUnit},
};
use datafusion::common::{pruning::PruningStatistics, Column, ScalarValue};
use maskhouse_types::{ColumnStats, Value};

/// Containers (parts or row groups), each with its statistics per column in schema
/// order; a container without statistics is never pruned.
pub(crate) struct ContainerStats<'a> {
    schema: &'a SchemaRef,
    containers: Vec<Option<&'a [ColumnStats]>>,
    /// Rows per container, when known.
    rows: Option<Vec<u64>>,
}

impl<'a> ContainerStats<'a> {
    pub fn new(
        schema: &'a SchemaRef,
        containers: Vec<Option<&'a [ColumnStats]>>,
        rows: Option<Vec<u64>>,
    ) -> Self {
        ContainerStats {
            schema,
            containers,
            rows,
        }
    }

    fn values(
        &self,
        column: &Column,
        pick: impl Fn(&ColumnStats) -> &Option<Value>,
    ) -> Option<ArrayRef> {
        let i = self.schema.index_of(&column.name).ok()?;
        let ty = self.schema.field(i).data_type();
        let unknown = ScalarValue::try_from(ty).ok()?;
        let scalars = self.containers.iter().map(|c| {
            c.and_then(|stats| stats.get(i))
                .and_then(|s| pick(s).as_ref())
                .and_then(|v| scalar(v, ty))
                .unwrap_or_else(|| unknown.clone())
        });
        ScalarValue::iter_to_array(scalars).ok()
    }
}

/// `value` as a scalar of the column's type, or `None` when it cannot be one exactly.
fn scalar(value: &Value, ty: &DataType) -> Option<ScalarValue> {
    let plain = match value {
        Value::Bool(b) => ScalarValue::Boolean(Some(*b)),
        Value::Int(v) => ScalarValue::Int64(Some(*v)),
        Value::UInt(v) => ScalarValue::UInt64(Some(*v)),
        Value::Float(v) => ScalarValue::Float64(Some(*v)),
        Value::Str(s) => ScalarValue::Utf8(Some(s.clone())),
    };
    match (ty, &plain) {
        // Timestamps and dates are kept as their stored integers.
        (DataType::Timestamp(unit, tz), ScalarValue::Int64(Some(v))) => match unit {
            TimeUnit::Second => Some(ScalarValue::TimestampSecond(Some(*v), tz.clone())),
            TimeUnit::Millisecond => Some(ScalarValue::TimestampMillisecond(Some(*v), tz.clone())),
            _ => None,
        },
        (DataType::Date32, ScalarValue::Int64(Some(v))) => {
            Some(ScalarValue::Date32(Some(i32::try_from(*v).ok()?)))
        }
        _ => plain.cast_to(ty).ok(),
    }
}

impl PruningStatistics for ContainerStats<'_> {
    fn min_values(&self, column: &Column) -> Option<ArrayRef> {
        self.values(column, |s| &s.min)
    }

    fn max_values(&self, column: &Column) -> Option<ArrayRef> {
        self.values(column, |s| &s.max)
    }

    fn num_containers(&self) -> usize {
        self.containers.len()
    }

    fn null_counts(&self, column: &Column) -> Option<ArrayRef> {
        let i = self.schema.index_of(&column.name).ok()?;
        let counts: UInt64Array = self
            .containers
            .iter()
            .map(|c| c.and_then(|stats| stats.get(i)).map(|s| s.null_count))
            .collect();
        Some(Arc::new(counts))
    }

    fn row_counts(&self) -> Option<ArrayRef> {
        let rows = self.rows.as_ref()?;
        Some(Arc::new(UInt64Array::from(rows.clone())))
    }

    fn contained(&self, _: &Column, _: &HashSet<ScalarValue>) -> Option<BooleanArray> {
        None
    }
}

#[cfg(test)]
mod tests {
    use arrow::datatypes::{Field, Schema};
    use datafusion::{
        common::DFSchema, execution::context::SessionState,
        physical_optimizer::pruning::PruningPredicateBuilder, prelude::SessionContext,
    };

    use super::*;

    fn stats(min: Value, max: Value, nulls: u64) -> Vec<ColumnStats> {
        vec![ColumnStats {
            min: Some(min),
            max: Some(max),
            null_count: nulls,
        }]
    }

    fn may_match(
        schema: &SchemaRef,
        sql: &str,
        containers: Vec<Option<&[ColumnStats]>>,
        rows: Option<Vec<u64>>,
    ) -> Vec<bool> {
        let state: SessionState = SessionContext::new().state();
        let df = DFSchema::try_from(schema.as_ref().clone()).unwrap();
        let expr = state.create_logical_expr(sql, &df).unwrap();
        let physical = state.create_physical_expr(expr, &df).unwrap();
        let pruning = PruningPredicateBuilder::new()
            .with_file_schema(schema.clone())
            .build(physical)
            .expect("a pruning predicate");
        pruning
            .prune(&ContainerStats::new(schema, containers, rows))
            .unwrap()
    }

    /// Pruning only ever drops containers that cannot hold a match: those without
    /// statistics are kept (DESIGN §2.2: pruning never changes which rows match).
    #[test]
    fn prunes_by_range_and_keeps_the_unknown() {
        let schema: SchemaRef =
            Arc::new(Schema::new(vec![Field::new("id", DataType::UInt64, true)]));
        let low = stats(Value::UInt(0), Value::UInt(99), 0);
        let high = stats(Value::UInt(100), Value::UInt(199), 0);
        let containers = vec![Some(low.as_slice()), Some(high.as_slice()), None];
        assert_eq!(
            may_match(&schema, "id >= 150", containers.clone(), None),
            [false, true, true]
        );
        assert_eq!(
            may_match(&schema, "id = 5", containers, Some(vec![100, 100, 100])),
            [true, false, true]
        );
    }

    /// Strings read as views compare with the footer's plain strings.
    #[test]
    fn string_views_and_all_null_containers() {
        let schema: SchemaRef =
            Arc::new(Schema::new(vec![Field::new("s", DataType::Utf8View, true)]));
        let ab = stats(Value::Str("a".into()), Value::Str("b".into()), 0);
        let nulls = vec![ColumnStats {
            min: None,
            max: None,
            null_count: 10,
        }];
        assert_eq!(
            may_match(
                &schema,
                "s = 'c'",
                vec![Some(ab.as_slice()), Some(nulls.as_slice())],
                Some(vec![10, 10])
            ),
            [false, false]
        );
        assert_eq!(
            may_match(
                &schema,
                "s = 'a'",
                vec![Some(ab.as_slice()), Some(nulls.as_slice())],
                Some(vec![10, 10])
            ),
            [true, false]
        );
    }
}
