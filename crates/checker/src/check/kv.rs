//! The checks of `kv`, the ReplacingMergeTree table (DESIGN §2.11): every read that
//! reported the log index `R` of the state it read holds at most one row per key
//! ([`ViolationKind::DuplicateKey`]), and for each key exactly the row (or no row) that
//! applying the writes of the log up to `R` in log order leaves
//! ([`ViolationKind::KeyState`]); after heal every node holds the same rows, the state
//! the whole log leaves.
//!
//! A key's state is its live row's `(ver, v)` or nothing, and a write changes it as
//! ClickHouse's `FINAL` reads a ReplacingMergeTree: an upserted row replaces the live
//! row unless that one has a higher `ver` (on a tie the later insert wins, row by row
//! within one INSERT too); an UPDATE sets `v` of a live row and keeps its `ver`; a
//! DELETE removes the live row, and any version inserted later lives again.
//!
//! Acknowledged writes with a reported index apply at that index. Statements of one
//! log entry (group commit) share its index: the entry applies its DELETEs and UPDATEs
//! first, then its INSERTs, each class in an order the clients cannot see, so every
//! such order is allowed. A write with an unknown outcome (or acknowledged without an
//! index) may apply at any index after the highest index of any operation acknowledged
//! before it was invoked (so never before a state a completed read reported), or never.
//!
//! The precision given up, to keep the check sound and linear in the history: an
//! unknown-outcome write is allowed to apply more than once (at any of the places it
//! may stand, not just one), and the relative order of unknown-outcome writes is free.
//! Both only add states, never remove one, so a legal history is never flagged; a
//! broken one is missed only if its wrong row is what some unknown-outcome write could
//! have made. Because every write carries values no other write carries, a stale
//! version, a lost UPDATE or a deleted key back is rarely excused that way. The check
//! trusts the reported indexes; where they contradict real time,
//! [`ViolationKind::LogOrder`] says so.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use crate::history::{KvRow, NodeState, Op, OpKind, Outcome};

use super::{Report, ViolationKind};

/// A key's state: the live row's `(ver, v)`, or no live row.
type Cell = Option<(u64, u64)>;

/// How many allowed states a violation's message lists.
const STATES_LISTED_MAX: usize = 6;

/// What one write does to one key.
#[derive(Clone, Copy, Debug)]
enum Effect {
    /// An upserted row.
    Put {
        ver: u64,
        v: u64,
    },
    /// An UPDATE's `SET v = ...`.
    Set(u64),
    Delete,
}

fn apply(cell: Cell, effect: Effect) -> Cell {
    match effect {
        Effect::Put { ver, v } => match cell {
            Some((live, _)) if live > ver => cell,
            _ => Some((ver, v)),
        },
        Effect::Set(v) => cell.map(|(ver, _)| (ver, v)),
        Effect::Delete => None,
    }
}

/// One write as it touches one key: every effect applies in one entry, in order.
#[derive(Clone, Debug)]
struct Touch {
    at: usize,
    effects: Vec<Effect>,
    /// DELETE or UPDATE (applied before the INSERTs of its entry).
    mutation: bool,
}

impl Touch {
    fn apply(&self, cell: Cell) -> Cell {
        self.effects.iter().fold(cell, |c, e| apply(c, *e))
    }
}

/// The writes of one key: those at a known index, by index, and the others with the
/// index after which they may apply.
#[derive(Default)]
struct KeyWrites {
    known: BTreeMap<u64, Vec<Touch>>,
    unknown: Vec<(u64, Touch)>,
}

/// The states a key may be in, after each known index.
struct KeyStates {
    /// `(index, states after every write up to and including that index)`.
    after: Vec<(u64, HashSet<Cell>)>,
}

