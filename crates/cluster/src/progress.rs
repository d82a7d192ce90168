//! Whether this replica's apply moves. DESIGN §2.8 lets only the disk or a corrupt file
//! stop a replica, and then it must say so: an entry whose apply has not finished for
//! longer than the stall threshold (a fetch no peer answers, a merge never built, a
//! failed apply that stopped the state machine) marks the replica `stalled` in
//! `system.replicas` and `/metrics`, with the time since when.

use std::{sync::Mutex, time::Duration};

use tokio::time::Instant;

use crate::latency::Latency;

/// The entry apply works on now, shared by the state machine and the status readers.
#[derive(Debug, Default)]
pub(crate) struct ApplyProgress {
    working: Mutex<Option<Working>>,
    /// How long each entry applied here took, fetches of its files included.
    pub(crate) durations: Latency,
}

#[derive(Clone, Copy, Debug)]
struct Working {
    index: u64,
    since: Instant,
    /// Wall-clock time of `since`, milliseconds since the Unix epoch, for reports.
    since_ms: u64,
}

/// Apply held on one entry for longer than the threshold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Stall {
    /// The committed entry apply has not finished.
    pub index: u64,
    /// Since when, milliseconds since the Unix epoch.
    pub since_ms: u64,
    /// For how long, milliseconds.
    pub for_ms: u64,
}

impl ApplyProgress {
    /// Apply starts on the committed entry `index` (or a snapshot up to `index`).
    pub fn begin(&self, index: u64) {
        *self.working.lock().expect("not poisoned") = Some(Working {
            index,
            since: Instant::now(),
            since_ms: maskhouse_types::clock::now_ms(),
        });
    }

    /// The entry begun last is applied. An apply that fails never gets here: its
    /// replica has stopped applying, and stays reported as stalled.
    pub fn done(&self) {
        let working = self.working.lock().expect("not poisoned").take();
        if let Some(w) = working {
            self.durations.observe(w.since.elapsed());
        }
    }

    /// The stall, when apply has been held on one entry for `threshold` or longer.
    pub fn stall(&self, threshold: Duration) -> Option<Stall> {
        let working = (*self.working.lock().expect("not poisoned"))?;
        let held = working.since.elapsed();
        (held >= threshold).then_some(Stall {
            index: working.index,
            since_ms: working.since_ms,
            for_ms: held.as_millis() as u64,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Guards DESIGN §2.8: an entry held past the threshold is a stall, reported until
    /// that entry is applied; a quick one, or an idle replica, is none.
    #[test]
    fn an_entry_held_past_the_threshold_is_a_stall() {
        let p = ApplyProgress::default();
        let threshold = Duration::from_millis(200);
        assert_eq!(p.stall(threshold), None, "idle");
        p.begin(7);
        assert_eq!(p.stall(threshold), None, "within the threshold");
        // The time passing is what is tested.
        std::thread::sleep(Duration::from_millis(250));
        let stall = p.stall(threshold).expect("stalled");
        assert_eq!(stall.index, 7);
        assert!(stall.for_ms >= 200);
        assert!(stall.since_ms <= maskhouse_types::clock::now_ms());
        p.done();
        assert_eq!(p.stall(threshold), None, "applied at last");
        let applied = p.durations.totals();
        assert_eq!(applied.count, 1, "the entry's apply time is counted");
        assert!(applied.sum_seconds >= 0.2);
        p.begin(8);
        assert_eq!(p.stall(threshold), None, "the next entry starts afresh");
    }
}
