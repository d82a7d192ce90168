//! System tables: system.parts, system.mutations, system.tables, system.columns,
//! system.databases, system.replicas, system.settings, system.functions, built from one
//! catalog snapshot per query.

use std::sync::Arc;

use arrow::{
    array::{ArrayRef, RecordBatch, StringArray, TimestampSecondArray, UInt64Array, UInt8Array},
    datatypes::{DataType, Field, Schema, TimeUnit},
};
use datafusion::{catalog::MemTable, error::Result};
use maskhouse_store::Catalog;

/// One replica as the consensus layer sees it, for system.replicas.
#[derive(Clone, Debug, Default)]
pub struct ReplicaStatus {
    pub node: u64,
    /// Interserver address.
    pub address: String,
    pub is_voter: bool,
    /// False when the replica did not answer; the fields below are then unknown (0).
    pub reachable: bool,
    pub role: String,
    pub term: u64,
    pub last_log_index: u64,
    pub committed_index: u64,
    pub applied_index: u64,
    pub leader: Option<u64>,
    /// Milliseconds since it last answered this node (0 for this node itself).
    pub last_contact_ms: Option<u64>,
    /// Parts its catalog names whose file it does not hold.
    pub parts_missing: u64,
    /// Mask versions it holds whose digest differs from this node's.
    pub digest_mismatches: u64,
    /// Since when its apply has been held on one committed entry past its
    /// `apply_stall_ms`, milliseconds since the Unix epoch; `None` when it is not.
    pub stalled_since_ms: Option<u64>,
}

fn table(columns: Vec<(&str, ArrayRef)>) -> Result<Arc<MemTable>> {
    table_with_nulls(columns, |_| false)
}

/// [`table`], with the columns `nullable` names allowed to hold NULL.
fn table_with_nulls(
    columns: Vec<(&str, ArrayRef)>,
    nullable: impl Fn(&str) -> bool,
) -> Result<Arc<MemTable>> {
    let fields: Vec<Field> = columns
        .iter()
        .map(|(n, a)| Field::new(*n, a.data_type().clone(), nullable(n)))
        .collect();
    let schema = Arc::new(Schema::new(fields));
    let batch = RecordBatch::try_new(
        schema.clone(),
        columns.into_iter().map(|(_, a)| a).collect(),
    )?;
    Ok(Arc::new(MemTable::try_new(schema, vec![vec![batch]])?))
}

fn strings(v: Vec<String>) -> ArrayRef {
    Arc::new(StringArray::from(v))
}

fn u64s(v: Vec<u64>) -> ArrayRef {
    Arc::new(UInt64Array::from(v))
}

/// A merge result on disk that is not active yet (built, its commit not applied).
pub struct Building {
    pub table: String,
    pub name: maskhouse_types::PartName,
    pub meta: maskhouse_types::PartMeta,
}

