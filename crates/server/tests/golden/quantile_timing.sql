-- Timing quantiles: quantileTiming, quantilesTiming and medianTiming, exact over few
-- values and within 16 ms past 5,672 of them, over a table read in parallel (states
-- merged), with negative values left out, values past 30,000 counted as 30,000, NULLs,
-- dates, times, floats and empty groups.
CREATE TABLE qt (k UInt8, x UInt32, n Nullable(Int64), f Float64, d Date, t DateTime) ENGINE = MergeTree ORDER BY k;
INSERT INTO qt SELECT number % 3, (number * 7919) % 40000, if(number % 5 = 0, NULL, toInt64(number % 2000) - 500), number / 7, toDate('2024-01-01') + number % 40, toDateTime('2024-01-01 00:00:00') + number FROM numbers(30000);
INSERT INTO qt SELECT 3, number, number, number, toDate('2024-01-01'), toDateTime('2024-01-01 00:00:00') FROM numbers(20);
SELECT k, quantileTiming(0.5)(x), quantileTiming(0.9)(n), medianTiming(f), quantileTiming(0.3)(d), count() FROM qt GROUP BY k ORDER BY k;
SELECT k, quantilesTiming(0, 0.01, 0.5, 0.99, 1)(x), quantilesTiming(0.1, 0.5)(n), quantilesTiming(0.2, 0.8)(f) FROM qt GROUP BY k ORDER BY k;
SELECT quantileTiming(0.5)(x), quantilesTiming(0.25, 0.75)(x), medianTiming(t) FROM qt;
SELECT quantileTiming(0.5)(number), quantilesTiming(0.5, 0.9)(number), toTypeName(quantileTiming(0.5)(number)) FROM numbers(100);
SELECT quantileTiming(number % 50000), quantilesTiming(0.99, 0.5)(number % 50000) FROM numbers(50000);
SELECT quantileTiming(0.5)(number), quantilesTiming(0.5)(number) FROM numbers(0);
SELECT quantileTiming(0.5)(x), toTypeName(quantileTiming(0.5)(x)) FROM (SELECT toNullable(number) AS x FROM numbers(0));
SELECT quantileTiming(0.5)(-5), quantileTiming(0.5)(40000), quantileTiming(0.5)(2.7), quantileTiming(toDate(number)) FROM numbers(10);
SELECT medianTiming(number), quantileTiming(1)(number), quantileTiming(0)(number) FROM numbers(10000);
SELECT k, quantileTiming(0.5)(x) FROM (SELECT intDiv(number, 30000) AS k, number % 30000 AS x FROM numbers(100000)) GROUP BY k ORDER BY k;
SELECT quantileTiming('a');
SELECT quantileTiming(toDecimal32(1, 2));
SELECT quantileTiming(1.5)(number) FROM numbers(3);
