//! `maskhouse`: the server binary. `maskhouse server` runs one node; see `--help`.

mod compression;
mod config;
mod format;
#[cfg(test)]
mod fuzz;
mod http;
mod interserver;
mod local;
mod metrics;
mod multipart;

use std::{net::SocketAddr, path::PathBuf, sync::Arc, time::Duration};

use anyhow::Context;
use clap::{Parser, Subcommand};
use maskhouse_cluster::{Blocking, HttpTransport};
use maskhouse_node::{Assembly, NodeSettings};

use crate::{config::Config, http::AppState};

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
    // Queries run on a runtime of their own: a scan holds its threads for as long as
    // it runs, and consensus, apply and the HTTP front end must not wait behind it.
    let nice = config.query_nice;
    let queries = tokio::runtime::Builder::new_multi_thread()
        .thread_name("query")
        .thread_stack_size(THREAD_STACK_BYTES)
        .on_thread_start(move || set_thread_nice(nice))
        .enable_all()
        .build()
        .context("start the query runtime")?;
    // While a read waits for its read index and for apply, the threads that do that
    // work (this runtime's) run at the reads' priority too (`ThreadBoost`).
    let boost = (nice < 0).then(|| maskhouse_cluster::ThreadBoost::new(nice));
    let mut runtime = tokio::runtime::Builder::new_multi_thread();
    runtime.thread_stack_size(THREAD_STACK_BYTES);
    if let Some(b) = &boost {
        let (start, stop) = (b.clone(), b.clone());
        runtime
            .on_thread_start(move || start.register_current())
            .on_thread_stop(move || stop.unregister_current());
    }
    let served = runtime
        .enable_all()
        .build()
        .context("start the async runtime")?
        .block_on(serve(config, queries.handle().clone(), boost));
    queries.shutdown_background();
    served
}

/// The stack of every runtime thread. Parsing and planning recurse once per level of a
/// statement's nesting, which [`maskhouse_sql::NESTING_MAX`] bounds; tokio's 2 MiB
/// default held fewer than 30 levels of `Array(` in a debug build. Only the pages a
/// thread touches take memory.
const THREAD_STACK_BYTES: usize = 32 << 20;

/// Puts the calling thread at nice `nice` (`query_nice`); without the privilege to
/// raise a priority it keeps the process's, logged once.
fn set_thread_nice(nice: i32) {
    if nice == 0 {
        return;
    }
    let tid = rustix::thread::gettid();
    if let Err(e) = rustix::process::setpriority_process(Some(tid), nice) {
        static WARNED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
        if !WARNED.swap(true, std::sync::atomic::Ordering::Relaxed) {
            tracing::warn!(error = %e, nice, "cannot set the priority of query threads (query_nice); queries run at the process's priority");
        }
    }
}

async fn serve(
    mut config: Config,
    queries: tokio::runtime::Handle,
    read_boost: Option<std::sync::Arc<maskhouse_cluster::ThreadBoost>>,
) -> anyhow::Result<()> {
    maskhouse_part::create_dir_durable(&config.data_dir)
        .with_context(|| format!("create data directory {}", config.data_dir.display()))?;
    // Part paths go to DataFusion's object store, which needs them absolute.
    config.data_dir = std::fs::canonicalize(&config.data_dir)
        .with_context(|| format!("resolve data directory {}", config.data_dir.display()))?;
    // No periodic flush: everything acknowledged is flushed and synced on its own path
    // (`store::MetaSync`), and sled's timer-driven `fsync` of the whole file, twice a
    // second, only stalled those syncs behind it.
    let db = sled::Config::new()
        .path(config.data_dir.join("meta"))
        .flush_every_ms(None)
        .open()
        .with_context(|| format!("open metadata in {}", config.data_dir.display()))?;
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
    let settings = NodeSettings {
        node_id: config.node_id,
        data_dir: config.data_dir.clone(),
        interserver_addr: interserver.to_string(),
        members: config
            .members
            .iter()
            .map(|m| (m.id, m.interserver.clone()))
            .collect(),
        cluster_secret: secret.clone(),
        snapshot_every_entries: config.snapshot_every_entries,
        propose_timeout_ms: config.propose_timeout_ms,
        replica_wait_timeout_ms: config.replica_wait_timeout_ms,
        staging_ttl_ms: config.staging_ttl_ms,
        merge_interval_ms: config.merge_interval_ms,
        digest_check_interval_ms: config.digest_check_interval_ms,
        subquery_limits: maskhouse_types::SubqueryLimits {
            rows_read_max: config.subquery_rows_read_max,
            set_rows_max: config.max_rows_in_set,
            set_bytes_max: config.max_bytes_in_set,
            join_use_nulls: false,
            database: String::new(),
        },
        apply_stall_ms: config.apply_stall_ms,
        insert_block_bytes: usize::try_from(config.insert_block_bytes).unwrap_or(usize::MAX),
        scan_cache_bytes: usize::try_from(config.scan_cache_bytes).unwrap_or(usize::MAX),
        delete_threads: None,
        blocking: Blocking::Threads,
        follower_background_priority: config.follower_background_priority,
        // What a read waits for runs at the read's own priority.
        waited_apply_nice: config.query_nice,
        group_commit_window_us: config.group_commit_window_us,
        meta_dir: Some(config.data_dir.join("meta")),
        query_runtime: Some(queries),
        read_boost,
    };
    let assembly = Assembly::start(settings, &db, Arc::new(HttpTransport::default()))
        .await
        .with_context(|| format!("start the node in {}", config.data_dir.display()))?;
    let (node, engine) = (assembly.node.clone(), assembly.engine.clone());
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
    assembly.spawn_background();
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
    let stopped = node.clone();
    let serving = axum::serve(
        http,
        app.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown_signal());
    tokio::select! {
        served = serving => served.context("serve HTTP")?,
        // A failed write or sync of the log or state machine: nothing this process
        // holds in memory can be trusted to be on disk, so it must not serve on (an
        // fsync error is never retried as if the data were safe). It exits; started
        // again, it recovers from what its disk holds and catches up from its peers.
        why = stopped.stopped_by_error() => {
            tracing::error!(error = %why, "consensus stopped on a storage error; exiting");
            internal_task.abort();
            anyhow::bail!("consensus stopped on a storage error: {why}");
        }
    }
    tracing::info!("shutting down");
    internal_task.abort();
    node.shutdown().await;
    db.flush().context("flush metadata")?;
    Ok(())
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
