//! `maskhouse local --nodes N`: a whole cluster on localhost in one command. Each node
//! is a `maskhouse server` child process with its own config file and data directory;
//! Ctrl-C (or SIGTERM) stops them all. A node that dies is reported and the others go
//! on.

use std::{
    hash::{BuildHasher, Hasher},
    path::{Path, PathBuf},
    process::{Child, Command},
    time::Duration,
};

use anyhow::Context;

/// Most nodes `local` starts.
const NODES_MAX: u32 = 9;

pub struct LocalCluster {
    pub nodes: u32,
    pub data_dir: PathBuf,
    pub http_port: u16,
    pub interserver_port: u16,
}

/// 128 random bits as hex, from the standard library's randomly seeded hasher.
pub fn random_secret() -> String {
    let word = || {
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write_u128(
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos()),
        );
        h.write_u32(std::process::id());
        h.finish()
    };
    format!("{:016x}{:016x}", word(), word())
}

/// The config file of node `i` (1-based).
fn node_config(c: &LocalCluster, i: u32, secret: &str, data_dir: &Path) -> String {
    let port = |base: u16, n: u32| base + (n - 1) as u16;
    let mut text = format!(
        "node_id = {i}\ndata_dir = {:?}\nlisten_host = \"127.0.0.1\"\nhttp_port = {}\n\
         interserver_port = {}\ncluster_secret = \"{secret}\"\n\
         # the replicas share this machine: each yields to the leader's share of the work\n\
         follower_background_priority = true\n\
         # and queries take the CPU before the writes of all three\n\
         query_nice = -20\n",
        data_dir.join(format!("node{i}")),
        port(c.http_port, i),
        port(c.interserver_port, i),
    );
    for n in 1..=c.nodes {
        text += &format!(
            "\n[[members]]\nid = {n}\ninterserver = \"127.0.0.1:{}\"\nhttp = \"127.0.0.1:{}\"\n",
            port(c.interserver_port, n),
            port(c.http_port, n)
        );
    }
    text
}

pub fn run(c: LocalCluster) -> anyhow::Result<()> {
    if c.nodes == 0 || c.nodes > NODES_MAX {
        anyhow::bail!("--nodes takes 1 to {NODES_MAX}");
    }
    let top = u32::from(c.http_port.max(c.interserver_port)) + c.nodes - 1;
    if top > u32::from(u16::MAX) {
        anyhow::bail!("ports run past 65535");
    }
    std::fs::create_dir_all(&c.data_dir)
        .with_context(|| format!("create {}", c.data_dir.display()))?;
    let data_dir = std::fs::canonicalize(&c.data_dir)?;
    // The secret is kept, so a restarted local cluster keeps talking to itself.
    let secret_file = data_dir.join("cluster_secret");
    let secret = match std::fs::read_to_string(&secret_file) {
        Ok(s) if !s.trim().is_empty() => s.trim().to_string(),
        _ => {
            let s = random_secret();
            std::fs::write(&secret_file, &s)
                .with_context(|| format!("write {}", secret_file.display()))?;
            s
        }
    };
    let exe = std::env::current_exe().context("find the maskhouse binary")?;
    let mut children: Vec<(u32, Child)> = Vec::new();
    for i in 1..=c.nodes {
        let config = data_dir.join(format!("node{i}.toml"));
        std::fs::write(&config, node_config(&c, i, &secret, &data_dir))
            .with_context(|| format!("write {}", config.display()))?;
        let child = Command::new(&exe)
            .arg("server")
            .arg("--config")
            .arg(&config)
            .spawn()
            .with_context(|| format!("start node {i}"));
        match child {
            Ok(child) => children.push((i, child)),
            Err(e) => {
                stop(&mut children);
                return Err(e);
            }
        }
    }
    println!("maskhouse local cluster of {} nodes:", c.nodes);
    for i in 1..=c.nodes {
        let off = (i - 1) as u16;
        println!(
            "  node {i}: http://127.0.0.1:{}  interserver 127.0.0.1:{}  data {}",
            c.http_port + off,
            c.interserver_port + off,
            data_dir.join(format!("node{i}")).display()
        );
    }
    println!("Ctrl-C stops every node.");
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    // A node that dies (a crash, or `kill -9` to see the cluster ride it out) is
    // reported; the others go on until Ctrl-C, as a cluster would.
    let all_gone = runtime.block_on(async {
        let watch = async {
            let mut reported = vec![false; children.len()];
            loop {
                for (k, (i, child)) in children.iter_mut().enumerate() {
                    if reported[k] {
                        continue;
                    }
                    if let Ok(Some(status)) = child.try_wait() {
                        reported[k] = true;
                        eprintln!(
                            "node {i} exited ({status}); the others go on. Start it again with: {} server --config {}",
                            exe.display(),
                            data_dir.join(format!("node{i}.toml")).display()
                        );
                    }
                }
                if reported.iter().all(|r| *r) {
                    return;
                }
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
        };
        tokio::select! {
            _ = crate::shutdown_signal() => false,
            () = watch => true,
        }
    });
    stop(&mut children);
    if all_gone {
        anyhow::bail!("every node stopped");
    }
    Ok(())
}

/// SIGTERM to every node, then wait for them (SIGKILL after 20 s).
fn stop(children: &mut [(u32, Child)]) {
    for (_, child) in children.iter() {
        let _ = Command::new("kill")
            .arg("-TERM")
            .arg(child.id().to_string())
            .status();
    }
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    for (i, child) in children.iter_mut() {
        while std::time::Instant::now() < deadline {
            if !matches!(child.try_wait(), Ok(None)) {
                break;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        if matches!(child.try_wait(), Ok(None)) {
            eprintln!("node {i} did not stop in time; killing it");
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn node_configs_name_every_member_and_parse() {
        let c = LocalCluster {
            nodes: 3,
            data_dir: PathBuf::from("/d"),
            http_port: 8123,
            interserver_port: 9009,
        };
        let text = node_config(&c, 2, "s3", Path::new("/d"));
        let config: crate::config::Config = toml::from_str(&text).unwrap();
        assert_eq!(config.node_id, 2);
        assert_eq!(config.http_port, 8124);
        assert_eq!(config.interserver_port, 9010);
        assert_eq!(config.data_dir, PathBuf::from("/d/node2"));
        assert_eq!(config.members.len(), 3);
        assert_eq!(config.members[2].interserver, "127.0.0.1:9011");
        // Replicas on one machine: followers yield the CPU to the leader.
        assert!(config.follower_background_priority);
        // Queries before writes: reads keep their speed during a write stream.
        assert_eq!(config.query_nice, -20);
        config.validate().unwrap();
        assert_ne!(random_secret(), random_secret());
    }
}
