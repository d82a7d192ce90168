-- Joins as ClickHouse reads them: outer joins fill defaults (join_use_nulls = 0) or
-- NULLs (1), ANY strictness, USING without parentheses, SELECT * over USING, and a
-- DELETE whose subquery joins. (ANY JOIN ON a condition with OR is not supported.)
CREATE TABLE jl (k UInt32, s String, d Date, e Enum8('x' = 5, 'y' = 2), u UUID, n Nullable(Int32)) ENGINE = MergeTree ORDER BY k;
CREATE TABLE jr (k UInt32, v String, w UInt64, e Enum8('x' = 5, 'y' = 2), u UUID, n Nullable(Int32)) ENGINE = MergeTree ORDER BY k;
INSERT INTO jl VALUES (1, 'a', '2024-01-01', 'x', '00000000-0000-0000-0000-00000000000a', 1), (1, 'b', '2024-01-02', 'x', '00000000-0000-0000-0000-00000000000b', 2), (2, 'c', '2024-01-03', 'x', '00000000-0000-0000-0000-00000000000c', 3), (3, 'd', '2024-01-04', 'x', '00000000-0000-0000-0000-00000000000d', NULL);
INSERT INTO jr VALUES (1, 'p', 10, 'x', '00000000-0000-0000-0000-0000000000aa', 7), (1, 'q', 11, 'x', '00000000-0000-0000-0000-0000000000bb', 8), (2, 'r', 12, 'x', '00000000-0000-0000-0000-0000000000cc', 9), (4, 'z', 13, 'x', '00000000-0000-0000-0000-0000000000dd', NULL);
SELECT jl.k, jl.s, jr.k, jr.v, jr.w, jr.e, jr.u, jr.n, toTypeName(jr.w), toTypeName(jr.n) FROM jl LEFT JOIN jr ON jl.k = jr.k ORDER BY jl.s, jr.v;
SELECT jl.s, jr.v FROM jl LEFT JOIN jr ON jl.k = jr.k WHERE jr.v = '' ORDER BY jl.s;
SELECT jl.s, jr.w FROM jl LEFT JOIN jr ON jl.k = jr.k WHERE jr.w IS NULL ORDER BY jl.s;
SELECT jl.k, jl.d, jl.e, jr.k, jr.v FROM jl RIGHT JOIN jr ON jl.k = jr.k ORDER BY jr.v, jl.s;
SELECT jl.k, jr.k, jr.w, toTypeName(jr.w) FROM jl FULL JOIN jr ON jl.k = jr.k ORDER BY jl.k, jr.k, jl.s, jr.v;
SELECT jl.s, jr.w, toTypeName(jr.w) FROM jl LEFT JOIN jr ON jl.k = jr.k ORDER BY jl.s, jr.v SETTINGS join_use_nulls = 1;
SELECT * FROM jl LEFT JOIN jr USING k ORDER BY s, v;
SELECT * FROM jl RIGHT JOIN jr USING (k) ORDER BY v, s;
SELECT * FROM jl AS a INNER JOIN jr AS b USING k, e ORDER BY s, v;
SELECT jl.s, jr.v FROM jl ANY LEFT JOIN jr ON jl.k = jr.k ORDER BY jl.s;
SELECT jl.s, jr.v FROM jl ANY INNER JOIN jr USING (k) ORDER BY jl.k;
SELECT jl.s, jr.v FROM jl ANY RIGHT JOIN jr USING (k) ORDER BY jr.v;
SELECT jl.s, jr.v FROM jl LEFT ANY JOIN jr ON jr.w - 9 = jl.k ORDER BY jl.s;
SELECT count() FROM jl ANY FULL JOIN jr USING (k);
SELECT a.number, b.number FROM numbers(4) AS a ANY LEFT JOIN (SELECT number % 2 AS number FROM numbers(4)) AS b USING number ORDER BY a.number;
SELECT jr.k, jl.k, v FROM jl RIGHT JOIN jr USING k ORDER BY v, s;
-- own: an unqualified USING key of a RIGHT or FULL join is the left side's column (its default where only the right side has the row); ClickHouse's is the key of whichever side has the row
SELECT k, v FROM jl RIGHT JOIN jr USING k ORDER BY v, s;
SELECT * FROM default.jl AS a JOIN default.jr USING (k, e) ORDER BY s, v LIMIT 2;
SELECT count() FROM default.jl JOIN default.jr USING k;
SELECT jl.s, jr.v FROM jl ANY LEFT JOIN jr FINAL ON jl.k = jr.k ORDER BY jl.s;
-- own: ANY JOIN is refused in a DELETE's or UPDATE's predicate (every replica runs its subqueries; ClickHouse keeps whichever row it reads first)
DELETE FROM jl WHERE s IN (SELECT jl.s FROM jl ANY LEFT JOIN jr ON jl.k = jr.k);
DELETE FROM jl WHERE s IN (SELECT jl.s FROM jl LEFT JOIN jr ON jl.k = jr.k WHERE jr.w = 0);
SELECT s FROM jl ORDER BY s;
