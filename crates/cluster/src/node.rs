//! The facade the server talks to: one Raft instance, instantiated once here, plus the
//! cluster-wide operations built on it (forwarding to the leader, linearizable reads on
//! any node, pushing staged parts to a majority, membership).

use std::{collections::BTreeMap, sync::Arc, time::Duration};

use maskhouse_store::Store;
use maskhouse_types::{Command, CommandOutcome, StagedPart};
use openraft::{
    error::{CheckIsLeaderError, ClientWriteError, RaftError},
    BasicNode, ChangeMembers, Config, ServerState, SnapshotPolicy, Vote,
};
use tokio::time::Instant;

use crate::{
    client::{PeerClient, PeerError},
    fetch::Fetcher,
    group_commit::{self, GroupCommit, GroupCommitStats},
    latency::ReadWaits,
    network::HttpNetwork,
    progress::ApplyProgress,
    rpc::{
        path, Forward, ForwardReply, MembershipChange, MembershipReply, ReadIndexReply,
        ReadIndexRequest,
    },
    Blocking, Error, LogStore, NodeId, Raft, Result, StateMachine, Transport,
};

/// Settings of the consensus layer; every field has a default.
#[derive(Clone, Debug)]
pub struct NodeConfig {
    pub id: NodeId,
    /// Address peers use to reach this node (interserver port).
    pub interserver_addr: String,
    /// The initial voters, id → interserver address. Empty: this node alone. Only the
    /// member with the lowest id bootstraps the cluster, once, and only if it is listed.
    pub members: BTreeMap<NodeId, String>,
    /// Shared by every node; sent with every interserver request.
    pub cluster_secret: String,
    /// Build a snapshot (and purge the log) after this many applied entries. Default 10000.
    pub snapshot_every_entries: u64,
    /// Longest a proposal waits for commit and apply. Default 300 s.
    pub propose_timeout_ms: u64,
    /// Where blocking work runs. Default [`Blocking::Threads`]; only the deterministic
    /// simulation runs it inline.
    pub blocking: Blocking,
    /// Apply held on one committed entry this long marks the replica stalled
    /// (`system.replicas`, `/metrics`). Default 120000 ms.
    pub apply_stall_ms: u64,
    /// Whether this replica does the heavy work (DELETE evaluation, merge builds) of
    /// entries another leader proposed at the lowest CPU priority. Helps where replicas
    /// share a machine; default off.
    pub follower_background_priority: bool,
    /// The Linux nice value apply runs at while a request on this replica waits for
    /// it (a linearizable read): the reads' own priority (`query_nice`), so that what
    /// they wait for is not slower than they are. 0 (the default): apply keeps the
    /// thread's priority.
    pub waited_apply_nice: i32,
    /// Group commit (design 007): how long the first statement of an entry waits for
    /// others to share it, in microseconds. 0 (the default): it waits only while
    /// earlier entries commit.
    pub group_commit_window_us: u64,
    /// The runtime threads a linearizable read here raises while it waits
    /// ([`ThreadBoost`]): the server registers its runtime's threads, at `query_nice`.
    /// Unset (the default): nothing is raised.
    pub read_boost: Option<Arc<crate::ThreadBoost>>,
}

impl NodeConfig {
    pub fn single(interserver_addr: impl Into<String>) -> Self {
        NodeConfig {
            id: 1,
            interserver_addr: interserver_addr.into(),
            members: BTreeMap::new(),
            cluster_secret: String::new(),
            snapshot_every_entries: 10_000,
            propose_timeout_ms: 300_000,
            blocking: Blocking::Threads,
            apply_stall_ms: 600_000,
            follower_background_priority: false,
            waited_apply_nice: 0,
            group_commit_window_us: 0,
            read_boost: None,
        }
    }
}

/// How often a request waiting for an election checks again.
const LEADER_POLL: Duration = Duration::from_millis(50);
/// How often a wait for the applied index checks that Raft still runs.
const STOPPED_RECHECK: Duration = Duration::from_secs(1);
/// Longest one push of a staged part to one peer may take, however large the part.
const PUSH_TIMEOUT: Duration = Duration::from_secs(600);
/// Longest a small interserver request (forward excluded) may take.
pub(crate) const RPC_TIMEOUT: Duration = Duration::from_secs(5);

