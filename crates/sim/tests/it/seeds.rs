//! Seeded runs of the simulated cluster: `MASKHOUSE_SIM_SEEDS` seeds (default 200) from
//! `MASKHOUSE_SIM_FIRST_SEED` (default 0), split over four tests so that nextest runs
//! them on every core. `MASKHOUSE_SIM_SEED=N` replays seed N alone (`replay`).

use maskhouse_harness::env_u64;
use maskhouse_sim::{run, Scenario};

/// Shards the seeds are split over (one test each).
const SHARDS: u64 = 4;

/// Runs this shard's seeds; fails with the report of the first run that breaks an
/// invariant (DESIGN §2.1–§2.4: see `maskhouse_sim::Invariants` and the checker).
fn shard(shard: u64) {
    let count = env_u64("MASKHOUSE_SIM_SEEDS").unwrap_or(200);
    let first = env_u64("MASKHOUSE_SIM_FIRST_SEED").unwrap_or(0);
    let started = std::time::Instant::now();
    let mut ran = 0;
    for seed in (first..first + count).filter(|s| s % SHARDS == shard) {
        let began = std::time::Instant::now();
        let outcome = run(seed, &Scenario::for_seed(seed));
        ran += 1;
        eprintln!(
            "sim seed {seed}: {} nodes, {} ms simulated, {} ops ({} acknowledged ids), faults {:?}, trace {:016x}, {} ms real{}",
            outcome.scenario.nodes,
            outcome.sim_ms,
            outcome.ops.values().sum::<usize>(),
            outcome.acknowledged_ids,
            outcome.faults,
            outcome.trace_hash,
            began.elapsed().as_millis(),
            if outcome.passed() { "" } else { " FAILED" }
        );
        assert!(outcome.passed(), "{}", outcome.report());
    }
    eprintln!(
        "shard {shard}: {ran} seeds passed in {:.1} s",
        started.elapsed().as_secs_f64()
    );
}

#[test]
fn seeds_shard_0() {
    shard(0);
}

#[test]
fn seeds_shard_1() {
    shard(1);
}

#[test]
fn seeds_shard_2() {
    shard(2);
}

#[test]
fn seeds_shard_3() {
    shard(3);
}

/// Seeds whose nodes run on the power-cut filesystem, with half their faults power
/// cuts: a crashed node loses every write it had not fsynced (DESIGN §2.3).
/// `MASKHOUSE_SIM_POWER_CUT_SEEDS` of them (default 24) from `MASKHOUSE_SIM_FIRST_SEED`.
#[test]
fn power_cut_seeds() {
    if !maskhouse_harness::require("simulated power cuts", maskhouse_powercut::unavailable()) {
        return;
    }
    let count = env_u64("MASKHOUSE_SIM_POWER_CUT_SEEDS").unwrap_or(24);
    let first = env_u64("MASKHOUSE_SIM_FIRST_SEED").unwrap_or(0);
    let started = std::time::Instant::now();
    for seed in first..first + count {
        let outcome = run(seed, &Scenario::for_seed(seed).with_power_cuts());
        eprintln!(
            "sim seed {seed} with power cuts: {} nodes, {} ops ({} acknowledged ids), faults {:?}{}",
            outcome.scenario.nodes,
            outcome.ops.values().sum::<usize>(),
            outcome.acknowledged_ids,
            outcome.faults,
            if outcome.passed() { "" } else { " FAILED" }
        );
        assert!(outcome.passed(), "{}", outcome.report());
    }
    eprintln!(
        "{count} seeds with power cuts passed in {:.1} s",
        started.elapsed().as_secs_f64()
    );
}

/// `MASKHOUSE_SIM_SEED=N` (default 1): runs seed N alone and prints what it did.
#[test]
fn replay() {
    let seed = env_u64("MASKHOUSE_SIM_SEED").unwrap_or(1);
    let started = std::time::Instant::now();
    let mut scenario = Scenario::for_seed(seed);
    if let Some(clients) = env_u64("MASKHOUSE_SIM_CLIENTS") {
        scenario.clients = clients;
    }
    let outcome = run(seed, &scenario);
    eprintln!(
        "sim seed {seed}: {:?}\n  {} steps, {} trace lines, trace hash {:016x}\n  operations {:?}, {} OPTIMIZE\n  faults {:?}\n  {} ms real",
        outcome.scenario,
        outcome.steps,
        outcome.trace_lines,
        outcome.trace_hash,
        outcome.ops,
        outcome.optimizes,
        outcome.faults,
        started.elapsed().as_millis()
    );
    if std::env::var_os("MASKHOUSE_SIM_TRACE").is_some() {
        for line in &outcome.tail {
            eprintln!("    {line}");
        }
    }
    assert!(outcome.passed(), "{}", outcome.report());
}
