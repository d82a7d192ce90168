//! DELETE predicates compiled with DataFusion: the same SQL text gives the same
//! function on every replica.

use std::{collections::BTreeSet, sync::Arc};

use arrow::{
    array::{ArrayRef, AsArray, BooleanArray, RecordBatch, UInt64Array},
    datatypes::{DataType, SchemaRef},
};
use datafusion::{
    common::{pruning::PruningStatistics, Column, DFSchema, ScalarValue},
    execution::context::SessionState,
    physical_expr::PhysicalExpr,
    physical_optimizer::pruning::{PruningPredicate, PruningPredicateBuilder},
    prelude::SessionContext,
};
use maskhouse_part::schema::arrow_schema;
use maskhouse_store::{PredicateCompiler, RowPredicate};
use maskhouse_types::{ColumnStats, TableSchema, Value};
use sqlparser::ast::ExprWithAlias;

use crate::{dialect, Error, Result};

/// The store's predicate compiler, backed by DataFusion.
pub struct SqlPredicates {
    state: SessionState,
}

impl Default for SqlPredicates {
    fn default() -> Self {
        SqlPredicates {
            state: SessionContext::new().state(),
        }
    }
}

struct Compiled {
    columns: Vec<usize>,
    schema: SchemaRef,
    /// Over the projected columns, for evaluation.
    projected: Arc<dyn PhysicalExpr>,
    /// Over all columns, for statistics pruning.
    pruning: Option<Arc<PruningPredicate>>,
}

impl SqlPredicates {
    /// Compiles `sql` for `table`; a bad column or a non-boolean type is a clear error.
    pub fn compile_checked(&self, table: &TableSchema, sql: &str) -> Result<Arc<dyn RowPredicate>> {
        let schema = arrow_schema(table);
        let df = DFSchema::try_from(schema.as_ref().clone())?;
        let mut expr = dialect::parse_expr(sql)?;
        dialect::rewrite_expr(&mut expr)?;
        let logical = self
            .state
            .create_logical_expr_from_sql_expr(ExprWithAlias { expr, alias: None }, &df)?;
        let logical = crate::literals::rewrite(logical, &df)?.data;
        let ty = datafusion::logical_expr::ExprSchemable::to_field(&logical, &df)?
            .1
            .data_type()
            .clone();
        if !matches!(ty, DataType::Boolean | DataType::Null) {
            return Err(Error::bad(format!(
                "the WHERE expression has type {ty}, not a boolean"
            )));
        }
        let columns: BTreeSet<usize> = logical
            .column_refs()
            .iter()
            .map(|c| df.index_of_column(c).map_err(Error::from))
            .collect::<Result<_>>()?;
        let columns: Vec<usize> = columns.into_iter().collect();
        let projected_schema = Arc::new(schema.project(&columns)?);
        let pdf = DFSchema::try_from(projected_schema.as_ref().clone())?;
        let projected = self.state.create_physical_expr(logical.clone(), &pdf)?;
        let full = self.state.create_physical_expr(logical, &df)?;
        let pruning = PruningPredicateBuilder::new()
            .with_file_schema(schema.clone())
            .build(full);
        Ok(Arc::new(Compiled {
            columns,
            schema,
            projected,
            pruning,
        }))
    }
}

impl PredicateCompiler for SqlPredicates {
    fn compile(&self, schema: &TableSchema, sql: &str) -> Result<Arc<dyn RowPredicate>, String> {
        self.compile_checked(schema, sql).map_err(|e| e.to_string())
    }
}

impl RowPredicate for Compiled {
    fn columns(&self) -> &[usize] {
        &self.columns
    }

    fn may_match(&self, stats: &[ColumnStats]) -> bool {
        let Some(p) = &self.pruning else { return true };
        let s = PartStatistics {
            schema: &self.schema,
            stats,
        };
        p.prune(&s).map(|v| v[0]).unwrap_or(true)
    }

    fn evaluate(&self, batch: &RecordBatch) -> Result<BooleanArray, String> {
        let v = self.projected.evaluate(batch).map_err(|e| e.to_string())?;
        let array = v.into_array(batch.num_rows()).map_err(|e| e.to_string())?;
        match array.data_type() {
            DataType::Boolean => Ok(array.as_boolean().clone()),
            DataType::Null => Ok(BooleanArray::from(vec![None; batch.num_rows()])),
            t => Err(format!("predicate returned {t}")),
        }
    }
}

/// One part's statistics, as the single container of a pruning question.
struct PartStatistics<'a> {
    schema: &'a SchemaRef,
    stats: &'a [ColumnStats],
}

impl PartStatistics<'_> {
    fn value(
        &self,
        column: &Column,
        pick: impl Fn(&ColumnStats) -> &Option<Value>,
    ) -> Option<ArrayRef> {
        let i = self.schema.index_of(&column.name).ok()?;
        let ty = self.schema.field(i).data_type();
        let scalar = match pick(self.stats.get(i)?).as_ref()? {
            Value::Bool(b) => ScalarValue::Boolean(Some(*b)),
            Value::Int(v) => ScalarValue::Int64(Some(*v)),
            Value::UInt(v) => ScalarValue::UInt64(Some(*v)),
            Value::Float(v) => ScalarValue::Float64(Some(*v)),
            Value::Str(s) => ScalarValue::Utf8(Some(s.clone())),
        };
        let scalar = match (ty, &scalar) {
            (DataType::Timestamp(unit, tz), ScalarValue::Int64(Some(v))) => {
                use arrow::datatypes::TimeUnit;
                match unit {
                    TimeUnit::Second => ScalarValue::TimestampSecond(Some(*v), tz.clone()),
                    TimeUnit::Millisecond => {
                        ScalarValue::TimestampMillisecond(Some(*v), tz.clone())
                    }
                    _ => return None,
                }
            }
            (DataType::Date32, ScalarValue::Int64(Some(v))) => ScalarValue::Date32(Some(*v as i32)),
            _ => scalar.cast_to(ty).ok()?,
        };
        scalar.to_array_of_size(1).ok()
    }
}

impl PruningStatistics for PartStatistics<'_> {
    fn min_values(&self, column: &Column) -> Option<ArrayRef> {
        self.value(column, |s| &s.min)
    }

    fn max_values(&self, column: &Column) -> Option<ArrayRef> {
        self.value(column, |s| &s.max)
    }

    fn num_containers(&self) -> usize {
        1
    }

    fn null_counts(&self, column: &Column) -> Option<ArrayRef> {
        let i = self.schema.index_of(&column.name).ok()?;
        Some(Arc::new(UInt64Array::from(vec![
            self.stats.get(i)?.null_count,
        ])))
    }

    fn row_counts(&self) -> Option<ArrayRef> {
        None
    }

    fn contained(
        &self,
        _: &Column,
        _: &std::collections::HashSet<ScalarValue>,
    ) -> Option<BooleanArray> {
        None
    }
}
