-- Integer literals a query returns take ClickHouse's types, the smallest that holds
-- them: alone, as the branches of if/CASE/multiIf, in arrays, least/greatest,
-- coalesce, and where UNION ALL branches meet; arithmetic on them as before.
SELECT 1 AS a, -1 AS b, 300 AS c, -300 AS d, 70000 AS e, 5000000000 AS f, 18446744073709551615 AS g, -9223372036854775808 AS h FORMAT TSVWithNamesAndTypes;
SELECT toTypeName(1), toTypeName(-1), toTypeName(300), toTypeName(65536), toTypeName(-129);
SELECT toTypeName([1, 2]), toTypeName([1, -1]), toTypeName([1, 300]), [1, 300, 70000];
SELECT least(-1, 1), toTypeName(least(-1, 1)), greatest(1, 300), toTypeName(greatest(1, 300));
SELECT x, toTypeName(x) FROM (SELECT 1 AS x UNION ALL SELECT -1) ORDER BY x DESC;
SELECT x, toTypeName(x) FROM (SELECT 1 AS x UNION ALL SELECT 300) ORDER BY x;
SELECT x, toTypeName(x) FROM (SELECT 1 AS x UNION ALL SELECT NULL) ORDER BY x;
SELECT if(number = 1, 5, 300) AS c, toTypeName(c) FROM numbers(2);
SELECT CASE WHEN number = 0 THEN 1 WHEN number = 1 THEN 2 ELSE -3 END AS c, toTypeName(c) FROM numbers(3);
SELECT multiIf(number = 0, 1, 200) AS c, toTypeName(c) FROM numbers(2);
SELECT coalesce(NULL, 7) AS c, toTypeName(c);
SELECT x + 1, x * 300, x - 1 FROM (SELECT 255 AS x);
SELECT number + 1, toTypeName(number + 1) FROM numbers(2);
SELECT k, v FROM (SELECT 1 AS k) AS a JOIN (SELECT toUInt64(1) AS k, 2 AS v) AS b USING k;
SELECT count() FROM (SELECT 1 AS x UNION ALL SELECT 1000000000000);
SELECT 1 AS x FORMAT JSONEachRow;
SELECT 300 AS x, [1, 2] AS y FORMAT JSONCompactEachRowWithNamesAndTypes;
CREATE TABLE lt (id Int64, v Float64) ENGINE = MergeTree ORDER BY id;
INSERT INTO lt SELECT 1, 2;
INSERT INTO lt SELECT -5, 300;
SELECT id, v, toTypeName(id), toTypeName(v) FROM lt ORDER BY id;
