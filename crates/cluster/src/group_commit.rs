//! Group commit (design 007): the leader puts the DELETEs, UPDATEs and small
//! INSERTs that wait together into one log entry.
//!
//! Statements queue here on the leader, whether its own clients sent them or another
//! node forwarded them. At most [`IN_FLIGHT`] entries of them are being committed at
//! once; while they are, the statements that arrive wait, and the next entry takes
//! every one that waits (up to [`GROUP_STATEMENTS_MAX`] statements and
//! [`GROUP_BYTES_MAX`] bytes). Under light load a statement goes out alone at once;
//! under heavy load each entry carries many, and the cost of an entry (a round of
//! replication, an fsync on each replica, one apply) is shared. An optional window
//! makes the first statement of an entry wait for company a little longer.
//!
//! Each statement gets its own outcome from the entry's, with the entry's index. A
//! statement the group could not hold ([`CommandOutcome::Deferred`]) is committed again
//! on its own.

use std::{
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc,
    },
    time::Duration,
};

use maskhouse_types::{codec, Command, CommandOutcome};
use openraft::error::{ClientWriteError, RaftError};
use tokio::{
    sync::{mpsc, oneshot, OwnedSemaphorePermit, Semaphore},
    time::Instant,
};

use crate::{node::Proposed, rpc::ForwardReply, Raft};

/// Entries of grouped statements being committed at once.
pub const IN_FLIGHT: usize = 2;
/// Statements one entry holds at most.
pub const GROUP_STATEMENTS_MAX: usize = 256;
/// Encoded bytes of the statements one entry holds at most: well under the size at
/// which the log store would keep a value apart from its page.
pub const GROUP_BYTES_MAX: usize = 64 << 10;

type Reply = std::result::Result<Proposed, ForwardReply>;

struct Waiting {
    command: Command,
    bytes: usize,
    deadline: Instant,
    reply: oneshot::Sender<Reply>,
}

/// How many entries and statements went through group commit on this node.
#[derive(Debug, Default)]
pub struct GroupCommitStats {
    /// Entries committed holding more than one statement.
    pub groups: AtomicU64,
    /// Statements those entries held.
    pub grouped: AtomicU64,
    /// Statements committed alone (nothing waited with them, or they were deferred).
    pub alone: AtomicU64,
}

/// The leader's queue of statements to commit together.
pub(crate) struct GroupCommit {
    queue: mpsc::UnboundedSender<Waiting>,
    pub(crate) stats: Arc<GroupCommitStats>,
}

impl GroupCommit {
    /// Starts the committer on the current runtime; it ends when this is dropped.
    /// `window`: how long the first statement of an entry waits for others.
    pub(crate) fn start(raft: Raft, window: Duration) -> Self {
        let (queue, rx) = mpsc::unbounded_channel();
        let stats = Arc::new(GroupCommitStats::default());
        tokio::spawn(run(raft, rx, window, stats.clone()));
        GroupCommit { queue, stats }
    }

    /// Whether `command` goes through the queue: a statement that may share an entry,
    /// small enough to.
    pub(crate) fn takes(command: &Command) -> Option<usize> {
        if !command.is_groupable() {
            return None;
        }
        let bytes = codec::encode(command).len();
        (bytes <= GROUP_BYTES_MAX / 4).then_some(bytes)
    }

    /// Commits `command` (of `bytes` encoded bytes), with others if they wait.
    pub(crate) async fn propose(&self, command: Command, bytes: usize, deadline: Instant) -> Reply {
        let (reply, answer) = oneshot::channel();
        let waiting = Waiting {
            command,
            bytes,
            deadline,
            reply,
        };
        if self.queue.send(waiting).is_err() {
            return Err(ForwardReply::Failed("the node is shutting down".into()));
        }
        // Each statement waits until its own deadline, whatever its entry's fate.
        match tokio::time::timeout_at(deadline, answer).await {
            Ok(Ok(reply)) => reply,
            Ok(Err(_)) => Err(ForwardReply::Failed("the node is shutting down".into())),
            Err(_) => Err(ForwardReply::Failed(
                "no commit in time; outcome unknown".into(),
            )),
        }
    }
}

