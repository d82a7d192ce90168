//! A run replays exactly from its seed: every event of the trace (faults, operations
//! and what they saw, each node's term, leader, log, commit and apply positions, every
//! committed entry's CRC) comes again in the same order at the same simulated time.

use maskhouse_sim::{run, Scenario};

#[test]
fn a_seed_replays_to_the_same_trace() {
    for seed in [3, 11] {
        let scenario = Scenario::for_seed(seed);
        let first = run(seed, &scenario);
        let again = run(seed, &scenario);
        assert!(first.passed(), "{}", first.report());
        assert!(
            first.trace_lines > 100,
            "a trace of {} lines",
            first.trace_lines
        );
        assert_eq!(
            (first.trace_hash, first.trace_lines, first.steps),
            (again.trace_hash, again.trace_lines, again.steps),
            "seed {seed} replayed differently; last events:\n{}\n---\n{}",
            first.tail.join("\n"),
            again.tail.join("\n")
        );
        assert_eq!(first.ops, again.ops);
    }
    let (a, b) = (
        run(3, &Scenario::for_seed(3)),
        run(4, &Scenario::for_seed(4)),
    );
    assert_ne!(
        a.trace_hash, b.trace_hash,
        "different seeds, different runs"
    );
}
