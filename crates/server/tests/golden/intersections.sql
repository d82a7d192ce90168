-- maxIntersections and maxIntersectionsPosition: the most intervals over one point and
-- the first such point; an end before a start at one point; NULLs left out.
CREATE TABLE iv (start Int32, end Int32) ENGINE = MergeTree ORDER BY start;
INSERT INTO iv VALUES (1, 3), (2, 7), (3, 999), (4, 7), (5, 8);
SELECT maxIntersections(start, end), maxIntersectionsPosition(start, end), toTypeName(maxIntersections(start, end)) FROM iv;
SELECT maxIntersections(a, b), maxIntersectionsPosition(a, b) FROM (SELECT toInt32(number) AS a, toInt32(number + 2) AS b FROM numbers(5));
SELECT maxIntersections(a, b), maxIntersectionsPosition(a, b) FROM (SELECT 1 AS a, 2 AS b UNION ALL SELECT 2, 3);
SELECT maxIntersections(a, b), maxIntersectionsPosition(a, b) FROM (SELECT 1.5 AS a, 2. AS b UNION ALL SELECT 1.7, 3.);
SELECT maxIntersections(a, b), maxIntersectionsPosition(a, b) FROM (SELECT if(number = 1, NULL, number) AS a, number + 3 AS b FROM numbers(4));
SELECT maxIntersections(a, b), maxIntersectionsPosition(a, b) FROM (SELECT 1 AS a, 2 AS b WHERE 0);
SELECT maxIntersections(a, b), maxIntersectionsPosition(a, b) FROM (SELECT 5 AS a, 1 AS b UNION ALL SELECT 2, 3);
SELECT number % 3 AS k, maxIntersections(number, number + 150), maxIntersectionsPosition(toUInt32(number * 7 % 997), toUInt32(number * 7 % 997 + 20)) FROM numbers(300000) GROUP BY k ORDER BY k;
SELECT maxIntersections('a', 'b');
SELECT maxIntersectionsPosition(toUInt8(1), toUInt16(2));
DROP TABLE iv;
