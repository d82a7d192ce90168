//! The software of one simulated node host: the node assembled exactly as the server
//! assembles it (`maskhouse_node::Assembly`), with the simulation's knobs turned
//! (blocking work inline, so merges inline too; one DELETE thread), its interserver
//! port and a client port on turmoil's network, and a task that builds queued merges
//! now and then, as the merge thread would.

use std::{
    cell::RefCell,
    collections::BTreeMap,
    path::PathBuf,
    rc::Rc,
    sync::{Arc, Weak},
    time::Duration,
};

use futures::StreamExt;
use maskhouse_cluster::{rpc::path, Blocking, ByteStream, Node};
use maskhouse_node::{Assembly, NodeSettings};
use maskhouse_sql::{Engine, Output, QuerySettings, ReadConsistency};
use maskhouse_store::Store;
use rand::{rngs::StdRng, Rng, SeedableRng};
use tokio::io::AsyncWriteExt;

use crate::{
    transport::{Inflight, SimTransport},
    wire,
};

/// The interserver port of every node host.
pub const INTERSERVER_PORT: u16 = 9009;
/// The port clients send SQL to.
pub const CLIENT_PORT: u16 = 8123;
/// The path of a client request (the body is one SQL statement).
pub const QUERY: &str = "/query";
/// Longest a node spends on one client statement before it answers with an error.
const QUERY_TIMEOUT: Duration = Duration::from_secs(30);

/// The host name of node `id`.
pub fn host_name(id: u64) -> String {
    format!("node{id}")
}

/// What a node is booted from; the same at every restart.
#[derive(Clone)]
pub struct NodeSpec {
    pub id: u64,
    pub data_dir: PathBuf,
    pub members: BTreeMap<u64, String>,
    pub secret: String,
    pub seed: u64,
    /// How this node's reads wait for the leader (`Local` only in the test that shows
    /// the simulation catching stale reads).
    pub reads: ReadConsistency,
    /// Snapshot (and log purge) every this many entries.
    pub snapshot_every_entries: u64,
}

/// A booted node, as the driver sees it between steps. Weak: a crash drops the node
/// with its runtime, and nothing here may keep its database open.
pub struct Live {
    pub node: Weak<Node>,
    pub store: Weak<Store>,
    pub inflight: Arc<Inflight>,
    /// How many times this node has booted.
    pub boots: u64,
}

/// The booted nodes, by id.
pub type Registry = Rc<RefCell<BTreeMap<u64, Live>>>;

/// Boots node `spec.id` and serves until the host is crashed.
pub async fn boot(spec: NodeSpec, registry: Registry) -> turmoil::Result {
    let boots = registry.borrow().get(&spec.id).map_or(0, |l| l.boots) + 1;
    let interserver = turmoil::net::TcpListener::bind(("0.0.0.0", INTERSERVER_PORT)).await?;
    let clients = turmoil::net::TcpListener::bind(("0.0.0.0", CLIENT_PORT)).await?;
    let db = sled::Config::new()
        .path(spec.data_dir.join("meta"))
        .open()?;
    let mut settings = NodeSettings::new(
        &spec.data_dir,
        format!("{}:{INTERSERVER_PORT}", host_name(spec.id)),
    );
    settings.node_id = spec.id;
    settings.members = spec.members.clone();
    settings.cluster_secret = spec.secret.clone();
    settings.snapshot_every_entries = spec.snapshot_every_entries;
    settings.propose_timeout_ms = 8_000;
    settings.replica_wait_timeout_ms = 5_000;
    settings.merge_interval_ms = 1_500;
    settings.digest_check_interval_ms = 2_000;
    settings.delete_threads = Some(1);
    settings.blocking = Blocking::Inline;
    // Every flush made durable as the server makes it (`MetaSync`): with power cuts
    // on, the disk keeps only what was fsynced.
    settings.meta_dir = Some(spec.data_dir.join("meta"));
    let inflight = Arc::new(Inflight::default());
    let transport = Arc::new(SimTransport {
        inflight: inflight.clone(),
    });
    let assembly = Assembly::start(settings, &db, transport).await?;
    drop(db);
    registry.borrow_mut().insert(
        spec.id,
        Live {
            node: Arc::downgrade(&assembly.node),
            store: Arc::downgrade(&assembly.store),
            inflight,
            boots,
        },
    );
    let (node, engine, store) = (
        assembly.node.clone(),
        assembly.engine.clone(),
        assembly.store.clone(),
    );
    let secret = spec.secret.clone();
    tokio::spawn(async move {
        while let Ok((stream, _)) = interserver.accept().await {
            tokio::spawn(serve_interserver(stream, node.clone(), secret.clone()));
        }
    });
    let reads = spec.reads;
    let spec_id = spec.id;
    tokio::spawn(async move {
        while let Ok((stream, _)) = clients.accept().await {
            tokio::spawn(serve_client(stream, engine.clone(), reads, spec_id));
        }
    });
    // What the merge thread does in production, at moments the seed decides.
    let mut rng = StdRng::seed_from_u64(spec.seed ^ (spec.id << 32) ^ boots);
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(Duration::from_millis(rng.gen_range(20..400))).await;
            store.build_merges(1);
        }
    });
    assembly.spawn_background();
    std::future::pending::<()>().await;
    Ok(())
}

