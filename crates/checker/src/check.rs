//! The checks over a [`History`]. Every operation took effect at one instant between
//! its invoke and complete times (an operation with an unknown outcome at any instant
//! after its invoke, or never), so an insert `I` and a delete `D` are ordered for sure
//! only when one completed before the other was invoked; otherwise each replica must
//! still decide them the same way. The checks of the ReplacingMergeTree table `kv` are
//! in [`kv`].

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt;

use crate::history::{History, NodeState, Op, OpKind, Outcome};

/// What a violation breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ViolationKind {
    /// The history itself is malformed (an id inserted twice): the workload is wrong.
    Malformed,
    /// A row no insert could have written (never inserted, a failed insert, or an
    /// insert invoked after the read completed).
    UnexpectedRow,
    /// The same id returned twice by one read.
    DuplicateRow,
    /// An acknowledged insert that no delete could have masked is gone after heal.
    LostInsert,
    /// A row an acknowledged `DELETE ... WHERE id IN` masked is visible after heal.
    Resurrected,
    /// A predicate DELETE masked a row inserted after it completed, left visible a row
    /// acknowledged before it was invoked, or replicas decided a concurrent row
    /// differently.
    DeleteBoundary,
    /// Nodes hold different rows, parts or mask versions after heal, or report digest
    /// mismatches.
    Divergence,
    /// A read missed a write acknowledged before it was invoked, or saw a row deleted
    /// by a delete acknowledged before it was invoked (reads are linearizable).
    StaleRead,
    /// Log indexes the server reported contradict real-time order: a write
    /// acknowledged after another got a lower index, or a read or write after a read
    /// stands before the state that read saw (reads never go back).
    LogOrder,
    /// A read or count that reported the log index of the state it read returned rows
    /// that state cannot hold: a row inserted after that index, a row deleted at or
    /// before it, or not a row acknowledged at or before it and never deleted by then.
    ReadAtIndex,
    /// A read of the ReplacingMergeTree table `kv`, or a node after heal, returned two
    /// rows for one key (DESIGN §2.11).
    DuplicateKey,
    /// A read of `kv` that reported the log index of its state, or a node after heal,
    /// holds for some key a row (or no row) that no order of the writes the history
    /// allows up to that index leaves: a stale version, a lost UPDATE or upsert, a
    /// deleted key back, a row no write made.
    KeyState,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    pub kind: ViolationKind,
    pub message: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}: {}", self.kind, self.message)
    }
}

/// The violations found, at most [`REPORTED_PER_KIND_MAX`] listed per kind, and counts.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub violations: Vec<Violation>,
    /// Violations per kind, including those not listed.
    pub counts: BTreeMap<ViolationKind, usize>,
    /// Operations checked, by kind name and outcome.
    pub ops: BTreeMap<String, usize>,
    /// Distinct ids whose insert was acknowledged.
    pub acknowledged_ids: usize,
}

impl Report {
    pub fn is_valid(&self) -> bool {
        self.counts.is_empty()
    }

    pub fn has(&self, kind: ViolationKind) -> bool {
        self.counts.contains_key(&kind)
    }

    fn add(&mut self, kind: ViolationKind, message: String) {
        let n = self.counts.entry(kind).or_default();
        *n += 1;
        if *n <= REPORTED_PER_KIND_MAX {
            self.violations.push(Violation { kind, message });
        }
    }
}

/// How many violations of one kind are listed in full.
pub const REPORTED_PER_KIND_MAX: usize = 20;

fn op_name(kind: &OpKind) -> &'static str {
    match kind {
        OpKind::Insert { .. } => "insert",
        OpKind::DeleteIds { .. } => "delete_ids",
        OpKind::DeleteWhere { .. } => "delete_where",
        OpKind::Read { .. } => "read",
        OpKind::Count { .. } => "count",
        OpKind::Upsert { .. } => "upsert",
        OpKind::Update { .. } => "update",
        OpKind::DeleteKeys { .. } => "delete_keys",
        OpKind::ReadKv { .. } => "read_kv",
    }
}

