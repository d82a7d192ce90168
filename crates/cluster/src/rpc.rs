//! The interserver protocol: paths and message types. Every body is encoded with
//! `types::codec`, except the part files a push sends and a fetch answers, which
//! stream (`transfer`); every request carries the cluster secret in [`SECRET_HEADER`].

use maskhouse_store::MaskVersion;
use maskhouse_types::{Command, CommandOutcome, PartName};
use openraft::Vote;
use serde::{Deserialize, Serialize};

use crate::NodeId;

/// The header that carries the cluster secret; requests without it are refused.
pub const SECRET_HEADER: &str = "x-maskhouse-cluster-secret";

/// Request paths on the interserver port.
pub mod path {
    pub const APPEND: &str = "/raft/append";
    pub const VOTE: &str = "/raft/vote";
    pub const SNAPSHOT: &str = "/raft/snapshot";
    /// A command proposed through a follower, for the leader to take.
    pub const FORWARD: &str = "/forward";
    /// The leader's read index, for a linearizable read on a follower.
    pub const READ_INDEX: &str = "/read-index";
    /// A staged part pushed before its `AddParts` is proposed: the body is the part's
    /// head and then its file, streamed.
    pub const PUSH: &str = "/part/push";
    /// A part fetched by a replica that lacks it: the answer is the file, streamed.
    pub const FETCH: &str = "/part/fetch";
    /// A node's view of itself, for system.replicas and sync waits; the body (a
    /// bool) asks for its mask digests.
    pub const STATUS: &str = "/status";
    /// One mask version's encoded bytes, for a replica repairing its copy.
    pub const MASK: &str = "/mask";
    /// Membership changes, taken by the leader.
    pub const MEMBERSHIP: &str = "/membership";

    /// Whether `path` is an endpoint of the protocol; a server answers any other path
    /// 404 without reading its body.
    pub fn is_known(path: &str) -> bool {
        [
            APPEND, VOTE, SNAPSHOT, FORWARD, READ_INDEX, PUSH, FETCH, STATUS, MASK, MEMBERSHIP,
        ]
        .contains(&path)
    }
}

/// What the leader did with a forwarded command.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum ForwardReply {
    /// Committed and applied on the leader at `index`.
    Applied { index: u64, outcome: CommandOutcome },
    /// The receiver is not the leader; nothing was proposed.
    NotLeader { leader: Option<NodeId> },
    /// Proposed, but no commit is known (the outcome is unknown), or refused.
    Failed(String),
}

/// A follower's request for the leader's read index.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct ReadIndexRequest {
    /// The asking voter and its vote, which names the leader asked: when the two of them
    /// are a majority and both hold that vote, the leader answers its commit index
    /// without a round of heartbeats ([`ReadIndexReply::IndexIfVoteHeld`]).
    pub asker: Option<(NodeId, Vote<NodeId>)>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum ReadIndexReply {
    /// The commit index, confirmed by a quorum after the request arrived.
    Index(u64),
    /// The commit index of a leader that held the asker's vote when it answered: the
    /// asker may use it only if it still holds that vote once the answer arrives.
    IndexIfVoteHeld(u64),
    NotLeader {
        leader: Option<NodeId>,
    },
    Failed(String),
}

/// Which part to send: still staged under `staging_id`, or registered as `name`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct FetchPart {
    pub table: String,
    pub staging_id: Option<String>,
    pub name: Option<PartName>,
}

/// Which mask version to send: version `mutation` of `part` of `table`. The answer is
/// the encoded mask as stored, or 404 when the sender does not hold it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct FetchMask {
    pub table: String,
    pub part: PartName,
    pub mutation: u64,
}

/// A membership change, run by the leader.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum MembershipChange {
    /// Adds a node as learner, waits until it caught up, then makes it a voter.
    Add { id: NodeId, interserver: String },
    /// Removes a voter (it stops receiving the log).
    Remove { id: NodeId },
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum MembershipReply {
    Done,
    NotLeader { leader: Option<NodeId> },
    Failed(String),
}

/// One mask version of one part, as a replica holds it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MaskDigestEntry {
    pub table: String,
    pub part: PartName,
    pub version: MaskVersion,
}

/// A node's view of itself.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PeerStatus {
    pub id: NodeId,
    pub role: String,
    pub term: u64,
    pub leader: Option<NodeId>,
    pub last_log_index: u64,
    pub committed_index: u64,
    pub applied_index: u64,
    /// Parts the catalog names whose file is not on this node.
    pub parts_missing: u64,
    /// Apply held on one committed entry past this node's `apply_stall_ms`.
    pub stall: Option<crate::Stall>,
    /// Every mask version this node holds, with its digest.
    pub digests: Vec<MaskDigestEntry>,
}

/// Forwarded: the command to propose on the leader.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Forward {
    pub command: Command,
}
