//! One node assembled: its store on sled, the DELETE predicate compiler, consensus
//! (`cluster::Node`), the SQL engine on top, and the node's background work (merge
//! rounds on the leader, mask digest checks, the staging collector). The server binary
//! and the deterministic simulation build their nodes here, the same way.
//!
//! Main types: [`Assembly`] (the parts of a running node), [`NodeSettings`] (what it
//! is built from), [`NodeProposer`] (the SQL layer's view of the log, on a
//! `cluster::Node`).

mod error;
mod proposer;

use std::{collections::BTreeMap, path::PathBuf, sync::Arc, time::Duration};

use maskhouse_cluster::{Blocking, Node, NodeConfig, Transport};
use maskhouse_sql::{Engine, SqlPredicates};
use maskhouse_store::{Store, StoreConfig};
use maskhouse_types::SubqueryLimits;

pub use error::{Error, Result};
pub use proposer::NodeProposer;

/// What a node is built from. The server fills it from its config; every field
/// documents the server's default.
#[derive(Clone, Debug)]
pub struct NodeSettings {
    pub node_id: u64,
    /// Parts, masks and metadata (absolute: DataFusion reads parts by path).
    pub data_dir: PathBuf,
    /// Address peers reach this node at (interserver port).
    pub interserver_addr: String,
    /// The initial voters, id → interserver address; empty: this node alone.
    pub members: BTreeMap<u64, String>,
    pub cluster_secret: String,
    /// Default 10000.
    pub snapshot_every_entries: u64,
    /// Default 300000.
    pub propose_timeout_ms: u64,
    /// Longest `lightweight_deletes_sync = 2` waits for every replica. Default 120000.
    pub replica_wait_timeout_ms: u64,
    /// Default 3600000.
    pub staging_ttl_ms: u64,
    /// Background merge rounds on the leader; 0: never. Default 1000.
    pub merge_interval_ms: u64,
    /// Mask digest comparison and repair; 0: never. Default 30000.
    pub digest_check_interval_ms: u64,
    /// What a DELETE predicate's subqueries may read and hold, unless a query lowers
    /// it; the proposer writes the numbers into the entry. Default
    /// [`SubqueryLimits::DEFAULT`].
    pub subquery_limits: SubqueryLimits,
    /// Apply held on one committed entry this long marks the node stalled. Default 600000.
    pub apply_stall_ms: u64,
    /// Decoded rows a streamed INSERT holds at once. Default
    /// [`maskhouse_sql::INSERT_BLOCK_BYTES`].
    pub insert_block_bytes: usize,
    /// Bytes of decoded columns scans keep; 0 keeps none. Default
    /// [`maskhouse_store::SCAN_COLUMNS_BYTES_DEFAULT`].
    pub scan_cache_bytes: usize,
    /// Threads one DELETE evaluates parts on; `None`: the machine's cores (default).
    pub delete_threads: Option<usize>,
    /// Where blocking work runs; the simulation runs it inline. Default threads.
    pub blocking: Blocking,
    /// The heavy work of entries another leader proposed at the lowest CPU priority
    /// (for replicas sharing a machine). Default false.
    pub follower_background_priority: bool,
    /// The nice value apply runs at while a read here waits for it (`query_nice`);
    /// 0 (default): unchanged.
    pub waited_apply_nice: i32,
    /// Group commit: how long the first statement of an entry waits on the leader for
    /// others, in microseconds; 0 (default): only while earlier entries commit.
    pub group_commit_window_us: u64,
    /// The sled database's directory. When set, every flush that acknowledges is
    /// followed by an fsync of the blob files sled wrote since the last one, an
    /// `fdatasync` of its data file and an fsync of their directories (sled itself syncs
    /// with `sync_file_range`, which a power cut can undo, and never syncs blob files;
    /// `store::MetaSync`). The server
    /// sets it; the simulation, whose crashes never lose what the kernel holds, does
    /// not. Default unset.
    pub meta_dir: Option<PathBuf>,
    /// Where queries execute ([`Engine::with_query_runtime`]); unset: on the node's
    /// own runtime. The server sets it; the simulation, which runs everything on one
    /// thread, does not. Default unset.
    pub query_runtime: Option<tokio::runtime::Handle>,
    /// The runtime threads a waiting read raises (`NodeConfig::read_boost`); the
    /// server sets it when `query_nice` raises queries. Default unset.
    pub read_boost: Option<Arc<maskhouse_cluster::ThreadBoost>>,
}

impl NodeSettings {
    /// A single node in `data_dir` with every default.
    pub fn new(data_dir: impl Into<PathBuf>, interserver_addr: impl Into<String>) -> Self {
        NodeSettings {
            node_id: 1,
            data_dir: data_dir.into(),
            interserver_addr: interserver_addr.into(),
            members: BTreeMap::new(),
            cluster_secret: String::new(),
            snapshot_every_entries: 10_000,
            propose_timeout_ms: 300_000,
            replica_wait_timeout_ms: 120_000,
            staging_ttl_ms: 3_600_000,
            merge_interval_ms: 1_000,
            digest_check_interval_ms: 30_000,
            subquery_limits: SubqueryLimits::DEFAULT,
            apply_stall_ms: 600_000,
            insert_block_bytes: maskhouse_sql::INSERT_BLOCK_BYTES,
            scan_cache_bytes: maskhouse_store::SCAN_COLUMNS_BYTES_DEFAULT,
            delete_threads: None,
            blocking: Blocking::Threads,
            follower_background_priority: false,
            waited_apply_nice: 0,
            group_commit_window_us: 0,
            meta_dir: None,
            query_runtime: None,
            read_boost: None,
        }
    }
}

