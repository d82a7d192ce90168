//! One simulated run from a seed: nodes, clients and the nemesis on turmoil, the
//! invariants after every step, then heal, settle, read every node and check the
//! history. Everything that happens is a line of the run's trace; the trace's hash is
//! the same every time the seed is run.

use std::{
    cell::{Cell, RefCell},
    collections::BTreeMap,
    path::PathBuf,
    rc::Rc,
    sync::Mutex,
    time::{Duration, SystemTime},
};

use maskhouse_checker::History;
use maskhouse_sql::ReadConsistency;
use rand::{rngs::StdRng, Rng, SeedableRng};

use crate::{
    host::{self, host_name, NodeSpec, Registry},
    invariants::{self, Invariants, Violation},
    nemesis::{self, Action, Fault, Nemesis, LINK_LATENCY_MAX, LINK_LATENCY_MIN},
    workload::{self, Clients},
};

/// What one run simulates.
#[derive(Clone, Debug)]
pub struct Scenario {
    pub nodes: u64,
    pub clients: u64,
    /// Simulated time with faults and workload.
    pub fault_ms: u64,
    pub reads: ReadConsistency,
    pub snapshot_every_entries: u64,
    /// A deliberate break, for the tests that show the simulation catching one.
    pub sabotage: Option<Sabotage>,
    /// Every node's data directory on a power-cut filesystem (`maskhouse-powercut`):
    /// a `CrashLosingUnsynced` then loses every write the node had not fsynced, in
    /// place of the model of [`crate::nemesis::lose_unsynced`].
    pub power_cuts: bool,
}

/// A deliberate break of the cluster's state (tests only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sabotage {
    /// `after_ms` into the faults, one node's copy of one mask version gets one row
    /// flipped (through `Store::replace_mask`, as a bad repair or a bad disk would).
    FlipMask { after_ms: u64 },
}

impl Scenario {
    /// The scenario a seed draws: three nodes mostly, five one run in four.
    pub fn for_seed(seed: u64) -> Scenario {
        let mut rng = StdRng::seed_from_u64(seed ^ 0x5CE7_A810);
        Scenario {
            nodes: if rng.gen_bool(0.25) { 5 } else { 3 },
            clients: 2,
            fault_ms: std::env::var("MASKHOUSE_SIM_FAULT_MS")
                .ok()
                .and_then(|v| v.parse().ok())
                .unwrap_or_else(|| rng.gen_range(2_500..5_000)),
            reads: ReadConsistency::Linearizable,
            snapshot_every_entries: rng.gen_range(30..120),
            sabotage: None,
            power_cuts: false,
        }
    }

    /// The scenario of `seed` with real power cuts (see [`Scenario::power_cuts`]).
    pub fn with_power_cuts(mut self) -> Scenario {
        self.power_cuts = true;
        self
    }
}

/// A violation and where the run was when it was found.
#[derive(Clone, Debug)]
pub struct Failure {
    pub step: u64,
    pub sim_ms: u64,
    pub violation: Violation,
}

/// What a run did and found.
pub struct Outcome {
    pub seed: u64,
    pub scenario: Scenario,
    /// FNV-1a over every line of the trace.
    pub trace_hash: u64,
    pub trace_lines: usize,
    /// The last lines of the trace.
    pub tail: Vec<String>,
    pub failures: Vec<Failure>,
    pub ops: BTreeMap<String, usize>,
    pub optimizes: u64,
    pub faults: BTreeMap<Fault, u64>,
    pub acknowledged_ids: usize,
    pub steps: u64,
    pub sim_ms: u64,
    /// The data directory, kept when the run failed or `MASKHOUSE_SIM_KEEP` is set.
    pub kept: Option<PathBuf>,
}

impl Outcome {
    pub fn passed(&self) -> bool {
        self.failures.is_empty()
    }

