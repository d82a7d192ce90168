-- The -Array combinator: fArray(arr) aggregates the elements of every row's array as f
-- aggregates values; -If applies after it.
SELECT sumArray(a), avgArray(a), minArray(a), maxArray(a), countArray(a), uniqArray(a), uniqExactArray(a) FROM (SELECT arrayJoin([[1, 2], [], [2, 3, 4]]) AS a);
SELECT k, sumArray(a), groupArrayArray(a), arraySort(groupUniqArrayArray(a)) FROM (SELECT number % 2 AS k, range(number) AS a FROM numbers(6)) GROUP BY k ORDER BY k;
SELECT sumArrayIf(a, k = 1), countArrayIf(a, k = 0) FROM (SELECT number % 2 AS k, range(number) AS a FROM numbers(6));
SELECT sumArray(a), countArray(a) FROM (SELECT arrayJoin([[1, NULL], [NULL]]) AS a);
SELECT sumArray(a) FROM (SELECT [1.5, 2.5] AS a);
SELECT maxArray(s), minArray(s), groupArrayArray(s) FROM (SELECT arrayJoin([['b', 'a'], ['c']]) AS s);
SELECT sumArray(x) FROM (SELECT 1 AS x);
SELECT sumArray(a) FROM (SELECT range(number) AS a FROM numbers(0));
CREATE TABLE arr_t (k UInt8, a Array(UInt8), s Array(String), f Array(Float64)) ENGINE = MergeTree ORDER BY k;
INSERT INTO arr_t VALUES (1, [1, 2, 3], ['x', 'y'], [0.5]), (1, [], [], []), (2, [200, 200], ['y'], [1.5, 2.5]), (3, [7], ['z', 'z'], []);
SELECT k, sumArray(a), avgArray(a), minArray(a), maxArray(a), countArray(a), uniqArray(a), uniqExactArray(s), groupArrayArray(s), sumArray(f) FROM arr_t GROUP BY k ORDER BY k;
SELECT toTypeName(sumArray(a)), toTypeName(avgArray(a)), toTypeName(minArray(a)), toTypeName(countArray(a)), toTypeName(uniqArray(a)), toTypeName(groupArrayArray(s)) FROM arr_t;
SELECT sumArray(a), avgArray(a), minArray(a), countArray(a), groupArrayArray(s) FROM arr_t WHERE k > 10;
SELECT sumArrayIf(a, k > 1), uniqArrayIf(s, k < 3), arraySort(groupUniqArrayArray(s)) FROM arr_t;
DELETE FROM arr_t WHERE k = 2;
SELECT sumArray(a), countArray(s) FROM arr_t;