/// Checks every invariant over the history and returns what it breaks.
pub fn check(history: &History) -> Report {
    let mut report = Report::default();
    for op in &history.ops {
        let key = format!("{} {:?}", op_name(&op.kind), op.outcome).to_lowercase();
        *report.ops.entry(key).or_default() += 1;
    }
    let index = Index::build(history, &mut report);
    report.acknowledged_ids = index
        .rows
        .values()
        .filter(|r| history.ops[r.insert].outcome == Outcome::Ok)
        .count();
    for (at, op) in history.ops.iter().enumerate() {
        if op.outcome != Outcome::Ok {
            continue;
        }
        match &op.kind {
            OpKind::Read { ids: Some(ids) } => {
                index.check_read(at, op, ids, &mut report);
                index.check_read_at_index(at, op, ids, &mut report);
            }
            OpKind::Count { count: Some(n) } => {
                index.check_count(at, op, *n, &mut report);
                index.check_count_at_index(at, op, *n, &mut report);
            }
            _ => {}
        }
    }
    for state in &history.finals {
        index.check_final(state, &mut report);
    }
    check_convergence(&index, &history.finals, &mut report);
    check_log_order(&history.ops, &mut report);
    kv::check_kv(&history.ops, &history.finals, &mut report);
    report
}

/// One inserted id: its insert and every delete that targets it.
struct Row {
    insert: usize,
    deletes: Vec<usize>,
}

struct Index<'h> {
    ops: &'h [Op],
    rows: HashMap<u64, Row>,
}

/// Whether a row is in the state after some log index.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Seen {
    Present,
    Absent,
    /// The history does not tell (an outcome or an index unknown).
    Either,
}

/// How a delete stands to one row.
#[derive(PartialEq, Eq)]
enum Order {
    /// The delete certainly took effect after the row was written: it masks it.
    Masks,
    /// The delete certainly took effect before the row was written (or never): it
    /// cannot mask it.
    Misses,
    /// Either; every replica must decide the same way.
    Undecided,
}

