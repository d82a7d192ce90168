-- `%` and `intDiv` by a constant, which run as a multiplication on every integer type:
-- a remainder keeps the dividend's sign, a quotient truncates toward zero, NULL stays
-- NULL, and the same predicate masks the same rows in a DELETE. Then intDiv's types,
-- floats and errors (ILLEGAL_DIVISION). `/` of numbers divides in Float64, and the
-- operators' function names (divide, plus, minus, multiply); randConstant().
CREATE TABLE dv (id UInt64, i8 Int8, i16 Int16, i32 Int32, i64 Int64, u8 UInt8, u16 UInt16, u32 UInt32, u64 UInt64, n Nullable(Int32)) ENGINE = MergeTree ORDER BY id;
INSERT INTO dv VALUES (1, -128, -32768, -2147483648, -9223372036854775808, 255, 65535, 4294967295, 18446744073709551615, NULL), (2, 127, 32767, 2147483647, 9223372036854775807, 0, 1, 7, 10, -7), (3, -7, -7, -7, -7, 7, 7, 7, 7, 7), (4, 0, 0, 0, 0, 1, 2, 3, 4, 0);
SELECT id, i8 % 3, i16 % 10, i32 % 7, i64 % 1000, u8 % 16, u16 % 100, u32 % 10, u64 % 2147483647, n % 3 FROM dv ORDER BY id;
SELECT id, intDiv(i8, 3), intDiv(i16, 10), intDiv(i32, 7), intDiv(i64, 1000), intDiv(u8, 16), intDiv(u16, 100), intDiv(u32, 10), intDiv(u64, 3), intDiv(n, 2) FROM dv ORDER BY id;
SELECT id, i64 % 1, intDiv(i64, 1), u64 % 1, intDiv(u64, 1) FROM dv ORDER BY id;
SELECT number % 10 AS r, count() FROM numbers(1000) GROUP BY r ORDER BY r;
SELECT count() FROM numbers(100000) WHERE number % 7 = 3;
SELECT number % 4, intDiv(number, 4) FROM numbers(6);
SELECT intDiv(i8, u8 + 1), intDiv(u16, i8), intDiv(u64, 2) FROM dv WHERE id = 3;
SELECT intDiv(-7.5, 2), intDiv(7.9, 2), intDiv(-7, 2), intDiv(7, -2), intDiv(toUInt8(200), -1), intDiv(NULL, 2), intDiv(7, NULL);
SELECT toTypeName(intDiv(toInt8(-7), 2)), toTypeName(intDiv(toUInt8(7), -2)), toTypeName(intDiv(toUInt32(7), 2)), toTypeName(intDiv(toInt16(7), toUInt64(2))), toTypeName(intDiv(-7.5, 2));
SELECT intDiv(1, 0);
SELECT intDiv(i32, i8 - i8) FROM dv;
SELECT intDiv(toInt64(-9223372036854775808), -1);
SELECT intDiv(1.5, 0);
SELECT intDiv(1e30, 2);
SELECT u32 % (u8 - u8) FROM dv;
SELECT 7 / 2, toTypeName(7 / 2), 1 / 0, -1 / 0, id / 4, i8 / u8 FROM dv ORDER BY id;
SELECT divide(9, 4), plus(1, 2), minus(1, 2), multiply(3, 4), modulo(9, 4);
SELECT count() FROM dv WHERE u64 / 4 > 1;
SELECT divide(1);
SELECT randConstant() >= 0, randConstant() % 10 < 10;
SELECT uniqExact(x) FROM (SELECT randConstant() AS x FROM numbers(100));
DELETE FROM dv WHERE u32 % 10 = 7;
SELECT id FROM dv ORDER BY id;
DROP TABLE dv;
