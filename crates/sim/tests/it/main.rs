//! The deterministic simulation's tests: seeded runs (as many as
//! `MASKHOUSE_SIM_SEEDS` says), replay of one seed, determinism of a replay, and runs
//! with a deliberate break that the simulation must catch.

mod determinism;
mod seeds;
mod violations;
