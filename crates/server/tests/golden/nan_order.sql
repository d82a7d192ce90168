-- NaN sorts next to NULL, as in ClickHouse: after every number with NULLS LAST (the
-- default, ascending or descending), before them with NULLS FIRST.
SELECT x FROM (SELECT arrayJoin([1., nan, -inf, 2., inf, -nan, 0.]) AS x) ORDER BY x;
SELECT x FROM (SELECT arrayJoin([1., nan, -inf, 2., inf, 0.]) AS x) ORDER BY x DESC;
SELECT x FROM (SELECT arrayJoin([1., nan, NULL, 2.]) AS x) ORDER BY x;
SELECT x FROM (SELECT arrayJoin([1., nan, NULL, 2.]) AS x) ORDER BY x DESC;
SELECT x FROM (SELECT arrayJoin([1., nan, NULL, 2.]) AS x) ORDER BY x NULLS FIRST;
SELECT x FROM (SELECT arrayJoin([1., nan, NULL, 2.]) AS x) ORDER BY x DESC NULLS FIRST;
SELECT x FROM (SELECT arrayJoin([1., nan, 3., 2.]) AS x) ORDER BY x DESC LIMIT 2;
SELECT res FROM (SELECT arrayJoin(x) AS res FROM (SELECT [1, 2, 3] AS x UNION ALL SELECT [nan, NULL]) ORDER BY res) ORDER BY res DESC;
CREATE TABLE nf (id UInt32, v Float32) ENGINE = MergeTree ORDER BY id;
INSERT INTO nf VALUES (1, 0.5) (2, nan) (3, -1) (4, 7);
SELECT id, v FROM nf ORDER BY v DESC, id;
SELECT id FROM nf ORDER BY v, id LIMIT 3;
