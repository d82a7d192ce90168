//! The clients of a chaos run: each one sends operations to random nodes, one at a
//! time — on `t` and on the ReplacingMergeTree table `kv` — and records every
//! operation with its invoke and complete times, outcome and reported log index.

use std::{
    sync::{
        atomic::{AtomicBool, AtomicU64, Ordering},
        Arc, Mutex, RwLock,
    },
    time::{Duration, Instant},
};

use maskhouse_checker::{draw, Drawn, Fresh, KvRow, Op, OpKind, Outcome};
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

/// What the clients share: where to send, the next unused id and `kv` value, the
/// history so far.
pub struct Shared {
    pub endpoints: RwLock<Vec<Endpoint>>,
    pub next_id: AtomicU64,
    pub next_value: AtomicU64,
    pub ops: Mutex<Vec<Op>>,
    pub stop: AtomicBool,
    pub start: Instant,
}

impl Shared {
    pub fn new(endpoints: Vec<Endpoint>) -> Shared {
        Shared {
            endpoints: RwLock::new(endpoints),
            next_id: AtomicU64::new(0),
            next_value: AtomicU64::new(0),
            ops: Mutex::new(Vec::new()),
            stop: AtomicBool::new(false),
            start: Instant::now(),
        }
    }

    fn now_ns(&self) -> u64 {
        self.start.elapsed().as_nanos() as u64
    }
}

impl Fresh for &Shared {
    fn next_id(&self) -> u64 {
        self.next_id.load(Ordering::Relaxed)
    }
    fn take_ids(&mut self, n: u64) -> u64 {
        self.next_id.fetch_add(n, Ordering::Relaxed)
    }
    fn take_values(&mut self, n: u64) -> u64 {
        self.next_value.fetch_add(n, Ordering::Relaxed)
    }
}

/// What one statement got: its outcome, the body on success, the error otherwise, and
/// the log index the server reported.
type Sent = (Outcome, Option<String>, Option<String>, Option<u64>);

/// Sends one statement; `None` body on anything but success.
fn send(endpoint: &Endpoint, sql: &str) -> Sent {
    match request_to(
        &endpoint.host,
        endpoint.port,
        "POST",
        "/",
        &[],
        sql.as_bytes(),
        CLIENT_TIMEOUT,
    ) {
        Ok(reply) if reply.status == 200 => {
            let index = reply
                .header("x-maskhouse-log-index")
                .and_then(|v| v.parse().ok());
            (Outcome::Ok, Some(reply.body), None, index)
        }
        Ok(Reply { status, body, .. }) => (
            Outcome::Unknown,
            None,
            Some(format!("{status}: {}", body.trim())),
            None,
        ),
        // Refused: the request reached no server, so it cannot have taken effect.
        Err(e) if e.kind() == std::io::ErrorKind::ConnectionRefused => {
            (Outcome::Fail, None, Some(e.to_string()), None)
        }
        Err(e) => (Outcome::Unknown, None, Some(e.to_string()), None),
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
        let Drawn { kind, sql } = draw(&mut rng, process, false, &mut &*shared);
        let kind = kind.expect("no OPTIMIZE drawn");
        let invoke_ns = shared.now_ns();
        let (mut outcome, body, mut error, log_index) = send(&endpoint, &sql);
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
            (OpKind::ReadKv { .. }, Some(body)) => match kv_rows(&body) {
                Some(rows) => OpKind::ReadKv { rows: Some(rows) },
                None => {
                    outcome = Outcome::Unknown;
                    error = Some(format!("unreadable answer: {body}"));
                    OpKind::ReadKv { rows: None }
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
            log_index,
            error,
        });
        std::thread::sleep(Duration::from_millis(rng.gen_range(0..25)));
    }
}

/// The rows of `SELECT key, ver, v FROM kv` as TabSeparated, or `None` if the body is
/// not three numbers a line.
pub fn kv_rows(body: &str) -> Option<Vec<KvRow>> {
    body.lines()
        .map(|line| {
            let mut fields = line.split('\t').map(|f| f.trim().parse::<u64>().ok());
            let row = KvRow {
                key: fields.next()??,
                ver: fields.next()??,
                v: fields.next()??,
            };
            fields.next().is_none().then_some(row)
        })
        .collect()
}
