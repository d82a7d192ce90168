//! INSERT: rows from VALUES, SELECT or an input format, mapped onto the table's
//! columns, split by partition, sorted, staged, and proposed as one `AddParts`.

use std::{collections::BTreeMap, sync::Arc};

use arrow::{
    array::{new_null_array, Array, ArrayRef, RecordBatch, StringArray, UInt64Array},
    compute::concat_batches,
    datatypes::{DataType, Field, Schema, SchemaRef},
    row::{RowConverter, SortField},
};
use bytes::Bytes;
use datafusion::{common::DFSchema, prelude::SessionContext};
use maskhouse_part::schema::{arrow_schema, arrow_type};
use maskhouse_types::{ColumnType, Command, CommandOutcome, TableSchema};
use sqlparser::{ast::Statement, tokenizer::Token};

use crate::{
    dialect,
    engine::{cast_strict, Engine, QuerySettings},
    statement::{Insert, InsertSource},
    Error, InputFormat, InsertData, Result,
};

/// Decoded rows of a row-format INSERT held at once by default: past this, they are
/// sorted and written as a run (see `insert_by_blocks`).
pub const INSERT_BLOCK_BYTES: usize = 64 << 20;

/// Encoded bytes of rows an INSERT carries in its log entry (`Command::InsertRows`)
/// instead of staging a part: a small INSERT needs no file, no push and no fetch, and
/// shares its entry with the statements that arrive with it (group commit, design
/// 007). Larger INSERTs stage parts.
pub const INLINE_INSERT_BYTES_MAX: usize = 8 << 10;

/// Rows an INSERT may have to be tried inline at all.
const INLINE_INSERT_ROWS_MAX: usize = 1024;

impl Engine {
    /// Runs an INSERT; returns the log index of its `AddParts` (`None` when it had no
    /// rows, and so proposed nothing).
    pub(crate) async fn insert(
        &self,
        insert: Insert,
        data: Option<InsertData>,
        settings: &QuerySettings,
    ) -> Result<Option<u64>> {
        let Insert {
            table,
            columns,
            source,
        } = insert;
        let state = self.existing(&table)?;
        check_listed(&state.schema, &columns)?;
        // A query without ORDER BY returns its batches in no particular order (parallel
        // partitions); putting them in key order lets already sorted batches form one
        // sorted run, which then needs no row sort.
        let query = match source {
            InsertSource::Query(query) => query,
            InsertSource::Format { name, inline } => {
                let format = InputFormat::parse(&name)?;
                let data = match inline {
                    Some(d) => InsertData::Bytes(Bytes::from(d)),
                    None => data.unwrap_or(InsertData::Bytes(Bytes::new())),
                };
                if format == InputFormat::Values {
                    values_query(data).await?
                } else if crate::stream::by_rows(format) {
                    return self
                        .insert_by_blocks(&table, format, data, columns, &settings.progress)
                        .await;
                } else {
                    let (columns, batches) = self
                        .decode_input(format, data, &state.schema, columns)
                        .await?;
                    return self
                        .insert_rows(&table, &columns, batches, false, &settings.progress)
                        .await;
                }
            }
        };
        let reorder = query.order_by.is_none();
        let mut statement = Statement::Query(query);
        self.resolve_dotted(&mut statement, &settings.database);
        let finals = dialect::rewrite_statement(&mut statement)?;
        self.check_final(&finals, &settings.database)?;
        if let Some(rows) = plain_values(&statement) {
            let batch = self
                .values_rows(&state.schema, &columns, rows, &statement, settings)
                .await?;
            return self
                .insert_rows(&table, &columns, vec![batch], reorder, &settings.progress)
                .await;
        }
        let read = settings.for_source();
        let (_, batches, _) = self.run_query(statement, &read, false).await?;
        self.insert_rows(&table, &columns, batches, reorder, &settings.progress)
            .await
    }

    /// An INSERT into temporary table `name` of `session`: its rows decoded as an
    /// INSERT into a table decodes them, and kept in the session's memory.
    pub(crate) async fn insert_temporary(
        &self,
        session: &crate::temporary::Session,
        name: &str,
        columns: Vec<String>,
        source: InsertSource,
        data: Option<InsertData>,
        settings: &QuerySettings,
    ) -> Result<Option<u64>> {
        let schema = session
            .schema(name)
            .ok_or_else(|| Error::not_found(format!("Temporary table {name} does not exist")))?;
        check_listed(&schema, &columns)?;
        let query = match source {
            InsertSource::Query(query) => query,
            InsertSource::Format {
                name: format,
                inline,
            } => {
                let format = InputFormat::parse(&format)?;
                let data = match inline {
                    Some(d) => InsertData::Bytes(Bytes::from(d)),
                    None => data.unwrap_or(InsertData::Bytes(Bytes::new())),
                };
                if format == InputFormat::Values {
                    values_query(data).await?
                } else {
                    let (columns, batches) = if crate::stream::by_rows(format) {
                        // The body may be larger than a request body may be: decoded
                        // piece by piece, within what the temporary tables may still
                        // hold.
                        let budget = session.remaining();
                        let piece_bytes = crate::stream::PIECE_BYTES.min(self.insert_block_bytes);
                        let mut pieces = data.pieces(format, piece_bytes);
                        let mut reader = PieceReader::new(format, columns, &schema)?;
                        let mut batches = Vec::new();
                        let mut bytes = 0usize;
                        while let Some(piece) = pieces.next().await? {
                            let decoded = reader.decode(piece, &schema)?;
                            bytes += decoded
                                .iter()
                                .map(RecordBatch::get_array_memory_size)
                                .sum::<usize>();
                            if bytes > budget {
                                return Err(crate::temporary::over_budget(bytes, budget));
                            }
                            batches.extend(decoded);
                        }
                        (reader.columns, batches)
                    } else {
                        self.decode_input(format, data, &schema, columns).await?
                    };
                    let rows = self
                        .to_table_rows(&schema, &columns, batches, false)
                        .await?;
                    settings.progress.written(&rows);
                    session.append(name, &schema, rows)?;
                    return Ok(None);
                }
            }
        };
        let mut statement = Statement::Query(query);
        self.resolve_dotted(&mut statement, &settings.database);
        let finals = dialect::rewrite_statement(&mut statement)?;
        self.check_final(&finals, &settings.database)?;
        let batches = match plain_values(&statement) {
            Some(rows) => vec![
                self.values_rows(&schema, &columns, rows, &statement, settings)
                    .await?,
            ],
            // The query's rows stop at what the temporary tables may still hold.
            None => {
                let mut read = settings.for_source();
                read.max_result_bytes = Some(session.remaining() as u64);
                read.result_overflow = crate::settings::Overflow::Throw;
                self.run_query(statement, &read, true).await?.1
            }
        };
        let rows = self
            .to_table_rows(&schema, &columns, batches, false)
            .await?;
        settings.progress.written(&rows);
        session.append(name, &schema, rows)?;
        Ok(None)
    }

