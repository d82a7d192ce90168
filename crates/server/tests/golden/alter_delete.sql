CREATE TABLE a (id UInt64, k UInt32) ENGINE = MergeTree ORDER BY id;
INSERT INTO a SELECT number, toUInt32(number % 10) FROM numbers(100);
INSERT INTO a SELECT number + 100, toUInt32(number % 10) FROM numbers(100);
-- ALTER TABLE … DELETE rewrites the parts it touches: no mask remains.
ALTER TABLE a DELETE WHERE k = 3;
SELECT count() FROM a SETTINGS apply_deleted_mask = 0;
-- own: system.parts lists maskhouse's parts with its own names and columns (live_rows, mask_version)
SELECT count(mask_version), sum(rows) FROM system.parts WHERE mask_version > 0;
-- ALTER TABLE … UPDATE rewrites each part it touches; the part of its new rows joins
-- one of them, so the two parts stay two, as ClickHouse rewrites each part in place.
ALTER TABLE a UPDATE k = k + 100 WHERE id % 50 = 0;
SELECT k, count(), sum(id) FROM a WHERE k >= 100 GROUP BY k ORDER BY k;
-- own: system.parts lists maskhouse's parts with its own names and columns (live_rows, mask_version); ClickHouse's background merges may merge the two
SELECT count(), sum(rows), sum(live_rows) FROM system.parts WHERE table = 'a' AND active;
DELETE FROM a WHERE k = 4 SETTINGS lightweight_deletes_sync = 2;
SELECT count() FROM a SETTINGS apply_deleted_mask = 0;
ALTER TABLE a APPLY DELETED MASK;
SELECT count() FROM a SETTINGS apply_deleted_mask = 0;
SELECT count() FROM a;
-- A part whose rows are all deleted is dropped, not merged.
DELETE FROM a WHERE id < 1000;
OPTIMIZE TABLE a FINAL;
-- own: system.parts lists maskhouse's parts with its own names and columns (live_rows, mask_version)
SELECT count() FROM system.parts;
-- own: a lightweight UPDATE needs no table settings here; ClickHouse needs enable_block_number_column
UPDATE a SET k = 1 WHERE id = 1;
