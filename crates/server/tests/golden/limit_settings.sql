CREATE TABLE ls (n UInt64) ENGINE = MergeTree ORDER BY n;
INSERT INTO ls SELECT number FROM numbers(20);
-- The settings limit and offset cut the result after the query's own LIMIT and OFFSET.
SELECT n FROM ls ORDER BY n SETTINGS limit = 3;
SELECT n FROM ls ORDER BY n SETTINGS offset = 17;
SELECT n FROM ls ORDER BY n LIMIT 2 SETTINGS limit = 6;
SELECT n FROM ls ORDER BY n LIMIT 10 OFFSET 2 SETTINGS limit = 3, offset = 5;
SELECT n FROM ls ORDER BY n LIMIT 4 OFFSET 2 SETTINGS offset = 5;
SELECT n FROM ls ORDER BY n DESC SETTINGS limit = 2, offset = 1;
-- Only the outermost query's result: a subquery keeps its rows.
SELECT count() FROM (SELECT n FROM ls) SETTINGS limit = 5;
SELECT count() FROM (SELECT n FROM ls) SETTINGS offset = 5;
SELECT n FROM (SELECT n FROM ls WHERE n < 3 UNION ALL SELECT n FROM ls WHERE n < 3) ORDER BY n SETTINGS limit = 4;
SELECT n FROM ls ORDER BY n SETTINGS limit = 0, offset = 0;
-- The ORDER BY and LIMIT after a set operation's last SELECT are that SELECT's.
SELECT n FROM (SELECT n FROM ls WHERE n < 3 UNION ALL SELECT n FROM ls WHERE n >= 18 LIMIT 1) ORDER BY n;
SELECT count() FROM (SELECT n FROM ls WHERE n < 3 UNION ALL SELECT n FROM ls ORDER BY n DESC LIMIT 2);
SELECT sum(n) FROM (SELECT n FROM ls WHERE n < 3 UNION ALL SELECT n FROM ls ORDER BY n DESC LIMIT 2);
SELECT n FROM (SELECT n FROM ls WHERE n < 3 UNION DISTINCT SELECT n FROM ls WHERE n < 5 ORDER BY n LIMIT 1) ORDER BY n;
SELECT n FROM (SELECT n FROM ls WHERE n < 3 UNION ALL SELECT n FROM ls WHERE n < 3) ORDER BY n SETTINGS limit = 4, offset = 1;
