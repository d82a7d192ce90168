//! Consensus: the command log on openraft, backed by sled, driving the store's state
//! machine. This is the only crate that names `openraft`.
//!
//! Main types: [`Node`] (the facade the server uses: propose a command, wait for a
//! linearizable read), [`LogStore`] and [`StateMachine`] (openraft's storage traits),
//! and [`network`] (the transport seam; one voter for now).

// openraft's storage traits fix `StorageError` (large) as the error type.
#![allow(clippy::result_large_err)]

mod error;
mod log_store;
pub mod network;
mod node;
mod state_machine;

pub use error::{Error, Result};
pub use log_store::LogStore;
pub use node::{Node, NodeConfig, NodeStatus};
pub use state_machine::StateMachine;

use std::io::Cursor;

use maskhouse_types::{Command, CommandOutcome};

openraft::declare_raft_types!(
    /// The Raft types of maskhouse: commands in, outcomes out.
    pub TypeConfig:
        D = Command,
        R = CommandOutcome,
        NodeId = u64,
        Node = openraft::BasicNode,
        Entry = openraft::Entry<TypeConfig>,
        SnapshotData = Cursor<Vec<u8>>,
        AsyncRuntime = openraft::TokioRuntime,
);

pub type NodeId = u64;
pub type Raft = openraft::Raft<TypeConfig>;
pub type StorageError = openraft::StorageError<NodeId>;
