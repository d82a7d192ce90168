-- Exact quantiles: quantileExact and its Low, High, Inclusive, Exclusive and Weighted
-- forms, their plural and median forms, over a table read in parallel (states merged),
-- with NULLs, dates and an empty group; levels out of range are refused.
CREATE TABLE qe (k UInt8, x UInt32, n Nullable(Int64), d Date, f Float64, w UInt8) ENGINE = MergeTree ORDER BY k;
INSERT INTO qe SELECT number % 3, (number * 7919) % 1000, if(number % 5 = 0, NULL, toInt64(number) - 500), toDate('2024-01-01') + number % 40, number / 7, number % 4 FROM numbers(1000);
INSERT INTO qe SELECT number % 3, number, NULL, toDate('2023-01-01'), -1.5, 1 FROM numbers(101);
SELECT k, quantileExact(0.5)(x), quantileExactLow(0.5)(x), quantileExactHigh(0.5)(x), quantileExact(0.9)(n), quantileExact(0.25)(d), quantileExact(0.75)(f) FROM qe GROUP BY k ORDER BY k;
SELECT k, quantileExactInclusive(0.3)(x), quantileExactExclusive(0.3)(x), quantileExactInclusive(0.5)(d), quantileExactExclusive(0.99)(f) FROM qe GROUP BY k ORDER BY k;
SELECT k, quantilesExact(0, 0.1, 0.5, 0.99, 1)(x), quantilesExactLow(0.2, 0.5)(n), quantilesExactHigh(0.2, 0.5)(n), quantilesExactInclusive(0.1, 0.9)(f), quantilesExactExclusive(0.1, 0.9)(x) FROM qe GROUP BY k ORDER BY k;
SELECT k, quantileExactWeighted(0.5)(x, w), quantilesExactWeighted(0.1, 0.5, 0.9)(d, w), medianExactWeighted(f, w) FROM qe GROUP BY k ORDER BY k;
SELECT medianExact(x), medianExactLow(x), medianExactHigh(x), quantileExact(x), toTypeName(quantileExact(x)), toTypeName(quantileExact(n)), toTypeName(quantilesExact(0.5)(n)), toTypeName(quantileExactInclusive(0.5)(x)) FROM qe;
SELECT quantileExact(0.5)(x), quantileExact(0.5)(n), quantileExactInclusive(0.5)(x), quantileExactInclusive(0.5)(n), quantilesExact(0.5)(n) FROM qe WHERE k > 5;
SELECT quantileExact(0.5)(n) FROM qe WHERE n IS NULL;
SELECT quantileExact(1.5)(x) FROM qe;
SELECT quantileExactExclusive(1)(x) FROM qe;
SELECT quantileExact(0.5)(toString(x)) FROM qe;
SELECT quantileExactWeighted(0.5)(x, f) FROM qe;
DROP TABLE qe;
