//! The seeded nemesis: one fault episode at a time, each a schedule of actions on the
//! simulated cluster (crash and restart, partitions, link cuts restored in random
//! order, one-way cuts, message loss, slow links), drawn from the run's seed. Faults
//! that aim at a moment — a crash in the middle of a part fetch or of a merge — wait
//! (a bounded time) for a node to be there.

use std::{collections::BTreeMap, path::Path, time::Duration};

use rand::{rngs::StdRng, seq::SliceRandom, Rng};

use crate::host::Registry;

/// Latency bounds of a healthy link.
pub const LINK_LATENCY_MIN: Duration = Duration::from_millis(1);
pub const LINK_LATENCY_MAX: Duration = Duration::from_millis(8);
/// How long an aimed crash waits for its moment before it crashes any node.
const AIM_WAIT: Duration = Duration::from_secs(4);

/// The kinds of fault, as reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Fault {
    /// A random node crashes and restarts.
    Crash,
    /// The leader crashes and restarts.
    CrashLeader,
    /// A node with a part fetch in flight crashes.
    CrashMidFetch,
    /// A node with a merge scheduled and not yet committed crashes.
    CrashMidMerge,
    /// A node crashes, losing what it had not synced (see `Action::LoseUnsynced`).
    CrashLosingUnsynced,
    /// The leader alone (or with one other of five) is cut from the rest.
    LeaderInMinority,
    /// A random minority is cut from the majority.
    Partition,
    /// Links cut one by one, then restored one by one in another random order.
    LinksOneByOne,
    /// A node hears no one, or no one hears it.
    OneWay,
    /// Random links drop messages (which breaks simulated TCP connections).
    Loss,
    /// Random links get slow.
    Delay,
}

const FAULTS: [Fault; 11] = [
    Fault::Crash,
    Fault::CrashLeader,
    Fault::CrashMidFetch,
    Fault::CrashMidMerge,
    Fault::CrashLosingUnsynced,
    Fault::LeaderInMinority,
    Fault::Partition,
    Fault::LinksOneByOne,
    Fault::OneWay,
    Fault::Loss,
    Fault::Delay,
];

/// One change to the simulated cluster.
#[derive(Clone, Debug)]
pub enum Action {
    Crash(u64),
    /// Crash whichever node the aim picks when its moment comes (any node once `until`
    /// passes), and restart it `hold` later.
    AimedCrash {
        aim: Aim,
        hold: Duration,
        until: Duration,
    },
    Restart(u64),
    /// Before a restart: what a crash could not have kept on disk, removed or torn.
    LoseUnsynced(u64),
    Cut(u64, u64),
    Restore(u64, u64),
    CutOneWay(u64, u64),
    RestoreOneWay(u64, u64),
    Loss(u64, u64, f64),
    NoLoss(u64, u64),
    Slow(u64, u64, Duration),
    Fast(u64, u64),
}

#[derive(Clone, Copy, Debug)]
pub enum Aim {
    Leader,
    MidFetch,
    MidMerge,
}

/// The schedule and what it has done.
pub struct Nemesis {
    nodes: u64,
    rng: StdRng,
    /// Scheduled actions by time (and order of scheduling).
    queue: BTreeMap<(Duration, u64), Action>,
    seq: u64,
    pub crashed: std::collections::BTreeSet<u64>,
    pub injected: BTreeMap<Fault, u64>,
    pub log: Vec<String>,
    /// Drawn half the time when set, any fault otherwise.
    favoured: Option<Fault>,
}

impl Nemesis {
    pub fn new(nodes: u64, rng: StdRng) -> Self {
        Nemesis {
            nodes,
            rng,
            queue: BTreeMap::new(),
            seq: 0,
            crashed: Default::default(),
            injected: BTreeMap::new(),
            log: Vec::new(),
            favoured: None,
        }
    }

    /// Draws `fault` half the time (the runs that test one kind of fault closely).
    pub fn favouring(mut self, fault: Fault) -> Self {
        self.favoured = Some(fault);
        self
    }

    fn at(&mut self, when: Duration, action: Action) {
        self.seq += 1;
        self.queue.insert((when, self.seq), action);
    }

    fn ms(&mut self, low: u64, high: u64) -> Duration {
        Duration::from_millis(self.rng.gen_range(low..high))
    }

