//! deploy/: the image built FROM scratch and the 3-node compose cluster, driven by
//! `deploy/compose-test.sh` (SQL on every node, one container killed, the others
//! serving, the killed one catching up). Where Docker or docker-compose is not
//! available it fails under CI and is skipped, with the reason printed, elsewhere.

use std::{path::Path, process::Command};

use crate::server::{bin, free_port};

#[test]
fn compose_cluster_survives_a_killed_container() {
    if !maskhouse_harness::require_compose() {
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
