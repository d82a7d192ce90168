-- LIMIT n BY keys: the first n rows of each group, in the query's order; quantile
-- and quantiles as ClickHouse interpolates them (exact up to 8,192 values a group).
CREATE TABLE lb (id UInt64, g String, v Int64) ENGINE = MergeTree ORDER BY id;
INSERT INTO lb SELECT number, toString(number % 3), number * 10 FROM numbers(10);
SELECT g, id FROM lb ORDER BY g, id LIMIT 2 BY g;
SELECT g, id AS x FROM lb ORDER BY g, x DESC LIMIT 1 BY g;
SELECT id % 2 AS p, id FROM lb ORDER BY 2 DESC LIMIT 2 BY p;
SELECT g, sum(v) AS s FROM lb GROUP BY g ORDER BY s DESC LIMIT 1 BY g;
SELECT g, id FROM lb ORDER BY g, id LIMIT 1 BY concat(g, '\\');
SELECT g, id FROM lb ORDER BY 1, 2 DESC LIMIT 1 BY 1;
SELECT g, id FROM lb ORDER BY id LIMIT 1 BY 5;
-- own: LIMIT BY numbers the rows before DISTINCT would drop repeats, so the two together are refused (code 48)
SELECT DISTINCT g, id % 2 FROM lb ORDER BY g LIMIT 1 BY g;
DELETE FROM lb WHERE id = 0;
SELECT g, id FROM lb ORDER BY g, id LIMIT 1 BY g;
SELECT quantile(0.5)(v), quantiles(0.5, 0.9)(v), median(v), quantile(v) FROM lb;
SELECT g, quantile(0.9)(v), quantile(0.1)(id) FROM lb GROUP BY g ORDER BY g;
SELECT quantile(0.25)(number), quantile(0.99)(number), quantiles(0.1, 0.5, 0.77)(number) FROM numbers(8000);
SELECT number % 7 AS k, quantile(0.3)(number * 3) FROM numbers(5000) GROUP BY k ORDER BY k;
SELECT quantile(0.5)(number) FROM numbers(0);
SELECT toTypeName(quantile(0.5)(number)), toTypeName(quantiles(0.5)(number)) FROM numbers(3);
SELECT quantile(0.5)(toFloat64(number) / 3) FROM numbers(11);
SELECT quantile(0.5)(number) FROM numbers(3) WHERE number > 5;
SELECT quantile(0.5)(x), median(x) FROM (SELECT arrayJoin([1, 2, nan]) AS x);
SELECT g, sum(v) FROM lb GROUP BY g WITH TOTALS ORDER BY g;
-- own: the rows WITH ROLLUP and CUBE add are not written; such a GROUP BY is refused (code 48)
SELECT g, sum(v) FROM lb GROUP BY g WITH ROLLUP;
-- own: WITH TOTALS in a branch of a set operation is refused (code 48); ClickHouse writes that branch's totals after the result
SELECT g, sum(v) FROM lb GROUP BY g WITH TOTALS UNION ALL SELECT 'x', 1;