    fn node(&mut self) -> u64 {
        self.rng.gen_range(1..=self.nodes)
    }

    /// Nodes in random order.
    fn shuffled(&mut self) -> Vec<u64> {
        let mut v: Vec<u64> = (1..=self.nodes).collect();
        v.shuffle(&mut self.rng);
        v
    }

    /// Drops everything scheduled (the driver heals at once).
    pub fn clear(&mut self) {
        self.queue.clear();
    }

    /// Whether an episode is still in progress.
    pub fn busy(&self) -> bool {
        !self.queue.is_empty()
    }

    /// Schedules the next episode, starting at `now` plus a pause.
    pub fn plan(&mut self, now: Duration, leader: Option<u64>) {
        let fault = match self.favoured {
            Some(f) if self.rng.gen_bool(0.5) => f,
            _ => *FAULTS.choose(&mut self.rng).expect("faults"),
        };
        *self.injected.entry(fault).or_default() += 1;
        let start = now + self.ms(200, 1500);
        let hold = self.ms(500, 4000);
        let end = start + hold;
        match fault {
            Fault::Crash => {
                let n = self.node();
                self.at(start, Action::Crash(n));
                self.at(end, Action::Restart(n));
            }
            Fault::CrashLeader | Fault::CrashMidFetch | Fault::CrashMidMerge => {
                let aim = match fault {
                    Fault::CrashLeader => Aim::Leader,
                    Fault::CrashMidFetch => Aim::MidFetch,
                    _ => Aim::MidMerge,
                };
                let until = start + AIM_WAIT;
                self.at(start, Action::AimedCrash { aim, hold, until });
            }
            Fault::CrashLosingUnsynced => {
                let n = self.node();
                self.at(start, Action::Crash(n));
                self.at(end, Action::LoseUnsynced(n));
                self.at(end, Action::Restart(n));
            }
            Fault::LeaderInMinority | Fault::Partition => {
                let mut order = self.shuffled();
                if fault == Fault::LeaderInMinority {
                    // The leader first: it ends up in the minority.
                    let leader = leader.unwrap_or(order[0]);
                    order.retain(|n| *n != leader);
                    order.insert(0, leader);
                }
                let minority = ((self.nodes - 1) / 2) as usize;
                let size = self.rng.gen_range(1..=minority.max(1));
                let (small, big) = (order[..size].to_vec(), order[size..].to_vec());
                for a in &small {
                    for b in &big {
                        self.at(start, Action::Cut(*a, *b));
                        self.at(end, Action::Restore(*a, *b));
                    }
                }
            }
            Fault::LinksOneByOne => {
                let mut links = Vec::new();
                for a in 1..=self.nodes {
                    for b in a + 1..=self.nodes {
                        links.push((a, b));
                    }
                }
                links.shuffle(&mut self.rng);
                let k = self.rng.gen_range(1..=links.len());
                let mut t = start;
                for &(a, b) in &links[..k] {
                    t += self.ms(100, 900);
                    self.at(t, Action::Cut(a, b));
                }
                let mut back = links[..k].to_vec();
                back.shuffle(&mut self.rng);
                let mut t = t + hold;
                for (a, b) in back {
                    t += self.ms(100, 900);
                    self.at(t, Action::Restore(a, b));
                }
            }
            Fault::OneWay => {
                let n = self.node();
                let deaf = self.rng.gen_bool(0.5);
                for other in (1..=self.nodes).filter(|o| *o != n) {
                    let (from, to) = if deaf { (other, n) } else { (n, other) };
                    self.at(start, Action::CutOneWay(from, to));
                    self.at(end, Action::RestoreOneWay(from, to));
                }
            }
            Fault::Loss => {
                let rate = self.rng.gen_range(0.02..0.3);
                for (a, b) in self.some_links() {
                    self.at(start, Action::Loss(a, b, rate));
                    self.at(end, Action::NoLoss(a, b));
                }
            }
            Fault::Delay => {
                let slow = self.ms(50, 1500);
                for (a, b) in self.some_links() {
                    self.at(start, Action::Slow(a, b, slow));
                    self.at(end, Action::Fast(a, b));
                }
            }
        }
        self.log
            .push(format!("{:>7} ms: plan {fault:?}", now.as_millis()));
    }