/// The parts of a running node.
pub struct Assembly {
    pub store: Arc<Store>,
    pub node: Arc<Node>,
    pub engine: Arc<Engine>,
    settings: NodeSettings,
}

impl Assembly {
    /// Opens the store in `db`, starts consensus (its interserver requests carried by
    /// `transport`) and the engine. The background work starts with
    /// [`Assembly::spawn_background`].
    pub async fn start(
        settings: NodeSettings,
        db: &sled::Db,
        transport: Arc<dyn Transport>,
    ) -> Result<Self> {
        let predicates = Arc::new(SqlPredicates::default());
        let mut store_config = StoreConfig::new(&settings.data_dir);
        store_config.node_id = settings.node_id;
        store_config.staging_ttl_ms = settings.staging_ttl_ms;
        store_config.meta_dir = settings.meta_dir.clone();
        store_config.scan_columns_bytes = settings.scan_cache_bytes;
        if let Some(threads) = settings.delete_threads {
            store_config.delete_threads = threads;
        }
        // Inline blocking work means one thread for everything: merges too.
        store_config.merge_thread = settings.blocking == Blocking::Threads;
        let store = Arc::new(Store::open(store_config, db, predicates.clone())?);
        let node_config = NodeConfig {
            id: settings.node_id,
            interserver_addr: settings.interserver_addr.clone(),
            members: settings.members.clone(),
            cluster_secret: settings.cluster_secret.clone(),
            snapshot_every_entries: settings.snapshot_every_entries,
            propose_timeout_ms: settings.propose_timeout_ms,
            blocking: settings.blocking,
            apply_stall_ms: settings.apply_stall_ms,
            follower_background_priority: settings.follower_background_priority,
            waited_apply_nice: settings.waited_apply_nice,
            group_commit_window_us: settings.group_commit_window_us,
            read_boost: settings.read_boost.clone(),
        };
        let node = Arc::new(Node::start_with(node_config, db, store.clone(), transport).await?);
        let proposer = NodeProposer::new(
            node.clone(),
            Duration::from_millis(settings.replica_wait_timeout_ms),
        );
        let mut engine = Engine::new(store.clone(), Arc::new(proposer), predicates)
            .with_subquery_limits(settings.subquery_limits.clone())
            .with_insert_block_bytes(settings.insert_block_bytes);
        if let Some(runtime) = settings.query_runtime.clone() {
            engine = engine.with_query_runtime(runtime);
        }
        let engine = Arc::new(engine);
        Ok(Assembly {
            store,
            node,
            engine,
            settings,
        })
    }

    /// Starts the node's background work on the current runtime: merge rounds, digest
    /// checks, the repair of damaged parts and masks, the staging collector. The tasks
    /// end with the runtime.
    pub fn spawn_background(&self) {
        spawn_merge_scheduler(self.engine.clone(), self.settings.merge_interval_ms);
        spawn_digest_checker(self.node.clone(), self.settings.digest_check_interval_ms);
        spawn_part_repairer(self.node.clone());
        spawn_staging_collector(
            self.store.clone(),
            Duration::from_millis(self.settings.propose_timeout_ms),
            self.settings.blocking,
        );
    }
}

/// Background merges: the leader runs the merge policy every `interval_ms` (0: never)
/// and proposes what it picks; every replica then performs the same merges.
fn spawn_merge_scheduler(engine: Arc<Engine>, interval_ms: u64) {
    if interval_ms == 0 {
        return;
    }
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(Duration::from_millis(interval_ms)).await;
            if !engine.is_leader() {
                continue;
            }
            if let Err(e) = engine.merge_round().await {
                tracing::warn!(error = %e.message, "background merge round");
            }
        }
    });
}

/// Mask digest repair (DESIGN §2.1): every `interval_ms` (0: never) this node compares
/// its mask digests with the other replicas' and fetches the versions a majority of the
/// voters holds differently.
fn spawn_digest_checker(node: Arc<Node>, interval_ms: u64) {
    if interval_ms == 0 {
        return;
    }
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(Duration::from_millis(interval_ms)).await;
            node.repair_masks().await;
        }
    });
}

/// How often what readers reported damaged is checked and repaired.
const PART_REPAIR_INTERVAL: Duration = Duration::from_secs(1);

/// Part and mask repair (DESIGN §2.6): a part file a read failed on, or that failed its
/// checksum at startup, is verified and, when damaged, replaced by a copy from a peer;
/// a mask version damaged here is replaced by the copy the peers agree on.
fn spawn_part_repairer(node: Arc<Node>) {
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(PART_REPAIR_INTERVAL).await;
            node.repair_parts().await;
        }
    });
}

/// Removes expired staged files now and then (the store also does at startup).
fn spawn_staging_collector(store: Arc<Store>, every: Duration, blocking: Blocking) {
    tokio::spawn(async move {
        let ttl = Duration::from_millis(store.staging_ttl_ms());
        loop {
            tokio::time::sleep(every.max(Duration::from_secs(60))).await;
            let s = store.clone();
            match blocking {
                Blocking::Threads => {
                    let _ = tokio::task::spawn_blocking(move || s.collect_staging(ttl)).await;
                }
                Blocking::Inline => {
                    s.collect_staging(ttl);
                }
            }
        }
    });
}
