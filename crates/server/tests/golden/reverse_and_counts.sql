-- reverse of arrays and strings (one function, as in ClickHouse), countEqual,
-- yesterday, lowerUTF8 and upperUTF8, xor, addMonths and the rest, emptyArrayT.
SELECT reverse('Hello'), reverse(materialize('Hello')), reverse(['Hello', 'World']), reverse(materialize(['Hello', 'World']));
SELECT reverse(range(number)), reverse(toString(number * 10)) FROM numbers(4);
SELECT reverse(NULL), reverse(toNullable('ab')), reverse([]), reverse(['a', NULL]);
SELECT reverse(1);
SELECT countEqual([0 AS x, 1, x, x], x), countEqual(materialize([1, 2, 1]), 1), countEqual([1, NULL, NULL], NULL), countEqual([], 1);
SELECT countEqual(range(number), 1) FROM numbers(3);
SELECT yesterday() = today() - 1, toTypeName(yesterday());
SELECT lowerUTF8('ÄBC'), upperUTF8('äbc'), lowerUTF8(materialize('XY'));
SELECT xor(1, 0), xor(1, 1), xor(0, 0, 1), xor(2, 3), xor(number, 1) FROM numbers(2);
SELECT xor(NULL, 1), xor(1);
SELECT addMonths(materialize(toDateTime('2017-11-05 08:07:47')), 1.), addDays(toDate('2024-02-28'), 2), subtractMonths(toDate('2024-03-31'), 1), addHours(toDateTime('2024-01-01 23:00:00'), number) FROM numbers(2);
SELECT addYears(toDate('2024-02-29'), 1), subtractWeeks(toDate('2024-01-10'), 1), addQuarters(toDate('2024-01-31'), 1), addMinutes(toDateTime('2024-01-01 00:00:00'), 90), subtractSeconds(toDateTime('2024-01-01 00:00:00'), 1);
SELECT DISTINCT emptyArrayString() AS k FROM numbers(3);
SELECT emptyArrayUInt8(), emptyArrayInt64(), emptyArrayFloat64(), length(emptyArrayString());
SELECT countEqual(groupArray(number % 3), 0), countEqual(groupArray(toNullable(if(number > 2, NULL, number))), NULL) FROM numbers(7);