    /// The rows of `VALUES (…), (…)`, each value converted to its column's type on its
    /// own, as ClickHouse converts them: a column may mix a string, a function of a
    /// date and a number standing for an Enum's name. `statement` is the query the
    /// rows come from.
    async fn values_rows(
        &self,
        schema: &TableSchema,
        columns: &[String],
        rows: &[sqlparser::ast::Parens<Vec<sqlparser::ast::Expr>>],
        statement: &Statement,
        settings: &QuerySettings,
    ) -> Result<RecordBatch> {
        use datafusion::logical_expr::{sqlparser::ast::ExprWithAlias, LogicalPlanBuilder};
        let names: Vec<String> = if columns.is_empty() {
            insertable(schema).map(|c| c.name.clone()).collect()
        } else {
            columns.to_vec()
        };
        if let Some(row) = rows.iter().find(|r| r.content.len() != names.len()) {
            return Err(Error::bad(format!(
                "INSERT gives {} values in a row, for {} columns",
                row.content.len(),
                names.len()
            )));
        }
        // A Decimal column's values are taken as text, which `to_table_rows` cuts to
        // the scale as ClickHouse does (Arrow's cast would round them).
        let fields = names
            .iter()
            .map(|n| {
                let ty = match arrow_type(&table_column(schema, n)?) {
                    DataType::Decimal128(..) => DataType::Utf8,
                    ty => ty,
                };
                Ok(Field::new(n, ty, true))
            })
            .collect::<Result<Vec<_>>>()?;
        let target = Arc::new(DFSchema::try_from(arrow::datatypes::Schema::new(fields))?);
        // The rows read with the defaults, under this query's memory limit.
        let read = settings.for_source();
        let (ctx, _) = self.context(&read, false, &[], false)?;
        let state = ctx.state();
        let unknown = crate::error::unknown_functions(statement, &state);
        let none = DFSchema::empty();
        let enums: Vec<Option<maskhouse_types::EnumType>> = names
            .iter()
            .map(|n| match table_column(schema, n).ok()?.base() {
                ColumnType::Enum(e) => Some(e.clone()),
                _ => None,
            })
            .collect();
        let planned = rows
            .iter()
            .map(|row| {
                row.content
                    .iter()
                    .zip(&enums)
                    .map(|(e, en)| {
                        // A number given to an Enum column stands for the name it has,
                        // before any name spelt like it (`conform` reads text by name).
                        let e = match en.as_ref().and_then(|en| enum_number_name(e, en)) {
                            Some(name) => sqlparser::ast::Expr::value(
                                sqlparser::ast::Value::SingleQuotedString(name),
                            ),
                            None => e.clone(),
                        };
                        state.create_logical_expr_from_sql_expr(
                            ExprWithAlias {
                                expr: e,
                                alias: None,
                            },
                            &none,
                        )
                    })
                    .collect::<datafusion::error::Result<Vec<_>>>()
            })
            .collect::<datafusion::error::Result<Vec<_>>>()
            .map_err(|e| crate::error::planning_failed(e, &unknown))?;
        let plan = LogicalPlanBuilder::values_with_schema(planned, &target)
            .and_then(|b| b.build())
            .map_err(|e| crate::error::planning_failed(e, &unknown))?;
        let batches = ctx.execute_logical_plan(plan).await?.collect().await?;
        let schema = batches
            .first()
            .map(|b| b.schema())
            .unwrap_or_else(|| Arc::new(target.as_arrow().clone()));
        Ok(concat_batches(&schema, &batches)?)
    }

    /// Decodes input data that is decoded whole (binary formats, Parquet, Arrow).
    /// Returns the columns the batches hold (a named format's, else the listed ones).
    /// The rows of an external table (ClickHouse's external data), decoded as an
    /// INSERT into a table of its columns would decode them: each value converted to
    /// its column's type, defaults where a format leaves a column out.
    pub(crate) async fn external_table(
        &self,
        external: &crate::ExternalData,
    ) -> Result<(String, RecordBatch)> {
        let columns = external_columns(external)?;
        let schema = TableSchema {
            name: external.name.clone(),
            columns,
            order_by: vec![],
            partition_by: None,
            engine: maskhouse_types::Engine::MergeTree,
            settings: vec![],
            ttl: vec![],
            notes: Default::default(),
        };
        schema.validate().map_err(|e| Error::bad(e.to_string()))?;
        let format = InputFormat::parse(external.format.as_deref().unwrap_or("TabSeparated"))?;
        let data = external.data.clone();
        let (names, batches) = if format.is_text() {
            let target = target_schema(&schema, &[])?;
            let (batches, header) = crate::input::decode_text(format, &data, &target, |names| {
                target_schema(&schema, names)
            })?;
            (header.unwrap_or_default(), batches)
        } else if format == InputFormat::Values {
            return Err(Error::bad(format!(
                "external table {}: the format Values is not supported; use TabSeparated, CSV, JSONEachRow or a binary format",
                external.name
            )));
        } else {
            self.decode_input(format, InsertData::Bytes(data), &schema, vec![])
                .await?
        };
        let rows = self.to_table_rows(&schema, &names, batches, false).await?;
        Ok((external.name.clone(), rows))
    }

    async fn decode_input(
        &self,
        format: InputFormat,
        data: InsertData,
        schema: &TableSchema,
        columns: Vec<String>,
    ) -> Result<(Vec<String>, Vec<RecordBatch>)> {
        if let InputFormat::Binary(binary) = format {
            let data = data.collect().await?;
            let listed = if columns.is_empty() {
                insertable(schema)
                    .map(|c| (c.name.clone(), c.ty.clone()))
                    .collect()
            } else {
                columns
                    .iter()
                    .map(|n| Ok((n.clone(), table_column(schema, n)?)))
                    .collect::<Result<Vec<_>>>()?
            };
            let (batches, header) =
                crate::binary::decode(binary, &data, &listed, |n| table_column(schema, n))?;
            // Named formats choose the columns by their names.
            return Ok((header.unwrap_or(columns), batches));
        }
        let target = target_schema(schema, &columns)?;
        let batches = format.decode(data.collect().await?, &target)?;
        Ok((columns, batches))
    }

