-- Time buckets dashboards group by: toStartOfFiveMinutes … toStartOfQuarter, toQuarter,
-- toDayOfYear, and DateTime64 milliseconds to and from integers.
SELECT toStartOfFiveMinutes(toDateTime('2024-03-05 07:08:09')), toStartOfTenMinutes(toDateTime('2024-03-05 07:18:09')), toStartOfFifteenMinutes(toDateTime('2024-03-05 07:48:09'));
SELECT toStartOfFiveMinute(toDateTime('2024-03-05 07:04:59')), toStartOfQuarter(toDate('2024-08-17')), toStartOfQuarter(toDateTime('2024-12-31 23:00:00'));
SELECT toQuarter(toDate('2024-08-17')), toDayOfYear(toDate('2024-12-31')), toDayOfYear(toDateTime('2024-01-01 10:00:00'));
SELECT toStartOfFiveMinutes(toDateTime('2024-03-05 00:00:00') + number * 97) AS b, count() FROM numbers(20) GROUP BY b ORDER BY b;
SELECT toUnixTimestamp64Milli(toDateTime64('2024-03-05 07:08:09.123', 3)), fromUnixTimestamp64Milli(1709622489123);
SELECT toStartOfSecond(toDateTime64('2024-03-05 07:08:09.123', 3));
SELECT toTypeName(now64()), now64() >= now();
SELECT toTypeName(now()), toTypeName(now() - 3600), now() - 3600 < now(), toTypeName(now('Asia/Tokyo')), toTypeName(now() - INTERVAL 1 HOUR);
