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
