//! Predicates with subqueries, compiled against real catalogs (DESIGN §2.8).

use std::sync::Arc;

use arrow::array::{Array, ArrayRef, RecordBatch, StringArray, UInt64Array};
use maskhouse_store::{Catalog, PredicateCompiler, Store, StoreConfig};
use maskhouse_types::{
    ColumnDef, ColumnType, Command, CommandOutcome, Engine, SubqueryLimits, TableSchema,
};

use super::SqlPredicates;

fn schema(name: &str) -> TableSchema {
    let col = |n: &str, ty| ColumnDef::new(n, ty);
    TableSchema {
        name: name.into(),
        columns: vec![col("id", ColumnType::UInt64), col("s", ColumnType::String)],
        order_by: vec!["id".into()],
        partition_by: None,
        engine: Engine::MergeTree,
        settings: vec![],
        ttl: vec![],
        notes: Default::default(),
    }
}

/// A store with tables `t` and `o` (both `id UInt64, s String`); `o` holds `o_rows`.
struct Fixture {
    _dir: tempfile::TempDir,
    store: Store,
    next: u64,
}

impl Fixture {
    fn new(o_rows: &[(u64, &str)]) -> Self {
        let dir = tempfile::tempdir().unwrap();
        let db = sled::open(dir.path().join("meta")).unwrap();
        let store = Store::open(
            StoreConfig::new(dir.path()),
            &db,
            Arc::new(SqlPredicates::default()),
        )
        .unwrap();
        let mut f = Fixture {
            _dir: dir,
            store,
            next: 1,
        };
        for name in ["t", "o"] {
            f.apply(Command::CreateTable {
                schema: schema(name),
                if_not_exists: false,
            });
        }
        f.insert("o", o_rows);
        f
    }

    fn apply(&mut self, command: Command) -> CommandOutcome {
        let out = self.store.apply(self.next, &command, None).unwrap();
        self.next += 1;
        out
    }

    fn insert(&mut self, table: &str, rows: &[(u64, &str)]) {
        let id: ArrayRef = Arc::new(UInt64Array::from_iter_values(rows.iter().map(|r| r.0)));
        let s: ArrayRef = Arc::new(StringArray::from_iter_values(rows.iter().map(|r| r.1)));
        let batch = RecordBatch::try_from_iter(vec![("id", id), ("s", s)]).unwrap();
        let sorted = maskhouse_part::sort_batch(&batch, &[0]).unwrap();
        let staged = self.store.stage("all", &sorted).unwrap();
        let schema = self.catalog().table(table).unwrap().schema.checksum();
        let out = self.apply(Command::AddParts {
            table: table.into(),
            parts: vec![staged],
            schema,
        });
        assert!(matches!(out, CommandOutcome::Inserted { .. }), "{out:?}");
    }

    fn catalog(&self) -> Arc<Catalog> {
        self.store.snapshot()
    }
}

const LIMITS: SubqueryLimits = SubqueryLimits::DEFAULT;

/// The ids of 0..10 that `sql` matches, compiled against `catalog`.
fn matched(catalog: &Catalog, sql: &str) -> Vec<u64> {
    matched_within(catalog, sql, &LIMITS)
}

/// [`matched`], its subqueries within `limits`.
fn matched_within(catalog: &Catalog, sql: &str, limits: &SubqueryLimits) -> Vec<u64> {
    let compiled = SqlPredicates::default()
        .compile(catalog, &schema("t"), sql, limits)
        .unwrap_or_else(|e| panic!("{sql}: {e}"));
    // The predicate reads `id` or, when a subquery made it constant, nothing.
    let batch = match compiled.columns() {
        [0] => {
            let ids = UInt64Array::from_iter_values(0..10);
            RecordBatch::try_from_iter(vec![("id", Arc::new(ids) as ArrayRef)]).unwrap()
        }
        [] => RecordBatch::try_new_with_options(
            Arc::new(arrow::datatypes::Schema::empty()),
            vec![],
            &arrow::array::RecordBatchOptions::new().with_row_count(Some(10)),
        )
        .unwrap(),
        other => panic!("{sql} reads columns {other:?}"),
    };
    let hits = compiled.evaluate(&batch).unwrap();
    (0..10u64)
        .filter(|&i| hits.is_valid(i as usize) && hits.value(i as usize))
        .collect()
}

/// The reason `sql` fails to compile against `catalog`, which must be a failed
/// mutation (not an error that stops the replica).
fn failure(catalog: &Catalog, sql: &str) -> String {
    failure_within(catalog, sql, &LIMITS)
}

