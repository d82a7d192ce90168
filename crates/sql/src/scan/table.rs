//! [`MaskTable`]: a snapshot of one table's active parts and masks as a DataFusion table.

use std::{fmt, sync::Arc};

use arrow::datatypes::{Field, Schema, SchemaRef};
use async_trait::async_trait;
use datafusion::{
    catalog::{Session, TableProvider},
    common::{stats::Precision, DFSchema, Statistics},
    logical_expr::{utils::conjunction, Expr, TableProviderFilterPushDown, TableType},
    physical_optimizer::pruning::PruningPredicateBuilder,
    physical_plan::ExecutionPlan,
};
use maskhouse_part::schema::arrow_schema;
use maskhouse_store::TableState;

use super::{
    cache::{with_string_views, ScanCache},
    exec::MaskScanExec,
    reader::UnitReader,
    stats::ContainerStats,
    units::{split, Unit},
};

/// A snapshot of one table's active parts and masks, as a DataFusion table.
pub struct MaskTable {
    table: Arc<TableState>,
    schema: SchemaRef,
    apply_mask: bool,
    cache: Arc<ScanCache>,
    /// Columns of the table; the schema's fields past them are virtual columns.
    stored: usize,
}

/// ClickHouse's virtual columns of a MergeTree table that a query may name (never
/// part of `*`): the part a row is in, the row's position in it (deleted rows
/// counted), and whether the row is live (0 only when deleted rows are read,
/// `apply_deleted_mask = 0`).
pub const VIRTUAL_COLUMNS: [&str; 3] = ["_part", "_part_offset", "_row_exists"];

/// The virtual column at `index` of [`VIRTUAL_COLUMNS`], for `rows` rows of row group
/// `group` of `part`, read whole.
pub(super) fn virtual_column(
    index: usize,
    part: &maskhouse_store::ActivePart,
    group: usize,
    rows: usize,
) -> arrow::array::ArrayRef {
    use arrow::array::{StringViewArray, UInt64Array, UInt8Array};
    let start: u64 = part.meta.row_group_rows[..group].iter().sum();
    match index {
        0 => Arc::new(StringViewArray::from_iter_values(std::iter::repeat_n(
            part.name.to_string(),
            rows,
        ))),
        1 => Arc::new(UInt64Array::from_iter_values(start..start + rows as u64)),
        _ => Arc::new(UInt8Array::from_iter_values(
            (start..start + rows as u64).map(|row| u8::from(!part.mask.contains(row as u32))),
        )),
    }
}

fn virtual_fields() -> Vec<Field> {
    use arrow::datatypes::DataType;
    let part = Field::new(VIRTUAL_COLUMNS[0], DataType::Utf8View, false).with_metadata(
        [(
            crate::wire::CLICKHOUSE_TYPE.to_string(),
            "LowCardinality(String)".to_string(),
        )]
        .into(),
    );
    vec![
        part,
        Field::new(VIRTUAL_COLUMNS[1], DataType::UInt64, false),
        Field::new(VIRTUAL_COLUMNS[2], DataType::UInt8, false),
    ]
}

impl MaskTable {
    /// The columns `SELECT *` leaves out: the table's hidden columns
    /// (`MATERIALIZED`, `ALIAS`, stored sorting-key expressions) and its virtual ones.
    pub(crate) fn hidden_columns(&self) -> Vec<String> {
        self.table
            .schema
            .hidden_columns()
            .into_iter()
            .chain(
                self.schema.fields()[self.stored..]
                    .iter()
                    .map(|f| f.name().clone()),
            )
            .collect()
    }
}

impl fmt::Debug for MaskTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "MaskTable({})", self.table.schema.name)
    }
}

impl MaskTable {
    /// `apply_mask = false` shows deleted rows (`SETTINGS apply_deleted_mask = 0`).
    pub fn new(table: Arc<TableState>, apply_mask: bool, cache: Arc<ScanCache>) -> Self {
        let schema = with_clickhouse_types(
            &table.schema,
            &with_string_views(&arrow_schema(&table.schema)),
        );
        MaskTable {
            stored: schema.fields().len(),
            table,
            schema,
            apply_mask,
            cache,
        }
    }

