-- `expr AS name` inside an expression names it across its query, as in ClickHouse:
-- in function arguments, arrays, the conditional operator, WHERE and HAVING; CAST,
-- subqueries and `* REPLACE` keep their own AS.
SELECT has([0 AS x], x), position('' AS h, '' AS n) = positionCaseInsensitive(h, n);
SELECT (1 ? ('abc' AS s) : 'def') = s;
SELECT (1 AS x), x + 1;
SELECT intDiv(number, 3 AS d) AS k, number % d FROM numbers(5) ORDER BY number;
SELECT CAST(1 AS String), (SELECT 1 AS a) AS b;
SELECT sum(x) FROM (SELECT (number * 2 AS y) AS x FROM numbers(3)) WHERE (x AS z) >= 0 AND z < 10;
SELECT * REPLACE (number + 1 AS number) FROM numbers(2) ORDER BY number;
SELECT number FROM numbers(4) WHERE (number % 2 AS r) = 1 ORDER BY number;
SELECT k, count() FROM (SELECT number % 3 AS k FROM numbers(9)) GROUP BY k HAVING (count() AS c) = 3 AND c > 0 ORDER BY k;
SELECT number FROM numbers(3) AS t WHERE t.number IN (SELECT (number + 1 AS m) FROM numbers(2)) ORDER BY number;
CREATE TABLE ia (id UInt64, v String) ENGINE = MergeTree ORDER BY id;
INSERT INTO ia SELECT number, toString(number) FROM numbers(6);
DELETE FROM ia WHERE (id % 3 AS r) = 0;
SELECT id, v FROM ia ORDER BY id;
SELECT (number + 1 AS number) * 2 FROM numbers(3) ORDER BY 1;
SELECT (2 AS a) * 1, (a + 1 AS b) * 1, b;
SELECT x + 1, (2 AS x);
SELECT ((1 AS a) + 1 AS b), a, b;
SELECT (number % 2 ? 'odd' : 'even' AS p), p FROM numbers(2) ORDER BY number;
