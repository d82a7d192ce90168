CREATE TABLE e (id UInt64, ts DateTime, d Date, n Nullable(Int32), c LowCardinality(String), b Bool, x DateTime64(3), f Float32 DEFAULT 1.5) ENGINE = MergeTree PARTITION BY toYYYYMM(ts) ORDER BY (id) SETTINGS index_granularity = 8192;
-- own: every maskhouse table is replicated; ReplicatedMergeTree is accepted without a keeper path
CREATE TABLE r (id UInt64) ENGINE = ReplicatedMergeTree ORDER BY id;
-- own: the table above exists in maskhouse only
DROP TABLE r;
CREATE TABLE e (id UInt64) ENGINE = MergeTree ORDER BY id;
CREATE TABLE IF NOT EXISTS e (id UInt64) ENGINE = MergeTree ORDER BY id;
SHOW TABLES;
DESCRIBE TABLE e;
INSERT INTO e (id, ts, d, n, c, b, x) VALUES (1, '2024-01-31 23:00:00', '2024-01-31', NULL, 'a', true, '2024-01-31 23:00:00.123'), (2, '2024-02-01 01:00:00', '2024-02-01', 7, 'b', false, '2024-02-01 01:00:00.5');
SELECT * FROM e ORDER BY id;
SELECT partition_id, rows FROM system.parts ORDER BY partition_id;
-- own: system.tables lists only the user's tables (ClickHouse lists its system tables too)
SELECT name, engine, total_rows FROM system.tables;
TRUNCATE TABLE e;
SELECT count() FROM e;
DROP TABLE e;
DROP TABLE e;
DROP TABLE IF EXISTS e;
SHOW TABLES;
CREATE TABLE bad (id UInt64) ENGINE = Log ORDER BY id;
CREATE TABLE bad (id UInt64) ENGINE = MergeTree ORDER BY nope;
CREATE TABLE bad (id UInt64, n Nested(a UInt8, b String)) ENGINE = MergeTree ORDER BY id;
DESCRIBE TABLE bad;
DROP TABLE bad;