    /// An INSERT of a row format (TSV, CSV, JSONEachRow), decoded piece by piece as the
    /// data arrives and written as sorted runs of about `insert_block_bytes` of
    /// decoded rows, merged at the end into one staged part per partition: memory holds
    /// one piece of text and one block, whatever the size of the data, and the INSERT
    /// is still one `AddParts`.
    async fn insert_by_blocks(
        &self,
        table: &str,
        format: InputFormat,
        data: InsertData,
        columns: Vec<String>,
        progress: &crate::Progress,
    ) -> Result<Option<u64>> {
        let state = self.existing(table)?;
        let schema = &state.schema;
        // A piece of text is never larger than a block of its rows.
        let piece_bytes = crate::stream::PIECE_BYTES.min(self.insert_block_bytes);
        let mut pieces = data.pieces(format, piece_bytes);
        let mut reader = PieceReader::new(format, columns, schema)?;
        let mut block: Vec<RecordBatch> = Vec::new();
        let mut block_bytes = 0usize;
        let mut runs = maskhouse_store::Runs::default();
        let mut written = (0u64, 0u64);
        loop {
            let piece = pieces.next().await?;
            let ended = piece.is_none();
            if let Some(piece) = piece {
                let mut decoded = reader.decode(piece, schema)?;
                block_bytes += decoded
                    .iter()
                    .map(RecordBatch::get_array_memory_size)
                    .sum::<usize>();
                block.append(&mut decoded);
            }
            let full = block_bytes >= self.insert_block_bytes;
            if (full || ended) && !block.is_empty() {
                let rows = self
                    .to_table_rows(schema, &reader.columns, std::mem::take(&mut block), false)
                    .await?;
                if schema.discards_rows() {
                    progress.written(&rows);
                    block_bytes = 0;
                    if ended {
                        break;
                    }
                    continue;
                }
                if ended && runs.is_empty() {
                    if let Some(command) = self.inline_insert(schema, &rows)? {
                        let inserted = self.propose_inline(command).await?;
                        progress.written(&rows);
                        return Ok(inserted);
                    }
                }
                block_bytes = 0;
                written.0 += rows.num_rows() as u64;
                written.1 += crate::progress::batch_bytes(&rows);
                for (partition, batch) in self.split_partitions(schema, rows)? {
                    let sorted = maskhouse_part::sort_batch(&batch, &schema.sort_key())
                        .map_err(|e| Error::internal(e.to_string()))?;
                    self.store.write_run(&mut runs, &partition, &sorted)?;
                }
            }
            if ended {
                break;
            }
        }
        if runs.is_empty() {
            return Ok(None);
        }
        if runs.len() > 1 {
            tracing::info!(
                table,
                runs = runs.len(),
                rows = written.0,
                "merging an insert's runs"
            );
        }
        // Merging runs reads and writes the whole INSERT: off the async threads.
        let (store, for_merge) = (self.store.clone(), schema.clone());
        let staged = tokio::task::spawn_blocking(move || store.stage_runs(runs, &for_merge))
            .await
            .map_err(|e| Error::internal(format!("staging an insert: {e}")))??;
        let inserted = self.propose_staged(table, schema, staged).await?;
        progress.wrote(written.0, written.1);
        Ok(inserted)
    }

    /// Maps decoded rows onto the table, splits them by partition, sorts, stages and
    /// proposes them as one `AddParts`.
    async fn insert_rows(
        &self,
        table: &str,
        columns: &[String],
        batches: Vec<RecordBatch>,
        reorder: bool,
        progress: &crate::Progress,
    ) -> Result<Option<u64>> {
        let state = self.existing(table)?;
        let rows = self
            .to_table_rows(&state.schema, columns, batches, reorder)
            .await?;
        if rows.num_rows() == 0 {
            return Ok(None);
        }
        // ENGINE = Null: the rows are checked and counted, and not kept.
        if state.schema.discards_rows() {
            progress.written(&rows);
            return Ok(None);
        }
        if let Some(command) = self.inline_insert(&state.schema, &rows)? {
            let inserted = self.propose_inline(command).await?;
            progress.written(&rows);
            return Ok(inserted);
        }
        let written = rows.clone();
        let parts = self.split_partitions(&state.schema, rows)?;
        let key = state.schema.sort_key();
        // Sorting and encoding take the cores for a while: off the async threads.
        let store = self.store.clone();
        let staged = tokio::task::spawn_blocking(move || -> Result<Vec<_>> {
            let mut staged = vec![];
            for (partition, batch) in parts {
                let sorted = maskhouse_part::sort_batch(&batch, &key)
                    .map_err(|e| Error::internal(e.to_string()));
                match sorted.and_then(|sorted| Ok(store.stage(&partition, &sorted)?)) {
                    Ok(s) => staged.push(s),
                    Err(e) => {
                        store.discard_staged(&staged);
                        return Err(e);
                    }
                }
            }
            Ok(staged)
        })
        .await
        .map_err(|e| Error::internal(format!("staging an insert: {e}")))??;
        let inserted = self.propose_staged(table, &state.schema, staged).await?;
        progress.written(&written);
        Ok(inserted)
    }

    /// The `InsertRows` command of `rows` (the table's columns) when they are small
    /// enough to travel in the log entry ([`INLINE_INSERT_BYTES_MAX`]), by partition,
    /// in the order given (apply sorts them stably, so the later of two rows with one
    /// key stays the later).
    fn inline_insert(&self, schema: &TableSchema, rows: &RecordBatch) -> Result<Option<Command>> {
        if rows.num_rows() == 0
            || rows.num_rows() > INLINE_INSERT_ROWS_MAX
            || rows.get_array_memory_size() > 8 * INLINE_INSERT_BYTES_MAX
        {
            return Ok(None);
        }
        let mut partitions = Vec::new();
        let mut bytes = 0;
        for (partition, batch) in self.split_partitions(schema, rows.clone())? {
            let data =
                maskhouse_part::encode_rows(&batch).map_err(|e| Error::internal(e.to_string()))?;
            bytes += data.len();
            if bytes > INLINE_INSERT_BYTES_MAX {
                return Ok(None);
            }
            partitions.push(maskhouse_types::InlineRows {
                partition,
                rows: batch.num_rows() as u64,
                data,
            });
        }
        Ok(Some(Command::InsertRows {
            table: schema.name.clone(),
            schema: schema.checksum(),
            partitions,
        }))
    }

    /// Proposes an inline INSERT; returns its log index.
    async fn propose_inline(&self, command: Command) -> Result<Option<u64>> {
        match self.proposer.propose(command).await? {
            CommandOutcome::Rejected(reason) => Err(Error::bad(reason)),
            CommandOutcome::Inserted { parts, .. } => Ok(parts.first().map(|p| p.min_block)),
            _ => Ok(None),
        }
    }

