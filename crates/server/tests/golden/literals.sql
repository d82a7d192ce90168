-- Integer literals next to unsigned columns compute in unsigned arithmetic, as in
-- ClickHouse, with the same values as before.
SELECT number, number * 2654435761 % 2147483647, (number * 2654435761 + 12345) % 2147483647 % 10 FROM numbers(3);
SELECT id < 3, count() FROM (SELECT number AS id FROM numbers(10)) GROUP BY id < 3 ORDER BY id < 3;
SELECT count() FROM numbers(10) WHERE number BETWEEN 2 AND 4 OR number IN (7, 8) OR number = 9;
SELECT count() FROM numbers(10) WHERE number > 3 AND 5 >= number;
SELECT toUInt32(number) % 10 = 3, toUInt8(number) % 300, toUInt8(number) < 300 FROM numbers(2, 2);
SELECT number - 5, number + -1 FROM numbers(1);
SELECT intDiv(-7, 2), intDiv(7, 2);
CREATE TABLE u (id UInt64, k UInt32) ENGINE = MergeTree ORDER BY id;
INSERT INTO u SELECT number, toUInt32(number * 7 % 100) FROM numbers(1000);
DELETE FROM u WHERE id = 500;
DELETE FROM u WHERE k % 10 = 3;
DELETE FROM u WHERE id IN (1, 2, 18446744073709551615);
SELECT count(), sum(id), sum(k) FROM u;
