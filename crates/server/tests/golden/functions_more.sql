-- formatReadable*, toStartOfWeek, toYYYYMMDD, leftPad/rightPad and indexOf by their
-- ClickHouse names and results.
SELECT formatReadableSize(0), formatReadableSize(1), formatReadableSize(1000), formatReadableSize(1024), formatReadableSize(1536), formatReadableSize(1048576 * 3.3), formatReadableSize(-2048), formatReadableSize(1e30);
SELECT formatReadableQuantity(1234567), formatReadableQuantity(12), formatReadableDecimalSize(1234567), toTypeName(formatReadableSize(1));
SELECT formatReadableSize(number * 100000) FROM numbers(3);
SELECT toStartOfWeek(toDate('2024-01-03')), toStartOfWeek(toDate('2024-01-03'), 1), toStartOfWeek(toDate('2024-01-07')), toStartOfWeek(toDateTime('2024-01-07 10:00:00')), toTypeName(toStartOfWeek(toDateTime('2024-01-07 10:00:00')));
SELECT toYYYYMMDD(toDate('2024-01-03')), toYYYYMMDD(toDateTime('2024-01-03 10:00:00')), toTypeName(toYYYYMMDD(toDate('2024-01-03')));
SELECT number, toStartOfWeek(toDate('2024-01-01') + number) AS w, toYYYYMMDD(toDate('2024-02-27') + number) FROM numbers(9) FORMAT TSVWithNames;
SELECT leftPad('a', 3, '0'), leftPad('abcd', 3), rightPad('a', 3), rightPad('ab', 4, '*');
SELECT indexOf([1, 2], 2), indexOf([1, 2], 5), toTypeName(indexOf([1, 2], 5)), indexOf(['a', 'b'], 'b');
CREATE TABLE fm (id UInt64, d Date, bytes UInt64) ENGINE = MergeTree ORDER BY id;
INSERT INTO fm SELECT number, toDate('2024-03-01') + number, number * 123457 FROM numbers(20);
DELETE FROM fm WHERE id % 5 = 0;
SELECT toStartOfWeek(d) AS week, count(), formatReadableSize(sum(bytes)) FROM fm GROUP BY week ORDER BY week;
SELECT toStartOfWeek(d, 2), toStartOfWeek(d, 3) FROM fm;
SELECT toStartOfWeek(d, 10) FROM fm;
SELECT trimLeft('  a b  ') || '|', trimRight('  a b  ') || '|', trimBoth('  a b  ') || '|', trimBoth('xxaxx', 'x');
SELECT e(), round(e(), 3), toTypeName(e());
SELECT formatReadableTimeDelta(x), formatReadableTimeDelta(x, 'hours', 'minutes'), formatReadableTimeDelta(x, 'days') FROM (SELECT arrayJoin([0, 1.5, 61, 3601, 366 * 86400 + 3600, -30, 1e100, 123456789.123, nan, -inf]) AS x);
SELECT formatReadableTimeDelta(NULL), formatReadableTimeDelta(toDecimal32(61.5, 1)), formatReadableTimeDelta(0x1000000000000000), formatReadableTimeDelta(59, 'minutes', 'minutes');
SELECT formatReadableTimeDelta(1, 'second');
SELECT formatReadableTimeDelta(1, 'minutes', 'hours');
SELECT multiSearchAny('abc', ['x', 'c']), multiSearchFirstIndex('abc', ['bc', 'ab']), multiSearchFirstPosition('abc', ['c', 'b']), multiSearchAllPositions('abc', ['c', '', 'x']), multiSearchAllPositions('', ['']);
SELECT multiSearchAllPositionsUTF8('ааб', ['б', 'аб']), multiSearchAllPositionsCaseInsensitive('ABC', ['c', 'b']), multiSearchFirstIndexCaseInsensitiveUTF8('аБв', ['Б']), multiSearchAnyUTF8(NULL, ['a']), toTypeName(multiSearchAllPositions('a', ['a']));
SELECT number, multiSearchFirstPosition(toString(number * 37), ['7', '1']) FROM numbers(4);
SELECT multiSearchAny('abc', CAST([], 'Array(String)')), CAST(['1', '2'], 'Array(UInt16)'), toTypeName(CAST([[1]], 'Array(Array(Int32))')), CAST([1, 2], 'Array(Nullable(Float64))');
SELECT lower('аБвCD'), upper('аБвcd'), lowerUTF8('аБвCD'), upperUTF8('аБвcd'), lcase('AB'), ucase('ab'), LOWER('AB');
SELECT multiSearchAny(1, ['a']);
