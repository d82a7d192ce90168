-- ReplacingMergeTree: one live row per key. ClickHouse needs FINAL to read that;
-- maskhouse reads it without, and FINAL changes nothing.
CREATE TABLE r (id UInt64, ver UInt32, status String, amount Float64) ENGINE = ReplacingMergeTree(ver) ORDER BY id;
INSERT INTO r SELECT number, 1, 'new', number / 4 FROM numbers(10);
INSERT INTO r VALUES (1, 2, 'newer', 1.5), (2, 0, 'older', 2.5), (3, 1, 'tie', 3.5), (20, 5, 'a', 1), (20, 7, 'b', 2), (20, 6, 'c', 3), (21, 4, 'first', 1), (21, 4, 'second', 2);
SELECT * FROM r FINAL ORDER BY id;
SELECT count(), sum(amount) FROM r FINAL;
SELECT status, count() FROM r FINAL GROUP BY status ORDER BY status;
SELECT id, status FROM r FINAL WHERE status != 'new' ORDER BY id;
DELETE FROM r WHERE id = 20;
SELECT id, ver, status FROM r FINAL WHERE id >= 20 ORDER BY id;
INSERT INTO r VALUES (20, 1, 'back', 0);
SELECT id, ver, status FROM r FINAL WHERE id >= 20 ORDER BY id;
SELECT count() FROM r FINAL WHERE id IN (SELECT id FROM r FINAL WHERE ver > 1);
OPTIMIZE TABLE r FINAL;
SELECT * FROM r ORDER BY id;
INSERT INTO r VALUES (5, 9, 'after merge', 5);
SELECT id, ver, status FROM r FINAL WHERE id = 5;
SELECT count() FROM r FINAL;
-- Without a version column the last insert wins, across partitions as FINAL reads them.
CREATE TABLE p (id UInt64, day Date, v String) ENGINE = ReplacingMergeTree PARTITION BY toYYYYMM(day) ORDER BY id;
INSERT INTO p VALUES (1, '2024-01-05', 'jan'), (2, '2024-01-06', 'jan');
INSERT INTO p VALUES (1, '2024-01-20', 'jan later'), (2, '2024-02-01', 'feb');
SELECT id, day, v FROM p FINAL ORDER BY id, day;
SELECT count() FROM p FINAL;
-- FINAL is for tables that replace rows.
CREATE TABLE m (id UInt64) ENGINE = MergeTree ORDER BY id;
INSERT INTO m VALUES (1), (1);
SELECT count() FROM m FINAL;
SELECT count() FROM m SETTINGS final = 1;
-- A version column must be an unsigned integer or a date; the key needs columns.
CREATE TABLE bad1 (id UInt64, ver String) ENGINE = ReplacingMergeTree(ver) ORDER BY id;
CREATE TABLE bad2 (id UInt64, ver UInt32) ENGINE = ReplacingMergeTree(nope) ORDER BY id;
-- Lightweight UPDATE: the matched rows get their new values at once, on any engine.
CREATE TABLE u (id UInt64, ver UInt32, status String, amount Float64) ENGINE = ReplacingMergeTree(ver) ORDER BY id SETTINGS enable_block_number_column = 1, enable_block_offset_column = 1;
INSERT INTO u SELECT number, 1, 'new', number / 4 FROM numbers(10);
UPDATE u SET status = 'settled', amount = amount + 1 WHERE id = 3;
UPDATE u SET amount = amount * 2 WHERE id IN (3, 4, 5) AND status = 'new';
SELECT * FROM u FINAL ORDER BY id;
INSERT INTO u VALUES (3, 2, 'replaced', 0);
SELECT id, ver, status FROM u FINAL WHERE id = 3;
UPDATE u SET status = 'x' WHERE id = 99;
SELECT count(), sum(amount) FROM u FINAL;
UPDATE u SET id = 5 WHERE id = 4;
UPDATE u SET ver = 9 WHERE id = 4;
UPDATE u SET nope = 1 WHERE id = 4;
UPDATE u SET status = 'everything' WHERE 1;
SELECT status, count() FROM u FINAL GROUP BY status ORDER BY status;
-- A signed version: the highest stays, a negative one included.
CREATE TABLE sv (id UInt64, ver Int32, s String) ENGINE = ReplacingMergeTree(ver) ORDER BY id;
INSERT INTO sv VALUES (1, -5, 'a'), (1, -7, 'b'), (2, 3, 'c');
INSERT INTO sv VALUES (2, -1, 'd'), (1, -6, 'e');
SELECT * FROM sv FINAL ORDER BY id;
DROP TABLE sv;
-- The version column may be the sorting key itself: the later insert stays.
CREATE TABLE kv (info String, id Int32) ENGINE = ReplacingMergeTree(id) ORDER BY id;
INSERT INTO kv VALUES ('nothing', 1);
INSERT INTO kv VALUES ('something', 1), ('x', 2), ('y', 2);
SELECT * FROM kv FINAL ORDER BY id;
OPTIMIZE TABLE kv FINAL;
SELECT * FROM kv FINAL ORDER BY id;
DROP TABLE kv;
