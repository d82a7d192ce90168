//! The clients of a simulated run, the chaos suite's workload on the simulated network:
//! each process sends one statement at a time to a random node — inserts of unique
//! ids, deletes by id and by predicate, reads of the id set and counts, now and then an
//! `OPTIMIZE` — and records each operation with its invoke and complete times (the
//! simulated clock) and outcome, for `maskhouse-checker`.

use std::{cell::RefCell, rc::Rc, time::Duration};

use maskhouse_checker::{draw, Drawn, NodeState, Op, OpKind, Outcome};
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

/// The client host: creates the table, then runs `processes` clients until stopped.
pub async fn run(seed: u64, nodes: u64, processes: u64, shared: Shared) -> turmoil::Result {
    let start = Instant::now();
    let mut attempt = 0;
    loop {
        let (outcome, _, _) = send(1 + attempt % nodes, CREATE).await;
        if outcome == Outcome::Ok {
            break;
        }
        attempt += 1;
        tokio::time::sleep(Duration::from_millis(200)).await;
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
        let next = shared.borrow().next_id;
        let Drawn { kind, sql } = draw(&mut rng, process, next, true, |n| {
            let mut s = shared.borrow_mut();
            s.next_id += n;
            s.next_id - n
        });
        let invoke_ns = now_ns();
        let (mut outcome, answer, mut error) = send(node, &sql).await;
        let complete_ns = now_ns();
        let Some(kind) = kind else {
            shared.borrow_mut().optimizes += 1;
            continue;
        };
        let kind = match (kind, answer) {
            (OpKind::Read { .. }, Some(Answer::Values(ids))) => OpKind::Read { ids: Some(ids) },
            (OpKind::Count { .. }, Some(Answer::Values(v))) if v.len() == 1 => {
                OpKind::Count { count: Some(v[0]) }
            }
            (kind @ (OpKind::Read { .. } | OpKind::Count { .. }), Some(_)) => {
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
            log_index: None,
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
    };
    format!(
        "client {} via node {}: {what} [{}..{} ms] {:?}",
        op.process,
        op.node,
        op.invoke_ns / 1_000_000,
        op.complete_ns / 1_000_000,
        op.outcome
    )
}

/// The reader host: after heal, `SELECT id FROM t` on every node until each answers.
pub async fn final_reads(nodes: u64, shared: Shared) -> turmoil::Result {
    for node in 1..=nodes {
        let ids = loop {
            match send(node, "SELECT id FROM t").await {
                (Outcome::Ok, Some(Answer::Values(ids)), _) => break ids,
                _ => tokio::time::sleep(Duration::from_millis(200)).await,
            }
        };
        shared.borrow_mut().finals.push(NodeState {
            node,
            ids,
            parts: String::new(),
            digest_mismatches: 0,
        });
    }
    shared.borrow_mut().finals_done = true;
    Ok(())
}
