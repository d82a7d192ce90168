-- A table without sorting key (ORDER BY tuple()), several parts, two lightweight
-- deletes, then OPTIMIZE FINAL: the merge keeps exactly the live rows.
CREATE TABLE t (a UInt64, b String) ENGINE = MergeTree ORDER BY tuple();
INSERT INTO t VALUES (5, 'e'), (1, 'a'), (9, 'i');
INSERT INTO t VALUES (8, 'h'), (2, 'b'), (7, 'g');
INSERT INTO t VALUES (4, 'd'), (6, 'f'), (3, 'c'), (10, 'j');
DELETE FROM t WHERE a % 3 = 0;
DELETE FROM t WHERE a < 2;
OPTIMIZE TABLE t FINAL;
SELECT a, b FROM t ORDER BY a;
SELECT count() FROM t;
-- Deletes after the merge apply to the merged part.
DELETE FROM t WHERE b = 'h';
OPTIMIZE TABLE t FINAL;
SELECT a, b FROM t ORDER BY a;
