CREATE TABLE tk (k UInt64, s String, w UInt32, n Nullable(Int32)) ENGINE = MergeTree ORDER BY k;
INSERT INTO tk SELECT number, ['a', 'b', 'b', 'c', 'c', 'c', 'd', 'd', 'd', 'd'][number % 10 + 1], number % 7, if(number % 3 = 0, NULL, toInt32(number % 4)) FROM numbers(1000);
-- The most frequent values, most frequent first; the default N is 10.
SELECT topK(2)(s), topK(4)(s), topK(s), topK(10)(k % 3) FROM tk;
SELECT topK(3)(x) FROM (SELECT arrayJoin([1, 2, 3, 3, 1, 3, 2, 4, 1, 1]) AS x);
SELECT toTypeName(topK(2)(s)), toTypeName(topK(2)(n)) FROM tk;
-- NULLs are left out.
SELECT topK(5)(n) FROM tk WHERE n IS NULL OR n = 2;
-- Weighted by the sum of the weights; with a condition; by group.
SELECT topKWeighted(2)(s, w) FROM tk;
SELECT topKWeighted(3)(x, y) FROM (SELECT arrayJoin([(1, 10), (2, 1), (2, 1), (3, 5)]) AS p, p.1 AS x, toUInt64(p.2) AS y);
SELECT topKIf(1)(s, k < 500), topKWeightedIf(1)(s, w, s != 'd') FROM tk;
SELECT k < 500 AS g, topK(2)(s) FROM tk GROUP BY g ORDER BY g;
-- Over no rows, an empty array.
SELECT topK(3)(s) FROM tk WHERE k > 5000;
-- N must be positive.
SELECT topK(0)(s) FROM tk;
