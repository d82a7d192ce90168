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
-- own: maskhouse's CREATE has no SETTINGS index_granularity = 8192 (it has no index granules)
SHOW CREATE TABLE t;
-- own: maskhouse's CREATE has no SETTINGS index_granularity = 8192 (it has no index granules)
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
