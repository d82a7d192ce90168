-- Column types Decimal(P, S), Decimal32/64/128(S), Date32, UUID, FixedString(N) and
-- Enum8/Enum16: values kept as ClickHouse keeps them (a UUID canonical, a FixedString
-- padded with zero bytes, an Enum by name; a number stands for its name), their
-- defaults, their errors, and their names in DESCRIBE and toTypeName.
DROP TABLE IF EXISTS typed;
CREATE TABLE typed (id UInt32, price Decimal(10, 2), rate Decimal32(3), day Date32, uid UUID, code FixedString(4), state Enum8('new' = 1, 'paid' = 2, 'void' = -1), kind Enum('a b', 'c,d'), maybe Nullable(UUID), tags Array(FixedString(2))) ENGINE = MergeTree ORDER BY id;
DESCRIBE typed;
INSERT INTO typed VALUES (1, 3.14, 1.5, '1900-01-01', '61f0c404-5cb3-11e7-907b-a6006ad3dba0', 'ab', 'new', 'a b', NULL, ['x', 'yz']);
INSERT INTO typed VALUES (2, -1, 0, '2299-12-31', '61F0C4045CB311E7907BA6006AD3DBA0', 'abcd', 2, 'c,d', '00000000-0000-0000-0000-000000000001', []);
INSERT INTO typed (id) VALUES (3);
INSERT INTO typed (id, state) VALUES (4, 'void'), (5, -1), (6, 1);
SELECT * FROM typed ORDER BY id;
SELECT * FROM typed ORDER BY id FORMAT JSONEachRow;
SELECT toTypeName(price), toTypeName(rate), toTypeName(day), toTypeName(uid), toTypeName(code), toTypeName(state), toTypeName(kind), toTypeName(maybe), toTypeName(tags) FROM typed LIMIT 1;
SELECT id, length(code), hex(code) FROM typed WHERE id <= 3 ORDER BY id;
SELECT sum(price), max(rate), min(day), max(day) FROM typed;
SELECT id FROM typed WHERE state = 'paid' OR state = -1 ORDER BY id;
SELECT id FROM typed WHERE state IN (1, 2) ORDER BY id;
SELECT id, CAST(state AS Int8), toInt16(state) FROM typed ORDER BY id;
SELECT count() FROM typed WHERE uid = '61f0c404-5cb3-11e7-907b-a6006ad3dba0';
SELECT count() FROM typed WHERE code = 'ab\0\0';
INSERT INTO typed (id, code) VALUES (7, 'abcde');
INSERT INTO typed (id, state) VALUES (7, 'lost');
INSERT INTO typed (id, state) VALUES (7, 3);
INSERT INTO typed (id, uid) VALUES (7, 'not-a-uuid');
SELECT id FROM typed WHERE state = 3;
SELECT id FROM typed WHERE state < 2 ORDER BY id;
SELECT id, state FROM typed ORDER BY state, id;
SELECT id, state FROM typed ORDER BY state DESC, id LIMIT 3;
SELECT id FROM typed WHERE state NOT IN (-1, 7) ORDER BY id;
SELECT count() FROM typed WHERE id = 7;
ALTER TABLE typed UPDATE state = 'paid', code = 'zz' WHERE id = 3 SETTINGS mutations_sync = 1;
SELECT id, state, hex(code) FROM typed WHERE id = 3;
SELECT CAST('61F0C404-5CB3-11E7-907B-A6006AD3DBA0' AS UUID) AS u, toTypeName(u);
SELECT CAST('ab' AS FixedString(3)) AS f, length(f), toTypeName(f);
SELECT CAST(2 AS Enum8('a' = 1, 'b' = 2)) AS e, toTypeName(e), CAST('a' AS Enum('a', 'b')), cast('b', 'Enum8(\'a\' = 1, \'b\' = 2)');
SELECT toTypeName(CAST('a', 'Enum(\'a\' = 2, \'b\' = 128)')), toTypeName(CAST('a', 'Enum(\'a\' = 2, \'b\' = 127)'));
SELECT x FROM (SELECT CAST('b' AS Enum8('a' = 1, 'b' = 2)) AS x) WHERE x = 2;
SELECT CAST(3 AS Enum8('a' = 1, 'b' = 2));
DROP TABLE IF EXISTS typed_copy;
CREATE TABLE typed_copy ENGINE = MergeTree ORDER BY e AS SELECT CAST(1, 'Enum8(\'zero\' = 0, \'one\' = 1)') AS e, toUUID('61f0c404-5cb3-11e7-907b-a6006ad3dba0') AS u, toFixedString('q', 2) AS f;
DESCRIBE typed_copy;
SELECT * FROM typed_copy WHERE e = 1;
CREATE TABLE typed_bad (a Decimal(77, 2)) ENGINE = MergeTree ORDER BY tuple();
CREATE TABLE typed_bad (a Enum8('a' = 1, 'a' = 2)) ENGINE = MergeTree ORDER BY tuple();
CREATE TABLE typed_bad (a Enum8('a' = 200)) ENGINE = MergeTree ORDER BY tuple();
CREATE TABLE typed_bad (a FixedString(0)) ENGINE = MergeTree ORDER BY tuple();
DROP TABLE typed;
DROP TABLE typed_copy;
