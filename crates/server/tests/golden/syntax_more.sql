-- ClickHouse syntax: array literals in ARRAY JOIN, commas mixed with joins (each comma
-- a cross join in order), WITH aliases in subqueries, a SELECT without FROM reading
-- system.one, repeated columns in a later branch of a UNION.
SELECT x, y FROM system.one ARRAY JOIN [1, NULL, 3] AS x, [(NULL, ''), (123, 'Hello'), (456, NULL)] AS y ORDER BY x;
SELECT a FROM numbers(1) ARRAY JOIN [10, 20] AS a, array(3, 4) AS b ORDER BY a;
SELECT * FROM numbers(3) AS n1, numbers(2) AS n2 LEFT JOIN numbers(2) AS n3 ON n1.number = n3.number ORDER BY n1.number, n2.number, n3.number;
SELECT count() FROM numbers(2) AS a, numbers(3) AS b JOIN numbers(3) AS c ON b.number = c.number;
SELECT a, aa FROM (WITH a + 1 AS aa SELECT a, aa FROM (SELECT 1 AS a, 2 AS b));
SELECT (WITH 1 AS x SELECT x + 1);
SELECT 2 IN (WITH 2 AS x SELECT x);
WITH 5 AS y SELECT * FROM (WITH y + 1 AS z SELECT z);
SELECT dummy, dummy + 1;
SELECT value FROM system.one ANY LEFT JOIN (SELECT dummy, dummy AS value) AS js2 USING dummy;
SELECT a FROM (SELECT number AS a, number AS b FROM numbers(2) UNION ALL SELECT number, number FROM numbers(2)) ORDER BY a;
