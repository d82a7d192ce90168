-- Reads under masks of every shape (DESIGN §2.2: a deleted row is never returned).
-- 300000 rows make three row groups (131072 rows each, the last one shorter).
CREATE TABLE m (id UInt64, k UInt32, v Float64, s LowCardinality(String)) ENGINE = MergeTree ORDER BY id;
INSERT INTO m SELECT number, toUInt32(number % 1000), number / 4, if(number % 3 = 0, 'a', 'b') FROM numbers(300000);
INSERT INTO m SELECT number, toUInt32(number % 1000), number / 4, 'c' FROM numbers(300000, 1000);
-- Scattered rows in every row group (read whole, then filtered).
DELETE FROM m WHERE id % 7 = 0;
-- A long run inside the second row group (skipped by a row selection).
DELETE FROM m WHERE id >= 140000 AND id < 200000;
-- All of the third row group (never read).
DELETE FROM m WHERE id >= 262144 AND id < 300000;
SELECT count(), sum(id), sum(v) FROM m;
SELECT count() FROM m WHERE k = 7;
SELECT s, count(), sum(id) FROM m GROUP BY s ORDER BY s;
-- Projections in any order, and LIMIT.
SELECT v, id, s FROM m WHERE id BETWEEN 139995 AND 140002 ORDER BY id;
SELECT s, id FROM m WHERE id > 262100 ORDER BY id LIMIT 5;
SELECT count() FROM (SELECT id FROM m LIMIT 1000);
-- Row groups pruned by statistics: only the second part can hold these.
SELECT count(), min(id), max(id) FROM m WHERE id >= 300000;
SELECT count() FROM m WHERE id > 10000000;
SELECT count(), min(id) FROM m WHERE s = 'c';
SELECT count() FROM m WHERE s = 'zz' OR s > 'd';
-- Deleted rows come back only with apply_deleted_mask = 0.
SELECT count(), sum(id) FROM m SETTINGS apply_deleted_mask = 0;
SELECT count() FROM m WHERE id % 7 = 0 SETTINGS apply_deleted_mask = 0;
SELECT count() FROM m WHERE id % 7 = 0;
-- restart
SELECT count(), sum(id), sum(v) FROM m;
OPTIMIZE TABLE m FINAL;
SELECT count(), sum(id), sum(v) FROM m;
SELECT count() FROM m WHERE id % 7 = 0 SETTINGS apply_deleted_mask = 0;
