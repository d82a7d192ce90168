//! An INSERT too large to hold at once: sorted runs merged into one staged part per
//! partition (DESIGN §2.2: the INSERT is still one `AddParts`).

use arrow::array::{AsArray, RecordBatch};
use arrow::datatypes::{Int64Type, UInt64Type};
use maskhouse_store::Runs;

use crate::support::{add_parts, create, only_part, open, rows, schema};

fn sorted(keys: &[u64], salt: i64) -> RecordBatch {
    maskhouse_part::sort_batch(&rows(keys, salt), &[0]).unwrap()
}

/// The runs of one INSERT become one part whose rows are sorted by key; rows with the
/// same key keep the order the INSERT gave them (run by run); no run file is left.
#[test]
fn runs_merge_into_one_sorted_part_keeping_the_insert_order_of_ties() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    let mut runs = Runs::default();
    // Overlapping runs, and key 7 in each of them.
    s.write_run(&mut runs, "all", &sorted(&[9, 7, 1, 5], 0))
        .unwrap();
    s.write_run(&mut runs, "all", &sorted(&[8, 7, 2], 100))
        .unwrap();
    s.write_run(&mut runs, "all", &sorted(&[7, 3, 10, 0], 200))
        .unwrap();
    assert_eq!(runs.len(), 3);
    let staged = s.stage_runs(runs, &schema()).unwrap();
    assert_eq!(staged.len(), 1);
    assert_eq!(staged[0].meta.rows, 11);
    let staging = dir.path().join("staging");
    let names: Vec<String> = std::fs::read_dir(&staging)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        names,
        vec![staged[0].staging_id.clone()],
        "only the staged part"
    );

    s.apply(2, &add_parts(staged), None).unwrap();
    let part = only_part(&s);
    let batches = s.read_part(&part, None, true).unwrap();
    let mut got = Vec::new();
    for b in &batches {
        let k = b.column(0).as_primitive::<UInt64Type>();
        let v = b.column(1).as_primitive::<Int64Type>();
        got.extend(k.values().iter().zip(v.values()).map(|(k, v)| (*k, *v)));
    }
    let keys: Vec<u64> = got.iter().map(|(k, _)| *k).collect();
    assert_eq!(keys, vec![0, 1, 2, 3, 5, 7, 7, 7, 8, 9, 10]);
    // Salt 0, then 100, then 200: v = 3k + salt.
    let sevens: Vec<i64> = got
        .iter()
        .filter(|(k, _)| *k == 7)
        .map(|(_, v)| *v)
        .collect();
    assert_eq!(sevens, vec![21, 121, 221]);
}

/// One run per partition is staged as it is; partitions stay apart; dropping runs that
/// were never staged removes their files.
#[test]
fn single_runs_are_staged_as_they_are_and_unstaged_runs_go() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    let mut runs = Runs::default();
    s.write_run(&mut runs, "a", &sorted(&[3, 1], 0)).unwrap();
    s.write_run(&mut runs, "b", &sorted(&[2], 0)).unwrap();
    let staged = s.stage_runs(runs, &schema()).unwrap();
    let mut partitions: Vec<(String, u64)> = staged
        .iter()
        .map(|p| (p.partition.clone(), p.meta.rows))
        .collect();
    partitions.sort();
    assert_eq!(partitions, vec![("a".into(), 2), ("b".into(), 1)]);

    let mut runs = Runs::default();
    s.write_run(&mut runs, "a", &sorted(&[4], 0)).unwrap();
    drop(runs);
    let left = std::fs::read_dir(dir.path().join("staging"))
        .unwrap()
        .count();
    assert_eq!(left, 2, "the two staged parts, no run");
}

/// More runs than one merge takes are merged in rounds; the result is the same, and no
/// run, first or intermediate, is left.
#[test]
fn many_runs_merge_in_rounds() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    let n = maskhouse_store::RUNS_PER_MERGE as u64 * 2 + 3;
    let mut runs = Runs::default();
    for i in 0..n {
        // Run i holds keys i, i + n, i + 2n: every run overlaps every other.
        s.write_run(&mut runs, "all", &sorted(&[i, i + n, i + 2 * n], i as i64))
            .unwrap();
    }
    let staged = s.stage_runs(runs, &schema()).unwrap();
    assert_eq!(staged.len(), 1);
    assert_eq!(staged[0].meta.rows, 3 * n);
    let left = std::fs::read_dir(dir.path().join("runs")).unwrap().count();
    assert_eq!(left, 0, "no run left");
    s.apply(2, &add_parts(staged), None).unwrap();
    let part = only_part(&s);
    let keys: Vec<u64> = s
        .read_part(&part, Some(&[0]), true)
        .unwrap()
        .iter()
        .flat_map(|b| b.column(0).as_primitive::<UInt64Type>().values().to_vec())
        .collect();
    assert_eq!(keys, (0..3 * n).collect::<Vec<_>>());
}
