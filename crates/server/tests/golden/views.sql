CREATE TABLE vt (id UInt64, k UInt32, s String) ENGINE = MergeTree ORDER BY id;
INSERT INTO vt SELECT number, toUInt32(number % 10), toString(number) FROM numbers(100);
-- A view reads its query in place of its name.
CREATE VIEW v_even AS SELECT id, k, s FROM vt WHERE id % 2 = 0;
SELECT count(), sum(id), max(s) FROM v_even;
SELECT k, count() FROM v_even GROUP BY k ORDER BY k;
SELECT count() FROM v_even WHERE k = 4;
SELECT * FROM v_even ORDER BY id LIMIT 3;
-- Declared columns convert the query's columns by name.
CREATE VIEW v_typed (k String, id UInt32) AS SELECT id, k FROM vt WHERE id < 3;
SELECT id, k, toTypeName(id), toTypeName(k) FROM v_typed ORDER BY id;
DESCRIBE v_typed;
SELECT name, type FROM system.columns WHERE table = 'v_typed' ORDER BY name;
SELECT name, engine, engine_full = '' FROM system.tables WHERE database = currentDatabase() ORDER BY name;
-- Aggregates, views over views, joins and aliases.
CREATE VIEW v_counts AS SELECT k, count() AS c FROM v_even GROUP BY k;
SELECT sum(c) FROM v_counts;
SELECT a.k, a.c, b.c FROM v_counts AS a JOIN v_counts AS b ON a.k = b.k ORDER BY a.k;
SELECT v_counts.k FROM v_counts WHERE v_counts.c > 0 ORDER BY k LIMIT 2;
-- A DELETE on the table shows through the view; a view is read in a subquery too.
DELETE FROM vt WHERE k = 4;
SELECT count() FROM v_even;
SELECT count() FROM vt WHERE id IN (SELECT id FROM v_even);
DELETE FROM vt WHERE id IN (SELECT id FROM v_even WHERE k = 2);
SELECT count() FROM vt;
INSERT INTO vt SELECT id + 1000, k, s FROM v_even;
SELECT count() FROM v_even;
-- A view over ARRAY JOIN; views are kept across a restart.
CREATE TABLE va (id UInt64, arr Array(UInt32)) ENGINE = MergeTree ORDER BY id;
INSERT INTO va VALUES (1, [1, 2]), (2, [3]);
CREATE VIEW v_flat AS SELECT id, x FROM va ARRAY JOIN arr AS x;
-- restart
SELECT id, x FROM v_flat ORDER BY id, x;
SELECT count() FROM v_even;
-- A table AS a view: its columns with an ENGINE, an error without one. SAMPLE of a view reads it all.
CREATE TABLE from_view AS v_even;
CREATE TABLE from_view AS v_even ENGINE = MergeTree ORDER BY id;
SELECT name, type FROM system.columns WHERE table = 'from_view' ORDER BY name;
SELECT count() FROM v_even SAMPLE 0.5;
-- Views refuse writes.
INSERT INTO v_even VALUES (1, 1, 'a');
DELETE FROM v_even WHERE k = 1;
ALTER TABLE v_even DELETE WHERE k = 1;
ALTER TABLE v_even UPDATE s = 'x' WHERE k = 1;
OPTIMIZE TABLE v_even;
TRUNCATE TABLE v_even;
-- A name taken, IF NOT EXISTS, DROP VIEW of a table, DROP TABLE of a view.
CREATE VIEW v_even AS SELECT 1;
CREATE VIEW IF NOT EXISTS v_even AS SELECT 1;
SELECT count() FROM v_even;
DROP VIEW vt;
DROP VIEW v_counts;
DROP TABLE v_typed;
DROP VIEW IF EXISTS v_typed;
SELECT name FROM system.tables WHERE database = currentDatabase() ORDER BY name;
SELECT count() FROM v_counts;
-- A view over a table function, with FINAL passed over.
CREATE VIEW v_numbers AS SELECT number * 2 AS n FROM numbers(5);
SELECT groupArray(n) FROM v_numbers;
SELECT sum(n) FROM v_numbers FINAL;
