//! Three real node processes on localhost: writes through any node, linearizable reads
//! through every other, SIGKILL of a follower and of the leader in the middle of a
//! stream of inserts and deletes, a node added later, and convergence of parts and
//! mask digests.

use std::{
    collections::{BTreeMap, BTreeSet},
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc, Mutex,
    },
    time::Duration,
};

use maskhouse_harness::post_sql;

use crate::server::{bin, Cluster};

const CREATE: &str = "CREATE TABLE t (id UInt64, v UInt64) ENGINE = MergeTree ORDER BY id";

fn ids(body: &str) -> BTreeSet<u64> {
    body.lines().map(|l| l.trim().parse().unwrap()).collect()
}

/// What every node must agree on once it has caught up: rows, parts and mask digests.
fn converged_state(cluster: &mut Cluster, expected_ids: &str) {
    cluster.wait_all(
        Duration::from_secs(60),
        "SELECT id FROM t ORDER BY id",
        expected_ids,
    );
    // Invariant 2.1: the same parts with the same mask versions everywhere (polled:
    // a background merge may be under way) ...
    let parts = "SELECT name, rows, live_rows, mask_version FROM system.parts \
                 WHERE table = 't' ORDER BY name";
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    loop {
        let answers: Vec<String> = cluster.nodes.iter().map(|s| s.ok(parts)).collect();
        if answers.iter().all(|a| *a == answers[0]) {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "parts differ between nodes: {answers:#?}"
        );
        std::thread::sleep(Duration::from_millis(200));
    }
    // ... and no replica's digest differs from any other's.
    let n = cluster.nodes.len();
    cluster.wait_all(
        Duration::from_secs(10),
        "SELECT sum(digest_mismatches), count() FROM system.replicas WHERE role != 'Unreachable'",
        &format!("0\t{n}\n"),
    );
}

/// Invariant 2.4: a write acknowledged by one node is seen by a read on any other,
/// with no wait in between.
#[test]
fn writes_through_any_node_are_read_linearizably_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start(&bin(), dir.path(), 3);
    cluster.node(2).ok(CREATE);
    for round in 0..5u64 {
        let writer = round % 3 + 1;
        let reader = (round + 1) % 3 + 1;
        cluster.node(writer).ok(&format!(
            "INSERT INTO t SELECT number + {}, number FROM numbers(100)",
            round * 100
        ));
        assert_eq!(
            cluster.node(reader).ok("SELECT count() FROM t"),
            // Each earlier round deleted one row.
            format!("{}\n", (round + 1) * 100 - round),
            "node {reader} after an insert through node {writer}"
        );
        cluster
            .node(reader)
            .ok(&format!("DELETE FROM t WHERE id = {}", round * 100));
        assert_eq!(
            cluster
                .node(writer)
                .ok(&format!("SELECT count() FROM t WHERE id = {}", round * 100)),
            "0\n",
            "node {writer} after a delete through node {reader}"
        );
    }
    // Polled: on a loaded machine a status round trip may miss its one-second bound.
    cluster.wait_all(
        Duration::from_secs(30),
        "SELECT node_id, is_voter, health FROM system.replicas ORDER BY node_id",
        "1\t1\tok\n2\t1\tok\n3\t1\tok\n",
    );
    assert_eq!(
        cluster
            .node(1)
            .ok("SELECT count() FROM t WHERE id % 100 = 0 SETTINGS apply_deleted_mask = 0"),
        "5\n"
    );
    // Every sync level answers; 2 waits for every replica.
    for sync in 0..3 {
        cluster.node(sync + 1).ok(&format!(
            "DELETE FROM t WHERE id = {} SETTINGS lightweight_deletes_sync = {sync}",
            sync + 1
        ));
    }
    let expected: String = (0..500u64)
        .filter(|i| i % 100 != 0 && !(1..=3).contains(i))
        .map(|i| format!("{i}\n"))
        .collect();
    converged_state(&mut cluster, &expected);
}

/// Invariant 2.4: a DELETE or an UPDATE sent to a node the moment another node
/// acknowledged the table's creation (or its re-creation with a new column) finds the
/// table and the column: a node checks such a statement against its own state, and
/// when that check fails it catches up with the leader and checks again.
#[test]
fn mutations_right_after_a_create_elsewhere_find_the_table() {
    let dir = tempfile::tempdir().unwrap();
    let cluster = Cluster::start(&bin(), dir.path(), 3);
    for round in 0..6u64 {
        let creator = round % 3 + 1;
        let writer = (round + 1) % 3 + 1;
        let table = format!("fresh{round}");
        cluster.node(creator).ok(&format!(
            "CREATE TABLE {table} (id UInt64, v UInt64) ENGINE = MergeTree ORDER BY id"
        ));
        cluster
            .node(writer)
            .ok(&format!("DELETE FROM {table} WHERE v = 1"));
        cluster
            .node(writer)
            .ok(&format!("UPDATE {table} SET v = 2 WHERE id = 1"));
        // Created again with a column the writer's old state lacks.
        cluster.node(creator).ok(&format!("DROP TABLE {table}"));
        cluster.node(creator).ok(&format!(
            "CREATE TABLE {table} (id UInt64, v UInt64, w UInt64) ENGINE = MergeTree ORDER BY id"
        ));
        cluster
            .node(creator)
            .ok(&format!("INSERT INTO {table} VALUES (1, 1, 1), (2, 2, 2)"));
        cluster
            .node(writer)
            .ok(&format!("UPDATE {table} SET w = 10 WHERE w = 1"));
        cluster
            .node(writer)
            .ok(&format!("DELETE FROM {table} WHERE w = 2"));
        assert_eq!(
            cluster
                .node(creator)
                .ok(&format!("SELECT id, v, w FROM {table} ORDER BY id")),
            "1\t1\t10\n",
            "round {round}"
        );
    }
}

/// Invariants 2.1, 2.4 and 2.11: upserts and UPDATEs sent through every node leave one
/// live row per key, the last acknowledged version, read from any node at once, with
/// the same parts and mask digests everywhere.
#[test]
fn upserts_and_updates_through_any_node_agree_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start(&bin(), dir.path(), 3);
    cluster.node(1).ok(
        "CREATE TABLE t (id UInt64, ver UInt64, v String) ENGINE = ReplacingMergeTree(ver) ORDER BY id",
    );
    cluster
        .node(1)
        .ok("INSERT INTO t SELECT number, 1, 'base' FROM numbers(1000)");
    let mut want: std::collections::BTreeMap<u64, (u64, String)> =
        (0..1000).map(|i| (i, (1, "base".to_string()))).collect();
    for round in 0..30u64 {
        let writer = round % 3 + 1;
        let reader = (round + 1) % 3 + 1;
        let key = round * 37 % 1000;
        if round % 3 == 2 {
            cluster.node(writer).ok(&format!(
                "UPDATE t SET v = concat(v, '+u{round}') WHERE id = {key}"
            ));
            let e = want.get_mut(&key).unwrap();
            e.1 = format!("{}+u{round}", e.1);
        } else {
            // An older version loses; a newer one, and a tie, win.
            let ver = [0, 5, 1][round as usize % 3] + round;
            cluster
                .node(writer)
                .ok(&format!("INSERT INTO t VALUES ({key}, {ver}, 'r{round}')"));
            if ver >= want[&key].0 {
                want.insert(key, (ver, format!("r{round}")));
            }
        }
        let (ver, v) = &want[&key];
        assert_eq!(
            cluster.node(reader).ok(&format!(
                "SELECT ver, v, count() FROM t WHERE id = {key} GROUP BY ver, v"
            )),
            format!("{ver}\t{v}\t1\n"),
            "node {reader} after round {round} through node {writer}"
        );
    }
    let expected: String = want
        .iter()
        .map(|(k, (ver, v))| format!("{k}\t{ver}\t{v}\n"))
        .collect();
    cluster.wait_all(
        Duration::from_secs(60),
        "SELECT id, ver, v FROM t FINAL ORDER BY id",
        &expected,
    );
    let ids: String = (0..1000).map(|i| format!("{i}\n")).collect();
    converged_state(&mut cluster, &ids);
}

