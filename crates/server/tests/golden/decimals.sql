-- Decimals: toDecimal32/64/128 cut their fraction as ClickHouse does, and decimals are
-- written without trailing zeros in every format.
SELECT toDecimal32(1.15, 1), toDecimal32(-1.15, 1), toDecimal32(2.5, 0), toDecimal64('1.27', 1), toDecimal32(1.1, 2);
SELECT toTypeName(toDecimal32(1, 2)), toTypeName(toDecimal64(1, 4)), toTypeName(toDecimal128(3.1, 12)), toDecimal128(3.1, 12);
SELECT CAST(0 AS Decimal(9, 2)), CAST(-0.5 AS Decimal(9, 2)), CAST(10 AS Decimal(9, 2)), toString(CAST(2 AS Decimal(9, 3)));
SELECT toDecimal64(number, 3) AS q, toTypeName(q) FROM numbers(3);
SELECT toDecimal32(x, 2) AS d FROM (SELECT arrayJoin([0.1, 1.999, -7.005]) AS x) ORDER BY d;
SELECT toDecimal32(1.1, 2) AS x GROUP BY x;
SELECT toDecimal32(1.5, 1) * 2 AS y FORMAT JSONEachRow;
SELECT toDecimal32(1, 10);
SELECT toDecimal32(300000000, 1);
SELECT toDecimal32('abc', 1);
SELECT toDecimal64('65535.9', 4) AS x, toUInt16(x), toInt8(toDecimal32('-128.7', 2)), toUInt8(toDecimal32('255.99', 2));
SELECT toDecimal32('-1', 3) AS x, toUInt8(x);
SELECT toDecimal64('65536', 4) AS x, toUInt16(x);
SELECT toDecimal128('2147483649', 10) AS x, toInt32(x);
SELECT CAST(toDecimal32('-1', 3) AS UInt8);
SELECT toUInt8(-1), toUInt8(300.5), toInt8(200);
SELECT gcd(1280, 1024), lcm(-256, 64), gcd(toUInt8(12), toInt64(-18));
SELECT gcd(1280.1, 1024.1);
SELECT lcm(1, 2.5);
SELECT toUInt64(toDecimal128('10000000000000000000', 0)), toUInt64(toDecimal128('18446744073709551615.9', 1)), toInt64(toDecimal128('-9223372036854775808.7', 1));
SELECT toUInt64(toDecimal128('18446744073709551616', 0));
SELECT toInt8(toDecimal128('-12.99', 2)), toUInt8(toDecimal64('255.5', 1));
