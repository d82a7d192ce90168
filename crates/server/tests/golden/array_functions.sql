-- ClickHouse's array functions over DataFusion's: conditions as UInt8, counts and
-- positions as integers with 0 for none, lambdas first, `IN [ … ]` as `IN ( … )`.
CREATE TABLE af (id UInt64, a Array(Int64), s Array(String)) ENGINE = MergeTree ORDER BY id;
INSERT INTO af VALUES (1, [1, 2, 3], ['x', 'y']), (2, [], []), (3, [5, -1, 5], ['z']), (4, [0, 0], ['', 'q']);
SELECT id, arrayExists(x -> x > 2, a), arrayAll(x -> x > 0, a), arrayCount(x -> x = 5, a), arrayCount([1, 0, 2]) FROM af ORDER BY id;
SELECT id, arrayExists([0, 1]), arrayAll(x -> x != '', s), arrayFirstIndex(x -> x < 0, a) FROM af ORDER BY id;
SELECT id, indexOf(a, 5), indexOf(s, 'y'), countEqual(a, 5), countEqual(s, 'nope') FROM af ORDER BY id;
SELECT id, arrayPushBack(a, 9), arrayPushFront(a, 7), arrayPopBack(a), arrayPopFront(a) FROM af ORDER BY id;
SELECT arraySum([1, 2, 3]), arrayMin([3, 1, 2]), arrayMax([3, 1, 2]), arrayAvg([1, 2, 3, 4]), arrayProduct([2, 3, 4]);
SELECT arraySum(x -> x * 2, [1, 2, 3]), arrayMax(x -> -x, [1, 2, 3]);
SELECT id, arraySum(a), arrayMin(a), arrayMax(a) FROM af WHERE notEmpty(a) ORDER BY id;
SELECT round(cosineDistance([1., 0.], [0., 1.]), 6), round(L2Distance([0., 0.], [3., 4.]), 6);
SELECT arrayExists(x -> x > 1, []), arrayCount(x -> x > 1, []), indexOf([], 1);
SELECT 2 IN [1, 2, 3], 5 IN [1, 2], 5 NOT IN [1, 2], 'a' IN ['a'];
SELECT id FROM af WHERE id IN [1, 3] ORDER BY id;
SELECT id FROM af WHERE id NOT IN [1, 3] ORDER BY id;
DELETE FROM af WHERE id IN [2];
SELECT id FROM af WHERE arrayExists(x -> x = 5, a) OR indexOf(s, 'q') > 0 ORDER BY id;
-- Nested arrays count their own elements; empty arrays sum to 0; a lambda's UInt8
-- is a condition.
SELECT arrayCount(x -> 1, [[1, 2], [3]]), arrayExists(x -> empty(x), [[]]), arrayAll(x -> notEmpty(x), [[1, 2], []]);
SELECT arraySum(emptyArrayInt64()), arrayMin(emptyArrayInt64()), arrayMax(emptyArrayInt64()), arrayAvg(emptyArrayInt64()), arrayProduct(emptyArrayInt64());
SELECT id, arrayExists(x -> toUInt8(abs(x) % 2), a), arrayCount(x -> toUInt8(abs(x)), a), arrayFirstIndex(x -> toUInt8(abs(x) % 5), a) FROM af ORDER BY id;
SELECT arrayExists([true, false]), arrayCount([false]), 1 IN [], 1 NOT IN [], toUInt8(2 IN []);
SELECT arrayLastIndex(x -> 1, emptyArrayUInt8()), arrayLastIndex(x -> 0, emptyArrayUInt8()), arrayLastIndex(x -> 1, [1, 2, 3]), arrayLastIndex(x -> 0, materialize([1, 2, 3]));
SELECT arrayLastIndex(x -> x >= 2, emptyArrayUInt8()), arrayLastIndex(x -> x >= 2, [1, 2, 3]), arrayLastIndex(x -> x >= 2, materialize([1, 2, 3])), toTypeName(arrayLastIndex(x -> x >= 2, [1, 2, 3]));
SELECT arrayLastIndex(x -> x = 2, [2, 1, 2, 3]), arrayLastIndex(x -> x IS NULL, [1, NULL, 3]);
SELECT arrayLastIndex(x -> x % 2 = 0, arr) FROM (SELECT arrayJoin([[1,2,3,4], [], [1,3], [2]]) AS arr);
SELECT id, arrayLastIndex(x -> x < 0, a), arrayLastIndex(x -> toUInt8(abs(x) % 5), a) FROM af ORDER BY id;
SELECT arrayStringConcat(['a', 'b', 'c']), arrayStringConcat(arrayMap(x -> toString(x), range(3))), arrayStringConcat(['a', 'b'], '-');
SELECT arrayDifference([1, 4, 9, 3]), arrayDifference([toUInt8(200), 1]), arrayCumSum([1, 2, 3]), arrayDifference([1.5, 0.25]), arrayDifference([toUInt64(1), 18446744073709551615]), arrayCumSum([toInt64(9223372036854775807), 1]), arrayCumSumNonNegative([1, -3, 2]);
SELECT toTypeName(arrayDifference([toUInt8(1)])), toTypeName(arrayDifference([toUInt32(1)])), toTypeName(arrayDifference([toDecimal32(1, 2)])), toTypeName(arrayCumSum([toUInt8(1)])), toTypeName(arrayCumSum([toInt8(1)])), toTypeName(arrayCumSum([toDecimal32(1, 2)]));
SELECT number, arrayDifference(range(number)), arrayCumSum(range(number)), arrayDifference(NULL) FROM numbers(4);
SELECT arrayDifference(['a']);
SELECT arrayCumSumNonNegative([toUInt64(9223372036854775808), 1]), arrayCumSumNonNegative([toInt64(-5), 3]);
