//! The wall clock every layer reads for values that end up in the log or on disk
//! (staged part ids, a DELETE's creation time, snapshot file names).
//!
//! It is `SystemTime::now()`, unless the calling thread installed another source with
//! [`set_thread_source`]: the deterministic simulation runs a whole cluster on one
//! thread under a simulated clock, and makes these values follow that clock so that a
//! run replays byte for byte from its seed. Production never installs one.

use std::{
    cell::Cell,
    time::{Duration, SystemTime, UNIX_EPOCH},
};

thread_local! {
    static SOURCE: Cell<Option<fn() -> Duration>> = const { Cell::new(None) };
}

/// Makes [`since_epoch`] on this thread return `source()` (`None`: the system clock).
pub fn set_thread_source(source: Option<fn() -> Duration>) {
    SOURCE.with(|s| s.set(source));
}

/// Time since the Unix epoch.
pub fn since_epoch() -> Duration {
    match SOURCE.with(Cell::get) {
        Some(source) => source(),
        None => SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default(),
    }
}

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> u64 {
    since_epoch().as_millis() as u64
}

/// Nanoseconds since the Unix epoch.
pub fn now_nanos() -> u128 {
    since_epoch().as_nanos()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixed() -> Duration {
        Duration::from_millis(42)
    }

    #[test]
    fn a_thread_source_replaces_the_system_clock_on_that_thread_only() {
        assert!(now_ms() > 1_600_000_000_000);
        set_thread_source(Some(fixed));
        assert_eq!(now_ms(), 42);
        let other = std::thread::spawn(now_ms).join().unwrap();
        assert!(other > 1_600_000_000_000);
        set_thread_source(None);
        assert!(now_ms() > 1_600_000_000_000);
    }
}