    /// Replicates the staged parts of an INSERT and proposes them as one `AddParts`;
    /// returns its log index.
    async fn propose_staged(
        &self,
        table: &str,
        schema: &TableSchema,
        staged: Vec<maskhouse_types::StagedPart>,
    ) -> Result<Option<u64>> {
        // Refused here, before anything is replicated, as apply would refuse it.
        if let Err(reason) = maskhouse_store::replacing_insert_check(schema, &staged) {
            self.store.discard_staged(&staged);
            return Err(Error::bad(reason));
        }
        // Invariant 2.3: the parts are fsynced on a majority before the entry exists.
        if let Err(e) = self.proposer.replicate(&staged).await {
            self.store.discard_staged(&staged);
            return Err(e);
        }
        let command = Command::AddParts {
            table: table.to_string(),
            parts: staged,
            schema: schema.checksum(),
        };
        // A failed proposal keeps its staged files: the entry may still commit, and
        // apply needs them. Expired staging is collected later.
        match self.proposer.propose(command).await? {
            CommandOutcome::Rejected(reason) => Err(Error::bad(reason)),
            // Parts of an insert are named after its entry's index (their first block).
            CommandOutcome::Inserted { parts, .. } => Ok(parts.first().map(|p| p.min_block)),
            _ => Ok(None),
        }
    }

    /// Maps query output (by position, or to the listed columns) onto the table's
    /// columns, filling the rest with defaults, converting types strictly.
    async fn to_table_rows(
        &self,
        schema: &TableSchema,
        columns: &[String],
        batches: Vec<RecordBatch>,
        reorder: bool,
    ) -> Result<RecordBatch> {
        let target = arrow_schema(schema);
        let rows: usize = batches.iter().map(|b| b.num_rows()).sum();
        let Some(first) = batches.first() else {
            return Ok(RecordBatch::new_empty(target));
        };
        let given = first.num_columns();
        let names: Vec<String> = if columns.is_empty() {
            let names: Vec<String> = insertable(schema).map(|c| c.name.clone()).collect();
            if given != names.len() {
                return Err(Error::bad(format!(
                    "INSERT gives {} columns, table {} has {}",
                    given,
                    schema.name,
                    names.len()
                )));
            }
            names
        } else {
            for c in columns {
                if schema.column(c).is_none() {
                    return Err(Error::bad(format!(
                        "no column {c} in table {}",
                        schema.name
                    )));
                }
            }
            if given != columns.len() {
                return Err(Error::bad(format!(
                    "INSERT lists {} columns but gives {}",
                    columns.len(),
                    given
                )));
            }
            columns.to_vec()
        };
        let mut batches = batches;
        if reorder {
            order_by_first_key(schema, &names, &mut batches)?;
        }
        let input = concat_batches(&batches[0].schema(), &batches)?;
        // The given columns, converted; the others take their default: the type's, or
        // their DEFAULT expression over the row's other columns, computed after the
        // columns it reads. ClickHouse's `insert_null_as_default` (on by default): a
        // NULL given to a column that cannot hold one takes that column's default,
        // before other defaults read it.
        let mut arrays: Vec<Option<ArrayRef>> = Vec::with_capacity(schema.columns.len());
        for (i, col) in schema.columns.iter().enumerate() {
            let ty = target.field(i).data_type();
            // A MATERIALIZED column's value is always its expression's; one given
            // by name in the data (a JSON field, a header) is not read.
            let position = names
                .iter()
                .position(|n| n == &col.name)
                .filter(|_| !col.is_hidden());
            let given = match position {
                Some(j) => Some(
                    match maskhouse_part::schema::enum_numbers_to_names(input.column(j), &col.ty) {
                        Some(named) => {
                            named.map_err(|e| Error::bad(e.message).with_code(e.code))?
                        }
                        None => conform(&cast_strict(input.column(j), ty)?, &col.ty)?,
                    },
                ),
                None => None,
            };
            arrays.push(match (given, &col.default) {
                (Some(array), None) => Some(self.null_as_default(col, ty, array, &[]).await?),
                (None, None) => Some(self.default_column(col, ty, rows, &[]).await?),
                // Computed below, in the order defaults read each other.
                (Some(array), Some(_)) => Some(array),
                (None, Some(_)) => None,
            });
        }
        // Arrays of a nested structure left out take their sizes from a given one,
        // before defaults read them.
        fill_nested_siblings(schema, &names, &mut arrays)?;
        for i in crate::ddl::default_order(schema)? {
            let row = row_columns(schema, &arrays, i);
            let col = &schema.columns[i];
            let ty = target.field(i).data_type();
            arrays[i] = Some(match arrays[i].take() {
                Some(given) => self.null_as_default(col, ty, given, &row).await?,
                None => self.default_column(col, ty, rows, &row).await?,
            });
        }
        let mut out: Vec<ArrayRef> = Vec::with_capacity(arrays.len());
        for (col, array) in schema.columns.iter().zip(arrays) {
            let array = array.expect("every column has its values");
            if !col.ty.is_nullable() && array.null_count() > 0 {
                return Err(Error::bad(format!(
                    "NULL in column {} of type {}",
                    col.name, col.ty
                )));
            }
            out.push(array);
        }
        nested_sizes_agree(schema, &names, &out)?;
        Ok(RecordBatch::try_new(target, out)?)
    }

    /// `array`, given for column `col`, with its NULLs replaced by the column's default
    /// when the column cannot hold NULL (`row`: the row's other columns, which the
    /// default may read).
    async fn null_as_default(
        &self,
        col: &maskhouse_types::ColumnDef,
        ty: &DataType,
        array: ArrayRef,
        row: &[(String, ArrayRef)],
    ) -> Result<ArrayRef> {
        if col.ty.is_nullable() || array.null_count() == 0 {
            return Ok(array);
        }
        let default = self.default_column(col, ty, array.len(), row).await?;
        let given = arrow::compute::is_not_null(&array)?;
        Ok(arrow::compute::kernels::zip::zip(&given, &array, &default)?)
    }

