-- Result types of decimal arithmetic and aggregates, conditions compared with integers, has() with NULL.
SELECT toDecimal32(1.5, 2) * toDecimal32(2.5, 1) AS x, toTypeName(x), toDecimal32(1, 3) * toDecimal64(1, 1) AS y, toTypeName(y);
SELECT toDecimal32(1.5, 2) + toDecimal64(2.25, 3) AS x, toTypeName(x), toDecimal128(1, 2) - toDecimal32(1, 3) AS y, toTypeName(y);
SELECT toDecimal32(1.5, 2) * 3 AS x, toTypeName(x), toDecimal32(1, 2) + toInt64(2) AS y, toTypeName(y), toDecimal64(1, 2) - toUInt8(3) AS z, toTypeName(z);
SELECT toUInt64(3) - toDecimal32(7, 2) AS x, toTypeName(x), toDecimal128(7, 2) * toInt32(3) AS y, toTypeName(y);
SELECT toDecimal32(999999, 2) * toDecimal32(99999, 2);
SELECT sum(toDecimal32(number, 2)) AS s, toTypeName(s), avg(toDecimal32(number, 2)) AS a, toTypeName(a) FROM numbers(4);
SELECT avg(toDecimal64(number, 3)) AS a, toTypeName(a), sum(toDecimal64(number, 3)) AS s FROM numbers(0);
SELECT number % 2 AS k, avg(toDecimal32(number, 1)), sum(toDecimal32(number, 1)) FROM numbers(5) GROUP BY k ORDER BY k;
SELECT 1 != NOT (1), 1 = NOT 0, (number > 1) = 1 FROM numbers(3);
SELECT 1 WHERE 10 != NOT (NOT 10);
SELECT has(['a', 'b'], NULL), has(['a', NULL, 'b'], NULL), has(materialize(['a', NULL, 'b']), NULL), has([1, NULL], 1), has([1, 2], 3);
SELECT has(arr, x) FROM (SELECT [1, NULL] AS arr, NULL AS x UNION ALL SELECT [1, 2], 2 UNION ALL SELECT [3], 1) ORDER BY arr;
SELECT toDecimal32(7, 2) / toDecimal32(3, 2) AS x, toTypeName(x), toDecimal64(7, 4) / toDecimal32(3, 2) AS y, toTypeName(y);
SELECT toDecimal32(7, 2) / 3 AS x, toTypeName(x), 3 / toDecimal32(7, 2) AS y, toTypeName(y), toDecimal32(-7, 2) / 3 AS z;
SELECT toDecimal64(number, 2) / 8 AS q, toTypeName(q) FROM numbers(4);
SELECT toDecimal32(7, 1) / toDecimal32(3, 2);
SELECT toDecimal32(7, 2) / toDecimal32(0, 2);
SELECT toDecimal32(7, 2) / 2.5 AS x, toTypeName(x);