/// Invariants 2.1 and 2.8: `ALTER TABLE … COLUMN`s sent through every node, between
/// inserts, deletes and a merge, leave the same columns, rows, parts and mask digests
/// on every node; one that fails fails alike everywhere and changes nothing.
#[test]
fn column_alters_through_any_node_agree_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start(&bin(), dir.path(), 3);
    cluster
        .node(1)
        .ok("CREATE TABLE t (id UInt64, v String) ENGINE = MergeTree ORDER BY id");
    cluster
        .node(1)
        .ok("INSERT INTO t SELECT number, toString(number) FROM numbers(600)");
    cluster.node(2).ok("DELETE FROM t WHERE id % 7 = 0");
    cluster
        .node(2)
        .ok("ALTER TABLE t ADD COLUMN n UInt32 DEFAULT toUInt32(id * 3) AFTER id");
    cluster
        .node(3)
        .ok("INSERT INTO t (id, v) SELECT 600 + number, 'new' FROM numbers(100)");
    cluster.node(3).ok("ALTER TABLE t RENAME COLUMN v TO s");
    cluster.node(1).ok("OPTIMIZE TABLE t FINAL");
    cluster.node(1).ok("ALTER TABLE t MODIFY COLUMN n UInt64");
    // 'new' is not a number: the ALTER fails on every node and changes nothing.
    let refused = cluster
        .node(2)
        .query("ALTER TABLE t MODIFY COLUMN s UInt64");
    assert_eq!(refused.status, 400, "{}", refused.body);
    cluster.node(2).ok("DELETE FROM t WHERE id = 1");
    let live: Vec<u64> = (0..700)
        .filter(|i| (*i >= 600 || i % 7 != 0) && *i != 1)
        .collect();
    let sum: u64 = live.iter().map(|i| i * 3).sum();
    for node in 1..=3 {
        cluster.wait_all(
            Duration::from_secs(60),
            "SELECT count(), sum(n), countIf(s = 'new') FROM t",
            &format!("{}\t{sum}\t100\n", live.len()),
        );
        assert_eq!(
            cluster
                .node(node)
                .ok("SELECT name, type FROM system.columns WHERE table = 't' ORDER BY position"),
            "id\tUInt64\nn\tUInt64\ns\tString\n",
            "node {node}"
        );
    }
    let ids: String = live.iter().map(|i| format!("{i}\n")).collect();
    converged_state(&mut cluster, &ids);
}

/// Invariant 2.1 for names with dots: a DELETE and an UPDATE written with unquoted
/// names of a `Nested` structure's columns (`n.x`), sent through other nodes right after
/// the CREATE, are resolved once where they arrive and mask the same rows everywhere;
/// an INSERT whose arrays differ in size fails alike on every node.
#[test]
fn nested_columns_through_any_node_agree_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start(&bin(), dir.path(), 3);
    cluster.node(1).ok(
        "CREATE TABLE t (id UInt64, n Nested(x UInt32, y String), `g.c` String) \
         ENGINE = MergeTree ORDER BY id",
    );
    cluster
        .node(2)
        .ok("INSERT INTO t SELECT number, range(number % 4), \
         arrayMap(v -> toString(v), range(number % 4)), if(number % 2 = 0, 'a', 'b') \
         FROM numbers(400)");
    cluster
        .node(3)
        .ok("DELETE FROM t WHERE has(n.x, 1) AND g.c = 'a'");
    cluster.node(2).ok(
        "ALTER TABLE t UPDATE `n.y` = arrayMap(v -> concat(v, '!'), n.y) WHERE g.c = 'b' \
         SETTINGS mutations_sync = 2",
    );
    let refused = cluster
        .node(3)
        .query("INSERT INTO t (id, n.x, n.y) VALUES (1000, [1], [])");
    assert_eq!(refused.status, 400, "{}", refused.body);
    // `has(n.x, 1)`: `id % 4` is 2 or 3; `g.c = 'a'`: `id` is even.
    let live: Vec<u64> = (0..400).filter(|i| i % 4 != 2).collect();
    let bangs: u64 = live.iter().filter(|i| *i % 2 == 1).map(|i| i % 4).sum();
    cluster.wait_all(
        Duration::from_secs(60),
        "SELECT count(), sum(length(n.x)), countIf(arrayExists(v -> endsWith(v, '!'), n.y)), \
         sum(arrayCount(v -> endsWith(v, '!'), n.y)) FROM t",
        &format!(
            "{}\t{}\t{}\t{bangs}\n",
            live.len(),
            live.iter().map(|i| i % 4).sum::<u64>(),
            live.iter().filter(|i| *i % 2 == 1 && *i % 4 != 0).count()
        ),
    );
    let ids: String = live.iter().map(|i| format!("{i}\n")).collect();
    converged_state(&mut cluster, &ids);
}

/// Invariants 2.1 and 2.8 for aggregate states and the week and timing functions: a
/// DELETE whose subquery merges states (`uniqMerge`, `sumMerge` over `-State` columns
/// of a GROUP BY, in parallel), one by `toWeek`, and an UPDATE setting
/// `cityHash64` of a decimal where a subquery's `quantileTiming` says, sent through
/// other nodes, mask and rewrite the same
/// rows everywhere; a DELETE whose subquery passes made-up bytes where a state goes
/// fails alike on every node and masks nothing.
#[test]
fn aggregate_states_in_mutations_agree_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start(&bin(), dir.path(), 3);
    cluster.node(1).ok(
        "CREATE TABLE t (id UInt64, g UInt8, d Date, ms UInt32) ENGINE = MergeTree ORDER BY id",
    );
    cluster.node(2).ok(
        "INSERT INTO t SELECT number, number % 10, toDate('2024-01-01') + number % 70, \
         (number * 7919) % 3000 FROM numbers(2000)",
    );
    // Groups whose distinct dates number 7 and whose ms sum is even: states made per
    // (g, id % 4) and merged per g.
    cluster.node(3).ok(
        "DELETE FROM t WHERE g IN (SELECT g FROM (SELECT g, uniqState(d) AS u, sumState(ms) AS s \
         FROM t GROUP BY g, id % 4) GROUP BY g HAVING uniqMerge(u) = 7 AND sumMerge(s) % 2 = 0)",
    );
    cluster.node(2).ok("DELETE FROM t WHERE toWeek(d, 1) = 3");
    cluster.node(1).ok(
        "ALTER TABLE t UPDATE ms = toUInt32(cityHash64(toDecimal32(g, 2)) % 1000) \
         WHERE ms > (SELECT quantileTiming(0.9)(ms) FROM t) SETTINGS mutations_sync = 2",
    );
    let refused = cluster.node(3).query(
        "DELETE FROM t WHERE g IN (SELECT g FROM (SELECT 1 AS g, sumState(number) AS s FROM numbers(1) \
         UNION ALL SELECT 2, X'FFFFFFFF00000000') GROUP BY g HAVING sumMerge(s) >= 0)",
    );
    assert_eq!(refused.status, 400, "{}", refused.body);
    let expected = cluster.node(1).ok("SELECT id FROM t ORDER BY id");
    assert!(expected.lines().count() < 2000, "{expected}");
    let digest = "SELECT count(), sum(ms), uniqExact(g), min(toWeek(d, 1)) FROM t";
    let first = cluster.node(1).ok(digest);
    cluster.wait_all(Duration::from_secs(60), digest, &first);
    converged_state(&mut cluster, &expected);
}

