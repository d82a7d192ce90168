-- force_primary_key = 1: a read of a table with a sorting key must prune by it
-- (INDEX_NOT_USED otherwise), whichever way the setting arrives.
CREATE TABLE fk (id UInt64, s String, v UInt32) ENGINE = MergeTree ORDER BY (id, s);
INSERT INTO fk SELECT number, toString(number), number FROM numbers(100);
SELECT count() FROM fk WHERE id = 5 SETTINGS force_primary_key = 1;
SELECT count() FROM fk WHERE s = '5' SETTINGS force_primary_key = 1;
SELECT count() FROM fk WHERE id IN (1, 2, 300) SETTINGS force_primary_key = 1;
SELECT sum(v) FROM fk WHERE id > 90 AND v % 2 = 0 SETTINGS force_primary_key = 1;
SELECT count() FROM fk SETTINGS force_primary_key = 1;
SELECT count() FROM fk WHERE v = 5 SETTINGS force_primary_key = 1;
SELECT sum(v) FROM fk SETTINGS force_primary_key = 1;
SELECT count() FROM fk WHERE v = 5 OR id = 3 SETTINGS force_primary_key = 1;
SELECT count() FROM fk WHERE v = 5 SETTINGS force_primary_key = 0;
SELECT count() FROM (SELECT * FROM fk WHERE id < 10) WHERE v > 3 SETTINGS force_primary_key = 1;
SELECT count() FROM fk AS a JOIN fk AS b ON a.id = b.id WHERE a.id = 3 SETTINGS force_primary_key = 1;
CREATE TABLE nk (id UInt64) ENGINE = MergeTree ORDER BY tuple();
SELECT count() FROM nk WHERE id = 1 SETTINGS force_primary_key = 1;
INSERT INTO nk VALUES (1);
SELECT count() FROM nk WHERE id = 1 SETTINGS force_primary_key = 1;
