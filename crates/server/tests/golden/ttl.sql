-- A table's TTL deletes the rows whose time has passed: OPTIMIZE deletes them before it
-- merges, and ALTER … MODIFY TTL at once. Rows of 2000 have expired; rows of 2100 have not.
CREATE TABLE logs (id UInt64, t DateTime, level String) ENGINE = MergeTree ORDER BY id PARTITION BY toYear(t) TTL t + toIntervalDay(30);
INSERT INTO logs VALUES (1, '2000-01-01 00:00:00', 'info'), (2, '2000-06-01 00:00:00', 'error'), (3, '2100-01-01 00:00:00', 'info'), (4, '2100-06-01 00:00:00', 'error');
OPTIMIZE TABLE logs FINAL;
SELECT id, t, level FROM logs ORDER BY id;
SELECT count() FROM logs;
-- A rule with WHERE deletes only the rows it matches.
CREATE TABLE events (id UInt64, d Date, kind String) ENGINE = MergeTree ORDER BY id TTL d + toIntervalDay(1) DELETE WHERE kind = 'debug';
INSERT INTO events VALUES (1, '2000-01-01', 'debug'), (2, '2000-01-01', 'audit'), (3, '2100-01-01', 'debug');
OPTIMIZE TABLE events FINAL;
SELECT * FROM events ORDER BY id;
-- MODIFY TTL replaces the rules and deletes what they expire now.
CREATE TABLE m (id UInt64, d Date) ENGINE = MergeTree ORDER BY id PARTITION BY toDayOfMonth(d);
INSERT INTO m VALUES (1, '2000-10-10');
INSERT INTO m VALUES (2, '2000-10-10');
INSERT INTO m VALUES (3, '2100-10-10');
INSERT INTO m VALUES (4, '2100-10-11');
SELECT count() FROM m;
ALTER TABLE m MODIFY TTL d + toIntervalDay(1);
SELECT id FROM m ORDER BY id;
-- OPTIMIZE of one partition, by its id.
OPTIMIZE TABLE m PARTITION 10 FINAL;
OPTIMIZE TABLE m PARTITION ID '10' FINAL;
SELECT partition_id, rows FROM system.parts WHERE table = 'm' AND active ORDER BY partition_id;
-- Several rules; DateTime64 times.
CREATE TABLE r (id UInt64, a DateTime64(3), b DateTime, keep UInt8) ENGINE = MergeTree ORDER BY id TTL a + toIntervalYear(1), b WHERE keep = 0;
INSERT INTO r VALUES (1, '2000-01-01 00:00:00.000', '2100-01-01 00:00:00', 1), (2, '2100-01-01 00:00:00.000', '2000-01-01 00:00:00', 0), (3, '2100-01-01 00:00:00.000', '2000-01-01 00:00:00', 1);
OPTIMIZE TABLE r FINAL;
SELECT id FROM r ORDER BY id;
-- REMOVE TTL: rows stay.
ALTER TABLE r REMOVE TTL;
INSERT INTO r VALUES (4, '2000-01-01 00:00:00.000', '2000-01-01 00:00:00', 0);
OPTIMIZE TABLE r FINAL;
SELECT id FROM r ORDER BY id;
-- MATERIALIZE TTL deletes what the rules expire now.
ALTER TABLE r MODIFY TTL b WHERE keep = 0 SETTINGS materialize_ttl_after_modify = 0;
SELECT id FROM r ORDER BY id;
ALTER TABLE r MATERIALIZE TTL;
SELECT id FROM r ORDER BY id;
-- own: the TTL is kept as it was written (ClickHouse writes its expressions back in its own form)
SHOW CREATE TABLE r;
-- restart
-- own: the TTL is kept as it was written (ClickHouse writes its expressions back in its own form)
SHOW CREATE TABLE r;
INSERT INTO r VALUES (5, '2000-01-01 00:00:00.000', '2000-01-01 00:00:00', 0);
OPTIMIZE TABLE r FINAL;
SELECT id FROM r ORDER BY id;
-- A TTL is a date or a time of the row's columns.
CREATE TABLE bad (id UInt64, t DateTime) ENGINE = MergeTree ORDER BY id TTL id;
CREATE TABLE bad (id UInt64, t DateTime) ENGINE = MergeTree ORDER BY id TTL nope + toIntervalDay(1);
ALTER TABLE logs MODIFY TTL level;
CREATE TABLE bad (id UInt64, t DateTime) ENGINE = MergeTree ORDER BY id TTL t TO DISK 'cold';
ALTER TABLE no_such_table MODIFY TTL t;
-- MODIFY TTL rewrites the parts without the rows it expires, deleted or not, and keeps
-- the other deleted rows, still deleted, as ClickHouse's TTL does.
CREATE TABLE ttl_lwd (id UInt64, t DateTime) ENGINE = MergeTree ORDER BY id;
INSERT INTO ttl_lwd SELECT number, if(number % 2 = 0, toDateTime('2000-01-01 00:00:00'), toDateTime('2100-01-01 00:00:00')) FROM numbers(100);
DELETE FROM ttl_lwd WHERE id < 30;
ALTER TABLE ttl_lwd MODIFY TTL t + INTERVAL 1 DAY SETTINGS mutations_sync = 1;
SELECT sum(rows) FROM system.parts WHERE table = 'ttl_lwd' AND active;
SELECT count(), sum(id) FROM ttl_lwd;
ALTER TABLE ttl_lwd DELETE WHERE id >= 90 SETTINGS mutations_sync = 1;
SELECT sum(rows) FROM system.parts WHERE table = 'ttl_lwd' AND active;
SELECT count(), sum(id) FROM ttl_lwd;
