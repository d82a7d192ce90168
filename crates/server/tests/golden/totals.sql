-- GROUP BY … WITH TOTALS: the groups, then (after an empty line) the totals row: each
-- aggregate over every row, the grouping columns at their defaults (NULL if Nullable).
SELECT number % 3 AS k, count(), sum(number) FROM numbers(10) GROUP BY k WITH TOTALS ORDER BY k;
SELECT toString(number % 2) AS s, max(number) AS m FROM numbers(6) GROUP BY s WITH TOTALS ORDER BY s LIMIT 1;
CREATE TABLE tt (d Date, e Enum8('b' = 2, 'a' = 1), n Nullable(Int32), v UInt64) ENGINE = MergeTree ORDER BY d;
INSERT INTO tt VALUES ('2024-01-01', 'a', 1, 10), ('2024-01-01', 'b', NULL, 20), ('2024-01-02', 'b', 1, 30), ('2024-01-03', 'a', 2, 40);
SELECT d, e, count(), sum(v) FROM tt GROUP BY d, e WITH TOTALS ORDER BY d, e;
SELECT n, count() FROM tt GROUP BY n WITH TOTALS ORDER BY n;
SELECT e, uniqExact(v), avg(v), min(d), countIf(v > 15) FROM tt GROUP BY e WITH TOTALS ORDER BY e;
SELECT d, sum(v) * 2 AS doubled FROM tt WHERE v > 10 GROUP BY d WITH TOTALS ORDER BY d;
-- own: WITH TOTALS with HAVING is not supported (NOT_IMPLEMENTED); ClickHouse computes totals over the groups HAVING keeps
SELECT d, count() FROM tt GROUP BY d WITH TOTALS HAVING count() > 1;
SELECT count() FROM (SELECT d, count() FROM tt GROUP BY d WITH TOTALS);