    /// The same table with ClickHouse's [`VIRTUAL_COLUMNS`] after its own (none if a
    /// column of the table has one of their names: CREATE refuses them).
    pub fn with_virtual_columns(mut self) -> Self {
        if self
            .schema
            .fields()
            .iter()
            .any(|f| VIRTUAL_COLUMNS.contains(&f.name().as_str()))
        {
            return self;
        }
        let mut fields: Vec<Field> = self
            .schema
            .fields()
            .iter()
            .map(|f| f.as_ref().clone())
            .collect();
        fields.extend(virtual_fields());
        self.schema = Arc::new(Schema::new_with_metadata(
            fields,
            self.schema.metadata().clone(),
        ));
        self
    }
}

/// `schema` with the ClickHouse type of each column whose Arrow type does not tell it
/// (`LowCardinality(String)`; an array's, whose elements a computed array marks
/// nullable whatever they hold; `Date32`; the types kept as text, `UUID`,
/// `FixedString(N)` and `Enum`) in its field metadata, for the binary output formats
/// and `toTypeName`.
pub(crate) fn with_clickhouse_types(
    table: &maskhouse_types::TableSchema,
    schema: &SchemaRef,
) -> SchemaRef {
    let fields: Vec<Field> = schema
        .fields()
        .iter()
        .zip(&table.columns)
        .map(|(f, c)| match &c.ty {
            ty if matches!(
                ty,
                maskhouse_types::ColumnType::LowCardinality(_)
                    | maskhouse_types::ColumnType::Array(_)
                    | maskhouse_types::ColumnType::Tuple(_)
                    | maskhouse_types::ColumnType::Map(..)
            ) || matches!(ty.base(), maskhouse_types::ColumnType::Date32)
                || ty.is_constrained_text() =>
            {
                let mut metadata = f.metadata().clone();
                metadata.insert(crate::wire::CLICKHOUSE_TYPE.to_string(), c.ty.to_string());
                f.as_ref().clone().with_metadata(metadata)
            }
            _ => f.as_ref().clone(),
        })
        .collect();
    Arc::new(Schema::new_with_metadata(fields, schema.metadata().clone()))
}

impl MaskTable {
    /// Whether `filters` prune the table's row groups by its sorting key: what
    /// `force_primary_key` asks of a scan (never, for a table without a key). Only the
    /// conditions that read key columns alone count (`v = 5 OR id = 3` does not use
    /// the key, as in ClickHouse).
    fn uses_key(&self, state: &dyn Session, filters: &[Expr]) -> datafusion::error::Result<bool> {
        let key = &self.table.schema.order_by;
        let on_key: Vec<Expr> = filters
            .iter()
            .filter(|f| {
                let columns = f.column_refs();
                !columns.is_empty() && columns.iter().all(|c| key.contains(&c.name))
            })
            .cloned()
            .collect();
        let Some(expr) = conjunction(on_key) else {
            return Ok(false);
        };
        let df = DFSchema::try_from(self.schema.as_ref().clone())?;
        let physical = state.create_physical_expr(expr, &df)?;
        Ok(PruningPredicateBuilder::new()
            .with_file_schema(self.schema.clone())
            .build(physical)
            .is_some_and(|p| !p.always_true()))
    }
}

#[async_trait]
impl TableProvider for MaskTable {
    fn schema(&self) -> SchemaRef {
        self.schema.clone()
    }

    fn table_type(&self) -> TableType {
        TableType::Base
    }

    fn supports_filters_pushdown(
        &self,
        filters: &[&Expr],
    ) -> datafusion::error::Result<Vec<TableProviderFilterPushDown>> {
        // Used for pruning only; DataFusion still applies every filter above the scan.
        Ok(vec![TableProviderFilterPushDown::Inexact; filters.len()])
    }