/// [`failure`], its subqueries within `limits`.
fn failure_within(catalog: &Catalog, sql: &str, limits: &SubqueryLimits) -> String {
    match SqlPredicates::default().compile(catalog, &schema("t"), sql, limits) {
        Err(maskhouse_store::Error::Predicate(reason)) => reason,
        Err(e) => panic!("{sql}: not a predicate failure: {e}"),
        Ok(_) => panic!("{sql}: compiled"),
    }
}

/// Invariant 2.8: a subquery reads the catalog it is compiled against — on apply, the
/// state as of the mutation's own index — not whatever is current.
#[test]
fn in_subquery_reads_the_catalog_it_is_given() {
    let mut f = Fixture::new(&[(1, "a"), (3, "b"), (5, "c"), (5, "d")]);
    let before = f.catalog();
    f.insert("o", &[(7, "e")]);
    let sql = "id IN (SELECT id FROM o)";
    assert_eq!(matched(&before, sql), vec![1, 3, 5]);
    assert_eq!(matched(&f.catalog(), sql), vec![1, 3, 5, 7]);
    // Masks apply: a row deleted from o is not in the set.
    let out = f.apply(Command::Delete {
        table: "o".into(),
        predicate: "s = 'b'".into(),
        created_ms: 0,
        limits: LIMITS,
        asynchronous: false,
    });
    assert!(
        matches!(out, CommandOutcome::Deleted { rows: 1, .. }),
        "{out:?}"
    );
    assert_eq!(matched(&f.catalog(), sql), vec![1, 5, 7]);
}

#[test]
fn not_in_scalar_and_exists_subqueries() {
    let f = Fixture::new(&[(1, "a"), (3, "b"), (5, "c")]);
    let c = f.catalog();
    assert_eq!(
        matched(&c, "id NOT IN (SELECT id FROM o)"),
        vec![0, 2, 4, 6, 7, 8, 9]
    );
    assert_eq!(
        matched(&c, "id > (SELECT max(id) FROM o)"),
        vec![6, 7, 8, 9]
    );
    assert_eq!(
        matched(&c, "id = (SELECT id FROM o WHERE s = 'b')"),
        vec![3]
    );
    // An empty scalar subquery is NULL: nothing matches.
    assert!(matched(&c, "id = (SELECT id FROM o WHERE s = 'z')").is_empty());
    assert_eq!(
        matched(&c, "EXISTS (SELECT 1 FROM o WHERE id = 3) AND id < 2"),
        vec![0, 1]
    );
    assert!(matched(&c, "NOT EXISTS (SELECT 1 FROM o) AND id < 2").is_empty());
    // Empty sets: nothing is in one, everything is not.
    assert!(matched(&c, "id IN (SELECT id FROM o WHERE id > 100)").is_empty());
    assert_eq!(
        matched(&c, "id NOT IN (SELECT id FROM o WHERE id > 100)").len(),
        10
    );
    // Nested subqueries, strings and table functions.
    assert_eq!(
        matched(
            &c,
            "id IN (SELECT id FROM o WHERE s IN (SELECT s FROM o WHERE id < 4))"
        ),
        vec![1, 3]
    );
    assert_eq!(
        matched(
            &c,
            "toString(id) IN (SELECT s FROM o) OR id IN (SELECT number * 4 FROM numbers(3))"
        ),
        vec![0, 4, 8]
    );
}

/// Invariant 2.8: a subquery that is wrong or fails on its rows fails the mutation with
/// the same reason every time.
#[test]
fn failing_subqueries_fail_the_mutation_deterministically() {
    let f = Fixture::new(&[(1, "a"), (3, "3"), (5, "x")]);
    let c = f.catalog();
    for (sql, expected) in [
        ("id = (SELECT id FROM o)", "returns more than one row"),
        ("id IN (SELECT id, s FROM o)", "returns 2 columns"),
        ("id IN (SELECT id FROM nosuch)", "nosuch"),
        (
            "id IN (SELECT id FROM o WHERE o.id = t.id)",
            "correlated subqueries",
        ),
        // A function's own error on the rows (a maskhouse function), not a part
        // this replica cannot read.
        ("id IN (SELECT toUInt64(s) FROM o)", "Cannot parse UInt64"),
        ("id IN (SELECT toUUID(s) FROM o)", "UUID"),
        (
            "id IN (SELECT id FROM o WHERE random() > 0.5)",
            "random() is not deterministic",
        ),
        ("id > random()", "random() is not deterministic"),
        ("id < now()", "now() is not deterministic"),
    ] {
        let reason = failure(&c, sql);
        assert!(reason.contains(expected), "{sql}: {reason}");
        assert_eq!(failure(&c, sql), reason, "{sql}: same reason every time");
    }
}

