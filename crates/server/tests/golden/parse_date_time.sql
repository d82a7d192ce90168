-- parseDateTimeBestEffort and its OrNull / OrZero forms: the forms people write dates
-- and times in, read as a DateTime (UTC).
SELECT parseDateTimeBestEffort('2024-01-02T03:04:05Z'), parseDateTimeBestEffort('2024-01-02 03:04:05.123+03:00'), parseDateTimeBestEffort('2024/01/02'), parseDateTimeBestEffort('02/01/2024'), parseDateTimeBestEffort('Thu, 18 Aug 2018 07:22:16 GMT');
SELECT parseDateTimeBestEffort('2020-05-14 11:37:03 PM'), parseDateTimeBestEffort('2020-05-14 12:37:03 AM'), parseDateTimeBestEffort('2024-01'), parseDateTimeBestEffort('18 Aug 2018 07:22:16'), parseDateTimeBestEffort('2024-01-02 03:04');
SELECT parseDateTimeBestEffort('20240102'), parseDateTimeBestEffort('1700000000'), parseDateTimeBestEffort('1640649600123'), parseDateTimeBestEffort('20240102030405'), parseDateTimeBestEffort('170000000');
SELECT parseDateTimeBestEffort('2024-01-02 03:04:05 +0300'), parseDateTimeBestEffort('12/31/2024'), parseDateTimeBestEffort('2024-01-02'), parseDateTimeBestEffort(' 2024-01-02 03:04:05 ');
SELECT parseDateTimeBestEffortOrNull('nope'), parseDateTimeBestEffortOrZero('nope'), parseDateTimeBestEffortOrNull('2024-01-02'), parseDateTimeBestEffortOrNull(NULL);
SELECT toTypeName(parseDateTimeBestEffort('2024-01-02')), toTypeName(parseDateTimeBestEffortOrNull('x')), toTypeName(parseDateTimeBestEffortOrZero('x'));
SELECT parseDateTimeBestEffort('<Empty>');
SELECT parseDateTimeBestEffort(s) AS t, toDate(t), t + 60 FROM (SELECT arrayJoin(['2024-03-05T07:08:09', '2024-03-05 07:08:09.999Z', '05/03/2024 07:08:09']) AS s) ORDER BY s;
CREATE TABLE events_pdt (id UInt64, ts DateTime) ENGINE = MergeTree ORDER BY id;
INSERT INTO events_pdt SELECT number, parseDateTimeBestEffort(concat('2024-01-0', toString(number + 1), 'T10:00:00Z')) FROM numbers(3);
SELECT * FROM events_pdt ORDER BY id;
DELETE FROM events_pdt WHERE ts < parseDateTimeBestEffort('2024-01-02T12:00:00Z');
SELECT id FROM events_pdt ORDER BY id;