    fn some_links(&mut self) -> Vec<(u64, u64)> {
        let mut links = Vec::new();
        for a in 1..=self.nodes {
            for b in a + 1..=self.nodes {
                if self.rng.gen_bool(0.6) {
                    links.push((a, b));
                }
            }
        }
        if links.is_empty() {
            links.push((1, 2));
        }
        links
    }

    /// The actions due at `now`, in order; aimed crashes resolved against the nodes.
    pub fn due(&mut self, now: Duration, registry: &Registry) -> Vec<Action> {
        let mut out = Vec::new();
        while let Some((&(when, seq), _)) = self.queue.iter().next() {
            if when > now {
                break;
            }
            let action = self.queue.remove(&(when, seq)).expect("present");
            match action {
                Action::AimedCrash { aim, hold, until } => match self.aim(aim, registry) {
                    Some(n) => {
                        out.push(Action::Crash(n));
                        self.at(now + hold, Action::Restart(n));
                    }
                    // Not yet: look again at the next step.
                    None if now < until => {
                        let again = Action::AimedCrash { aim, hold, until };
                        self.at(now + crate::run::TICK, again);
                    }
                    None => {
                        let n = self.node();
                        out.push(Action::Crash(n));
                        self.at(now + hold, Action::Restart(n));
                    }
                },
                other => out.push(other),
            }
        }
        out
    }

    fn aim(&mut self, aim: Aim, registry: &Registry) -> Option<u64> {
        let registry = registry.borrow();
        let live = registry
            .iter()
            .filter(|(id, _)| !self.crashed.contains(id))
            .filter_map(|(id, l)| Some((*id, l.node.upgrade()?, l.store.upgrade()?, l)));
        let mut hits = Vec::new();
        for (id, node, store, l) in live {
            let hit = match aim {
                Aim::Leader => node.is_leader(),
                Aim::MidFetch => l.inflight.fetches() > 0,
                Aim::MidMerge => store
                    .snapshot()
                    .tables
                    .values()
                    .any(|t| !t.pending.is_empty()),
            };
            if hit {
                hits.push(id);
            }
        }
        hits.choose(&mut self.rng).copied()
    }
}

/// `Action::LoseUnsynced`: what a crash can honestly lose on a node's disk. Every part,
/// mask and catalog write is fsynced before anything depends on it (temp file, fsync,
/// rename, directory fsync; sled flushed before apply or append returns), so what is
/// not synced at a crash is: a temp file being written (torn or gone), and the rename
/// that retires an obsolete part (never fsynced: it may be undone, leaving the file in
/// `parts/`). Returns what it did.
pub fn lose_unsynced(data_dir: &Path, rng: &mut StdRng) -> Vec<String> {
    let mut done = Vec::new();
    let garbage: Vec<u8> = (0..rng.gen_range(1..4096)).map(|_| rng.gen()).collect();
    let table_dirs: Vec<std::path::PathBuf> = list(&data_dir.join("parts"));
    let mut temp_dirs = vec![data_dir.join("staging"), data_dir.join("snapshots")];
    temp_dirs.extend(table_dirs.iter().cloned());
    let dir = temp_dirs.choose(rng).expect("non-empty").clone();
    if dir.is_dir() {
        let name = if dir.ends_with("snapshots") {
            format!("incoming-{:x}.snap", rng.gen::<u32>())
        } else {
            format!(".torn-{:x}.parquet.tmp", rng.gen::<u32>())
        };
        let _ = std::fs::write(dir.join(&name), &garbage);
        let path = dir.join(name);
        done.push(format!("torn temp file {}", relative(data_dir, &path)));
    }
    for table in list(&data_dir.join("retired")) {
        for file in list(&table) {
            if rng.gen_bool(0.5) {
                let back = data_dir
                    .join("parts")
                    .join(table.file_name().expect("a table directory"))
                    .join(file.file_name().expect("a file"));
                if std::fs::rename(&file, &back).is_ok() {
                    done.push(format!("retire undone: {}", relative(data_dir, &back)));
                }
            }
        }
    }
    done
}

fn relative(base: &Path, path: &Path) -> String {
    path.strip_prefix(base)
        .unwrap_or(path)
        .display()
        .to_string()
}

fn list(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut v: Vec<_> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .collect();
    v.sort();
    v
}
