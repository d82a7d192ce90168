-- Smaller ClickHouse behaviours: an Enum with an empty name, a float cast to an Enum
-- (cut toward zero), a rewritten aggregate over such a cast, cityHash64 of decimals
-- (their bytes) and RE2's empty flag group in a pattern.
WITH CAST(round(sqrt(number)) % 4 AS Enum('' = 0, 'hello' = 1, 'world' = 2, 'test' = 3)) AS x SELECT topK(10)(x) FROM numbers(1000);
SELECT CAST(1.0 AS Enum('' = 0, 'a' = 1)), CAST(1.7 AS Enum('' = 0, 'a' = 1)), CAST(-0.5 AS Enum('' = 0, 'a' = 1));
SELECT topK(10)(CAST(1 AS Enum('it''s' = 0, 'hello' = 1))), groupArray(2)('it''s'), topK(3)('a''''b\\c');
SELECT cityHash64(toDecimal32(32, 2)), cityHash64(toDecimal64(64, 5)), cityHash64(toDecimal128(128, 24));
SELECT cityHash64(toDecimal32(number, 3)), cityHash64(toDecimal64(number, 9), 'x') FROM numbers(198, 2);
SELECT match('Too late', '(?i)to(?)o late'), match('a(?)', 'a[(?)]'), match('(?)', '\\(\\?\\)');
select * from (select 0 as k, 'x' as v) t1 asof join (select 0 as k, 'x' as v) t2 using(k, v);
select * from (select 0 as k, toDecimal32(1, 0) as v) t1 asof join (select 0 as k, toDecimal32(0, 0) as v) t2 using(k, v);
select * from (select 0 as k, 1.5 as v) t1 asof left join (select 0 as k, 0.5 as v) t2 on t1.k = t2.k and t1.v >= t2.v;
