//! A test-only predicate language (`col % m = r`, `col < n`, `col >= n`, `col = n` over
//! integer columns; `col < rows_of t`, the live rows of table `t` in the catalog the
//! predicate is compiled against; `col fails_at n` and `col panics_at n`, whose
//! evaluation fails on a part holding the value `n`), UPDATE assignments (`col = col + n`
//! on an Int64 column, `col = 'text'` on a String column, `col = fails_at n`, which
//! fails on a batch holding the value `n` in that column) and a small workload
//! vocabulary.
//! The product compiles predicates with the SQL layer; this keeps the store's tests
//! free of it.

use std::{path::Path, sync::Arc};

use arrow::{
    array::{ArrayRef, AsArray, BooleanArray, Int64Array, RecordBatch, StringArray, UInt64Array},
    compute::cast,
    datatypes::{DataType, Int64Type},
};
use maskhouse_store::{Catalog, Error, PredicateCompiler, RowPredicate, Store, StoreConfig};
use maskhouse_types::{ColumnDef, ColumnStats, ColumnType, Command, Engine, TableSchema, Value};

pub struct TestCompiler;

struct TestPredicate {
    columns: [usize; 1],
    op: Op,
}

#[derive(Clone, Copy)]
enum Op {
    Mod(i64, i64),
    Lt(i64),
    Ge(i64),
    Eq(i64),
    FailsAt(i64),
    PanicsAt(i64),
    /// Fails when evaluated over a batch of more rows than this (an expression whose
    /// outcome depends on the batch), else matches nothing.
    BatchesOf(i64),
}

impl PredicateCompiler for TestCompiler {
    fn reads_tables(&self, sql: &str) -> bool {
        sql.contains("rows_of")
    }

    fn compile(
        &self,
        catalog: &Catalog,
        schema: &TableSchema,
        sql: &str,
        _: &maskhouse_types::SubqueryLimits,
    ) -> maskhouse_store::Result<Arc<dyn RowPredicate>> {
        let invalid = |m: String| Error::Predicate(m);
        let t: Vec<&str> = sql.split_whitespace().collect();
        let col = schema
            .column_index(t.first().ok_or_else(|| invalid("empty".into()))?)
            .ok_or_else(|| invalid("unknown column".into()))?;
        let num = |s: &str| s.parse::<i64>().map_err(|e| invalid(e.to_string()));
        let op = match t.as_slice() {
            [_, "%", m, "=", r] => Op::Mod(num(m)?, num(r)?),
            [_, "<", "rows_of", table] => {
                let rows = catalog
                    .table(table)
                    .ok_or_else(|| invalid(format!("table {table} does not exist")))?
                    .live_rows();
                Op::Lt(rows as i64)
            }
            [_, "<", n] => Op::Lt(num(n)?),
            [_, ">=", n] => Op::Ge(num(n)?),
            [_, "=", n] => Op::Eq(num(n)?),
            [_, "fails_at", n] => Op::FailsAt(num(n)?),
            [_, "panics_at", n] => Op::PanicsAt(num(n)?),
            [_, "batches_of", n] => Op::BatchesOf(num(n)?),
            _ => return Err(invalid(format!("cannot parse {sql:?}"))),
        };
        Ok(Arc::new(TestPredicate { columns: [col], op }))
    }

    fn compile_update(
        &self,
        schema: &TableSchema,
        assignments: &[(String, String)],
    ) -> maskhouse_store::Result<Arc<dyn maskhouse_store::RowUpdate>> {
        let invalid = |m: String| Error::Predicate(m);
        let mut sets = Vec::new();
        for (column, expr) in assignments {
            let at = schema
                .column_index(column)
                .ok_or_else(|| invalid(format!("unknown column {column}")))?;
            let t: Vec<&str> = expr.split_whitespace().collect();
            let num = |s: &str| s.parse::<i64>().map_err(|e| invalid(e.to_string()));
            let set = match t.as_slice() {
                [c, "+", n] if *c == column => Set::Add(num(n)?),
                ["fails_at", n] => Set::FailsAt(num(n)?),
                [text] if text.starts_with('\'') => Set::Text(text.trim_matches('\'').to_string()),
                _ => return Err(invalid(format!("cannot parse {expr:?}"))),
            };
            sets.push((at, set));
        }
        Ok(Arc::new(TestUpdate { sets }))
    }
}

