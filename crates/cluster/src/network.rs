//! The Raft transport: openraft's RPCs over the interserver port. A one-voter cluster
//! never calls it.

use std::time::Duration;

use openraft::{
    error::{InstallSnapshotError, NetworkError, RPCError, RaftError, RemoteError, Unreachable},
    network::{RPCOption, RaftNetwork, RaftNetworkFactory},
    raft::{
        AppendEntriesRequest, AppendEntriesResponse, InstallSnapshotRequest,
        InstallSnapshotResponse, VoteRequest, VoteResponse,
    },
    AnyError, BasicNode,
};
use serde::{de::DeserializeOwned, Serialize};

use crate::{
    client::{PeerClient, PeerError},
    rpc::path,
    NodeId, TypeConfig,
};

/// Creates a client per peer, all sharing one HTTP client.
#[derive(Clone)]
pub struct HttpNetwork {
    client: PeerClient,
}

impl HttpNetwork {
    pub fn new(client: PeerClient) -> Self {
        HttpNetwork { client }
    }
}

/// The transport to one peer.
pub struct HttpPeer {
    client: PeerClient,
    target: NodeId,
    node: BasicNode,
}

impl RaftNetworkFactory<TypeConfig> for HttpNetwork {
    type Network = HttpPeer;

    async fn new_client(&mut self, target: NodeId, node: &BasicNode) -> Self::Network {
        HttpPeer {
            client: self.client.clone(),
            target,
            node: node.clone(),
        }
    }
}

impl HttpPeer {
    /// Sends one RPC; the peer answers with the `Result` its Raft returned.
    async fn rpc<Q, A, E>(
        &self,
        path: &str,
        request: &Q,
        timeout: Duration,
    ) -> Result<A, RPCError<NodeId, BasicNode, RaftError<NodeId, E>>>
    where
        Q: Serialize,
        A: DeserializeOwned,
        E: std::error::Error + DeserializeOwned,
    {
        let answer: Result<A, RaftError<NodeId, E>> = self
            .client
            .call(&self.node.addr, path, request, timeout)
            .await
            .map_err(|e| match e {
                PeerError::Unreachable(..) => RPCError::Unreachable(Unreachable::new(&e)),
                _ => RPCError::Network(NetworkError::new(&AnyError::new(&e))),
            })?;
        answer.map_err(|e| {
            RPCError::RemoteError(RemoteError::new_with_node(
                self.target,
                self.node.clone(),
                e,
            ))
        })
    }
}

impl RaftNetwork<TypeConfig> for HttpPeer {
    async fn append_entries(
        &mut self,
        rpc: AppendEntriesRequest<TypeConfig>,
        option: RPCOption,
    ) -> Result<AppendEntriesResponse<NodeId>, RPCError<NodeId, BasicNode, RaftError<NodeId>>> {
        self.rpc(path::APPEND, &rpc, option.hard_ttl()).await
    }

    async fn install_snapshot(
        &mut self,
        rpc: InstallSnapshotRequest<TypeConfig>,
        option: RPCOption,
    ) -> Result<
        InstallSnapshotResponse<NodeId>,
        RPCError<NodeId, BasicNode, RaftError<NodeId, InstallSnapshotError>>,
    > {
        // The last chunk installs the snapshot, which fetches the part files it names;
        // `install_snapshot_timeout` in the node's Raft config allows for that.
        self.rpc(path::SNAPSHOT, &rpc, option.hard_ttl()).await
    }

    async fn vote(
        &mut self,
        rpc: VoteRequest<NodeId>,
        option: RPCOption,
    ) -> Result<VoteResponse<NodeId>, RPCError<NodeId, BasicNode, RaftError<NodeId>>> {
        self.rpc(path::VOTE, &rpc, option.hard_ttl()).await
    }
}
