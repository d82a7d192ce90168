-- ClickHouse's virtual columns of a MergeTree table: _part_offset, _row_exists, _part.
CREATE TABLE vc (a Int32, b Int32, c Int32) ENGINE = MergeTree ORDER BY a;
INSERT INTO vc SELECT number, number + 1, (number / 2 + 1) % 2 FROM numbers(15);
SELECT _part_offset, intDiv(_part_offset, 3) AS granule, * FROM vc ORDER BY _part_offset;
SELECT *, _row_exists FROM vc WHERE _part_offset < 3 ORDER BY a;
SELECT vc.* FROM vc WHERE vc._part_offset IN (4, 5) ORDER BY a;
SELECT toTypeName(_part), toTypeName(_part_offset), toTypeName(_row_exists) FROM vc LIMIT 1;
SELECT count(DISTINCT _part), sum(_part_offset), min(_row_exists) FROM vc;
DELETE FROM vc WHERE c = 0;
SELECT _part_offset, * FROM vc ORDER BY _part_offset;
SELECT intDiv(b, c) FROM vc ORDER BY a;
SELECT _part_offset, _row_exists, a FROM vc ORDER BY _part_offset SETTINGS apply_deleted_mask = 0;
SELECT _part = (SELECT name FROM system.parts WHERE table = 'vc' AND active) AS named, count() FROM vc GROUP BY named;
SELECT * FROM (SELECT _part_offset AS o, a FROM vc) WHERE o > 10 ORDER BY o;
SELECT * FROM (SELECT * FROM vc WHERE _part_offset > 10) ORDER BY a;