    /// The report of a failed run: seed, step, invariant, trace tail, how to replay.
    pub fn report(&self) -> String {
        let mut out = format!(
            "sim seed {}: {} violation(s); replay with MASKHOUSE_SIM_SEED={} cargo nextest run -p maskhouse-sim --test it replay --no-capture\n",
            self.seed,
            self.failures.len(),
            self.seed
        );
        for f in self.failures.iter().take(10) {
            out.push_str(&format!(
                "  step {} ({} ms simulated): {}\n",
                f.step, f.sim_ms, f.violation
            ));
        }
        out.push_str(&format!("  scenario: {:?}\n", self.scenario));
        out.push_str(&format!("  faults: {:?}\n", self.faults));
        if let Some(dir) = &self.kept {
            out.push_str(&format!("  data kept in {}\n", dir.display()));
        }
        out.push_str("  last events:\n");
        for line in &self.tail {
            out.push_str(&format!("    {line}\n"));
        }
        out
    }
}

/// Simulated time per step.
pub const TICK: Duration = Duration::from_millis(2);
/// Lines of trace kept for a failure report.
const TAIL_LINES: usize = 80;
/// Longest the cluster may take to agree once healed, simulated.
const SETTLE_MAX: Duration = Duration::from_secs(90);
/// How long every node must agree before the run calls it settled.
const SETTLED_FOR: Duration = Duration::from_millis(500);

struct Trace {
    hash: u64,
    lines: usize,
    tail: std::collections::VecDeque<String>,
    /// Every line, when `MASKHOUSE_SIM_TRACE_OUT` names a file to write them to.
    all: Option<Vec<String>>,
}

impl Trace {
    fn push(&mut self, now: Duration, line: &str) {
        let line = format!("{:>7} ms {line}", now.as_millis());
        for b in line.bytes().chain(std::iter::once(b'\n')) {
            self.hash = (self.hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
        self.lines += 1;
        if self.tail.len() == TAIL_LINES {
            self.tail.pop_front();
        }
        if let Some(all) = &mut self.all {
            all.push(line.clone());
        }
        self.tail.push_back(line);
    }
}

thread_local! {
    /// Simulated time since the epoch, for the wall clock outside any host's tick.
    static DRIVER_NOW: Cell<Duration> = const { Cell::new(Duration::ZERO) };
}

/// The simulation's start, as a wall clock: a fixed instant, so runs replay.
const EPOCH_SECS: u64 = 1_767_225_600;

fn sim_clock() -> Duration {
    turmoil::since_epoch().unwrap_or_else(|| DRIVER_NOW.with(Cell::get))
}

/// Panics in any node task, recorded by the hook [`run`] installs.
static PANICS: Mutex<Vec<String>> = Mutex::new(Vec::new());

fn install_panic_hook() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let default = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            PANICS
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .push(info.to_string());
            default(info);
        }));
    });
}

/// Where run data goes: memory-backed when the machine has it (fsync costs nothing
/// there and means nothing to a simulated crash).
fn data_root() -> PathBuf {
    let shm = PathBuf::from("/dev/shm");
    if shm.is_dir() && tempfile::tempdir_in(&shm).is_ok() {
        shm
    } else {
        std::env::temp_dir()
    }
}

