//! The chaos workload against the deploy/ compose cluster: three containers of the
//! image built FROM scratch, clients through their published ports, and a nemesis that
//! kills one container at a time (`docker kill`: SIGKILL) and starts it again; then the
//! history is checked like every other run's. Where Docker or docker-compose is
//! missing it fails under CI and is skipped, with the reason printed, elsewhere.

use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
    process::Command,
    sync::{atomic::Ordering, Arc},
    time::{Duration, Instant},
};

use maskhouse_checker::{History, CREATE_KV};
use maskhouse_harness::{free_port, maskhouse_bin as bin, request_to, require_compose, Reply};
use rand::{rngs::StdRng, Rng, SeedableRng};

use maskhouse_harness::env_u64;

use super::{
    first_seed, judge, out_dir, settle,
    workload::{self, Endpoint, Shared},
    Outcome, CREATE,
};

const NODES: u64 = 3;
/// Seconds of faults when `MASKHOUSE_CHAOS_SECONDS` is unset.
const SECONDS: u64 = 40;

/// One compose project: its name, image, published ports; taken down when dropped.
struct Project {
    name: String,
    image: String,
    ports: Vec<u16>,
    dir: PathBuf,
}

impl Project {
    fn compose(&self, args: &[&str]) -> Result<String, String> {
        let mut cmd = Command::new("docker-compose");
        cmd.current_dir(&self.dir)
            .args(["-p", &self.name, "-f", "docker-compose.yml"])
            .args(args)
            .env("MASKHOUSE_IMAGE", &self.image)
            .env("MASKHOUSE_CLUSTER_SECRET", format!("{}-secret", self.name));
        for (i, port) in self.ports.iter().enumerate() {
            cmd.env(format!("MASKHOUSE_HTTP_{}", i + 1), port.to_string());
        }
        let out = cmd
            .output()
            .map_err(|e| format!("docker-compose {args:?}: {e}"))?;
        if out.status.success() {
            Ok(String::from_utf8_lossy(&out.stdout).into_owned())
        } else {
            Err(format!(
                "docker-compose {args:?}: {}: {}",
                out.status,
                String::from_utf8_lossy(&out.stderr).trim()
            ))
        }
    }

    fn query(&self, id: u64, sql: &str) -> Reply {
        let port = self.ports[id as usize - 1];
        request_to(
            "127.0.0.1",
            port,
            "POST",
            "/",
            &[],
            sql.as_bytes(),
            Duration::from_secs(30),
        )
        .unwrap_or_else(Reply::failed)
    }