fn limits(rows_read_max: u64, set_rows_max: u64, set_bytes_max: u64) -> SubqueryLimits {
    SubqueryLimits {
        rows_read_max,
        set_rows_max,
        set_bytes_max,
        join_use_nulls: false,
        database: String::new(),
    }
}

/// Guards DESIGN §2.9 and §2.8: the rows subqueries read (`subquery_rows_read_max`) and
/// the distinct values and bytes of an IN set (`max_rows_in_set`, `max_bytes_in_set`)
/// are bounded, counted from rows and values; at a limit the predicate compiles, past
/// it the mutation fails, with the same reason every time.
#[test]
fn subquery_limits_count_rows_and_values() {
    let f = Fixture::new(&[(1, "ab"), (2, "cd"), (3, "ef"), (3, "ef")]);
    let c = f.catalog();
    // 4 rows read, 3 distinct values (duplicates count once) of 8 bytes each.
    let sql = "id IN (SELECT id FROM o)";
    assert_eq!(matched_within(&c, sql, &limits(4, 3, 24)), vec![1, 2, 3]);
    for (limits, expected) in [
        (limits(3, 3, 24), "read more than 3 rows"),
        (limits(4, 2, 24), "more than 2 distinct values"),
        (limits(4, 3, 23), "more than 23 bytes"),
    ] {
        let reason = failure_within(&c, sql, &limits);
        assert!(reason.contains(expected), "{limits:?}: {reason}");
        assert_eq!(failure_within(&c, sql, &limits), reason, "same reason");
    }
    // A string counts its length: "ab", "cd", "ef".
    let sql = "toString(id) IN (SELECT s FROM o)";
    assert!(matched_within(&c, sql, &limits(4, 3, 6)).is_empty());
    assert!(failure_within(&c, sql, &limits(4, 3, 5)).contains("more than 5 bytes"));
    // Every subquery's rows count, both sides of a UNION and table functions
    // included: 4 + 5 + 4 rows.
    let sql = "id IN (SELECT id FROM o UNION ALL SELECT number FROM numbers(5)) \
               AND id < (SELECT max(id) FROM o)";
    assert_eq!(matched_within(&c, sql, &limits(13, 5, 40)), vec![0, 1, 2]);
    let reason = failure_within(&c, sql, &limits(12, 5, 40));
    assert!(reason.contains("read more than 12 rows"), "{reason}");
    for _ in 0..20 {
        assert_eq!(failure_within(&c, sql, &limits(12, 5, 40)), reason);
    }
    // A source with no end stops at the limit; one that a LIMIT stops reads little.
    let reason = failure_within(
        &c,
        "id IN (SELECT number FROM numbers(1000000000000))",
        &limits(100_000, 1_000_000, 1 << 30),
    );
    assert!(reason.contains("read more than 100000 rows"), "{reason}");
    let sql = "EXISTS (SELECT 1 FROM numbers(1000000000000)) AND id < 2";
    assert_eq!(matched_within(&c, sql, &limits(100_000, 1, 1)), vec![0, 1]);
}

/// Guards DESIGN §2.8: a DELETE whose subquery passes the limits its entry carries
/// fails alike on two replicas, is recorded as failed and masks nothing; within them
/// the same predicate deletes the same rows on both.
#[test]
fn subquery_past_the_entry_limits_fails_alike_on_every_replica() {
    let o: Vec<(u64, &str)> = (0..50).map(|i| (i, "o")).collect();
    let t: Vec<(u64, &str)> = (0..100).map(|i| (i, "t")).collect();
    let mut replicas = [Fixture::new(&o), Fixture::new(&o)];
    for r in &mut replicas {
        r.insert("t", &t);
    }
    let delete = |limits| Command::Delete {
        table: "t".into(),
        predicate: "id IN (SELECT id FROM o WHERE id % 2 = 0)".into(),
        created_ms: 0,
        limits,
        asynchronous: false,
    };
    let mut reasons = Vec::new();
    for (r, limits) in replicas
        .iter_mut()
        .zip([limits(49, 100, 1000), limits(49, 100, 1000)])
    {
        let index = r.next;
        let CommandOutcome::Rejected(reason) = r.apply(delete(limits)) else {
            panic!("applied past the limit");
        };
        assert!(reason.contains("read more than 49 rows"), "{reason}");
        let catalog = r.catalog();
        let t = catalog.table("t").unwrap();
        let record = &t.mutations[&(index, 0)];
        assert_eq!(
            record.fail_reason.as_deref().map(|f| reason.ends_with(f)),
            Some(true)
        );
        assert_eq!(record.rows_deleted, 0);
        assert!(t.parts.values().all(|p| p.mask.is_empty()), "masks nothing");
        reasons.push(reason);
    }
    assert_eq!(reasons[0], reasons[1]);
    for (r, limits) in replicas
        .iter_mut()
        .zip([limits(50, 25, 200), limits(50, 25, 200)])
    {
        assert_eq!(
            r.apply(delete(limits)),
            CommandOutcome::Deleted {
                mutation: r.next - 1,
                rows: 25
            }
        );
        assert_eq!(r.catalog().table("t").unwrap().live_rows(), 75);
    }
    // One value over the set limit fails too.
    let out = replicas[0].apply(delete(limits(50, 24, 200)));
    assert!(
        matches!(&out, CommandOutcome::Rejected(r) if r.contains("more than 24 distinct values")),
        "{out:?}"
    );
}