/// A committed command: its log index and its outcome.
#[derive(Clone, Debug, PartialEq)]
pub struct Proposed {
    pub index: u64,
    pub outcome: CommandOutcome,
}

/// A running member of the cluster.
pub struct Node {
    pub(crate) raft: Raft,
    pub(crate) store: Arc<Store>,
    pub(crate) config: NodeConfig,
    pub(crate) client: PeerClient,
    pub(crate) log: LogStore,
    pub(crate) fetcher: Fetcher,
    /// Woken when the store's applied index moves.
    applied: Arc<tokio::sync::Notify>,
    /// How far the state machine is durable; shutdown marks it stopped, which releases
    /// a purge waiting for a snapshot install.
    durable: Arc<tokio::sync::watch::Sender<crate::DurableApplied>>,
    /// Requests in [`Node::wait_applied`]; the state machine reads it.
    waiting: Arc<std::sync::atomic::AtomicUsize>,
    /// The entry the state machine applies now, for telling a stall.
    pub(crate) progress: Arc<ApplyProgress>,
    /// The leader's queue of statements to commit together.
    group: GroupCommit,
    /// How long linearizable reads waited, for `/metrics`.
    read_waits: ReadWaits,
    /// The leader's rounds of read index confirmation, shared by concurrent reads.
    read_rounds: Arc<std::sync::Mutex<ReadRounds>>,
}

/// The calls waiting for the next read index round, and whether one runs.
#[derive(Default)]
struct ReadRounds {
    running: bool,
    waiting: Vec<tokio::sync::oneshot::Sender<ReadIndexReply>>,
}

/// This node's view of consensus now, read from Raft's metrics and the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Consensus {
    pub term: u64,
    /// Whether this node is the leader of `term`.
    pub leading: bool,
    pub leader: Option<NodeId>,
    pub last_log_index: u64,
    /// The committed index this node last saved.
    pub committed_index: u64,
    pub applied_index: u64,
}

/// The leader as this node knows it.
enum Leader {
    Me,
    Other(NodeId, String),
    Unknown,
}

impl Node {
    /// Starts Raft over `db` and `store`. The lowest-id member bootstraps the cluster the
    /// first time; the others wait to be contacted.
    pub async fn start(config: NodeConfig, db: &sled::Db, store: Arc<Store>) -> Result<Self> {
        Self::start_with(config, db, store, Arc::new(crate::HttpTransport::default())).await
    }

