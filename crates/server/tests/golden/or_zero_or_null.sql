-- toTOrZero / toTOrNull read text as T, giving T's zero (or NULL) where it does not read;
-- substringUTF8 counts characters.
SELECT toUInt8OrZero('12'), toUInt8OrZero('300'), toUInt8OrZero('-1'), toUInt8OrZero('abc'), toUInt8OrZero(''), toUInt8OrZero(' 12');
SELECT toInt32OrNull('-12'), toInt32OrNull('x'), toInt64OrZero('9223372036854775807'), toUInt64OrNull('18446744073709551615'), toUInt64OrNull('18446744073709551616');
SELECT toFloat64OrZero('1.5'), toFloat64OrNull('nope'), toFloat32OrZero('1e3'), toFloat64OrZero('inf');
SELECT toDateOrNull('2020-02-28'), toDateOrNull('yesterday'), toDateOrZero('x'), toDateOrZero('2021-01-01');
SELECT toTypeName(toUInt8OrZero('1')), toTypeName(toUInt8OrNull(toString(number))), toTypeName(toDateOrNull(toString(number))), toTypeName(toFloat64OrNull(toString(number))) FROM numbers(1);
SELECT toUInt64OrZero(toString(number)) + 1 FROM numbers(3);
SELECT toUInt8OrZero(5);
SELECT substringUTF8('привет мир', 2, 3), substringUTF8('привет', 3), substringUTF8('abc', 1, 1);
SELECT toUInt64OrZero(NULL), toInt8OrNull(NULL);
SELECT toInt16OrZero(x), toInt16OrNull(x), toFloat64OrZero(x) FROM (SELECT arrayJoin(['1', '-7', '+3', '1.0', '', '40000', NULL]) AS x);
