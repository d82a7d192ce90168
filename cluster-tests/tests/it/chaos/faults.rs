//! The nemesis of a chaos run: faults drawn from the run's seed, each held for a
//! bounded time and then healed.

use std::{
    collections::{BTreeMap, BTreeSet},
    sync::Arc,
    time::Duration,
};

use maskhouse_harness::{require, tool_missing, Cluster, Net};
use rand::{rngs::StdRng, seq::SliceRandom, Rng};

/// A kind of fault.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Fault {
    /// SIGKILL of one node (the leader half the time), restarted when healed.
    Kill,
    /// SIGSTOP of one node (the leader half the time), SIGCONT when healed.
    Pause,
    /// The nodes split in two; the smaller side cannot reach the larger.
    Partition,
    /// The leader cut off from every other node.
    IsolateLeader,
    /// Links cut in one direction only: the leader hears no one, or no one hears it.
    OneWay,
    /// Every node reaches only its neighbours on a ring (with 3 nodes: one node
    /// bridges the two others, which cannot reach each other).
    Ring,
    /// Every link between nodes drops a share of its packets at random.
    Loss,
    /// Nodes send through a slow link (a token bucket), so requests queue and lag.
    Slow,
    /// Bytes of one part file on one node flipped on disk (a disk that went bad): the
    /// node must find it, quarantine it and fetch a verified copy (DESIGN §2.6). A part
    /// is damaged on one node only, so a healthy copy always exists.
    CorruptPart,
    /// One node killed (SIGKILL), a byte of one of its stored mask versions flipped (the
    /// bytes then fail their CRC), and the node started again when healed: it must not
    /// serve the part until the mask repair fetched the majority's copy (DESIGN §2.6).
    DamageMask,
    /// Every fsync, fdatasync and sync_file_range of one node fails (libfiu): the node
    /// must acknowledge nothing that was not made durable. It stops (exits) at the
    /// first failed sync of its log or state, and is started again when healed.
    FsyncError,
    /// The wall clock of one node, or of every node, jumps hours forward or back
    /// (libfaketime; the monotonic clock stays real), and jumps back when healed.
    ClockJump,
    /// Power lost on one node, or (a third of the time) on every node at once: SIGKILL,
    /// then its disk keeps only what it had fsynced (file bytes since their last fsync,
    /// and names since their directory's last fsync, are gone: the power-cut filesystem
    /// of `maskhouse-powercut`). Started again when healed; nothing acknowledged may be
    /// lost (DESIGN §2.3).
    PowerCut,
}

impl Fault {
    /// Faults that need a private network.
    pub fn needs_net(self) -> bool {
        !matches!(
            self,
            Fault::Kill
                | Fault::Pause
                | Fault::CorruptPart
                | Fault::DamageMask
                | Fault::FsyncError
                | Fault::ClockJump
                | Fault::PowerCut
        )
    }
}

/// Every node's data directory on a power-cut filesystem of its own, by node id.
pub struct Disks(BTreeMap<u64, maskhouse_powercut::Mount>);

impl Disks {
    /// Mounts a power-cut filesystem on `data/node{id}` for ids `1..=nodes`. Where FUSE
    /// is not there, [`require`]: fails under CI, else runs without power cuts.
    pub fn mount(data: &std::path::Path, nodes: usize) -> Disks {
        let mut disks = BTreeMap::new();
        if !require("chaos: power cuts", maskhouse_powercut::unavailable()) {
            return Disks(disks);
        }
        for id in 1..=nodes as u64 {
            let dir = data.join(format!("node{id}"));
            let mount = maskhouse_powercut::Mount::new(&dir)
                .unwrap_or_else(|e| panic!("power-cut filesystem for node {id}: {e}"));
            disks.insert(id, mount);
        }
        Disks(disks)
    }

    /// Cuts the power of node `id`'s disk (the node must be dead); says what was lost.
    fn cut(&self, id: u64) -> Result<String, String> {
        let disk = self
            .0
            .get(&id)
            .ok_or_else(|| format!("node {id} has no power-cut filesystem"))?;
        let cut = disk.power_cut();
        Ok(format!(
            "node {id}: {} files back to their last fsync, {} directories to theirs, {} never durably named; names undone: {:?}",
            cut.files_reverted, cut.dirs_reverted, cut.inodes_lost, cut.names_undone
        ))
    }
}

