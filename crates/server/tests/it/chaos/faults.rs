//! The nemesis of a chaos run: faults drawn from the run's seed, each held for a
//! bounded time and then healed.

use std::{collections::BTreeMap, sync::Arc, time::Duration};

use maskhouse_harness::{Cluster, Net};
use rand::{rngs::StdRng, seq::SliceRandom, Rng};

/// A kind of fault.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Fault {
    /// SIGKILL of one node (the leader half the time), restarted when healed.
    Kill,
    /// SIGSTOP of one node (the leader half the time), SIGCONT when healed.
    Pause,
    /// The nodes split in two; the smaller side cannot reach the larger.
    Partition,
    /// The leader cut off from every other node.
    IsolateLeader,
    /// Links cut in one direction only: the leader hears no one, or no one hears it.
    OneWay,
    /// Every node reaches only its neighbours on a ring (with 3 nodes: one node
    /// bridges the two others, which cannot reach each other).
    Ring,
    /// Every link between nodes drops a share of its packets at random.
    Loss,
    /// Nodes send through a slow link (a token bucket), so requests queue and lag.
    Slow,
}

impl Fault {
    /// Faults that need a private network.
    pub fn needs_net(self) -> bool {
        !matches!(self, Fault::Kill | Fault::Pause)
    }
}

/// What is broken now, to be healed.
enum Active {
    Killed(u64),
    Paused(u64),
    Net,
}

/// Draws and applies faults, and counts them.
pub struct Nemesis {
    pub faults: Vec<Fault>,
    pub counts: BTreeMap<String, u64>,
    net: Option<Arc<Net>>,
    active: Vec<Active>,
}

fn cut_both(net: &Net, a: u64, b: u64) -> Result<(), String> {
    net.block(a, b)?;
    net.block(b, a)
}

impl Nemesis {
    pub fn new(faults: Vec<Fault>, net: Option<Arc<Net>>) -> Nemesis {
        let faults = faults
            .into_iter()
            .filter(|f| net.is_some() || !f.needs_net())
            .collect();
        Nemesis {
            faults,
            counts: BTreeMap::new(),
            net,
            active: Vec::new(),
        }
    }

    /// The target of a process fault: the leader half the time, else anyone.
    fn victim(cluster: &mut Cluster, members: &[u64], rng: &mut StdRng) -> u64 {
        if rng.gen_bool(0.5) {
            if let Some(l) = cluster.leader().filter(|l| members.contains(l)) {
                return l;
            }
        }
        *members.choose(rng).expect("members")
    }

    /// Applies one random fault among `members`; says what it did.
    pub fn strike(
        &mut self,
        cluster: &mut Cluster,
        members: &[u64],
        rng: &mut StdRng,
    ) -> Result<String, String> {
        let fault = *self.faults.choose(rng).expect("at least one fault");
        let what = self.apply(fault, cluster, members, rng)?;
        *self.counts.entry(format!("{fault:?}")).or_default() += 1;
        Ok(what)
    }

    fn apply(
        &mut self,
        fault: Fault,
        cluster: &mut Cluster,
        members: &[u64],
        rng: &mut StdRng,
    ) -> Result<String, String> {
        match fault {
            Fault::Kill => {
                let id = Self::victim(cluster, members, rng);
                cluster.node_mut(id).kill();
                self.active.push(Active::Killed(id));
                return Ok(format!("SIGKILL node {id}"));
            }
            Fault::Pause => {
                let id = Self::victim(cluster, members, rng);
                cluster.node(id).pause();
                self.active.push(Active::Paused(id));
                return Ok(format!("SIGSTOP node {id}"));
            }
            _ => {}
        }
        let net = self.net.clone().expect("network faults need a network");
        self.active.push(Active::Net);
        let n = members.len();
        match fault {
            Fault::Partition => {
                let mut shuffled = members.to_vec();
                shuffled.shuffle(rng);
                let minority = rng.gen_range(1..=(n - 1) / 2);
                let (small, large) = shuffled.split_at(minority);
                for a in small {
                    for b in large {
                        cut_both(&net, *a, *b)?;
                    }
                }
                Ok(format!("partition {small:?} | {large:?}"))
            }
            Fault::IsolateLeader => {
                let leader = cluster.leader().unwrap_or(members[0]);
                for b in members.iter().filter(|b| **b != leader) {
                    cut_both(&net, leader, *b)?;
                }
                Ok(format!("leader {leader} isolated"))
            }
            Fault::OneWay => {
                let leader = cluster.leader().unwrap_or(members[0]);
                let deaf = rng.gen_bool(0.5);
                for b in members.iter().filter(|b| **b != leader) {
                    if deaf {
                        net.block(*b, leader)?;
                    } else {
                        net.block(leader, *b)?;
                    }
                }
                Ok(if deaf {
                    format!("leader {leader} hears no one")
                } else {
                    format!("no one hears leader {leader}")
                })
            }
            Fault::Ring => {
                let mut ring = members.to_vec();
                ring.shuffle(rng);
                for i in 0..n {
                    for j in i + 1..n {
                        let neighbours = j == i + 1 || (i == 0 && j == n - 1 && n > 3);
                        if !neighbours {
                            cut_both(&net, ring[i], ring[j])?;
                        }
                    }
                }
                Ok(format!("ring {ring:?}"))
            }
            Fault::Loss => {
                let percent = rng.gen_range(10..40);
                for a in members {
                    for b in members.iter().filter(|b| *b != a) {
                        net.lose(*a, *b, percent)?;
                    }
                }
                Ok(format!("{percent}% loss on every link"))
            }
            Fault::Slow => {
                let kbit = rng.gen_range(400..2000);
                let slow: Vec<u64> = members
                    .iter()
                    .copied()
                    .filter(|_| rng.gen_bool(0.6))
                    .collect();
                for id in &slow {
                    net.slow(*id, kbit, 300)?;
                }
                Ok(format!("nodes {slow:?} send at {kbit} kbit/s"))
            }
            Fault::Kill | Fault::Pause => unreachable!("handled above"),
        }
    }

    /// Heals every active fault: links restored, paused nodes resumed, killed nodes
    /// started again (waiting for them to answer).
    pub fn heal(&mut self, cluster: &mut Cluster) -> Result<(), String> {
        for active in std::mem::take(&mut self.active) {
            match active {
                Active::Killed(id) => {
                    let node = cluster.node_mut(id);
                    node.launch();
                    node.try_wait_ready(Duration::from_secs(60))
                        .map_err(|e| format!("restart of node {id}: {e}"))?;
                }
                Active::Paused(id) => cluster.node(id).resume(),
                Active::Net => {
                    if let Some(net) = &self.net {
                        net.heal()?;
                    }
                }
            }
        }
        Ok(())
    }
}