/// One interserver request: the secret checked as the server's interserver port
/// checks it, before any of the body is read, then `Node::serve` with the body
/// streamed in and the answer streamed out.
async fn serve_interserver(stream: turmoil::net::TcpStream, node: Arc<Node>, secret: String) {
    let (mut read, mut write) = stream.into_split();
    let Ok((path, given)) = wire::read_head(&mut read).await else {
        return;
    };
    let refused = |status: u16, message: String| -> (u16, ByteStream) {
        let body = futures::stream::once(async move { Ok(bytes::Bytes::from(message)) });
        (status, body.boxed())
    };
    let (status, answer) = if given != secret {
        refused(403, "the cluster secret is missing or wrong".into())
    } else if !path::is_known(&path) {
        refused(404, format!("no interserver endpoint {path}"))
    } else {
        match node
            .serve(
                &path,
                wire::read_frames(read),
                wire::FRAME_BYTES_MAX as usize,
            )
            .await
        {
            Ok(answer) => (200, answer),
            Err(refusal) => refused(refusal.status, refusal.message),
        }
    };
    if write.write_u16(status).await.is_ok() {
        let _ = wire::write_frames(&mut write, answer).await;
    }
}

/// What a client statement returned: nothing, or the first column as `u64`s.
pub enum Answer {
    Done,
    Values(Vec<u64>),
}

impl Answer {
    pub fn encode(&self) -> Vec<u8> {
        match self {
            Answer::Done => vec![0],
            Answer::Values(v) => {
                let mut out = vec![1];
                for x in v {
                    out.extend_from_slice(&x.to_be_bytes());
                }
                out
            }
        }
    }

    pub fn decode(bytes: &[u8]) -> Option<Answer> {
        match bytes.split_first()? {
            (0, []) => Some(Answer::Done),
            (1, rest) if rest.len() % 8 == 0 => Some(Answer::Values(
                rest.chunks_exact(8)
                    .map(|c| u64::from_be_bytes(c.try_into().expect("8 bytes")))
                    .collect(),
            )),
            _ => None,
        }
    }
}

/// Lines for the run's trace from inside the hosts (their tasks must be `Send`).
pub(crate) static EVENTS: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());

pub(crate) fn event(line: String) {
    EVENTS.lock().unwrap_or_else(|p| p.into_inner()).push(line);
}

/// One client statement, run by the engine as the HTTP entry runs it.
async fn serve_client(
    mut stream: turmoil::net::TcpStream,
    engine: Arc<Engine>,
    reads: ReadConsistency,
    id: u64,
) {
    let Ok(request) = wire::read_request(&mut stream).await else {
        return;
    };
    let sql = String::from_utf8_lossy(&request).into_owned();
    event(format!("node {id}: runs {sql:.40}"));
    let settings = QuerySettings {
        max_threads: Some(1),
        read_consistency: reads,
        ..QuerySettings::default()
    };
    let run = async {
        let classified = maskhouse_sql::classify(&sql).map_err(|e| e.message)?;
        let executed = engine
            .execute(classified, None, settings)
            .await
            .map_err(|e| e.message)?;
        match executed.output {
            Output::Done => Ok::<_, String>(Answer::Done),
            Output::Rows { batches, .. } => {
                let mut values = Vec::new();
                for batch in batches.iter().filter(|b| b.num_columns() > 0) {
                    let column =
                        arrow::compute::cast(batch.column(0), &arrow::datatypes::DataType::UInt64)
                            .map_err(|e| e.to_string())?;
                    let column = column
                        .as_any()
                        .downcast_ref::<arrow::array::UInt64Array>()
                        .ok_or("not a UInt64 column")?;
                    values.extend(column.iter().map(|v| v.unwrap_or(u64::MAX)));
                }
                Ok(Answer::Values(values))
            }
        }
    };
    let (status, body) = match tokio::time::timeout(QUERY_TIMEOUT, run).await {
        Ok(Ok(answer)) => (200, answer.encode()),
        Ok(Err(message)) => (500, message.into_bytes()),
        Err(_) => (504, b"query timed out".to_vec()),
    };
    event(format!("node {id}: answers {status} to {sql:.40}"));
    let _ = wire::write_answer(&mut stream, status, &body).await;
}