/// libfiu's preload libraries (Debian `libfiu0`, `fiu-utils`).
const FIU_LIBS: [&str; 2] = [
    "/usr/lib/fiu/fiu_run_preload.so",
    "/usr/lib/fiu/fiu_posix_preload.so",
];
/// libfaketime (Debian `libfaketime`), the variant for threaded programs.
const FAKETIME_LIB: &str = "/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1";
/// The libfiu failure points of every way a file is synced.
const SYNC_FAILPOINTS: [&str; 2] = ["posix/io/sync/*", "linux/io/sync_file_range"];

/// The libraries preloaded into every node to inject disk and clock faults, where
/// they are installed: libfiu with a control pipe per node, libfaketime with a
/// timestamp file per node.
pub struct Preload {
    /// Base name of each node's libfiu control pipe (`{id}` for the node).
    fiu: Option<String>,
    /// Each node's libfaketime offset file (`{id}` for the node).
    faketime: Option<String>,
}

impl Preload {
    /// Finds the libraries and prepares their files in `dir` for up to `nodes` nodes;
    /// returns the environment every node starts with. What is missing fails the test
    /// under CI and is said on stderr otherwise ([`require`]).
    pub fn detect(dir: &std::path::Path, nodes: usize) -> (Preload, Vec<(String, String)>) {
        let mut libs: Vec<&str> = Vec::new();
        let mut env: Vec<(String, String)> = Vec::new();
        let fiu = FIU_LIBS.iter().all(|l| std::path::Path::new(l).exists())
            && tool_missing("sh", &["-c", "command -v fiu-ctrl"]).is_none();
        let fiu = if fiu {
            libs.extend(FIU_LIBS);
            let base = dir.join("fiu-node{id}").display().to_string();
            env.push(("FIU_CTRL_FIFO".into(), base.clone()));
            Some(base)
        } else {
            require(
                "chaos: fsync faults",
                Some("libfiu (Debian libfiu0, fiu-utils) is not installed".into()),
            );
            None
        };
        let faketime = if std::path::Path::new(FAKETIME_LIB).exists() {
            libs.push(FAKETIME_LIB);
            let file = dir.join("faketime-node{id}").display().to_string();
            for id in 1..=nodes {
                std::fs::write(file.replace("{id}", &id.to_string()), "+0\n")
                    .expect("write a clock offset file");
            }
            env.push(("FAKETIME_TIMESTAMP_FILE".into(), file.clone()));
            env.push(("FAKETIME_CACHE_DURATION".into(), "1".into()));
            // Raft's timers and every timeout follow the monotonic clock, which stays
            // real: the jump is of the wall clock only, as an NTP step would be.
            env.push(("FAKETIME_DONT_FAKE_MONOTONIC".into(), "1".into()));
            Some(file)
        } else {
            require(
                "chaos: clock faults",
                Some(format!(
                    "libfaketime (Debian libfaketime) is not installed: no {FAKETIME_LIB}"
                )),
            );
            None
        };
        if !libs.is_empty() {
            env.push(("LD_PRELOAD".into(), libs.join(" ")));
        }
        (Preload { fiu, faketime }, env)
    }

    pub fn supports(&self, fault: Fault) -> bool {
        match fault {
            Fault::FsyncError => self.fiu.is_some(),
            Fault::ClockJump => self.faketime.is_some(),
            _ => true,
        }
    }

    /// Sends libfiu commands to node `id` (process `pid`) through its control pipe.
    pub fn fiu_ctrl(&self, id: u64, pid: u32, commands: &[String]) -> Result<(), String> {
        let base = self.fiu.as_ref().ok_or("libfiu is not preloaded")?;
        let mut cmd = std::process::Command::new("timeout");
        cmd.args([
            "10",
            "fiu-ctrl",
            "-f",
            &base.replace("{id}", &id.to_string()),
        ]);
        for c in commands {
            cmd.args(["-c", c]);
        }
        let out = cmd
            .arg(pid.to_string())
            .output()
            .map_err(|e| format!("fiu-ctrl: {e}"))?;
        if out.status.success() {
            Ok(())
        } else {
            Err(format!(
                "fiu-ctrl on node {id}: {} {}",
                out.status,
                String::from_utf8_lossy(&out.stderr).trim()
            ))
        }
    }

    /// Shifts node `id`'s wall clock by `seconds` from the real time.
    fn set_clock(&self, id: u64, seconds: i64) -> Result<(), String> {
        let file = self
            .faketime
            .as_ref()
            .ok_or("libfaketime is not preloaded")?;
        let file = file.replace("{id}", &id.to_string());
        std::fs::write(&file, format!("{seconds:+}\n")).map_err(|e| format!("write {file}: {e}"))
    }
}