    /// Waits until node `id` answers a query.
    fn wait_ready(&self, id: u64, timeout: Duration) -> Result<(), String> {
        let deadline = Instant::now() + timeout;
        loop {
            let r = self.query(id, "SELECT 1");
            if r.status == 200 {
                return Ok(());
            }
            if Instant::now() > deadline {
                return Err(format!("node{id} does not answer: {} {}", r.status, r.body));
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    }

    /// Saves every container's log into `out`.
    fn save_logs(&self, out: &Path) {
        for id in 1..=NODES {
            if let Ok(log) = self.compose(&["logs", "--no-color", &format!("node{id}")]) {
                let _ = std::fs::write(out.join(format!("node{id}.log")), log);
            }
        }
    }
}

impl Drop for Project {
    fn drop(&mut self) {
        let _ = self.compose(&["down", "-v", "--remove-orphans"]);
        let _ = Command::new("docker")
            .args(["rmi", "-f", &self.image])
            .output();
    }
}

/// Invariants 2.1–2.4 on the compose cluster of deploy/: the chaos workload while one
/// container at a time is killed (SIGKILL) and started again.
#[test]
fn chaos_compose_cluster() {
    if !require_compose() {
        return;
    }
    let seed = first_seed();
    eprintln!("chaos compose run: seed {seed} (MASKHOUSE_CHAOS_SEED={seed} draws it again)");
    let seconds = env_u64("MASKHOUSE_CHAOS_SECONDS").unwrap_or(SECONDS);
    let out = out_dir("compose", seed);
    std::fs::create_dir_all(&out).expect("output directory");
    let deploy = Path::new(env!("CARGO_MANIFEST_DIR")).join("../deploy");
    // A tag of this run's own, so that other runs building the image meanwhile do not
    // swap it under this one.
    let project = Project {
        name: format!("maskhouse-chaos-{}", std::process::id()),
        image: format!("maskhouse:chaos-{}", std::process::id()),
        ports: (0..NODES).map(|_| free_port()).collect(),
        dir: deploy.clone(),
    };
    let built = Command::new("bash")
        .arg(deploy.join("build-image.sh"))
        .arg(bin())
        .env("MASKHOUSE_IMAGE", &project.image)
        .status()
        .expect("run deploy/build-image.sh");
    assert!(built.success(), "deploy/build-image.sh failed: {built}");
    project.compose(&["up", "-d"]).expect("start the cluster");
    let outcome = drive(&project, seed, seconds);
    // Kept with the history when the run fails (judge removes them otherwise).
    project.save_logs(&out);
    let outcome = outcome.unwrap_or_else(|e| {
        panic!(
            "chaos compose seed {seed}: {e}; container logs in {}",
            out.display()
        )
    });
    judge("compose", seconds, outcome, &out);
}

fn drive(project: &Project, seed: u64, seconds: u64) -> Result<Outcome, String> {
    let mut rng = StdRng::seed_from_u64(seed);
    for id in 1..=NODES {
        project.wait_ready(id, Duration::from_secs(60))?;
    }
    let create = Instant::now() + Duration::from_secs(60);
    for sql in [CREATE, CREATE_KV] {
        while project.query(1, sql).status != 200 {
            if Instant::now() > create {
                return Err(format!("{sql} never succeeded (no leader?)"));
            }
            std::thread::sleep(Duration::from_millis(500));
        }
    }
    let endpoints = (1..=NODES)
        .map(|id| Endpoint {
            id,
            host: "127.0.0.1".into(),
            port: project.ports[id as usize - 1],
        })
        .collect();
    let shared = Arc::new(Shared::new(endpoints));
    let clients: Vec<_> = (0..4)
        .map(|p| {
            let shared = shared.clone();
            std::thread::spawn(move || workload::client(p, seed, shared))
        })
        .collect();
    let mut log = Vec::new();
    let mut faults = BTreeMap::new();
    let started = Instant::now();
    let end = started + Duration::from_secs(seconds);
    let mut failure = None;
    while Instant::now() < end && failure.is_none() {
        std::thread::sleep(Duration::from_millis(rng.gen_range(1000..3000)));
        let id = rng.gen_range(1..=NODES);
        let node = format!("node{id}");
        let at = started.elapsed().as_secs_f32();
        if let Err(e) = project.compose(&["kill", &node]) {
            log.push(format!("{at:.1}s kill {node} failed: {e}"));
            continue;
        }
        log.push(format!("{at:.1}s docker kill {node}"));
        *faults.entry("ContainerKill".to_string()).or_insert(0u64) += 1;
        std::thread::sleep(Duration::from_millis(rng.gen_range(1000..5000)));
        let restarted = project
            .compose(&["start", &node])
            .and_then(|_| project.wait_ready(id, Duration::from_secs(60)));
        match restarted {
            Ok(()) => log.push(format!(
                "{:.1}s {node} started",
                started.elapsed().as_secs_f32()
            )),
            Err(e) => failure = Some(format!("restart of {node}: {e}")),
        }
    }
    shared.stop.store(true, Ordering::Relaxed);
    for c in clients {
        c.join().expect("client thread");
    }
    if let Some(e) = failure {
        return Err(e);
    }
    let members: Vec<u64> = (1..=NODES).collect();
    let finals = settle(&|id, sql| project.query(id, sql), &members);
    let mut ops = std::mem::take(&mut *shared.ops.lock().expect("history"));
    ops.sort_by_key(|op| op.invoke_ns);
    Ok(Outcome {
        seed,
        history: History { seed, ops, finals },
        faults,
        log,
    })
}
