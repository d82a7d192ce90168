-- A MATERIALIZED column is stored and always computed from the row: an INSERT cannot
-- give it, SELECT * leaves it out (naming it reads it), and an UPDATE of a column it
-- reads computes it again; assigning it is CANNOT_UPDATE_COLUMN (420), giving it
-- ILLEGAL_COLUMN (44).
CREATE TABLE mc (k UInt64, s String, n UInt64 MATERIALIZED length(s) + k, n2 UInt64 MATERIALIZED n * 10, z UInt8 DEFAULT 1) ENGINE = MergeTree ORDER BY k;
DESCRIBE TABLE mc;
SELECT name, default_kind, default_expression FROM system.columns WHERE table = 'mc' ORDER BY position;
INSERT INTO mc VALUES (1, 'ab', 0), (2, 'c', 0);
INSERT INTO mc (k, s) VALUES (3, 'xyz');
INSERT INTO mc (k, s, n) VALUES (4, 'w', 100);
SELECT * FROM mc ORDER BY k;
SELECT *, n, n2 FROM mc ORDER BY k;
SELECT mc.* FROM mc ORDER BY k;
SELECT * EXCEPT (z) FROM mc ORDER BY k;
SELECT * FROM mc AS a JOIN mc AS b USING k ORDER BY k;
SELECT count() FROM (SELECT * FROM mc);
SELECT k, n FROM mc WHERE n > 5 ORDER BY k;
CREATE TABLE keys (k UInt64, s String) ENGINE = MergeTree ORDER BY k;
INSERT INTO keys VALUES (3, 'xyz'), (4, 'w');
DELETE FROM keys WHERE k IN (SELECT * EXCEPT (s, z) FROM mc WHERE k = 3);
SELECT * FROM keys;
DROP TABLE keys;
ALTER TABLE mc UPDATE s = s || 'hello' WHERE k = 1 SETTINGS mutations_sync = 2;
ALTER TABLE mc UPDATE s = 'q' WHERE k = 2 SETTINGS mutations_sync = 2;
SELECT k, s, n, n2 FROM mc ORDER BY k;
ALTER TABLE mc UPDATE n = 5 WHERE k = 1;
ALTER TABLE mc UPDATE z = 3 WHERE 1 SETTINGS mutations_sync = 2;
OPTIMIZE TABLE mc FINAL;
SELECT k, s, n, n2, z FROM mc ORDER BY k;
CREATE TABLE mc2 ENGINE = MergeTree ORDER BY k AS SELECT * FROM mc;
SELECT name FROM system.columns WHERE table = 'mc2' ORDER BY position;
DROP TABLE mc;
DROP TABLE mc2;