/// Flips one byte of a random stored mask version of table `t` in the (stopped)
/// node's metadata database.
pub fn damage_mask(data_dir: &std::path::Path, rng: &mut StdRng) -> Result<String, String> {
    let meta = data_dir.join("meta");
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    let db = loop {
        match sled::open(&meta) {
            Ok(db) => break db,
            Err(e) if std::time::Instant::now() >= deadline => {
                return Err(format!("open {}: {e}", meta.display()))
            }
            Err(_) => std::thread::sleep(Duration::from_millis(50)),
        }
    };
    let tree = db.open_tree("catalog").map_err(|e| e.to_string())?;
    // keys::mask: m \0 table \0 part \0 mutation (u64 BE).
    let masks: Vec<(sled::IVec, sled::IVec)> = tree
        .scan_prefix(b"m\0t\0")
        .collect::<Result<_, _>>()
        .map_err(|e| e.to_string())?;
    let Some((key, value)) = masks.choose(rng) else {
        return Ok("no mask to damage yet".into());
    };
    let mut damaged = value.to_vec();
    let at = rng
        .gen_range(8..damaged.len().max(9) - 4)
        .min(damaged.len() - 1);
    damaged[at] ^= 0x10;
    tree.insert(key, damaged).map_err(|e| e.to_string())?;
    db.flush().map_err(|e| e.to_string())?;
    Ok(format!(
        "byte {at} of one of its {} mask versions flipped",
        masks.len()
    ))
}

/// What is broken now, to be healed.
enum Active {
    Killed(u64),
    Paused(u64),
    Net,
    /// Syncs fail on this node (it may have exited because of it).
    SyncFailing(u64),
    /// These nodes' wall clocks are off.
    ClockOff(Vec<u64>),
}

/// Draws and applies faults, and counts them.
pub struct Nemesis {
    pub faults: Vec<Fault>,
    pub counts: BTreeMap<String, u64>,
    net: Option<Arc<Net>>,
    active: Vec<Active>,
    /// Part files damaged so far, by file name, and the node each was damaged on.
    corrupted: BTreeMap<String, u64>,
    /// Nodes whose syncs failed and that were still running when the fault was healed:
    /// a sync that failed just before may still make them exit, so the next heal looks
    /// again and starts them if they did.
    may_exit: BTreeSet<u64>,
    preload: Preload,
    disks: Arc<Disks>,
}

fn cut_both(net: &Net, a: u64, b: u64) -> Result<(), String> {
    net.block(a, b)?;
    net.block(b, a)
}

impl Nemesis {
    pub fn new(
        faults: Vec<Fault>,
        net: Option<Arc<Net>>,
        preload: Preload,
        disks: Arc<Disks>,
    ) -> Nemesis {
        let faults = faults
            .into_iter()
            .filter(|f| net.is_some() || !f.needs_net())
            .filter(|f| preload.supports(*f))
            .filter(|f| *f != Fault::PowerCut || !disks.0.is_empty())
            .collect();
        Nemesis {
            faults,
            counts: BTreeMap::new(),
            net,
            active: Vec::new(),
            corrupted: BTreeMap::new(),
            may_exit: BTreeSet::new(),
            preload,
            disks,
        }
    }

    /// The target of a process fault: the leader half the time, else anyone.
    fn victim(cluster: &mut Cluster, members: &[u64], rng: &mut StdRng) -> u64 {
        if rng.gen_bool(0.5) {
            if let Some(l) = cluster.leader().filter(|l| members.contains(l)) {
                return l;
            }
        }
        *members.choose(rng).expect("members")
    }

    /// Applies one random fault among `members`; says what it did.
    pub fn strike(
        &mut self,
        cluster: &mut Cluster,
        members: &[u64],
        rng: &mut StdRng,
    ) -> Result<String, String> {
        let fault = *self.faults.choose(rng).expect("at least one fault");
        let what = self.apply(fault, cluster, members, rng)?;
        *self.counts.entry(format!("{fault:?}")).or_default() += 1;
        Ok(what)
    }

