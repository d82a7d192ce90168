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

/// What a client statement returned: the log index it reported (what the server's
/// `X-Maskhouse-Log-Index` says: a write's entry, the state a query read), and for a
/// query its rows, every column as `u64`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub log_index: Option<u64>,
    pub rows: Option<Vec<Vec<u64>>>,
}

impl Answer {
    /// `[u8 has index][u64 index]`, then `[u8 0]` for no rows or
    /// `[u8 1][u32 columns][u64 values, row by row]`; big-endian.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = vec![u8::from(self.log_index.is_some())];
        out.extend_from_slice(&self.log_index.unwrap_or(0).to_be_bytes());
        match &self.rows {
            None => out.push(0),
            Some(rows) => {
                let columns = rows.first().map_or(0, Vec::len);
                assert!(rows.iter().all(|r| r.len() == columns), "ragged rows");
                out.push(1);
                out.extend_from_slice(&(columns as u32).to_be_bytes());
                for x in rows.iter().flatten() {
                    out.extend_from_slice(&x.to_be_bytes());
                }
            }
        }
        out
    }

    pub fn decode(bytes: &[u8]) -> Option<Answer> {
        let (&has_index, rest) = bytes.split_first()?;
        let (index, rest) = rest.split_first_chunk::<8>()?;
        let log_index = match has_index {
            0 => None,
            1 => Some(u64::from_be_bytes(*index)),
            _ => return None,
        };
        let rows = match rest.split_first()? {
            (0, []) => None,
            (1, rest) => {
                let (columns, values) = rest.split_first_chunk::<4>()?;
                let columns = u32::from_be_bytes(*columns) as usize;
                if !values.len().is_multiple_of(8) || (columns == 0 && !values.is_empty()) {
                    return None;
                }
                let values: Vec<u64> = values
                    .chunks_exact(8)
                    .map(|c| u64::from_be_bytes(c.try_into().expect("8 bytes")))
                    .collect();
                if columns == 0 {
                    Some(Vec::new())
                } else if !values.len().is_multiple_of(columns) {
                    return None;
                } else {
                    Some(values.chunks_exact(columns).map(<[u64]>::to_vec).collect())
                }
            }
            _ => return None,
        };
        Some(Answer { log_index, rows })
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
        let log_index = executed.log_index;
        let rows = match executed.output {
            Output::Done => None,
            Output::Rows { batches, .. } => Some(rows_of(&batches)?),
        };
        Ok::<_, String>(Answer { log_index, rows })
    };
    let (status, body) = match tokio::time::timeout(QUERY_TIMEOUT, run).await {
        Ok(Ok(answer)) => (200, answer.encode()),
        Ok(Err(message)) => (500, message.into_bytes()),
        Err(_) => (504, b"query timed out".to_vec()),
    };
    event(format!("node {id}: answers {status} to {sql:.40}"));
    let _ = wire::write_answer(&mut stream, status, &body).await;
}

/// Every column of `batches` cast to `u64` (NULL as `u64::MAX`), row by row.
fn rows_of(batches: &[arrow::array::RecordBatch]) -> Result<Vec<Vec<u64>>, String> {
    use arrow::array::Array;
    let mut rows = Vec::new();
    for batch in batches.iter().filter(|b| b.num_columns() > 0) {
        let columns = batch
            .columns()
            .iter()
            .map(|c| {
                let cast = arrow::compute::cast(c, &arrow::datatypes::DataType::UInt64)
                    .map_err(|e| e.to_string())?;
                cast.as_any()
                    .downcast_ref::<arrow::array::UInt64Array>()
                    .cloned()
                    .ok_or_else(|| "not a UInt64 column".to_string())
            })
            .collect::<Result<Vec<_>, String>>()?;
        for r in 0..batch.num_rows() {
            rows.push(
                columns
                    .iter()
                    .map(|c| if c.is_null(r) { u64::MAX } else { c.value(r) })
                    .collect(),
            );
        }
    }
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::Answer;

    #[test]
    fn answers_round_trip() {
        for answer in [
            Answer {
                log_index: None,
                rows: None,
            },
            Answer {
                log_index: Some(7),
                rows: Some(Vec::new()),
            },
            Answer {
                log_index: Some(u64::MAX),
                rows: Some(vec![vec![1, 2, 3], vec![4, 5, 6]]),
            },
        ] {
            assert_eq!(Answer::decode(&answer.encode()), Some(answer));
        }
        assert_eq!(Answer::decode(&[2, 0, 0, 0, 0, 0, 0, 0, 0, 0]), None);
        assert_eq!(Answer::decode(&[0; 4]), None);
    }
}
