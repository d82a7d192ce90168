-- extremes = 1: after the rows (and the totals), each column's smallest and largest
-- value among the rows returned (after LIMIT), NULLs left out, in every text format.
SELECT number AS n, toString(number) AS s FROM numbers(5) ORDER BY n DESC LIMIT 2 SETTINGS extremes = 1;
SELECT number AS n, toString(number) AS s FROM numbers(5) ORDER BY n DESC LIMIT 2 SETTINGS extremes = 1 FORMAT CSV;
SELECT number AS n, toString(number) AS s FROM numbers(5) ORDER BY n DESC LIMIT 2 SETTINGS extremes = 1 FORMAT TSVWithNames;
SELECT number AS n, toString(number) AS s FROM numbers(5) ORDER BY n DESC LIMIT 2 SETTINGS extremes = 1 FORMAT PrettyCompact;
SELECT number AS n, toString(number) AS s FROM numbers(5) ORDER BY n DESC LIMIT 2 SETTINGS extremes = 1 FORMAT Pretty;
SELECT number AS n, toString(number) AS s FROM numbers(5) ORDER BY n DESC LIMIT 2 SETTINGS extremes = 1 FORMAT Vertical;
SELECT number AS n, toString(number) AS s FROM numbers(5) ORDER BY n DESC LIMIT 2 SETTINGS extremes = 1 FORMAT JSONEachRow;
SELECT number % 2 AS k, count() AS c FROM numbers(5) GROUP BY k WITH TOTALS ORDER BY k SETTINGS extremes = 1;
SELECT number % 2 AS k, count() AS c FROM numbers(5) GROUP BY k WITH TOTALS ORDER BY k SETTINGS extremes = 1 FORMAT PrettyCompact;
SELECT number % 2 AS k, count() AS c FROM numbers(5) GROUP BY k WITH TOTALS ORDER BY k SETTINGS extremes = 1 FORMAT Vertical;
SELECT toNullable(if(number = 1, NULL, number)) AS x, [number, 1] AS a, 'b' || toString(number) AS s, toDate('2020-01-01') + number AS d, NULL AS z FROM numbers(3) SETTINGS extremes = 1;
SELECT number FROM numbers(10) LIMIT 3 OFFSET 2 SETTINGS extremes = 1;
SELECT number FROM numbers(0) SETTINGS extremes = 1;
SELECT count() FROM numbers(10) SETTINGS extremes = 1;
SELECT number FROM numbers(3) SETTINGS extremes = 0;
