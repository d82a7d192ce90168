-- Integer arithmetic in ClickHouse's result types: literals are the smallest type that
-- holds them, sums and products one size wider, differences signed.
SELECT toTypeName(number + 1), toTypeName(number - 1), toTypeName(number * 60), toTypeName(1 + 2), toTypeName(-1 + 1) FROM numbers(1);
SELECT toTypeName(toUInt8(1) + toUInt8(2)), toTypeName(toUInt16(1) * toUInt8(2)), toTypeName(toInt32(1) + toUInt32(1)), toTypeName(toUInt8(1) - toUInt8(1)), toTypeName(toInt64(1) + number) FROM numbers(1);
SELECT toUInt8(200) + toUInt8(100), toUInt8(1) - toUInt8(2), toUInt32(4000000000) * 2, number - 2, number * 1000000 FROM numbers(3);
SELECT toDate('2024-01-01') + (number % 90) AS d, toTypeName(d) FROM numbers(3);
SELECT toDateTime('2024-01-01 00:00:00') + number * 60 AS t, toTypeName(t) FROM numbers(3);
SELECT id + 100000 AS id, toTypeName(id) FROM (SELECT number AS id FROM numbers(2));
CREATE TABLE ev (id UInt64, day Date, n UInt32) ENGINE = MergeTree ORDER BY id;
INSERT INTO ev SELECT number, toDate('2024-01-01') + (number % 90), toUInt32(number % 7) FROM numbers(1000);
SELECT count(), min(day), max(day), sum(n + 1), sum(n - 3) FROM ev;
DELETE FROM ev WHERE day + (n % 3) > toDate('2024-03-01') AND id - 500 < 100;
SELECT count(), min(day), max(day), sum(id * 2) FROM ev;
SELECT day, count() FROM ev WHERE day < toDate('2024-01-01') + 3 GROUP BY day ORDER BY day;
SELECT -number AS a, toTypeName(-number), -toUInt8(3) AS b, toTypeName(-toUInt8(3)), toTypeName(-toUInt16(3)), toTypeName(-toUInt32(3)), -toInt8(-128) AS c, toTypeName(-toInt8(1)) FROM numbers(2);
SELECT -toUInt64(18446744073709551615), -toInt64(-9223372036854775808), -1.5, -inf, -toFloat32(2), negate(5), -NULL, -toNullable(toUInt8(3)), -toDecimal32(1.5, 2);
SELECT number FROM numbers(4) ORDER BY -number;
SELECT intDiv(number, -number) FROM numbers(1, 3);
SELECT toDate('2024-01-01') + INTERVAL -1 DAY;
SELECT -'a';
-- `DIV` and `MOD` are operators, as tight as `*`.
SELECT 7 DIV 2, -7 DIV 2, 7 DIV 2 * 3, 2 * 7 DIV 2, 7 MOD 2, -7 MOD 2, number DIV 2 FROM numbers(3);
