-- CREATE TABLE … AS SELECT: the table takes the query's columns (or its own list) and
-- its rows, and is a table like any other afterwards.
CREATE TABLE src (id UInt64, s String, a Array(UInt8)) ENGINE = MergeTree ORDER BY id;
INSERT INTO src VALUES (1, 'a', [1]), (2, 'b', []), (3, 'c', [2, 3]);
CREATE TABLE dst ENGINE = MergeTree ORDER BY id AS SELECT id, s, a, id * 2 AS d FROM src WHERE id > 1;
SELECT * FROM dst ORDER BY id;
SELECT toTypeName(id), toTypeName(s), toTypeName(a), toTypeName(d) FROM dst LIMIT 1;
CREATE TABLE IF NOT EXISTS dst ENGINE = MergeTree ORDER BY id AS SELECT id, s, a, 0 AS d FROM src;
SELECT count() FROM dst;
CREATE TABLE mem (k UInt32, v String) ENGINE = Memory AS SELECT toUInt32(number), toString(number) FROM numbers(3);
SELECT * FROM mem ORDER BY k;
DELETE FROM dst WHERE s = 'b';
INSERT INTO dst SELECT 9, 'z', [9], 18;
SELECT id, d FROM dst ORDER BY id;
-- CREATE TABLE t AS other: the other table's columns, and its engine and clauses unless
-- the statement gives an ENGINE of its own.
CREATE TABLE src_like (id UInt64, s String DEFAULT 'x', d Date) ENGINE = ReplacingMergeTree PARTITION BY toYYYYMM(d) ORDER BY id;
CREATE TABLE copy1 AS src_like;
CREATE TABLE copy2 AS src_like ENGINE = MergeTree ORDER BY (id, s);
SELECT name, engine, sorting_key, partition_key FROM system.tables WHERE name LIKE 'copy%' ORDER BY name;
SELECT table, name, type, default_expression FROM system.columns WHERE table LIKE 'copy%' ORDER BY table, position;
INSERT INTO copy1 (id, d) VALUES (1, '2024-01-01'), (1, '2024-01-01');
SELECT * FROM copy1;
CREATE TABLE copy3 AS nope;
CREATE TABLE copy1 AS src_like;
CREATE TABLE IF NOT EXISTS copy1 AS src_like;
