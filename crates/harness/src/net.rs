//! A private network for a cluster's nodes, for fault injection: each node runs in its
//! own Linux network namespace with its own address on a bridge, and nftables rules in
//! a node's namespace drop what it receives from chosen peers (partitions, one-way
//! links, random loss), while a token bucket on its interface slows what it sends.
//!
//! The bridge lives in a namespace of its own: the host's firewall (Docker's, for one,
//! drops bridged traffic it forwards) never sees the cluster's packets. The test
//! process reaches every node from the host through one more link into that bridge,
//! and clients are never cut off by a partition, only nodes from each other.
//!
//! Needs root, `ip` (iproute2), `nft` (nftables) and `tc`. [`Net::create`] says why
//! when it cannot build one.

use std::{
    path::PathBuf,
    process::Command,
    sync::Mutex,
    time::{Duration, Instant},
};

/// Where a network records its owner, so a later run can remove what a killed run
/// left behind.
const CLAIMS_DIR: &str = "/tmp/maskhouse-netns";

/// A private network of node namespaces; everything is removed on drop.
pub struct Net {
    /// Third octet of the subnet `10.213.{tag}.0/24`, also in every name.
    tag: u8,
    nodes: Mutex<Vec<u64>>,
}

fn run(args: &[&str]) -> Result<(), String> {
    let out = Command::new(args[0])
        .args(&args[1..])
        .output()
        .map_err(|e| format!("{}: {e}", args[0]))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{}: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        ))
    }
}

fn alive(pid: u32) -> bool {
    PathBuf::from(format!("/proc/{pid}")).exists()
}

impl Net {
    /// Builds the bridge namespace and the host's link into it, on a subnet no live
    /// run holds.
    pub fn create() -> Result<Net, String> {
        for tool in ["ip", "nft", "tc"] {
            if Command::new(tool).arg("-V").output().is_err() {
                return Err(format!("`{tool}` is not installed"));
            }
        }
        std::fs::create_dir_all(CLAIMS_DIR).map_err(|e| format!("{CLAIMS_DIR}: {e}"))?;
        let me = std::process::id();
        Net::sweep();
        for step in 0..200u32 {
            let tag = 20 + ((me + step) % 200) as u8;
            let claim = PathBuf::from(CLAIMS_DIR).join(tag.to_string());
            if !Net::claim(&claim, me)? {
                continue;
            }
            let net = Net {
                tag,
                nodes: Mutex::new(Vec::new()),
            };
            net.build()?;
            return Ok(net);
        }
        Err("every subnet 10.213.20-219.0/24 is held by a live run".into())
    }

    /// Takes the claim file for this run; false if a live run holds it. What a dead
    /// run left behind is removed first.
    fn claim(claim: &std::path::Path, me: u32) -> Result<bool, String> {
        use std::fs::OpenOptions;
        for _ in 0..2 {
            match OpenOptions::new().write(true).create_new(true).open(claim) {
                Ok(mut f) => {
                    use std::io::Write;
                    write!(f, "{me}").map_err(|e| format!("{claim:?}: {e}"))?;
                    return Ok(true);
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                    let owner = std::fs::read_to_string(claim).unwrap_or_default();
                    match owner.trim().parse::<u32>() {
                        Ok(pid) if alive(pid) => return Ok(false),
                        // Being written by its owner right now.
                        Err(_) if owner.is_empty() => return Ok(false),
                        _ => {
                            let tag = claim
                                .file_name()
                                .and_then(|n| n.to_str())
                                .and_then(|n| n.parse().ok());
                            if let Some(tag) = tag {
                                Net::remove(tag);
                            }
                            let _ = std::fs::remove_file(claim);
                        }
                    }
                }
                Err(e) => return Err(format!("{claim:?}: {e}")),
            }
        }
        Ok(false)
    }

    /// Removes what runs that died without cleaning up (a killed test) left behind.
    fn sweep() {
        let Ok(entries) = std::fs::read_dir(CLAIMS_DIR) else {
            return;
        };
        for entry in entries.flatten() {
            let Some(tag) = entry
                .file_name()
                .to_str()
                .and_then(|n| n.parse::<u8>().ok())
            else {
                continue;
            };
            let owner = std::fs::read_to_string(entry.path()).unwrap_or_default();
            if owner.trim().parse::<u32>().is_ok_and(|pid| !alive(pid)) {
                Net::remove(tag);
                let _ = std::fs::remove_file(entry.path());
            }
        }
    }

    fn switch(tag: u8) -> String {
        format!("mhc{tag}sw")
    }

    fn build(&self) -> Result<(), String> {
        let sw = Net::switch(self.tag);
        let up = format!("mhc{}up", self.tag);
        run(&["ip", "netns", "add", &sw])?;
        run(&["ip", "-n", &sw, "link", "add", "br0", "type", "bridge"])?;
        run(&["ip", "-n", &sw, "link", "set", "br0", "up"])?;
        run(&[
            "ip", "link", "add", &up, "type", "veth", "peer", "name", "up0", "netns", &sw,
        ])?;
        run(&["ip", "-n", &sw, "link", "set", "up0", "master", "br0", "up"])?;
        run(&[
            "ip",
            "addr",
            "add",
            &format!("10.213.{}.1/24", self.tag),
            "dev",
            &up,
        ])?;
        run(&["ip", "link", "set", &up, "up"])
    }

