-- A volatile call written twice in one SELECT is one value per row, as ClickHouse
-- computes each expression once: in the select list, WHERE, GROUP BY, HAVING, through
-- WITH aliases; a subquery has its own; other arguments make another call. A stream
-- that arrives as one keeps its order in groupArray. Inside a lambda a call that does not
-- read its parameters is the row's (ClickHouse computes it outside the lambda).
SELECT sum(rand() = rand()), sum(rand(1) = rand(2)) FROM numbers(100);
WITH rand() AS r SELECT sum(r = r), count() FROM numbers(100);
SELECT count() FROM numbers(100) WHERE rand() % 2 = 0 AND rand() % 2 = 1;
SELECT sum(x = rand()) FROM (SELECT rand() AS x FROM numbers(100));
SELECT count() FROM (SELECT rand64() % 2 AS a, rand64() % 2 AS b FROM numbers(100)) WHERE a != b;
SELECT sum(c) FROM (SELECT rand() % 3 AS g, count() AS c FROM numbers(100) GROUP BY g HAVING max(rand() % 3) = g);
WITH randomString(8) AS s SELECT count() FROM numbers(50) WHERE s = s AND length(s) = 8;
WITH '0123456789abcdef' AS x, concat(repeat(' ', rand(1) % 5), substring(x, 1, rand(2) % 16 + 1)) AS s SELECT count() FROM numbers(1000) WHERE trimLeft(s) != replaceRegexpOne(s, '^ +', '');
SELECT arrayMap(x -> x % 2, groupArray(number)) AS arr, count() FROM (SELECT number FROM numbers(1000)) GROUP BY number % 7 ORDER BY arr LIMIT 3;
SELECT groupArray(number) FROM (SELECT number FROM numbers(20) ORDER BY number DESC LIMIT 10);
SELECT length(arrayDistinct(arrayMap(x -> rand(), range(50)))), rand() >= 0, length(arrayDistinct(arrayMap(x -> rand(x), range(50))));
SELECT countIf(r % 2 = 1), count() > 0 FROM (SELECT rand() AS r, row_number() OVER () AS n FROM numbers(1000) WHERE rand() % 2 = 0);
WITH rand() % 1000 AS r SELECT count() FROM (SELECT r AS a, r AS b FROM numbers(100) WHERE number < 50) WHERE a = b;
