-- ClickHouse adds days to a Date.
SELECT toDate('2024-01-01') + 31, toDate('2024-03-01') - 1, 2 + toDate('2024-01-01');
CREATE TABLE d (id UInt64, day Date) ENGINE = MergeTree ORDER BY id;
INSERT INTO d VALUES (1, '2024-02-28'), (2, '2023-12-31');
SELECT id, day + 1, day - id FROM d ORDER BY id;
SELECT count() FROM d WHERE day + 1 = toDate('2024-02-29');
