//! What the clients of a run send: one operation at a time, drawn from the run's seed,
//! the same for the real-process chaos suite and the simulation.

use rand::Rng;

use crate::history::{OpKind, Predicate};

/// A client's next statement: the operation the history records (`None` for an
/// `OPTIMIZE`, which the history does not judge) and its SQL.
pub struct Drawn {
    pub kind: Option<OpKind>,
    pub sql: String,
}

/// Draws client `process`'s next operation. `next` is the first id no insert has
/// taken yet; an insert takes `n` fresh ids with `take(n)`, which returns the first.
/// With `optimize`, 2 % of the operations are `OPTIMIZE TABLE t` (reads otherwise).
pub fn draw(
    rng: &mut impl Rng,
    process: u64,
    next: u64,
    optimize: bool,
    take: impl FnOnce(u64) -> u64,
) -> Drawn {
    let op = |kind: OpKind, sql: String| Drawn {
        kind: Some(kind),
        sql,
    };
    match rng.gen_range(0..100) {
        0..=43 => {
            let n = rng.gen_range(1..20);
            let first = take(n);
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

    /// The drawn SQL says what the recorded operation says.
    #[test]
    fn drawn_sql_matches_the_recorded_operation() {
        let mut rng = StdRng::seed_from_u64(7);
        let mut next = 0;
        for _ in 0..2000 {
            let drawn = draw(&mut rng, 3, next, true, |n| {
                next += n;
                next - n
            });
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
                None => assert_eq!(drawn.sql, "OPTIMIZE TABLE t"),
            }
        }
    }
}