    async fn scan(
        &self,
        state: &dyn Session,
        projection: Option<&Vec<usize>>,
        filters: &[Expr],
        limit: Option<usize>,
    ) -> datafusion::error::Result<Arc<dyn ExecutionPlan>> {
        let pruning = match conjunction(filters.to_vec()) {
            Some(expr) => {
                let df = DFSchema::try_from(self.schema.as_ref().clone())?;
                let physical = state.create_physical_expr(expr, &df)?;
                PruningPredicateBuilder::new()
                    .with_file_schema(self.schema.clone())
                    .build(physical)
            }
            None => None,
        };
        if let Some(progress) = state.config().get_extension::<crate::Progress>() {
            if progress.forces_primary_key()
                && !self.table.parts.is_empty()
                && !self.uses_key(state, filters)?
            {
                return Err(datafusion::common::DataFusionError::External(Box::new(
                    crate::Error::bad(format!(
                        "Primary key ({}) is not used and setting 'force_primary_key' is set. (INDEX_NOT_USED)",
                        self.table
                            .schema
                            .order_by
                            .iter()
                            .map(|k| self.table.schema.key_text(k))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ))
                    .with_code(maskhouse_types::codes::INDEX_NOT_USED),
                )));
            }
        }
        let mut units = Vec::new();
        let mut exact = true;
        // `_row_exists` reads the mask even when deleted rows are shown.
        let row_exists = self.stored + 2;
        let reads_mask = self.apply_mask
            || (self.schema.fields().len() > row_exists
                && projection.is_none_or(|p| p.contains(&row_exists)));
        for part in self.table.parts.values() {
            // Its deleted rows are not known here until the mask repair fetched the
            // damaged version again (DESIGN §2.4: a deleted row never reappears).
            if let (true, Some(mutation)) = (reads_mask, part.damaged_mask()) {
                return Err(datafusion::common::DataFusionError::External(
                    format!(
                        "mask version {mutation} of part {} of table {} is damaged on this \
                         replica; it is fetched again from a peer: retry the query",
                        part.name, self.table.schema.name
                    )
                    .into(),
                ));
            }
            let plan = self.apply_mask.then(|| self.cache.plan(part));
            let mut keep: Vec<bool> = match &plan {
                Some(plan) => plan.readable(),
                None => vec![true; part.meta.row_group_rows.len()],
            };
            if !keep.iter().any(|k| *k) {
                continue;
            }
            let footer = self.cache.footer(part).inspect_err(|_| {
                // Checked and repaired off the read path (DESIGN §2.6).
                part.file.report_damage();
            })?;
            if let Some(p) = &pruning {
                let stats = ContainerStats::new(
                    &self.schema,
                    footer.stats.iter().map(Option::as_deref).collect(),
                    Some(part.meta.row_group_rows.clone()),
                );
                // Statistics that cannot be used keep every row group.
                if let Ok(may_match) = p.prune(&stats) {
                    for (k, m) in keep.iter_mut().zip(may_match) {
                        if *k && !m {
                            *k = false;
                            exact = false;
                        }
                    }
                }
            }
            for (row_group, _) in keep.iter().enumerate().filter(|(_, k)| **k) {
                let live = match &plan {
                    Some(plan) => plan.live[row_group],
                    None => part.meta.row_group_rows[row_group],
                };
                units.push(Unit {
                    part: part.clone(),
                    footer: footer.clone(),
                    plan: plan.clone(),
                    row_group,
                    live,
                });
            }
        }
        let live: u64 = units.iter().map(|u| u.live).sum();
        if let Some(progress) = state.config().get_extension::<crate::Progress>() {
            // The query's `max_partitions_to_read`, else the table's (0: no limit).
            let max = progress.partitions_max().unwrap_or_else(|| {
                crate::table_settings::uint(&self.table.schema, "max_partitions_to_read")
                    .unwrap_or(0)
            });
            if max > 0 {
                let read: std::collections::BTreeSet<&str> = units
                    .iter()
                    .map(|u| u.part.name.partition.as_str())
                    .collect();
                if read.len() as u64 > max {
                    return Err(datafusion::common::DataFusionError::External(Box::new(
                        crate::Error::bad(format!(
                            "Too many partitions to read. Current {}, max {max}. (TOO_MANY_PARTITIONS)",
                            read.len()
                        ))
                        .with_code(maskhouse_types::codes::TOO_MANY_PARTITIONS),
                    )));
                }
            }
            progress.plan_to_read(live);
        }
        let partitions = state.config().target_partitions().max(1);
        let schema = match projection {
            Some(p) => Arc::new(self.schema.project(p)?),
            None => self.schema.clone(),
        };
        let mut stats = Statistics::new_unknown(&schema);
        // Exact live rows let `SELECT count()` be answered from metadata; min/max stay
        // unknown since deleted rows may hold the extremes.
        stats.num_rows = if exact {
            Precision::Exact(live as usize)
        } else {
            Precision::Inexact(live as usize)
        };
        let reader = UnitReader {
            schema,
            projection: projection.cloned(),
            batch_rows: state.config().batch_size(),
            columns: self.cache.columns().cloned(),
            stored: self.stored,
        };
        Ok(Arc::new(MaskScanExec::new(
            reader,
            split(units, |u| u.live, partitions),
            stats,
            limit,
        )))
    }
}