/// Invariants 2.1 and 2.8 for the regular-expression and geographic functions: a
/// DELETE by `countMatches` and an ASCII `\\w` (RE2's, which a Unicode class would
/// match on `é` too), one by `extractAllGroupsHorizontal`, one by `geohashEncode`, one by
/// the consistent hashes, and an UPDATE setting
/// `regexpExtract` where `greatCircleDistance` says, sent through other nodes, mask and
/// rewrite the same rows everywhere; a DELETE whose pattern has no group fails alike on
/// every node and masks nothing.
#[test]
fn regexp_and_geo_functions_in_mutations_agree_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start(&bin(), dir.path(), 3);
    cluster
        .node(1)
        .ok("CREATE TABLE t (id UInt64, s String, lon Float64, lat Float64) ENGINE = MergeTree ORDER BY id");
    cluster.node(2).ok(
        "INSERT INTO t SELECT number, concat(if(number % 3 = 0, 'é', 'e'), repeat('ab1-', number % 5), \
         toString(number)), number % 360 - 180, number % 170 - 85 FROM numbers(1500)",
    );
    // `^\\w` is ASCII: the rows that start with `é` stay.
    cluster
        .node(3)
        .ok("DELETE FROM t WHERE countMatches(s, 'ab') = 2 AND match(s, '^\\\\w')");
    cluster
        .node(1)
        .ok("DELETE FROM t WHERE length(extractAllGroupsHorizontal(s, '([a-z]+)(\\\\d)')[1]) = 4");
    cluster
        .node(2)
        .ok("ALTER TABLE t UPDATE s = regexpExtract(s, '(\\\\d+)$') \
         WHERE greatCircleDistance(lon, lat, 0, 0) < 5000000 SETTINGS mutations_sync = 2");
    // The cells of Europe and Africa's north-east quarter (geohashes from `s`).
    cluster
        .node(3)
        .ok("DELETE FROM t WHERE startsWith(geohashEncode(lon, lat, 3), 's')");
    cluster
        .node(2)
        .ok("DELETE FROM t WHERE jumpConsistentHash(id, 5) = 1 AND kostikConsistentHash(cityHash64(id), 3) = 2");
    let refused = cluster
        .node(3)
        .query("DELETE FROM t WHERE length(extractGroups(s, '\\\\d+')) > 0");
    assert_eq!(refused.status, 400, "{}", refused.body);
    let expected = cluster.node(1).ok("SELECT id, s FROM t ORDER BY id");
    let kept = expected.lines().count();
    assert!((500..1500).contains(&kept), "{kept} rows: {expected}");
    assert!(expected.contains('é'), "{expected}");
    let digest = "SELECT count(), sum(length(s)), sum(cityHash64(s)) FROM t";
    let first = cluster.node(1).ok(digest);
    cluster.wait_all(Duration::from_secs(60), digest, &first);
    let ids = cluster.node(1).ok("SELECT id FROM t ORDER BY id");
    converged_state(&mut cluster, &ids);
}

/// Invariants 2.1 and 2.8: DELETEs by `cityHash64(*)`, by `untuple` in a call, by the
/// text of an array (`toString`, `CAST(… AS String)`) and by `uniqExact` of several
/// columns in a subquery, and an UPDATE setting a column to an array's text, sent
/// through other nodes, mask and rewrite the same rows everywhere; an `untuple` of a
/// number is refused before it is proposed and masks nothing.
#[test]
fn star_untuple_and_array_text_in_mutations_agree_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start(&bin(), dir.path(), 3);
    cluster
        .node(1)
        .ok("CREATE TABLE t (id UInt64, n UInt64, s String) ENGINE = MergeTree ORDER BY id");
    cluster
        .node(2)
        .ok("INSERT INTO t SELECT number, number % 4, toString(number % 7) FROM numbers(1000)");
    cluster
        .node(3)
        .ok("DELETE FROM t WHERE cityHash64(*) % 5 = 0");
    cluster.node(1).ok(
        "DELETE FROM t WHERE toString(range(n)) = '[0,1]' AND cityHash64(untuple((id, s))) % 2 = 0",
    );
    cluster
        .node(2)
        .ok("DELETE FROM t WHERE s IN (SELECT s FROM t GROUP BY s HAVING uniqExact(id, n) > 140)");
    cluster.node(3).ok(
        "ALTER TABLE t UPDATE s = CAST(range(n) AS String) WHERE id % 3 = 0 SETTINGS mutations_sync = 2",
    );
    let refused = cluster.node(1).query("DELETE FROM t WHERE untuple(id) = 1");
    assert_eq!(refused.status, 400, "{}", refused.body);
    let expected = cluster.node(1).ok("SELECT id, s FROM t ORDER BY id");
    let kept = expected.lines().count();
    assert!((200..900).contains(&kept), "{kept} rows: {expected}");
    assert!(expected.contains("\t[0,1,2]"), "{expected}");
    let digest = "SELECT count(), sum(length(s)), sum(cityHash64(*)) FROM t";
    let first = cluster.node(1).ok(digest);
    cluster.wait_all(Duration::from_secs(60), digest, &first);
    let ids = cluster.node(1).ok("SELECT id FROM t ORDER BY id");
    converged_state(&mut cluster, &ids);
}

/// Invariants 2.1 and 2.8: DELETEs by `toDateTime` of a date, by a difference of
/// DateTimes, by `a[i]` out of an array's range (the element's default), by
/// `arraySlice`, `xxHash64` and `lengthUTF8`, and an UPDATE that stores a difference
/// of DateTimes, sent through other nodes, mask and rewrite the same rows everywhere.
#[test]
fn dates_arrays_and_hashes_in_mutations_agree_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start(&bin(), dir.path(), 3);
    cluster.node(1).ok(
        "CREATE TABLE t (id UInt64, d Date, t DateTime, a Array(Int32), s String, gap Int32) \
         ENGINE = MergeTree ORDER BY id",
    );
    cluster.node(2).ok(
        "INSERT INTO t SELECT number, toDate('2024-01-01') + number % 60, \
         toDateTime('2024-01-01 00:00:00') + number * 3600, range(number % 4), \
         repeat('é', number % 5), 0 FROM numbers(2000)",
    );
    cluster
        .node(3)
        .ok("DELETE FROM t WHERE toDateTime(d) < toDateTime('2024-01-03 00:00:00')");
    cluster
        .node(1)
        .ok("DELETE FROM t WHERE t - toDateTime(d) > 86400 * 40 AND id % 2 = 0");
    cluster
        .node(2)
        .ok("DELETE FROM t WHERE a[3] = 0 AND id % 3 = 0");
    cluster
        .node(3)
        .ok("DELETE FROM t WHERE length(arraySlice(a, -2, 1)) = 1 AND xxHash64(s) % 4 = 0");
    cluster
        .node(1)
        .ok("DELETE FROM t WHERE lengthUTF8(s) = 4 AND id % 5 = 0");
    cluster.node(2).ok(
        "ALTER TABLE t UPDATE gap = t - toDateTime(d) WHERE id % 7 = 0 SETTINGS mutations_sync = 2",
    );
    let count: u64 = cluster
        .node(1)
        .ok("SELECT count() FROM t")
        .trim()
        .parse()
        .unwrap();
    assert!((600..1800).contains(&count), "{count} rows left");
    let gaps = cluster
        .node(1)
        .ok("SELECT countIf(gap > 0), countIf(gap < 0) FROM t WHERE id % 7 = 0");
    assert!(
        !gaps.starts_with("0\t"),
        "the UPDATE stored differences: {gaps}"
    );
    let digest =
        "SELECT count(), sum(gap), sum(xxHash64(s)), sum(length(a)), sum(toUInt32(d)) FROM t";
    let first = cluster.node(1).ok(digest);
    cluster.wait_all(Duration::from_secs(60), digest, &first);
    let ids = cluster.node(1).ok("SELECT id FROM t ORDER BY id");
    converged_state(&mut cluster, &ids);
}