    fn apply(
        &mut self,
        fault: Fault,
        cluster: &mut Cluster,
        members: &[u64],
        rng: &mut StdRng,
    ) -> Result<String, String> {
        match fault {
            Fault::Kill => {
                let id = Self::victim(cluster, members, rng);
                cluster.node_mut(id).kill();
                self.active.push(Active::Killed(id));
                return Ok(format!("SIGKILL node {id}"));
            }
            Fault::Pause => {
                let id = Self::victim(cluster, members, rng);
                cluster.node(id).pause();
                self.active.push(Active::Paused(id));
                return Ok(format!("SIGSTOP node {id}"));
            }
            Fault::CorruptPart => {
                let id = *members.choose(rng).expect("members");
                return self.corrupt_part(cluster, id, rng);
            }
            Fault::DamageMask => {
                let id = Self::victim(cluster, members, rng);
                cluster.node_mut(id).kill();
                self.active.push(Active::Killed(id));
                return damage_mask(&cluster.node(id).data_dir, rng)
                    .map(|what| format!("SIGKILL node {id}, {what}"));
            }
            Fault::FsyncError => {
                let id = Self::victim(cluster, members, rng);
                let pid = cluster.node(id).pid().ok_or("node is not running")?;
                let enable: Vec<String> = SYNC_FAILPOINTS
                    .iter()
                    .map(|p| format!("enable name={p}"))
                    .collect();
                self.preload.fiu_ctrl(id, pid, &enable)?;
                self.active.push(Active::SyncFailing(id));
                return Ok(format!("every sync fails on node {id}"));
            }
            Fault::PowerCut => {
                let nodes: Vec<u64> = if rng.gen_bool(1.0 / 3.0) {
                    members.to_vec()
                } else {
                    vec![Self::victim(cluster, members, rng)]
                };
                // Every node dead before any disk is cut: a power cut stops them at once.
                for id in &nodes {
                    cluster.node_mut(*id).kill();
                }
                let mut lost = Vec::new();
                for id in &nodes {
                    self.active.push(Active::Killed(*id));
                    lost.push(self.disks.cut(*id)?);
                }
                return Ok(format!("power cut on nodes {nodes:?}: {}", lost.join("; ")));
            }
            Fault::ClockJump => {
                let nodes: Vec<u64> = if rng.gen_bool(0.3) {
                    members.to_vec()
                } else {
                    vec![Self::victim(cluster, members, rng)]
                };
                // Up to three hours either way: past the staging TTL (one hour).
                let seconds = rng.gen_range(600..10_800) * if rng.gen_bool(0.5) { 1 } else { -1 };
                for id in &nodes {
                    self.preload.set_clock(*id, seconds)?;
                }
                self.active.push(Active::ClockOff(nodes.clone()));
                return Ok(format!(
                    "wall clock of nodes {nodes:?} off by {seconds:+} s"
                ));
            }
            _ => {}
        }
        let net = self.net.clone().expect("network faults need a network");
        self.active.push(Active::Net);
        let n = members.len();
        match fault {
            Fault::Partition => {
                let mut shuffled = members.to_vec();
                shuffled.shuffle(rng);
                let minority = rng.gen_range(1..=(n - 1) / 2);
                let (small, large) = shuffled.split_at(minority);
                for a in small {
                    for b in large {
                        cut_both(&net, *a, *b)?;
                    }
                }
                Ok(format!("partition {small:?} | {large:?}"))
            }
            Fault::IsolateLeader => {
                let leader = cluster.leader().unwrap_or(members[0]);
                for b in members.iter().filter(|b| **b != leader) {
                    cut_both(&net, leader, *b)?;
                }
                Ok(format!("leader {leader} isolated"))
            }
            Fault::OneWay => {
                let leader = cluster.leader().unwrap_or(members[0]);
                let deaf = rng.gen_bool(0.5);
                for b in members.iter().filter(|b| **b != leader) {
                    if deaf {
                        net.block(*b, leader)?;
                    } else {
                        net.block(leader, *b)?;
                    }
                }
                Ok(if deaf {
                    format!("leader {leader} hears no one")
                } else {
                    format!("no one hears leader {leader}")
                })
            }
            Fault::Ring => {
                let mut ring = members.to_vec();
                ring.shuffle(rng);
                for i in 0..n {
                    for j in i + 1..n {
                        let neighbours = j == i + 1 || (i == 0 && j == n - 1 && n > 3);
                        if !neighbours {
                            cut_both(&net, ring[i], ring[j])?;
                        }
                    }
                }
                Ok(format!("ring {ring:?}"))
            }
            Fault::Loss => {
                let percent = rng.gen_range(10..40);
                for a in members {
                    for b in members.iter().filter(|b| *b != a) {
                        net.lose(*a, *b, percent)?;
                    }
                }
                Ok(format!("{percent}% loss on every link"))
            }
            Fault::Slow => {
                let kbit = rng.gen_range(400..2000);
                let slow: Vec<u64> = members
                    .iter()
                    .copied()
                    .filter(|_| rng.gen_bool(0.6))
                    .collect();
                for id in &slow {
                    net.slow(*id, kbit, 300)?;
                }
                Ok(format!("nodes {slow:?} send at {kbit} kbit/s"))
            }
            Fault::Kill
            | Fault::Pause
            | Fault::CorruptPart
            | Fault::DamageMask
            | Fault::FsyncError
            | Fault::ClockJump
            | Fault::PowerCut => unreachable!("handled above"),
        }
    }

