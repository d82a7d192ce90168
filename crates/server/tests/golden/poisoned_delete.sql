-- DESIGN §2.8: no log entry stops a replica. A DELETE whose predicate fails while it
-- is evaluated fails alike on every replica (400), is recorded as failed and deletes
-- nothing; the node goes on serving, across a kill and a restart.
CREATE TABLE p (id UInt64, s String, ts DateTime) ENGINE = MergeTree ORDER BY id;
INSERT INTO p VALUES (1, '1', '2020-01-01 00:00:00'), (2, 'two', '2020-01-02 00:00:00'), (3, '3', '2099-01-01 00:00:00'), (4, 'four', '2099-01-02 00:00:00');
-- A string that is not a number, a division by zero.
-- own: ClickHouse fails this DELETE too, but keeps retrying the failed mutation and holds back the ones after it; maskhouse records it as failed and goes on (DESIGN §2.8)
DELETE FROM p WHERE toUInt64(s) = 1;
-- own: as above: a failed mutation is recorded as failed, not retried
DELETE FROM p WHERE intDiv(id, 0) = 1;
SELECT count() FROM p;
-- own: system.mutations shows maskhouse's mutation log (ids, rows_deleted, parts_touched, replicas)
SELECT mutation_id > 0, latest_fail_reason != '', is_done, parts_to_do, rows_deleted FROM system.mutations ORDER BY mutation_id;
-- kill
SELECT id, s FROM p ORDER BY id;
INSERT INTO p VALUES (5, 'five', '2020-01-03 00:00:00');
-- restart
SELECT count() FROM p;
-- now() is folded into a constant by the node that proposes the DELETE.
DELETE FROM p WHERE ts < now();
SELECT id FROM p ORDER BY id;
-- own: system.mutations shows maskhouse's mutation log (ids, rows_deleted, parts_touched, replicas)
SELECT command LIKE 'DELETE WHERE ts < toDateTime(''____-__-__ __:__:__'')', rows_deleted FROM system.mutations WHERE rows_deleted > 0;
-- rand() would delete different rows on every replica: refused before proposing.
-- own: a DELETE must mask the same rows on every replica, so rand() is refused (ClickHouse deletes random rows)
DELETE FROM p WHERE rand() % 2 = 0;
-- A subquery reads other tables as of the DELETE's own log index.
CREATE TABLE q (id UInt64) ENGINE = MergeTree ORDER BY id;
INSERT INTO q VALUES (3), (7);
DELETE FROM p WHERE id IN (SELECT id FROM q);
SELECT id FROM p ORDER BY id;
-- An unknown table is refused before proposing; so is a subquery failing on its rows,
-- which the proposing node runs first (should the rows change before apply, the
-- mutation fails there like any predicate).
DELETE FROM p WHERE id IN (SELECT id FROM nosuch);
DELETE FROM p WHERE id IN (SELECT toUInt64(s) FROM p);
-- own: system.mutations shows maskhouse's mutation log (ids, rows_deleted, parts_touched, replicas)
SELECT count(), sum(rows_deleted) FROM system.mutations;
-- kill
SELECT id, s FROM p ORDER BY id;
-- own: system.mutations shows maskhouse's mutation log (ids, rows_deleted, parts_touched, replicas)
SELECT mutation_id > 0, latest_fail_reason != '' FROM system.mutations ORDER BY mutation_id;
