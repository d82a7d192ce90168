-- jumpConsistentHash and kostikConsistentHash (yandexConsistentHash) as ClickHouse
-- computes them: any integer key read as its 64 bits, a positive constant number of
-- buckets (at most 2^31 - 1 and 32,768).
SELECT jumpConsistentHash(1, 10), toTypeName(jumpConsistentHash(1, 10)), jumpConsistentHash(-1, 2147483647), yandexConsistentHash(-1, 32768), toTypeName(yandexConsistentHash(1, 2));
SELECT groupArray(yandexConsistentHash(number * 2654435761, 7)), groupArray(jumpConsistentHash(number * 2654435761, 7)), groupArray(kostikConsistentHash(cityHash64(number), 1000)) FROM numbers(20);
SELECT number, jumpConsistentHash(toInt8(-1 - number), 1000), kostikConsistentHash(toInt16(-1 - number), 3), yandexConsistentHash(toUInt32(number), 1) FROM numbers(4);
SELECT sum(jumpConsistentHash(number, 100)), sum(kostikConsistentHash(number * 7919, 17)) FROM numbers(10000);
SELECT jumpConsistentHash(NULL, 3), kostikConsistentHash(toNullable(5), 3);
SELECT yandexConsistentHash(-1, 40000);
SELECT yandexConsistentHash(1, 0);
SELECT jumpConsistentHash(1, -1);
SELECT jumpConsistentHash(1.5, 3);