/// Invariant 2.8: only a part that cannot be read stops the replica.
#[test]
fn unreadable_part_in_a_subquery_is_not_a_predicate_failure() {
    let f = Fixture::new(&[(1, "a")]);
    let c = f.catalog();
    let part = c.table("o").unwrap().parts.values().next().unwrap().clone();
    std::fs::remove_file(&part.file.path).unwrap();
    let e = SqlPredicates::default()
        .compile(&c, &schema("t"), "id IN (SELECT id FROM o)", &LIMITS)
        .err()
        .expect("the part is gone");
    assert!(!matches!(e, maskhouse_store::Error::Predicate(_)), "{e}");
}

/// Before proposing, subqueries run against the current snapshot within the limits:
/// a client learns of a limit passed (TOO_MANY_ROWS, SET_SIZE_LIMIT_EXCEEDED) or a
/// subquery failing on its rows before anything is proposed.
#[test]
fn validation_runs_subqueries_within_the_limits() {
    let f = Fixture::new(&[(1, "x")]);
    let c = f.catalog();
    let p = SqlPredicates::default();
    let rt = tokio::runtime::Builder::new_current_thread()
        .build()
        .unwrap();
    let validate = |sql: &str| rt.block_on(p.validate(&c, &schema("t"), sql, &LIMITS, None));
    let e = validate("id IN (SELECT toUInt64(s) FROM o)").unwrap_err();
    assert!(e.message.contains("Cannot parse UInt64"), "{e}");
    let within = |sql: &str, limits| rt.block_on(p.validate(&c, &schema("t"), sql, &limits, None));
    let e = within(
        "id IN (SELECT number FROM numbers(10))",
        limits(9, 100, 1000),
    )
    .unwrap_err();
    assert_eq!(
        (e.kind, e.code),
        (crate::ErrorKind::BadRequest, Some(158)),
        "{e}"
    );
    let e = within(
        "id IN (SELECT number FROM numbers(10))",
        limits(10, 9, 1000),
    )
    .unwrap_err();
    assert_eq!(
        (e.kind, e.code),
        (crate::ErrorKind::BadRequest, Some(191)),
        "{e}"
    );
    within("id IN (SELECT number FROM numbers(10))", limits(10, 10, 80)).unwrap();
    validate("id > (SELECT max(id) FROM o) AND s != ''").unwrap();
    validate("NOT EXISTS (SELECT 1 FROM o WHERE id = 3) AND id < 2").unwrap();
    let e = validate("id IN (SELECT id FROM nosuch)").unwrap_err();
    assert_eq!(e.kind, crate::ErrorKind::NotFound, "{e}");
    let e = validate("id IN (SELECT nosuch FROM o)").unwrap_err();
    assert_eq!(e.kind, crate::ErrorKind::BadRequest, "{e}");
    let e = validate("id IN (SELECT id FROM o WHERE random() > 0.5)").unwrap_err();
    assert!(e.message.contains("not deterministic"), "{e}");
}

/// Apply runs subqueries from a blocking thread of a multi-threaded runtime, or from a
/// thread inside a single-threaded one; both work.
#[test]
fn subqueries_run_from_any_runtime_context() {
    let f = Fixture::new(&[(2, "a")]);
    let c = f.catalog();
    let multi = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .build()
        .unwrap();
    let c2 = c.clone();
    let ids = multi
        .block_on(multi.spawn_blocking(move || matched(&c2, "id IN (SELECT id FROM o)")))
        .unwrap();
    assert_eq!(ids, vec![2]);
    let single = tokio::runtime::Builder::new_current_thread()
        .build()
        .unwrap();
    let ids = single.block_on(async { matched(&c, "id IN (SELECT id FROM o)") });
    assert_eq!(ids, vec![2]);
}

