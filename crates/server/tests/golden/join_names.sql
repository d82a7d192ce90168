-- Joins as ClickHouse reads their names: a bare column two relations have is the first one's,
-- select-list aliases in ON, unnamed subqueries, and the legacy ANY joins.
CREATE TABLE l (k UInt8, a String, b UInt8) ENGINE = MergeTree ORDER BY k;
CREATE TABLE r (k UInt8, a String, c UInt8) ENGINE = MergeTree ORDER BY k;
INSERT INTO l VALUES (1, 'l1', 10), (1, 'l1b', 11), (2, 'l2', 20), (3, 'l3', 30);
INSERT INTO r VALUES (1, 'r1', 100), (2, 'r2', 200), (2, 'r2b', 201), (4, 'r4', 40);
-- `a` is in both: the left side's.
SELECT a, c FROM l JOIN r ON l.k = r.k ORDER BY a, c;
SELECT a, k FROM l JOIN r USING (k) ORDER BY a, k;
SELECT a, r.a FROM l LEFT JOIN r ON l.k = r.k ORDER BY a, r.a;
SELECT a FROM l FULL JOIN r USING (k) ORDER BY a;
SELECT a, count() FROM l, r WHERE a != 'l3' GROUP BY a ORDER BY a;
SELECT upper(a) AS a, count() FROM l JOIN r ON l.k = r.k GROUP BY a ORDER BY a;
SELECT upper(a) AS a FROM l JOIN r ON l.k = r.k WHERE a = 'L1' ORDER BY a;
SELECT a FROM (SELECT 1 AS x, 2 AS a) AS t1 JOIN (SELECT 1 AS x, 3 AS a) AS t2 ON t1.x = t2.x WHERE a = 2;
SELECT a, (SELECT max(a) FROM r) FROM l JOIN r ON l.k = r.k ORDER BY a;
SELECT -l.b AS b FROM l JOIN r ON l.k = r.k WHERE a != '' ORDER BY b + 0, (b);
-- With more than one join such a name is ambiguous.
SELECT c FROM l JOIN r ON l.k = r.k JOIN (SELECT k, c FROM r) AS s ON s.k = l.k;
-- Subqueries without names (maskhouse takes them whatever joined_subquery_requires_alias says).
SELECT * FROM (SELECT 1 AS x) ALL LEFT JOIN (SELECT 1 AS x) USING x SETTINGS joined_subquery_requires_alias = 0;
SELECT * FROM (SELECT 1 AS x) ALL LEFT JOIN (SELECT 2 AS x) USING x SETTINGS joined_subquery_requires_alias = 0;
SELECT * FROM (SELECT 1 AS x) AS t1 ALL LEFT JOIN (SELECT materialize(2) AS x) AS t2 ON t1.x = t2.x;
-- Aliases of the select list in ON.
SELECT l.a AS la, r.a AS ra, l.k AS lk, r.k AS rk FROM l JOIN r ON lk = rk ORDER BY la, ra;
-- any_join_distinct_right_table_keys = 1: one right row per key whatever the kind.
SELECT k, a, b FROM l ANY INNER JOIN r USING (k) ORDER BY k, a, b SETTINGS any_join_distinct_right_table_keys = 1;
SELECT k, a, b, c FROM l ANY LEFT JOIN r USING (k) ORDER BY k, a SETTINGS any_join_distinct_right_table_keys = 1;
SELECT l.a, r.k, c FROM l ANY RIGHT JOIN r ON l.k = r.k ORDER BY r.k, l.a SETTINGS any_join_distinct_right_table_keys = 1;
SELECT l.k, r.k, l.a, c FROM l ANY FULL JOIN r ON l.k = r.k ORDER BY r.k, l.a SETTINGS any_join_distinct_right_table_keys = 1;
SELECT count() FROM l ANY INNER JOIN r USING (k) SETTINGS any_join_distinct_right_table_keys = 0;
SELECT count() FROM l ANY FULL JOIN r USING (k);
-- Conditions summed and averaged, and IN subqueries in the select list.
SELECT sum(number > 5), avg(number > 5), sum(number IN (1, 2)), sumIf(number > 2, number < 5) FROM numbers(10);
SELECT toTypeName(sum(number > 5)), SUM(number != 1) FROM numbers(10);
SELECT number, number IN (SELECT 1), number NOT IN (SELECT 1) FROM numbers(3) ORDER BY number;
SELECT 1 IN (SELECT 1), 2 IN (SELECT materialize(1)), 'Hello' IN (SELECT 'Hello');
SELECT (1, 2) IN (SELECT 1, 2), (1, 3) IN (SELECT 1, 2), (k, a) IN (SELECT k, a FROM r) FROM l ORDER BY k, a;
SELECT k, k IN (SELECT k FROM r WHERE c > 100) AS matched FROM l ORDER BY k, matched;
