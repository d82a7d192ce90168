//! Integration tests of the store: apply semantics, determinism, crash recovery.

mod apply;
mod crash;
mod determinism;
mod durability;
mod group;
mod key_filter;
mod merges;
mod repair;
mod runs;
mod support;
mod update;
mod upsert;
