//! Consensus: the command log on openraft, backed by sled, driving the store's state
//! machine. This is the only crate that names `openraft`.
//!
//! Main types: [`Node`] (the facade the server uses: propose a command through the
//! leader, wait for a linearizable read on any node, push staged parts to a majority,
//! change membership, answer interserver requests, repair mask versions whose digest
//! differs from the majority's), [`LogStore`] and [`StateMachine`]
//! (openraft's storage traits; the state machine fetches parts it lacks before it
//! applies), [`network`] (Raft RPC over the interserver port), [`rpc`] (the
//! interserver protocol) and [`Transport`] (the seam that carries interserver requests:
//! HTTP in production, a simulated network in the deterministic simulation).
//!
//! Two knobs exist for that simulation only, and production never sets them:
//! [`Blocking::Inline`] (blocking work on the calling task instead of tokio's blocking
//! threads) and [`seed_election_rng`] (election timeouts drawn from a seeded generator).

// openraft's storage traits fix `StorageError` (large) as the error type.
#![allow(clippy::result_large_err)]

mod blocking;
mod boost;
mod client;
mod damage;
mod error;
mod fetch;
mod group_commit;
mod latency;
mod log_store;
pub mod network;
mod node;
mod progress;
mod repair;
mod replicas;
pub mod rpc;
mod runtime;
mod service;
mod state_machine;
mod transfer;
mod transport;

pub use blocking::Blocking;
pub use boost::{Boosted, ThreadBoost};
pub use client::{PeerClient, PeerError};
pub use error::{Error, Result};
pub use fetch::Fetcher;
pub use group_commit::{GroupCommitStats, GROUP_BYTES_MAX, GROUP_STATEMENTS_MAX, IN_FLIGHT};
pub use latency::{Latency, LatencyTotals, ReadWaits, LATENCY_BUCKETS};
pub use log_store::LogStore;
pub use node::{Consensus, Node, NodeConfig, Proposed};
pub use progress::Stall;
pub use replicas::ReplicaView;
pub use runtime::{seed_election_rng, ClusterRuntime};
pub use service::Refusal;
pub use state_machine::{DurableApplied, StateMachine};
pub use transfer::{CHUNK_BYTES, PUSH_HEAD_BYTES_MAX};
pub use transport::{collect, Body, ByteStream, CollectError, HttpTransport, Transport};

use maskhouse_types::{Command, CommandOutcome};

openraft::declare_raft_types!(
    /// The Raft types of maskhouse: commands in, outcomes out.
    pub TypeConfig:
        D = Command,
        R = CommandOutcome,
        NodeId = u64,
        Node = openraft::BasicNode,
        Entry = openraft::Entry<TypeConfig>,
        SnapshotData = tokio::fs::File,
        AsyncRuntime = crate::ClusterRuntime,
);

pub type NodeId = u64;
pub type Raft = openraft::Raft<TypeConfig>;
pub type StorageError = openraft::StorageError<NodeId>;
