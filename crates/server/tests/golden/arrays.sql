-- Arrays, tuples and maps in results, as ClickHouse computes and prints them; the array
-- functions people use and the -If combinator over any aggregate.
CREATE TABLE arr (id UInt64, k UInt32, s String, n Nullable(Int64)) ENGINE = MergeTree ORDER BY id;
INSERT INTO arr SELECT number, toUInt32(number % 3), concat('s', toString(number)), if(number % 4 = 0, NULL, toInt64(number)) FROM numbers(10);
SELECT [1, 2, 3], ['a', 'b'], [], [1, NULL];
SELECT ['it''s', 'tab\there', 'back\\slash'];
SELECT range(5), range(2, 6), length(range(4)), length('abc'), length('');
SELECT arrayJoin([10, 20, 30]) AS x ORDER BY x;
SELECT id, arrayJoin(range(id)) AS j FROM arr WHERE id < 4 ORDER BY id, j;
SELECT arrayMap(x -> x * 2, [1, 2, 3]), arrayFilter(x -> x % 2 = 1, [1, 2, 3, 4, 5]);
SELECT has([1, 2, 3], 2), has([1, 2, 3], 5), hasAll([1, 2, 3], [1, 3]), hasAny([1, 2], [7, 8]);
SELECT arraySort([3, 1, 2]), arrayReverse([1, 2, 3]), arrayConcat([1, 2], [3]), arrayDistinct([1, 1, 2]);
SELECT arrayElement([10, 20, 30], 2), [10, 20, 30][3], arrayStringConcat(['a', 'b', 'c'], '-');
SELECT empty([]), notEmpty([1]), empty(''), notEmpty('x');
SELECT k, arraySort(groupArray(id)) FROM arr GROUP BY k ORDER BY k;
SELECT arraySort(groupArray(n)) FROM arr;
SELECT length(groupUniqArray(k)) FROM arr;
SELECT k, anyIf(s, id = k + 3), countIf(n IS NULL), uniqExactIf(id, id > 2), arraySort(groupArrayIf(id, id % 2 = 0)) FROM arr GROUP BY k ORDER BY k;
SELECT tuple(1, 'a'), tuple(id, s) FROM arr WHERE id = 2;
SELECT toTypeName(['a']), toTypeName([['a']]), toTypeName(length('x'));
SELECT [[1, 2], [3]], arrayFlatten([[1, 2], [3]]);
SELECT [1, 2] FORMAT JSONEachRow;
SELECT ['a', 'b'] AS v FORMAT CSV;
-- An index of any integer type, computed per row.
SELECT ['eu', 'us', 'apac'][number % 3 + 1] AS r, [10, 20][toUInt8(number % 2 + 1)] AS t FROM numbers(4);