/// Invariant 2.8: these compile (so they pass the check before proposing) and fail only
/// on the rows, when each replica evaluates them.
#[test]
fn evaluation_errors_come_from_the_rows() {
    let f = Fixture::new(&[]);
    let c = f.catalog();
    let id: ArrayRef = Arc::new(UInt64Array::from_iter_values([1, 2]));
    let s: ArrayRef = Arc::new(StringArray::from_iter_values(["1", "two"]));
    let batch = RecordBatch::try_from_iter(vec![("id", id), ("s", s)]).unwrap();
    for (sql, expected) in [
        ("toUInt64(s) = 1", "Cannot parse UInt64 from String \"two\""),
        ("intDiv(id, 0) = 1", "Division by zero (ILLEGAL_DIVISION)"),
        ("id % 0 = 1", "Divide by zero"),
    ] {
        let compiled = SqlPredicates::default()
            .compile(&c, &schema("t"), sql, &LIMITS)
            .unwrap_or_else(|e| panic!("{sql}: {e}"));
        let columns: Vec<usize> = compiled.columns().to_vec();
        let e = compiled
            .evaluate(&batch.project(&columns).unwrap())
            .unwrap_err();
        assert!(e.contains(expected), "{sql}: {e}");
    }
}

/// Key filters (DESIGN §2.1): a predicate pins a column only to values every matching
/// row must have, as values of the column's type; anything else pins nothing.
#[test]
fn pinned_values_are_the_values_a_match_must_have() {
    let f = Fixture::new(&[]);
    let c = f.catalog();
    let pinned = |sql: &str| -> Option<Vec<u64>> {
        let compiled = SqlPredicates::default()
            .compile(&c, &schema("t"), sql, &LIMITS)
            .unwrap_or_else(|e| panic!("{sql}: {e}"));
        let values = compiled.pinned_values(0)?;
        assert_eq!(
            values.data_type(),
            &arrow::datatypes::DataType::UInt64,
            "{sql}"
        );
        let mut v: Vec<u64> = values
            .as_any()
            .downcast_ref::<UInt64Array>()
            .unwrap()
            .values()
            .to_vec();
        v.sort_unstable();
        Some(v)
    };
    assert_eq!(pinned("id = 5"), Some(vec![5]));
    assert_eq!(pinned("id IN (7, 3)"), Some(vec![3, 7]));
    assert_eq!(pinned("id = 1 OR id = 2"), Some(vec![1, 2]));
    assert_eq!(pinned("id = 4 AND s = 'x'"), Some(vec![4]));
    assert_eq!(pinned("id > 5"), None);
    assert_eq!(pinned("id = 1 OR s = 'x'"), None);
    assert_eq!(pinned("id != 1"), None);
    // A literal the column cannot hold exactly pins nothing.
    assert_eq!(pinned("id = -1"), None);
    assert_eq!(pinned("id = 1.5"), None);
    // The string column is pinned too, and only as itself.
    let compiled = SqlPredicates::default()
        .compile(&c, &schema("t"), "s IN ('a', 'b')", &LIMITS)
        .unwrap();
    assert!(compiled.pinned_values(0).is_none());
    assert_eq!(compiled.pinned_values(1).unwrap().len(), 2);
}

/// Guards DESIGN §2.1 (apply is deterministic): pruning every row group of a part in
/// one pass decides exactly what asking group by group decides, groups without
/// statistics included, so a DELETE reads the same row groups either way.
#[test]
fn pruning_all_row_groups_at_once_agrees_with_one_at_a_time() {
    use maskhouse_types::{ColumnStats, Value};
    let f = Fixture::new(&[]);
    let catalog = f.store.snapshot();
    let stats = |lo: u64, hi: u64| {
        Some(vec![
            ColumnStats {
                min: Some(Value::UInt(lo)),
                max: Some(Value::UInt(hi)),
                null_count: 0,
            },
            ColumnStats {
                min: Some(Value::Str("a".into())),
                max: Some(Value::Str("m".into())),
                null_count: 0,
            },
        ])
    };
    let groups = vec![
        stats(0, 99),
        stats(100, 199),
        None,
        stats(200, 299),
        stats(150, 150),
    ];
    for sql in [
        "id = 150",
        "id IN (5, 250)",
        "id > 180 AND s = 'z'",
        "id < 0",
        "s >= 'b'",
        "id % 2 = 0",
    ] {
        let compiled = SqlPredicates::default()
            .compile(&catalog, &schema("t"), sql, &LIMITS)
            .unwrap_or_else(|e| panic!("{sql}: {e}"));
        let one_by_one: Vec<bool> = groups
            .iter()
            .map(|g| g.as_ref().is_none_or(|s| compiled.may_match(s)))
            .collect();
        assert_eq!(compiled.may_match_groups(&groups), one_by_one, "{sql}");
    }
    // The pruning does prune: a point lookup rules out the groups that miss it.
    let point = SqlPredicates::default()
        .compile(&catalog, &schema("t"), "id = 150", &LIMITS)
        .unwrap();
    assert_eq!(
        point.may_match_groups(&groups),
        vec![false, true, true, false, true]
    );
}