/// Checks every read of `kv` and the nodes' rows after heal.
pub(super) fn check_kv(ops: &[Op], finals: &[NodeState], report: &mut Report) {
    let keys = key_writes(ops, report);
    let states: HashMap<u64, KeyStates> = keys
        .iter()
        .map(|(key, writes)| (*key, walk(writes)))
        .collect();
    for (at, op) in ops.iter().enumerate() {
        let OpKind::ReadKv { rows: Some(rows) } = &op.kind else {
            continue;
        };
        if op.outcome != Outcome::Ok {
            continue;
        }
        let what = describe(ops, at);
        let seen = rows_by_key(rows, &what, report);
        let Some(state) = op.log_index else {
            continue;
        };
        for (key, cell, allowed) in disallowed(&keys, &states, &seen, state) {
            report.add(
                ViolationKind::KeyState,
                format!(
                    "{what} read the state at log index {state} and saw key {key} as {}; \
                     the writes up to it allow {}; {}",
                    show(ops, cell),
                    show_all(ops, &allowed),
                    describe_key(ops, keys.get(&key))
                ),
            );
        }
    }
    check_finals(ops, &keys, &states, finals, report);
}

/// After heal: each node holds one row per key, the state every write leaves (each
/// unknown outcome either way), and all nodes the same rows.
fn check_finals(
    ops: &[Op],
    keys: &BTreeMap<u64, KeyWrites>,
    states: &HashMap<u64, KeyStates>,
    finals: &[NodeState],
    report: &mut Report,
) {
    for state in finals {
        let what = format!("node {} after heal", state.node);
        let seen = rows_by_key(&state.kv, &what, report);
        for (key, cell, allowed) in disallowed(keys, states, &seen, u64::MAX) {
            report.add(
                ViolationKind::KeyState,
                format!(
                    "{what} holds key {key} as {}; the writes allow {}; {}",
                    show(ops, cell),
                    show_all(ops, &allowed),
                    describe_key(ops, keys.get(&key))
                ),
            );
        }
    }
    let Some(first) = finals.first() else {
        return;
    };
    let sorted = |rows: &[KvRow]| rows.iter().copied().collect::<BTreeSet<KvRow>>();
    let rows = sorted(&first.kv);
    for state in &finals[1..] {
        let other = sorted(&state.kv);
        if other != rows {
            let differ: Vec<String> = rows
                .symmetric_difference(&other)
                .take(STATES_LISTED_MAX)
                .map(|r| format!("({}, {}, {})", r.key, r.ver, r.v))
                .collect();
            report.add(
                ViolationKind::Divergence,
                format!(
                    "nodes {} and {} hold different kv rows after heal; rows on one only: {}",
                    first.node,
                    state.node,
                    differ.join(", ")
                ),
            );
        }
    }
}

/// The rows of one read by key; a key seen twice is a [`ViolationKind::DuplicateKey`]
/// (the first row seen is kept for the state check).
/// Each key the writes or `seen` name whose row in `seen` the writes up to log index
/// `state` cannot leave: the key, the row seen (or none) and the rows they allow.
fn disallowed(
    keys: &BTreeMap<u64, KeyWrites>,
    states: &HashMap<u64, KeyStates>,
    seen: &BTreeMap<u64, Cell>,
    state: u64,
) -> Vec<(u64, Cell, HashSet<Cell>)> {
    let touched: BTreeSet<u64> = keys.keys().chain(seen.keys()).copied().collect();
    touched
        .into_iter()
        .filter_map(|key| {
            let allowed = match (keys.get(&key), states.get(&key)) {
                (Some(writes), Some(walked)) => walked.at(writes, state),
                _ => HashSet::from([None]),
            };
            let cell = seen.get(&key).copied().flatten();
            (!allowed.contains(&cell)).then_some((key, cell, allowed))
        })
        .collect()
}

fn rows_by_key(rows: &[KvRow], what: &str, report: &mut Report) -> BTreeMap<u64, Cell> {
    let mut seen: BTreeMap<u64, Cell> = BTreeMap::new();
    for row in rows {
        match seen.get(&row.key) {
            Some(Some((ver, v))) => report.add(
                ViolationKind::DuplicateKey,
                format!(
                    "{what} returned key {} twice: (ver {ver}, v {v}) and (ver {}, v {})",
                    row.key, row.ver, row.v
                ),
            ),
            _ => {
                seen.insert(row.key, Some((row.ver, row.v)));
            }
        }
    }
    seen
}

