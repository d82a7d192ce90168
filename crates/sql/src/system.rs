//! System tables: system.parts, system.mutations, system.tables, system.replicas, built
//! from one catalog snapshot per query.

use std::sync::Arc;

use arrow::{
    array::{ArrayRef, RecordBatch, StringArray, TimestampSecondArray, UInt64Array, UInt8Array},
    datatypes::{DataType, Field, Schema, TimeUnit},
};
use datafusion::{catalog::MemTable, error::Result};
use maskhouse_store::Catalog;

/// What the consensus layer says about one replica.
#[derive(Clone, Debug)]
pub struct ReplicaStatus {
    pub node: u64,
    pub role: String,
    pub term: u64,
    pub last_log_index: u64,
    pub applied_index: u64,
    pub leader: Option<u64>,
}

fn table(columns: Vec<(&str, ArrayRef)>) -> Result<Arc<MemTable>> {
    let fields: Vec<Field> = columns
        .iter()
        .map(|(n, a)| Field::new(*n, a.data_type().clone(), false))
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

pub fn parts(catalog: &Catalog) -> Result<Arc<MemTable>> {
    let parts: Vec<(&String, &maskhouse_store::ActivePart)> = catalog
        .tables
        .iter()
        .flat_map(|(t, state)| state.parts.values().map(move |p| (t, p.as_ref())))
        .collect();
    let col = |f: &dyn Fn(&maskhouse_store::ActivePart) -> u64| {
        u64s(parts.iter().map(|(_, p)| f(p)).collect())
    };
    let text = |f: &dyn Fn(&String, &maskhouse_store::ActivePart) -> String| {
        strings(parts.iter().map(|(t, p)| f(t, p)).collect())
    };
    table(vec![
        ("table", text(&|t, _| t.clone())),
        ("name", text(&|_, p| p.name.to_string())),
        ("partition_id", text(&|_, p| p.name.partition.clone())),
        ("rows", col(&|p| p.meta.rows)),
        ("live_rows", col(&|p| p.live_rows())),
        ("bytes_on_disk", col(&|p| p.meta.bytes)),
        ("mask_version", col(&|p| p.mask_version())),
        ("active", Arc::new(UInt8Array::from(vec![1u8; parts.len()]))),
        ("level", col(&|p| u64::from(p.name.level))),
        ("data_version", col(&|p| p.name.data_version.unwrap_or(0))),
    ])
}

pub fn mutations(catalog: &Catalog) -> Result<Arc<MemTable>> {
    let (mut t, mut id, mut cmd, mut time, mut rows, mut parts) =
        (vec![], vec![], vec![], vec![], vec![], vec![]);
    for (name, state) in &catalog.tables {
        for m in state.mutations.values() {
            t.push(name.clone());
            id.push(m.number);
            cmd.push(format!("DELETE WHERE {}", m.predicate));
            time.push((m.created_ms / 1000) as i64);
            rows.push(m.rows_deleted);
            parts.push(u64::from(m.parts_touched));
        }
    }
    let n = t.len();
    let time: ArrayRef = Arc::new(TimestampSecondArray::from(time));
    debug_assert_eq!(
        time.data_type(),
        &DataType::Timestamp(TimeUnit::Second, None)
    );
    table(vec![
        ("table", strings(t)),
        ("mutation_id", u64s(id)),
        ("command", strings(cmd)),
        ("create_time", time),
        ("rows_deleted", u64s(rows)),
        ("parts_touched", u64s(parts)),
        ("is_done", Arc::new(UInt8Array::from(vec![1u8; n]))),
    ])
}

pub fn tables(catalog: &Catalog) -> Result<Arc<MemTable>> {
    let (mut name, mut engine, mut rows, mut bytes) = (vec![], vec![], vec![], vec![]);
    for (n, state) in &catalog.tables {
        name.push(n.clone());
        engine.push(format!("{:?}", state.schema.engine));
        rows.push(state.live_rows());
        bytes.push(state.parts.values().map(|p| p.meta.bytes).sum());
    }
    let db = vec!["default".to_string(); name.len()];
    table(vec![
        ("database", strings(db)),
        ("name", strings(name)),
        ("engine", strings(engine)),
        ("total_rows", u64s(rows)),
        ("total_bytes", u64s(bytes)),
    ])
}

pub fn replicas(status: &[ReplicaStatus], catalog: &Catalog) -> Result<Arc<MemTable>> {
    table(vec![
        ("node_id", u64s(status.iter().map(|s| s.node).collect())),
        (
            "role",
            strings(status.iter().map(|s| s.role.clone()).collect()),
        ),
        ("term", u64s(status.iter().map(|s| s.term).collect())),
        (
            "log_index",
            u64s(status.iter().map(|s| s.last_log_index).collect()),
        ),
        (
            "applied_index",
            u64s(
                status
                    .iter()
                    .map(|s| s.applied_index.max(catalog.applied_index))
                    .collect(),
            ),
        ),
        (
            "lag",
            u64s(
                status
                    .iter()
                    .map(|s| s.last_log_index.saturating_sub(s.applied_index))
                    .collect(),
            ),
        ),
        (
            "leader",
            u64s(status.iter().map(|s| s.leader.unwrap_or(0)).collect()),
        ),
        (
            "health",
            strings(status.iter().map(|_| "ok".to_string()).collect()),
        ),
    ])
}