/// A table `p` with one column `c` of type `ty`.
fn one_column(ty: ColumnType) -> TableSchema {
    TableSchema {
        name: "p".into(),
        columns: vec![ColumnDef::new("c", ty)],
        order_by: vec!["c".into()],
        partition_by: None,
        engine: Engine::MergeTree,
        settings: vec![],
        ttl: vec![],
        notes: Default::default(),
    }
}

/// Guards DESIGN §2.8 (the same text matches the same rows on every replica, whichever
/// way it was compiled): a point predicate compiled without DataFusion matches exactly
/// the rows the DataFusion compilation matches, nulls included, pins the same values,
/// and never rules out a part or group that holds a match. Random data and literals,
/// in and out of each type's range, on every integer type and String, Nullable or not.
#[test]
fn point_predicates_match_what_datafusion_matches() {
    use maskhouse_store::RowPredicate;
    use maskhouse_types::{ColumnStats, Value};
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let compiler = SqlPredicates::default();
    let types: [(&str, i128, i128); 8] = [
        ("UInt8", 0, u8::MAX.into()),
        ("UInt16", 0, u16::MAX.into()),
        ("UInt32", 0, u32::MAX.into()),
        ("UInt64", 0, u64::MAX.into()),
        ("Int8", i8::MIN.into(), i8::MAX.into()),
        ("Int16", i16::MIN.into(), i16::MAX.into()),
        ("Int32", i32::MIN.into(), i32::MAX.into()),
        ("Int64", i64::MIN.into(), i64::MAX.into()),
    ];
    let (mut taken, mut total) = (0, 0);
    for nullable in [false, true] {
        for (name, lo, hi) in types
            .iter()
            .map(|t| (t.0, Some(t.1), Some(t.2)))
            .chain([("String", None, None)])
        {
            let ty = ColumnType::parse(name).unwrap();
            let ty = if nullable {
                ColumnType::Nullable(Box::new(ty))
            } else {
                ty
            };
            let table = one_column(ty);
            let arrow_schema = maskhouse_part::schema::arrow_schema(&table);
            let field_type = arrow_schema.field(0).data_type().clone();
            // Values near the literals, so that matches happen.
            let pool: Vec<String> = match (lo, hi) {
                (Some(lo), Some(hi)) => [lo, lo + 1, -1, 0, 1, 2, 7, 100, 255, 256, hi - 1, hi]
                    .into_iter()
                    .filter(|v| (lo..=hi).contains(v))
                    .map(|v| v.to_string())
                    .collect(),
                _ => ["", "a", "b", "ab", "z", "Z", "é", "a'b"]
                    .map(String::from)
                    .to_vec(),
            };
            let literals: Vec<String> = match (lo, hi) {
                (Some(lo), Some(hi)) => [lo - 1, lo, lo + 1, -1, 0, 1, 2, 7, 100, 256, hi, hi + 1]
                    .into_iter()
                    .map(|v| v.to_string())
                    .chain(
                        [
                            "1.0",
                            "'5'",
                            "NULL",
                            "1e2",
                            "007",
                            "-0",
                            "+5",
                            "-(5)",
                            "- -1",
                            "-(9223372036854775808)",
                            "- -9223372036854775808",
                            "-9223372036854775808",
                            "18446744073709551616",
                        ]
                        .map(String::from),
                    )
                    .collect(),
                _ => [
                    "''", "'a'", "'b'", "'ab'", "'é'", "'a\\'b'", "'q'", "5", "NULL",
                ]
                .map(String::from)
                .to_vec(),
            };
            for _ in 0..60 {
                let mut pick = |n: usize| (next() % n as u64) as usize;
                let text: Vec<Option<&str>> = (0..40)
                    .map(|_| {
                        if nullable && pick(5) == 0 {
                            None
                        } else {
                            Some(pool[pick(pool.len())].as_str())
                        }
                    })
                    .collect();
                let column = arrow::compute::cast(&StringArray::from(text), &field_type).unwrap();
                let batch =
                    RecordBatch::try_new(arrow_schema.clone(), vec![column.clone()]).unwrap();
                let l =
                    |pick: &mut dyn FnMut(usize) -> usize| literals[pick(literals.len())].clone();
                let sql = match pick(5) {
                    0 => format!("c = {}", l(&mut pick)),
                    1 => format!("{} = c", l(&mut pick)),
                    2 => format!("(c) = ({})", l(&mut pick)),
                    3 => format!("c IN ({})", l(&mut pick)),
                    _ => {
                        let n = 1 + pick(5);
                        let list: Vec<String> = (0..n).map(|_| l(&mut pick)).collect();
                        format!("c IN ({})", list.join(", "))
                    }
                };
                total += 1;
                let (expr, subqueries) = super::prepare(&sql).unwrap();
                assert!(subqueries.is_empty());
                let Some(point) = super::point::compile(&arrow_schema, &expr) else {
                    continue;
                };
                taken += 1;
                let slow = compiler
                    .compile_resolved(&table, expr, &[])
                    .unwrap_or_else(|e| {
                        panic!("{name} {sql}: DataFusion fails ({e}) where the point path compiles")
                    });
                let what = format!("{} {name}: {sql}", if nullable { "Nullable" } else { "" });
                assert_eq!(point.columns(), slow.columns(), "{what}");
                let fast_hits = point.evaluate(&batch).unwrap();
                let slow_hits = slow.evaluate(&batch).unwrap();
                assert_eq!(fast_hits, slow_hits, "{what} over {column:?}");
                // The same pinned values, as a set.
                let set = |a: Option<ArrayRef>| {
                    a.map(|a| {
                        let mut v: Vec<String> = (0..a.len())
                            .map(|i| arrow::util::display::array_value_to_string(&a, i).unwrap())
                            .collect();
                        v.sort();
                        v.dedup();
                        v
                    })
                };
                // DataFusion pins fewer (not a column cast to the literal's type); where
                // it pins, the values agree, and every match has a pinned value.
                let pinned = set(point.pinned_values(0)).expect("a point pins its column");
                if let Some(slow_pinned) = set(slow.pinned_values(0)) {
                    assert_eq!(pinned, slow_pinned, "{what}");
                }
                for i in
                    (0..fast_hits.len()).filter(|i| fast_hits.is_valid(*i) && fast_hits.value(*i))
                {
                    let v = arrow::util::display::array_value_to_string(&column, i).unwrap();
                    assert!(
                        pinned.contains(&v),
                        "{what}: {v} matches, pinned {pinned:?}"
                    );
                }
                // Statistics of the batch: a batch that holds a match is never ruled out.
                let valid: Vec<String> = (0..column.len())
                    .filter(|i| column.is_valid(*i))
                    .map(|i| arrow::util::display::array_value_to_string(&column, i).unwrap())
                    .collect();
                let stat = |s: &String| match (lo, s.parse::<i128>()) {
                    (Some(lo), Ok(v)) if lo < 0 => Value::Int(v as i64),
                    (Some(_), Ok(v)) => Value::UInt(v as u64),
                    _ => Value::Str(s.clone()),
                };
                let ord =
                    |a: &&String, b: &&String| match (lo, a.parse::<i128>(), b.parse::<i128>()) {
                        (Some(_), Ok(x), Ok(y)) => x.cmp(&y),
                        _ => a.cmp(b),
                    };
                let stats = vec![ColumnStats {
                    min: valid.iter().min_by(ord).map(stat),
                    max: valid.iter().max_by(ord).map(stat),
                    null_count: (column.len() - valid.len()) as u64,
                }];
                let any = (0..fast_hits.len()).any(|i| fast_hits.is_valid(i) && fast_hits.value(i));
                if any {
                    assert!(
                        point.may_match(&stats),
                        "{what}: ruled out a match ({stats:?})"
                    );
                }
                if !slow.may_match(&stats) {
                    assert!(!any, "{what}");
                }
            }
        }
    }
    // Both paths are exercised: most of these predicates take the point path.
    assert!(
        taken > total / 3 && taken < total,
        "{taken} of {total} took the point path"
    );
}

