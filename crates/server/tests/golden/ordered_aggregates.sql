-- Aggregates that depend on the order of their rows read a FROM subquery's rows in its
-- ORDER BY's order, as ClickHouse's do.
CREATE TABLE ev (id UInt64, ts DateTime, user String, page String) ENGINE = MergeTree ORDER BY id;
INSERT INTO ev VALUES (1, '2024-01-01 10:00:03', 'ann', 'c'), (2, '2024-01-01 10:00:01', 'ann', 'a'), (3, '2024-01-01 10:00:02', 'ann', 'b'), (4, '2024-01-01 10:00:05', 'bob', 'y'), (5, '2024-01-01 10:00:04', 'bob', 'x');
SELECT groupArray(page) FROM (SELECT page, ts FROM ev ORDER BY ts);
SELECT groupArray(page) FROM (SELECT page, ts FROM ev ORDER BY ts DESC);
SELECT user, groupArray(page), any(page), anyLast(page) FROM (SELECT user, page, ts FROM ev ORDER BY ts) GROUP BY user ORDER BY user;
SELECT user, arrayStringConcat(groupArray(page), '>') AS path FROM (SELECT * FROM ev ORDER BY ts) GROUP BY user ORDER BY user;
SELECT groupArray(x) FROM (SELECT number AS x FROM numbers(10) ORDER BY x DESC);
SELECT groupArray(x) FROM (SELECT number % 3 AS x, number AS n FROM numbers(9) ORDER BY 1, n DESC);
SELECT user, groupArray(page) FROM (SELECT user, page, ts AS t FROM ev ORDER BY t DESC) GROUP BY user HAVING length(groupArray(page)) > 2 ORDER BY user;
-- By a column the subquery does not return.
SELECT groupArray(page) FROM (SELECT page FROM ev ORDER BY ts DESC);
SELECT groupArray(page) FROM (SELECT page FROM ev AS e ORDER BY e.ts, e.id);
SELECT groupArray(page) FROM (SELECT DISTINCT page FROM ev ORDER BY page DESC);
-- any and anyLast skip NULLs, as in ClickHouse.
CREATE TABLE n (id UInt64, x Nullable(Int32), y UInt32) ENGINE = MergeTree ORDER BY id;
INSERT INTO n VALUES (1, NULL, 1), (2, 5, 2), (3, 7, 3), (4, NULL, 4);
SELECT any(x), anyLast(x) FROM (SELECT x, y FROM n ORDER BY y);
SELECT any(x), anyLast(x), groupArray(x) FROM (SELECT x, y FROM n ORDER BY y DESC);
SELECT anyIf(x, y > 1) FROM (SELECT x, y FROM n ORDER BY y);
-- An outer name that is the subquery's order column keeps its own meaning.
SELECT groupArray(x) AS y FROM (SELECT x, y FROM n ORDER BY y);
SELECT count() FROM (SELECT * FROM n WHERE x IS NULL);
SELECT any(x) FROM n WHERE x IS NULL;
