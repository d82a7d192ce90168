//! The checks over a [`History`]. Every operation took effect at one instant between
//! its invoke and complete times (an operation with an unknown outcome at any instant
//! after its invoke, or never), so an insert `I` and a delete `D` are ordered for sure
//! only when one completed before the other was invoked; otherwise each replica must
//! still decide them the same way.

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
    /// Log indexes the server reported contradict real-time order.
    LogOrder,
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
            OpKind::Read { ids: Some(ids) } => index.check_read(at, op, ids, &mut report),
            OpKind::Count { count: Some(n) } => index.check_count(at, op, *n, &mut report),
            _ => {}
        }
    }
    for state in &history.finals {
        index.check_final(state, &mut report);
    }
    check_convergence(&index, &history.finals, &mut report);
    check_log_order(&history.ops, &mut report);
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

    fn order(&self, row: &Row, delete: usize) -> Order {
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

/// Writes acknowledged one after the other must carry increasing log indexes.
fn check_log_order(ops: &[Op], report: &mut Report) {
    let writes: Vec<(usize, &Op, u64)> = ops
        .iter()
        .enumerate()
        .filter(|(_, op)| op.outcome == Outcome::Ok)
        .filter(|(_, op)| !matches!(op.kind, OpKind::Read { .. } | OpKind::Count { .. }))
        .filter_map(|(at, op)| op.log_index.map(|i| (at, op, i)))
        .collect();
    for (a_at, a, a_index) in &writes {
        for (b_at, b, b_index) in &writes {
            if a.complete_ns < b.invoke_ns && a_index >= b_index {
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
}

#[cfg(test)]
mod tests;
