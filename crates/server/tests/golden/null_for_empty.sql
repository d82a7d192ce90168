-- aggregate_functions_null_for_empty = 1: sum, avg, min, max, any, anyLast, argMin,
-- argMax and groupBit* (and their -If forms) are NULL over no rows; count, uniq and
-- groupArray are not; result names do not change. groupArray over no rows is [].
SELECT sum(number), avg(number), min(number), max(number), any(number), anyLast(number), count(), count(number), uniq(number), uniqExact(number), groupArray(number), argMax(number, number), argMin(number, number), groupBitAnd(number), countIf(number > 1), sumIf(number, number > 1) AS s FROM numbers(0) SETTINGS aggregate_functions_null_for_empty = 1 FORMAT TSVWithNames;
SELECT sum(number), max(number), sumIf(number, number > 0) FROM numbers(3) SETTINGS aggregate_functions_null_for_empty = 1 FORMAT TSVWithNames;
SELECT s FROM (SELECT sum(number) AS s FROM numbers(0)) WHERE s IS NULL SETTINGS aggregate_functions_null_for_empty = 1;
SELECT number % 2 AS k, sum(number) FROM numbers(4) WHERE number > 1 GROUP BY k ORDER BY k SETTINGS aggregate_functions_null_for_empty = 1;
SELECT sum(number), groupArray(number), toTypeName(groupArray(number)) FROM numbers(0);
SELECT sum(number) FROM numbers(0) SETTINGS aggregate_functions_null_for_empty = 0;
SELECT sum(DISTINCT number), max(DISTINCT number) FROM numbers(0) SETTINGS aggregate_functions_null_for_empty = 1;
SELECT DISTINCT ON (number % 2) number % 2 AS k, number FROM numbers(4) ORDER BY k, number;
SELECT sum(number) FROM numbers(0) UNION ALL SELECT sum(number) FROM numbers(0) SETTINGS aggregate_functions_null_for_empty = 1 FORMAT TSVWithNames;
