-- Integer literals a query returns take ClickHouse's types, the smallest that holds
-- them: alone, as the branches of if/CASE/multiIf, in arrays, least/greatest,
-- coalesce, and in each branch of a UNION ALL; values computed from them in
-- subqueries are ClickHouse's too.
SELECT 1 AS a, -1 AS b, 300 AS c, -300 AS d, 70000 AS e, 5000000000 AS f, 18446744073709551615 AS g, -9223372036854775808 AS h FORMAT TSVWithNamesAndTypes;
SELECT toTypeName(1), toTypeName(-1), toTypeName(300), toTypeName(65536), toTypeName(-129);
SELECT toTypeName([1, 2]), toTypeName([1, -1]), toTypeName([1, 300]), [1, 300, 70000];
SELECT least(-1, 1), toTypeName(least(-1, 1)), greatest(1, 300), toTypeName(greatest(1, 300));
SELECT 1 AS x UNION ALL SELECT 300 ORDER BY x FORMAT TSVWithNamesAndTypes;
SELECT -1 AS x UNION ALL SELECT 1 ORDER BY x FORMAT TSVWithNamesAndTypes;
SELECT if(number = 1, 5, 300) AS c, toTypeName(c) FROM numbers(2);
SELECT CASE WHEN number = 0 THEN 1 WHEN number = 1 THEN 2 ELSE -3 END AS c, toTypeName(c) FROM numbers(3);
SELECT multiIf(number = 0, 1, 200) AS c, toTypeName(c) FROM numbers(2);
SELECT coalesce(NULL, 7) AS c, toTypeName(c);
SELECT DISTINCT 5 AS x FROM numbers(3) FORMAT TSVWithNamesAndTypes;
SELECT 7 AS x FROM numbers(3) ORDER BY x LIMIT 1 FORMAT TSVWithNamesAndTypes;
SELECT x + 1, x * 300, x - 1 FROM (SELECT 255 AS x);
SELECT a - b, a + b, a * b FROM (SELECT 1 AS a, 2 AS b);
SELECT x * y FROM (SELECT 200 AS x, 200 AS y);
SELECT (SELECT 200) + (SELECT 100);
SELECT sum(x) FROM (SELECT 200 AS x UNION ALL SELECT 200);
SELECT CAST(x AS Date) FROM (SELECT 19000 AS x);
SELECT number + 1, toTypeName(number + 1) FROM numbers(2);
SELECT k, v FROM (SELECT 1 AS k) AS a JOIN (SELECT toUInt64(1) AS k, 2 AS v) AS b USING k;
SELECT count() FROM (SELECT 1 AS x UNION ALL SELECT 1000000000000);
SELECT 1 AS x FORMAT JSONEachRow;
SELECT 300 AS x, [1, 2] AS y FORMAT JSONCompactEachRowWithNamesAndTypes;
CREATE TABLE lt (id Int64, v Float64, d Date) ENGINE = MergeTree ORDER BY id;
INSERT INTO lt SELECT 1, 2, 19000;
INSERT INTO lt SELECT -5, 300, 19001;
SELECT id, v, d, toTypeName(id), toTypeName(v) FROM lt ORDER BY id;
CREATE TABLE ld (d Date, t DateTime) ENGINE = MergeTree ORDER BY d;
INSERT INTO ld SELECT toUInt16(19000), toUInt32(1700000000);
INSERT INTO ld SELECT 19001, 1700000001;
SELECT d, t FROM ld ORDER BY d;