    /// [`Node::start`], its interserver requests carried by `transport`.
    pub async fn start_with(
        config: NodeConfig,
        db: &sled::Db,
        store: Arc<Store>,
        transport: Arc<dyn Transport>,
    ) -> Result<Self> {
        let raft_config = Config {
            cluster_name: "maskhouse".into(),
            heartbeat_interval: 100,
            election_timeout_min: 500,
            election_timeout_max: 1000,
            install_snapshot_timeout: 120_000,
            snapshot_policy: SnapshotPolicy::LogsSinceLast(config.snapshot_every_entries),
            // Entries kept after a snapshot, for followers a little behind.
            max_in_snapshot_log_to_keep: config.snapshot_every_entries.min(1000),
            ..Default::default()
        }
        .validate()
        .map_err(|e| Error::Unavailable(format!("raft config: {e}")))?;
        let client = PeerClient::with_transport(config.cluster_secret.clone(), transport);
        let fetcher =
            Fetcher::new(client.clone(), store.clone(), config.id).with_blocking(config.blocking);
        let sm = StateMachine::open(fetcher.clone(), db)?
            .with_follower_background_priority(config.follower_background_priority)
            .with_waited_apply_nice(config.waited_apply_nice);
        let log = LogStore::open_with(db, config.blocking)
            .map_err(maskhouse_store::Error::from)?
            .with_flush(store.meta_flush())
            .with_durable_applied(sm.durable_applied());
        let durable = sm.durable_sender();
        let applied = sm.applied_signal();
        let waiting = sm.waiting();
        let progress = sm.progress();
        let raft = Raft::new(
            config.id,
            Arc::new(raft_config),
            HttpNetwork::new(client.clone()),
            log.clone(),
            sm,
        )
        .await
        .map_err(|e| Error::Unavailable(format!("start raft: {e}")))?;
        log.set_raft(raft.clone());
        let initialized = raft
            .is_initialized()
            .await
            .map_err(|e| Error::Unavailable(format!("read raft state: {e}")))?;
        let mut members: BTreeMap<NodeId, BasicNode> = config
            .members
            .iter()
            .map(|(id, addr)| (*id, BasicNode { addr: addr.clone() }))
            .collect();
        if members.is_empty() {
            members.insert(
                config.id,
                BasicNode {
                    addr: config.interserver_addr.clone(),
                },
            );
        }
        let bootstraps = members.keys().next() == Some(&config.id);
        if !initialized && bootstraps {
            tracing::info!(members = ?members.keys().collect::<Vec<_>>(), "bootstrapping the cluster");
            raft.initialize(members)
                .await
                .map_err(|e| Error::Unavailable(format!("initialize cluster: {e}")))?;
        } else if !initialized {
            tracing::info!("waiting to be contacted by the cluster's leader");
        }
        let group = GroupCommit::start(
            raft.clone(),
            Duration::from_micros(config.group_commit_window_us),
        );
        Ok(Node {
            raft,
            store,
            config,
            client,
            log,
            fetcher,
            applied,
            waiting,
            progress,
            group,
            read_waits: ReadWaits::default(),
            read_rounds: Arc::default(),
            durable,
        })
    }

    /// Waits up to `timeout` for a leader to be known; requests wait for one anyway,
    /// this only lets a starting server report it.
    pub async fn wait_for_leader(&self, timeout: Duration) -> bool {
        self.raft
            .wait(Some(timeout))
            .metrics(|m| m.current_leader.is_some(), "leader elected")
            .await
            .is_ok()
    }

    pub fn is_leader(&self) -> bool {
        matches!(self.leader(), Leader::Me)
    }

    /// Term, leader, log, commit and apply positions as this node sees them now.
    pub fn consensus(&self) -> Consensus {
        let metrics = self.raft.metrics();
        let m = metrics.borrow();
        Consensus {
            term: m.current_term,
            leading: m.state == ServerState::Leader,
            leader: m.current_leader,
            last_log_index: m.last_log_index.unwrap_or(0),
            committed_index: self.log.committed_index().unwrap_or(0),
            applied_index: m.last_applied.map_or(0, |l| l.index),
        }
    }

    /// The Raft log of this node (read-only use: comparing logs across nodes).
    pub fn log(&self) -> &LogStore {
        &self.log
    }

    pub fn store(&self) -> &Arc<Store> {
        &self.store
    }

    pub fn id(&self) -> NodeId {
        self.config.id
    }

    fn timeout(&self) -> Duration {
        Duration::from_millis(self.config.propose_timeout_ms)
    }

    fn leader(&self) -> Leader {
        let m = self.raft.metrics().borrow().clone();
        match m.current_leader {
            Some(l) if l == self.config.id => Leader::Me,
            Some(l) => match m.membership_config.membership().get_node(&l) {
                Some(node) => Leader::Other(l, node.addr.clone()),
                None => Leader::Unknown,
            },
            None => Leader::Unknown,
        }
    }

    /// Proposes `command` (through the leader, wherever it is) and waits until it is
    /// applied on this node; returns its deterministic outcome.
    pub async fn propose(&self, command: Command) -> Result<CommandOutcome> {
        let proposed = self.propose_at(command).await?;
        self.wait_applied(proposed.index, Instant::now() + self.timeout())
            .await?;
        Ok(proposed.outcome)
    }

