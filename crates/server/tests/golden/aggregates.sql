-- Aggregates as ClickHouse computes and prints them, over rows and over none.
CREATE TABLE g (id UInt64, k UInt32, v Float64, s String, n Nullable(Int64), ts DateTime) ENGINE = MergeTree ORDER BY id;
SELECT count(), sum(id), min(id), max(id), sum(v), min(s), max(s) FROM g;
SELECT sum(n), min(n), max(n) FROM g;
INSERT INTO g SELECT number, toUInt32(number % 3), number / 4, toString(number), if(number % 2 = 0, NULL, toInt64(number)), toDateTime(1704067200 + number * 3600) FROM numbers(10);
SELECT count(), sum(id), min(id), max(id), sum(v), avg(v), min(s), max(s) FROM g;
SELECT sum(n), min(n), max(n), count(n) FROM g;
SELECT count(), sum(id), max(v) FROM g WHERE id > 100;
SELECT k, count(), sum(id), any(k) FROM g GROUP BY k ORDER BY k;
SELECT k, count() FROM g WHERE id > 100 GROUP BY k ORDER BY k;
SELECT id > 5, id = 3, NOT (id < 2), id IN (1, 2) FROM g WHERE id < 4 ORDER BY id;
SELECT ts + 60, ts - 3600 FROM g WHERE id = 1;
SELECT toStartOfDay(ts), toYear(ts), toMonth(ts), toHour(ts) FROM g WHERE id = 9;
DELETE FROM g WHERE k = 0;
SELECT count(), sum(id), min(id), max(id) FROM g;
SELECT uniqExact(k), countIf(id > 4), sumIf(id, k = 1) FROM g;
SELECT k, sumIf(id, id > 100), countIf(id > 100), maxIf(v, id > 100), minIf(s, id > 5) FROM g GROUP BY k ORDER BY k;
SELECT sum(id) + 1, max(k) * 2 FROM g WHERE id > 1000;
