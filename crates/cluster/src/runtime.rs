//! The async runtime openraft runs on: tokio, with one difference — the random numbers
//! openraft draws (its election timeouts) come from [`ElectionRng`], which a thread may
//! seed with [`seed_election_rng`]. Unseeded, it is `rand::thread_rng()`, as with
//! openraft's own `TokioRuntime`. The deterministic simulation seeds it so that a run
//! replays from its seed; production never does.

use std::{cell::RefCell, future::Future, time::Duration};

use openraft::{async_runtime::TokioOneShotSender, AsyncRuntime, OptionalSend, TokioRuntime};
use rand::{rngs::StdRng, RngCore, SeedableRng};

thread_local! {
    static SEEDED: RefCell<Option<StdRng>> = const { RefCell::new(None) };
}

/// Makes every election timeout drawn on this thread come from a generator seeded
/// with `seed` (`None`: the thread's entropy-seeded generator again).
pub fn seed_election_rng(seed: Option<u64>) {
    SEEDED.with(|s| *s.borrow_mut() = seed.map(StdRng::seed_from_u64));
}

/// The generator openraft draws from: the seeded one if this thread has one.
#[derive(Clone, Copy, Debug, Default)]
pub struct ElectionRng;

impl ElectionRng {
    fn with<T>(f: impl FnOnce(&mut dyn RngCore) -> T) -> T {
        SEEDED.with(|s| match s.borrow_mut().as_mut() {
            Some(seeded) => f(seeded),
            None => f(&mut rand::thread_rng()),
        })
    }
}

impl RngCore for ElectionRng {
    fn next_u32(&mut self) -> u32 {
        Self::with(|r| r.next_u32())
    }

    fn next_u64(&mut self) -> u64 {
        Self::with(|r| r.next_u64())
    }

    fn fill_bytes(&mut self, dest: &mut [u8]) {
        Self::with(|r| r.fill_bytes(dest))
    }

    fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), rand::Error> {
        Self::with(|r| r.try_fill_bytes(dest))
    }
}

/// tokio, with [`ElectionRng`] as its random number generator.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct ClusterRuntime;

impl AsyncRuntime for ClusterRuntime {
    type JoinError = <TokioRuntime as AsyncRuntime>::JoinError;
    type JoinHandle<T: OptionalSend + 'static> = <TokioRuntime as AsyncRuntime>::JoinHandle<T>;
    type Sleep = <TokioRuntime as AsyncRuntime>::Sleep;
    type Instant = <TokioRuntime as AsyncRuntime>::Instant;
    type TimeoutError = <TokioRuntime as AsyncRuntime>::TimeoutError;
    type Timeout<R, T: Future<Output = R> + OptionalSend> =
        <TokioRuntime as AsyncRuntime>::Timeout<R, T>;
    type ThreadLocalRng = ElectionRng;
    type OneshotSender<T: OptionalSend> = TokioOneShotSender<T>;
    type OneshotReceiverError = <TokioRuntime as AsyncRuntime>::OneshotReceiverError;
    type OneshotReceiver<T: OptionalSend> = <TokioRuntime as AsyncRuntime>::OneshotReceiver<T>;

    fn spawn<T>(future: T) -> Self::JoinHandle<T::Output>
    where
        T: Future + OptionalSend + 'static,
        T::Output: OptionalSend + 'static,
    {
        TokioRuntime::spawn(future)
    }

    fn sleep(duration: Duration) -> Self::Sleep {
        TokioRuntime::sleep(duration)
    }

    fn sleep_until(deadline: Self::Instant) -> Self::Sleep {
        TokioRuntime::sleep_until(deadline)
    }

    fn timeout<R, F: Future<Output = R> + OptionalSend>(
        duration: Duration,
        future: F,
    ) -> Self::Timeout<R, F> {
        TokioRuntime::timeout(duration, future)
    }

    fn timeout_at<R, F: Future<Output = R> + OptionalSend>(
        deadline: Self::Instant,
        future: F,
    ) -> Self::Timeout<R, F> {
        TokioRuntime::timeout_at(deadline, future)
    }

    fn is_panic(join_error: &Self::JoinError) -> bool {
        TokioRuntime::is_panic(join_error)
    }

    fn thread_rng() -> Self::ThreadLocalRng {
        ElectionRng
    }

    fn oneshot<T>() -> (Self::OneshotSender<T>, Self::OneshotReceiver<T>)
    where
        T: OptionalSend,
    {
        TokioRuntime::oneshot()
    }
}

#[cfg(test)]
mod tests {
    use rand::Rng;

    use super::*;

    #[test]
    fn a_seeded_thread_draws_the_same_timeouts_again() {
        let draw = || -> Vec<u64> {
            (0..8)
                .map(|_| ClusterRuntime::thread_rng().gen_range(500..1000))
                .collect()
        };
        seed_election_rng(Some(7));
        let first = draw();
        seed_election_rng(Some(7));
        assert_eq!(draw(), first);
        seed_election_rng(Some(8));
        assert_ne!(draw(), first);
        seed_election_rng(None);
    }
}