    /// Proposes `command` and returns once it is committed and applied on the leader,
    /// not waiting for this node.
    pub async fn propose_at(&self, command: Command) -> Result<Proposed> {
        let deadline = Instant::now() + self.timeout();
        loop {
            match self.leader() {
                Leader::Me => match self.propose_local(command.clone(), deadline).await {
                    Ok(p) => return Ok(p),
                    Err(ForwardReply::NotLeader { .. }) => {}
                    Err(ForwardReply::Failed(m)) => return Err(Error::NoQuorum(m)),
                    Err(ForwardReply::Applied { .. }) => unreachable!("not an error"),
                },
                Leader::Other(id, addr) => {
                    let request = Forward {
                        command: command.clone(),
                    };
                    let left = deadline.saturating_duration_since(Instant::now());
                    match self
                        .client
                        .call::<_, ForwardReply>(&addr, path::FORWARD, &request, left)
                        .await
                    {
                        Ok(ForwardReply::Applied { index, outcome }) => {
                            return Ok(Proposed { index, outcome })
                        }
                        Ok(ForwardReply::NotLeader { .. }) => {}
                        Ok(ForwardReply::Failed(m)) => return Err(Error::NoQuorum(m)),
                        // Never delivered: the leader may have changed; look again.
                        Err(PeerError::Unreachable(..)) => {}
                        Err(e) => {
                            return Err(Error::Unknown(format!(
                                "forwarded to leader {id}; outcome unknown: {e}"
                            )))
                        }
                    }
                }
                Leader::Unknown => {}
            }
            if Instant::now() + LEADER_POLL >= deadline {
                return Err(Error::NoQuorum(format!(
                    "no leader took the command within {} ms",
                    self.timeout().as_millis()
                )));
            }
            tokio::time::sleep(LEADER_POLL).await;
        }
    }

    /// Proposes on this node as leader. `Err(NotLeader)` means nothing was proposed.
    pub(crate) async fn propose_local(
        &self,
        command: Command,
        deadline: Instant,
    ) -> std::result::Result<Proposed, ForwardReply> {
        match GroupCommit::takes(&command) {
            Some(bytes) => self.group.propose(command, bytes, deadline).await,
            None => group_commit::write(&self.raft, command, deadline).await,
        }
    }

    /// How many entries and statements group commit made on this node (as leader).
    pub fn group_commit_stats(&self) -> &GroupCommitStats {
        &self.group.stats
    }