enum Set {
    Add(i64),
    Text(String),
    FailsAt(i64),
}

struct TestUpdate {
    sets: Vec<(usize, Set)>,
}

impl maskhouse_store::RowUpdate for TestUpdate {
    fn apply(&self, batch: &RecordBatch) -> Result<RecordBatch, String> {
        let mut columns = batch.columns().to_vec();
        for (at, set) in &self.sets {
            columns[*at] = match set {
                Set::Add(n) => {
                    let old = columns[*at].as_primitive::<Int64Type>();
                    Arc::new(Int64Array::from_iter(old.iter().map(|v| v.map(|v| v + n))))
                }
                Set::Text(t) => Arc::new(StringArray::from_iter_values(std::iter::repeat_n(
                    t.as_str(),
                    batch.num_rows(),
                ))),
                Set::FailsAt(n) => {
                    let old = cast(&columns[*at], &DataType::Int64).map_err(|e| e.to_string())?;
                    if old.as_primitive::<Int64Type>().values().contains(n) {
                        return Err(format!("cannot set the value {n}"));
                    }
                    columns[*at].clone()
                }
            };
        }
        RecordBatch::try_new(batch.schema(), columns).map_err(|e| e.to_string())
    }
}

fn as_i64(v: &Option<Value>) -> Option<i64> {
    match v {
        Some(Value::Int(i)) => Some(*i),
        Some(Value::UInt(u)) => i64::try_from(*u).ok(),
        _ => None,
    }
}

impl RowPredicate for TestPredicate {
    fn columns(&self) -> &[usize] {
        &self.columns
    }

    fn pinned_values(&self, column: usize) -> Option<ArrayRef> {
        // Column 0 of the test tables is the UInt64 key.
        match self.op {
            Op::Eq(n) if column == 0 && self.columns[0] == 0 => {
                Some(Arc::new(UInt64Array::from(vec![u64::try_from(n).ok()?])))
            }
            _ => None,
        }
    }

    fn may_match(&self, stats: &[ColumnStats]) -> bool {
        let s = &stats[self.columns[0]];
        let (Some(lo), Some(hi)) = (as_i64(&s.min), as_i64(&s.max)) else {
            return true;
        };
        match self.op {
            Op::Mod(..) | Op::FailsAt(_) | Op::PanicsAt(_) | Op::BatchesOf(_) => true,
            Op::Lt(n) => lo < n,
            Op::Ge(n) => hi >= n,
            Op::Eq(n) => lo <= n && n <= hi,
        }
    }

    fn evaluate(&self, batch: &RecordBatch) -> Result<BooleanArray, String> {
        let col = cast(batch.column(0), &DataType::Int64).map_err(|e| e.to_string())?;
        let col = col.as_primitive::<Int64Type>();
        match self.op {
            Op::FailsAt(n) if col.values().contains(&n) => {
                return Err(format!("cannot evaluate the value {n}"))
            }
            Op::PanicsAt(n) if col.values().contains(&n) => panic!("the value {n} panics"),
            Op::BatchesOf(n) if col.len() as i64 > n => {
                return Err(format!("a batch of {} rows", col.len()))
            }
            _ => {}
        }
        Ok(col
            .iter()
            .map(|v| {
                v.map(|v| match self.op {
                    Op::Mod(m, r) => v % m == r,
                    Op::Lt(n) => v < n,
                    Op::Ge(n) => v >= n,
                    Op::Eq(n) => v == n,
                    Op::FailsAt(_) | Op::PanicsAt(_) | Op::BatchesOf(_) => false,
                })
            })
            .collect())
    }
}

pub fn open(dir: &Path) -> Store {
    open_with_threads(dir, 2)
}

