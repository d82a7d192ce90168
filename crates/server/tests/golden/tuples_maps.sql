CREATE TABLE tm (k UInt64, m Map(String, UInt64), t Tuple(UInt8, String), n Tuple(a Int32, b Nullable(String)), am Array(Tuple(UInt8, String)), nn Tuple(x Tuple(y UInt8, z String), w Map(String, Tuple(p UInt8)))) ENGINE = MergeTree ORDER BY k SETTINGS enable_block_number_column = 1, enable_block_offset_column = 1;
DESCRIBE tm;
SELECT name, type FROM system.columns WHERE table = 'tm' ORDER BY name;
-- Values from literals and functions; a default tuple and map.
INSERT INTO tm VALUES (1, map('a', 1, 'b', 2), (1, 'x'), (5, NULL), [(1, 'p'), (2, 'q')], ((1, 'a'), map('k', tuple(3)))) (2, map('c', 3), (2, 'y'), (6, 'z'), [], ((2, 'b'), map()));
INSERT INTO tm (k) VALUES (3);
INSERT INTO tm SELECT number + 10, map(toString(number), number), (toUInt8(number), toString(number * 2)), (toInt32(number) - 3, if(number % 2 = 0, NULL, 'odd')), [(toUInt8(number), 'e')], ((toUInt8(number), 'n'), map('k', tuple(toUInt8(number))))  FROM numbers(5);
SELECT * FROM tm ORDER BY k;
SELECT * FROM tm ORDER BY k FORMAT JSONEachRow;
-- Elements, keys and values; a missing key reads as the value type's default.
SELECT k, m['a'], m['c'], t.1, t.2, n.a, n.b, tupleElement(n, 'a'), nn.x.y, nn.w['k'] FROM tm ORDER BY k;
SELECT toTypeName(m), toTypeName(t), toTypeName(n), toTypeName(am), toTypeName(nn) FROM tm LIMIT 1;
SELECT k, mapKeys(m), mapValues(m), mapContains(m, 'a'), length(m), empty(m) FROM tm ORDER BY k;
DELETE FROM tm WHERE mapContains(m, 'zz');
SELECT k FROM tm WHERE t = (2, 'y');
SELECT k FROM tm WHERE m['a'] = 0 ORDER BY k;
SELECT (k + 1, toString(k)) AS x, x.1, x.2 FROM tm WHERE k < 3 ORDER BY k;
-- Deletes, updates and merges keep the other columns' tuples and maps.
DELETE FROM tm WHERE m['b'] = 2;
DELETE FROM tm WHERE t.1 = 3;
SELECT k, m, t, n FROM tm ORDER BY k;
UPDATE tm SET m = map('u', k), t = (toUInt8(k), 'upd') WHERE k = 12;
SELECT k, m, t, n FROM tm WHERE k >= 10 ORDER BY k;
OPTIMIZE TABLE tm FINAL;
SELECT * FROM tm ORDER BY k;
-- restart
SELECT * FROM tm ORDER BY k;
SELECT count(), sum(t.1), sum(m['u']) FROM tm;
-- An omitted tuple takes its elements' defaults, each as its type has it.
CREATE TABLE td (k UInt8, x Tuple(u UUID, e Enum8('a' = 1, 'b' = 2), d Date32, f FixedString(2), n Nullable(UInt8), a Array(UInt8))) ENGINE = MergeTree ORDER BY k;
INSERT INTO td (k) VALUES (1);
SELECT * FROM td;
SELECT x.u, x.e, x.d, length(x.f), x.n, x.a FROM td;
-- A map's key cannot be Nullable.
CREATE TABLE bad1 (k UInt64, m Map(Nullable(String), UInt8)) ENGINE = MergeTree ORDER BY k;
-- own: a Nullable tuple is not supported (a tuple's elements may be Nullable)
CREATE TABLE bad2 (k UInt64, t Nullable(Tuple(UInt8))) ENGINE = MergeTree ORDER BY k;
