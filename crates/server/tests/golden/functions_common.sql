-- Functions users reach for first: toStartOfInterval, like/ilike as functions,
-- replaceOne, extract, leftPad/rightPad, fromUnixTimestamp, arrayReverseSort, bitXor.
CREATE TABLE fc (id UInt64, t DateTime, s String) ENGINE = MergeTree ORDER BY id;
INSERT INTO fc SELECT number, toDateTime('2024-01-01 00:00:00') + number * 86400 * 13 + number * 3601, concat('item-', toString(number * 37)) FROM numbers(30);
SELECT toStartOfInterval(toDateTime('2024-03-15 10:35:07'), INTERVAL 1 WEEK), toStartOfInterval(toDateTime('2024-03-15 10:35:07'), INTERVAL 2 WEEK), toStartOfInterval(toDateTime('2024-03-15 10:35:07'), INTERVAL 5 MONTH), toStartOfInterval(toDateTime('2024-03-15 10:35:07'), INTERVAL 2 YEAR), toStartOfInterval(toDateTime('2024-03-15 10:35:07'), INTERVAL 1 QUARTER);
SELECT toStartOfInterval(toDateTime('2024-03-15 10:35:07'), INTERVAL 7 DAY), toStartOfInterval(toDateTime('2024-03-15 10:35:07'), INTERVAL 90 SECOND), toStartOfInterval(toDateTime('2024-03-15 10:35:07'), toIntervalHour(6)), toStartOfInterval(toDateTime('2024-03-15 10:35:07'), INTERVAL 15 MINUTE);
SELECT toTypeName(toStartOfInterval(t, INTERVAL 1 DAY)), toTypeName(toStartOfInterval(t, INTERVAL 1 MONTH)) FROM fc LIMIT 1;
SELECT toStartOfInterval(t, INTERVAL 2 MONTH) AS m, count() FROM fc GROUP BY m ORDER BY m;
SELECT toStartOfInterval(t, INTERVAL 6 HOUR) AS h, count() FROM fc WHERE id < 8 GROUP BY h ORDER BY h;
SELECT like('hello', 'h%'), notLike('hello', 'h%'), ilike('Hello', 'h%'), notILike('Hello', 'x%');
SELECT replaceOne('a.b.c', '.', '-'), replaceOne('abc', '', 'x'), replaceOne('abc', 'z', 'x'), replaceOne('привет мир мир', 'мир', 'world'), replaceOne('aaa', 'a', 'bb');
SELECT extract('abc123', '[0-9]+'), extract('abc123', 'c([0-9])'), extract('abc', '[0-9]+');
SELECT leftPad('hello', 3, '*'), leftPad('5', 3), rightPad('ab', 5, 'xy'), leftPad('5', 3, '0');
SELECT fromUnixTimestamp(1700000000), arrayReverseSort([3, 1, 2]), bitXor(12, 10);
SELECT id, replaceOne(s, '-', '#'), extract(s, '([0-9])$') FROM fc WHERE id < 4 ORDER BY id;
DELETE FROM fc WHERE toStartOfInterval(t, INTERVAL 1 MONTH) = toDate('2024-02-01') OR like(s, '%-11%');
SELECT count(), min(id), max(id) FROM fc;
SELECT toStartOfInterval(t, INTERVAL 1 QUARTER) AS q, count() FROM fc GROUP BY q ORDER BY q;
SELECT toStartOfInterval(toNullable(t), INTERVAL 1 HOUR) AS x, toTypeName(x), toTypeName(toNullable(id)), toStartOfInterval(CAST(NULL AS Nullable(DateTime)), INTERVAL 1 MONTH) FROM fc ORDER BY id LIMIT 2;
SELECT countSubstrings('aaa', ''), countSubstrings('aaaa', 'aa'), countSubstrings('', 'a'), toTypeName(countSubstrings('a','a')), countSubstrings('a,b,,c', ',');
SELECT toISOWeek(toDate('2024-12-30')), toTypeName(toISOWeek(toDate('2024-12-30'))), toISOWeek(toDate('2024-03-15'));
SELECT toRelativeDayNum(toDate('2024-01-01')), toTypeName(toRelativeDayNum(toDate('2024-01-01'))), toTypeName(toRelativeMonthNum(toDate('2024-01-01'))), toRelativeMonthNum(toDate('2024-03-01')), toRelativeYearNum(toDate('2024-03-01')), toTypeName(toRelativeYearNum(toDate('2024-03-01')));
SELECT toRelativeMinuteNum(toDateTime('2024-01-01 05:07:00')), toRelativeSecondNum(toDateTime('2024-01-01 05:07:09')), toRelativeHourNum(toDate('2024-01-01')), toRelativeHourNum(toDateTime('2024-01-01 05:00:00')), toRelativeDayNum(toDateTime('2024-01-01 23:59:59'));
SELECT timeSlot(toDateTime('2024-01-01 10:17:00')), toTypeName(timeSlot(toDateTime('2024-01-01 10:17:00'))), timeSlot(toDateTime('2024-01-01 10:47:00'));
SELECT id, timeSlot(t), toRelativeHourNum(t), toISOWeek(t), countSubstrings(s, '1') FROM fc ORDER BY id LIMIT 3;
SELECT toUInt8(300), toInt8(200), toUInt8(-1), toUInt16(70000), toInt8(200.7), toUInt8(-1.5), toUInt8('300'), CAST(300 AS UInt8), toInt32(toDate('2024-01-01'));
SELECT id, toUInt8(id * 20) FROM fc WHERE id < 16 AND id > 11 ORDER BY id;
SELECT toUInt8('-1');
SELECT toStartOfInterval(toDateTime('2023-01-02 01:00:00'), INTERVAL 5 HOUR), toStartOfInterval(toDateTime('2023-05-02 01:00:00'), INTERVAL 4 YEAR), toStartOfInterval(toDateTime('2023-05-02 01:00:00'), INTERVAL 9 MONTH), toStartOfInterval(toDateTime('2023-05-02 01:00:00'), INTERVAL 3 QUARTER), toStartOfInterval(toDateTime('2023-01-02 01:07:00'), INTERVAL 7 MINUTE), toStartOfInterval(toDateTime('2023-01-02 01:07:13'), INTERVAL 5 DAY), toStartOfInterval(toDateTime('2023-01-02 01:07:13'), INTERVAL 3 WEEK);
SELECT toStartOfInterval(t, INTERVAL 7 HOUR) AS h, count() FROM fc GROUP BY h ORDER BY h LIMIT 5;
SELECT toStartOfInterval(t, INTERVAL 7 MONTH) AS m, toStartOfInterval(t, INTERVAL 3 YEAR) AS y, count() FROM fc GROUP BY m, y ORDER BY m, y;
SELECT toInt32(nan);
SELECT extract(CAST(NULL AS Nullable(String)), 'a'), extract(toNullable('abc1'), '[0-9]'), arrayReverseSort([1, NULL, 3]), replaceOne('abc', 'b', CAST(NULL AS Nullable(String)));
SELECT count() FROM fc WHERE toUInt64(id) IN (3, 4) SETTINGS force_primary_key = 1;
-- DELETE and UPDATE expressions pass through the simplifier a query plan gets:
-- `ifNull`, `coalesce` and the dialect's rewrites evaluate as in a SELECT.
CREATE TABLE fn (id UInt64, n Nullable(UInt8), s String) ENGINE = MergeTree ORDER BY id;
INSERT INTO fn VALUES (1, NULL, 'a1'), (2, 5, 'b2'), (3, 6, 'c3'), (4, NULL, 'd4');
DELETE FROM fn WHERE ifNull(n, 0) = 6 OR extract(s, '[0-9]') = '4';
SELECT id, n FROM fn ORDER BY id;
ALTER TABLE fn UPDATE n = coalesce(n, 9) + 1 WHERE id <= 2 SETTINGS mutations_sync = 2;
SELECT id, n FROM fn ORDER BY id;
DELETE FROM fn WHERE coalesce(n, 0) = 10;
SELECT id, n, s FROM fn ORDER BY id;
SELECT arrayFirst(x -> x > 1, [1, 2, 3]), arrayLast(x -> x > 1, [1, 2, 3]), arrayFirst(x -> x > 5, [1, 2, 3]), arrayFirst(x -> x = 'b', ['a', 'b']), arrayLast(x -> x = 'z', ['a', 'b']);
SELECT number, arrayFirst(x -> x > number, [1, 2, 3]), arrayLast(x -> x < number, [1, 2, 3]) FROM numbers(4);
SELECT hostName() = hostname(), length(getOSKernelVersion()) > 0;
SELECT now64(10);