/// Invariants 2.1 and 2.8: DELETEs by tuple comparisons over a Nullable column, by
/// comparisons of floats that are NaN, by `least` of an `Int64` and a `UInt64` and by
/// `toNullable`, and an UPDATE by a tuple comparison, sent through other nodes, mask
/// and rewrite the same rows everywhere, and leave the rows ClickHouse leaves: a NULL
/// element makes a tuple comparison NULL, and a NaN is not above 0.
#[test]
fn tuple_and_nan_comparisons_in_mutations_agree_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start(&bin(), dir.path(), 3);
    cluster.node(1).ok(
        "CREATE TABLE t (id UInt64, b Nullable(UInt32), f Float64, s String) \
         ENGINE = MergeTree ORDER BY id",
    );
    cluster.node(2).ok(
        "INSERT INTO t SELECT number, if(number % 4 = 0, NULL, number % 10), \
         if(number % 5 = 0, nan, number / 7), '' FROM numbers(2000)",
    );
    // Rows 0, 4, 8 … (b NULL) with id % 10 = 0 compare as NULL and stay.
    cluster
        .node(3)
        .ok("DELETE FROM t WHERE (id % 10, b) <= (0, 9)");
    // Rows whose f is NaN (id % 5 = 0) are not above 100.
    cluster.node(1).ok("DELETE FROM t WHERE f > 100");
    cluster
        .node(2)
        .ok("DELETE FROM t WHERE least(toInt64(id) - 1500, id) > 0 AND id % 3 = toNullable(0)");
    cluster
        .node(3)
        .ok("ALTER TABLE t UPDATE s = 'x' WHERE (b, id % 2) != (1, 1) SETTINGS mutations_sync = 2");
    let kept = cluster
        .node(1)
        .ok("SELECT countIf(id % 10 = 0 AND b IS NULL), countIf(isNaN(f) AND id > 700), countIf(id > 1500 AND id % 3 = 0), countIf(s = 'x') FROM t");
    let counts: Vec<u64> = kept
        .split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect();
    // ClickHouse's counts (26.9, the same statements).
    assert_eq!(counts, [92, 169, 0, 765], "{kept}");
    let digest = "SELECT count(), sum(id), countIf(s = 'x'), sum(cityHash64(s, id)) FROM t";
    let first = cluster.node(1).ok(digest);
    assert!(first.starts_with("835\t451005\t765\t"), "{first}");
    cluster.wait_all(Duration::from_secs(60), digest, &first);
    let ids = cluster.node(1).ok("SELECT id FROM t ORDER BY id");
    converged_state(&mut cluster, &ids);
}

/// Invariants 2.1 and 2.2: a DELETE sent with `lightweight_deletes_sync = 0` while the
/// table's merges are stopped waits on every node (its rows readable, its mutation not
/// done), across a node killed and restarted; `SYSTEM START MERGES` sent through
/// another node applies it everywhere to the rows inserted before it only. A TTL's
/// rewrite then keeps the same deleted rows in the same parts on every node.
#[test]
fn asynchronous_deletes_and_ttl_rewrites_agree_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start(&bin(), dir.path(), 3);
    cluster
        .node(1)
        .ok("CREATE TABLE t (id UInt64, kind String, t DateTime) ENGINE = MergeTree ORDER BY id");
    cluster.node(2).ok(
        "INSERT INTO t SELECT number, if(number % 3 = 0, 'debug', 'info'), \
         if(number % 2 = 0, toDateTime('2001-01-01 00:00:00'), toDateTime('2100-01-01 00:00:00')) \
         FROM numbers(3000)",
    );
    cluster.node(3).ok("SYSTEM STOP MERGES t");
    cluster
        .node(1)
        .ok("DELETE FROM t WHERE kind = 'debug' SETTINGS lightweight_deletes_sync = 0");
    cluster.node(2).ok(
        "INSERT INTO t SELECT number + 3000, 'debug', toDateTime('2100-01-01 00:00:00') FROM numbers(30)",
    );
    let waiting = "SELECT (SELECT count() FROM t), \
                   (SELECT count() FROM system.mutations WHERE table = 't' AND NOT is_done)";
    cluster.wait_all(Duration::from_secs(60), waiting, "3030\t1\n");
    cluster.node_mut(3).kill_and_restart();
    cluster.wait_all(Duration::from_secs(60), waiting, "3030\t1\n");
    cluster.node(2).ok("SYSTEM START MERGES t");
    // The 1,000 debug rows inserted before the DELETE go; the 30 after it stay.
    let settled = "SELECT count(), countIf(kind = 'debug'), \
                   (SELECT sum(rows_deleted) FROM system.mutations WHERE table = 't' AND is_done) FROM t";
    cluster.wait_all(Duration::from_secs(60), settled, "2030\t30\t1000\n");
    cluster.node(3).ok("DELETE FROM t WHERE id < 300");
    cluster
        .node(1)
        .ok("ALTER TABLE t MODIFY TTL t + INTERVAL 1 DAY SETTINGS mutations_sync = 2");
    // Left: the odd non-debug ids from 300 and the 30 rows after; the odd non-debug
    // ids under 300 are deleted but kept in the rewritten part (their masks compared
    // below, with every other mask version).
    let digest = "SELECT count(), sum(id) FROM t";
    let first = cluster.node(1).ok(digest);
    assert_eq!(first, "930\t1575435\n");
    cluster.wait_all(Duration::from_secs(60), digest, &first);
    let ids = cluster.node(1).ok("SELECT id FROM t ORDER BY id");
    converged_state(&mut cluster, &ids);
}

