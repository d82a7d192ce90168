//! One durable flush of the metadata database for every caller that waits at the same
//! time.
//!
//! The Raft log, the vote and the store's applied entries live in one sled database, and
//! each waits for a flush made durable ([`MetaSync`]) before it is acknowledged (DESIGN
//! §2.3). A flush flushes the whole database, so callers that arrive while one runs need
//! only the next one: a follower appending the entries after the ones it is applying
//! waits for the same flush as that apply. Each flush writes and syncs sled's log once,
//! whatever the number of callers it serves.
//!
//! A caller is served only by a flush that began after it called: whatever it wrote
//! before calling is in that flush. Callers that arrive while a flush runs wait for the
//! next, which one of them runs for all.
//!
//! A failed flush is never retried as if nothing had happened: after a failed fsync the
//! kernel may have dropped the pages it could not write and report the next fsync as a
//! success. So once a flush fails, every later one fails with its error, and the
//! process (which stops on such an error) recovers from its disk when started again.

use std::{
    io,
    sync::{Arc, Condvar, Mutex},
};

use crate::MetaSync;

/// Group flushes of one sled database, made durable by its [`MetaSync`] when it has one.
pub struct MetaFlush {
    db: sled::Tree,
    sync: Option<Arc<MetaSync>>,
    rounds: Rounds,
}

impl MetaFlush {
    /// Flushes of the database `tree` belongs to (a flush covers all its trees).
    pub fn new(tree: sled::Tree, sync: Option<Arc<MetaSync>>) -> MetaFlush {
        MetaFlush {
            db: tree,
            sync,
            rounds: Rounds::default(),
        }
    }

    /// Returns once everything written to the database before this call is durable: a
    /// flush that began after the call has returned, and its sync. An error means it may
    /// not be, and nothing that waited for it may be acknowledged; every later flush
    /// of this database fails too (see the module's comment).
    pub fn flush(&self) -> io::Result<()> {
        self.rounds.run(|| {
            let mark = self.sync.as_ref().map(|s| s.mark());
            self.db.flush().map_err(io::Error::other)?;
            if let (Some(sync), Some(mark)) = (&self.sync, mark) {
                sync.sync(mark)?;
            }
            Ok(())
        })
    }

    /// Flushes asked for, and flushes run, since the database opened.
    pub fn counts(&self) -> FlushCounts {
        let state = self.rounds.state.lock().expect("not poisoned");
        FlushCounts {
            requested: state.requested,
            run: state.started,
        }
    }
}

/// How many flushes callers asked for, and how many ran for them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FlushCounts {
    pub requested: u64,
    pub run: u64,
}

/// The rounds of a group flush: which has begun, which has ended, which failed.
#[derive(Default)]
struct Rounds {
    state: Mutex<RoundState>,
    ended: Condvar,
}

#[derive(Default)]
struct RoundState {
    requested: u64,
    /// Rounds begun; round `n` is the `n`-th (from 1).
    started: u64,
    /// The last round that has ended.
    finished: u64,
    running: bool,
    /// The first round that failed, with its error: every later caller fails too.
    failed: Option<(u64, io::ErrorKind, String)>,
}

impl Rounds {
    /// Runs `flush` in a round that begins after this call, or waits for the round
    /// another caller runs, and answers as that round did. Once a round has failed,
    /// every caller it served and every later caller fail with its error, and no round
    /// runs again.
    fn run(&self, flush: impl FnOnce() -> io::Result<()>) -> io::Result<()> {
        let mut state = self.state.lock().expect("not poisoned");
        state.requested += 1;
        // A round running now may have begun before our writes: the next one serves us.
        let need = state.started + 1;
        let mut flush = Some(flush);
        loop {
            if let Some((round, kind, message)) = &state.failed {
                // Every round before the failed one succeeded, and none runs after it.
                return match need.cmp(round) {
                    std::cmp::Ordering::Less => Ok(()),
                    std::cmp::Ordering::Equal => Err(io::Error::new(*kind, message.clone())),
                    std::cmp::Ordering::Greater => Err(io::Error::new(
                        *kind,
                        format!("an earlier flush of the metadata failed: {message}"),
                    )),
                };
            }
            if state.finished >= need {
                return Ok(());
            }
            if !state.running {
                state.running = true;
                state.started += 1;
                let round = state.started;
                drop(state);
                let flush = flush.take().expect("a caller runs at most one round");
                // A panicking flush must not leave the others waiting for good.
                let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(flush))
                    .unwrap_or_else(|_| Err(io::Error::other("the flush panicked")));
                state = self.state.lock().expect("not poisoned");
                state.running = false;
                state.finished = round;
                if let Err(e) = &outcome {
                    state.failed.get_or_insert((round, e.kind(), e.to_string()));
                }
                self.ended.notify_all();
                // Our round began after the call, so it served us.
                debug_assert!(round >= need);
                return outcome;
            }
            state = self.ended.wait(state).expect("not poisoned");
        }
    }
}

