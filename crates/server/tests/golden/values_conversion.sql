-- INSERT … VALUES converts each value to its column's type on its own, as ClickHouse
-- does: one column may mix strings, numbers and expressions.
DROP TABLE IF EXISTS vc;
CREATE TABLE vc (i UInt64, s String, u UUID, d Date, t DateTime, a Array(UInt32), e Enum8('x' = 1, 'y' = 2)) ENGINE = MergeTree ORDER BY i;
INSERT INTO vc VALUES (1, 'Hello', 'ab41bdd6-5cd4-11e7-907b-a6006ad3dba0', '2016-01-01', '2016-01-02 03:04:05', [1, 2, 3], 'x'), (1 + 1, concat('Hello', ', world'), toUUID('00000000-0000-0000-0000-000000000000'), toDate('2016-01-01') + 1, toStartOfMinute(toDateTime('2016-01-02 03:04:05')), [[0, 1], [2]][1], 2), (3, 'x', toUUID(toString('ab41bdd6-5cd4-11e7-907b-a6006ad3dba0')), toDate(toDateTime('2016-01-03 03:04:05')), toStartOfHour(toDateTime('2016-01-02 03:04:05')), [], 'y');
SELECT * FROM vc ORDER BY i;
INSERT INTO vc (i, d) VALUES (4, 'not a date'), (5, toDate('2020-01-01'));
INSERT INTO vc (i, e) VALUES (4, 'x'), (5, 3);
INSERT INTO vc (i, d) VALUES (4, nosuchfunction(1)), (5, '2020-01-01');
SELECT count() FROM vc;
DROP TABLE IF EXISTS ve;
CREATE TABLE ve (i UInt8, e Enum8('a' = 1, '1' = 2, 'z' = -3)) ENGINE = MergeTree ORDER BY i;
INSERT INTO ve VALUES (1, 1), (2, '1'), (3, -3), (4, 'a'), (5, toString(2));
INSERT INTO ve VALUES (6, 2);
SELECT i, e, CAST(e AS Int8) FROM ve ORDER BY i;
DROP TABLE ve;
DROP TABLE vc;
