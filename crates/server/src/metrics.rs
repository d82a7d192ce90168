//! `GET /metrics` in Prometheus text format: statements by kind and outcome with latency
//! histograms, rows and bytes read and written (the queries' own counters, as in their
//! `X-ClickHouse-Summary`), parts and masks per table, merges queued and running, the
//! node's Raft term and log indexes, whether its apply is stalled, and its durable
//! metadata flushes.

use std::{
    fmt::Write,
    sync::atomic::{AtomicU64, Ordering},
    time::Duration,
};

use maskhouse_cluster::{Latency, LatencyTotals, Node};
use maskhouse_sql::{ProgressValues, StatementKind};

/// Counters shared by every request of a node.
#[derive(Default)]
pub struct Metrics {
    /// By kind, then ok (0) or error (1).
    statements: [[AtomicU64; 2]; StatementKind::ALL.len()],
    latency: [Latency; StatementKind::ALL.len()],
    /// The same counters as each query's `X-ClickHouse-Summary`, summed.
    read_rows: AtomicU64,
    read_bytes: AtomicU64,
    written_rows: AtomicU64,
    written_bytes: AtomicU64,
}

fn slot(kind: StatementKind) -> usize {
    StatementKind::ALL
        .iter()
        .position(|k| *k == kind)
        .expect("every kind is listed")
}

impl Metrics {
    pub fn observe(
        &self,
        kind: StatementKind,
        ok: bool,
        elapsed: Duration,
        progress: &ProgressValues,
    ) {
        self.read_rows
            .fetch_add(progress.read_rows, Ordering::Relaxed);
        self.read_bytes
            .fetch_add(progress.read_bytes, Ordering::Relaxed);
        self.written_rows
            .fetch_add(progress.written_rows, Ordering::Relaxed);
        self.written_bytes
            .fetch_add(progress.written_bytes, Ordering::Relaxed);
        let i = slot(kind);
        self.statements[i][usize::from(!ok)].fetch_add(1, Ordering::Relaxed);
        self.latency[i].observe(elapsed);
    }

