//! What the clients of a run send: one operation at a time, drawn from the run's seed,
//! the same for the real-process chaos suite and the simulation. Most operations act on
//! `t` (unique ids); [`KV_PERCENT`] of them on `kv`, a ReplacingMergeTree over
//! [`KV_KEYS`] keys, so that upserts, UPDATEs and DELETEs of one key race each other.

use rand::Rng;

use crate::history::{KvRow, OpKind, Predicate};

/// The ReplacingMergeTree table of the workload, created beside `t`.
pub const CREATE_KV: &str = "CREATE TABLE IF NOT EXISTS kv (key UInt64, ver UInt64, v UInt64) \
                             ENGINE = ReplacingMergeTree(ver) ORDER BY key";

/// Keys of `kv`: few, so that every key is written many times, often concurrently.
pub const KV_KEYS: u64 = 50;

/// Share of the operations that act on `kv`, in percent.
pub const KV_PERCENT: u32 = 30;

/// An upsert's `ver` is its first value divided by this, plus 0 to 2: versions grow
/// slowly over a run, so that writes of one key close in time often tie (the later
/// entry wins) or come in the wrong order (the higher version wins).
const VALUES_PER_VER: u64 = 32;

/// Where fresh ids and values come from: shared by every client of a run, so that no
/// two writes take the same one.
pub trait Fresh {
    /// The first id no insert into `t` has taken yet.
    fn next_id(&self) -> u64;
    /// Takes `n` fresh ids for an insert into `t`; returns the first.
    fn take_ids(&mut self, n: u64) -> u64;
    /// Takes `n` fresh values of `kv.v`; returns the first.
    fn take_values(&mut self, n: u64) -> u64;
}

/// A client's next statement: the operation the history records (`None` for an
/// `OPTIMIZE`, which the history does not judge) and its SQL.
pub struct Drawn {
    pub kind: Option<OpKind>,
    pub sql: String,
}

/// Draws client `process`'s next operation, taking the ids and values it writes from
/// `fresh`. With `optimize`, 2 % of the operations on `t` are `OPTIMIZE TABLE t`
/// (reads otherwise).
pub fn draw(rng: &mut impl Rng, process: u64, optimize: bool, fresh: &mut impl Fresh) -> Drawn {
    if rng.gen_range(0..100) < KV_PERCENT {
        return draw_kv(rng, fresh);
    }
    let next = fresh.next_id();
    let op = |kind: OpKind, sql: String| Drawn {
        kind: Some(kind),
        sql,
    };
    match rng.gen_range(0..100) {
        0..=43 => {
            let n = rng.gen_range(1..20);
            let first = fresh.take_ids(n);
            let ids: Vec<u64> = (first..first + n).collect();
            let values: Vec<String> = ids.iter().map(|id| format!("({id}, {process})")).collect();
            let sql = format!("INSERT INTO t VALUES {}", values.join(","));
            op(OpKind::Insert { ids }, sql)
        }
        44..=58 if next > 0 => {
            let n = rng.gen_range(1..5);
            let ids: Vec<u64> = (0..n)
                .map(|_| next.saturating_sub(rng.gen_range(1..200.min(next) + 1)))
                .collect();
            let list: Vec<String> = ids.iter().map(u64::to_string).collect();
            let sql = format!("DELETE FROM t WHERE id IN ({})", list.join(","));
            op(OpKind::DeleteIds { ids }, sql)
        }
        59..=65 => {
            let predicate = draw_predicate(rng, next);
            let sql = format!("DELETE FROM t WHERE {}", predicate.sql());
            op(OpKind::DeleteWhere { predicate }, sql)
        }
        66..=67 if optimize => Drawn {
            kind: None,
            sql: "OPTIMIZE TABLE t".into(),
        },
        66..=86 => op(OpKind::Read { ids: None }, "SELECT id FROM t".into()),
        _ => op(
            OpKind::Count { count: None },
            "SELECT count() FROM t".into(),
        ),
    }
}

/// An operation on `kv`: an upsert of one to three keys (now and then one key twice in
/// the same INSERT), an UPDATE or a DELETE of one to three keys, or a read of the
/// whole table.
fn draw_kv(rng: &mut impl Rng, fresh: &mut impl Fresh) -> Drawn {
    let list = |keys: &[u64]| {
        keys.iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(",")
    };
    let (kind, sql) = match rng.gen_range(0..100) {
        0..=44 => {
            let n = rng.gen_range(1..=3);
            let mut chosen = distinct_keys(rng, n);
            if rng.gen_ratio(1, 8) {
                chosen.push(chosen[0]);
            }
            let first = fresh.take_values(chosen.len() as u64);
            let rows: Vec<KvRow> = chosen
                .iter()
                .zip(first..)
                .map(|(&key, v)| KvRow {
                    key,
                    ver: v / VALUES_PER_VER + rng.gen_range(0..3),
                    v,
                })
                .collect();
            let values: Vec<String> = rows
                .iter()
                .map(|r| format!("({}, {}, {})", r.key, r.ver, r.v))
                .collect();
            let sql = format!("INSERT INTO kv VALUES {}", values.join(","));
            (OpKind::Upsert { rows }, sql)
        }
        45..=64 => {
            let n = rng.gen_range(1..=3);
            let chosen = distinct_keys(rng, n);
            let v = fresh.take_values(1);
            let sql = format!("UPDATE kv SET v = {v} WHERE key IN ({})", list(&chosen));
            (OpKind::Update { keys: chosen, v }, sql)
        }
        65..=76 => {
            let n = rng.gen_range(1..=3);
            let chosen = distinct_keys(rng, n);
            let sql = format!("DELETE FROM kv WHERE key IN ({})", list(&chosen));
            (OpKind::DeleteKeys { keys: chosen }, sql)
        }
        _ => (
            OpKind::ReadKv { rows: None },
            "SELECT key, ver, v FROM kv".into(),
        ),
    };
    Drawn {
        kind: Some(kind),
        sql,
    }
}

