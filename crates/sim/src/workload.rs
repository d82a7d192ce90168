//! The clients of a simulated run, the chaos suite's workload on the simulated network:
//! each process sends one statement at a time to a random node — inserts of unique
//! ids, deletes by id and by predicate, reads of the id set and counts, now and then an
//! `OPTIMIZE`, and upserts, UPDATEs, DELETEs and reads by key of the ReplacingMergeTree
//! table `kv` — and records each operation with its invoke and complete times (the
//! simulated clock), outcome and reported log index, for `maskhouse-checker`.

use std::{cell::RefCell, rc::Rc, time::Duration};

use maskhouse_checker::{draw, Drawn, Fresh, KvRow, NodeState, Op, OpKind, Outcome, CREATE_KV};
use rand::{rngs::StdRng, Rng, SeedableRng};
use tokio::time::Instant;

use crate::{
    host::{host_name, Answer, CLIENT_PORT, QUERY},
    wire,
};

/// How long a client waits for one answer before it records the outcome as unknown.
pub const CLIENT_TIMEOUT: Duration = Duration::from_secs(15);
const CONNECT_TIMEOUT: Duration = Duration::from_secs(2);

pub const CREATE: &str = "CREATE TABLE t (id UInt64, v UInt64) ENGINE = MergeTree ORDER BY id";

/// What the clients share with the driver.
#[derive(Default)]
pub struct Clients {
    pub ops: Vec<Op>,
    /// Set by the driver: finish the operation in hand, then stop.
    pub stop: bool,
    /// Processes still running.
    pub running: usize,
    pub next_id: u64,
    /// The first value of `kv.v` no write has taken yet.
    pub next_value: u64,
    /// `OPTIMIZE` statements sent (not part of the history: they change no rows).
    pub optimizes: u64,
    /// When the table was created (the workload starts then).
    pub ready: bool,
    /// Each node's rows after heal, read by [`final_reads`].
    pub finals: Vec<NodeState>,
    pub finals_done: bool,
    /// One line per operation, for the trace.
    pub events: Vec<String>,
}

pub type Shared = Rc<RefCell<Clients>>;

/// Fresh ids and values from the counters every client shares.
struct Counters<'a>(&'a Shared);

impl Fresh for Counters<'_> {
    fn next_id(&self) -> u64 {
        self.0.borrow().next_id
    }
    fn take_ids(&mut self, n: u64) -> u64 {
        let mut s = self.0.borrow_mut();
        s.next_id += n;
        s.next_id - n
    }
    fn take_values(&mut self, n: u64) -> u64 {
        let mut s = self.0.borrow_mut();
        s.next_value += n;
        s.next_value - n
    }
}

/// Sends one statement to node `node`.
pub async fn send(node: u64, sql: &str) -> (Outcome, Option<Answer>, Option<String>) {
    let addr = format!("{}:{CLIENT_PORT}", host_name(node));
    let mut stream = match tokio::time::timeout(
        CONNECT_TIMEOUT,
        turmoil::net::TcpStream::connect(addr.as_str()),
    )
    .await
    {
        Ok(Ok(s)) => s,
        // Refused or never connected: it reached no server.
        Ok(Err(e)) => return (Outcome::Fail, None, Some(e.to_string())),
        Err(_) => return (Outcome::Fail, None, Some("connect timed out".into())),
    };
    let exchange = async {
        wire::write_request(&mut stream, QUERY, "", sql.as_bytes()).await?;
        wire::read_answer(&mut stream).await
    };
    match tokio::time::timeout(CLIENT_TIMEOUT, exchange).await {
        Ok(Ok((200, body))) => match Answer::decode(&body) {
            Some(answer) => (Outcome::Ok, Some(answer), None),
            None => (Outcome::Unknown, None, Some("unreadable answer".into())),
        },
        Ok(Ok((status, body))) => (
            Outcome::Unknown,
            None,
            Some(format!("{status}: {}", String::from_utf8_lossy(&body))),
        ),
        Ok(Err(e)) => (Outcome::Unknown, None, Some(e.to_string())),
        Err(_) => (Outcome::Unknown, None, Some("no answer in time".into())),
    }
}