/// Invariants 2.1 and 2.8: DELETEs by `sipHash64` and by a `LIMIT … WITH TIES`
/// subquery, and an UPDATE by `sipHash64`, sent through other nodes, mask the same rows
/// everywhere; a table's codecs, comment and sampling key are the same on every node
/// and after a restart, and a sample reads the same rows on each.
#[test]
fn sip_hashes_ties_and_samples_agree_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start(&bin(), dir.path(), 3);
    cluster.node(1).ok(
        "CREATE TABLE t (id UInt64, n UInt32 CODEC(Delta, LZ4), s String COMMENT 'text') \
         ENGINE = MergeTree ORDER BY (id, sipHash64(id)) SAMPLE BY sipHash64(id) COMMENT 'sampled'",
    );
    cluster
        .node(2)
        .ok("INSERT INTO t SELECT number, number % 9, toString(number % 7) FROM numbers(2000)");
    cluster
        .node(3)
        .ok("DELETE FROM t WHERE sipHash64(id, s) % 5 = 0");
    cluster
        .node(1)
        .ok("DELETE FROM t WHERE n IN (SELECT n FROM t ORDER BY n DESC LIMIT 1 WITH TIES)");
    cluster.node(2).ok(
        "ALTER TABLE t UPDATE s = toString(sipHash64(s) % 100) WHERE id % 3 = 0 SETTINGS mutations_sync = 2",
    );
    let kept = cluster.node(1).ok("SELECT count(), max(n) FROM t");
    let (count, max_n) = kept.trim().split_once('\t').unwrap();
    let count: u64 = count.parse().unwrap();
    assert!((1200..1800).contains(&count), "{kept}");
    assert_eq!(
        max_n, "7",
        "the WITH TIES subquery took every row of the largest n"
    );
    let digest = "SELECT count(), sum(length(s)), sum(sipHash64(*)), \
                  (SELECT count() FROM t SAMPLE 1/4), \
                  (SELECT create_table_query FROM system.tables WHERE name = 't') FROM t";
    let first = cluster.node(1).ok(digest);
    assert!(first.contains("CODEC(Delta(4), LZ4)"), "{first}");
    assert!(first.contains("SAMPLE BY sipHash64(id)"), "{first}");
    assert!(first.contains("COMMENT \\'sampled\\'"), "{first}");
    cluster.wait_all(Duration::from_secs(60), digest, &first);
    cluster.node_mut(3).kill_and_restart();
    cluster.wait_all(Duration::from_secs(60), digest, &first);
    let ids = cluster.node(1).ok("SELECT id FROM t ORDER BY id");
    converged_state(&mut cluster, &ids);
}

/// Invariants 2.1 and 2.11: an `ANY` Join table keeps the first row of each key and a
/// `join_any_take_last_row` one the last, on every node, through INSERTs sent to
/// different nodes and a node killed and restarted; `joinGet` reads the same row
/// everywhere, and an INSERT into an `ENGINE = Null` table keeps nothing anywhere.
#[test]
fn join_tables_agree_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start(&bin(), dir.path(), 3);
    cluster
        .node(1)
        .ok("CREATE TABLE first (k UInt32, v String) ENGINE = Join(ANY, LEFT, k)");
    cluster.node(1).ok(
        "CREATE TABLE last (k UInt32, v String) ENGINE = Join(ANY, LEFT, k) \
         SETTINGS join_any_take_last_row = 1",
    );
    cluster
        .node(1)
        .ok("CREATE TABLE sink (k UInt32, v String) ENGINE = Null");
    for (node, round) in [(2, "a"), (3, "b"), (1, "c")] {
        for table in ["first", "last", "sink"] {
            cluster.node(node).ok(&format!(
                "INSERT INTO {table} SELECT number % 50, '{round}' || toString(number) FROM numbers(100)"
            ));
        }
    }
    let digest = "SELECT (SELECT count() FROM first), (SELECT groupArray(v) FROM (SELECT v FROM first ORDER BY k)), \
                  (SELECT count() FROM last), (SELECT groupArray(v) FROM (SELECT v FROM last ORDER BY k)), \
                  joinGet('first', 'v', toUInt32(7)), joinGet('last', 'v', toUInt32(7)), \
                  (SELECT count() FROM sink)";
    let expected = cluster.node(1).ok(digest);
    let fields: Vec<&str> = expected.trim().split('\t').collect();
    assert_eq!(fields[0], "50", "{expected}");
    assert_eq!(fields[2], "50", "{expected}");
    assert_eq!(
        fields[4], "a7",
        "the first insert's first row of key 7 stays"
    );
    assert_eq!(
        fields[5], "c57",
        "the last insert's last row of key 7 stays"
    );
    assert_eq!(fields[6], "0", "{expected}");
    cluster.wait_all(Duration::from_secs(60), digest, &expected);
    cluster.node_mut(2).kill_and_restart();
    cluster.wait_all(Duration::from_secs(60), digest, &expected);
}

/// Invariants 2.1 and 2.11, and group commit (design 007): concurrent upserts, UPDATEs and DELETEs sent through
/// every node share log entries on the leader (group commit), each keeps its own
/// outcome, and every node ends with the last acknowledged version of every key and
/// the same parts and masks.
#[test]
fn concurrent_statements_share_entries_and_agree_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start_with_env(
        &bin(),
        dir.path(),
        3,
        &[("MASKHOUSE_GROUP_COMMIT_WINDOW_US", "20000")],
    );
    cluster.node(1).ok(
        "CREATE TABLE t (id UInt64, ver UInt64, v String) ENGINE = ReplacingMergeTree(ver) ORDER BY id",
    );
    cluster
        .node(1)
        .ok("INSERT INTO t SELECT number, 1, 'base' FROM numbers(120)");
    let ports: Vec<u16> = cluster.nodes.iter().map(|n| n.port).collect();
    const CLIENTS: u64 = 12;
    let handles: Vec<_> = (0..CLIENTS)
        .map(|c| {
            let port = ports[c as usize % ports.len()];
            std::thread::spawn(move || {
                // Each client owns the keys equal to c modulo CLIENTS: its own model.
                let mut mine: BTreeMap<u64, Option<(u64, String)>> = (0..120)
                    .filter(|k| k % CLIENTS == c)
                    .map(|k| (k, Some((1, "base".to_string()))))
                    .collect();
                let keys: Vec<u64> = mine.keys().copied().collect();
                for round in 0..12u64 {
                    let key = keys[round as usize % keys.len()];
                    let sql = match round % 3 {
                        0 => {
                            let ver = round + 2;
                            mine.insert(key, Some((ver, format!("c{c}r{round}"))));
                            format!("INSERT INTO t VALUES ({key}, {ver}, 'c{c}r{round}')")
                        }
                        1 => {
                            if let Some((_, v)) = mine.get_mut(&key).unwrap() {
                                v.push_str("+u");
                            }
                            format!("UPDATE t SET v = concat(v, '+u') WHERE id = {key}")
                        }
                        _ => {
                            mine.insert(key, None);
                            format!("DELETE FROM t WHERE id = {key}")
                        }
                    };
                    let r = post_sql(port, &sql);
                    assert_eq!(r.status, 200, "{sql}: {}", r.body);
                }
                mine
            })
        })
        .collect();
    let mut want = BTreeMap::new();
    for h in handles {
        want.extend(h.join().unwrap());
    }
    let expected: String = want
        .iter()
        .filter_map(|(k, row)| row.as_ref().map(|(ver, v)| format!("{k}\t{ver}\t{v}\n")))
        .collect();
    cluster.wait_all(
        Duration::from_secs(60),
        "SELECT id, ver, v FROM t ORDER BY id",
        &expected,
    );
    let ids: String = want
        .iter()
        .filter(|(_, row)| row.is_some())
        .map(|(k, _)| format!("{k}\n"))
        .collect();
    converged_state(&mut cluster, &ids);
    // The leader put statements that waited together into one entry.
    let leader = cluster.wait_for_leader();
    let metrics = cluster.node(leader).get("/metrics").unwrap().body;
    let counter = |name: &str| -> u64 {
        metrics
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{name} ")))
            .unwrap_or_else(|| panic!("{name} in /metrics"))
            .parse()
            .unwrap()
    };
    let (entries, statements) = (
        counter("maskhouse_group_commit_entries_total"),
        counter("maskhouse_group_commit_statements_total"),
    );
    assert!(
        entries > 0 && statements >= 2 * entries,
        "group commit made {entries} entries of {statements} statements"
    );
}

/// The acknowledged operations of a workload, for the final check.
#[derive(Default)]
struct History {
    inserted: BTreeSet<u64>,
    deleted: BTreeSet<u64>,
    /// Operations whose outcome is unknown (the node died while answering).
    unknown: BTreeSet<u64>,
}

