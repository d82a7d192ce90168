-- Result types keep their arguments' nullability; dates as DateTimes, DateTime differences, xxHash, lengthUTF8, sqrt, against ClickHouse.
CREATE TABLE rt (x Int32, f Float64, s String, d Date, t DateTime, ns Nullable(String), nd Nullable(Date), nt Nullable(DateTime)) ENGINE = MergeTree ORDER BY x;
INSERT INTO rt VALUES (1, 2.25, 'Hello, World', '2020-01-02', '2020-01-01 10:00:00', NULL, NULL, NULL), (2, -1, '', '2021-03-04', '2021-03-04 05:06:07', 'añb', '2022-05-06', '2022-05-06 07:08:09');
SELECT toTypeName(lower(s)), toTypeName(upper(s)), toTypeName(length(s)), toTypeName(concat(s, '!')), toTypeName(substring(s, 1, 2)), toTypeName(reverse(s)), toTypeName(trim(s)), toTypeName(replaceAll(s, 'l', 'L')), toTypeName(position(s, 'o')), toTypeName(repeat(s, 2)), toTypeName(left(s, 1)), toTypeName(lowerUTF8(s)), toTypeName(hex(s)) FROM rt LIMIT 1;
SELECT toTypeName(floor(f)), toTypeName(ceil(f)), toTypeName(sqrt(f)), toTypeName(exp(f)), toTypeName(log(f)), toTypeName(pow(f, 2)), toTypeName(greatest(x, 3)), toTypeName(least(x, 3)), toTypeName(cityHash64(s)), toTypeName(sipHash64(s)), toTypeName(formatDateTime(t, '%Y')), toTypeName(toDate(t)), toTypeName(toTypeName(ns)) FROM rt LIMIT 1;
SELECT toTypeName(lower(ns)), toTypeName(length(ns)), toTypeName(concat(s, ns)), toTypeName(substring(ns, 1, 1)), toTypeName(cityHash64(ns)), toTypeName(toDateTime(nd)), toTypeName(nt - t), toTypeName(xxHash32(ns)), toTypeName(lengthUTF8(ns)) FROM rt LIMIT 1;
SELECT x, lower(s), upper(s), length(s), concat(s, '!'), substring(s, 1, 2), reverse(s), position(s, 'o'), left(s, 1), floor(f), ceil(f), greatest(x, 3), cityHash64(s) FROM rt ORDER BY x;
SELECT x, sqrt(f), sqrt(-4), sqrt(x), sqrt(toDecimal32(2.25, 2)) FROM rt ORDER BY x;
SELECT x, toDateTime(d), CAST(d AS DateTime), toTypeName(toDateTime(d)), toDateTime(nd), toDateTime(t), toDateTime(toDate('2020-03-04')) FROM rt ORDER BY x;
SELECT x, t - toDateTime('2020-01-01 00:00:00') AS a, toTypeName(a), nt - t, t - t, toDateTime('2020-01-02 00:00:00') - toDateTime('2020-01-01 00:00:00') FROM rt ORDER BY x;
SELECT x, xxHash64(s), xxHash32(s), xxHash64(ns), toTypeName(xxHash64(s)), toTypeName(xxHash32(s)), lengthUTF8(s), lengthUTF8(ns), toTypeName(lengthUTF8(s)) FROM rt ORDER BY x;
SELECT xxHash64('hello'), xxHash32('hello'), xxHash64(''), xxHash32(''), lengthUTF8('añb');
-- own: xxHash32 and xxHash64 take one String here (ClickHouse also hashes numbers, arrays and several arguments)
SELECT xxHash64(1);
SELECT lower(s) AS l, length(s) AS n, concat(s, '?') AS c FROM rt ORDER BY x FORMAT TabSeparatedWithNamesAndTypes;
SELECT arraySlice([1, 2, 3, 4, 5], 2), arraySlice([1, 2, 3, 4, 5], 0), arraySlice([1, 2, 3, 4, 5], 2, 2), arraySlice([1, 2, 3, 4, 5], -3), arraySlice([1, 2, 3, 4, 5], -3, 2), arraySlice([1, 2, 3, 4, 5], 2, -1), arraySlice([1, 2, 3, 4, 5], -3, -1), arraySlice([1, 2, 3, 4, 5], 9), arraySlice([1, 2, 3, 4, 5], -9);
SELECT arraySlice([1, 2, 3, 4, 5], -9, 3), arraySlice([1, 2, 3, 4, 5], 2, 0), arraySlice([1, 2, 3, 4, 5], 2, -9), arraySlice([1, 2, 3, 4, 5], 4, 9), arraySlice([1, 2, 3, 4, 5], 1, NULL), arraySlice([1, 2, 3, 4, 5], NULL), toTypeName(arraySlice([1, 2, 3, 4, 5], NULL)), arraySlice([1, 2, 3, 4, 5], -2, -3), arraySlice([1, 2, 3, 4, 5], -9, -3);
CREATE TABLE rt_arrays (id UInt8, a Array(String), o Int32, l Nullable(Int32)) ENGINE = MergeTree ORDER BY id;
INSERT INTO rt_arrays VALUES (1, ['a', 'b', 'c'], 2, NULL), (2, [], -1, 1), (3, ['x'], 0, -1), (4, ['p', 'q', 'r', 's'], -2, 1);
SELECT id, arraySlice(a, o), arraySlice(a, o, l), arraySlice(a, -o, 1), toTypeName(arraySlice(a, o)) FROM rt_arrays ORDER BY id;
SELECT arraySlice(1, 2);
SELECT arraySlice([1], 'a');
SELECT arraySlice([1]);
SELECT c, count() FROM (SELECT concat(s, 'a', 'b') AS c FROM rt) GROUP BY c ORDER BY c;
SELECT toTypeName(concat(s, 'a', 'b')), toTypeName(concat_ws('-', s, 'x')), concat_ws('-', s, 'x') FROM rt ORDER BY x;
SELECT toDateTime('2100-01-01 00:00:00', 'UTC') - toDateTime(0, 'UTC'), toTypeName(toDateTime('2100-01-01 00:00:00', 'UTC') - toDateTime(0, 'UTC'));
SELECT arraySlice([1, 2, 3, 4, 5], -7, NULL), arraySlice(NULL, 1), toTypeName(arraySlice(NULL, 1)), arraySlice([1, 2, 3, 4, 5], 18446744073709551615);
SELECT id, arraySlice(a, -7, l), arraySlice(a, 2, l) FROM rt_arrays ORDER BY id;
CREATE TABLE rt_enum (e Enum8('a' = 1, 'b' = 2), u UUID) ENGINE = MergeTree ORDER BY e;
-- own: xxHash32 and xxHash64 take one String here (ClickHouse hashes an Enum's number)
SELECT xxHash64(e) FROM rt_enum;
-- own: xxHash32 and xxHash64 take one String here (ClickHouse hashes a UUID's bytes)
SELECT xxHash32(u) FROM rt_enum;
SELECT xxHash64(toFixedString('ab', 2)), xxHash64(CAST('ab' AS LowCardinality(String))), xxHash64(CAST('ab' AS Nullable(String)));
CREATE TABLE rt_elements (id UInt8, a Array(Int32), s Array(String), n Array(Nullable(Int32)), i Int64) ENGINE = MergeTree ORDER BY id;
INSERT INTO rt_elements VALUES (1, [1, 2, 3], ['x', 'y'], [NULL, 5], 2), (2, [], [], [], 1), (3, [7], ['z'], [8], -1);
SELECT id, a[1], a[3], a[5], a[-1], s[2], s[9], n[1], n[2], n[7], a[i], arrayElement(a, i), arrayElement(s, i + 1) FROM rt_elements ORDER BY id;
SELECT toTypeName(a[5]), toTypeName(s[1]), toTypeName(n[1]), toTypeName(arrayElement(a, i)) FROM rt_elements LIMIT 1;
SELECT id, has(a, 2), has(n, NULL), has(n, 5), has(s, 'q') FROM rt_elements ORDER BY id;
SELECT count() FROM rt_elements WHERE a[2] = 0;
DELETE FROM rt_elements WHERE a[3] = 0 AND s[1] = '';
SELECT id FROM rt_elements ORDER BY id;
CREATE TABLE rt_nested (id UInt8, a Array(Int32), i Nullable(Int64), m Array(Map(String, Int32)), u Array(UUID)) ENGINE = MergeTree ORDER BY id;
INSERT INTO rt_nested VALUES (1, [1, 2], NULL, [map('k', 1)], []), (2, [3], 1, [], ['61f0c404-5cb3-11e7-907b-a6006ad3dba0']);
SELECT id, a[i], toTypeName(a[i]), a[NULL] FROM rt_nested ORDER BY id;
SELECT id, m[1] FROM rt_nested WHERE length(m) > 0 ORDER BY id;
SELECT id, u[1] FROM rt_nested WHERE length(u) > 0 ORDER BY id;
-- own: an element out of range of an Array(Map(…)) or Array(UUID) is NULL here (ClickHouse: {} and the zero UUID)
SELECT id, m[1], u[1] FROM rt_nested ORDER BY id;