#[cfg(test)]
mod tests {
    use std::{
        sync::atomic::{AtomicU64, Ordering},
        time::Duration,
    };

    use super::*;

    /// Guards DESIGN §2.3 (nothing is acknowledged before it is durable): every caller
    /// returns only after a round that began after its write, however callers overlap
    /// with running rounds; and callers that wait together share a round.
    #[test]
    fn each_caller_is_served_by_a_round_that_began_after_its_write() {
        let rounds = Arc::new(Rounds::default());
        let written = Arc::new(AtomicU64::new(0));
        let durable = Arc::new(AtomicU64::new(0));
        let callers: Vec<_> = (0..16)
            .map(|i| {
                let (rounds, written, durable) = (rounds.clone(), written.clone(), durable.clone());
                std::thread::spawn(move || {
                    for _ in 0..20 {
                        std::thread::sleep(Duration::from_micros(100 * (i % 4)));
                        let mine = written.fetch_add(1, Ordering::SeqCst) + 1;
                        rounds
                            .run(|| {
                                // What the round covers: every write made before it began.
                                let covered = written.load(Ordering::SeqCst);
                                std::thread::sleep(Duration::from_millis(2));
                                durable.fetch_max(covered, Ordering::SeqCst);
                                Ok(())
                            })
                            .unwrap();
                        let now = durable.load(Ordering::SeqCst);
                        assert!(now >= mine, "write {mine} answered with {now} durable");
                    }
                })
            })
            .collect();
        for c in callers {
            c.join().unwrap();
        }
        let state = rounds.state.lock().unwrap();
        assert_eq!(state.requested, 320);
        assert!(
            state.started < state.requested / 2,
            "{} rounds for {} callers",
            state.started,
            state.requested
        );
    }

    /// Guards DESIGN §2.3: a failed round fails every caller it served, and every later
    /// caller without running another round (a sync that failed is never retried as
    /// if what it lost were safe). Callers served by an earlier round that succeeded
    /// keep their answer.
    #[test]
    fn a_failed_round_fails_its_callers_and_every_later_one() {
        let rounds = Arc::new(Rounds::default());
        let (entered_tx, entered_rx) = std::sync::mpsc::channel();
        let (release_tx, release_rx) = std::sync::mpsc::channel::<()>();
        let first = {
            let rounds = rounds.clone();
            std::thread::spawn(move || {
                rounds.run(|| {
                    entered_tx.send(()).unwrap();
                    release_rx.recv().unwrap();
                    Ok(())
                })
            })
        };
        entered_rx.recv().unwrap();
        // Both arrive while round 1 runs: round 2 serves them, and it fails.
        let waiters: Vec<_> = (0..2)
            .map(|_| {
                let rounds = rounds.clone();
                std::thread::spawn(move || {
                    rounds.run(|| Err(io::Error::new(io::ErrorKind::StorageFull, "disk full")))
                })
            })
            .collect();
        while rounds.state.lock().unwrap().requested < 3 {
            std::thread::sleep(Duration::from_millis(1));
        }
        release_tx.send(()).unwrap();
        assert!(first.join().unwrap().is_ok());
        for w in waiters {
            let e = w.join().unwrap().unwrap_err();
            assert_eq!(e.kind(), io::ErrorKind::StorageFull);
        }
        assert_eq!(rounds.state.lock().unwrap().started, 2);
        let later = rounds
            .run(|| panic!("no round runs after a failed one"))
            .unwrap_err();
        assert_eq!(later.kind(), io::ErrorKind::StorageFull);
        assert!(later.to_string().contains("disk full"), "{later}");
        assert_eq!(rounds.state.lock().unwrap().started, 2);
    }
}
