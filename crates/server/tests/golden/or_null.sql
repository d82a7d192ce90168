-- The -OrNull combinator: NULL where no row was aggregated, alone and with -If.
CREATE TABLE orn (k UInt32, n Int32) ENGINE = MergeTree ORDER BY k;
SELECT sum(n), sumOrNull(n), count(n), countOrNull(n) FROM orn;
SELECT avgOrNull(n), minOrNull(n), maxOrNull(n), toTypeName(sumOrNull(n)) FROM orn;
INSERT INTO orn VALUES (1, 10), (1, -3), (2, 5), (3, 7);
SELECT sumOrNull(n), countOrNull(n), maxOrNull(n) FROM orn;
SELECT k, sumOrNullIf(n, n > 6), sumIfOrNull(n, n > 6), countOrNullIf(n > 6) FROM orn GROUP BY k ORDER BY k;
SELECT Sum(1), SumOrNull(1), SUMOrNull(1), SUMOrNullIf(1, 1), SUMOrNullIf(1, 0);
SELECT uniqExactOrNull(n) FROM orn WHERE k > 5;
DELETE FROM orn WHERE k = 1;
SELECT sumOrNull(n) FROM orn WHERE k = 1;
SELECT sumOrNull(n) FROM orn;
DROP TABLE orn;
