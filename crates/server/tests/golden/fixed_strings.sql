-- toFixedString pads with zero bytes, which the text formats escape; toUUID gives the
-- canonical text of a UUID; IF and ISNULL are
-- ClickHouse's if and isNull in any case.
SELECT toFixedString('ab', 4), length(toFixedString('ab', 4)), toFixedString('', 1), toFixedString('abc', 3);
SELECT DISTINCT x FROM (SELECT toFixedString(number < 3 ? '' : 'Hello', 5) AS x FROM numbers(6)) WHERE x != '\0\0\0\0\0';
SELECT reverse(toFixedString(toString(number), 3)) FROM numbers(3);
SELECT materialize(toFixedString('', 2)) AS x FROM numbers(3) GROUP BY x;
SELECT toFixedString(NULL, 2), toFixedString(toNullable('a'), 2);
SELECT toFixedString('abc', 2);
SELECT IF(number % 2, 'odd', 'even'), ISNULL(number), IsNull(NULL) FROM numbers(2);
SELECT toUUID('61f0c404-5cb3-11e7-907b-a6006ad3dba0') = '61f0c404-5cb3-11e7-907b-a6006ad3dba0', toUUID('417ddc5de5564d2795dda34d84e46a50'), toUUID('61F0C404-5CB3-11E7-907B-A6006AD3DBA0');
SELECT toUUID('61f0c404-5cb3-11e7-907b-a6006ad3dba0') < '61f0c404-5cb3-11e7-907b-a6006ad3dba1', toUUID(NULL), toUUID(materialize('417ddc5de5564d2795dda34d84e46a50'));
SELECT toUUID('xyz');
SELECT toUUID(-1.1);
SELECT toUUID(1);
SELECT toFixedString('a', 2.7);
