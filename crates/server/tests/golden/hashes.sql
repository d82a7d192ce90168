-- cityHash64 as ClickHouse computes it: strings, numbers of each width, several arguments,
-- arrays, tuples and maps.
SELECT cityHash64('Moscow'), cityHash64('');
SELECT cityHash64(1), cityHash64(0), cityHash64(255), cityHash64(300);
SELECT cityHash64(toUInt64(1)), cityHash64(toInt8(-1)), cityHash64(toInt32(-7)), cityHash64(toInt64(-7));
SELECT cityHash64(toFloat64(1.5)), cityHash64(toFloat32(1.5)), cityHash64(2.5);
SELECT cityHash64('a', 'b'), cityHash64(1, 'x', 2.5), cityHash64('x', 1);
SELECT cityHash64(toDate('2024-01-01')), cityHash64(toDateTime('2024-01-01 00:00:00'));
SELECT number, cityHash64(number), cityHash64(toString(number)) FROM numbers(5);
SELECT cityHash64(NULL), cityHash64();
SELECT cityHash64(number % 3 = 0) FROM numbers(2);
CREATE TABLE h (id UInt64, s String, n Nullable(Int32)) ENGINE = MergeTree ORDER BY id;
INSERT INTO h VALUES (1, 'one', 5), (2, 'two', NULL), (3, 'three', -2);
SELECT id, cityHash64(s), cityHash64(id, s), cityHash64(n) FROM h ORDER BY id;
SELECT count() FROM numbers(1000) WHERE cityHash64(number) % 10 = 3;
SELECT cityHash64(id) % 4 AS shard, count() FROM h GROUP BY shard ORDER BY shard;
SELECT cityHash64([1, 2]), cityHash64([]), cityHash64([[1], [2, 3]]), cityHash64(['a', 'b']), cityHash64([toNullable(1)]);
SELECT cityHash64((1, 'a')) = cityHash64(1, 'a'), cityHash64(1, [2]), cityHash64([2], 1), cityHash64(map('a', 1)), cityHash64((1, [2, 3], ('x', 2.5)));
SELECT number, cityHash64(range(number)), cityHash64(number, range(number), toString(number)) FROM numbers(4);
SELECT cityHash64(arrayMap(x -> (x, toString(x)), range(3))), cityHash64(map('k', [1, 2], 'j', []));
CREATE TABLE ha (id UInt64, a Array(String), t Tuple(UInt8, String)) ENGINE = MergeTree ORDER BY id;
INSERT INTO ha VALUES (1, ['x', 'y'], (1, 'p')), (2, [], (2, '')), (3, ['z'], (3, 'q'));
SELECT id, cityHash64(a), cityHash64(t), cityHash64(*) FROM ha ORDER BY id;
SELECT sum(cityHash64(a, t) % 1000) FROM ha;
SELECT cityHash64(if(number = 0, NULL, (number, 'a'))), cityHash64((number, [number])) FROM numbers(2);
