-- cityHash64 as ClickHouse computes it: strings, numbers of each width, several arguments.
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