/// Every key's writes. A value written twice makes the history malformed (a seen row
/// would no longer say which write made it).
fn key_writes(ops: &[Op], report: &mut Report) -> BTreeMap<u64, KeyWrites> {
    let floors = Floors::new(ops);
    let mut values: HashMap<u64, usize> = HashMap::new();
    let mut unique = |v: u64, at: usize, report: &mut Report| {
        if let Some(first) = values.insert(v, at) {
            if first != at {
                report.add(
                    ViolationKind::Malformed,
                    format!("kv value {v} written by operations #{first} and #{at}"),
                );
            }
        }
    };
    let mut keys: BTreeMap<u64, KeyWrites> = BTreeMap::new();
    for (at, op) in ops.iter().enumerate() {
        let mut touches: BTreeMap<u64, Touch> = BTreeMap::new();
        let mut touch = |key: u64, effect: Effect, mutation: bool| {
            touches
                .entry(key)
                .or_insert_with(|| Touch {
                    at,
                    effects: Vec::new(),
                    mutation,
                })
                .effects
                .push(effect);
        };
        match &op.kind {
            OpKind::Upsert { rows } => {
                for r in rows {
                    unique(r.v, at, report);
                    touch(r.key, Effect::Put { ver: r.ver, v: r.v }, false);
                }
            }
            OpKind::Update { keys, v } => {
                unique(*v, at, report);
                for key in keys {
                    touch(*key, Effect::Set(*v), true);
                }
            }
            OpKind::DeleteKeys { keys } => {
                for key in keys {
                    touch(*key, Effect::Delete, true);
                }
            }
            _ => continue,
        }
        if op.outcome == Outcome::Fail {
            continue;
        }
        let index = (op.outcome == Outcome::Ok)
            .then_some(op.log_index)
            .flatten();
        for (key, t) in touches {
            let writes = keys.entry(key).or_default();
            match index {
                Some(i) => writes.known.entry(i).or_default().push(t),
                None => writes.unknown.push((floors.before(op.invoke_ns), t)),
            }
        }
    }
    keys
}

/// For each moment, the highest log index of an operation acknowledged before it: an
/// entry proposed after that moment stands after that index.
struct Floors {
    /// `(complete_ns, highest index of the operations completed by then)`, by time.
    steps: Vec<(u64, u64)>,
}

impl Floors {
    fn new(ops: &[Op]) -> Floors {
        let mut done: Vec<(u64, u64)> = ops
            .iter()
            .filter(|op| op.outcome == Outcome::Ok)
            .filter_map(|op| Some((op.complete_ns, op.log_index?)))
            .collect();
        done.sort_unstable();
        let mut highest = 0;
        let steps = done
            .into_iter()
            .map(|(t, i)| {
                highest = highest.max(i);
                (t, highest)
            })
            .collect();
        Floors { steps }
    }

    /// The index after which a write invoked at `invoke_ns` may stand (0: anywhere).
    fn before(&self, invoke_ns: u64) -> u64 {
        let n = self.steps.partition_point(|(t, _)| *t < invoke_ns);
        n.checked_sub(1).map_or(0, |i| self.steps[i].1)
    }
}

/// Every state reachable from `states` by applying, any number of times and in any
/// order, the unknown-outcome writes that may stand at or before index `upto`.
fn closure(states: &HashSet<Cell>, writes: &KeyWrites, upto: u64) -> HashSet<Cell> {
    let eligible: Vec<&Touch> = writes
        .unknown
        .iter()
        .filter(|(floor, _)| *floor < upto)
        .map(|(_, t)| t)
        .collect();
    let mut out = states.clone();
    let mut work: Vec<Cell> = states.iter().copied().collect();
    while let Some(cell) = work.pop() {
        for t in &eligible {
            let next = t.apply(cell);
            if out.insert(next) {
                work.push(next);
            }
        }
    }
    out
}

