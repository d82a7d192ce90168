//! `maskhouse`: the server binary. `maskhouse server` runs one node; see `--help`.

mod config;
mod format;
#[cfg(test)]
mod fuzz;
mod http;
mod interserver;
mod local;
mod metrics;
mod proposer;

use std::{net::SocketAddr, path::PathBuf, sync::Arc, time::Duration};

use anyhow::Context;
use clap::{Parser, Subcommand};
use maskhouse_cluster::{Node, NodeConfig};
use maskhouse_sql::{Engine, SqlPredicates};
use maskhouse_store::{Store, StoreConfig};

use crate::{config::Config, http::AppState, proposer::NodeProposer};

#[derive(Parser)]
#[command(
    name = "maskhouse",
    version,
    about = "A replicated analytical table store with cheap deletes"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Cmd>,
}

#[derive(Subcommand)]
enum Cmd {
    /// Run one node (a single-node cluster unless the config names peers).
    Server(ServerArgs),
    /// Run a whole cluster on localhost: node i listens on HTTP port http-port+i-1 and
    /// interserver port interserver-port+i-1, with data in DATA_DIR/node{i}.
    Local {
        /// Number of nodes.
        #[arg(long, default_value_t = 3)]
        nodes: u32,
        /// Data directory of the cluster (default ./data).
        #[arg(long, default_value = "data")]
        data_dir: PathBuf,
        /// HTTP port of node 1.
        #[arg(long, default_value_t = 8123)]
        http_port: u16,
        /// Interserver port of node 1.
        #[arg(long, default_value_t = 9009)]
        interserver_port: u16,
    },
}

#[derive(clap::Args, Default)]
struct ServerArgs {
    /// Data directory (default ./data; env MASKHOUSE_DATA_DIR).
    #[arg(long)]
    data_dir: Option<PathBuf>,
    /// HTTP port (default 8123; env MASKHOUSE_HTTP_PORT).
    #[arg(long)]
    http_port: Option<u16>,
    /// Interserver port (default 9009; env MASKHOUSE_INTERSERVER_PORT).
    #[arg(long)]
    interserver_port: Option<u16>,
    /// TOML config file for this node.
    #[arg(long)]
    config: Option<PathBuf>,
}

fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("MASKHOUSE_LOG").unwrap_or_else(|_| {
                tracing_subscriber::EnvFilter::new("info,openraft=warn,sled=warn")
            }),
        )
        .init();
    let cli = Cli::parse();
    let args = match cli.command {
        None => ServerArgs::default(),
        Some(Cmd::Server(a)) => a,
        Some(Cmd::Local {
            nodes,
            data_dir,
            http_port,
            interserver_port,
        }) => {
            return local::run(local::LocalCluster {
                nodes,
                data_dir,
                http_port,
                interserver_port,
            })
        }
    };
    let mut config = Config::load(args.config.as_deref())?;
    if let Some(d) = args.data_dir {
        config.data_dir = d;
    }
    if let Some(p) = args.http_port {
        config.http_port = p;
    }
    if let Some(p) = args.interserver_port {
        config.interserver_port = p;
    }
    config.validate()?;
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("start the async runtime")?
        .block_on(serve(config))
}

async fn serve(mut config: Config) -> anyhow::Result<()> {
    std::fs::create_dir_all(&config.data_dir)
        .with_context(|| format!("create data directory {}", config.data_dir.display()))?;
    // Part paths go to DataFusion's object store, which needs them absolute.
    config.data_dir = std::fs::canonicalize(&config.data_dir)
        .with_context(|| format!("resolve data directory {}", config.data_dir.display()))?;
    let db = sled::Config::new()
        .path(config.data_dir.join("meta"))
        .open()
        .with_context(|| format!("open metadata in {}", config.data_dir.display()))?;
    let predicates = Arc::new(SqlPredicates::default());
    let mut store_config = StoreConfig::new(&config.data_dir);
    store_config.node_id = config.node_id;
    store_config.staging_ttl_ms = config.staging_ttl_ms;
    let store = Arc::new(
        Store::open(store_config, &db, predicates.clone())
            .with_context(|| format!("open the store in {}", config.data_dir.display()))?,
    );
    let interserver: SocketAddr = format!("{}:{}", config.listen_host, config.interserver_port)
        .parse()
        .context("interserver address")?;
    let http_addr: SocketAddr = format!("{}:{}", config.listen_host, config.http_port)
        .parse()
        .context("HTTP address")?;
    let http = tokio::net::TcpListener::bind(http_addr)
        .await
        .with_context(|| format!("listen on {http_addr}"))?;
    let internal = tokio::net::TcpListener::bind(interserver)
        .await
        .with_context(|| format!("listen on {interserver}"))?;
    let secret = if config.cluster_secret.is_empty() {
        // A node without peers still refuses strangers on its interserver port.
        local::random_secret()
    } else {
        config.cluster_secret.clone()
    };
    let node_config = NodeConfig {
        id: config.node_id,
        interserver_addr: interserver.to_string(),
        members: config
            .members
            .iter()
            .map(|m| (m.id, m.interserver.clone()))
            .collect(),
        cluster_secret: secret.clone(),
        snapshot_every_entries: config.snapshot_every_entries,
        propose_timeout_ms: config.propose_timeout_ms,
    };
    let node = Arc::new(
        Node::start(node_config, &db, store.clone())
            .await
            .context("start consensus")?,
    );
    // Raft traffic must flow before a leader can be elected.
    let internal_app = interserver::router(node.clone(), secret, config.body_bytes_max);
    let internal_task = tokio::spawn(async move {
        let _ = axum::serve(
            internal,
            internal_app.into_make_service_with_connect_info::<SocketAddr>(),
        )
        .await;
    });
    if !node.wait_for_leader(Duration::from_secs(10)).await {
        tracing::warn!("no leader yet; requests wait for one");
    }
    let engine = Arc::new(Engine::new(
        store.clone(),
        Arc::new(NodeProposer::new(node.clone(), &config)),
        predicates,
    ));
    spawn_staging_collector(store, Duration::from_millis(config.propose_timeout_ms));
    spawn_merge_scheduler(engine.clone(), config.merge_interval_ms);
    spawn_digest_checker(node.clone(), config.digest_check_interval_ms);
    tracing::info!(http = %http_addr, interserver = %interserver, data_dir = %config.data_dir.display(), "maskhouse ready");
    println!(
        "maskhouse node {} ready: http://{http_addr} (interserver {interserver})",
        config.node_id
    );
    let app = http::router(Arc::new(AppState::new(
        engine,
        node.clone(),
        config.clone(),
    )));
    axum::serve(
        http,
        app.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown_signal())
    .await
    .context("serve HTTP")?;
    tracing::info!("shutting down");
    internal_task.abort();
    node.shutdown().await;
    db.flush().context("flush metadata")?;
    Ok(())
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

/// Removes expired staged files now and then (the store also does at startup).
fn spawn_staging_collector(store: Arc<Store>, every: Duration) {
    tokio::spawn(async move {
        let ttl = Duration::from_millis(store.staging_ttl_ms());
        loop {
            tokio::time::sleep(every.max(Duration::from_secs(60))).await;
            let s = store.clone();
            let _ = tokio::task::spawn_blocking(move || s.collect_staging(ttl)).await;
        }
    });
}

pub(crate) async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    tokio::select! {
        _ = ctrl_c => {},
        _ = term => {},
    }
}
