//! A latency histogram with fixed buckets, updated without locks, in the shape
//! Prometheus exposes (`_bucket`, `_sum`, `_count`).

use std::{
    sync::atomic::{AtomicU64, Ordering},
    time::Duration,
};

/// Upper bounds of the buckets, seconds.
pub const LATENCY_BUCKETS: [f64; 10] = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1.0, 5.0, 30.0];

#[derive(Debug, Default)]
pub struct Latency {
    /// Observations at most `LATENCY_BUCKETS[i]` and above the bucket before (not
    /// cumulative; summed when read).
    buckets: [AtomicU64; LATENCY_BUCKETS.len()],
    count: AtomicU64,
    sum_micros: AtomicU64,
}

/// What a [`Latency`] held when it was read.
#[derive(Clone, Debug, PartialEq)]
pub struct LatencyTotals {
    /// `(upper bound in seconds, observations at most that)`, cumulative.
    pub buckets: Vec<(f64, u64)>,
    pub count: u64,
    pub sum_seconds: f64,
}

impl Latency {
    pub fn observe(&self, elapsed: Duration) {
        let seconds = elapsed.as_secs_f64();
        if let Some(b) = LATENCY_BUCKETS.iter().position(|le| seconds <= *le) {
            self.buckets[b].fetch_add(1, Ordering::Relaxed);
        }
        self.count.fetch_add(1, Ordering::Relaxed);
        self.sum_micros
            .fetch_add(elapsed.as_micros() as u64, Ordering::Relaxed);
    }

    pub fn totals(&self) -> LatencyTotals {
        let mut cumulative = 0;
        let buckets = LATENCY_BUCKETS
            .iter()
            .zip(&self.buckets)
            .map(|(le, n)| {
                cumulative += n.load(Ordering::Relaxed);
                (*le, cumulative)
            })
            .collect();
        LatencyTotals {
            buckets,
            count: self.count.load(Ordering::Relaxed),
            sum_seconds: self.sum_micros.load(Ordering::Relaxed) as f64 / 1e6,
        }
    }
}

/// How long this node's linearizable reads waited before they ran (DESIGN §2.4).
#[derive(Debug, Default)]
pub struct ReadWaits {
    /// For the leader to confirm a read index (on the leader itself, a round of
    /// heartbeats; on a follower, that plus the call to the leader).
    pub index: Latency,
    /// For this replica to apply up to that index.
    pub apply: Latency,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets_are_cumulative_and_the_sum_is_kept() {
        let l = Latency::default();
        l.observe(Duration::from_micros(500));
        l.observe(Duration::from_millis(7));
        l.observe(Duration::from_secs(60));
        let t = l.totals();
        assert_eq!(t.count, 3);
        assert_eq!(t.buckets[0], (0.001, 1));
        assert_eq!(t.buckets[1], (0.005, 1));
        assert_eq!(t.buckets[2], (0.01, 2));
        assert_eq!(t.buckets.last().unwrap().1, 2, "60 s is above every bound");
        assert!((t.sum_seconds - 60.0075).abs() < 1e-9);
    }
}
