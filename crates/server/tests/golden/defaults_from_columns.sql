-- A DEFAULT expression reads the row's other columns, defaults included, in the order
-- they read each other (a column's default may come later in the list); a NULL given
-- to a column that cannot hold one takes that default before others read it.
CREATE TABLE dc (s1 String, n UInt64 DEFAULT length(s3) + 1, s2 String, s3 String DEFAULT concat(s2, '_', s1), k UInt8 DEFAULT 7, d Date DEFAULT toDate('2024-01-01') + k, e Date DEFAULT toDate('2024-01-01') + length(s1) % 30) ENGINE = MergeTree ORDER BY s1;
INSERT INTO dc (s1, s2) VALUES ('a', 'b'), ('cc', 'dd');
INSERT INTO dc (s1, s2, s3) VALUES ('x', 'y', NULL), ('p', 'q', 'given');
INSERT INTO dc (s1, s2, k) SELECT 'm', 'n', 3;
INSERT INTO dc (s1) VALUES ('only');
INSERT INTO dc (s1, s2, s3, k) SELECT 'j', 'k', NULL, NULL;
SELECT * FROM dc ORDER BY s1;
SELECT s1, n FROM dc WHERE n > 5 ORDER BY s1;
DROP TABLE dc;
CREATE TABLE cyc (a UInt8 DEFAULT b + 1, b UInt8 DEFAULT a) ENGINE = MergeTree ORDER BY tuple();
CREATE TABLE cyc (a UInt8 DEFAULT a) ENGINE = MergeTree ORDER BY tuple();