async fn run(
    raft: Raft,
    mut queue: mpsc::UnboundedReceiver<Waiting>,
    window: Duration,
    stats: Arc<GroupCommitStats>,
) {
    let in_flight = Arc::new(Semaphore::new(IN_FLIGHT));
    let mut held: Option<Waiting> = None;
    loop {
        let first = match held.take() {
            Some(w) => w,
            None => match queue.recv().await {
                Some(w) => w,
                None => return,
            },
        };
        if !window.is_zero() {
            tokio::time::sleep(window).await;
        }
        // Statements keep arriving while the entries in flight commit: the next entry
        // takes them all.
        let permit = in_flight
            .clone()
            .acquire_owned()
            .await
            .expect("the semaphore is never closed");
        let mut bytes = 0;
        let mut group: Vec<Waiting> = Vec::new();
        let mut next = Some(first);
        while group.len() < GROUP_STATEMENTS_MAX {
            let w = match next.take() {
                Some(w) => w,
                None => match queue.try_recv() {
                    Ok(w) => w,
                    Err(_) => break,
                },
            };
            // A statement whose client stopped waiting is not proposed at all.
            if Instant::now() >= w.deadline {
                let _ = w.reply.send(Err(ForwardReply::Failed(
                    "not proposed: no room in time".into(),
                )));
                continue;
            }
            if !group.is_empty() && bytes + w.bytes > GROUP_BYTES_MAX {
                held = Some(w);
                break;
            }
            bytes += w.bytes;
            group.push(w);
        }
        if group.is_empty() {
            continue;
        }
        tokio::spawn(commit(raft.clone(), group, permit, stats.clone()));
    }
}

/// Commits `group` as one entry (a lone statement as itself) and answers each.
async fn commit(
    raft: Raft,
    group: Vec<Waiting>,
    _permit: OwnedSemaphorePermit,
    stats: Arc<GroupCommitStats>,
) {
    if group.len() == 1 {
        let w = group.into_iter().next().expect("one");
        stats.alone.fetch_add(1, Ordering::Relaxed);
        let reply = write(&raft, w.command, w.deadline).await;
        let _ = w.reply.send(reply);
        return;
    }
    // The entry may take as long as its most patient statement; each of the others
    // stops waiting at its own deadline (`GroupCommit::propose`).
    let deadline = group.iter().map(|w| w.deadline).max().expect("not empty");
    let (commands, waiting): (Vec<Command>, Vec<_>) = group
        .into_iter()
        .map(|w| (w.command, (w.reply, w.deadline)))
        .unzip();
    stats.groups.fetch_add(1, Ordering::Relaxed);
    stats
        .grouped
        .fetch_add(commands.len() as u64, Ordering::Relaxed);
    let members = commands.clone();
    let reply = write(&raft, Command::Group { members }, deadline).await;
    let proposed = match reply {
        Ok(p) => p,
        Err(e) => {
            for (reply, _) in waiting {
                let _ = reply.send(Err(e.clone()));
            }
            return;
        }
    };
    let outcomes = match proposed.outcome {
        CommandOutcome::Group(outcomes) if outcomes.len() == commands.len() => outcomes,
        // Not applied as a group (never expected): every statement shares it.
        other => vec![other; commands.len()],
    };
    for ((outcome, command), (reply, deadline)) in outcomes.into_iter().zip(commands).zip(waiting) {
        if outcome == CommandOutcome::Deferred {
            // Committed again alone, where only its own bounds apply.
            let (raft, stats) = (raft.clone(), stats.clone());
            tokio::spawn(async move {
                stats.alone.fetch_add(1, Ordering::Relaxed);
                let _ = reply.send(write(&raft, command, deadline).await);
            });
            continue;
        }
        let _ = reply.send(Ok(Proposed {
            index: proposed.index,
            outcome,
        }));
    }
}

/// Writes `command` through Raft on this node, which must lead.
pub(crate) async fn write(raft: &Raft, command: Command, deadline: Instant) -> Reply {
    let written = tokio::time::timeout_at(deadline, raft.client_write(command))
        .await
        .map_err(|_| ForwardReply::Failed("no commit in time; outcome unknown".into()))?;
    match written {
        Ok(r) => Ok(Proposed {
            index: r.log_id.index,
            outcome: r.data,
        }),
        Err(RaftError::APIError(ClientWriteError::ForwardToLeader(f))) => {
            Err(ForwardReply::NotLeader {
                leader: f.leader_id,
            })
        }
        Err(e) => Err(ForwardReply::Failed(e.to_string())),
    }
}
