-- Functions of one float and ignore(): exp2, exp10, erf, erfc, lgamma,
-- isFinite, isInfinite, isNaN and match, by ClickHouse's names, in a query and in a
-- DELETE predicate.
SELECT exp2(3), exp10(2), exp10(-1), exp2(0.5) > 1.41;
SELECT isFinite(1.5), isFinite(1e308 * 10), isInfinite(-1e308 * 10), isInfinite(2), isNaN(nan), isNaN(1);
SELECT number, exp10(number) AS p, isFinite(p) FROM numbers(4);
SELECT ignore(number, 'x'), count() FROM numbers(5) GROUP BY 1;
SELECT match('Hello', ''), match('Hello', '^H.l+o$'), match('Hello', 'x');
SELECT s FROM (SELECT arrayJoin(['abc', 'a1', 'b22', 'zz']) AS s) WHERE match(s, '[0-9]') ORDER BY s;
CREATE TABLE ff (id UInt64, x Float64) ENGINE = MergeTree ORDER BY id;
INSERT INTO ff VALUES (1, 1.5), (2, 1e300), (3, 1e-300), (4, -2.5), (5, 0.5);
DELETE FROM ff WHERE NOT isFinite(x * 1e10);
SELECT id, x FROM ff ORDER BY id;
DELETE FROM ff WHERE exp2(x) < 1.5;
SELECT id FROM ff ORDER BY id;
DROP TABLE ff;
SELECT erf(1), erfc(1), lgamma(3);
SELECT erf(0), erfc(0), erf(-0.5), erfc(3), lgamma(1), lgamma(0.5), lgamma(-2.5), lgamma(100.5);
SELECT erf(inf), erfc(-inf), lgamma(0), lgamma(1e300), erfc(30);
SELECT nan AS x, erf(x), erfc(x), lgamma(x);
SELECT number, erf(number / 3), erfc(number / 3), lgamma(number + 0.25) FROM numbers(6);
SELECT toTypeName(erf(1)), toTypeName(lgamma(toUInt8(3))), erf(toInt32(2)), lgamma(toFloat32(2.5));
CREATE TABLE sf (id UInt64, x Float64) ENGINE = MergeTree ORDER BY id;
INSERT INTO sf SELECT number, number / 4 FROM numbers(12);
DELETE FROM sf WHERE erf(x) > 0.95 OR lgamma(x + 1) < -0.1;
SELECT id, x FROM sf ORDER BY id;
DROP TABLE sf;
