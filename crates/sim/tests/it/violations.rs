//! The simulation can fail: each check, given a broken cluster or a doctored
//! observation, reports the violation.

use maskhouse_checker::ViolationKind;
use maskhouse_part::mask::MaskDigest;
use maskhouse_sim::{run, Invariants, Sabotage, Scenario};
use maskhouse_sql::ReadConsistency;

/// Invariant 2.4 (reads never go back): nodes that answer reads from their own state,
/// without the leader's read index (`read_consistency = 'local'`), serve stale reads
/// under partitions and crashes, and the history check of a run says so.
#[test]
fn stale_reads_are_caught() {
    for seed in 0..12 {
        let mut scenario = Scenario::for_seed(seed);
        scenario.reads = ReadConsistency::Local;
        let outcome = run(seed, &scenario);
        if outcome.passed() {
            continue;
        }
        let report = outcome.report();
        let stale = format!("{:?}", ViolationKind::StaleRead);
        assert!(report.contains(&stale), "{report}");
        assert!(
            report.contains(&format!("MASKHOUSE_SIM_SEED={seed}")),
            "{report}"
        );
        assert!(report.contains("last events:"), "{report}");
        return;
    }
    panic!("twelve seeds with local reads and no stale read found");
}

/// Invariant 2.1 (masks are deterministic): one node's copy of a mask version with one
/// row flipped is reported at the step it happens.
#[test]
fn a_diverging_mask_is_caught_at_once() {
    let seed = 5;
    let mut scenario = Scenario::for_seed(seed);
    scenario.sabotage = Some(Sabotage::FlipMask { after_ms: 3000 });
    let outcome = run(seed, &scenario);
    assert!(!outcome.passed(), "the flipped mask went unnoticed");
    let failure = &outcome.failures[0];
    assert!(
        [
            maskhouse_sim::MASK_DIGESTS,
            maskhouse_sim::APPLY_DETERMINISM
        ]
        .contains(&failure.violation.invariant),
        "{}",
        outcome.report()
    );
    assert!(
        outcome.tail.iter().any(|l| l.contains("sabotage")),
        "{}",
        outcome.report()
    );
}

/// Leader completeness (DESIGN §2.3, §2.4): a node leading under a leader id lacking an
/// entry committed under a lower one is a violation; two nodes leading one term, the
/// higher id second (openraft's leader ids are (term, node)), are not.
#[test]
fn a_leader_lacking_an_earlier_committed_entry_is_caught() {
    let mut invariants = Invariants::default();
    let (mut events, mut out) = (Vec::new(), Vec::new());
    invariants.check_entry(1, 1, (1, 1), 0xA1, &mut events, &mut out);
    invariants.check_entry(1, 2, (1, 1), 0xA2, &mut events, &mut out);
    invariants.check_entry(2, 3, (2, 1), 0xA3, &mut events, &mut out);
    assert!(out.is_empty());
    let full = [(1, (1, 1), 0xA1), (2, (1, 1), 0xA2), (3, (2, 1), 0xA3)];
    assert!(invariants.observe_leader(2, 3, &full).is_empty());
    // Entry 4 committed under (3, 2): node 1, seen leading term 3 only now (its leader
    // id (3, 1) is the lower), need not hold it.
    invariants.check_entry(2, 4, (3, 2), 0xA4, &mut events, &mut out);
    assert!(invariants.observe_leader(1, 3, &full).is_empty());

    let short = invariants.observe_leader(3, 4, &full[..2]);
    assert_eq!(short.len(), 1);
    assert_eq!(short[0].invariant, maskhouse_sim::LEADER_COMPLETENESS);

    let mut other = full.to_vec();
    other.push((4, (3, 2), 0xFF));
    let diverged = invariants.observe_leader(1, 5, &other);
    assert_eq!(diverged.len(), 1);
    assert_eq!(diverged[0].invariant, maskhouse_sim::LEADER_COMPLETENESS);
}

/// Committed prefixes agree: a node holding another entry as committed at an index is
/// a violation.
#[test]
fn a_diverging_committed_entry_is_caught() {
    let mut invariants = Invariants::default();
    let (mut events, mut out) = (Vec::new(), Vec::new());
    invariants.check_entry(1, 7, (2, 1), 0xAAAA, &mut events, &mut out);
    invariants.check_entry(2, 7, (2, 1), 0xAAAA, &mut events, &mut out);
    assert!(out.is_empty());
    invariants.check_entry(3, 7, (3, 3), 0xBBBB, &mut events, &mut out);
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].invariant, maskhouse_sim::COMMITTED_PREFIX);
}

/// Masks of the same (part, version): another digest on another node is a violation.
#[test]
fn a_diverging_mask_digest_is_caught() {
    let mut invariants = Invariants::default();
    let key = ("t".to_string(), "all_3_3_0".to_string(), 9);
    let digest = |crc| MaskDigest {
        crc,
        cardinality: 4,
    };
    let mut out = Vec::new();
    invariants.check_mask(1, key.clone(), digest(1), &mut out);
    invariants.check_mask(2, key.clone(), digest(1), &mut out);
    assert!(out.is_empty());
    invariants.check_mask(3, key, digest(2), &mut out);
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].invariant, maskhouse_sim::MASK_DIGESTS);
}
