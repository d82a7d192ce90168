//! deploy/: the image built FROM scratch and the 3-node compose cluster, driven by
//! `deploy/compose-test.sh` (SQL on every node, one container killed, the others
//! serving, the killed one catching up). Skipped, with the reason printed, where
//! Docker or docker-compose is not available.

use std::{path::Path, process::Command};

use crate::server::{bin, free_port};

/// Whether `cmd args` runs and succeeds (a tool is installed and answers).
fn available(cmd: &str, args: &[&str]) -> bool {
    Command::new(cmd)
        .args(args)
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Why the compose cluster cannot run here, if it cannot: no Docker engine, or no
/// docker-compose.
pub fn compose_missing() -> Option<&'static str> {
    if !available("docker", &["info"]) {
        return Some("no Docker engine answers `docker info`");
    }
    if !available("docker-compose", &["version"]) {
        return Some("docker-compose is not installed");
    }
    None
}

#[test]
fn compose_cluster_survives_a_killed_container() {
    if let Some(why) = compose_missing() {
        println!("skipped: {why}");
        return;
    }
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../deploy/compose-test.sh");
    let status = Command::new("bash")
        .arg(&script)
        .arg(bin())
        .env("MASKHOUSE_HTTP_1", free_port().to_string())
        .env("MASKHOUSE_HTTP_2", free_port().to_string())
        .env("MASKHOUSE_HTTP_3", free_port().to_string())
        .status()
        .expect("run deploy/compose-test.sh");
    assert!(status.success(), "deploy/compose-test.sh failed: {status}");
}
