-- LIMIT n WITH TIES: the first n rows of the sorted result and every row after them
-- whose sort key equals the n-th row's; with an offset, ties of the (offset + n)-th.
CREATE TABLE lt (k UInt64, v String) ENGINE = MergeTree ORDER BY k;
INSERT INTO lt SELECT number % 7, toString(number) FROM numbers(70);
SELECT number % 3 AS x FROM numbers(10) ORDER BY x LIMIT 2 WITH TIES;
SELECT number % 3 AS x FROM numbers(10) ORDER BY x LIMIT 1, 2 WITH TIES;
SELECT number % 3 AS x FROM numbers(10) ORDER BY x LIMIT 2 OFFSET 1 WITH TIES;
SELECT number % 3 AS x FROM numbers(10) ORDER BY x LIMIT 0 WITH TIES;
SELECT DISTINCT number % 3 AS x FROM numbers(10) ORDER BY x LIMIT 1 WITH TIES;
SELECT number FROM numbers(10) ORDER BY number % 3, number LIMIT 2 WITH TIES;
SELECT number FROM numbers(10) ORDER BY number % 3 DESC, intDiv(number, 4), number LIMIT 2 WITH TIES;
SELECT count(), sum(x) FROM (SELECT number % 1000 AS x FROM numbers(1000000) ORDER BY x LIMIT 5 WITH TIES);
SELECT count(), sum(x) FROM (SELECT number % 1000 AS x FROM numbers(1000000) ORDER BY x LIMIT 999, 5 WITH TIES);
SELECT x FROM (SELECT 1 AS x UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT NULL UNION ALL SELECT NULL) ORDER BY x NULLS FIRST LIMIT 1 WITH TIES;
SELECT count() FROM (SELECT k FROM lt ORDER BY k DESC LIMIT 3 WITH TIES);
SELECT k, count() FROM (SELECT k, v FROM lt ORDER BY k LIMIT 12 WITH TIES) GROUP BY k ORDER BY k;
SELECT toFloat32(number % 10) AS n, 'original' AS source FROM numbers(10) WHERE (number % 3) = 1 ORDER BY n ASC WITH FILL STEP 1 LIMIT 2 WITH TIES;
SELECT number AS n FROM numbers(10) WHERE number % 4 = 0 ORDER BY n WITH FILL STEP 2 LIMIT 1, 3 WITH TIES;
SELECT sum(number) FROM numbers(10) LIMIT 1 WITH TIES;
DELETE FROM lt WHERE k IN (SELECT k FROM lt ORDER BY k LIMIT 1 WITH TIES);
SELECT count(), min(k) FROM lt;
DROP TABLE lt;
