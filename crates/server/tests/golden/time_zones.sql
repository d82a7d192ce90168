-- toDateTime(x, 'tz') and toTimeZone(t, 'tz'): DateTime('tz') values shown in the
-- zone's local time; a string is read as local time there, a number or a time is an
-- instant.
SELECT toDateTime('2020-01-01 00:00:00', 'UTC') AS t, t + 1, toDate(t) + 1, t + INTERVAL 1 SECOND, t + INTERVAL 1 DAY, toTypeName(t);
SELECT toDateTime('2020-01-01 00:00:00', 'Europe/Moscow') AS t, toUnixTimestamp(t), toHour(t), toTypeName(t), toString(t);
SELECT toDateTime(0, 'Asia/Tokyo') AS t, toHour(t), toDate(t);
SELECT toDateTime(toDate('2024-01-01'), 'Asia/Tokyo'), toDateTime(toDate('2024-01-01'), 'America/Denver');
SELECT toTimeZone(toDateTime('2020-06-01 12:00:00'), 'America/New_York') AS t, toHour(t), toTypeName(t);
SELECT toTimeZone(toDateTime('2020-06-01 12:00:00', 'Europe/Berlin'), 'UTC');
SELECT toDateTime('2020-01-01 00:00:00', 'Nowhere/City');
SELECT toStartOfDay(toDateTime('2020-01-01 01:00:00', 'Europe/Moscow')), toStartOfHour(toDateTime('2020-01-01 01:30:00', 'Asia/Kolkata'));
SELECT toDateTime('2020-01-01 00:00:00', 'Europe/Moscow') = toDateTime('2019-12-31 21:00:00', 'UTC');
SELECT toDateTime(number * 86400, 'Europe/Moscow') FROM numbers(2);
SELECT toDateTime('2020-03-29 01:30:00', 'Europe/Berlin') + INTERVAL 1 HOUR, toDateTime('2020-03-29 01:30:00', 'Europe/Berlin') + 3600 * number FROM numbers(2);
CREATE TABLE tzt (id UInt64, ts DateTime) ENGINE = MergeTree ORDER BY id;
INSERT INTO tzt SELECT number, toDateTime(1700000000 + number * 3600, 'Europe/Berlin') FROM numbers(3);
SELECT id, ts, toTimeZone(ts, 'Europe/Berlin'), toHour(toTimeZone(ts, 'Asia/Tokyo')) FROM tzt ORDER BY id;
DELETE FROM tzt WHERE toHour(toTimeZone(ts, 'Asia/Tokyo')) = 7;
SELECT id FROM tzt ORDER BY id;
