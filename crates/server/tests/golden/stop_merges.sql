CREATE TABLE sm (id UInt64, k UInt32) ENGINE = MergeTree ORDER BY id;
CREATE TABLE other (id UInt64) ENGINE = MergeTree ORDER BY id;
-- Stopped merges leave every INSERT's part as it is; OPTIMIZE is refused (ABORTED).
SYSTEM STOP MERGES sm;
INSERT INTO sm SELECT number, toUInt32(number % 10) FROM numbers(100);
INSERT INTO sm SELECT number + 100, toUInt32(number % 10) FROM numbers(100);
INSERT INTO sm SELECT number + 200, toUInt32(number % 10) FROM numbers(100);
SELECT count() FROM system.parts WHERE table = 'sm' AND active;
OPTIMIZE TABLE sm FINAL;
OPTIMIZE TABLE sm;
SELECT count() FROM system.parts WHERE table = 'sm' AND active;
-- Other tables merge as before.
INSERT INTO other SELECT number FROM numbers(10);
INSERT INTO other SELECT number + 10 FROM numbers(10);
OPTIMIZE TABLE other FINAL;
SELECT count() FROM system.parts WHERE table = 'other' AND active;
-- Reads and lightweight DELETEs go on.
-- own: a lightweight DELETE masks its rows at once, merges stopped or not; ClickHouse's waits for its mutation, which stopped merges hold back
DELETE FROM sm WHERE k = 3;
-- own: the rows of the DELETE above are gone here; in ClickHouse they are not deleted yet
SELECT count(), sum(id) FROM sm;
-- own: an ALTER … DELETE changes the rows at once, merges stopped or not; ClickHouse's mutation waits for the merges
ALTER TABLE sm DELETE WHERE k = 5;
-- own: the rows of the ALTER above are gone here; in ClickHouse they are not deleted yet
SELECT count() FROM sm;
SELECT count() FROM system.parts WHERE table = 'sm' AND active;
-- own: APPLY DELETED MASK only rewrites parts, which stopped merges hold back: it fails (ABORTED) where ClickHouse queues it
ALTER TABLE sm APPLY DELETED MASK;
-- A table that does not exist is nothing to stop.
SYSTEM STOP MERGES no_such_table;
-- START MERGES lets OPTIMIZE merge again.
SYSTEM START MERGES default.sm;
OPTIMIZE TABLE sm FINAL;
SELECT count() FROM system.parts WHERE table = 'sm' AND active;
-- Without a table: every table.
SYSTEM STOP MERGES;
INSERT INTO other SELECT number + 20 FROM numbers(10);
OPTIMIZE TABLE other FINAL;
OPTIMIZE TABLE sm FINAL;
SELECT count() FROM system.parts WHERE table = 'other' AND active;
SYSTEM START MERGES;
OPTIMIZE TABLE other FINAL;
SELECT count() FROM system.parts WHERE table = 'other' AND active;
-- An asynchronous DELETE waits while merges are stopped, as ClickHouse's mutation does,
-- and deletes only rows inserted before it once they start.
CREATE TABLE lw (a UInt64) ENGINE = MergeTree ORDER BY a;
INSERT INTO lw VALUES (1) (2) (3);
SYSTEM STOP MERGES lw;
DELETE FROM lw WHERE a = 2 SETTINGS lightweight_deletes_sync = 0;
SELECT count() FROM lw;
SELECT count(), sum(parts_to_do) FROM system.mutations WHERE table = 'lw' AND NOT is_done;
INSERT INTO lw VALUES (2) (4);
SELECT a FROM lw ORDER BY a;
SYSTEM START MERGES lw;
ALTER TABLE lw DELETE WHERE a = 100 SETTINGS mutations_sync = 2;
SELECT a FROM lw ORDER BY a;
SELECT count() FROM system.mutations WHERE table = 'lw' AND NOT is_done;
