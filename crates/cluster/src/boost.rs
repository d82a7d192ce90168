//! Priority inheritance for reads that wait (DESIGN §2.4). A linearizable read waits
//! for the leader's read index and then for this replica to apply up to it; on a
//! machine the replicas share, the threads that receive, log and apply those entries
//! compete with the other replicas' threads at the same priority, so a read at a high
//! priority (`query_nice`) would still wait as long as the busiest of them. While at
//! least one read waits here, the node's runtime threads (the ones registered with
//! [`ThreadBoost::register_current`]) run at the reads' nice value; when the last read
//! stops waiting they go back to their own.

use std::sync::{Arc, Mutex};

use rustix::process::{getpriority_process, setpriority_process, Pid};

/// The runtime threads a waiting read raises, and how many reads wait.
#[derive(Debug)]
pub struct ThreadBoost {
    nice: i32,
    state: Mutex<State>,
}

#[derive(Debug, Default)]
struct State {
    /// Each registered thread and its own nice value.
    threads: Vec<(Pid, i32)>,
    waiting: usize,
}

/// One waiting read; the boost ends with the last one dropped.
pub struct Boosted(Arc<ThreadBoost>);

impl ThreadBoost {
    /// Raises registered threads to `nice` while reads wait. Raising a priority needs
    /// privilege; without it the threads keep their own.
    pub fn new(nice: i32) -> Arc<Self> {
        Arc::new(ThreadBoost {
            nice,
            state: Mutex::default(),
        })
    }

    /// Registers the calling thread (a runtime's `on_thread_start`); it starts raised
    /// if reads wait now.
    pub fn register_current(&self) {
        let tid = rustix::thread::gettid();
        let Ok(own) = getpriority_process(Some(tid)) else {
            return;
        };
        let mut state = self.state.lock().expect("not poisoned");
        state.threads.push((tid, own));
        if state.waiting > 0 {
            self.raise(tid, own);
        }
    }

    /// Forgets the calling thread (a runtime's `on_thread_stop`).
    pub fn unregister_current(&self) {
        let tid = rustix::thread::gettid();
        let mut state = self.state.lock().expect("not poisoned");
        if let Some(at) = state.threads.iter().position(|(t, _)| *t == tid) {
            let (_, own) = state.threads.swap_remove(at);
            let _ = setpriority_process(Some(tid), own);
        }
    }

    /// Counts one waiting read until the guard is dropped; the first raises every
    /// registered thread.
    pub fn hold(self: &Arc<Self>) -> Boosted {
        let mut state = self.state.lock().expect("not poisoned");
        state.waiting += 1;
        if state.waiting == 1 {
            for &(tid, own) in &state.threads {
                self.raise(tid, own);
            }
        }
        Boosted(self.clone())
    }

    /// Raises `tid` unless it is already higher, or lowered on purpose (background
    /// work at a lower priority than its own keeps it).
    fn raise(&self, tid: Pid, own: i32) {
        if self.nice >= own {
            return;
        }
        if getpriority_process(Some(tid)) == Ok(own) {
            let _ = setpriority_process(Some(tid), self.nice);
        }
    }
}

impl Drop for Boosted {
    fn drop(&mut self) {
        let boost = &self.0;
        let mut state = boost.state.lock().expect("not poisoned");
        state.waiting -= 1;
        if state.waiting == 0 {
            for &(tid, own) in &state.threads {
                // Only what the boost raised goes back: a thread raised for its own
                // work in the meantime (a waited-for apply) keeps that.
                if getpriority_process(Some(tid)) == Ok(boost.nice) {
                    let _ = setpriority_process(Some(tid), own);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nice_of(tid: Pid) -> i32 {
        getpriority_process(Some(tid)).unwrap()
    }

    /// Guards DESIGN §2.4's reads on any node: the threads a waiting read depends on
    /// are raised while any read waits and put back when the last stops waiting; a
    /// thread that registers meanwhile starts raised. Raising needs privilege: without
    /// it every thread keeps its own priority and nothing else changes.
    #[test]
    fn registered_threads_are_raised_while_a_read_waits() {
        let own = nice_of(rustix::thread::gettid());
        let boost = ThreadBoost::new(own - 1);
        let (tx, rx) = std::sync::mpsc::channel();
        let (done_tx, done_rx) = std::sync::mpsc::channel::<()>();
        let b = boost.clone();
        let worker = std::thread::spawn(move || {
            b.register_current();
            tx.send(rustix::thread::gettid()).unwrap();
            done_rx.recv().unwrap();
            b.unregister_current();
        });
        let tid = rx.recv().unwrap();
        assert_eq!(nice_of(tid), own, "at rest");
        let first = boost.hold();
        let raised = nice_of(tid);
        let privileged = raised == own - 1;
        assert!(privileged || raised == own, "{raised}");
        let second = boost.hold();
        drop(first);
        assert_eq!(nice_of(tid), raised, "a read still waits");
        // A thread registered while a read waits starts raised.
        let late = {
            let b = boost.clone();
            std::thread::spawn(move || {
                b.register_current();
                let nice = nice_of(rustix::thread::gettid());
                b.unregister_current();
                nice
            })
            .join()
            .unwrap()
        };
        assert_eq!(late, raised);
        drop(second);
        assert_eq!(nice_of(tid), own, "the last read stopped waiting");
        done_tx.send(()).unwrap();
        worker.join().unwrap();
        if !privileged {
            eprintln!("no privilege to raise a priority: only the bookkeeping was checked");
        }
    }
}
