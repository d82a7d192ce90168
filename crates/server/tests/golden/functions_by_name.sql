-- ClickHouse functions by their names: hex, dateDiff, argMax/argMin, isNull, modulo,
-- bit operations, string search and splitting, week and epoch conversions.
SELECT hex(255), hex(256), hex('abc'), hex(toUInt8(0)), hex(1.0), hex(toInt8(-1));
SELECT dateDiff('day', toDate('2024-01-01'), toDate('2024-03-01')), date_diff('month', toDateTime('2024-01-31 00:00:00'), toDateTime('2024-02-01 00:00:00'));
SELECT dateDiff('week', toDate('2024-01-07'), toDate('2024-01-08')), dateDiff('year', toDate('2023-12-31'), toDate('2025-01-01')), dateDiff('second', toDateTime('2024-01-01 00:00:00'), toDateTime('2023-12-31 23:59:58'));
SELECT dateDiff('hour', toDateTime('2024-01-01 10:59:59'), toDateTime('2024-01-01 11:00:00')), dateDiff('quarter', toDate('2024-03-31'), toDate('2024-04-01')), toTypeName(dateDiff('day', toDate('2024-01-01'), toDate('2024-01-02')));
SELECT isNull(NULL), isNotNull(1), modulo(5, 3), bitAnd(3, 1), bitOr(4, 1);
SELECT positionCaseInsensitive('abc', 'B'), replaceAll('abcb', 'b', 'x'), splitByChar(',', 'a,b'), splitByString('::', 'a::b::c');
SELECT toMonday(toDate('2024-05-05')), toMonday(toDate('2024-05-06')), toUnixTimestamp(toDateTime('2024-01-01 00:00:00'));
SELECT argMax(s, n), argMin(s, n) FROM (SELECT toString(number) AS s, number % 7 AS n FROM numbers(10));
SELECT k, argMax(number, number), argMin(number, number) FROM (SELECT number, number % 3 AS k FROM numbers(10)) GROUP BY k ORDER BY k;
