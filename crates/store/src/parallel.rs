//! Work over parts on a few threads, with results in input order whatever the threads
//! do, so what a command writes never depends on scheduling (DESIGN §2.1).

use std::sync::{
    atomic::{AtomicUsize, Ordering},
    Mutex,
};

use crate::Priority;

/// `f` of every item, computed on up to `threads` threads started for it at
/// `priority`, in item order. Background threads start at the process's priority and
/// are lowered once they have run for [`crate::priority::BACKGROUND_GRACE`], at a
/// [`crate::priority::checkpoint`] (between items, and wherever `f` calls one): short
/// work is never lowered. Foreground work for one thread runs on the caller's (a
/// point DELETE evaluates one part: a thread started for it costs more than the work).
pub(crate) fn map<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    priority: Priority,
    f: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    if priority == Priority::Foreground && threads.min(items.len()) <= 1 {
        return items.iter().map(f).collect();
    }
    let results: Mutex<Vec<Option<R>>> = Mutex::new((0..items.len()).map(|_| None).collect());
    let next = AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..threads.clamp(1, items.len().max(1)) {
            s.spawn(|| {
                priority.enter_after_grace();
                loop {
                    crate::priority::checkpoint();
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(i) else { break };
                    let r = f(item);
                    results.lock().expect("no panics while held")[i] = Some(r);
                }
            });
        }
    });
    results
        .into_inner()
        .expect("threads joined")
        .into_iter()
        .map(|r| r.expect("every item computed"))
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::Priority;

    #[test]
    fn results_come_in_item_order() {
        let items: Vec<u64> = (0..100).collect();
        for threads in [0, 1, 3, 200] {
            for priority in [Priority::Foreground, Priority::Background] {
                let out = super::map(&items, threads, priority, |x| x * 2);
                assert_eq!(out, items.iter().map(|x| x * 2).collect::<Vec<_>>());
            }
        }
        assert!(super::map(&[] as &[u8], 2, Priority::Foreground, |x| *x).is_empty());
    }
}