    /// Flips 64 bytes of one part file of node `id` that no other node has damaged.
    /// Nothing to heal: the node repairs it.
    fn corrupt_part(
        &mut self,
        cluster: &Cluster,
        id: u64,
        rng: &mut StdRng,
    ) -> Result<String, String> {
        let dir = cluster.node(id).data_dir.join("parts").join("t");
        let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(&dir)
            .map_err(|e| format!("list {}: {e}", dir.display()))?
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "parquet"))
            .filter(|p| {
                let name = p.file_name().unwrap_or_default().to_string_lossy();
                self.corrupted.get(name.as_ref()).is_none_or(|n| *n == id)
            })
            .collect();
        files.sort();
        let file = files
            .choose(rng)
            .ok_or_else(|| format!("node {id} has no part file to damage"))?
            .clone();
        let mut bytes =
            std::fs::read(&file).map_err(|e| format!("read {}: {e}", file.display()))?;
        if bytes.len() < 256 {
            return Err(format!("{} is too small to damage", file.display()));
        }
        // Past the leading magic, within the column data.
        let at = rng.gen_range(8..bytes.len() / 2);
        let end = (at + 64).min(bytes.len());
        for b in &mut bytes[at..end] {
            *b ^= 0xa5;
        }
        std::fs::write(&file, &bytes).map_err(|e| format!("write {}: {e}", file.display()))?;
        let name = file
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        self.corrupted.insert(name.clone(), id);
        Ok(format!("damaged bytes {at}..{end} of {name} on node {id}"))
    }

    /// Heals every active fault: links restored, paused nodes resumed, syncs working
    /// again, clocks set right, killed nodes and nodes that exited started again
    /// (waiting for them to answer). Returns what happened to the nodes meanwhile.
    pub fn heal(&mut self, cluster: &mut Cluster) -> Result<Vec<String>, String> {
        let mut seen = Vec::new();
        let may_exit = std::mem::take(&mut self.may_exit);
        let mut restarted = Vec::new();
        for active in std::mem::take(&mut self.active) {
            match active {
                Active::SyncFailing(id) => {
                    let node = cluster.node_mut(id);
                    match node.exited() {
                        Some(status) => {
                            seen.push(format!("node {id} exited after a failed sync ({status})"));
                            *self.counts.entry("ExitOnSyncError".into()).or_default() += 1;
                            node.launch();
                            node.try_wait_ready(Duration::from_secs(60))
                                .map_err(|e| format!("restart of node {id}: {e}"))?;
                        }
                        None => {
                            let pid = node.pid().ok_or("node is not running")?;
                            let disable: Vec<String> = SYNC_FAILPOINTS
                                .iter()
                                .map(|p| format!("disable name={p}"))
                                .collect();
                            self.preload.fiu_ctrl(id, pid, &disable)?;
                            self.may_exit.insert(id);
                        }
                    }
                }
                Active::ClockOff(nodes) => {
                    for id in nodes {
                        self.preload.set_clock(id, 0)?;
                    }
                }
                // Started together, waited for after: after a power cut of every
                // node, one may need a file from another to finish starting.
                Active::Killed(id) => {
                    cluster.node_mut(id).launch();
                    restarted.push(id);
                }
                Active::Paused(id) => cluster.node(id).resume(),
                Active::Net => {
                    if let Some(net) = &self.net {
                        net.heal()?;
                    }
                }
            }
        }
        for id in restarted {
            cluster
                .node_mut(id)
                .try_wait_ready(Duration::from_secs(60))
                .map_err(|e| format!("restart of node {id}: {e}"))?;
        }
        // After the active faults, so that a node killed meanwhile is started once.
        for id in may_exit {
            let node = cluster.node_mut(id);
            if let Some(status) = node.exited() {
                seen.push(format!(
                    "node {id} exited after a failed sync ({status}), after that fault was healed"
                ));
                *self.counts.entry("ExitOnSyncError".into()).or_default() += 1;
                node.launch();
                node.try_wait_ready(Duration::from_secs(60))
                    .map_err(|e| format!("restart of node {id}: {e}"))?;
            }
        }
        Ok(seen)
    }
}