    /// Column `col`'s default for `rows` rows: its `DEFAULT` expression, over `row`
    /// (the row's other columns, by name) when it reads them, or its type's default.
    pub(crate) async fn default_column(
        &self,
        col: &maskhouse_types::ColumnDef,
        ty: &DataType,
        rows: usize,
        row: &[(String, ArrayRef)],
    ) -> Result<ArrayRef> {
        let value: ArrayRef = match &col.default {
            Some(expr) => {
                let mut e = dialect::parse_expr(expr)?;
                dialect::rewrite_expr(&mut e)?;
                // ClickHouse's functions (`length` …) mean here what they mean in
                // SELECT, and names are case-sensitive as there.
                // Typed as in a query: `toDate(…) + id % 30` is a date.
                let mut config = datafusion::prelude::SessionConfig::new();
                config.options_mut().sql_parser.enable_ident_normalization = false;
                let ctx = SessionContext::new_with_state(crate::functions::clickhouse_state(
                    datafusion::execution::SessionStateBuilder::new(),
                    config,
                )?);
                let reads_row = row.iter().any(|(name, _)| {
                    let mut found = false;
                    let _ = sqlparser::ast::visit_expressions(&e, |x| {
                        found |= match x {
                            sqlparser::ast::Expr::Identifier(id) => &id.value == name,
                            sqlparser::ast::Expr::CompoundIdentifier(parts) => {
                                parts.last().is_some_and(|p| &p.value == name)
                            }
                            _ => false,
                        };
                        std::ops::ControlFlow::<()>::Continue(())
                    });
                    found
                });
                if reads_row {
                    let fields: Vec<Field> = row
                        .iter()
                        .map(|(n, a)| Field::new(n, a.data_type().clone(), true))
                        .collect();
                    let batch = RecordBatch::try_new(
                        Arc::new(Schema::new(fields)),
                        row.iter().map(|(_, a)| a.clone()).collect(),
                    )?;
                    ctx.register_batch("__row", batch)?;
                    let out = ctx
                        .sql(&format!("SELECT {e} FROM __row"))
                        .await?
                        .collect()
                        .await?;
                    let value = match out.first() {
                        Some(first) => concat_batches(&first.schema(), &out)?.column(0).clone(),
                        None => {
                            return Err(Error::bad(format!("default of {} gave no rows", col.name)))
                        }
                    };
                    return conform(&cast_strict(&value, ty)?, &col.ty);
                }
                let batches = ctx.sql(&format!("SELECT {e}")).await?.collect().await?;
                conform(&cast_strict(batches[0].column(0), ty)?, &col.ty)?
            }
            None if col.ty.is_nullable() => return Ok(new_null_array(ty, rows)),
            None => {
                let zero: ArrayRef = match ty {
                    // ClickHouse's defaults: the nil UUID, N zero bytes, the name of
                    // the Enum's smallest number.
                    DataType::Utf8 if col.ty.is_constrained_text() => {
                        let text = match col.ty.base() {
                            ColumnType::Uuid => "00000000-0000-0000-0000-000000000000",
                            ColumnType::Enum(e) => e.default_name(),
                            _ => "",
                        };
                        conform(
                            &(Arc::new(StringArray::from(vec![text])) as ArrayRef),
                            &col.ty,
                        )?
                    }
                    DataType::Utf8 => Arc::new(StringArray::from(vec![""])),
                    DataType::Boolean => Arc::new(arrow::array::BooleanArray::from(vec![false])),
                    // A tuple of its elements' defaults; an empty map.
                    DataType::Struct(_) | DataType::Map(..) => default_of(&col.ty)?,
                    // An empty array.
                    DataType::List(element) => Arc::new(arrow::array::ListArray::new(
                        element.clone(),
                        arrow::buffer::OffsetBuffer::new_zeroed(1),
                        arrow::array::new_empty_array(element.data_type()),
                        None,
                    )),
                    // Dates count days in an Int32 and times units in an Int64: their
                    // zero (1970-01-01) comes from those.
                    // A `Date32` starts at 1900-01-01, its default.
                    DataType::Date32 if matches!(col.ty.base(), ColumnType::Date32) => cast_strict(
                        &(Arc::new(arrow::array::Int32Array::from(vec![DATE32_MIN_DAYS]))
                            as ArrayRef),
                        ty,
                    )?,
                    DataType::Date32 => cast_strict(
                        &(Arc::new(arrow::array::Int32Array::from(vec![0])) as ArrayRef),
                        ty,
                    )?,
                    DataType::Date64 | DataType::Timestamp(..) => cast_strict(
                        &(Arc::new(arrow::array::Int64Array::from(vec![0])) as ArrayRef),
                        ty,
                    )?,
                    _ => cast_strict(&(Arc::new(UInt64Array::from(vec![0])) as ArrayRef), ty)?,
                };
                zero
            }
        };
        if let ColumnType::FixedString(n) = col.ty.base() {
            maskhouse_part::schema::fixed_string_bytes(rows, *n as usize, 0)
                .map_err(|e| Error::bad(e.message).with_code(e.code))?;
        }
        let idx = UInt64Array::from(vec![0u64; rows]);
        Ok(arrow::compute::take(&value, &idx, None)?)
    }

    pub(crate) fn partition_expr(
        &self,
        schema: &TableSchema,
        expr: &str,
    ) -> Result<Arc<dyn datafusion::physical_expr::PhysicalExpr>> {
        let arrow = arrow_schema(schema);
        let df = DFSchema::try_from(arrow.as_ref().clone())?;
        let mut e = dialect::parse_expr(expr)?;
        dialect::rewrite_expr(&mut e)?;
        // Identifiers are case-sensitive, as in ClickHouse and in SELECT.
        let mut config = datafusion::prelude::SessionConfig::new();
        config.options_mut().sql_parser.enable_ident_normalization = false;
        let mut state = SessionContext::new_with_config(config).state();
        crate::functions::register(&mut state)?;
        let logical = state.create_logical_expr_from_sql_expr(
            sqlparser::ast::ExprWithAlias {
                expr: e,
                alias: None,
            },
            &df,
        )?;
        // Literals typed as in queries: `id % 10` of a UInt64 `id` is UInt64, whose
        // values are the partition ids, as in ClickHouse.
        let logical = crate::literals::rewrite(logical, &df)?.data;
        let logical = crate::functions::simplified(logical, &df)?;
        Ok(state.create_physical_expr(logical, &df)?)
    }

    /// Splits rows by partition id (`all` without PARTITION BY).
    fn split_partitions(
        &self,
        schema: &TableSchema,
        rows: RecordBatch,
    ) -> Result<Vec<(String, RecordBatch)>> {
        let Some(expr) = &schema.partition_by else {
            return Ok(vec![("all".to_string(), rows)]);
        };
        let physical = self.partition_expr(schema, expr)?;
        let values = physical.evaluate(&rows)?.into_array(rows.num_rows())?;
        let ids = partition_ids(&values)?;
        let mut groups: BTreeMap<String, Vec<u64>> = BTreeMap::new();
        for (i, id) in ids.into_iter().enumerate() {
            groups.entry(id).or_default().push(i as u64);
        }
        groups
            .into_iter()
            .map(|(id, idx)| {
                Ok((
                    id,
                    arrow::compute::take_record_batch(&rows, &UInt64Array::from(idx))?,
                ))
            })
            .collect()
    }
}

/// Decodes a row format's data piece by piece: the first piece of a `…WithNames`
/// format names the columns (whatever the INSERT listed), and the later ones have no
/// header.
struct PieceReader {
    format: InputFormat,
    /// The columns the pieces hold.
    columns: Vec<String>,
    target: SchemaRef,
}