/// Inserts ids one batch at a time and deletes some, through every node in turn,
/// until `stop`.
fn workload(ports: Vec<u16>, history: Arc<Mutex<History>>, stop: Arc<AtomicBool>) {
    let mut next = 0u64;
    let mut i = 0usize;
    while !stop.load(Ordering::Relaxed) {
        let port = ports[i % ports.len()];
        i += 1;
        let batch: Vec<u64> = (next..next + 10).collect();
        next += 10;
        let values: Vec<String> = batch.iter().map(|id| format!("({id}, 0)")).collect();
        let r = post_sql(port, &format!("INSERT INTO t VALUES {}", values.join(",")));
        let mut h = history.lock().unwrap();
        match r.status {
            200 => h.inserted.extend(&batch),
            _ => h.unknown.extend(&batch),
        }
        // Delete one acknowledged id of the previous batch now and then.
        if i.is_multiple_of(3) {
            if let Some(&victim) = h.inserted.iter().rev().nth(5) {
                drop(h);
                let r = post_sql(port, &format!("DELETE FROM t WHERE id = {victim}"));
                let mut h = history.lock().unwrap();
                if r.status == 200 {
                    h.deleted.insert(victim);
                } else {
                    h.unknown.insert(victim);
                }
            }
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Invariant 2.3 and 2.4: SIGKILL of a follower, then of the leader, during a stream of
/// inserts and deletes through every node: every acknowledged insert survives, every
/// acknowledged delete stays deleted, and the restarted nodes converge to identical
/// parts and mask digests (a restarted node fetches the parts pushed while it was down).
#[test]
fn killed_follower_and_leader_lose_nothing_acknowledged() {
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start(&bin(), dir.path(), 3);
    cluster.node(1).ok(CREATE);
    let ports: Vec<u16> = cluster.nodes.iter().map(|s| s.port).collect();
    let history = Arc::new(Mutex::new(History::default()));
    let stop = Arc::new(AtomicBool::new(false));
    let worker = {
        let (h, s) = (history.clone(), stop.clone());
        std::thread::spawn(move || workload(ports, h, s))
    };
    let progress = |history: &Arc<Mutex<History>>| history.lock().unwrap().inserted.len();
    let wait_progress = |history: &Arc<Mutex<History>>, more: usize| {
        let start = progress(history);
        let deadline = std::time::Instant::now() + Duration::from_secs(60);
        while progress(history) < start + more {
            assert!(std::time::Instant::now() < deadline, "the workload stalled");
            std::thread::sleep(Duration::from_millis(50));
        }
    };
    wait_progress(&history, 300);
    let leader = cluster.wait_for_leader();
    let follower = (1..=3).find(|id| *id != leader).unwrap();
    cluster.node_mut(follower).kill();
    wait_progress(&history, 300);
    cluster.node_mut(follower).start_again();
    wait_progress(&history, 50);
    let leader = cluster.wait_for_leader();
    cluster.node_mut(leader).kill();
    wait_progress(&history, 300);
    cluster.node_mut(leader).start_again();
    wait_progress(&history, 50);
    stop.store(true, Ordering::Relaxed);
    worker.join().unwrap();

    let h = history.lock().unwrap();
    for id in 1..=3 {
        let seen = ids(&cluster.node(id).ok("SELECT id FROM t ORDER BY id"));
        let lost: Vec<_> = h
            .inserted
            .iter()
            .filter(|i| !seen.contains(i) && !h.deleted.contains(i) && !h.unknown.contains(i))
            .collect();
        assert!(
            lost.is_empty(),
            "node {id} lost acknowledged inserts {lost:?}"
        );
        let back: Vec<_> = h.deleted.intersection(&seen).collect();
        assert!(back.is_empty(), "node {id} shows deleted rows {back:?}");
        let unexpected: Vec<_> = seen
            .iter()
            .filter(|i| !h.inserted.contains(i) && !h.unknown.contains(i))
            .collect();
        assert!(
            unexpected.is_empty(),
            "node {id} shows rows never inserted {unexpected:?}"
        );
    }
    let all = cluster.node(1).ok("SELECT id FROM t ORDER BY id");
    converged_state(&mut cluster, &all);
}

/// DESIGN §5: a node added to a running cluster catches up by snapshot plus part
/// fetch (the log before the snapshot is purged) and then serves the same data; a
/// dropped node stops being a member.
#[test]
fn node_added_later_catches_up() {
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start_with_env(
        &bin(),
        dir.path(),
        3,
        &[
            ("MASKHOUSE_SNAPSHOT_EVERY_ENTRIES", "5"),
            ("MASKHOUSE_MERGE_INTERVAL_MS", "0"),
        ],
    );
    cluster.node(1).ok(CREATE);
    for k in 0..20 {
        cluster.node(k % 3 + 1).ok(&format!(
            "INSERT INTO t SELECT number + {}, 1 FROM numbers(1000)",
            k * 1000
        ));
    }
    cluster.node(2).ok("DELETE FROM t WHERE id % 7 = 0");
    // The snapshot carries masks: parts with deleted rows must arrive with them.
    cluster.node(3).ok("OPTIMIZE TABLE t");
    cluster.node(3).ok("DELETE FROM t WHERE id % 5 = 1");
    let (id, addr) = cluster.start_joining();
    cluster
        .node(2)
        .ok(&format!("SYSTEM ADD REPLICA {id} '{addr}'"));
    let expected = cluster.node(1).ok("SELECT count(), sum(id) FROM t");
    assert_eq!(
        cluster.node(id).ok("SELECT count(), sum(id) FROM t"),
        expected
    );
    cluster.node(id).ok("INSERT INTO t VALUES (100000, 1)");
    assert_eq!(
        cluster
            .node(3)
            .ok("SELECT count() FROM t WHERE id = 100000"),
        "1\n"
    );
    let all = cluster.node(1).ok("SELECT id FROM t ORDER BY id");
    converged_state(&mut cluster, &all);
    cluster.node(1).ok(&format!("SYSTEM DROP REPLICA {id}"));
    assert_eq!(
        cluster.node(1).ok("SELECT count() FROM system.replicas"),
        "3\n"
    );
}

/// The interserver port refuses requests without the cluster secret.
#[test]
fn interserver_port_refuses_strangers() {
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start(&bin(), dir.path(), 3);
    let addr = cluster
        .node(1)
        .ok("SELECT address FROM system.replicas WHERE node_id = 2");
    let port: u16 = addr.trim().rsplit(':').next().unwrap().parse().unwrap();
    let r = maskhouse_harness::request(port, "POST", "/forward", &[], b"x").unwrap();
    assert_eq!(r.status, 403, "{}", r.body);
    let r = maskhouse_harness::request(port, "POST", "/", &[], b"SELECT 1").unwrap();
    assert_eq!(r.status, 403, "{}", r.body);
    cluster.wait_for_leader();
}

/// Invariant 2.8: a DELETE whose predicate fails on the rows fails alike on every
/// replica, is recorded as failed, masks nothing, and every node goes on serving and
/// applying later entries.
#[test]
fn poisoned_delete_leaves_every_node_serving() {
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start(&bin(), dir.path(), 3);
    cluster
        .node(1)
        .ok("CREATE TABLE p (id UInt64, s String) ENGINE = MergeTree ORDER BY id");
    cluster
        .node(2)
        .ok("INSERT INTO p VALUES (1, '1'), (2, 'two'), (3, '3')");
    let r = cluster.node(3).query("DELETE FROM p WHERE toUInt64(s) = 1");
    assert_eq!(r.status, 400, "{}", r.body);
    let r = cluster
        .node(2)
        .query("DELETE FROM p WHERE intDiv(id, 0) = 1");
    assert_eq!(r.status, 400, "{}", r.body);
    cluster.node(1).ok("INSERT INTO p VALUES (4, 'four')");
    cluster.node(3).ok("DELETE FROM p WHERE id = 2");
    cluster.wait_all(
        Duration::from_secs(30),
        "SELECT id FROM p ORDER BY id",
        "1\n3\n4\n",
    );
    cluster.wait_all(
        Duration::from_secs(10),
        "SELECT count(), sum(rows_deleted) FROM system.mutations WHERE latest_fail_reason != ''",
        "2\t0\n",
    );
    // A restarted node replays the failed entries and still serves.
    cluster.node_mut(2).kill_and_restart();
    cluster.wait_all(
        Duration::from_secs(30),
        "SELECT id FROM p ORDER BY id",
        "1\n3\n4\n",
    );
}

/// Opens a stopped node's metadata database (its lock is released shortly after exit).
fn open_meta(data_dir: &std::path::Path) -> sled::Db {
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    loop {
        match sled::open(data_dir.join("meta")) {
            Ok(db) => return db,
            Err(e) if std::time::Instant::now() >= deadline => panic!("open {data_dir:?}: {e}"),
            Err(_) => std::thread::sleep(Duration::from_millis(50)),
        }
    }
}

/// Removes the one mask version of table `t` from a stopped node's catalog, as a disk
/// that lost it would.
fn remove_mask(data_dir: &std::path::Path) {
    let db = open_meta(data_dir);
    let tree = maskhouse_store::kv::Tree::open(&db, "catalog").unwrap();
    let masks: Vec<_> = tree.scan_prefix(b"m\0t\0").map(|kv| kv.unwrap()).collect();
    assert_eq!(masks.len(), 1, "one part with one mask version");
    tree.remove(&masks[0].0).unwrap();
    db.flush().unwrap();
}

/// Overwrites the one mask of table `t` in a stopped node's catalog with `mask`; returns
/// the bytes it held.
fn overwrite_mask(data_dir: &std::path::Path, mask: &maskhouse_part::RoaringBitmap) -> Vec<u8> {
    let db = open_meta(data_dir);
    let tree = maskhouse_store::kv::Tree::open(&db, "catalog").unwrap();
    // keys::mask: m \0 table \0 part \0 mutation (u64 BE).
    let masks: Vec<_> = tree.scan_prefix(b"m\0t\0").map(|kv| kv.unwrap()).collect();
    assert_eq!(masks.len(), 1, "one part with one mask version");
    let (key, old) = &masks[0];
    let new = maskhouse_part::mask::encode(mask);
    assert_ne!(old.as_ref(), new.as_slice());
    tree.insert(key, new).unwrap();
    db.flush().unwrap();
    old.to_vec()
}

/// Invariant 2.1: a replica whose copy of a mask differs from the majority's reports
/// the mismatch in system.replicas and, once digest checks run, fetches the mask from a
/// replica that agrees with the majority and serves the same rows as the others again.
#[test]
fn diverged_mask_is_repaired_from_the_majority() {
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start_with_env(
        &bin(),
        dir.path(),
        3,
        &[
            ("MASKHOUSE_MERGE_INTERVAL_MS", "0"),
            ("MASKHOUSE_DIGEST_CHECK_INTERVAL_MS", "0"),
        ],
    );
    cluster.node(1).ok(CREATE);
    cluster
        .node(1)
        .ok("INSERT INTO t SELECT number, number * 2 FROM numbers(1000)");
    cluster
        .node(1)
        .ok("DELETE FROM t WHERE id % 10 = 3 SETTINGS lightweight_deletes_sync = 2");
    let local = "SELECT count(), sum(id) FROM t SETTINGS read_consistency = 'local'";
    let healthy = format!(
        "900\t{}\n",
        (0..1000u64).filter(|i| i % 10 != 3).sum::<u64>()
    );
    cluster.wait_all(Duration::from_secs(30), local, &healthy);

    // Node 3's copy diverges while it is down: rows 0..10 instead of every tenth row.
    cluster.node_mut(3).stop();
    let data_dir = cluster.node(3).data_dir.clone();
    let old = overwrite_mask(&data_dir, &(0..10u32).collect());
    assert_eq!(maskhouse_part::mask::decode(&old, 1000).unwrap().len(), 100);
    cluster.node_mut(3).start_again();
    let replicas = "SELECT node_id, digest_mismatches, health FROM system.replicas \
                    ORDER BY node_id SETTINGS read_consistency = 'local'";
    assert_eq!(
        cluster.node(3).ok(local),
        format!("990\t{}\n", (10..1000u64).sum::<u64>())
    );
    // The mismatch is reported while checks are off (polled: a status round trip may
    // miss its one-second bound on a loaded machine).
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    loop {
        let got = cluster.node(3).ok(replicas);
        if got == "1\t1\tdigest mismatch\n2\t1\tdigest mismatch\n3\t0\tok\n" {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "{got}");
        std::thread::sleep(Duration::from_millis(100));
    }

    // With checks on, node 3 repairs its copy from nodes 1 and 2.
    cluster.node_mut(3).stop();
    cluster
        .node_mut(3)
        .spec
        .env
        .push(("MASKHOUSE_DIGEST_CHECK_INTERVAL_MS".into(), "200".into()));
    cluster.node_mut(3).start_again();
    cluster.wait_all(
        Duration::from_secs(30),
        "SELECT sum(digest_mismatches) FROM system.replicas SETTINGS read_consistency = 'local'",
        "0\n",
    );
    cluster.wait_all(Duration::from_secs(10), local, &healthy);
    let expected: String = (0..1000u64)
        .filter(|i| i % 10 != 3)
        .map(|i| format!("{i}\n"))
        .collect();
    converged_state(&mut cluster, &expected);
    // The repair is durable: a restart with checks off loads the repaired copy.
    cluster
        .node_mut(3)
        .spec
        .env
        .push(("MASKHOUSE_DIGEST_CHECK_INTERVAL_MS".into(), "0".into()));
    cluster.node_mut(3).restart();
    assert_eq!(cluster.node(3).ok(local), healthy);
    cluster.wait_all(
        Duration::from_secs(30),
        replicas,
        "1\t0\tok\n2\t0\tok\n3\t0\tok\n",
    );
}

/// Invariant 2.6: `CHECK TABLE` reads every part file of the node it runs on against
/// its checksum, reports a damaged one (and only on that node: the others pass), and
/// the node replaces it with a peer's verified copy, after which it passes again and
/// serves the same rows as the others.
#[test]
fn check_table_finds_a_damaged_part_and_its_node_repairs_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start_with_env(
        &bin(),
        dir.path(),
        3,
        &[("MASKHOUSE_MERGE_INTERVAL_MS", "0")],
    );
    cluster.node(1).ok(CREATE);
    cluster
        .node(1)
        .ok("INSERT INTO t SELECT number, number * 2 FROM numbers(1000)");
    let local = "SELECT count(), sum(v) FROM t SETTINGS read_consistency = 'local'";
    let healthy = format!("1000\t{}\n", (0..1000u64).map(|i| i * 2).sum::<u64>());
    cluster.wait_all(Duration::from_secs(30), local, &healthy);
    let check = "CHECK TABLE t SETTINGS check_query_single_value_result = 1";
    for n in 1..=3 {
        assert_eq!(cluster.node(n).ok(check), "1\n");
    }
    // One byte of node 3's part file flips on disk.
    let table_dir = cluster.node(3).data_dir.join("parts").join("t");
    let file = std::fs::read_dir(&table_dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "parquet"))
        .expect("a part file");
    let mut bytes = std::fs::read(&file).unwrap();
    bytes[100] ^= 0xff;
    std::fs::write(&file, &bytes).unwrap();
    let part = file.file_stem().unwrap().to_string_lossy().into_owned();
    let report = cluster.node(3).ok("CHECK TABLE t");
    let row: Vec<&str> = report.trim_end().split('\t').collect();
    assert_eq!(row[..2], [part.as_str(), "0"], "{report}");
    assert!(row[2].contains("checksum"), "{report}");
    assert_eq!(cluster.node(1).ok(check), "1\n");
    // Reported damaged, the file is fetched again from a peer.
    cluster.wait_all(Duration::from_secs(30), check, "1\n");
    cluster.wait_all(Duration::from_secs(10), local, &healthy);
    assert_eq!(
        cluster.node(3).ok(&format!("CHECK TABLE t PART '{part}'")),
        format!("{part}\t1\t\n")
    );
}

/// Invariants 2.1 and 2.3: a replica that lost a mask version (a power cut took the
/// file sled kept it in) while the part and the mutation are still there reports it in
/// system.replicas and, once digest checks run, fetches it from the majority and
/// serves the same rows as the others again.
#[test]
fn missing_mask_version_is_repaired_from_the_majority() {
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start_with_env(
        &bin(),
        dir.path(),
        3,
        &[
            ("MASKHOUSE_MERGE_INTERVAL_MS", "0"),
            ("MASKHOUSE_DIGEST_CHECK_INTERVAL_MS", "0"),
        ],
    );
    cluster.node(1).ok(CREATE);
    cluster
        .node(1)
        .ok("INSERT INTO t SELECT number, number * 2 FROM numbers(1000)");
    cluster
        .node(1)
        .ok("DELETE FROM t WHERE id % 10 = 3 SETTINGS lightweight_deletes_sync = 2");
    let local = "SELECT count(), sum(id) FROM t SETTINGS read_consistency = 'local'";
    let healthy = format!(
        "900\t{}\n",
        (0..1000u64).filter(|i| i % 10 != 3).sum::<u64>()
    );
    cluster.wait_all(Duration::from_secs(30), local, &healthy);

    cluster.node_mut(3).stop();
    remove_mask(&cluster.node(3).data_dir.clone());
    cluster.node_mut(3).start_again();
    let all = format!("1000\t{}\n", (0..1000u64).sum::<u64>());
    assert_eq!(cluster.node(3).ok(local), all);
    let replicas = "SELECT node_id, digest_mismatches, health FROM system.replicas \
                    ORDER BY node_id SETTINGS read_consistency = 'local'";
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    loop {
        let got = cluster.node(3).ok(replicas);
        if got == "1\t1\tdigest mismatch\n2\t1\tdigest mismatch\n3\t0\tok\n" {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "{got}");
        std::thread::sleep(Duration::from_millis(100));
    }

    // With checks on, node 3 fetches the version from nodes 1 and 2.
    cluster.node_mut(3).stop();
    cluster
        .node_mut(3)
        .spec
        .env
        .push(("MASKHOUSE_DIGEST_CHECK_INTERVAL_MS".into(), "200".into()));
    cluster.node_mut(3).start_again();
    cluster.wait_all(Duration::from_secs(30), local, &healthy);
    cluster.wait_all(
        Duration::from_secs(30),
        "SELECT sum(digest_mismatches) FROM system.replicas SETTINGS read_consistency = 'local'",
        "0\n",
    );
    // The repair is durable: a restart with checks off loads the restored version.
    cluster
        .node_mut(3)
        .spec
        .env
        .push(("MASKHOUSE_DIGEST_CHECK_INTERVAL_MS".into(), "0".into()));
    cluster.node_mut(3).restart();
    assert_eq!(cluster.node(3).ok(local), healthy);
}

/// Bounded everything (DESIGN §2.7): the interserver port checks the cluster secret
/// from a request's head, before reading any of its body, so that a stranger cannot
/// make a node read (or hold) a large body. A request with a wrong secret and a body
/// that never arrives is answered 403 at once, on the part push path and on a message
/// path alike.
#[test]
fn interserver_refuses_a_wrong_secret_before_reading_the_body() {
    use std::io::{Read, Write};
    let dir = tempfile::tempdir().unwrap();
    let cluster = Cluster::start(&bin(), dir.path(), 1);
    let addr = cluster
        .node(1)
        .ok("SELECT address FROM system.replicas WHERE node_id = 1");
    let port: u16 = addr.trim().rsplit(':').next().unwrap().parse().unwrap();
    for path in ["/part/push", "/forward"] {
        let mut s = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
        let head = format!(
            "POST {path} HTTP/1.1\r\nhost: x\r\nx-maskhouse-cluster-secret: wrong\r\n\
             transfer-encoding: chunked\r\n\r\n"
        );
        // The head announces a chunked body, none of which ever comes: a server that
        // reads the body before the secret waits for it. (Body bytes sent here would
        // race the server closing after its 403, and reset the connection.)
        s.write_all(head.as_bytes()).unwrap();
        let mut answer = [0u8; 64];
        let n = s
            .read(&mut answer)
            .unwrap_or_else(|e| panic!("{path}: no answer while the body is unfinished: {e}"));
        let answer = String::from_utf8_lossy(&answer[..n]);
        assert!(answer.starts_with("HTTP/1.1 403"), "{path}: {answer}");
    }
}

/// Acknowledged means durable (DESIGN §2.3) for a part of any size: with interserver
/// messages limited to 1 MiB (`body_bytes_max`), an INSERT whose part is several MiB
/// is pushed to a majority, streamed, and every node ends up with the part: node 3,
/// down during the INSERT, fetches it when it comes back.
#[test]
fn a_part_larger_than_body_bytes_max_is_pushed_and_fetched() {
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start_with_env(
        &bin(),
        dir.path(),
        3,
        &[
            ("MASKHOUSE_BODY_BYTES_MAX", "1048576"),
            ("MASKHOUSE_MERGE_INTERVAL_MS", "0"),
        ],
    );
    cluster
        .node(1)
        .ok("CREATE TABLE big (id UInt64, s String) ENGINE = MergeTree ORDER BY id");
    cluster.wait_all(Duration::from_secs(10), "SELECT count() FROM big", "0\n");
    cluster.node_mut(3).stop();
    cluster.node(2).ok(
        "INSERT INTO big SELECT number, concat(toString(number * 2654435761), toString(number * 40503)) \
         FROM numbers(400000)",
    );
    let bytes: u64 = cluster
        .node(2)
        .ok("SELECT sum(bytes_on_disk) FROM system.parts WHERE table = 'big'")
        .trim()
        .parse()
        .unwrap();
    assert!(bytes > 3 << 20, "the part is only {bytes} bytes");
    cluster.node_mut(3).start_again();
    cluster.node_mut(3).wait_ready();
    cluster.wait_all(
        Duration::from_secs(60),
        "SELECT count(), sum(id) FROM big",
        "400000\t79999800000\n",
    );
    cluster.wait_all(
        Duration::from_secs(10),
        "SELECT count(), sum(bytes_on_disk) FROM system.parts WHERE table = 'big'",
        &format!("1\t{bytes}\n"),
    );
}
