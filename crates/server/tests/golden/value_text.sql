-- toString and CAST(… AS String) of arrays, tuples and maps: their text as ClickHouse
-- writes it (elements quoted, NULL for a missing one); and NULL cast to Nullable(Nothing).
SELECT toString((1, 'Hello', toDate('2016-01-01'))), toString([1, 2, 3]);
SELECT (number, toString(number), range(number)) AS x, toString(x), CAST(x AS String) FROM numbers(4);
SELECT CAST((1, 'Hello', toDate('2016-01-01')) AS String), CAST([1, 2, 3] AS String);
SELECT toString(map('a', 1, 'b', 2)), CAST(map('k', [1, 2]) AS String), toString([NULL, 1.5]), toString(['it''s', 'a\tb']);
SELECT toString([toDateTime('2020-01-01 10:00:00')]), toString([[1], [], [2, 3]]), toString(tuple(1, (2, 'x')));
SELECT length(toString(range(number))), toString(range(number)) = concat('[', arrayStringConcat(range(number), ','), ']') FROM numbers(12) ORDER BY 1;
SELECT groupArray(toString([number, number * 2])) FROM numbers(3);
SELECT toString([1, 2]) LIKE '[1,%';
SELECT CAST(NULL AS Nullable(Nothing)), toTypeName(CAST(NULL, 'Nullable(Nothing)')), (SELECT CAST(NULL AS Nullable(Nothing)) WHERE 0);
SELECT CAST(1 AS Nullable(Nothing));
SELECT CAST(NULL AS Nothing);
SELECT toString([toDateTime64('2020-01-01 10:00:00.123', 3)]), [toDateTime64('2020-01-01 10:00:00.123456', 6)], (toDateTime64('2020-01-01 10:00:00.5', 3), 1);