    /// The namespace node `id` runs in.
    pub fn ns(&self, id: u64) -> String {
        format!("mhc{}n{id}", self.tag)
    }

    /// The address of node `id`.
    pub fn ip(&self, id: u64) -> String {
        format!("10.213.{}.{}", self.tag, 10 + id)
    }

    /// Creates node `id`'s namespace, linked to the bridge, with an empty rule set.
    pub fn add_node(&self, id: u64) -> Result<(), String> {
        assert!(id < 200, "node ids up to 199 fit the subnet");
        let (sw, ns, port) = (Net::switch(self.tag), self.ns(id), format!("p{id}"));
        run(&["ip", "netns", "add", &ns])?;
        self.nodes.lock().expect("net lock").push(id);
        run(&[
            "ip", "-n", &sw, "link", "add", &port, "type", "veth", "peer", "name", "eth0", "netns",
            &ns,
        ])?;
        run(&["ip", "-n", &sw, "link", "set", &port, "master", "br0", "up"])?;
        run(&[
            "ip",
            "-n",
            &ns,
            "addr",
            "add",
            &format!("{}/24", self.ip(id)),
            "dev",
            "eth0",
        ])?;
        run(&["ip", "-n", &ns, "link", "set", "eth0", "up"])?;
        run(&["ip", "-n", &ns, "link", "set", "lo", "up"])?;
        self.nft(
            id,
            "add table inet chaos\n\
             add chain inet chaos input { type filter hook input priority 0; policy accept; }\n",
        )
    }

    fn nft(&self, id: u64, script: &str) -> Result<(), String> {
        use std::io::Write;
        let mut child = Command::new("ip")
            .args(["netns", "exec", &self.ns(id), "nft", "-f", "-"])
            .stdin(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .map_err(|e| format!("nft: {e}"))?;
        child
            .stdin
            .take()
            .expect("piped stdin")
            .write_all(script.as_bytes())
            .map_err(|e| format!("nft: {e}"))?;
        let out = child.wait_with_output().map_err(|e| format!("nft: {e}"))?;
        if out.status.success() {
            Ok(())
        } else {
            Err(format!(
                "nft in {}: {}: {script}",
                self.ns(id),
                String::from_utf8_lossy(&out.stderr).trim()
            ))
        }
    }

    /// Node `to` drops every packet from node `from` (one direction of a link; TCP
    /// over it stalls both ways, as in a real one-way fault).
    pub fn block(&self, from: u64, to: u64) -> Result<(), String> {
        self.nft(
            to,
            &format!(
                "add rule inet chaos input ip saddr {} drop\n",
                self.ip(from)
            ),
        )
    }

    /// Node `to` drops `percent` of the packets from node `from`, at random.
    pub fn lose(&self, from: u64, to: u64, percent: u8) -> Result<(), String> {
        self.nft(
            to,
            &format!(
                "add rule inet chaos input ip saddr {} numgen random mod 100 < {percent} drop\n",
                self.ip(from)
            ),
        )
    }

    /// Node `id` sends at most `kbit` kilobits a second; what queues waits up to
    /// `latency_ms` (then is dropped).
    pub fn slow(&self, id: u64, kbit: u32, latency_ms: u32) -> Result<(), String> {
        run(&[
            "ip",
            "netns",
            "exec",
            &self.ns(id),
            "tc",
            "qdisc",
            "replace",
            "dev",
            "eth0",
            "root",
            "tbf",
            "rate",
            &format!("{kbit}kbit"),
            "burst",
            "16kb",
            "latency",
            &format!("{latency_ms}ms"),
        ])
    }

    /// Removes every rule and rate limit: all links carry everything again.
    pub fn heal(&self) -> Result<(), String> {
        let nodes = self.nodes.lock().expect("net lock").clone();
        for id in nodes {
            self.nft(id, "flush chain inet chaos input\n")?;
            // No rate limit set is fine.
            let _ = run(&[
                "ip",
                "netns",
                "exec",
                &self.ns(id),
                "tc",
                "qdisc",
                "del",
                "dev",
                "eth0",
                "root",
            ]);
        }
        Ok(())
    }

    /// Removes everything a network with this tag created (its processes must be gone).
    fn remove(tag: u8) {
        let Ok(out) = Command::new("ip").args(["netns", "list"]).output() else {
            return;
        };
        let prefix = format!("mhc{tag}");
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        for name in text.lines().filter_map(|l| l.split_whitespace().next()) {
            let rest = name.strip_prefix(&prefix);
            // `mhc{tag}n…` and `mhc{tag}sw` only, not those of tag 2 when tag is 21.
            if rest.is_some_and(|r| r.starts_with('n') || r == "sw") {
                // A namespace whose last process just exited may take a moment to go.
                let deadline = Instant::now() + Duration::from_secs(5);
                while run(&["ip", "netns", "del", name]).is_err() && Instant::now() < deadline {
                    std::thread::sleep(Duration::from_millis(100));
                }
            }
        }
        let _ = run(&["ip", "link", "del", &format!("mhc{tag}up")]);
    }
}

impl Drop for Net {
    fn drop(&mut self) {
        Net::remove(self.tag);
        let _ = std::fs::remove_file(PathBuf::from(CLAIMS_DIR).join(self.tag.to_string()));
    }
}
