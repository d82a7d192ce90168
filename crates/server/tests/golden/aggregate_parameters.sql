-- Parameters of aggregates: groupArray(N) and groupUniqArray(N) keep at most N
-- elements (also with -If and a WITH alias as N); a function that reads no
-- parameters refuses them rather than ignoring them.
SELECT groupArray(2)(number), groupArrayIf(2)(number, number > 1), length(groupUniqArray(2)(number % 3)) FROM numbers(5);
SELECT k, groupArray(2)(number) FROM (SELECT number, number % 2 AS k FROM numbers(7)) GROUP BY k ORDER BY k;
WITH 1 AS max_size SELECT groupArray(max_size)(number) FROM numbers(3);
SELECT groupArray(10)(number) FROM numbers(3);
SELECT sum(2)(number) FROM numbers(5);
SELECT groupArray(0)(number) FROM numbers(5);
SELECT groupArray(2, 3)(number) FROM numbers(5);
SELECT quantile(0.5)(number), quantiles(0.5, 0.9)(number) FROM numbers(11);