    /// Waits until this node has applied `index` (its store shows the entry's effects).
    ///
    /// The wait is on the state machine's own signal rather than on Raft's metrics
    /// channel: a tokio `watch` wakes its waiters in an order drawn from the runtime's
    /// random generator, which the deterministic simulation cannot seed.
    pub async fn wait_applied(&self, index: u64, deadline: Instant) -> Result<()> {
        if self.store.has_applied(index) {
            return Ok(());
        }
        // Counted while it waits: apply then works in the foreground.
        struct Waiting<'a>(&'a std::sync::atomic::AtomicUsize);
        impl Drop for Waiting<'_> {
            fn drop(&mut self) {
                self.0.fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
            }
        }
        self.waiting
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let _waiting = Waiting(&self.waiting);
        loop {
            let notified = self.applied.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if self.store.has_applied(index) {
                return Ok(());
            }
            // A state machine that stopped (a failed apply) will not get there.
            if let Err(fatal) = &self.raft.metrics().borrow().running_state {
                return Err(Error::NoQuorum(format!(
                    "entry {index} not applied here: raft stopped: {fatal}"
                )));
            }
            if Instant::now() >= deadline {
                let applied = self.store.applied_index();
                return Err(Error::NoQuorum(format!(
                    "entry {index} not applied here in time (applied {applied})"
                )));
            }
            let recheck = deadline.min(Instant::now() + STOPPED_RECHECK);
            let _ = tokio::time::timeout_at(recheck, notified).await;
        }
    }

    /// Waits until this node has applied everything committed before the call
    /// (DESIGN §2.4: linearizable reads, on any node).
    pub async fn read_barrier(&self) -> Result<()> {
        // What the read waits for (the log's entries arriving, their apply) runs at
        // the read's priority meanwhile.
        let _boosted = self.config.read_boost.as_ref().map(|b| b.hold());
        let start = Instant::now();
        let deadline = start + self.timeout();
        let index = self.read_index(deadline).await?;
        let confirmed = Instant::now();
        self.read_waits.index.observe(confirmed - start);
        self.wait_applied(index, deadline).await?;
        self.read_waits.apply.observe(confirmed.elapsed());
        Ok(())
    }

    /// How long each entry took to apply on this replica.
    pub fn apply_durations(&self) -> &crate::latency::Latency {
        &self.progress.durations
    }

    /// How long this node's linearizable reads waited, by phase.
    pub fn read_waits(&self) -> &ReadWaits {
        &self.read_waits
    }

    /// The leader's commit index, confirmed by a quorum: a read that waits for it
    /// observes every write acknowledged before the call.
    async fn read_index(&self, deadline: Instant) -> Result<u64> {
        loop {
            match self.leader() {
                // Raft core answers the round; one that cannot (stuck, or cut off from
                // its quorum) must not hold the read past its deadline.
                Leader::Me => {
                    match tokio::time::timeout_at(deadline, self.local_read_index()).await {
                        Ok(ReadIndexReply::Index(i)) => return Ok(i),
                        Ok(ReadIndexReply::Failed(m)) => return Err(Error::NoQuorum(m)),
                        // A round of heartbeats never answers a conditional index.
                        Ok(
                            ReadIndexReply::NotLeader { .. } | ReadIndexReply::IndexIfVoteHeld(_),
                        ) => {}
                        Err(_) => {
                            return Err(Error::NoQuorum(
                                "no quorum confirmed this leader's read index in time".into(),
                            ))
                        }
                    }
                }
                Leader::Other(leader, addr) => {
                    let left = deadline
                        .saturating_duration_since(Instant::now())
                        .min(RPC_TIMEOUT);
                    let request = ReadIndexRequest {
                        asker: self.vote_for(leader).map(|vote| (self.config.id, vote)),
                    };
                    let sent = request.asker.map(|(_, vote)| vote);
                    match self
                        .client
                        .call::<_, ReadIndexReply>(&addr, path::READ_INDEX, &request, left)
                        .await
                    {
                        Ok(ReadIndexReply::Index(i)) => return Ok(i),
                        // Raft changes this node's vote only after making the new
                        // one durable, so the durable vote answers without waiting
                        // for Raft core (busy with the stream's appends).
                        Ok(ReadIndexReply::IndexIfVoteHeld(i)) => {
                            if sent.is_some() && self.log.durable_vote() == sent {
                                return Ok(i);
                            }
                        }
                        Ok(ReadIndexReply::Failed(m)) => return Err(Error::NoQuorum(m)),
                        Ok(ReadIndexReply::NotLeader { .. }) | Err(_) => {}
                    }
                }
                Leader::Unknown => {}
            }
            if Instant::now() + LEADER_POLL >= deadline {
                return Err(Error::NoQuorum("no leader confirmed a read index".into()));
            }
            tokio::time::sleep(LEADER_POLL).await;
        }
    }

    /// This node's committed vote if it is a voter and the vote is for `leader`: what a
    /// read index request carries to be answered without a round of heartbeats.
    fn vote_for(&self, leader: NodeId) -> Option<Vote<NodeId>> {
        let m = self.raft.metrics().borrow().clone();
        let voter = m
            .membership_config
            .membership()
            .voter_ids()
            .any(|v| v == self.config.id);
        (voter && m.vote.is_committed() && m.vote.leader_id().voted_for() == Some(leader))
            .then_some(m.vote)
    }

    /// The read index for a follower's `request`.
    ///
    /// When the asking voter and this leader are a majority of every configuration, and
    /// both hold this leader's committed vote, the leader answers its commit index at
    /// once, as long as its term's first entry is committed (so that index covers every
    /// entry committed before the term): [`ReadIndexReply::IndexIfVoteHeld`]. A leader
    /// elected after that answer needs one of the two votes; the asker checks on
    /// receipt that it still holds its own, so only this leader can have granted one,
    /// after answering, and whatever a newer leader acknowledged came after the read
    /// began. Otherwise a round of heartbeats confirms the index (`local_read_index`).
    pub(crate) async fn read_index_for(&self, request: ReadIndexRequest) -> ReadIndexReply {
        if let Some((asker, vote)) = request.asker {
            let me = self.config.id;
            let index = self
                .raft
                .with_raft_state(move |st| {
                    let ms = &st.membership_state;
                    let committed = st.committed?;
                    let held = st.server_state == ServerState::Leader
                        && *st.vote_ref() == vote
                        && vote.is_committed()
                        && vote.leader_id().voted_for() == Some(me)
                        && ms.effective().log_id() == ms.committed().log_id()
                        && pair_is_majority(ms.effective().get_joint_config(), me, asker)
                        && committed.leader_id == *vote.leader_id();
                    held.then_some(committed.index)
                })
                .await;
            if let Ok(Some(index)) = index {
                return ReadIndexReply::IndexIfVoteHeld(index);
            }
        }
        self.local_read_index().await
    }

    /// This node's read index as leader: its commit index, confirmed by a round of
    /// heartbeats a quorum answered after the call.
    ///
    /// Concurrent calls share rounds: one round runs at a time, and a call waits for
    /// the first round that starts after it (the one running when it arrives may have
    /// confirmed leadership before it), which then answers every call waiting. Under a
    /// stream of statements and reads, each a linearizable read, the leader sends one
    /// round of heartbeats at a time instead of one per read.
    pub(crate) async fn local_read_index(&self) -> ReadIndexReply {
        let (reply, answer) = tokio::sync::oneshot::channel();
        let start = {
            let mut rounds = self.read_rounds.lock().expect("not poisoned");
            rounds.waiting.push(reply);
            !std::mem::replace(&mut rounds.running, true)
        };
        if start {
            let (raft, rounds) = (self.raft.clone(), self.read_rounds.clone());
            tokio::spawn(async move {
                loop {
                    let waiting = {
                        let mut rounds = rounds.lock().expect("not poisoned");
                        if rounds.waiting.is_empty() {
                            rounds.running = false;
                            return;
                        }
                        std::mem::take(&mut rounds.waiting)
                    };
                    let reply = match raft.get_read_log_id().await {
                        Ok((read, _)) => ReadIndexReply::Index(read.map_or(0, |l| l.index)),
                        Err(RaftError::APIError(CheckIsLeaderError::ForwardToLeader(f))) => {
                            ReadIndexReply::NotLeader {
                                leader: f.leader_id,
                            }
                        }
                        Err(e) => ReadIndexReply::Failed(e.to_string()),
                    };
                    for waiter in waiting {
                        let _ = waiter.send(reply.clone());
                    }
                }
            });
        }
        answer
            .await
            .unwrap_or_else(|_| ReadIndexReply::Failed("the read index round stopped".into()))
    }

    /// Repairs what is damaged on this replica (DESIGN §2.6): mask versions whose bytes
    /// fail to decode, by the mask repair, and part files readers reported, each
    /// verified and, when damaged, replaced by a verified copy from a peer (one round
    /// over the peers per part). Returns how many files are sound again.
    pub async fn repair_parts(&self) -> usize {
        let (voters, nodes) = self.members();
        let peers: Vec<(NodeId, String)> = nodes.into_iter().collect();
        for damaged in self.fetcher.damaged_masks() {
            self.fetcher
                .repair_mask(&peers, voters.len(), &damaged, Some(1))
                .await;
        }
        let reported = self.store.damaged_parts();
        if reported.is_empty() {
            return 0;
        }
        let mut repaired = 0;
        for (table, name, meta) in reported {
            let damaged = crate::fetch::Damaged {
                table,
                name,
                meta,
                staging_id: None,
            };
            // Merged away or dropped meanwhile: nothing to repair.
            if self
                .store
                .active_part(&damaged.table, &damaged.name)
                .is_none()
            {
                continue;
            }
            if self.fetcher.repair(&peers, &damaged, Some(1)).await {
                repaired += 1;
            }
        }
        repaired
    }

    /// The voters and the other members, with their interserver addresses.
    pub fn members(&self) -> (Vec<NodeId>, BTreeMap<NodeId, String>) {
        let m = self.raft.metrics().borrow().clone();
        let membership = m.membership_config.membership();
        let voters = membership.voter_ids().collect();
        let nodes = membership
            .nodes()
            .map(|(id, n)| (*id, n.addr.clone()))
            .collect();
        (voters, nodes)
    }

    /// Pushes staged parts to the other voters; returns once a majority of voters (this
    /// node included) hold them fsynced (DESIGN §2.3). The rest go on in the background.
    pub async fn push_staged(&self, parts: &[StagedPart]) -> Result<()> {
        let (voters, nodes) = self.members();
        let needed = voters.len() / 2 + 1;
        let mut held = usize::from(voters.contains(&self.config.id));
        if held >= needed {
            // Still offer the parts to the others, so they need not fetch them later.
            self.spawn_pushes(parts, &voters, &nodes, None);
            return Ok(());
        }
        let (tx, mut rx) = tokio::sync::mpsc::channel(voters.len().max(1));
        self.spawn_pushes(parts, &voters, &nodes, Some(tx));
        let mut failures = Vec::new();
        while let Some((id, result)) = rx.recv().await {
            match result {
                Ok(()) => held += 1,
                Err(e) => failures.push(format!("node {id}: {e}")),
            }
            if held >= needed {
                return Ok(());
            }
        }
        Err(Error::NoQuorum(format!(
            "the part reached {held} of {} voters, {needed} needed: {}",
            voters.len(),
            failures.join("; ")
        )))
    }

    fn spawn_pushes(
        &self,
        parts: &[StagedPart],
        voters: &[NodeId],
        nodes: &BTreeMap<NodeId, String>,
        report: Option<tokio::sync::mpsc::Sender<(NodeId, std::result::Result<(), String>)>>,
    ) {
        for id in voters.iter().filter(|id| **id != self.config.id) {
            let Some(addr) = nodes.get(id).cloned() else {
                continue;
            };
            let (client, store, parts, report, id, blocking) = (
                self.client.clone(),
                self.store.clone(),
                parts.to_vec(),
                report.clone(),
                *id,
                self.config.blocking,
            );
            tokio::spawn(async move {
                let result = push_parts(&client, &store, &addr, parts, blocking).await;
                if let Err(e) = &result {
                    tracing::warn!(to = id, error = %e, "push staged part");
                }
                if let Some(tx) = report {
                    let _ = tx.send((id, result)).await;
                }
            });
        }
    }

    /// Adds or removes a member, through the leader.
    pub async fn change_membership(&self, change: MembershipChange) -> Result<()> {
        let deadline = Instant::now() + self.timeout();
        loop {
            let reply = match self.leader() {
                Leader::Me => self.local_membership(change.clone()).await,
                Leader::Other(_, addr) => {
                    let left = deadline.saturating_duration_since(Instant::now());
                    self.client
                        .call(&addr, path::MEMBERSHIP, &change, left)
                        .await
                        .unwrap_or(MembershipReply::NotLeader { leader: None })
                }
                Leader::Unknown => MembershipReply::NotLeader { leader: None },
            };
            match reply {
                MembershipReply::Done => return Ok(()),
                MembershipReply::Failed(m) => return Err(Error::Invalid(m)),
                MembershipReply::NotLeader { .. } if Instant::now() + LEADER_POLL < deadline => {
                    tokio::time::sleep(LEADER_POLL).await
                }
                MembershipReply::NotLeader { .. } => {
                    return Err(Error::NoQuorum(
                        "no leader took the membership change".into(),
                    ))
                }
            }
        }
    }

    pub(crate) async fn local_membership(&self, change: MembershipChange) -> MembershipReply {
        let result = match change {
            MembershipChange::Add { id, interserver } => {
                tracing::info!(node = id, addr = %interserver, "adding a replica: catching up as learner");
                match self
                    .raft
                    .add_learner(id, BasicNode { addr: interserver }, true)
                    .await
                {
                    Ok(_) => {
                        self.raft
                            .change_membership(ChangeMembers::AddVoterIds([id].into()), false)
                            .await
                    }
                    Err(e) => Err(e),
                }
            }
            MembershipChange::Remove { id } => {
                tracing::info!(node = id, "removing a replica");
                self.raft
                    .change_membership(ChangeMembers::RemoveVoters([id].into()), false)
                    .await
            }
        };
        match result {
            Ok(_) => MembershipReply::Done,
            Err(RaftError::APIError(ClientWriteError::ForwardToLeader(f))) => {
                MembershipReply::NotLeader {
                    leader: f.leader_id,
                }
            }
            Err(e) => MembershipReply::Failed(e.to_string()),
        }
    }

    /// Waits until the consensus core stops on an error of its own (a storage write or
    /// sync that failed, DESIGN §2.3): from then on this node can neither commit nor
    /// apply, and what it holds in memory may be ahead of its disk. Returns why.
    /// Never returns while the node runs, nor after [`Node::shutdown`].
    pub async fn stopped_by_error(&self) -> String {
        let mut metrics = self.raft.metrics();
        loop {
            let state = metrics.borrow_and_update().running_state.clone();
            match state {
                Ok(()) | Err(openraft::error::Fatal::Stopped) => {}
                Err(fatal) => return fatal.to_string(),
            }
            if metrics.changed().await.is_err() {
                // The core is gone without a last word: treat it as stopped.
                return std::future::pending().await;
            }
        }
    }

    pub async fn shutdown(&self) {
        // A purge waiting for a snapshot install holds Raft core: release it (it fails,
        // removing nothing) so that the core can stop.
        self.durable.send_modify(|d| d.stopped = true);
        if let Err(e) = self.raft.shutdown().await {
            tracing::warn!(error = %e, "raft shutdown");
        }
    }
}

