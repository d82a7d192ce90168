//! Mask costs on 10M rows (10 parts of 1M):
//! - reading every column with masks of 0%, 1%, 10%, 50% of rows deleted, applied as a
//!   Parquet row selection against filtering after decode;
//! - evaluating a DELETE (predicate over every part, bitmap of matches) against a plain
//!   scan that evaluates the same predicate and counts.
//!
//! Run: `cargo bench -p maskhouse-store --bench masks` (MASKHOUSE_BENCH_ROWS to scale).

use std::sync::Arc;

use arrow::{
    array::{ArrayRef, BooleanArray, Float64Array, RecordBatch, UInt32Array, UInt64Array},
    compute::kernels::{cmp::eq, numeric::rem},
};
use criterion::{criterion_group, criterion_main, Criterion};
use maskhouse_part::{MaskMode, PartReader, RoaringBitmap};
use maskhouse_store::{Catalog, PredicateCompiler, RowPredicate, Store, StoreConfig};
use maskhouse_types::{ColumnDef, ColumnStats, ColumnType, Command, Engine, TableSchema};
use rand::{rngs::StdRng, Rng, SeedableRng};

const PARTS: u64 = 10;

/// `user_id % 10 = 3`, the peer benchmark's predicate, with Arrow kernels.
struct ModPredicate;

impl RowPredicate for ModPredicate {
    fn columns(&self) -> &[usize] {
        &[1]
    }
    fn may_match(&self, _: &[ColumnStats]) -> bool {
        true
    }
    fn evaluate(&self, batch: &RecordBatch) -> Result<BooleanArray, String> {
        eval(batch.column(0))
    }
}

fn eval(col: &ArrayRef) -> Result<BooleanArray, String> {
    let ten = UInt32Array::new_scalar(10);
    let three = UInt32Array::new_scalar(3);
    let m = rem(col, &ten).map_err(|e| e.to_string())?;
    eq(&m, &three).map_err(|e| e.to_string())
}

impl PredicateCompiler for ModPredicate {
    fn compile(
        &self,
        _: &Catalog,
        _: &TableSchema,
        _: &str,
        _: &maskhouse_types::SubqueryLimits,
    ) -> maskhouse_store::Result<Arc<dyn RowPredicate>> {
        Ok(Arc::new(ModPredicate))
    }

    fn compile_update(
        &self,
        _: &TableSchema,
        _: &[(String, String)],
    ) -> maskhouse_store::Result<Arc<dyn maskhouse_store::RowUpdate>> {
        Err(maskhouse_store::Error::Predicate(
            "no updates in this benchmark".into(),
        ))
    }
}

fn schema() -> TableSchema {
    let col = |n: &str, ty| ColumnDef::new(n, ty);
    TableSchema {
        name: "events".into(),
        columns: vec![
            col("id", ColumnType::UInt64),
            col("user_id", ColumnType::UInt32),
            col("amount", ColumnType::Float64),
        ],
        order_by: vec!["id".into()],
        partition_by: None,
        engine: Engine::MergeTree,
        settings: vec![],
        ttl: vec![],
        notes: Default::default(),
    }
}

fn rows(start: u64, n: u64) -> RecordBatch {
    let id: ArrayRef = Arc::new(UInt64Array::from_iter_values(start..start + n));
    let user: ArrayRef = Arc::new(UInt32Array::from_iter_values(
        (start..start + n).map(|i| ((i.wrapping_mul(2654435761) >> 7) % 1_000_000) as u32),
    ));
    let amount: ArrayRef = Arc::new(Float64Array::from_iter_values(
        (start..start + n).map(|i| (i.wrapping_mul(69069) % 100_000) as f64 / 100.0),
    ));
    RecordBatch::try_from_iter(vec![("id", id), ("user_id", user), ("amount", amount)]).unwrap()
}

fn bench(c: &mut Criterion) {
    let total: u64 = std::env::var("MASKHOUSE_BENCH_ROWS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000_000);
    let per = total / PARTS;
    let dir = tempfile::tempdir().unwrap();
    let db = sled::open(dir.path().join("meta")).unwrap();
    let mut config = StoreConfig::new(dir.path());
    config.delete_threads = 1;
    let store = Store::open(config, &db, Arc::new(ModPredicate)).unwrap();
    store
        .apply(
            1,
            &Command::CreateTable {
                schema: schema(),
                if_not_exists: false,
            },
            None,
        )
        .unwrap();
    for p in 0..PARTS {
        let staged = store.stage("all", &rows(p * per, per)).unwrap();
        let cmd = Command::AddParts {
            table: "events".into(),
            parts: vec![staged],
            schema: store.snapshot().table("events").unwrap().schema.checksum(),
        };
        store.apply(2 + p, &cmd, None).unwrap();
    }
    let snapshot = store.snapshot();
    let parts: Vec<_> = snapshot
        .table("events")
        .unwrap()
        .parts
        .values()
        .cloned()
        .collect();
    let readers: Vec<PartReader> = parts
        .iter()
        .map(|p| PartReader::open(&p.file.path, &p.meta).unwrap())
        .collect();

    let mut group = c.benchmark_group("read_with_mask");
    group.sample_size(10);
    // Scattered: each row deleted with probability pct. Runs: the first pct% of every
    // 64k-row range, so deleted and kept rows form long runs.
    let cases = [
        (0u32, false),
        (1, false),
        (10, false),
        (50, false),
        (10, true),
        (50, true),
    ];
    for (pct, runs) in cases {
        let mut rng = StdRng::seed_from_u64(42);
        let masks: Vec<RoaringBitmap> = (0..PARTS)
            .map(|_| {
                if runs {
                    (0..per as u32)
                        .filter(|r| r % 65_536 < 65_536 * pct / 100)
                        .collect()
                } else {
                    (0..per as u32)
                        .filter(|_| rng.gen_range(0..100) < pct)
                        .collect()
                }
            })
            .collect();
        let kind = if runs { "runs" } else { "scattered" };
        for (mode, label) in [
            (MaskMode::RowSelection, "row_selection"),
            (MaskMode::FilterAfterDecode, "filter_after_decode"),
            (MaskMode::Auto, "auto"),
        ] {
            group.bench_function(format!("{pct}pct_{kind}/{label}"), |b| {
                b.iter(|| {
                    let mut n = 0;
                    for (r, m) in readers.iter().zip(&masks) {
                        for batch in r.read(None, Some(m), mode).unwrap() {
                            n += batch.num_rows();
                        }
                    }
                    n
                })
            });
        }
    }
    group.finish();

    let mut group = c.benchmark_group("delete_vs_scan");
    group.sample_size(10);
    group.bench_function("plain_scan_count_where", |b| {
        b.iter(|| {
            let mut n = 0;
            for r in &readers {
                for batch in r.read(Some(&[1]), None, MaskMode::RowSelection).unwrap() {
                    n += eval(batch.column(0)).unwrap().true_count();
                }
            }
            n
        })
    });
    // Every iteration evaluates the predicate over all parts; after the first, the
    // matches are already deleted, so the cost measured is evaluation plus bitmaps.
    let mut index = 100;
    group.bench_function("delete_evaluation", |b| {
        b.iter(|| {
            index += 1;
            let cmd = Command::Delete {
                table: "events".into(),
                predicate: "user_id % 10 = 3".into(),
                created_ms: 0,
                limits: Default::default(),
                asynchronous: false,
            };
            store.apply(index, &cmd, None).unwrap()
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