impl<'h> Index<'h> {
    fn build(history: &'h History, report: &mut Report) -> Index<'h> {
        let ops = &history.ops[..];
        let mut rows: HashMap<u64, Row> = HashMap::new();
        for (at, op) in ops.iter().enumerate() {
            if let OpKind::Insert { ids } = &op.kind {
                for id in ids {
                    if rows.contains_key(id) {
                        report.add(
                            ViolationKind::Malformed,
                            format!("id {id} inserted by more than one operation"),
                        );
                        continue;
                    }
                    rows.insert(
                        *id,
                        Row {
                            insert: at,
                            deletes: Vec::new(),
                        },
                    );
                }
            }
        }
        let mut predicates = Vec::new();
        for (at, op) in ops.iter().enumerate() {
            if op.outcome == Outcome::Fail {
                continue;
            }
            match &op.kind {
                OpKind::DeleteIds { ids } => {
                    for id in ids {
                        if let Some(row) = rows.get_mut(id) {
                            row.deletes.push(at);
                        }
                    }
                }
                OpKind::DeleteWhere { predicate } => predicates.push((at, *predicate)),
                _ => {}
            }
        }
        for (id, row) in rows.iter_mut() {
            for (at, p) in &predicates {
                if p.matches(*id) {
                    row.deletes.push(*at);
                }
            }
        }
        Index { ops, rows }
    }

    /// The log index of an acknowledged operation, where the server reported one.
    fn index_of(&self, at: usize) -> Option<u64> {
        let op = &self.ops[at];
        (op.outcome == Outcome::Ok)
            .then_some(op.log_index)
            .flatten()
    }

    fn order(&self, row: &Row, delete: usize) -> Order {
        // Both entries' places in the log are known: the delete masks the row exactly
        // when it comes later (DESIGN §2.2).
        if let (Some(i), Some(d)) = (self.index_of(row.insert), self.index_of(delete)) {
            return if i < d { Order::Masks } else { Order::Misses };
        }
        let (i, d) = (&self.ops[row.insert], &self.ops[delete]);
        if d.outcome == Outcome::Ok && d.complete_ns < i.invoke_ns {
            Order::Misses
        } else if i.outcome == Outcome::Ok
            && d.outcome == Outcome::Ok
            && i.complete_ns < d.invoke_ns
        {
            Order::Masks
        } else {
            Order::Undecided
        }
    }

    /// Whether the row may be masked by a delete invoked before `before_ns`.
    fn may_be_masked(&self, row: &Row, before_ns: u64) -> bool {
        row.deletes
            .iter()
            .any(|d| self.ops[*d].invoke_ns < before_ns && self.order(row, *d) != Order::Misses)
    }

    /// A delete acknowledged before `before_ns` that certainly masks the row.
    fn masked_by(&self, row: &Row, before_ns: u64) -> Option<usize> {
        row.deletes
            .iter()
            .copied()
            .find(|d| self.ops[*d].complete_ns < before_ns && self.order(row, *d) == Order::Masks)
    }

    /// Whether the row certainly exists (acknowledged) by `after_ns`.
    fn acknowledged_before(&self, row: &Row, after_ns: u64) -> bool {
        let i = &self.ops[row.insert];
        i.outcome == Outcome::Ok && i.complete_ns < after_ns
    }

    /// Why a returned id could not have been there, if it could not.
    fn unexpected(&self, id: u64, read_complete_ns: u64) -> Option<String> {
        match self.rows.get(&id) {
            None => Some(format!("id {id} was never inserted")),
            Some(row) => {
                let i = &self.ops[row.insert];
                if i.outcome == Outcome::Fail {
                    Some(format!("id {id} belongs to a failed insert"))
                } else if i.invoke_ns > read_complete_ns {
                    Some(format!(
                        "id {id} was inserted by an operation invoked after the read completed"
                    ))
                } else {
                    None
                }
            }
        }
    }

    fn describe(&self, at: usize) -> String {
        let op = &self.ops[at];
        format!(
            "{} #{at} via node {} [{}..{} ns, {:?}]",
            op_name(&op.kind),
            op.node,
            op.invoke_ns,
            op.complete_ns,
            op.outcome
        )
    }

    fn check_read(&self, at: usize, read: &Op, ids: &[u64], report: &mut Report) {
        let what = self.describe(at);
        let mut seen = BTreeSet::new();
        for id in ids {
            if !seen.insert(*id) {
                report.add(
                    ViolationKind::DuplicateRow,
                    format!("{what} returned id {id} twice"),
                );
            }
            if let Some(why) = self.unexpected(*id, read.complete_ns) {
                report.add(ViolationKind::UnexpectedRow, format!("{what}: {why}"));
            }
        }
        for (id, row) in &self.rows {
            let present = seen.contains(id);
            if present {
                if let Some(d) = self.masked_by(row, read.invoke_ns) {
                    report.add(
                        ViolationKind::StaleRead,
                        format!("{what} saw id {id}, deleted by {}", self.describe(d)),
                    );
                }
            } else if self.acknowledged_before(row, read.invoke_ns)
                && !self.may_be_masked(row, read.complete_ns)
            {
                report.add(
                    ViolationKind::StaleRead,
                    format!(
                        "{what} missed id {id}, acknowledged by {}",
                        self.describe(row.insert)
                    ),
                );
            }
        }
    }

    /// Whether the row is in the state after log index `at`, as far as the history
    /// tells, for a read that completed at `read_complete_ns`.
    fn seen_at(&self, row: &Row, at: u64, read_complete_ns: u64) -> Seen {
        let insert = &self.ops[row.insert];
        if insert.outcome == Outcome::Fail || insert.invoke_ns > read_complete_ns {
            return Seen::Absent;
        }
        let Some(written) = self.index_of(row.insert) else {
            return Seen::Either;
        };
        if written > at {
            return Seen::Absent;
        }
        let mut maybe_deleted = false;
        for d in &row.deletes {
            match self.index_of(*d) {
                Some(deleted) if written < deleted && deleted <= at => return Seen::Absent,
                Some(_) => {}
                // An entry proposed after the read completed comes after the state it
                // read; any other delete without an index may stand before it.
                None => maybe_deleted |= self.ops[*d].invoke_ns < read_complete_ns,
            }
        }
        if maybe_deleted {
            Seen::Either
        } else {
            Seen::Present
        }
    }

    fn check_read_at_index(&self, at: usize, read: &Op, ids: &[u64], report: &mut Report) {
        let Some(state) = read.log_index else {
            return;
        };
        let what = self.describe(at);
        let returned: BTreeSet<u64> = ids.iter().copied().collect();
        for (id, row) in &self.rows {
            match (self.seen_at(row, state, read.complete_ns), returned.contains(id)) {
                (Seen::Absent, true) => report.add(
                    ViolationKind::ReadAtIndex,
                    format!(
                        "{what} read the state at log index {state} and saw id {id}, which                          that state cannot hold ({})",
                        self.describe_row(row)
                    ),
                ),
                (Seen::Present, false) => report.add(
                    ViolationKind::ReadAtIndex,
                    format!(
                        "{what} read the state at log index {state} and missed id {id} ({})",
                        self.describe_row(row)
                    ),
                ),
                _ => {}
            }
        }
    }

    fn check_count_at_index(&self, at: usize, op: &Op, count: u64, report: &mut Report) {
        let Some(state) = op.log_index else {
            return;
        };
        let (mut low, mut high) = (0u64, 0u64);
        for row in self.rows.values() {
            match self.seen_at(row, state, op.complete_ns) {
                Seen::Present => {
                    low += 1;
                    high += 1;
                }
                Seen::Either => high += 1,
                Seen::Absent => {}
            }
        }
        if count < low || count > high {
            report.add(
                ViolationKind::ReadAtIndex,
                format!(
                    "{} counted {count} rows in the state at log index {state}; the history \
                     allows {low} to {high}",
                    self.describe(at)
                ),
            );
        }
    }

    /// A row's insert and deletes, with their log indexes, for a violation's message.
    fn describe_row(&self, row: &Row) -> String {
        let with_index = |at: usize| match self.ops[at].log_index {
            Some(i) => format!("{} at index {i}", self.describe(at)),
            None => self.describe(at),
        };
        let mut out = format!("inserted by {}", with_index(row.insert));
        for d in &row.deletes {
            out += &format!(", targeted by {}", with_index(*d));
        }
        out
    }

    fn check_count(&self, at: usize, op: &Op, count: u64, report: &mut Report) {
        let (mut low, mut high) = (0u64, 0u64);
        for row in self.rows.values() {
            let i = &self.ops[row.insert];
            if self.acknowledged_before(row, op.invoke_ns)
                && !self.may_be_masked(row, op.complete_ns)
            {
                low += 1;
            }
            if i.outcome != Outcome::Fail
                && i.invoke_ns < op.complete_ns
                && self.masked_by(row, op.invoke_ns).is_none()
            {
                high += 1;
            }
        }
        if count < low || count > high {
            report.add(
                ViolationKind::StaleRead,
                format!(
                    "{} counted {count} rows; the history allows {low} to {high}",
                    self.describe(at)
                ),
            );
        }
    }

    fn check_final(&self, state: &NodeState, report: &mut Report) {
        let node = state.node;
        let mut seen = BTreeSet::new();
        for id in &state.ids {
            if !seen.insert(*id) {
                report.add(
                    ViolationKind::DuplicateRow,
                    format!("node {node} holds id {id} twice after heal"),
                );
            }
            if let Some(why) = self.unexpected(*id, u64::MAX) {
                report.add(
                    ViolationKind::UnexpectedRow,
                    format!("node {node} after heal: {why}"),
                );
            }
        }
        for (id, row) in &self.rows {
            if seen.contains(id) {
                if let Some(d) = self.masked_by(row, u64::MAX) {
                    let kind = match self.ops[d].kind {
                        OpKind::DeleteWhere { .. } => ViolationKind::DeleteBoundary,
                        _ => ViolationKind::Resurrected,
                    };
                    report.add(
                        kind,
                        format!(
                            "node {node} holds id {id} after heal; {} was acknowledged before {} \
                             and deleted it",
                            self.describe(row.insert),
                            self.describe(d)
                        ),
                    );
                }
            } else if self.ops[row.insert].outcome == Outcome::Ok
                && !self.may_be_masked(row, u64::MAX)
            {
                let after = row.deletes.iter().copied().find(|d| {
                    matches!(self.ops[*d].kind, OpKind::DeleteWhere { .. })
                        && self.order(row, *d) == Order::Misses
                });
                match after {
                    Some(d) => report.add(
                        ViolationKind::DeleteBoundary,
                        format!(
                            "node {node} lost id {id}: {} completed before {} was invoked",
                            self.describe(d),
                            self.describe(row.insert)
                        ),
                    ),
                    None => report.add(
                        ViolationKind::LostInsert,
                        format!(
                            "node {node} lost id {id}, acknowledged by {}",
                            self.describe(row.insert)
                        ),
                    ),
                }
            }
        }
    }
}

/// After heal every node must hold the same rows, the same parts with the same mask
/// versions, and see no digest mismatch.
fn check_convergence(index: &Index<'_>, finals: &[NodeState], report: &mut Report) {
    for state in finals {
        if state.digest_mismatches > 0 {
            report.add(
                ViolationKind::Divergence,
                format!(
                    "node {} reports {} mask digest mismatches after heal",
                    state.node, state.digest_mismatches
                ),
            );
        }
    }
    let Some(first) = finals.first() else {
        return;
    };
    let sets: Vec<BTreeSet<u64>> = finals
        .iter()
        .map(|s| s.ids.iter().copied().collect())
        .collect();
    let all: BTreeSet<u64> = sets.iter().flatten().copied().collect();
    for id in all {
        let holders: Vec<u64> = finals
            .iter()
            .zip(&sets)
            .filter(|(_, set)| set.contains(&id))
            .map(|(s, _)| s.node)
            .collect();
        if holders.len() == finals.len() {
            continue;
        }
        let concurrent_predicate = index.rows.get(&id).and_then(|row| {
            row.deletes.iter().copied().find(|d| {
                matches!(index.ops[*d].kind, OpKind::DeleteWhere { .. })
                    && index.order(row, *d) == Order::Undecided
            })
        });
        match concurrent_predicate {
            Some(d) => report.add(
                ViolationKind::DeleteBoundary,
                format!(
                    "id {id}, concurrent with {}, is visible on nodes {holders:?} only",
                    index.describe(d)
                ),
            ),
            None => report.add(
                ViolationKind::Divergence,
                format!("id {id} is held by nodes {holders:?} only after heal"),
            ),
        }
    }
    for state in &finals[1..] {
        if state.parts != first.parts {
            report.add(
                ViolationKind::Divergence,
                format!(
                    "node {} parts after heal:\n{}\ndiffer from node {}'s:\n{}",
                    state.node, state.parts, first.node, first.parts
                ),
            );
        }
    }
}

/// Operations acknowledged one after the other stand in the log in that order: a
/// write after a write gets a higher index; a read after a write sees at least that
/// write's index (reads are linearizable); a write after a read gets a higher index
/// than the state the read saw, and a read after a read sees no older state (reads
/// never go back, DESIGN §2.4).
fn check_log_order(ops: &[Op], report: &mut Report) {
    let placed: Vec<(usize, &Op, u64, bool)> = ops
        .iter()
        .enumerate()
        .filter(|(_, op)| op.outcome == Outcome::Ok)
        .filter_map(|(at, op)| op.log_index.map(|i| (at, op, i, op.kind.is_read())))
        .collect();
    let mut by_complete = placed.clone();
    by_complete.sort_by_key(|(_, op, _, _)| op.complete_ns);
    // highest[k]: the operation with the highest index among the first k to complete.
    let mut highest: Vec<Option<(usize, u64)>> = vec![None];
    for (at, _, index, _) in &by_complete {
        let last = *highest.last().expect("starts with one");
        highest.push(match last {
            Some((_, i)) if i >= *index => last,
            _ => Some((*at, *index)),
        });
    }
    for (b_at, b, b_index, b_read) in &placed {
        // Of the operations acknowledged before b was invoked, the one latest in the log.
        let before = by_complete.partition_point(|(_, a, _, _)| a.complete_ns < b.invoke_ns);
        let Some((a_at, a_index)) = highest[before] else {
            continue;
        };
        let ordered = if *b_read {
            a_index <= *b_index
        } else {
            a_index < *b_index
        };
        if !ordered {
            report.add(
                ViolationKind::LogOrder,
                format!(
                    "operation #{a_at} (log index {a_index}) completed before operation \
                     #{b_at} (log index {b_index}) was invoked"
                ),
            );
        }
    }
}

mod kv;

#[cfg(test)]
mod tests;