/// Guards DESIGN §2.8: a compiled UPDATE is reused only for the same table schema and
/// the same assignment text, so it is the function a fresh compile gives; a failure is
/// a failure every time; the cache stays within its bound.
#[test]
fn compiled_updates_are_reused_for_the_same_schema_and_text_only() {
    let p = SqlPredicates::default();
    let t = schema("t");
    let set = vec![("s".to_string(), "concat(s, 'x')".to_string())];
    let first = p.compile_assignments(&t, &set).unwrap();
    let again = p.compile_assignments(&t, &set).unwrap();
    assert!(
        Arc::ptr_eq(&first, &again),
        "the same text is compiled once"
    );
    let mut other = t.clone();
    other.columns[1].ty = ColumnType::Nullable(Box::new(ColumnType::String));
    let third = p.compile_assignments(&other, &set).unwrap();
    assert!(!Arc::ptr_eq(&first, &third), "another schema compiles anew");
    let rows = RecordBatch::try_new(
        maskhouse_part::schema::arrow_schema(&other),
        vec![
            Arc::new(UInt64Array::from(vec![1])) as ArrayRef,
            Arc::new(StringArray::from(vec![Some("a")])) as ArrayRef,
        ],
    )
    .unwrap();
    let updated = third.apply(&rows).unwrap();
    assert!(updated.schema().field(1).is_nullable());
    let key = vec![("id".to_string(), "1".to_string())];
    for _ in 0..2 {
        let e = p.compile_assignments(&t, &key).err().expect("a key column");
        assert!(e.message.contains("CANNOT_UPDATE_COLUMN"), "{}", e.message);
    }
    for i in 0..super::UPDATE_CACHE_ENTRIES + 10 {
        p.compile_assignments(&t, &[("s".into(), format!("'{i}'"))])
            .unwrap();
    }
    assert!(p.updates.lock().unwrap().len() <= super::UPDATE_CACHE_ENTRIES);
}

