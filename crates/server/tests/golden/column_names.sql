-- A select item without an alias is named as ClickHouse names it: its expression in
-- function form, the name a client reads in a header, a JSON `meta` or a data frame.
CREATE TABLE nt (a Int64, b Int64, s String, arr Array(Int64), d Date) ENGINE = MergeTree ORDER BY a;
INSERT INTO nt VALUES (1, 2, 'x', [1, 2], '2024-01-01'), (3, 5, 'yz', [3], '2024-02-01');
SELECT a + b, a - b * 2, -a, a = b, a != b, a IN (1, 2), a NOT IN (1, 2) FROM nt ORDER BY a FORMAT TSVWithNames;
SELECT s LIKE 'x%', s NOT LIKE 'x', s ILIKE 'X', a IS NULL, a IS NOT NULL, a > 1 ? 'big' : 'small' FROM nt ORDER BY a FORMAT TSVWithNames;
SELECT CASE WHEN a = 1 THEN 'one' ELSE 'other' END, CASE a WHEN 1 THEN 'one' END, arr[1] FROM nt ORDER BY a FORMAT TSVWithNames;
SELECT CAST(a AS String), a::String, cast(b, 'Nullable(Int64)') FROM nt ORDER BY a FORMAT TSVWithNames;
SELECT count(), count(*), count(DISTINCT a), sum(a), sumIf(a, b > 2), max(a) - min(a) FROM nt FORMAT TSVWithNames;
SELECT 1, 1.5, 'abc', NULL, [1, 2], (1, 2), -1, 3.0 FORMAT TSVWithNames;
SELECT a BETWEEN 1 AND 2, d + INTERVAL 1 DAY, toString(a), concat(s, 'y'), s || 'y', EXTRACT(YEAR FROM d) FROM nt ORDER BY a FORMAT TSVWithNames;
SELECT arrayMap(x -> x + 1, arr), 'it''s', a % b, intDiv(a, b), (a + b) * 2, a AND b, NOT a FROM nt ORDER BY a FORMAT TSVWithNames;
SELECT number * 2, number + 1, toDate('2024-01-01') + number FROM numbers(2) FORMAT JSONCompactEachRowWithNames;
SELECT `plus(a, b)` FROM (SELECT a + b FROM nt) ORDER BY 1 FORMAT TSVWithNames;
SELECT a + b AS total, total * 2 FROM nt ORDER BY a FORMAT TSVWithNames;
SELECT NULL, [NULL], 1 FORMAT JSONEachRow;
SELECT NULL AS x, 1 AS y FORMAT TSV;
