//! The transport seam between Raft peers. A single-voter cluster has no peers to call,
//! so [`NoPeers`] answers every RPC with `Unreachable`; the replicated cluster plugs an
//! interserver transport in here without touching the state machine.

use openraft::{
    error::{InstallSnapshotError, RPCError, RaftError, Unreachable},
    network::{RPCOption, RaftNetwork, RaftNetworkFactory},
    raft::{
        AppendEntriesRequest, AppendEntriesResponse, InstallSnapshotRequest,
        InstallSnapshotResponse, VoteRequest, VoteResponse,
    },
    AnyError, BasicNode,
};

use crate::{NodeId, TypeConfig};

/// The transport of a single-voter cluster: there is nobody to reach.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoPeers;

fn unreachable<E: std::error::Error>(target: NodeId) -> RPCError<NodeId, BasicNode, E> {
    RPCError::Unreachable(Unreachable::new(&AnyError::error(format!(
        "node {target}: this node runs without peers"
    ))))
}

/// A client for one (unreachable) peer.
pub struct NoPeer(NodeId);

impl RaftNetworkFactory<TypeConfig> for NoPeers {
    type Network = NoPeer;

    async fn new_client(&mut self, target: NodeId, _node: &BasicNode) -> Self::Network {
        NoPeer(target)
    }
}

impl RaftNetwork<TypeConfig> for NoPeer {
    async fn append_entries(
        &mut self,
        _rpc: AppendEntriesRequest<TypeConfig>,
        _option: RPCOption,
    ) -> Result<AppendEntriesResponse<NodeId>, RPCError<NodeId, BasicNode, RaftError<NodeId>>> {
        Err(unreachable(self.0))
    }

    async fn install_snapshot(
        &mut self,
        _rpc: InstallSnapshotRequest<TypeConfig>,
        _option: RPCOption,
    ) -> Result<
        InstallSnapshotResponse<NodeId>,
        RPCError<NodeId, BasicNode, RaftError<NodeId, InstallSnapshotError>>,
    > {
        Err(unreachable(self.0))
    }

    async fn vote(
        &mut self,
        _rpc: VoteRequest<NodeId>,
        _option: RPCOption,
    ) -> Result<VoteResponse<NodeId>, RPCError<NodeId, BasicNode, RaftError<NodeId>>> {
        Err(unreachable(self.0))
    }
}
