//! The clients of a chaos run: each one sends operations to random nodes, one at a
//! time, and records every operation with its invoke and complete times and outcome.

use std::{
    sync::{
        atomic::{AtomicBool, AtomicU64, Ordering},
        Arc, Mutex, RwLock,
    },
    time::{Duration, Instant},
};

use maskhouse_checker::{Op, OpKind, Outcome, Predicate};
use maskhouse_harness::{request_to, Reply};
use rand::{rngs::StdRng, Rng, SeedableRng};

/// How long a client waits for one answer before it records the outcome as unknown.
pub const CLIENT_TIMEOUT: Duration = Duration::from_secs(12);

/// A node clients may send to: id, host, HTTP port.
#[derive(Clone, Debug)]
pub struct Endpoint {
    pub id: u64,
    pub host: String,
    pub port: u16,
}

/// What the clients share: where to send, the next unused id, the history so far.
pub struct Shared {
    pub endpoints: RwLock<Vec<Endpoint>>,
    pub next_id: AtomicU64,
    pub ops: Mutex<Vec<Op>>,
    pub stop: AtomicBool,
    pub start: Instant,
}

impl Shared {
    pub fn new(endpoints: Vec<Endpoint>) -> Shared {
        Shared {
            endpoints: RwLock::new(endpoints),
            next_id: AtomicU64::new(0),
            ops: Mutex::new(Vec::new()),
            stop: AtomicBool::new(false),
            start: Instant::now(),
        }
    }

    fn now_ns(&self) -> u64 {
        self.start.elapsed().as_nanos() as u64
    }
}

/// Sends one statement; `None` body on anything but success.
fn send(endpoint: &Endpoint, sql: &str) -> (Outcome, Option<String>, Option<String>) {
    match request_to(
        &endpoint.host,
        endpoint.port,
        "POST",
        "/",
        &[],
        sql.as_bytes(),
        CLIENT_TIMEOUT,
    ) {
        Ok(Reply { status: 200, body }) => (Outcome::Ok, Some(body), None),
        Ok(Reply { status, body }) => (
            Outcome::Unknown,
            None,
            Some(format!("{status}: {}", body.trim())),
        ),
        // Refused: the request reached no server, so it cannot have taken effect.
        Err(e) if e.kind() == std::io::ErrorKind::ConnectionRefused => {
            (Outcome::Fail, None, Some(e.to_string()))
        }
        Err(e) => (Outcome::Unknown, None, Some(e.to_string())),
    }
}

fn draw_predicate(rng: &mut StdRng, next: u64) -> Predicate {
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

/// One client: until `stop`, a random operation on a random node.
pub fn client(process: u64, seed: u64, shared: Arc<Shared>) {
    let mut rng = StdRng::seed_from_u64(seed ^ (process.wrapping_mul(0x9E37_79B9_7F4A_7C15)));
    while !shared.stop.load(Ordering::Relaxed) {
        let endpoint = {
            let list = shared.endpoints.read().expect("endpoints");
            list[rng.gen_range(0..list.len())].clone()
        };
        let next = shared.next_id.load(Ordering::Relaxed);
        let (kind, sql) = match rng.gen_range(0..100) {
            0..=44 => {
                let n = rng.gen_range(1..20);
                let first = shared.next_id.fetch_add(n, Ordering::Relaxed);
                let ids: Vec<u64> = (first..first + n).collect();
                let values: Vec<String> =
                    ids.iter().map(|id| format!("({id}, {process})")).collect();
                let sql = format!("INSERT INTO t VALUES {}", values.join(","));
                (OpKind::Insert { ids }, sql)
            }
            45..=59 if next > 0 => {
                let n = rng.gen_range(1..5);
                let ids: Vec<u64> = (0..n)
                    .map(|_| next.saturating_sub(rng.gen_range(1..200.min(next) + 1)))
                    .collect();
                let list: Vec<String> = ids.iter().map(u64::to_string).collect();
                let sql = format!("DELETE FROM t WHERE id IN ({})", list.join(","));
                (OpKind::DeleteIds { ids }, sql)
            }
            60..=66 => {
                let predicate = draw_predicate(&mut rng, next);
                let sql = format!("DELETE FROM t WHERE {}", predicate.sql());
                (OpKind::DeleteWhere { predicate }, sql)
            }
            67..=86 => (OpKind::Read { ids: None }, "SELECT id FROM t".to_string()),
            _ => (
                OpKind::Count { count: None },
                "SELECT count() FROM t".to_string(),
            ),
        };
        let invoke_ns = shared.now_ns();
        let (mut outcome, body, mut error) = send(&endpoint, &sql);
        let complete_ns = shared.now_ns();
        let kind = match (kind, body) {
            (OpKind::Read { .. }, Some(body)) => {
                match body.lines().map(|l| l.trim().parse::<u64>()).collect() {
                    Ok(ids) => OpKind::Read { ids: Some(ids) },
                    Err(_) => {
                        outcome = Outcome::Unknown;
                        error = Some(format!("unreadable answer: {body}"));
                        OpKind::Read { ids: None }
                    }
                }
            }
            (OpKind::Count { .. }, Some(body)) => match body.trim().parse::<u64>() {
                Ok(n) => OpKind::Count { count: Some(n) },
                Err(_) => {
                    outcome = Outcome::Unknown;
                    error = Some(format!("unreadable answer: {body}"));
                    OpKind::Count { count: None }
                }
            },
            (kind, _) => kind,
        };
        shared.ops.lock().expect("history").push(Op {
            process,
            node: endpoint.id,
            kind,
            invoke_ns,
            complete_ns,
            outcome,
            log_index: None,
            error,
        });
        std::thread::sleep(Duration::from_millis(rng.gen_range(0..25)));
    }
}