    /// The exposition text.
    pub fn render(&self, node: &Node) -> String {
        let mut out = String::new();
        let w = &mut out;
        let _ = writeln!(
            w,
            "# HELP maskhouse_statements_total Statements answered, by kind and outcome."
        );
        let _ = writeln!(w, "# TYPE maskhouse_statements_total counter");
        for kind in StatementKind::ALL {
            for (o, outcome) in ["ok", "error"].iter().enumerate() {
                let n = self.statements[slot(kind)][o].load(Ordering::Relaxed);
                let _ = writeln!(
                    w,
                    "maskhouse_statements_total{{kind=\"{}\",outcome=\"{outcome}\"}} {n}",
                    kind.name()
                );
            }
        }
        let _ = writeln!(
            w,
            "# HELP maskhouse_statement_duration_seconds Time to answer a statement, by kind."
        );
        let _ = writeln!(w, "# TYPE maskhouse_statement_duration_seconds histogram");
        for kind in StatementKind::ALL {
            let labels = format!("kind=\"{}\"", kind.name());
            histogram(
                w,
                "maskhouse_statement_duration_seconds",
                &labels,
                &self.latency[slot(kind)].totals(),
            );
        }
        let waits = node.read_waits();
        let _ = writeln!(
            w,
            "# HELP maskhouse_read_wait_seconds How long linearizable reads waited before they ran: for the leader to confirm a read index (phase=\"index\"), then for this replica to apply up to it (phase=\"apply\")."
        );
        let _ = writeln!(w, "# TYPE maskhouse_read_wait_seconds histogram");
        for (phase, latency) in [("index", &waits.index), ("apply", &waits.apply)] {
            histogram(
                w,
                "maskhouse_read_wait_seconds",
                &format!("phase=\"{phase}\""),
                &latency.totals(),
            );
        }
        let _ = writeln!(
            w,
            "# HELP maskhouse_apply_seconds How long each committed entry took to apply on this replica, fetches of its parts included."
        );
        let _ = writeln!(w, "# TYPE maskhouse_apply_seconds histogram");
        histogram(
            w,
            "maskhouse_apply_seconds",
            "",
            &node.apply_durations().totals(),
        );
        let flushes = node.store().meta_flush().counts();
        let _ = writeln!(
            w,
            "# HELP maskhouse_meta_flushes_total Durable flushes of the metadata database (Raft log, vote, catalog): asked for by a write that waits for one (what=\"requested\"), and run (what=\"run\"; callers that wait together share one)."
        );
        let _ = writeln!(w, "# TYPE maskhouse_meta_flushes_total counter");
        for (what, n) in [("requested", flushes.requested), ("run", flushes.run)] {
            let _ = writeln!(w, "maskhouse_meta_flushes_total{{what=\"{what}\"}} {n}");
        }
        for (name, help, counter) in [
            (
                "maskhouse_read_rows_total",
                "Rows the table scans of queries returned (masks applied).",
                &self.read_rows,
            ),
            (
                "maskhouse_read_bytes_total",
                "Uncompressed bytes of those rows.",
                &self.read_bytes,
            ),
            (
                "maskhouse_written_rows_total",
                "Rows inserted.",
                &self.written_rows,
            ),
            (
                "maskhouse_written_bytes_total",
                "Uncompressed bytes of the rows inserted.",
                &self.written_bytes,
            ),
        ] {
            let _ = writeln!(w, "# HELP {name} {help}");
            let _ = writeln!(w, "# TYPE {name} counter");
            let _ = writeln!(w, "{name} {}", counter.load(Ordering::Relaxed));
        }
        let group = node.group_commit_stats();
        for (name, help, counter) in [
            (
                "maskhouse_group_commit_entries_total",
                "Log entries this node, as leader, committed holding more than one statement (group commit).",
                &group.groups,
            ),
            (
                "maskhouse_group_commit_statements_total",
                "Statements those entries held.",
                &group.grouped,
            ),
            (
                "maskhouse_group_commit_alone_total",
                "DELETEs, UPDATEs and small INSERTs this node, as leader, committed in an entry of their own.",
                &group.alone,
            ),
        ] {
            let _ = writeln!(w, "# HELP {name} {help}");
            let _ = writeln!(w, "# TYPE {name} counter");
            let _ = writeln!(w, "{name} {}", counter.load(Ordering::Relaxed));
        }
        let (hits, misses) = node.store().scan_columns().hits_and_misses();
        for (name, help, value) in [
            (
                "maskhouse_scan_cache_hits_total",
                "Columns of row groups scans found decoded in the scan cache.",
                hits,
            ),
            (
                "maskhouse_scan_cache_misses_total",
                "Columns of row groups scans decoded from the part file.",
                misses,
            ),
        ] {
            let _ = writeln!(w, "# HELP {name} {help}");
            let _ = writeln!(w, "# TYPE {name} counter");
            let _ = writeln!(w, "{name} {value}");
        }
        render_store(w, node);
        out
    }
}

/// The sample lines of one histogram series (its HELP and TYPE are the caller's).
fn histogram(w: &mut String, name: &str, labels: &str, totals: &LatencyTotals) {
    let (prefix, braces) = if labels.is_empty() {
        (String::new(), String::new())
    } else {
        (format!("{labels},"), format!("{{{labels}}}"))
    };
    for (le, n) in &totals.buckets {
        let _ = writeln!(w, "{name}_bucket{{{prefix}le=\"{le}\"}} {n}");
    }
    let _ = writeln!(w, "{name}_bucket{{{prefix}le=\"+Inf\"}} {}", totals.count);
    let _ = writeln!(w, "{name}_sum{braces} {}", totals.sum_seconds);
    let _ = writeln!(w, "{name}_count{braces} {}", totals.count);
}

fn gauge(w: &mut String, name: &str, help: &str, values: &[(String, f64)]) {
    let _ = writeln!(w, "# HELP {name} {help}");
    let _ = writeln!(w, "# TYPE {name} gauge");
    for (labels, v) in values {
        if labels.is_empty() {
            let _ = writeln!(w, "{name} {v}");
        } else {
            let _ = writeln!(w, "{name}{{{labels}}} {v}");
        }
    }
}