async fn push_parts(
    client: &PeerClient,
    store: &Arc<Store>,
    addr: &str,
    parts: Vec<StagedPart>,
    blocking: Blocking,
) -> std::result::Result<(), String> {
    for part in parts {
        let path = store.data_dir().join("staging").join(&part.staging_id);
        let open = path.clone();
        let file = blocking
            .run(move || std::fs::File::open(open))
            .await?
            .map_err(|e| format!("open {}: {e}", path.display()))?;
        // Large parts take a while on a slow link; allow a generous bound.
        client
            .push_part(addr, &part, file, blocking, PUSH_TIMEOUT)
            .await
            .map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// Whether nodes `a` and `b` are a majority of every configuration in `configs`.
fn pair_is_majority(configs: &[Vec<NodeId>], a: NodeId, b: NodeId) -> bool {
    a != b
        && configs.iter().all(|voters| {
            let held = voters.iter().filter(|v| **v == a || **v == b).count();
            2 * held > voters.len()
        })
}

#[cfg(test)]
mod tests {
    use super::pair_is_majority;

    /// Linearizable reads on any node (DESIGN §2.4): a leader answers a voter's read
    /// index without a round of heartbeats only when the two of them are a majority of
    /// every configuration, the old and the new one of a joint change alike.
    #[test]
    fn a_leader_and_one_voter_confirm_only_a_majority() {
        assert!(pair_is_majority(&[vec![1, 2, 3]], 1, 2));
        assert!(pair_is_majority(&[vec![1, 2]], 1, 2));
        assert!(!pair_is_majority(&[vec![1, 2, 3, 4]], 1, 2));
        assert!(!pair_is_majority(&[vec![1, 2, 3, 4, 5]], 1, 2));
        assert!(!pair_is_majority(&[vec![1, 2, 3]], 1, 4));
        assert!(!pair_is_majority(&[vec![1, 2, 3]], 1, 1));
        assert!(pair_is_majority(&[vec![1, 2, 3], vec![1, 2]], 2, 1));
        assert!(!pair_is_majority(&[vec![1, 2, 3], vec![2, 3, 4]], 1, 2));
    }
}