impl PieceReader {
    fn new(format: InputFormat, columns: Vec<String>, schema: &TableSchema) -> Result<Self> {
        let target = target_schema(schema, &columns)?;
        Ok(PieceReader {
            format,
            columns,
            target,
        })
    }

    fn decode(&mut self, piece: Bytes, schema: &TableSchema) -> Result<Vec<RecordBatch>> {
        if !self.format.is_text() {
            return self.format.decode(piece, &self.target);
        }
        let (decoded, header) =
            crate::input::decode_text(self.format, &piece, &self.target, |names| {
                target_schema(schema, names)
            })?;
        if let Some(names) = header {
            self.target = target_schema(schema, &names)?;
            self.columns = names;
            self.format = match self.format {
                InputFormat::Csv { .. } => InputFormat::Csv { header: false },
                _ => InputFormat::TabSeparated { header: false },
            };
        }
        Ok(decoded)
    }
}

/// The query of an INSERT's `Values` data: Values are SQL, `VALUES <data>`; rows may
/// follow each other without commas, as in ClickHouse.
async fn values_query(data: InsertData) -> Result<Box<sqlparser::ast::Query>> {
    let data = data.collect().await?;
    let text = std::str::from_utf8(&data).map_err(|_| Error::bad("Values data is not UTF-8"))?;
    let sql = format!("VALUES {text}");
    let (toks, error) = crate::statement::tokenize(&sql);
    if let Some(e) = error {
        return Err(Error::bad(format!("Syntax error in the Values data: {e}")));
    }
    let sql = crate::statement::values_rows_with_commas(&sql, &toks);
    let mut parser = crate::syntax::parser(&sql)?;
    let query = parser.parse_query()?;
    if parser.peek_token().token != Token::EOF {
        return Err(Error::bad(format!(
            "Syntax error: unexpected {} after the Values data",
            parser.peek_token().token
        )));
    }
    Ok(query)
}

/// ClickHouse-style partition ids: numbers and dates as digits, other values hashed.
fn partition_ids(values: &ArrayRef) -> Result<Vec<String>> {
    use arrow::array::AsArray;
    let n = values.len();
    if values.null_count() > 0 {
        return Err(Error::bad("PARTITION BY expression is NULL for some rows"));
    }
    let ty = values.data_type();
    // A tuple of numbers and dates: their ids joined by `-` (`(1, 2)` is `1-2`), as in
    // ClickHouse; a tuple with anything else is hashed whole.
    if let DataType::Struct(fields) = ty {
        let numeric = fields
            .iter()
            .all(|f| f.data_type().is_integer() || matches!(f.data_type(), DataType::Date32));
        let s = values.as_struct();
        if s.columns().iter().any(|c| c.null_count() > 0) {
            return Err(Error::bad("PARTITION BY expression is NULL for some rows"));
        }
        if numeric && !fields.is_empty() {
            let ids = s
                .columns()
                .iter()
                .map(partition_ids)
                .collect::<Result<Vec<_>>>()?;
            let joined: Vec<String> = (0..n)
                .map(|i| {
                    ids.iter()
                        .map(|c| c[i].as_str())
                        .collect::<Vec<_>>()
                        .join("-")
                })
                .collect();
            // An id longer than a partition id may be is hashed, as other tuples are.
            if joined
                .iter()
                .all(|id| id.len() <= maskhouse_types::PARTITION_ID_BYTES_MAX)
            {
                return Ok(joined);
            }
        }
        let texts = s
            .columns()
            .iter()
            .map(|c| cast_strict(c, &DataType::Utf8))
            .collect::<Result<Vec<_>>>()?;
        return Ok((0..n)
            .map(|i| {
                let joined: Vec<&str> = texts
                    .iter()
                    .map(|c| c.as_string::<i32>().value(i))
                    .collect();
                format!("{:08x}", crc32(joined.join("\t").as_bytes()))
            })
            .collect());
    }
    if ty.is_integer() {
        let v = cast_strict(values, &DataType::Int64)?;
        return Ok(v
            .as_primitive::<arrow::datatypes::Int64Type>()
            .values()
            .iter()
            .map(|x| {
                if *x < 0 {
                    format!("-{}", x.unsigned_abs())
                } else {
                    x.to_string()
                }
            })
            .collect());
    }
    if matches!(ty, DataType::Date32) {
        let v = cast_strict(values, &DataType::Utf8)?;
        return Ok(v
            .as_string::<i32>()
            .iter()
            .map(|s| s.unwrap_or_default().replace('-', ""))
            .collect());
    }
    let v = cast_strict(values, &DataType::Utf8)?;
    let s = v.as_string::<i32>();
    Ok((0..n)
        .map(|i| format!("{:08x}", crc32(s.value(i).as_bytes())))
        .collect())
}

fn crc32(bytes: &[u8]) -> u32 {
    // A small bitwise CRC-32 keeps this crate free of another dependency for ids.
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 != 0 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// Days from 1970-01-01 to 1900-01-01, the first day a `Date32` holds.
const DATE32_MIN_DAYS: i32 = -25_567;

/// The name an integer literal (`2`, `-1`) stands for in an Enum, if it is one and
/// stands for one.
fn enum_number_name(expr: &sqlparser::ast::Expr, e: &maskhouse_types::EnumType) -> Option<String> {
    use sqlparser::ast::{Expr, UnaryOperator, Value};
    let number = match expr {
        Expr::Value(v) => match &v.value {
            Value::Number(n, _) => n.parse::<i64>().ok()?,
            _ => return None,
        },
        Expr::UnaryOp {
            op: UnaryOperator::Minus,
            expr,
        } => match expr.as_ref() {
            Expr::Value(v) => match &v.value {
                Value::Number(n, _) => -n.parse::<i64>().ok()?,
                _ => return None,
            },
            _ => return None,
        },
        _ => return None,
    };
    e.name_of(number).map(str::to_string)
}

/// The rows of a statement that is only `VALUES (…), (…)`, when a column mixes kinds
/// of values ([`mixed`]).
fn plain_values(
    statement: &Statement,
) -> Option<&[sqlparser::ast::Parens<Vec<sqlparser::ast::Expr>>]> {
    let Statement::Query(query) = statement else {
        return None;
    };
    if query.with.is_some() || query.order_by.is_some() || query.limit_clause.is_some() {
        return None;
    }
    let sqlparser::ast::SetExpr::Values(values) = query.body.as_ref() else {
        return None;
    };
    let columns = values.rows.first().map_or(0, |r| r.content.len());
    (0..columns)
        .any(|j| mixed(values.rows.iter().filter_map(|r| r.content.get(j))))
        .then_some(&values.rows)
}

/// Whether the values of one VALUES column are of more than one kind (a string, a
/// number, a boolean, an array, any other expression; NULL goes with any): then the
/// planner finds no one type for them, and each is converted to the column's type on
/// its own ([`Engine::values_rows`]). Columns of one kind are planned as a query,
/// which is faster.
fn mixed<'a>(values: impl Iterator<Item = &'a sqlparser::ast::Expr>) -> bool {
    use sqlparser::ast::{Expr, UnaryOperator, Value};
    fn kind(e: &Expr) -> Option<u8> {
        match e {
            Expr::Value(v) => match &v.value {
                Value::Null => None,
                Value::Number(..) => Some(1),
                Value::Boolean(_) => Some(2),
                v if v.clone().into_string().is_some() => Some(3),
                _ => Some(0),
            },
            Expr::UnaryOp {
                op: UnaryOperator::Minus | UnaryOperator::Plus,
                expr,
            } => kind(expr),
            Expr::Nested(inner) => kind(inner),
            Expr::Array(_) => Some(4),
            _ => Some(0),
        }
    }
    let mut seen = None;
    for k in values.filter_map(kind) {
        match seen {
            None => seen = Some(k),
            Some(s) if s != k => return true,
            _ => {}
        }
    }
    false
}

