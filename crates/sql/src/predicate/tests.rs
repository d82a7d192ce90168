//! Predicates with subqueries, compiled against real catalogs (DESIGN §2.8).

use std::sync::Arc;

use arrow::array::{Array, ArrayRef, RecordBatch, StringArray, UInt64Array};
use maskhouse_store::{Catalog, PredicateCompiler, Store, StoreConfig};
use maskhouse_types::{ColumnDef, ColumnType, Command, CommandOutcome, Engine, TableSchema};

use super::SqlPredicates;

fn schema(name: &str) -> TableSchema {
    let col = |n: &str, ty| ColumnDef {
        name: n.into(),
        ty,
        default: None,
    };
    TableSchema {
        name: name.into(),
        columns: vec![col("id", ColumnType::UInt64), col("s", ColumnType::String)],
        order_by: vec!["id".into()],
        partition_by: None,
        engine: Engine::MergeTree,
        settings: vec![],
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

/// The ids of 0..10 that `sql` matches, compiled against `catalog`.
fn matched(catalog: &Catalog, sql: &str) -> Vec<u64> {
    let compiled = SqlPredicates::default()
        .compile(catalog, &schema("t"), sql)
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
    match SqlPredicates::default().compile(catalog, &schema("t"), sql) {
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
        ("id IN (SELECT toUInt64(s) FROM o)", "Cannot cast"),
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

/// Invariant 2.7: an IN subquery brings at most SUBQUERY_VALUES_MAX values.
#[test]
fn subquery_values_are_bounded() {
    let f = Fixture::new(&[]);
    let c = f.catalog();
    let max = crate::subquery::SUBQUERY_VALUES_MAX;
    let reason = failure(
        &c,
        &format!("id IN (SELECT number FROM numbers({}))", max + 1),
    );
    assert!(
        reason.contains(&format!("more than {max} distinct values")),
        "{reason}"
    );
    // Duplicates count once.
    let sql = format!("id IN (SELECT number % 3 FROM numbers({}))", max + 1);
    assert_eq!(matched(&c, &sql), vec![0, 1, 2]);
}

/// Invariant 2.8: only a part that cannot be read stops the replica.
#[test]
fn unreadable_part_in_a_subquery_is_not_a_predicate_failure() {
    let f = Fixture::new(&[(1, "a")]);
    let c = f.catalog();
    let part = c.table("o").unwrap().parts.values().next().unwrap().clone();
    std::fs::remove_file(&part.file.path).unwrap();
    let e = SqlPredicates::default()
        .compile(&c, &schema("t"), "id IN (SELECT id FROM o)")
        .err()
        .expect("the part is gone");
    assert!(!matches!(e, maskhouse_store::Error::Predicate(_)), "{e}");
}

/// Before proposing, subqueries are planned against the current snapshot, not run.
#[test]
fn validation_plans_subqueries_without_running_them() {
    let f = Fixture::new(&[(1, "x")]);
    let c = f.catalog();
    let p = SqlPredicates::default();
    let rt = tokio::runtime::Builder::new_current_thread()
        .build()
        .unwrap();
    let validate = |sql: &str| rt.block_on(p.validate(&c, &schema("t"), sql));
    validate("id IN (SELECT toUInt64(s) FROM o)").expect("fails only when run");
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
        ("toUInt64(s) = 1", "Cannot cast string 'two'"),
        ("intDiv(id, 0) = 1", "Divide by zero"),
        ("id / 0 = 1", "Divide by zero"),
    ] {
        let compiled = SqlPredicates::default()
            .compile(&c, &schema("t"), sql)
            .unwrap_or_else(|e| panic!("{sql}: {e}"));
        let columns: Vec<usize> = compiled.columns().to_vec();
        let e = compiled
            .evaluate(&batch.project(&columns).unwrap())
            .unwrap_err();
        assert!(e.contains(expected), "{sql}: {e}");
    }
}