/// Opens the test database, waiting for a store dropped just before (sled's flusher
/// releases its file lock shortly after the last handle goes).
pub fn open_db(dir: &Path) -> sled::Db {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        match sled::open(dir.join("meta")) {
            Ok(db) => return db,
            Err(e) if std::time::Instant::now() >= deadline => panic!("open the database: {e}"),
            Err(_) => std::thread::sleep(std::time::Duration::from_millis(20)),
        }
    }
}

/// Opens the store as a node does: every flush of its metadata made durable.
pub fn open_synced(dir: &Path) -> Store {
    let db = open_db(dir);
    let mut config = StoreConfig::new(dir);
    config.meta_dir = Some(dir.join("meta"));
    Store::open(config, &db, Arc::new(TestCompiler)).unwrap()
}

pub fn open_with_threads(dir: &Path, threads: usize) -> Store {
    let db = open_db(dir);
    let mut config = StoreConfig::new(dir);
    config.delete_threads = threads;
    Store::open(config, &db, Arc::new(TestCompiler)).unwrap()
}

pub fn schema() -> TableSchema {
    TableSchema {
        name: "t".into(),
        columns: vec![
            ColumnDef::new("k", ColumnType::UInt64),
            ColumnDef::new("v", ColumnType::Int64),
            ColumnDef::new("s", ColumnType::String),
        ],
        order_by: vec!["k".into()],
        partition_by: None,
        engine: Engine::MergeTree,
        settings: vec![],
        ttl: vec![],
        notes: Default::default(),
    }
}

pub fn create() -> Command {
    Command::CreateTable {
        schema: schema(),
        if_not_exists: false,
    }
}

/// Rows with keys `keys` (any order); `v` is a function of the key and `salt`.
pub fn rows(keys: &[u64], salt: i64) -> RecordBatch {
    let k: ArrayRef = Arc::new(UInt64Array::from(keys.to_vec()));
    let v: ArrayRef = Arc::new(Int64Array::from_iter_values(
        keys.iter().map(|&k| k as i64 * 3 + salt),
    ));
    let s: ArrayRef = Arc::new(StringArray::from_iter_values(
        keys.iter().map(|k| format!("row{k}")),
    ));
    RecordBatch::try_from_iter(vec![("k", k), ("v", v), ("s", s)]).unwrap()
}

/// The one active part of table `t`.
pub fn only_part(store: &Store) -> Arc<maskhouse_store::ActivePart> {
    let snapshot = store.snapshot();
    let parts = &snapshot.table("t").unwrap().parts;
    assert_eq!(parts.len(), 1, "table t has one part");
    parts.values().next().unwrap().clone()
}

/// The `AddParts` command of `staged` parts of table `t`.
pub fn add_parts(staged: Vec<maskhouse_types::StagedPart>) -> Command {
    Command::AddParts {
        table: "t".into(),
        parts: staged,
        schema: schema().checksum(),
    }
}

/// Stages `rows` in `store` and returns the `AddParts` command for them.
pub fn insert(store: &Store, rows: &RecordBatch) -> Command {
    let sorted = maskhouse_part::sort_batch(rows, &[0]).unwrap();
    add_parts(vec![store.stage("all", &sorted).unwrap()])
}

pub fn update(assignments: &[(&str, &str)], predicate: &str) -> Command {
    Command::Update {
        table: "t".into(),
        assignments: assignments
            .iter()
            .map(|(c, e)| (c.to_string(), e.to_string()))
            .collect(),
        predicate: predicate.into(),
        created_ms: 0,
        limits: Default::default(),
        rows_max: 1_000,
    }
}

pub fn delete(predicate: &str) -> Command {
    Command::Delete {
        table: "t".into(),
        predicate: predicate.into(),
        created_ms: 0,
        limits: Default::default(),
        asynchronous: false,
    }
}

/// A DELETE sent with `lightweight_deletes_sync = 0`: it waits while merges are stopped.
pub fn delete_async(predicate: &str) -> Command {
    Command::Delete {
        table: "t".into(),
        predicate: predicate.into(),
        created_ms: 0,
        limits: Default::default(),
        asynchronous: true,
    }
}

