-- Named tuples in a CAST, FixedString compared with a string constant (padded), tuple
-- partition keys, intHash32/intHash64, and dates and times written as ClickHouse reads
-- them (any separator, one-digit fields).
SELECT CAST((1, 'Hello') AS Tuple(UInt64, String));
SELECT CAST([(1, 'Hello'), (2, 'World')] AS Array(Tuple(a UInt64, b String)));
SELECT tupleElement(CAST((1, 'x') AS Tuple(a UInt8, b String)), 'a');
CREATE TABLE fs (key FixedString(10)) ENGINE = MergeTree PARTITION BY tuple() ORDER BY key;
INSERT INTO fs SELECT toString(intDiv(number, 8)) FROM numbers(100);
SELECT count() FROM fs WHERE key = '1';
SELECT count() FROM fs WHERE '1' = key;
SELECT count() FROM fs WHERE key < '2';
SELECT count() FROM fs WHERE key IN ('1', '2');
DELETE FROM fs WHERE key = '3';
DELETE FROM fs WHERE key IN ('4');
SELECT count() FROM fs;
DROP TABLE fs;
CREATE TABLE tp (a Int32, b Int32) ENGINE = MergeTree PARTITION BY (a, b) ORDER BY a;
INSERT INTO tp VALUES (1, 1), (1, 2), (-3, 1);
SELECT partition_id, rows FROM system.parts WHERE table = 'tp' AND active ORDER BY partition_id;
SELECT * FROM tp ORDER BY a, b;
DROP TABLE tp;
SELECT intHash64(number), intHash32(number) FROM numbers(3);
SELECT intHash64(toInt8(-1)), intHash32(toInt64(-5)), intHash64(NULL);
SELECT intHash64(1.5);
SELECT toDate('2017-1-2'), toDate('2017/01/2'), toDate('2017.1.02'), toDate('20170102');
SELECT toDateTime('2017-01-02 1:2:3'), toDateTime('2017.01.02T01:02:03'), toDateTime('2017/1/2 10:20:30');
SELECT CAST('2017/1/02' AS Date), CAST(17000 AS Date);
CREATE TABLE dt (d Date, t DateTime) ENGINE = MergeTree ORDER BY d;
INSERT INTO dt VALUES ('2017/1/2', '2017-1-2 3:4:5'), ('2017-11-12', '2017.11.12 13:14:15');
SELECT * FROM dt ORDER BY d;
DROP TABLE dt;
SELECT toModifiedJulianDay('1858-11-16'), toModifiedJulianDay('2020-11-01'), toModifiedJulianDay(NULL), toModifiedJulianDayOrNull('2020-1-1');
SELECT fromModifiedJulianDay(59154), fromModifiedJulianDay(-678941), fromModifiedJulianDayOrNull(2973484), toTypeName(fromModifiedJulianDay(1));
SELECT toModifiedJulianDay('unparsable');
SELECT toModifiedJulianDay('1999-02-29');
SELECT fromModifiedJulianDay(2973484);
SELECT toModifiedJulianDay(toDate('2020-01-01'));