/// `array` as column type `ty` keeps it ([`maskhouse_part::schema::conform`]).
pub(crate) fn conform(array: &ArrayRef, ty: &ColumnType) -> Result<ArrayRef> {
    maskhouse_part::schema::conform(array, ty).map_err(|e| Error::bad(e.message).with_code(e.code))
}

fn table_column(schema: &TableSchema, name: &str) -> Result<maskhouse_types::ColumnType> {
    schema.column(name).map(|c| c.ty.clone()).ok_or_else(|| {
        Error::bad(format!(
            "Unknown column {name} in table {} in the input",
            schema.name
        ))
    })
}

/// The columns of an external table: `structure` (`id UInt32, s String`) or `types`
/// (`UInt32,String`, named `_1`, `_2`, …), exactly one of them.
fn external_columns(external: &crate::ExternalData) -> Result<Vec<maskhouse_types::ColumnDef>> {
    let name = &external.name;
    let text = match (&external.structure, &external.types) {
        (Some(structure), None) => structure.clone(),
        (None, Some(types)) => {
            let (toks, _) = crate::statement::tokenize(types);
            crate::ddl::split_commas(&toks)
                .iter()
                .enumerate()
                .map(|(i, t)| match (t.first(), t.last()) {
                    (Some(a), Some(b)) => Ok(format!("_{} {}", i + 1, &types[a.start..b.end])),
                    _ => Err(Error::bad(format!("external table {name}: an empty type"))),
                })
                .collect::<Result<Vec<_>>>()?
                .join(", ")
        }
        _ => {
            return Err(Error::bad(format!(
                "external table {name} needs its columns: the parameter {name}_structure (`id UInt32, s String`) or {name}_types (`UInt32,String`), not both"
            )))
        }
    };
    let (toks, error) = crate::statement::tokenize(&text);
    if let Some(e) = error {
        return Err(Error::bad(format!("external table {name}: {e}")));
    }
    crate::ddl::split_commas(&toks)
        .into_iter()
        .map(|c| crate::ddl::parse_column(&text, c))
        .collect::<Result<Vec<_>>>()
        .map_err(|e| Error::bad(format!("external table {name}: {}", e.message)))
}

fn target_schema(schema: &TableSchema, columns: &[String]) -> Result<SchemaRef> {
    let fields: Vec<Field> = if columns.is_empty() {
        insertable(schema)
            .map(|c| Field::new(&c.name, arrow_type(&c.ty), true))
            .collect()
    } else {
        columns
            .iter()
            .map(|n| {
                let c = schema
                    .column(n)
                    .ok_or_else(|| Error::bad(format!("no column {n} in table {}", schema.name)))?;
                Ok(Field::new(&c.name, arrow_type(&c.ty), true))
            })
            .collect::<Result<_>>()?
    };
    Ok(Arc::new(Schema::new(fields)))
}

/// The columns an INSERT without a column list gives, in order: all but the
/// `MATERIALIZED` and `ALIAS` ones.
fn insertable(schema: &TableSchema) -> impl Iterator<Item = &maskhouse_types::ColumnDef> {
    schema.columns.iter().filter(|c| !c.is_hidden())
}

/// Refuses an INSERT's column list that names a `MATERIALIZED` or `ALIAS` column, as
/// ClickHouse does (`ILLEGAL_COLUMN`, 44).
pub(crate) fn check_listed(schema: &TableSchema, columns: &[String]) -> Result<()> {
    match columns
        .iter()
        .filter_map(|n| schema.column(n))
        .find(|c| c.is_hidden())
    {
        Some(c) => Err(Error::bad(format!(
            "Cannot insert column {}, because it is {} column. (ILLEGAL_COLUMN)",
            c.name,
            c.default_kind()
        ))
        .with_code(maskhouse_types::codes::ILLEGAL_COLUMN)),
        None => Ok(()),
    }
}

/// Orders `batches` (stably) by the sort key of their first row, so that sorted batches
/// of a parallel query form one sorted run. `names` are the batches' columns as table
/// column names.
fn order_by_first_key(
    schema: &TableSchema,
    names: &[String],
    batches: &mut [RecordBatch],
) -> Result<()> {
    let Some(key) = schema
        .order_by
        .iter()
        .map(|k| names.iter().position(|n| n == k))
        .collect::<Option<Vec<usize>>>()
    else {
        return Ok(());
    };
    if key.is_empty() || batches.len() < 2 || batches.iter().any(|b| b.num_rows() == 0) {
        return Ok(());
    }
    let fields = key
        .iter()
        .map(|&j| SortField::new(batches[0].column(j).data_type().clone()))
        .collect();
    let converter = RowConverter::new(fields)?;
    let mut firsts = Vec::with_capacity(batches.len());
    for b in batches.iter() {
        let columns: Vec<ArrayRef> = key.iter().map(|&j| b.column(j).slice(0, 1)).collect();
        firsts.push(converter.convert_columns(&columns)?.row(0).owned());
    }
    let mut order: Vec<usize> = (0..batches.len()).collect();
    order.sort_by(|&a, &b| firsts[a].cmp(&firsts[b]));
    let sorted: Vec<RecordBatch> = order.iter().map(|&i| batches[i].clone()).collect();
    batches.clone_from_slice(&sorted);
    Ok(())
}

/// The columns of a row known so far, by name, leaving out column `except`.
fn row_columns(
    schema: &TableSchema,
    arrays: &[Option<ArrayRef>],
    except: usize,
) -> Vec<(String, ArrayRef)> {
    schema
        .columns
        .iter()
        .zip(arrays)
        .enumerate()
        .filter(|(i, _)| *i != except)
        .filter_map(|(_, (c, a))| a.clone().map(|a| (c.name.clone(), a)))
        .collect()
}