/// The states after applying every one of `touches` once, in any order.
fn any_order(states: &HashSet<Cell>, touches: &[&Touch]) -> HashSet<Cell> {
    assert!(touches.len() < 64, "an entry of {} writes", touches.len());
    let all = (1u64 << touches.len()) - 1;
    let mut out = HashSet::new();
    let mut visited: HashSet<(u64, Cell)> = HashSet::new();
    let mut work: Vec<(u64, Cell)> = states.iter().map(|c| (0, *c)).collect();
    while let Some((done, cell)) = work.pop() {
        if !visited.insert((done, cell)) {
            continue;
        }
        if done == all {
            out.insert(cell);
            continue;
        }
        for (n, t) in touches.iter().enumerate() {
            if done & (1 << n) == 0 {
                work.push((done | (1 << n), t.apply(cell)));
            }
        }
    }
    out
}

/// The states of one key after each of its known indexes, in log order.
fn walk(writes: &KeyWrites) -> KeyStates {
    let mut states: HashSet<Cell> = HashSet::from([None]);
    let mut after = Vec::with_capacity(writes.known.len());
    for (index, touches) in &writes.known {
        // Unknown-outcome writes before this entry or in it, then the entry: its
        // DELETEs and UPDATEs, then its INSERTs, each class in any order.
        states = closure(&states, writes, *index);
        let (mutations, inserts): (Vec<&Touch>, Vec<&Touch>) =
            touches.iter().partition(|t| t.mutation);
        states = any_order(&any_order(&states, &mutations), &inserts);
        states = closure(&states, writes, *index);
        after.push((*index, states.clone()));
    }
    KeyStates { after }
}

impl KeyStates {
    /// The states the key may be in at log index `state`.
    fn at(&self, writes: &KeyWrites, state: u64) -> HashSet<Cell> {
        let n = self.after.partition_point(|(i, _)| *i <= state);
        let before = match n.checked_sub(1) {
            Some(i) => self.after[i].1.clone(),
            None => HashSet::from([None]),
        };
        closure(&before, writes, state)
    }
}

/// Which write made a key's state, for a message.
fn show(ops: &[Op], cell: Cell) -> String {
    let Some((ver, v)) = cell else {
        return "absent".into();
    };
    let by = ops.iter().enumerate().find(|(_, op)| match &op.kind {
        OpKind::Upsert { rows } => rows.iter().any(|r| r.v == v),
        OpKind::Update { v: set, .. } => *set == v,
        _ => false,
    });
    match by {
        Some((at, _)) => format!("(ver {ver}, v {v} of #{at})"),
        None => format!("(ver {ver}, v {v}, written by no operation)"),
    }
}

fn show_all(ops: &[Op], allowed: &HashSet<Cell>) -> String {
    let mut listed: Vec<Cell> = allowed.iter().copied().collect();
    listed.sort_unstable();
    let shown: Vec<String> = listed
        .iter()
        .take(STATES_LISTED_MAX)
        .map(|c| show(ops, *c))
        .collect();
    let more = listed.len().saturating_sub(STATES_LISTED_MAX);
    if more > 0 {
        format!("{} and {more} more", shown.join(" or "))
    } else {
        shown.join(" or ")
    }
}

fn describe(ops: &[Op], at: usize) -> String {
    let op = &ops[at];
    format!(
        "read_kv #{at} via node {} [{}..{} ns]",
        op.node, op.invoke_ns, op.complete_ns
    )
}

/// A key's writes with their indexes, for a message: the last few known ones and the
/// number of unknown ones.
fn describe_key(ops: &[Op], writes: Option<&KeyWrites>) -> String {
    let Some(writes) = writes else {
        return "no write touched it".into();
    };
    let known: Vec<String> = writes
        .known
        .iter()
        .rev()
        .flat_map(|(i, ts)| ts.iter().map(move |t| (i, t)))
        .take(STATES_LISTED_MAX)
        .map(|(i, t)| format!("#{} {:?} at index {i}", t.at, ops[t.at].kind))
        .collect();
    format!(
        "latest known writes: {}; {} of unknown outcome",
        known.join(", "),
        writes.unknown.len()
    )
}
