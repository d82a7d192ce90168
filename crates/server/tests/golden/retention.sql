-- retention(cond1, …, condN): per group, cond1 seen, and each cond_i seen along with cond1.
SELECT retention(number > 1, number > 5), toTypeName(retention(number > 1, number > 2)) FROM numbers(10);
SELECT retention(number = 0, number = 1, number = 9) FROM numbers(3);
SELECT retention(number = 5, number = 1) FROM numbers(3);
SELECT number % 3 AS k, retention(number % 2 = 0, number > 4, number = 1) FROM numbers(10) GROUP BY k ORDER BY k;
SELECT retention(number > 1) FROM numbers(3);
CREATE TABLE retention_test (date Date, uid Int32) ENGINE = MergeTree ORDER BY uid;
INSERT INTO retention_test SELECT '2018-08-06', number FROM numbers(80);
INSERT INTO retention_test SELECT '2018-08-07', number FROM numbers(50);
INSERT INTO retention_test SELECT '2018-08-08', number FROM numbers(60);
SELECT sum(r[1]) as r1, sum(r[2]) as r2, sum(r[3]) as r3 FROM (SELECT uid, retention(date = '2018-08-06', date = '2018-08-07', date = '2018-08-08') AS r FROM retention_test WHERE date IN ('2018-08-06', '2018-08-07', '2018-08-08') GROUP BY uid);
SELECT retention(date = '2018-08-06', date = '2018-08-08') AS r, count() FROM retention_test GROUP BY uid % 7 ORDER BY uid % 7;