/// One row of a column type's default, as ClickHouse's, for the elements of tuples
/// (and a tuple or map itself): NULL for a Nullable type, the nil UUID, N zero bytes,
/// an Enum's first name, `1900-01-01` for a `Date32`, an empty array or map, a tuple of
/// its elements' defaults, zero or the empty string otherwise.
pub(crate) fn default_of(ty: &ColumnType) -> Result<ArrayRef> {
    let arrow = maskhouse_part::schema::arrow_type(ty);
    let text = |v: String| -> Result<ArrayRef> {
        let array: ArrayRef = Arc::new(StringArray::from(vec![v]));
        conform(&array, ty)
    };
    Ok(match ty {
        ColumnType::Nullable(_) => new_null_array(&arrow, 1),
        ColumnType::LowCardinality(t) => default_of(t)?,
        ColumnType::Uuid => text("00000000-0000-0000-0000-000000000000".into())?,
        ColumnType::Enum(e) => text(e.default_name().into())?,
        ColumnType::FixedString(_) => text(String::new())?,
        ColumnType::Date32 => cast_strict(
            &(Arc::new(arrow::array::Int32Array::from(vec![DATE32_MIN_DAYS])) as ArrayRef),
            &arrow,
        )?,
        ColumnType::Tuple(elements) => {
            let DataType::Struct(fields) = &arrow else {
                return Err(Error::internal("a tuple's Arrow type is not a struct"));
            };
            let columns = elements
                .iter()
                .map(|e| default_of(&e.ty))
                .collect::<Result<Vec<_>>>()?;
            Arc::new(arrow::array::StructArray::try_new(
                fields.clone(),
                columns,
                None,
            )?)
        }
        ColumnType::Map(..) | ColumnType::Array(_) => empty_one(&arrow)?,
        _ => datafusion::common::ScalarValue::new_default(&arrow)?.to_array()?,
    })
}

/// One row holding an empty array or map of type `ty`.
fn empty_one(ty: &DataType) -> Result<ArrayRef> {
    Ok(match ty {
        DataType::List(element) => Arc::new(arrow::array::ListArray::new(
            element.clone(),
            arrow::buffer::OffsetBuffer::new_zeroed(1),
            arrow::array::new_empty_array(element.data_type()),
            None,
        )),
        DataType::Map(entries, sorted) => {
            let DataType::Struct(kv) = entries.data_type() else {
                return Err(Error::internal("a map's entries are not a struct"));
            };
            Arc::new(arrow::array::MapArray::try_new(
                entries.clone(),
                arrow::buffer::OffsetBuffer::new_zeroed(1),
                arrow::array::StructArray::new(
                    kv.clone(),
                    kv.iter()
                        .map(|f| arrow::array::new_empty_array(f.data_type()))
                        .collect(),
                    None,
                ),
                None,
                *sorted,
            )?)
        }
        other => return Err(Error::internal(format!("{other} is not an array or map"))),
    })
}

/// An array column of a nested structure that an INSERT leaves out (and that has no
/// DEFAULT of its own) takes, in each row, as many default elements as the structure's
/// first given array has, as ClickHouse fills it (`n.y` = `[0, 0]` beside `n.x` =
/// `[1, 2]`).
fn fill_nested_siblings(
    schema: &TableSchema,
    given: &[String],
    arrays: &mut [Option<ArrayRef>],
) -> Result<()> {
    use arrow::array::AsArray;
    let structure = |name: &str| name.split_once('.').map(|(s, _)| s.to_string());
    for i in 0..schema.columns.len() {
        let col = &schema.columns[i];
        let (Some(own), ColumnType::Array(element)) = (structure(&col.name), &col.ty) else {
            continue;
        };
        if given.contains(&col.name) || col.default.is_some() {
            continue;
        }
        let sibling = schema.columns.iter().zip(arrays.iter()).find(|(c, a)| {
            given.contains(&c.name)
                && structure(&c.name).as_deref() == Some(own.as_str())
                && a.as_ref().is_some_and(|a| a.as_list_opt::<i32>().is_some())
        });
        let Some((_, Some(sibling))) = sibling else {
            continue;
        };
        let sizes = sibling.as_list::<i32>();
        let total = sizes.value_offsets().last().copied().unwrap_or(0)
            - sizes.value_offsets().first().copied().unwrap_or(0);
        let one = default_of(element)?;
        let values = arrow::compute::take(
            &one,
            &arrow::array::UInt32Array::from(vec![0u32; total.max(0) as usize]),
            None,
        )?;
        let lengths = (0..sizes.len()).map(|r| sizes.value_length(r) as usize);
        let Some(arrow::datatypes::DataType::List(field)) =
            arrays[i].as_ref().map(|a| a.data_type().clone())
        else {
            continue;
        };
        arrays[i] = Some(Arc::new(arrow::array::ListArray::try_new(
            field,
            arrow::buffer::OffsetBuffer::from_lengths(lengths),
            values,
            None,
        )?));
    }
    Ok(())
}

/// The arrays of one nested structure given by an INSERT (`n.x`, `n.y`: the array
/// columns named `n.` and more) hold as many elements as each other in every row, as
/// ClickHouse requires (`SIZES_OF_ARRAYS_DONT_MATCH`, 190).
fn nested_sizes_agree(schema: &TableSchema, given: &[String], arrays: &[ArrayRef]) -> Result<()> {
    use arrow::array::AsArray;
    let mut first: std::collections::BTreeMap<&str, (&str, &arrow::array::ListArray)> =
        std::collections::BTreeMap::new();
    for (col, array) in schema.columns.iter().zip(arrays) {
        let Some((structure, _)) = col.name.split_once('.') else {
            continue;
        };
        let Some(list) = array.as_list_opt::<i32>() else {
            continue;
        };
        if !given.contains(&col.name) {
            continue;
        }
        let Some((other, sizes)) = first.get(structure) else {
            first.insert(structure, (col.name.as_str(), list));
            continue;
        };
        let differ = (0..list.len()).find(|&i| list.value_length(i) != sizes.value_length(i));
        if let Some(row) = differ {
            return Err(Error::bad(format!(
                "Elements '{other}' and '{}' of Nested data structure '{structure}' (Array columns) have different array sizes ({} and {} in row {}). (SIZES_OF_ARRAYS_DONT_MATCH)",
                col.name,
                sizes.value_length(row),
                list.value_length(row),
                row + 1
            ))
            .with_code(maskhouse_types::codes::SIZES_OF_ARRAYS_DONT_MATCH));
        }
    }
    Ok(())
}
