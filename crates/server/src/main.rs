//! `maskhouse`: the server binary. `maskhouse server` runs one node; see `--help`.

mod config;
mod format;
mod http;
mod proposer;

use std::{net::SocketAddr, path::PathBuf, sync::Arc};

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
    /// Run a whole cluster on localhost.
    Local {
        /// Number of nodes.
        #[arg(long, default_value_t = 1)]
        nodes: u32,
        #[command(flatten)]
        server: ServerArgs,
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
        Some(Cmd::Local { nodes, server }) => {
            if nodes != 1 {
                anyhow::bail!("local clusters of more than one node are not available yet; run `maskhouse local --nodes 1` or `maskhouse server`");
            }
            server
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
    let store = Arc::new(
        Store::open(StoreConfig::new(&config.data_dir), &db, predicates.clone())
            .with_context(|| format!("open the store in {}", config.data_dir.display()))?,
    );
    let interserver: SocketAddr = format!("{}:{}", config.listen_host, config.interserver_port)
        .parse()
        .context("interserver address")?;
    let http_addr: SocketAddr = format!("{}:{}", config.listen_host, config.http_port)
        .parse()
        .context("HTTP address")?;
    let mut node_config = NodeConfig::single(interserver.to_string());
    node_config.id = config.node_id;
    let node = Arc::new(
        Node::start(node_config, &db, store.clone())
            .await
            .context("start consensus")?,
    );
    let engine = Arc::new(Engine::new(
        store,
        Arc::new(NodeProposer(node.clone())),
        predicates,
    ));
    let http = tokio::net::TcpListener::bind(http_addr)
        .await
        .with_context(|| format!("listen on {http_addr}"))?;
    let internal = tokio::net::TcpListener::bind(interserver)
        .await
        .with_context(|| format!("listen on {interserver}"))?;
    tracing::info!(http = %http_addr, interserver = %interserver, data_dir = %config.data_dir.display(), "maskhouse ready");
    println!(
        "maskhouse node {} ready: http://{http_addr} (interserver {interserver})",
        config.node_id
    );
    let app = http::router(Arc::new(AppState {
        engine,
        config: config.clone(),
    }));
    // The interserver port carries Raft and part fetch between nodes; it never serves clients.
    let internal_app = axum::Router::new().fallback(|| async {
        (
            axum::http::StatusCode::FORBIDDEN,
            "interserver port: not for clients\n",
        )
    });
    let internal_task = tokio::spawn(async move {
        let _ = axum::serve(internal, internal_app).await;
    });
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

async fn shutdown_signal() {
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
