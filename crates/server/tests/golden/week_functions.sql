-- toWeek and toYearWeek in every mode, over the turns of years 1999 to 2030 and a
-- whole year, with a time zone, NULLs, DateTime and Date32 values, a partition key
-- by week and the errors of a mode that is not a constant integer.
SELECT d, toDayOfWeek(d), toWeek(d, 0), toWeek(d, 1), toWeek(d, 2), toWeek(d, 3), toWeek(d, 4), toWeek(d, 5), toWeek(d, 6), toWeek(d, 7), toWeek(d, 8), toWeek(d, 9) FROM (SELECT toDate('1999-12-20') + number AS d FROM numbers(11400)) WHERE (toMonth(d) = 12 AND toDayOfMonth(d) >= 25) OR (toMonth(d) = 1 AND toDayOfMonth(d) <= 8) ORDER BY d;
SELECT d, toYearWeek(d, 0), toYearWeek(d, 1), toYearWeek(d, 2), toYearWeek(d, 3), toYearWeek(d, 4), toYearWeek(d, 5), toYearWeek(d, 6), toYearWeek(d, 7), toYearWeek(d, 8), toYearWeek(d, 9) FROM (SELECT toDate('1999-12-20') + number AS d FROM numbers(11400)) WHERE (toMonth(d) = 12 AND toDayOfMonth(d) >= 25) OR (toMonth(d) = 1 AND toDayOfMonth(d) <= 8) ORDER BY d;
SELECT toWeek(d), count(), min(d), max(d), min(toWeek(d, 3)), max(toWeek(d, 3)) FROM (SELECT toDate('2023-01-01') + number AS d FROM numbers(366)) GROUP BY 1 ORDER BY 1;
SELECT toWeek(toDateTime('2021-01-03 23:00:00'), 1, 'Asia/Tokyo'), toWeek(toDateTime('2021-01-03 23:00:00'), 1), toYearWeek(toDateTime('2021-01-03 23:00:00'), 1, 'Asia/Tokyo');
SELECT toWeek(toDate32('2024-02-29'), 3), toYearWeek(toDate32('2024-12-30'), 3), toWeek(NULL), toWeek(CAST(NULL AS Nullable(Date)), 1);
SELECT toTypeName(toWeek(toDate('2021-01-01'))), toTypeName(toYearWeek(toDate('2021-01-01')));
CREATE TABLE weeks (k String, d Date) ENGINE = MergeTree PARTITION BY toWeek(d) ORDER BY k;
INSERT INTO weeks VALUES ('1', '2020-11-11'), ('1', '2021-01-01'), ('2', '2021-01-04');
SELECT * FROM weeks WHERE d >= toDate('2020-11-01') AND d <= toDate('2021-05-05') ORDER BY d;
SELECT toWeek(number, number) FROM numbers(2);
SELECT toWeek(toDate('2021-01-01'), 'a');
