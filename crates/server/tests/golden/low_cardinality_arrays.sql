-- LowCardinality(Nullable(String)) and LowCardinality inside arrays: NULLs kept,
-- defaults, DESCRIBE and type names, DELETE, UPDATE and a merge, and the Native bytes
-- ClickHouse writes (hex, so that the comparison is exact).
CREATE TABLE lca (k UInt8, s LowCardinality(Nullable(String)), a Array(LowCardinality(String)), aa Array(Array(LowCardinality(Nullable(String))))) ENGINE = MergeTree ORDER BY k;
DESCRIBE TABLE lca;
INSERT INTO lca VALUES (1, NULL, [], []), (2, 'x', ['a', 'b', 'a'], [['c', NULL], []]), (3, '', ['b'], [[NULL]]);
INSERT INTO lca (k) VALUES (4);
SELECT *, toTypeName(s), toTypeName(a), isNull(s) FROM lca ORDER BY k;
SELECT count() FROM lca WHERE s IS NULL;
SELECT k FROM lca WHERE has(a, 'b') ORDER BY k;
SELECT s, a FROM lca ORDER BY k FORMAT TSVWithNamesAndTypes;
SELECT a FROM lca WHERE k = 2 FORMAT Native;
SELECT s FROM lca WHERE k <= 3 ORDER BY k FORMAT Native;
SELECT a, aa FROM lca WHERE k IN (1, 3) ORDER BY k FORMAT Native;
DELETE FROM lca WHERE s = 'x';
ALTER TABLE lca UPDATE s = NULL, a = ['z'] WHERE k = 3 SETTINGS mutations_sync = 2;
OPTIMIZE TABLE lca FINAL;
SELECT * FROM lca ORDER BY k;
DROP TABLE lca;
