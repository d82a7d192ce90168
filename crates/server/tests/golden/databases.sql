-- Database-qualified names, SHOW, EXISTS, USE and the system tables that describe
-- databases and columns. Every table is in `default`.
CREATE TABLE t (id UInt64, s String DEFAULT 'x', p Date) ENGINE = MergeTree PARTITION BY toYYYYMM(p) ORDER BY (id, s);
CREATE TABLE default.u (id UInt64, v UInt32) ENGINE = ReplacingMergeTree(v) ORDER BY id;
INSERT INTO default.t (id) VALUES (1), (2);
INSERT INTO default.t VALUES (3, 'y', '2024-05-01');
SELECT * FROM default.t ORDER BY id;
SELECT t.id, default.t.s FROM default.t ORDER BY id;
SELECT x.id FROM default.t AS x WHERE x.s = 'y';
SELECT count() FROM default.t JOIN (SELECT 1 AS id) AS one ON t.id = one.id;
DELETE FROM default.t WHERE id = 2;
SELECT id FROM t ORDER BY id;
SELECT * FROM other.t;
INSERT INTO other.t VALUES (1);
-- own: maskhouse has two databases; ClickHouse lists INFORMATION_SCHEMA and information_schema too
SHOW DATABASES;
SHOW DATABASES LIKE 'sys%';
-- own: maskhouse has two databases; ClickHouse lists INFORMATION_SCHEMA and information_schema too
SHOW DATABASES NOT LIKE '%e%';
SHOW TABLES;
SHOW TABLES FROM default;
SHOW TABLES IN default LIKE 'u%';
SHOW TABLES NOT LIKE 'u%';
SHOW TABLES FROM default LIMIT 1;
SHOW TABLES FROM nope;
SHOW CREATE TABLE t;
SHOW CREATE default.u;
SHOW CREATE TABLE nope;
EXISTS TABLE t;
EXISTS t;
EXISTS default.u;
EXISTS TABLE nope;
EXISTS DATABASE default;
EXISTS DATABASE system;
EXISTS DATABASE nope;
EXISTS other.t;
USE default;
USE nope;
-- own: a ClickHouse server's default and system databases are Atomic (chdb's are its own engines)
SELECT name, engine FROM system.databases WHERE name IN ('default', 'system') ORDER BY name;
SELECT table, name, type, position, default_kind, default_expression, is_in_partition_key, is_in_sorting_key, is_in_primary_key FROM system.columns WHERE database = 'default' ORDER BY table, position;
SELECT name, engine FROM system.tables WHERE database = 'default' ORDER BY name;
-- A column an INSERT leaves out takes its type's zero, dates and times included.
CREATE TABLE d (id UInt64, p Date, q DateTime, r DateTime64(3), z Bool) ENGINE = MergeTree ORDER BY id;
INSERT INTO d (id) VALUES (1);
INSERT INTO d (id) SELECT 2;
SELECT * FROM d ORDER BY id;
-- Databases besides default: CREATE DATABASE, tables in it by qualified name, the
-- system tables, a DELETE whose subquery reads another database, DROP DATABASE.
CREATE DATABASE db1;
CREATE DATABASE db1;
CREATE DATABASE IF NOT EXISTS db1 ENGINE = Atomic COMMENT 'second';
CREATE DATABASE IF NOT EXISTS default;
CREATE TABLE db1.t (k UInt64, s String) ENGINE = MergeTree ORDER BY k SETTINGS enable_block_number_column = 1, enable_block_offset_column = 1;
CREATE TABLE db1.`01_t` (k UInt64) ENGINE = MergeTree ORDER BY k;
INSERT INTO db1.t VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO db1.`01_t` SELECT number FROM numbers(3);
SELECT * FROM db1.t ORDER BY k;
SELECT a.k, b.id FROM db1.t AS a LEFT JOIN default.t AS b ON a.k = b.id ORDER BY a.k;
SELECT count() FROM db1.`01_t`;
SHOW TABLES FROM db1;
SHOW TABLES FROM db1 LIKE '0%';
EXISTS db1.t;
EXISTS TABLE db1.nope;
EXISTS DATABASE db1;
SELECT database, name, engine FROM system.tables WHERE database IN ('default', 'db1') ORDER BY database, name;
SELECT name FROM system.databases WHERE name = 'db1';
SELECT database, table, name, type FROM system.columns WHERE database = 'db1' ORDER BY table, name;
SELECT table, name, type FROM system.columns WHERE database = 'system' AND table IN ('one', 'numbers') ORDER BY table;
SELECT count() > 0 FROM (SELECT * FROM system.columns LIMIT 1);
DELETE FROM db1.t WHERE k IN (SELECT id FROM default.t);
SELECT * FROM db1.t ORDER BY k;
UPDATE db1.t SET s = 'z' WHERE k = 2;
SELECT * FROM db1.t ORDER BY k;
CREATE TABLE nodb.t (k UInt64) ENGINE = MergeTree ORDER BY k;
DROP DATABASE db1;
SELECT count() FROM system.tables WHERE database = 'db1';
SHOW TABLES FROM db1;
DROP DATABASE db1;
DROP DATABASE IF EXISTS db1;
-- ClickHouse's alias of currentDatabase(), in any case, and an empty sorting key
-- written `()` (what ibis sends).
SELECT CURRENT_DATABASE(), current_database(), DATABASE();
CREATE TABLE default.empty_key (a Int64) ENGINE = MergeTree ORDER BY ();
INSERT INTO default.empty_key VALUES (3) (1) (2);
SELECT a FROM default.empty_key;
SHOW CREATE TABLE default.empty_key;
