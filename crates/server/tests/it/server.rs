//! Server processes for tests, through the shared node harness.

use std::path::{Path, PathBuf};

pub use maskhouse_harness::{encode, free_port, Cluster, Server, Spec};

pub fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_maskhouse"))
}

fn spec(data_dir: &Path) -> Spec {
    Spec {
        bin: bin(),
        cwd: None,
        data_dir: data_dir.to_path_buf(),
        http_port: free_port(),
        interserver_port: free_port(),
        config: None,
        // Golden outputs list parts: no merge may start on its own in between.
        env: vec![("MASKHOUSE_MERGE_INTERVAL_MS".into(), "0".into())],
    }
}

/// One node with defaults on `data_dir`.
pub fn start(data_dir: &Path) -> Server {
    Server::start(spec(data_dir))
}

/// One node on `data_dir` with `env` set besides the defaults.
pub fn start_with_env(data_dir: &Path, env: &[(&str, &str)]) -> Server {
    let mut spec = spec(data_dir);
    spec.env
        .extend(env.iter().map(|(k, v)| (k.to_string(), v.to_string())));
    Server::start(spec)
}

pub fn start_with_config(data_dir: &Path, config: Option<PathBuf>) -> Server {
    Server::start(Spec {
        config,
        ..spec(data_dir)
    })
}

/// One node in `cwd` with the default (relative) data directory `./data`.
pub fn start_with_defaults_in(cwd: &Path) -> Server {
    Server::start(Spec {
        cwd: Some(cwd.to_path_buf()),
        ..spec(Path::new("data"))
    })
}
