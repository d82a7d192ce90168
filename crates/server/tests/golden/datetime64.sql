-- DateTime64(p, 'zone'): precision, zone, conversions and ticks.
SELECT toDateTime64('2019-09-16 19:20:12.345678910', 3, 'Europe/Moscow') AS t, toTypeName(t), toUnixTimestamp64Milli(t), toUnixTimestamp64Micro(t), toUnixTimestamp64Nano(t);
SELECT toDateTime64('2019-09-16 19:20:12.345678910', 6, 'Asia/Tokyo') AS t, toTypeName(t), toUnixTimestamp64Milli(t), toUnixTimestamp64Micro(t);
SELECT toDateTime64('2019-09-16 19:20:12.345678910', 9) AS t, toTypeName(t), toUnixTimestamp64Nano(t);
SELECT toDateTime64('2205-12-12 12:12:12', 0, 'UTC'), toDateTime64('2205-12-12 12:12:12', 6, 'Europe/Moscow');
SELECT toDateTime64(1.5, 3), toDateTime64(100, 6, 'Asia/Tokyo'), toDateTime64(toDecimal64(1.25, 2), 3);
SELECT toDateTime64(toDate('2020-05-05'), 3, 'Europe/Berlin'), toDateTime64(toDateTime('2020-05-05 10:00:00'), 6, 'Asia/Tokyo');
SELECT CAST('2020-01-01 00:00:00.123' AS DateTime64(3, 'Asia/Tokyo')) AS x, toTypeName(x);
SELECT CAST('2020-01-01 00:00:00.123456' AS DateTime64(6)) AS x, toTypeName(x);
SELECT toDateTime('2020-01-01 00:00:00', 'UTC') AS t, toDateTime64(t, 3, 'UTC') + 1 AS d, toTypeName(d), d - 61;
SELECT toDateTime64(number * 1000, 3, 'Europe/Moscow') AS t, toString(t), toString(t, 'Asia/Tokyo') FROM numbers(3);
SELECT fromUnixTimestamp64Milli(toInt64(1234567891011), 'Asia/Makassar') AS v, toTypeName(v);
SELECT fromUnixTimestamp64Nano(toUnixTimestamp64Nano(toDateTime64('2019-09-16 19:20:12.345678910', 9))) AS v, toTypeName(v);
SELECT length(toString(now64(9))), length(toString(now64(6))), length(toString(now64()));
SELECT toString(toDateTime(1301146200 + 1800 * number), 'Australia/Sydney') FROM numbers(5);
SELECT toUnixTimestamp64Milli('abc');
SELECT toDateTime64('2020-01-01', 10);
SELECT now64(10);
SELECT toDateTime64('2020-01-01', 3, 'Mars/Olympus');