/// `CommitMerge` entries for every pending merge of table `t` of `store`, as their
/// proposer would make them (waiting for the merge worker).
pub fn commits(store: &Store) -> Vec<Command> {
    let pending: Vec<u64> = store
        .snapshot()
        .table("t")
        .map(|t| t.pending.keys().copied().collect())
        .unwrap_or_default();
    pending
        .into_iter()
        .filter_map(|merge| {
            let built = store.wait_merge("t", merge).unwrap()?;
            Some(Command::CommitMerge {
                table: "t".into(),
                merge,
                meta: built.meta.clone(),
            })
        })
        .collect()
}

/// Names of the active parts of table `t`, ascending.
pub fn part_names(store: &Store) -> Vec<maskhouse_types::PartName> {
    store
        .snapshot()
        .table("t")
        .unwrap()
        .parts
        .keys()
        .cloned()
        .collect()
}

/// Every live `k`, sorted, read through the store's masks.
pub fn live_keys(store: &Store) -> Vec<u64> {
    let snap = store.snapshot();
    let mut out = vec![];
    for part in snap.table("t").unwrap().parts.values() {
        for b in store.read_part(part, Some(&[0]), true).unwrap() {
            out.extend(
                b.column(0)
                    .as_primitive::<arrow::datatypes::UInt64Type>()
                    .values()
                    .iter()
                    .copied(),
            );
        }
    }
    out.sort_unstable();
    out
}

/// Everything a replica holds that must be bit-identical across replicas: part names,
/// metadata and file bytes, and every mask version's bytes.
pub fn fingerprint(store: &Store) -> Vec<(String, Vec<u8>)> {
    let snap = store.snapshot();
    let mut out = vec![];
    for (tname, table) in &snap.tables {
        for (name, part) in &table.parts {
            out.push((
                format!("{tname}/{name}/meta"),
                maskhouse_types::codec::encode(&part.meta),
            ));
            out.push((
                format!("{tname}/{name}/file"),
                std::fs::read(&part.file.path).unwrap(),
            ));
            for (m, bitmap) in store.mask_versions(tname, name).unwrap() {
                out.push((
                    format!("{tname}/{name}/mask/{m}"),
                    maskhouse_part::mask::encode(&bitmap),
                ));
            }
        }
        for ((n, statement), m) in &table.mutations {
            out.push((
                format!("{tname}/mutation/{n}.{statement}"),
                format!("{}:{}:{:?}", m.rows_deleted, m.parts_touched, m.fail_reason).into_bytes(),
            ));
        }
    }
    out
}

/// The inline INSERT (`InsertRows`) of `rows` into table `t`, as given (unsorted).
pub fn insert_rows(rows: &RecordBatch) -> Command {
    insert_rows_into(&schema(), rows)
}

/// The inline INSERT of `rows` into the table of `schema`, all in partition `all`.
pub fn insert_rows_into(schema: &TableSchema, rows: &RecordBatch) -> Command {
    Command::InsertRows {
        table: schema.name.clone(),
        schema: schema.checksum(),
        partitions: vec![maskhouse_types::InlineRows {
            partition: "all".into(),
            rows: rows.num_rows() as u64,
            data: maskhouse_part::encode_rows(rows).unwrap(),
        }],
    }
}

/// Every live row of table `t` as (k, v, s), sorted.
pub fn live_rows(store: &Store) -> Vec<(u64, i64, String)> {
    let snap = store.snapshot();
    let mut out = vec![];
    for part in snap.table("t").unwrap().parts.values() {
        for b in store.read_part(part, None, true).unwrap() {
            let k = b.column(0).as_primitive::<arrow::datatypes::UInt64Type>();
            let v = b.column(1).as_primitive::<Int64Type>();
            let s = b.column(2).as_string::<i32>();
            for i in 0..b.num_rows() {
                out.push((k.value(i), v.value(i), s.value(i).to_string()));
            }
        }
    }
    out.sort();
    out
}