/// Runs `scenario` from `seed`.
pub fn run(seed: u64, scenario: &Scenario) -> Outcome {
    install_panic_hook();
    PANICS.lock().unwrap_or_else(|p| p.into_inner()).clear();
    maskhouse_types::clock::set_thread_source(Some(sim_clock));
    maskhouse_cluster::seed_election_rng(Some(seed ^ 0xE1EC_7104));
    let data = tempfile::Builder::new()
        .prefix(&format!("maskhouse-sim-{seed}-"))
        .tempdir_in(data_root())
        .expect("a data directory");
    // Mounted before any node boots and unmounted after `drive` dropped them all.
    let disks: BTreeMap<u64, maskhouse_powercut::Mount> = if scenario.power_cuts {
        (1..=scenario.nodes)
            .map(|id| {
                let dir = data.path().join(host_name(id));
                let disk = maskhouse_powercut::Mount::new(&dir)
                    .unwrap_or_else(|e| panic!("power-cut filesystem for node {id}: {e}"));
                (id, disk)
            })
            .collect()
    } else {
        BTreeMap::new()
    };
    let outcome = drive(seed, scenario, data.path(), &disks);
    drop(disks);
    maskhouse_types::clock::set_thread_source(None);
    maskhouse_cluster::seed_election_rng(None);
    let keep = !outcome.passed() || std::env::var_os("MASKHOUSE_SIM_KEEP").is_some();
    Outcome {
        kept: keep.then(|| data.keep()),
        ..outcome
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Phase {
    Faults,
    Settle,
    FinalReads,
}

fn drive(
    seed: u64,
    scenario: &Scenario,
    data: &std::path::Path,
    disks: &BTreeMap<u64, maskhouse_powercut::Mount>,
) -> Outcome {
    let epoch = SystemTime::UNIX_EPOCH + Duration::from_secs(EPOCH_SECS);
    let mut sim = turmoil::Builder::new()
        .rng_seed(seed)
        .epoch(epoch)
        .tick_duration(TICK)
        .simulation_duration(Duration::from_secs(3600))
        .min_message_latency(LINK_LATENCY_MIN)
        .max_message_latency(LINK_LATENCY_MAX)
        .enable_random_order()
        .build();
    let registry: Registry = Rc::default();
    let members: BTreeMap<u64, String> = (1..=scenario.nodes)
        .map(|id| (id, format!("{}:{}", host_name(id), host::INTERSERVER_PORT)))
        .collect();
    for id in 1..=scenario.nodes {
        let spec = NodeSpec {
            id,
            data_dir: data.join(host_name(id)),
            members: members.clone(),
            secret: format!("sim-secret-{seed}"),
            seed,
            reads: scenario.reads,
            snapshot_every_entries: scenario.snapshot_every_entries,
        };
        std::fs::create_dir_all(&spec.data_dir).expect("node directory");
        let registry = registry.clone();
        sim.host(host_name(id), move || {
            host::boot(spec.clone(), registry.clone())
        });
    }
    let clients: workload::Shared = Rc::new(RefCell::new(Clients::default()));
    let shared = clients.clone();
    let (nodes, processes) = (scenario.nodes, scenario.clients);
    sim.client("clients", workload::run(seed, nodes, processes, shared));

    let mut nemesis = Nemesis::new(nodes, StdRng::seed_from_u64(seed ^ 0x4E3E_5151));
    if scenario.power_cuts {
        nemesis = nemesis.favouring(Fault::CrashLosingUnsynced);
    }
    let mut unsynced_rng = StdRng::seed_from_u64(seed ^ 0x0F5C);
    let mut invariants = Invariants::default();
    let mut trace = Trace {
        hash: 0xcbf2_9ce4_8422_2325,
        lines: 0,
        tail: Default::default(),
        all: std::env::var_os("MASKHOUSE_SIM_TRACE_OUT").map(|_| Vec::new()),
    };
    let mut failures: Vec<Failure> = Vec::new();
    let mut events: Vec<String> = Vec::new();
    let mut phase = Phase::Faults;
    let mut fault_end: Option<Duration> = None;
    let mut settle_start = Duration::ZERO;
    let mut agreed_since: Option<Duration> = None;
    let mut settled_parts: BTreeMap<u64, String> = BTreeMap::new();
    let mut step: u64 = 0;
    let mut sabotage = scenario.sabotage;
    let (mut step_real, mut check_real) = (Duration::ZERO, Duration::ZERO);
    loop {
        let now = sim.elapsed();
        DRIVER_NOW.with(|c| c.set(Duration::from_secs(EPOCH_SECS) + now));
        let mut found: Vec<Violation> = Vec::new();
        match phase {
            Phase::Faults => {
                // Faults start once the table exists.
                let end = *fault_end
                    .get_or_insert_with(|| now + Duration::from_millis(scenario.fault_ms));
                if !clients.borrow().ready {
                    fault_end = None;
                } else if now >= end {
                    trace.push(now, "heal: clients stop, every fault repaired");
                    clients.borrow_mut().stop = true;
                    heal(&mut sim, &mut nemesis, nodes, &mut trace, now);
                    phase = Phase::Settle;
                    settle_start = now;
                } else {
                    if let Some(Sabotage::FlipMask { after_ms }) = sabotage {
                        if now + Duration::from_millis(scenario.fault_ms)
                            >= end + Duration::from_millis(after_ms)
                        {
                            if let Some(line) = flip_mask(&registry) {
                                trace.push(now, &line);
                                sabotage = None;
                            }
                        }
                    }
                    if !nemesis.busy() {
                        nemesis.plan(now, leader(&registry));
                        let line = nemesis.log.last().cloned().unwrap_or_default();
                        trace.push(now, line.trim());
                    }
                    for action in nemesis.due(now, &registry) {
                        apply(
                            &mut sim,
                            &mut nemesis,
                            &action,
                            (data, disks),
                            &mut unsynced_rng,
                            &mut trace,
                            now,
                        );
                    }
                }
            }
            Phase::Settle => {
                if clients.borrow().running == 0 && agree(&registry, nodes) {
                    let since = *agreed_since.get_or_insert(now);
                    if now >= since + SETTLED_FOR {
                        settled_parts = catalogs(&registry);
                        trace.push(now, "settled: every node applied the same log");
                        let nodes_to_read = nodes;
                        let shared = clients.clone();
                        sim.client("reader", workload::final_reads(nodes_to_read, shared));
                        phase = Phase::FinalReads;
                    }
                } else {
                    agreed_since = None;
                }
                if phase == Phase::Settle && now >= settle_start + SETTLE_MAX {
                    found.push(Violation {
                        invariant: "convergence after heal",
                        message: format!(
                            "the nodes did not agree within {} s of the heal: {}",
                            SETTLE_MAX.as_secs(),
                            positions(&registry)
                        ),
                    });
                }
            }
            Phase::FinalReads => {
                if clients.borrow().finals_done {
                    break;
                }
                if now >= settle_start + SETTLE_MAX * 2 {
                    found.push(Violation {
                        invariant: "convergence after heal",
                        message: "a node did not answer the final read".into(),
                    });
                }
            }
        }
        let began = std::time::Instant::now();
        let stepped = sim.step();
        step_real += began.elapsed();
        if let Err(e) = stepped {
            found.push(Violation {
                invariant: "host software runs",
                message: e.to_string(),
            });
        }
        step += 1;
        for panic in PANICS.lock().unwrap_or_else(|p| p.into_inner()).drain(..) {
            found.push(Violation {
                invariant: "no panic",
                message: panic,
            });
        }
        let began = std::time::Instant::now();
        found.extend(invariants.check(&registry, &mut events));
        check_real += began.elapsed();
        events.extend(
            host::EVENTS
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .drain(..),
        );
        for line in clients.borrow_mut().events.drain(..) {
            events.push(line);
        }
        for line in events.drain(..) {
            trace.push(now, &line);
        }
        if !found.is_empty() {
            for v in found {
                trace.push(now, &format!("VIOLATION {v}"));
                failures.push(Failure {
                    step,
                    sim_ms: now.as_millis() as u64,
                    violation: v,
                });
            }
            break;
        }
    }
    let sim_ms = sim.elapsed().as_millis() as u64;
    if std::env::var_os("MASKHOUSE_SIM_PROFILE").is_some() {
        eprintln!("seed {seed}: {step} steps; {step_real:?} in steps, {check_real:?} in checks");
    }
    if let (Some(all), Some(path)) = (&trace.all, std::env::var_os("MASKHOUSE_SIM_TRACE_OUT")) {
        let path = format!("{}.{seed}", path.to_string_lossy());
        let _ = std::fs::write(&path, all.join("\n"));
    }
    let c = clients.borrow();
    let mut finals = c.finals.clone();
    for f in &mut finals {
        f.parts = settled_parts.get(&f.node).cloned().unwrap_or_default();
    }
    let history = History {
        seed,
        ops: c.ops.clone(),
        finals: if failures.is_empty() {
            finals
        } else {
            Vec::new()
        },
    };
    let report = maskhouse_checker::check(&history);
    if failures.is_empty() {
        for v in &report.violations {
            failures.push(Failure {
                step,
                sim_ms,
                violation: Violation {
                    invariant: "history (maskhouse-checker)",
                    message: v.to_string(),
                },
            });
        }
    }
    Outcome {
        seed,
        scenario: scenario.clone(),
        trace_hash: trace.hash,
        trace_lines: trace.lines,
        tail: trace.tail.into_iter().collect(),
        failures,
        ops: report.ops,
        optimizes: c.optimizes,
        faults: nemesis.injected.clone(),
        acknowledged_ids: report.acknowledged_ids,
        steps: step,
        sim_ms,
        kept: None,
    }
}

/// [`Sabotage::FlipMask`]: the first mask version of the first node that has one,
/// with row 0 flipped. Returns what it did, or `None` when no node holds a mask yet.
fn flip_mask(registry: &Registry) -> Option<String> {
    let registry = registry.borrow();
    for (id, live) in registry.iter() {
        let Some(store) = live.store.upgrade() else {
            continue;
        };
        let catalog = store.snapshot();
        for (table, state) in &catalog.tables {
            for part in state.parts.values() {
                let Some(version) = part.masks.first() else {
                    continue;
                };
                let versions = store.mask_versions(table, &part.name).ok()?;
                let (_, mut bitmap) = versions.into_iter().find(|(m, _)| *m == version.mutation)?;
                let row = (0..part.meta.rows as u32)
                    .find(|r| !part.mask.contains(*r) || bitmap.contains(*r))?;
                if !bitmap.remove(row) {
                    bitmap.insert(row);
                }
                let bytes = maskhouse_part::mask::encode(&bitmap);
                store
                    .replace_mask(table, &part.name, version.mutation, &bytes)
                    .ok()?;
                return Some(format!(
                    "sabotage: node {id} mask {}@{} row {row} flipped",
                    part.name, version.mutation
                ));
            }
        }
    }
    None
}

/// The node leading the highest term, if any.
fn leader(registry: &Registry) -> Option<u64> {
    registry
        .borrow()
        .iter()
        .filter_map(|(id, l)| Some((*id, l.node.upgrade()?.consensus())))
        .filter(|(_, c)| c.leading)
        .max_by_key(|(_, c)| c.term)
        .map(|(id, _)| id)
}

/// Every node booted and at the same applied index, equal to the leader's log, no
/// merge pending, and the same catalog.
fn agree(registry: &Registry, nodes: u64) -> bool {
    let registry = registry.borrow();
    let mut seen = Vec::new();
    for id in 1..=nodes {
        let Some(live) = registry.get(&id) else {
            return false;
        };
        let (Some(node), Some(store)) = (live.node.upgrade(), live.store.upgrade()) else {
            return false;
        };
        let c = node.consensus();
        let catalog = store.snapshot();
        if c.leader.is_none()
            || c.applied_index != c.last_log_index
            || catalog.tables.values().any(|t| !t.pending.is_empty())
        {
            return false;
        }
        seen.push((c.applied_index, invariants::fingerprint(&catalog)));
    }
    seen.windows(2).all(|w| w[0] == w[1])
}

/// Each node's catalog, described.
fn catalogs(registry: &Registry) -> BTreeMap<u64, String> {
    registry
        .borrow()
        .iter()
        .filter_map(|(id, l)| Some((*id, invariants::describe(&l.store.upgrade()?.snapshot()))))
        .collect()
}

/// Each node's log and apply positions, for a report.
fn positions(registry: &Registry) -> String {
    registry
        .borrow()
        .iter()
        .map(|(id, l)| match l.node.upgrade() {
            Some(n) => format!("node {id}: {:?}", n.consensus()),
            None => format!("node {id}: down"),
        })
        .collect::<Vec<_>>()
        .join("; ")
}

fn apply(
    sim: &mut turmoil::Sim<'_>,
    nemesis: &mut Nemesis,
    action: &Action,
    (data, disks): (&std::path::Path, &BTreeMap<u64, maskhouse_powercut::Mount>),
    rng: &mut StdRng,
    trace: &mut Trace,
    now: Duration,
) {
    trace.push(now, &format!("nemesis {action:?}"));
    match *action {
        Action::Crash(n) => {
            if nemesis.crashed.insert(n) {
                sim.crash(host_name(n));
            }
        }
        Action::Restart(n) => {
            if nemesis.crashed.remove(&n) {
                sim.bounce(host_name(n));
            }
        }
        Action::LoseUnsynced(n) => {
            if nemesis.crashed.contains(&n) {
                if let Some(disk) = disks.get(&n) {
                    // What it lost depends on when sled's own threads wrote: said on
                    // stderr, kept out of the trace (whose hash is the run's fingerprint).
                    let cut = disk.power_cut();
                    eprintln!("sim node {n}: power cut: {cut:?}");
                    trace.push(now, &format!("  node {n}: power cut"));
                } else {
                    for line in nemesis::lose_unsynced(&data.join(host_name(n)), rng) {
                        trace.push(now, &format!("  node {n}: {line}"));
                    }
                }
            }
        }
        Action::Cut(a, b) => sim.partition(host_name(a), host_name(b)),
        Action::Restore(a, b) => sim.repair(host_name(a), host_name(b)),
        Action::CutOneWay(a, b) => sim.partition_oneway(host_name(a), host_name(b)),
        Action::RestoreOneWay(a, b) => sim.repair_oneway(host_name(a), host_name(b)),
        Action::Loss(a, b, rate) => sim.set_link_fail_rate(host_name(a), host_name(b), rate),
        Action::NoLoss(a, b) => sim.set_link_fail_rate(host_name(a), host_name(b), 0.0),
        Action::Slow(a, b, d) => sim.set_link_max_message_latency(host_name(a), host_name(b), d),
        Action::Fast(a, b) => {
            sim.set_link_max_message_latency(host_name(a), host_name(b), LINK_LATENCY_MAX)
        }
        Action::AimedCrash { .. } => unreachable!("resolved by the nemesis"),
    }
}

/// Ends every fault at once: links repaired both ways, loss and delay gone, crashed
/// nodes restarted, nothing left scheduled.
fn heal(
    sim: &mut turmoil::Sim<'_>,
    nemesis: &mut Nemesis,
    nodes: u64,
    trace: &mut Trace,
    now: Duration,
) {
    nemesis.clear();
    for a in 1..=nodes {
        for b in a + 1..=nodes {
            let (ha, hb) = (host_name(a), host_name(b));
            sim.repair(ha.clone(), hb.clone());
            sim.repair_oneway(ha.clone(), hb.clone());
            sim.repair_oneway(hb.clone(), ha.clone());
            sim.set_link_fail_rate(ha.clone(), hb.clone(), 0.0);
            sim.set_link_max_message_latency(ha, hb, LINK_LATENCY_MAX);
        }
    }
    for n in std::mem::take(&mut nemesis.crashed) {
        trace.push(now, &format!("restart node {n}"));
        sim.bounce(host_name(n));
    }
}
