-- INTERVAL n UNIT with n an expression, and toIntervalUnit(n), per row.
SELECT toDateTime('2024-01-01 00:00:00') + INTERVAL number HOUR FROM numbers(3) FORMAT TSVWithNames;
SELECT toDate('2024-01-31') + INTERVAL number MONTH FROM numbers(3);
SELECT toDate('2024-01-01') + INTERVAL number DAY, toDate('2024-01-01') - INTERVAL number WEEK FROM numbers(3) FORMAT TSVWithNames;
SELECT toDateTime('2024-01-01 00:00:00') + toIntervalMinute(number * 15) FROM numbers(3) FORMAT TSVWithNames;
SELECT toDateTime('2024-01-01 00:00:00') + INTERVAL number * 300 SECOND FROM numbers(3);
SELECT toDateTime('1981-09-29 00:00:00', 'Europe/Moscow') + INTERVAL number * 300 SECOND FROM numbers(3);
SELECT toDate('2024-01-01') + toIntervalYear(number), toDate('2024-02-29') + toIntervalQuarter(number) FROM numbers(3);
SELECT toDateTime('2024-01-01 00:00:00') + INTERVAL (number - 1) DAY FROM numbers(3);
SELECT toDateTime64('2024-01-01 00:00:00', 3) + toIntervalMillisecond(3000000000 + number) FROM numbers(2);
CREATE TABLE ev (id UInt64, ts DateTime, lag UInt32) ENGINE = MergeTree ORDER BY id;
INSERT INTO ev SELECT number, toDateTime('2024-01-01 00:00:00') + INTERVAL number HOUR, toUInt32(number % 4) FROM numbers(24);
DELETE FROM ev WHERE ts + INTERVAL lag HOUR > toDateTime('2024-01-01 20:00:00');
SELECT count(), max(ts) FROM ev;
-- QUARTER: three months.
SELECT toDateTime('2016-02-29 01:02:03') - INTERVAL 1 QUARTER, toDate('2024-01-31') + INTERVAL 2 QUARTER, toDate('2024-05-31') - INTERVAL -1 QUARTER;
DELETE FROM ev WHERE ts > toDateTime('2024-01-01 00:00:00') + INTERVAL 1 QUARTER - INTERVAL 3 MONTH + INTERVAL 10 HOUR;
SELECT count(), max(ts) FROM ev;