/// The client host: creates the tables, then runs `processes` clients until stopped.
pub async fn run(seed: u64, nodes: u64, processes: u64, shared: Shared) -> turmoil::Result {
    let start = Instant::now();
    let mut attempt = 0;
    for create in [CREATE, CREATE_KV] {
        loop {
            let (outcome, _, _) = send(1 + attempt % nodes, create).await;
            if outcome == Outcome::Ok {
                break;
            }
            attempt += 1;
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
    shared.borrow_mut().ready = true;
    let mut handles = Vec::new();
    shared.borrow_mut().running = processes as usize;
    for process in 0..processes {
        handles.push(tokio::task::spawn_local(client(
            process,
            seed,
            nodes,
            start,
            shared.clone(),
        )));
    }
    for h in handles {
        let _ = h.await;
    }
    Ok(())
}

async fn client(process: u64, seed: u64, nodes: u64, start: Instant, shared: Shared) {
    let mut rng = StdRng::seed_from_u64(seed ^ (process + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let now_ns = || start.elapsed().as_nanos() as u64;
    while !shared.borrow().stop {
        let node = rng.gen_range(1..=nodes);
        let Drawn { kind, sql } = draw(&mut rng, process, true, &mut Counters(&shared));
        let invoke_ns = now_ns();
        let (mut outcome, answer, mut error) = send(node, &sql).await;
        let complete_ns = now_ns();
        let Some(kind) = kind else {
            shared.borrow_mut().optimizes += 1;
            continue;
        };
        let log_index = answer.as_ref().and_then(|a| a.log_index);
        let rows = answer.and_then(|a| a.rows);
        let kind = match (kind, rows) {
            (OpKind::Read { .. }, Some(rows)) if rows.iter().all(|r| r.len() == 1) => {
                OpKind::Read {
                    ids: Some(rows.iter().map(|r| r[0]).collect()),
                }
            }
            (OpKind::Count { .. }, Some(rows)) if rows.len() == 1 && rows[0].len() == 1 => {
                OpKind::Count {
                    count: Some(rows[0][0]),
                }
            }
            (OpKind::ReadKv { .. }, Some(rows)) if rows.iter().all(|r| r.len() == 3) => {
                OpKind::ReadKv {
                    rows: Some(kv_rows(&rows)),
                }
            }
            (kind, _) if outcome == Outcome::Ok && kind.is_read() => {
                outcome = Outcome::Unknown;
                error = Some("unexpected answer".into());
                kind
            }
            (kind, _) => kind,
        };
        let op = Op {
            process,
            node,
            kind,
            invoke_ns,
            complete_ns,
            outcome,
            log_index,
            error,
        };
        {
            let mut s = shared.borrow_mut();
            s.events.push(describe(&op));
            s.ops.push(op);
        }
        tokio::time::sleep(Duration::from_millis(rng.gen_range(0..25))).await;
    }
    shared.borrow_mut().running -= 1;
}

/// One line per operation: what, where, when, how it ended, and what a read saw.
fn describe(op: &Op) -> String {
    let what = match &op.kind {
        OpKind::Insert { ids } => format!("insert {}..{}", ids[0], ids[ids.len() - 1] + 1),
        OpKind::DeleteIds { ids } => format!("delete ids {ids:?}"),
        OpKind::DeleteWhere { predicate } => format!("delete where {}", predicate.sql()),
        OpKind::Read { ids: Some(ids) } => {
            let mut sorted = ids.clone();
            sorted.sort_unstable();
            let crc = sorted
                .iter()
                .fold(0u64, |h, id| (h ^ id).wrapping_mul(0x0000_0100_0000_01B3));
            format!("read {} ids (hash {crc:016x})", ids.len())
        }
        OpKind::Read { ids: None } => "read".into(),
        OpKind::Count { count } => format!("count {count:?}"),
        OpKind::Upsert { rows } => {
            let rows: Vec<String> = rows
                .iter()
                .map(|r| format!("({}, {}, {})", r.key, r.ver, r.v))
                .collect();
            format!("upsert {}", rows.join(" "))
        }
        OpKind::Update { keys, v } => format!("update keys {keys:?} v {v}"),
        OpKind::DeleteKeys { keys } => format!("delete keys {keys:?}"),
        OpKind::ReadKv { rows: Some(rows) } => {
            let mut sorted = rows.clone();
            sorted.sort_unstable();
            let crc = sorted.iter().fold(0u64, |h, r| {
                [r.key, r.ver, r.v]
                    .iter()
                    .fold(h, |h, x| (h ^ x).wrapping_mul(0x0000_0100_0000_01B3))
            });
            format!("read {} kv rows (hash {crc:016x})", rows.len())
        }
        OpKind::ReadKv { rows: None } => "read kv".into(),
    };
    let index = op
        .log_index
        .map_or(String::new(), |i| format!(" at index {i}"));
    format!(
        "client {} via node {}: {what} [{}..{} ms] {:?}{index}",
        op.process,
        op.node,
        op.invoke_ns / 1_000_000,
        op.complete_ns / 1_000_000,
        op.outcome
    )
}

/// The rows of `SELECT key, ver, v FROM kv`.
fn kv_rows(rows: &[Vec<u64>]) -> Vec<KvRow> {
    rows.iter()
        .map(|r| KvRow {
            key: r[0],
            ver: r[1],
            v: r[2],
        })
        .collect()
}

/// Sends a query to `node` until it answers with rows of `columns` columns.
async fn read_until_answered(node: u64, sql: &str, columns: usize) -> Vec<Vec<u64>> {
    loop {
        if let (
            Outcome::Ok,
            Some(Answer {
                rows: Some(rows), ..
            }),
            _,
        ) = send(node, sql).await
        {
            if rows.iter().all(|r| r.len() == columns) {
                return rows;
            }
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// The reader host: after heal, `SELECT id FROM t` and `SELECT key, ver, v FROM kv` on
/// every node until each answers.
pub async fn final_reads(nodes: u64, shared: Shared) -> turmoil::Result {
    for node in 1..=nodes {
        let ids = read_until_answered(node, "SELECT id FROM t", 1).await;
        let kv = read_until_answered(node, "SELECT key, ver, v FROM kv", 3).await;
        shared.borrow_mut().finals.push(NodeState {
            node,
            ids: ids.iter().map(|r| r[0]).collect(),
            kv: kv_rows(&kv),
            parts: String::new(),
            digest_mismatches: 0,
        });
    }
    shared.borrow_mut().finals_done = true;
    Ok(())
}
