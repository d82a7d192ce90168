-- intDivOrZero / moduloOrZero (0 where the divisor is 0), DateTime64 at microseconds and
-- nanoseconds to and from integers (printed with 6 and 9 digits), and random strings
-- (their lengths and types; the bytes are random).
SELECT intDivOrZero(CAST(-1000, 'Int64'), CAST(1000, 'UInt64')), intDivOrZero(7, 0), intDivOrZero(7, 2), moduloOrZero(7, 0), moduloOrZero(7, 3);
SELECT number, intDivOrZero(100, number), moduloOrZero(100, number) FROM numbers(4) ORDER BY number;
SELECT toUnixTimestamp64Micro(toDateTime64('2024-03-05 07:08:09.123', 3)), toUnixTimestamp64Nano(toDateTime64('2024-03-05 07:08:09.123', 3));
SELECT fromUnixTimestamp64Micro(1709622489123456), toTypeName(fromUnixTimestamp64Micro(1709622489123456)), fromUnixTimestamp64Nano(1709622489123456789), toTypeName(fromUnixTimestamp64Nano(1));
SELECT fromUnixTimestamp64Micro(1709622489000000) FORMAT JSONEachRow;
SELECT length(randomString(10)), length(randomPrintableASCII(7)), toTypeName(randomString(3)), randomString(0) = '';
SELECT count(DISTINCT randomPrintableASCII(8)), min(length(randomString(number))) FROM numbers(100);
CREATE TABLE random_rows (id UInt64, s String) ENGINE = MergeTree ORDER BY id;
INSERT INTO random_rows SELECT number, randomPrintableASCII(5) FROM numbers(1000);
SELECT count(), sum(length(s)), countIf(match(s, '^[ -~]{5}$')) FROM random_rows;
-- own: non-deterministic functions are refused in DELETE predicates (every replica must mask the same rows)
DELETE FROM random_rows WHERE s = randomString(5);
SELECT toTypeName(rand()), toTypeName(rand(1)), toTypeName(rand32()), toTypeName(rand64(2)), toTypeName(randCanonical());
SELECT count(), uniqExact(rand() % 100) > 90, max(rand()) > 4000000000, min(randCanonical()) >= 0, max(randCanonical()) < 1, max(rand64()) > 18000000000000000000 FROM numbers(100000);
