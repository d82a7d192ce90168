-- Lightweight DELETE semantics (DESIGN §2.2, §2.4).
CREATE TABLE t (id UInt64, g UInt8, v Float64, s String) ENGINE = MergeTree ORDER BY id;
INSERT INTO t SELECT number, toUInt8(number % 4), number / 2, toString(number) FROM numbers(20);
SELECT count(), sum(v) FROM t;
DELETE FROM t WHERE g = 1;
SELECT count(), sum(v) FROM t;
-- Rows inserted after a DELETE are not masked by it.
INSERT INTO t VALUES (100, 1, 1.5, 'late'), (101, 1, 2.5, 'late');
SELECT id, s FROM t WHERE g = 1 ORDER BY id;
-- A DELETE that matches nothing deletes nothing.
DELETE FROM t WHERE id > 1000;
-- own: system.mutations shows maskhouse's mutation log (ids, rows_deleted, parts_touched, replicas)
SELECT mutation_id, rows_deleted, parts_touched FROM system.mutations ORDER BY mutation_id;
-- apply_deleted_mask = 0 shows deleted rows until a merge removes them.
SELECT count() FROM t SETTINGS apply_deleted_mask = 0;
-- own: system.parts lists maskhouse's parts with its own names and columns (live_rows, mask_version)
SELECT name, rows, live_rows FROM system.parts ORDER BY name;
-- restart
SELECT count(), sum(v) FROM t;
-- kill
SELECT count(), sum(v) FROM t;
OPTIMIZE TABLE t FINAL;
SELECT count() FROM t SETTINGS apply_deleted_mask = 0;
SELECT count(), sum(v) FROM t;
-- own: system.parts lists maskhouse's parts with its own names and columns (live_rows, mask_version)
SELECT name, rows, live_rows, mask_version FROM system.parts ORDER BY name;
-- restart
SELECT id FROM t WHERE g = 1 ORDER BY id;
