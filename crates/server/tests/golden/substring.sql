-- ClickHouse's substring positions: from 1, or from the end when negative; 0 gives
-- an empty string; a negative length stops before the end; positions of any integer
-- type; substringUTF8 counts characters.
CREATE TABLE ss (id UInt64, s String) ENGINE = MergeTree ORDER BY id;
INSERT INTO ss VALUES (1, 'abcdef'), (2, ''), (3, 'xy'), (4, 'hello, world');
SELECT substring('abcdef', 0, 2), substring('abcdef', -2), substring('abcdef', -4, 2), substring('abcdef', 2, -1), substring('abcdef', -3, -1);
SELECT substring('abcdef', 10), substring('abcdef', 3, 0), substring('abcdef', -10, 3), substring('abcdef', -10, -3), substring('abcdef', 2, -10), substring('abcdef', -10, 6);
SELECT substr('abcdef', 2, 3), mid('abcdef', 3), SUBSTRING('abcdef' FROM 2 FOR 3), substring('abcdef', toUInt8(2), toInt16(2)), substring('abcdef', toUInt64(18446744073709551615));
SELECT substringUTF8('привет', -2), substringUTF8('привет', 2, 3), substringUTF8('привет', 0), substring(NULL, 1), substring('abc', NULL);
SELECT number, substring('abcdef', 1, number), substring('abcdef', number), substring('abcdef', -number, 2) FROM numbers(4);
SELECT id, substring(s, 2, 3), substring(s, -3), length(substring(s, id)) FROM ss ORDER BY id;
DELETE FROM ss WHERE substring(s, 1, 1) = 'x';
SELECT id, s FROM ss WHERE substring(s, -5) = 'world' OR substring(s, 2, 2) = 'bc' ORDER BY id;
SELECT count() FROM ss;
SELECT toTypeName(substring('abc', 1)), substring(1, 2);
SELECT substring('abc');
SELECT substringUTF8(min(s), 2, 2), substring(max(s), -2) FROM ss;
