-- Aggregate states: fState, fMerge, finalizeAggregation and initializeAggregation over
-- a table read in parallel, merged across groups and UNION ALL branches, with -If,
-- parameters, NULLs and empty groups, and the errors of states merged as another
-- aggregate's or of a value that is no state.
CREATE TABLE st (k UInt8, x UInt32, n Nullable(Int64), s String, d Date) ENGINE = MergeTree ORDER BY k;
INSERT INTO st SELECT number % 4, (number * 7919) % 1000, if(number % 7 = 0, NULL, toInt64(number) - 300), toString(number % 13), toDate('2024-01-01') + number % 20 FROM numbers(2000);
SELECT sumMerge(a), countMerge(b), avgMerge(c), minMerge(e), maxMerge(f), uniqMerge(g), uniqExactMerge(h) FROM (SELECT k, sumState(x) AS a, countState() AS b, avgState(x) AS c, minState(n) AS e, maxState(d) AS f, uniqState(s) AS g, uniqExactState(x % 17) AS h FROM st GROUP BY k);
SELECT k % 2 AS p, sumMerge(a), countIfMerge(b), avgIfMerge(c), maxMerge(f) FROM (SELECT k, sumState(x) AS a, countIfState(x > 500) AS b, avgIfState(n, n > 0) AS c, maxState(s) AS f FROM st GROUP BY k) GROUP BY p ORDER BY p;
SELECT k, finalizeAggregation(sumState(x)), finalizeAggregation(quantilesTimingState(0.5, 0.9)(x)), finalizeAggregation(quantileExactState(0.5)(x)) FROM st GROUP BY k ORDER BY k;
SELECT quantilesTimingMerge(0.1, 0.5)(q), quantileExactMerge(0.5)(e), topKMerge(3)(t), sumMapMerge(m) FROM (SELECT k, quantilesTimingState(0.1, 0.5)(x) AS q, quantileExactState(0.5)(x) AS e, topKState(3)(s) AS t, sumMapState([k], [x]) AS m FROM st GROUP BY k);
SELECT groupArrayMerge(a) FROM (SELECT groupArrayState(x) AS a FROM (SELECT x FROM st ORDER BY x LIMIT 5));
SELECT sumMerge(state) FROM (SELECT sumState(number) AS state FROM numbers(3) UNION ALL SELECT sumState(number) AS state FROM numbers(5));
SELECT countMerge(c), sumMerge(s), avgMerge(a), maxMerge(m), groupArrayMerge(g) FROM (SELECT countState() AS c, sumState(number) AS s, avgState(number) AS a, maxState(number) AS m, groupArrayState(number) AS g FROM numbers(0));
SELECT sumMerge(s) FROM (SELECT sumState(number) AS s FROM numbers(10) WHERE 0 GROUP BY number);
SELECT finalizeAggregation(sumState(number)), finalizeAggregation(groupArrayState(number)), finalizeAggregation(avgState(number)) FROM numbers(0);
SELECT initializeAggregation('sumMap', [1, 2], [1, 2], [1, NULL]), initializeAggregation('uniq', number), finalizeAggregation(initializeAggregation('sumState', number)) FROM numbers(3);
SELECT uniqMerge(u), sumMerge(s) FROM (SELECT initializeAggregation('uniqState', number % 4) AS u, initializeAggregation('sumState', number) AS s FROM numbers(10));
SELECT k, finalizeAggregation(quantilesTimingState(0.5)(x)) FROM (SELECT intDiv(number, 30000) AS k, number % 30000 AS x FROM numbers(100000)) GROUP BY k WITH TOTALS ORDER BY k;
SELECT sumMerge(s) FROM (SELECT uniqState(number) AS s FROM numbers(3));
SELECT finalizeAggregation(number) FROM numbers(3);
SELECT sumMerge(number) FROM numbers(3);
SELECT deltaSumTimestampMerge(state) FROM (SELECT deltaSumTimestampState(value, timestamp) AS state FROM (SELECT toDate(number) AS timestamp, [4, 5, 5, 5][number - 4] AS value FROM numbers(5, 4)) UNION ALL SELECT deltaSumTimestampState(value, timestamp) AS state FROM (SELECT toDate(number) AS timestamp, [0, 4, 8, 3][number] AS value FROM numbers(1, 4)));
SELECT deltaSumTimestamp(value, timestamp) FROM (SELECT toDateTime(number) AS timestamp, [0, 4.5, 8, 3][number] AS value FROM numbers(1, 4));
SELECT deltaSumTimestamp(x, t) FROM (SELECT toInt64(number % 7) - 3 AS x, number AS t FROM numbers(50));
CREATE TABLE st2 (k UInt8, t DateTime, x UInt32) ENGINE = MergeTree ORDER BY (k, t);
INSERT INTO st2 SELECT number % 3, toDateTime('2024-01-01 00:00:00') + number, (number * 7919) % 100 FROM numbers(3000);
SELECT k, deltaSumTimestamp(x, t) FROM st2 GROUP BY k ORDER BY k;
SELECT deltaSumTimestamp(x, t) FROM (SELECT toNullable(number) AS x, number AS t FROM numbers(0));
SELECT deltaSumTimestamp(x, t) FROM (SELECT 'a' AS x, number AS t FROM numbers(1));
SELECT fooState(1);
SELECT quantileMerge(0.9)(s), quantileMerge(s), toTypeName(countMerge(c)), countMerge(c) FROM (SELECT quantileState(0.5)(number) AS s, countState() AS c FROM numbers(100));
SELECT quantileMerge(0.9)(s), topKMerge(2)(t) FROM (SELECT quantileState(0.5)(number) AS s, topKState(2)(number % 3) AS t FROM numbers(100) WHERE 0 GROUP BY number);
SELECT quantileMerge(s) FROM (SELECT quantileState(0.5)(number) AS s FROM numbers(10) UNION ALL SELECT quantileState(0.9)(number) AS s FROM numbers(10));
SELECT toTypeName(finalizeAggregation(countState())), toTypeName(uniqMerge(u)) FROM (SELECT uniqState(number) AS u FROM numbers(3));
SELECT sumMerge(s) FROM (SELECT sumState(number) AS s FROM numbers(1) UNION ALL SELECT 'abc');
SELECT medianTiming(0.3)(number) FROM numbers(100);