/// Invariant 2.6: a part damaged on disk after it was verified and read is not read
/// again as values: the subquery that meets the damaged page fails on this replica
/// only (it is not a predicate failure every replica would record), and the file is
/// reported for repair.
#[test]
fn a_page_damaged_after_the_open_fails_the_read_and_is_reported() {
    let mix = |i: u64| i.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (i << 9);
    let names: Vec<String> = (0..30_000u64)
        .map(|i| format!("{:x}", mix(i + 3)))
        .collect();
    let rows: Vec<(u64, &str)> = (0..30_000u64)
        .map(|i| (mix(i), names[i as usize].as_str()))
        .collect();
    let f = Fixture::new(&rows);
    let sql = "id IN (SELECT id % 10 FROM o WHERE s != '')";
    let before = matched(&f.catalog(), sql);
    assert!(!before.is_empty());
    let catalog = f.catalog();
    let part = catalog
        .table("o")
        .unwrap()
        .parts
        .values()
        .next()
        .unwrap()
        .clone();
    let footer = part.file.footer(&part.meta).unwrap();
    // Flip a byte in the middle of the second data page of `id` (values LZ4 cannot
    // shrink: before pages were checked, the flip read as another id).
    let page = &footer.metadata().metadata().offset_index().unwrap()[0][0].page_locations()[1];
    let mut bytes = std::fs::read(&part.file.path).unwrap();
    bytes[(page.offset + i64::from(page.compressed_page_size) / 2) as usize] ^= 0x04;
    std::fs::write(&part.file.path, &bytes).unwrap();
    match SqlPredicates::default().compile(&catalog, &schema("t"), sql, &LIMITS) {
        Err(maskhouse_store::Error::Predicate(reason)) => {
            panic!("recorded as the mutation's failure: {reason}")
        }
        Err(e) => assert!(e.to_string().contains("checksum"), "{e}"),
        Ok(_) => panic!("read a damaged page"),
    }
    assert!(part.file.is_damaged(), "reported for repair");
}

/// A mutation divides by a constant as a query does (`divisors`): `%` by a positive
/// constant compiles to the division by multiplication, and matches the rows the
/// operator matches (the same on every replica, DESIGN §2.1).
#[test]
fn remainders_by_constants_compile_as_in_queries() {
    let f = Fixture::new(&[]);
    let c = f.catalog();
    assert_eq!(matched(&c, "id % 3 = 1"), vec![1, 4, 7]);
    assert_eq!(matched(&c, "id % 4 = 2 OR id % 5 = 0"), vec![0, 2, 5, 6]);
    let (expr, _) = super::prepare("id % 3 = 1").unwrap();
    let compiled = SqlPredicates::default()
        .compile_resolved(&schema("t"), expr, &[])
        .unwrap();
    let text = compiled.projected.to_string();
    assert!(text.contains("modulo_by_constant"), "{text}");
}
