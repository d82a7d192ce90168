-- Aggregates by their ClickHouse names and combinators: groupBit*, the -Distinct
-- combinator, -If on argMax/argMin/uniq*, and sum/count/avg/min/max in any case.
CREATE TABLE ac (id UInt64, g String, v Int64) ENGINE = MergeTree ORDER BY id;
INSERT INTO ac SELECT number, toString(number % 3), number * 10 FROM numbers(10);
SELECT number % 4 AS k, groupArray(number), groupBitOr(number), groupBitAnd(number), groupBitXor(number) FROM (SELECT * FROM system.numbers LIMIT 20) GROUP BY k ORDER BY k;
SELECT sumIf(1, 0), SumIf(1, 0), sUmIf(1, 0);
SELECT sumDistinct(id % 3), countDistinct(g), avgDistinct(v % 20), SUMDistinct(id % 2) FROM ac;
SELECT g, argMaxIf(id, v, id < 7), argMinIf(id, v, id > 2) FROM ac GROUP BY g ORDER BY g;
SELECT uniqCombined(g), uniqCombined64(id), uniqHLL12(v), uniqCombinedIf(id, id > 4) FROM ac;
SELECT groupBitOrIf(id, id > 5), groupBitXorIf(id, id < 3) FROM ac;
DELETE FROM ac WHERE id IN (2, 5);
SELECT g, sumDistinct(v), countDistinct(id), groupBitOr(id) FROM ac GROUP BY g ORDER BY g;
SELECT sumIF(1, 0);
-- `agg(x) FILTER (WHERE cond)`, and functions the dialect rewrites over `any` and
-- `-If` aggregates (which it spells with FILTER).
SELECT count() FILTER (WHERE number > 5), sum(number) FILTER (WHERE number % 2 = 0) FROM numbers(10);
SELECT toYYYYMM(any(toDate('2024-03-05') + number)), toYYYYMM(anyIf(toDate('2024-03-05'), number > 3)), formatDateTime(min(toDateTime('2024-01-01 00:00:00')), '%Y'), substringUTF8(toString(sumIf(number, number > 7)), 1, 1) FROM numbers(10);
