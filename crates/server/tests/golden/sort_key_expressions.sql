-- A sorting key may hold expressions of columns: parts sort by their values, the
-- expression is shown as written, and the columns it reads cannot be updated or
-- altered.
CREATE TABLE pk (x DateTime, y UInt8) ENGINE = MergeTree ORDER BY (toStartOfMinute(x), y) SETTINGS index_granularity = 1;
INSERT INTO pk VALUES ('2020-01-01 00:05:00', 1), ('2020-01-01 00:01:30', 2), ('2020-01-01 00:01:10', 3);
INSERT INTO pk VALUES ('2020-01-01 00:01:50', 1);
OPTIMIZE TABLE pk FINAL;
SELECT * FROM pk;
SELECT * FROM pk WHERE x >= toDateTime(120) AND x <= toDateTime(NULL);
SELECT * FROM pk WHERE x > '2020-01-01 00:01:20' ORDER BY x;
DESCRIBE TABLE pk;
SHOW CREATE TABLE pk;
SELECT sorting_key, primary_key FROM system.tables WHERE name = 'pk';
SELECT name, is_in_sorting_key FROM system.columns WHERE table = 'pk' ORDER BY position;
SELECT * FROM pk AS a;
ALTER TABLE pk UPDATE x = now() WHERE 1;
ALTER TABLE pk DROP COLUMN x;
DROP TABLE pk;
CREATE TABLE e (number UInt64) ENGINE = MergeTree ORDER BY (number % 3, number) AS SELECT number FROM numbers(6);
OPTIMIZE TABLE e FINAL;
SELECT * FROM e;
DROP TABLE e;
CREATE TABLE n (x Nullable(String)) ENGINE = MergeTree ORDER BY ifNull(x, 'order-null') PARTITION BY ifNull(x, 'partition-null');
INSERT INTO n VALUES (NULL), ('a');
SELECT * FROM n ORDER BY x;
DROP TABLE n;
CREATE TABLE r (id UInt64, v UInt32, s String) ENGINE = ReplacingMergeTree(v) ORDER BY (intDiv(id, 10), id);
INSERT INTO r VALUES (1, 1, 'a'), (11, 1, 'b');
INSERT INTO r VALUES (1, 2, 'c');
SELECT * FROM r FINAL ORDER BY id;
DROP TABLE r;
CREATE TABLE bad (x UInt8) ENGINE = MergeTree ORDER BY x + nosuch;
