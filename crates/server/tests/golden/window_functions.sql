-- Window functions; without an ORDER BY of the query, rows come out in the window's order, as ClickHouse returns them.
SELECT number, if(number % 2 = 0, 0.5, 1) AS a, sum(a * 30) OVER (ORDER BY number) AS s FROM numbers(10);
SELECT *, if(number = 1, 1, 0) AS a, max(a) OVER (ORDER BY number ASC) AS s FROM numbers(10);
SELECT number, row_number() OVER (PARTITION BY number % 3 ORDER BY number) AS r FROM numbers(9) ORDER BY number;
SELECT if(number % 10 = 0, 1, 0) AS dummy, sum(dummy) OVER w FROM numbers(10) WINDOW w AS (ORDER BY number ASC ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW);