/// `n` different keys of `kv`.
fn distinct_keys(rng: &mut impl Rng, n: usize) -> Vec<u64> {
    let mut keys: Vec<u64> = Vec::with_capacity(n);
    while keys.len() < n {
        let key = rng.gen_range(0..KV_KEYS);
        if !keys.contains(&key) {
            keys.push(key);
        }
    }
    keys
}

/// A predicate DELETE: half by modulus, most of the rest a range around the newest
/// ids (racing with inserts), now and then everything below a bound.
fn draw_predicate(rng: &mut impl Rng, next: u64) -> Predicate {
    match rng.gen_range(0..10) {
        0..=4 => {
            let modulus = rng.gen_range(13..60);
            Predicate::Mod {
                modulus,
                remainder: rng.gen_range(0..modulus),
            }
        }
        5..=8 => {
            // A range around the most recent ids, where inserts race with it.
            let high = next + rng.gen_range(0..40);
            Predicate::Range {
                low: high.saturating_sub(rng.gen_range(5..80)),
                high,
            }
        }
        _ => Predicate::Below {
            bound: rng.gen_range(0..next / 4 + 1),
        },
    }
}

#[cfg(test)]
mod tests {
    use rand::{rngs::StdRng, SeedableRng};

    use super::*;

    /// Ids and values from plain counters, as the suites keep them.
    #[derive(Default)]
    struct Counters {
        ids: u64,
        values: u64,
    }

    impl Fresh for Counters {
        fn next_id(&self) -> u64 {
            self.ids
        }
        fn take_ids(&mut self, n: u64) -> u64 {
            self.ids += n;
            self.ids - n
        }
        fn take_values(&mut self, n: u64) -> u64 {
            self.values += n;
            self.values - n
        }
    }

    /// The drawn SQL says what the recorded operation says.
    #[test]
    fn drawn_sql_matches_the_recorded_operation() {
        let mut rng = StdRng::seed_from_u64(7);
        let mut fresh = Counters::default();
        let mut values = std::collections::BTreeSet::new();
        let (mut twice, mut kv_ops) = (0, 0);
        // The last version upserted of each key, and how the next one compared to it.
        let mut last_ver = std::collections::HashMap::new();
        let (mut equal, mut lower) = (0, 0);
        for _ in 0..4000 {
            let drawn = draw(&mut rng, 3, true, &mut fresh);
            let next = fresh.ids;
            match drawn.kind {
                Some(OpKind::Insert { ids }) => {
                    assert!(drawn.sql.starts_with("INSERT INTO t VALUES"));
                    assert!(ids
                        .iter()
                        .all(|id| drawn.sql.contains(&format!("({id}, 3)"))));
                }
                Some(OpKind::DeleteIds { ids }) => {
                    assert!(ids.iter().all(|id| *id < next));
                    assert!(drawn.sql.starts_with("DELETE FROM t WHERE id IN"));
                }
                Some(OpKind::DeleteWhere { predicate }) => {
                    assert!(drawn.sql.ends_with(&predicate.sql()));
                }
                Some(OpKind::Read { .. }) => assert_eq!(drawn.sql, "SELECT id FROM t"),
                Some(OpKind::Count { .. }) => assert_eq!(drawn.sql, "SELECT count() FROM t"),
                Some(OpKind::Upsert { rows }) => {
                    kv_ops += 1;
                    assert!(drawn.sql.starts_with("INSERT INTO kv VALUES"));
                    for r in &rows {
                        assert!(r.key < KV_KEYS);
                        assert!(values.insert(r.v), "value {} written twice", r.v);
                        assert!(drawn
                            .sql
                            .contains(&format!("({}, {}, {})", r.key, r.ver, r.v)));
                    }
                    let keys: std::collections::BTreeSet<u64> =
                        rows.iter().map(|r| r.key).collect();
                    twice += usize::from(keys.len() < rows.len());
                    for r in &rows {
                        match last_ver.insert(r.key, r.ver) {
                            Some(before) if before == r.ver => equal += 1,
                            Some(before) if before > r.ver => lower += 1,
                            _ => {}
                        }
                    }
                }
                Some(OpKind::Update { keys, v }) => {
                    kv_ops += 1;
                    assert!(values.insert(v), "value {v} written twice");
                    let list: Vec<String> = keys.iter().map(u64::to_string).collect();
                    assert_eq!(
                        drawn.sql,
                        format!("UPDATE kv SET v = {v} WHERE key IN ({})", list.join(","))
                    );
                }
                Some(OpKind::DeleteKeys { keys }) => {
                    kv_ops += 1;
                    assert!(keys.iter().all(|k| *k < KV_KEYS));
                    assert!(drawn.sql.starts_with("DELETE FROM kv WHERE key IN"));
                }
                Some(OpKind::ReadKv { .. }) => {
                    kv_ops += 1;
                    assert_eq!(drawn.sql, "SELECT key, ver, v FROM kv");
                }
                None => assert_eq!(drawn.sql, "OPTIMIZE TABLE t"),
            }
        }
        assert!((900..1500).contains(&kv_ops), "{kv_ops} operations on kv");
        assert!(twice > 0, "no INSERT carried one key twice");
        assert!(equal > 50, "{equal} upserts tied with the version before");
        assert!(
            lower > 50,
            "{lower} upserts came with a lower version than before"
        );
    }
}