/// This replica's parts: every active part, and merge results built but not yet
/// committed (`active` = 0).
pub fn parts(catalog: &Catalog, building: &[Building]) -> Result<Arc<MemTable>> {
    struct Row<'a> {
        table: &'a str,
        name: &'a maskhouse_types::PartName,
        rows: u64,
        live: u64,
        bytes: u64,
        /// Row groups: the unit a scan reads and the key prunes, in place of
        /// ClickHouse's index marks.
        marks: u64,
        mask_version: u64,
        active: bool,
    }
    let mut rows: Vec<Row<'_>> = catalog
        .tables
        .iter()
        .flat_map(|(t, state)| {
            state.parts.values().map(move |p| Row {
                table: t,
                name: &p.name,
                rows: p.meta.rows,
                live: p.live_rows(),
                bytes: p.meta.bytes,
                marks: p.meta.row_group_rows.len() as u64,
                mask_version: p.mask_version(),
                active: true,
            })
        })
        .collect();
    rows.extend(building.iter().map(|b| Row {
        table: &b.table,
        name: &b.name,
        rows: b.meta.rows,
        live: b.meta.rows,
        bytes: b.meta.bytes,
        marks: b.meta.row_group_rows.len() as u64,
        mask_version: 0,
        active: false,
    }));
    let num = |f: &dyn Fn(&Row<'_>) -> u64| u64s(rows.iter().map(f).collect());
    let text = |f: &dyn Fn(&Row<'_>) -> String| strings(rows.iter().map(f).collect());
    table(vec![
        ("database", text(&|r| database_of(r.table).0.to_string())),
        ("table", text(&|r| database_of(r.table).1.to_string())),
        ("name", text(&|r| r.name.to_string())),
        ("partition_id", text(&|r| r.name.partition.clone())),
        ("rows", num(&|r| r.rows)),
        ("live_rows", num(&|r| r.live)),
        ("bytes_on_disk", num(&|r| r.bytes)),
        ("marks", num(&|r| r.marks)),
        ("mask_version", num(&|r| r.mask_version)),
        (
            "active",
            Arc::new(UInt8Array::from_iter_values(
                rows.iter().map(|r| u8::from(r.active)),
            )),
        ),
        // Rows masked by lightweight deletes that no merge has removed yet.
        (
            "has_lightweight_delete",
            Arc::new(UInt8Array::from_iter_values(
                rows.iter().map(|r| u8::from(r.live < r.rows)),
            )),
        ),
        // Int64, as ClickHouse types them.
        (
            "min_block_number",
            Arc::new(arrow::array::Int64Array::from_iter_values(
                rows.iter().map(|r| r.name.min_block as i64),
            )),
        ),
        (
            "max_block_number",
            Arc::new(arrow::array::Int64Array::from_iter_values(
                rows.iter().map(|r| r.name.max_block as i64),
            )),
        ),
        ("level", num(&|r| u64::from(r.name.level))),
        ("data_version", num(&|r| r.name.data_version.unwrap_or(0))),
    ])
}

/// Mutations as this replica applied them, with how many voters have applied each.
pub fn mutations(catalog: &Catalog, replicas: &[ReplicaStatus]) -> Result<Arc<MemTable>> {
    let (mut t, mut id, mut cmd, mut time, mut rows, mut parts, mut fail) =
        (vec![], vec![], vec![], vec![], vec![], vec![], vec![]);
    let voters: Vec<&ReplicaStatus> = replicas.iter().filter(|r| r.is_voter).collect();
    let (mut done_on, mut done, mut to_do) = (vec![], vec![], vec![]);
    for (name, state) in &catalog.tables {
        for m in state.mutations.values() {
            done.push(u8::from(m.is_done()));
            // A DELETE waiting for merges: the parts it will mask rows of.
            to_do.push(match m.is_done() {
                true => 0,
                false => state
                    .parts
                    .keys()
                    .filter(|p| p.mutation_applies(m.number))
                    .count() as u64,
            });
            t.push(name.clone());
            id.push(m.number);
            cmd.push(if m.assignments.is_empty() {
                format!("DELETE WHERE {}", m.predicate)
            } else {
                let sets: Vec<String> = m
                    .assignments
                    .iter()
                    .map(|(c, e)| format!("{c} = {e}"))
                    .collect();
                format!("UPDATE {} WHERE {}", sets.join(", "), m.predicate)
            });
            time.push((m.created_ms / 1000) as i64);
            rows.push(m.rows_deleted);
            parts.push(u64::from(m.parts_touched));
            fail.push(m.fail_reason.clone().unwrap_or_default());
            done_on.push(match m.is_done() {
                true => voters
                    .iter()
                    .filter(|r| r.reachable && r.applied_index >= m.number)
                    .count() as u64,
                false => 0,
            });
        }
    }
    let n = t.len();
    let time: ArrayRef = Arc::new(TimestampSecondArray::from(time));
    debug_assert_eq!(
        time.data_type(),
        &DataType::Timestamp(TimeUnit::Second, None)
    );
    table(vec![
        (
            "database",
            strings(t.iter().map(|t| database_of(t).0.to_string()).collect()),
        ),
        (
            "table",
            strings(t.iter().map(|t| database_of(t).1.to_string()).collect()),
        ),
        ("mutation_id", u64s(id)),
        ("command", strings(cmd)),
        ("create_time", time),
        ("rows_deleted", u64s(rows)),
        ("parts_touched", u64s(parts)),
        // A mutation is done, or failed for good (DESIGN §2.8), once applied: apply
        // computes every mask of it at once. ClickHouse keeps retrying a failed one.
        // A DELETE that waits for stopped merges is not done until they start.
        ("is_done", Arc::new(UInt8Array::from(done))),
        ("parts_to_do", u64s(to_do)),
        ("latest_fail_reason", strings(fail)),
        // Per-replica progress: voters that answered and have applied the mutation.
        ("replicas_done", u64s(done_on)),
        ("replicas_total", u64s(vec![voters.len() as u64; n])),
    ])
}

/// `system.tables`: the catalog's tables, then the session's temporary tables
/// (`temporaries`: database `''`, engine `Memory`, `is_temporary` 1), as ClickHouse
/// lists them.
pub fn tables(
    catalog: &Catalog,
    temporaries: &[crate::temporary::Listed],
) -> Result<Arc<MemTable>> {
    let (mut name, mut engine, mut rows, mut bytes) = (vec![], vec![], vec![], vec![]);
    let (mut full, mut sorting, mut partition, mut create) = (vec![], vec![], vec![], vec![]);
    let (mut comments, mut sampling) = (vec![], vec![]);
    for (n, state) in &catalog.tables {
        let schema = &state.schema;
        name.push(n.clone());
        engine.push(schema.engine_name().to_string());
        comments.push(schema.notes.comment.clone());
        rows.push(state.live_rows());
        bytes.push(state.parts.values().map(|p| p.meta.bytes).sum());
        let key = schema
            .order_by
            .iter()
            .map(|k| schema.key_text(k))
            .collect::<Vec<_>>()
            .join(", ");
        let mut clause = schema.engine.clause();
        if let Some(p) = &schema.partition_by {
            clause.push_str(&format!(" PARTITION BY {p}"));
        }
        clause.push_str(&match schema.order_by.len() {
            0 => " ORDER BY tuple()".to_string(),
            1 => format!(" ORDER BY {key}"),
            _ => format!(" ORDER BY ({key})"),
        });
        if let Some(sample) = &schema.notes.sample_by {
            clause.push_str(&format!(" SAMPLE BY {sample}"));
        }
        sampling.push(schema.notes.sample_by.clone().unwrap_or_default());
        if !schema.ttl.is_empty() {
            clause.push_str(&format!(" TTL {}", schema.ttl_clause()));
        }
        if let Some(settings) = schema.settings_clause() {
            clause.push_str(&format!(" SETTINGS {settings}"));
        }
        // A view's engine has no clauses (ClickHouse shows none), nor a Memory or Log
        // table's.
        full.push(match (schema.engine.is_view(), &schema.notes.engine) {
            (true, _) => String::new(),
            (false, Some(name)) if schema.settings.is_empty() => name.clone(),
            (false, Some(name)) => format!(
                "{name} SETTINGS {}",
                schema
                    .settings
                    .iter()
                    .map(|(k, v)| format!("{k} = {v}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            (false, None) => clause,
        });
        create.push(schema.create_query());
        sorting.push(key);
        partition.push(schema.partition_by.clone().unwrap_or_default());
    }
    let mut db: Vec<String> = name.iter().map(|n| database_of(n).0.to_string()).collect();
    let mut name: Vec<String> = name.iter().map(|n| database_of(n).1.to_string()).collect();
    let mut temporary = vec![0u8; name.len()];
    for t in temporaries {
        db.push(String::new());
        name.push(t.name.clone());
        engine.push("Memory".to_string());
        full.push("Memory".to_string());
        rows.push(t.rows);
        bytes.push(t.bytes);
        create.push(crate::temporary::create_query(&t.name, &t.schema));
        comments.push(t.schema.notes.comment.clone());
        sampling.push(String::new());
        sorting.push(String::new());
        partition.push(String::new());
        temporary.push(1);
    }
    table(vec![
        ("database", strings(db)),
        ("name", strings(name)),
        ("is_temporary", Arc::new(UInt8Array::from(temporary))),
        ("engine", strings(engine)),
        ("engine_full", strings(full)),
        ("sorting_key", strings(sorting.clone())),
        ("primary_key", strings(sorting)),
        ("partition_key", strings(partition)),
        ("sampling_key", strings(sampling)),
        ("total_rows", u64s(rows)),
        ("total_bytes", u64s(bytes)),
        ("comment", strings(comments)),
        ("create_table_query", strings(create)),
    ])
}

/// The database and the table of a catalog name: `db.t`, or `t` in `default`.
pub(crate) fn database_of(name: &str) -> (&str, &str) {
    name.split_once('.').unwrap_or(("default", name))
}

/// `system.databases`: `default`, `system`, and the databases created.
pub fn databases(catalog: &Catalog) -> Result<Arc<MemTable>> {
    let mut names: Vec<String> = ["default", "system"]
        .into_iter()
        .map(String::from)
        .chain(catalog.databases.iter().cloned())
        .collect();
    names.sort();
    let n = names.len();
    let engine_full = vec!["Atomic".to_string(); n];
    table(vec![
        ("name", strings(names.clone())),
        ("engine", strings(vec!["Atomic".to_string(); n])),
        ("data_path", strings(vec![String::new(); n])),
        ("metadata_path", strings(vec![String::new(); n])),
        ("uuid", strings(vec![String::new(); n])),
        ("engine_full", strings(engine_full)),
        ("comment", strings(vec![String::new(); n])),
    ])
}

/// `system.functions`: the ClickHouse functions the dialect takes
/// ([`crate::dialect::clickhouse_functions`]) and every function registered with the
/// query's DataFusion context (DataFusion's own and maskhouse's), once each by name.
/// DataFusion's names are case-insensitive (`DATE_TRUNC`); ClickHouse's are as written.
pub fn functions(state: &datafusion::execution::SessionState) -> Result<Arc<MemTable>> {
    let mut rows: std::collections::BTreeMap<String, (bool, bool)> = Default::default();
    for (name, aggregate, insensitive) in crate::dialect::clickhouse_functions() {
        rows.insert(name.to_string(), (aggregate, insensitive));
    }
    for name in crate::functions::clickhouse_names() {
        rows.insert(name.to_string(), (false, false));
    }
    for name in crate::functions::CLICKHOUSE_AGGREGATES {
        rows.insert(name.to_string(), (true, false));
    }
    // Registered in lower case under a name listed above in ClickHouse's spelling.
    let spelt: std::collections::HashSet<String> =
        rows.keys().map(|n| n.to_ascii_lowercase()).collect();
    let registered = state
        .scalar_functions()
        .keys()
        .map(|n| (n, false))
        .chain(state.aggregate_functions().keys().map(|n| (n, true)))
        .chain(state.window_functions().keys().map(|n| (n, false)));
    for (name, aggregate) in registered {
        // The dialect's own internal functions (`CAST(x AS Enum8(…))`'s) are not listed.
        if name.starts_with("__") {
            continue;
        }
        if spelt.contains(name.as_str()) && !rows.contains_key(name.as_str()) {
            continue;
        }
        let insensitive = name.chars().all(|c| !c.is_ascii_uppercase());
        rows.entry(name.clone()).or_insert((aggregate, insensitive));
    }
    let n = rows.len();
    let (names, flags): (Vec<String>, Vec<(bool, bool)>) = rows.into_iter().unzip();
    table(vec![
        ("name", strings(names)),
        (
            "is_aggregate",
            Arc::new(UInt8Array::from(
                flags.iter().map(|f| u8::from(f.0)).collect::<Vec<_>>(),
            )),
        ),
        (
            "case_insensitive",
            Arc::new(UInt8Array::from(
                flags.iter().map(|f| u8::from(f.1)).collect::<Vec<_>>(),
            )),
        ),
        ("alias_to", strings(vec![String::new(); n])),
        ("create_query", strings(vec![String::new(); n])),
        ("origin", strings(vec!["System".to_string(); n])),
        ("description", strings(vec![String::new(); n])),
    ])
}

/// `system.columns`: every column of every table, as `DESCRIBE` shows it, with its
/// place in the keys.
/// The columns of the catalog's tables, then those of the system tables `system`
/// names (`system.columns` itself among them), as ClickHouse lists both.
/// `system.columns`: the columns of the catalog's tables, of the session's temporary
/// tables (`temporaries`, database `''`) and of the system tables (`system`).
pub fn columns(
    catalog: &Catalog,
    temporaries: &[crate::temporary::Listed],
    system: &[(&str, datafusion::arrow::datatypes::SchemaRef)],
) -> Result<Arc<MemTable>> {
    // Each column's database and table.
    let mut tables: Vec<(String, String)> = vec![];
    let (mut names, mut types, mut positions) = (vec![], vec![], vec![]);
    let (mut default_kind, mut default_expression) = (vec![], vec![]);
    let (mut comments, mut codecs) = (vec![], vec![]);
    let (mut in_partition, mut in_sorting, mut in_sampling) = (vec![], vec![], vec![]);
    let listed = catalog
        .tables
        .iter()
        .map(|(t, state)| {
            let (db, name) = database_of(t);
            ((db.to_string(), name.to_string()), &*state.schema)
        })
        .chain(
            temporaries
                .iter()
                .map(|t| ((String::new(), t.name.clone()), &t.schema)),
        );
    for (t, schema) in listed {
        let partition = schema.partition_by.as_deref().unwrap_or_default();
        let key_expressions: Vec<String> = schema
            .columns
            .iter()
            .filter(|c| c.is_sort_key_expression())
            .filter_map(|c| c.default.clone())
            .collect();
        for (i, c) in schema.shown_columns().into_iter().enumerate() {
            tables.push(t.clone());
            names.push(c.name.clone());
            types.push(c.ty.to_string());
            positions.push(i as u64 + 1);
            default_kind.push(c.default_kind().to_string());
            default_expression.push(c.default.clone().unwrap_or_default());
            comments.push(c.comment.clone());
            codecs.push(match c.codec.is_empty() {
                true => String::new(),
                false => format!("CODEC({})", c.codec),
            });
            in_partition.push(u8::from(mentions(partition, &c.name)));
            in_sampling.push(u8::from(
                schema
                    .notes
                    .sample_by
                    .as_deref()
                    .is_some_and(|s| mentions(s, &c.name)),
            ));
            in_sorting.push(u8::from(
                schema.order_by.contains(&c.name)
                    || key_expressions.iter().any(|e| mentions(e, &c.name)),
            ));
        }
    }
    // This table's own columns: those of its form over no table at all.
    let own = (!system.is_empty())
        .then(|| columns(&Catalog::default(), &[], &[]))
        .transpose()?;
    let own = own.as_ref().map(|t| {
        (
            "columns",
            datafusion::catalog::TableProvider::schema(t.as_ref()),
        )
    });
    let mut system: Vec<(&str, datafusion::arrow::datatypes::SchemaRef)> = system.to_vec();
    system.extend(own);
    system.sort_by_key(|(name, _)| *name);
    for (table, schema) in &system {
        for (i, field) in schema.fields().iter().enumerate() {
            tables.push(("system".to_string(), table.to_string()));
            names.push(field.name().clone());
            types.push(crate::functions::type_name(field));
            positions.push(i as u64 + 1);
            default_kind.push(String::new());
            default_expression.push(String::new());
            comments.push(String::new());
            codecs.push(String::new());
            in_partition.push(0);
            in_sorting.push(0);
            in_sampling.push(0);
        }
    }
    let u8s = |v: Vec<u8>| -> ArrayRef { Arc::new(UInt8Array::from(v)) };
    table(vec![
        (
            "database",
            strings(tables.iter().map(|(db, _)| db.clone()).collect()),
        ),
        (
            "table",
            strings(tables.into_iter().map(|(_, t)| t).collect()),
        ),
        ("name", strings(names)),
        ("type", strings(types)),
        ("position", u64s(positions)),
        ("default_kind", strings(default_kind)),
        ("default_expression", strings(default_expression)),
        ("comment", strings(comments)),
        ("is_in_partition_key", u8s(in_partition)),
        ("is_in_sorting_key", u8s(in_sorting.clone())),
        ("is_in_primary_key", u8s(in_sorting)),
        ("is_in_sampling_key", u8s(in_sampling)),
        ("compression_codec", strings(codecs)),
    ])
}

/// Whether the expression text `expr` names the column `name` (as a whole word).
fn mentions(expr: &str, name: &str) -> bool {
    expr.match_indices(name).any(|(at, _)| {
        let word = |c: char| c.is_alphanumeric() || c == '_';
        let before = expr[..at].chars().next_back().is_none_or(|c| !word(c));
        let after = expr[at + name.len()..]
            .chars()
            .next()
            .is_none_or(|c| !word(c));
        before && after
    })
}

pub fn replicas(status: &[ReplicaStatus]) -> Result<Arc<MemTable>> {
    let newest = status.iter().map(|s| s.last_log_index).max().unwrap_or(0);
    let text = |f: &dyn Fn(&ReplicaStatus) -> String| strings(status.iter().map(f).collect());
    let num = |f: &dyn Fn(&ReplicaStatus) -> u64| u64s(status.iter().map(f).collect());
    let stalled_since: ArrayRef = Arc::new(TimestampSecondArray::from(
        status
            .iter()
            .map(|s| s.stalled_since_ms.map(|ms| (ms / 1000) as i64))
            .collect::<Vec<_>>(),
    ));
    table_with_nulls(
        vec![
            ("node_id", num(&|s| s.node)),
            ("address", text(&|s| s.address.clone())),
            (
                "role",
                text(&|s| {
                    if s.reachable {
                        s.role.clone()
                    } else {
                        "Unreachable".into()
                    }
                }),
            ),
            (
                "is_voter",
                Arc::new(UInt8Array::from_iter_values(
                    status.iter().map(|s| u8::from(s.is_voter)),
                )),
            ),
            ("term", num(&|s| s.term)),
            ("log_index", num(&|s| s.last_log_index)),
            ("committed_index", num(&|s| s.committed_index)),
            ("applied_index", num(&|s| s.applied_index)),
            // Entries the newest log in the cluster holds that this replica has not applied.
            (
                "lag",
                num(&|s| {
                    if s.reachable {
                        newest.saturating_sub(s.applied_index)
                    } else {
                        0
                    }
                }),
            ),
            (
                "last_contact_ms",
                num(&|s| s.last_contact_ms.unwrap_or(u64::MAX)),
            ),
            ("parts_missing", num(&|s| s.parts_missing)),
            ("digest_mismatches", num(&|s| s.digest_mismatches)),
            ("leader", num(&|s| s.leader.unwrap_or(0))),
            (
                "health",
                text(&|s| {
                    if !s.reachable {
                        "unreachable".into()
                    } else if s.stalled_since_ms.is_some() {
                        "stalled".into()
                    } else if s.digest_mismatches > 0 {
                        "digest mismatch".into()
                    } else if s.parts_missing > 0 {
                        "parts missing".into()
                    } else {
                        "ok".into()
                    }
                }),
            ),
            // When its apply stopped moving; NULL unless `health` is `stalled`.
            ("stalled_since", stalled_since),
        ],
        |c| c == "stalled_since",
    )
}

/// `system.settings`: every setting maskhouse knows, with this query's value. The
/// columns are ClickHouse's that clients read (`name`, `value`, `changed`,
/// `description`, `min`, `max`, `readonly`, `type`, `default`, `is_obsolete`), and
/// `support`: `implemented`, `ignored` (no value changes a result) or `fixed` (only
/// the default is accepted, shown as `readonly` = 1 so clients do not try to change it).
pub fn settings(query: &crate::QuerySettings) -> Result<Arc<MemTable>> {
    use crate::settings::{Support, CATALOGUE};
    let defs = CATALOGUE;
    let text = |f: &dyn Fn(&crate::SettingDef) -> String| strings(defs.iter().map(f).collect());
    let flags = |f: &dyn Fn(&crate::SettingDef) -> bool| -> ArrayRef {
        Arc::new(UInt8Array::from_iter_values(
            defs.iter().map(|d| u8::from(f(d))),
        ))
    };
    let none = || -> ArrayRef { Arc::new(StringArray::from(vec![None::<&str>; defs.len()])) };
    let columns: Vec<(&str, ArrayRef)> = vec![
        ("name", text(&|d| d.name.to_string())),
        ("value", text(&|d| query.value(d))),
        ("changed", flags(&|d| query.changed.contains_key(d.name))),
        ("description", text(&|d| d.description.to_string())),
        ("min", none()),
        ("max", none()),
        ("readonly", flags(&|d| d.support == Support::Fixed)),
        ("type", text(&|d| d.ty.to_string())),
        ("default", text(&|d| d.default.to_string())),
        ("is_obsolete", flags(&|_| false)),
        ("support", text(&|d| d.support.name().to_string())),
    ];
    table_with_nulls(columns, |n| matches!(n, "min" | "max"))
}

#[cfg(test)]
mod tests {
    use arrow::array::{AsArray, BooleanArray};
    use datafusion::prelude::SessionContext;

    use super::*;

    /// Guards DESIGN §2.8: a replica whose apply stopped moving says so in
    /// system.replicas (`health = stalled`, since when), above digest or part trouble;
    /// the others have no `stalled_since`.
    #[tokio::test]
    async fn a_stalled_replica_reports_it() {
        let ok = ReplicaStatus {
            node: 1,
            reachable: true,
            last_log_index: 9,
            applied_index: 9,
            ..Default::default()
        };
        let stalled = ReplicaStatus {
            node: 2,
            reachable: true,
            last_log_index: 9,
            applied_index: 4,
            parts_missing: 1,
            stalled_since_ms: Some(1_700_000_000_500),
            ..Default::default()
        };
        let ctx = SessionContext::new();
        ctx.register_table("r", replicas(&[ok, stalled]).unwrap())
            .unwrap();
        let batches = ctx
            .sql("SELECT health, lag, stalled_since IS NULL, CAST(stalled_since AS BIGINT) FROM r ORDER BY node_id")
            .await
            .unwrap()
            .collect()
            .await
            .unwrap();
        let b = &batches[0];
        let health: Vec<&str> = b.column(0).as_string::<i32>().iter().flatten().collect();
        assert_eq!(health, vec!["ok", "stalled"]);
        let lag = b.column(1).as_primitive::<arrow::datatypes::UInt64Type>();
        assert_eq!(lag.values().to_vec(), vec![0, 5]);
        let null = b.column(2).as_any().downcast_ref::<BooleanArray>().unwrap();
        assert_eq!(
            null.iter().collect::<Vec<_>>(),
            vec![Some(true), Some(false)]
        );
        let since = b.column(3).as_primitive::<arrow::datatypes::Int64Type>();
        assert_eq!(since.value(1), 1_700_000_000);
    }
}