fn render_store(w: &mut String, node: &Node) {
    let catalog = node.store().snapshot();
    let per_table = |f: &dyn Fn(&maskhouse_store::TableState) -> f64| -> Vec<(String, f64)> {
        catalog
            .tables
            .iter()
            .map(|(t, s)| (format!("table=\"{t}\""), f(s)))
            .collect()
    };
    gauge(
        w,
        "maskhouse_parts",
        "Active parts.",
        &per_table(&|s| s.parts.len() as f64),
    );
    gauge(
        w,
        "maskhouse_part_bytes",
        "Bytes of active parts on disk.",
        &per_table(&|s| s.parts.values().map(|p| p.meta.bytes).sum::<u64>() as f64),
    );
    gauge(
        w,
        "maskhouse_rows",
        "Rows in active parts, deleted ones included.",
        &per_table(&|s| s.parts.values().map(|p| p.meta.rows).sum::<u64>() as f64),
    );
    gauge(
        w,
        "maskhouse_deleted_rows",
        "Rows of active parts that masks delete.",
        &per_table(&|s| s.parts.values().map(|p| p.mask.len()).sum::<u64>() as f64),
    );
    gauge(
        w,
        "maskhouse_masks",
        "Mask versions of active parts.",
        &per_table(&|s| s.parts.values().map(|p| p.masks.len()).sum::<usize>() as f64),
    );
    gauge(
        w,
        "maskhouse_merges_pending",
        "Merges scheduled in the log and not yet committed.",
        &per_table(&|s| s.pending.len() as f64),
    );
    let (queued, running) = node.store().merge_counts();
    gauge(
        w,
        "maskhouse_merges_queued",
        "Merges waiting for this node's merge worker.",
        &[(String::new(), queued as f64)],
    );
    gauge(
        w,
        "maskhouse_merges_running",
        "Merges this node is building.",
        &[(String::new(), running as f64)],
    );
    gauge(
        w,
        "maskhouse_key_filter_bytes",
        "Bytes the key filters of active parts take on this node.",
        &[(String::new(), node.store().key_filter_bytes() as f64)],
    );
    gauge(
        w,
        "maskhouse_scan_cache_bytes",
        "Bytes of decoded columns this node keeps for scans (at most scan_cache_bytes).",
        &[(String::new(), node.store().scan_columns().bytes() as f64)],
    );
    gauge(
        w,
        "maskhouse_decoded_key_groups_bytes",
        "Bytes of decoded row groups this node keeps for lookups by key.",
        &[(String::new(), node.store().decoded_groups_bytes() as f64)],
    );
    let s = node.local_status_with(false);
    gauge(
        w,
        "maskhouse_raft_term",
        "Current Raft term.",
        &[(String::new(), s.term as f64)],
    );
    gauge(
        w,
        "maskhouse_raft_is_leader",
        "1 on the leader.",
        &[(String::new(), f64::from(u8::from(s.leader == Some(s.id))))],
    );
    gauge(
        w,
        "maskhouse_raft_last_log_index",
        "Last index in this node's log.",
        &[(String::new(), s.last_log_index as f64)],
    );
    gauge(
        w,
        "maskhouse_raft_committed_index",
        "Last index known committed.",
        &[(String::new(), s.committed_index as f64)],
    );
    gauge(
        w,
        "maskhouse_raft_applied_index",
        "Last index applied here.",
        &[(String::new(), s.applied_index as f64)],
    );
    gauge(
        w,
        "maskhouse_apply_stalled",
        "1 while apply has been held on one committed entry for apply_stall_ms or longer.",
        &[(String::new(), f64::from(u8::from(s.stall.is_some())))],
    );
    gauge(
        w,
        "maskhouse_apply_stalled_seconds",
        "How long that entry has held apply; 0 when not stalled.",
        &[(
            String::new(),
            s.stall.map_or(0.0, |st| st.for_ms as f64 / 1000.0),
        )],
    );
}
