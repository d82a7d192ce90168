-- A NULL inserted into a column that cannot hold one takes the column's default
-- (ClickHouse's insert_null_as_default), by INSERT SELECT, VALUES and formats.
CREATE TABLE nd (k UInt32, s String DEFAULT 'WORLD', n Int64, z Nullable(Int32) DEFAULT 5) ENGINE = MergeTree ORDER BY k;
INSERT INTO nd SELECT 1 AS k, 'HELLO' AS s, 7 AS n, 1 AS z UNION ALL SELECT 2, NULL, NULL, NULL;
INSERT INTO nd VALUES (3, NULL, NULL, NULL);
INSERT INTO nd (k, s) SELECT 4, NULL;
SELECT * FROM nd ORDER BY k;
INSERT INTO nd SELECT NULL, 'keyless', 1, 1;
SELECT k, s FROM nd WHERE s = 'keyless';
DELETE FROM nd WHERE s = 'WORLD';
SELECT k, s, n, z FROM nd ORDER BY k;
DROP TABLE nd;
