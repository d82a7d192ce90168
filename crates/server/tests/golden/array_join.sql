-- ARRAY JOIN unfolds arrays into rows (rows with empty arrays left out); an array column
-- joined without an alias names its elements, with one it stays the whole array;
-- several arrays are joined side by side; LEFT ARRAY JOIN keeps a row of empty arrays
-- with default elements (emptyArrayToSingle).
DROP TABLE IF EXISTS aj;
CREATE TABLE aj (s String, arr Array(UInt8), tags Array(String)) ENGINE = MergeTree ORDER BY s;
INSERT INTO aj VALUES ('Hello', [1, 2], ['a', 'b']), ('World', [3, 4, 5], ['c', 'd', 'e']), ('Goodbye', [], []);
SELECT s, arr FROM aj ARRAY JOIN arr ORDER BY s, arr;
SELECT s, arr, a FROM aj ARRAY JOIN arr AS a ORDER BY s, a;
SELECT s, a, t FROM aj ARRAY JOIN arr AS a, tags AS t ORDER BY s, a;
SELECT s, arr, a, num FROM aj ARRAY JOIN arr AS a, arrayEnumerate(arr) AS num ORDER BY s, a;
SELECT s, a, mapped FROM aj ARRAY JOIN arr AS a, arrayMap(x -> x + 1, arr) AS mapped ORDER BY s, a;
SELECT x.s, a FROM aj AS x ARRAY JOIN x.arr AS a WHERE a > 1 ORDER BY a DESC;
SELECT count(), sum(arr) FROM aj ARRAY JOIN arr;
SELECT tags, count() FROM aj ARRAY JOIN tags GROUP BY tags ORDER BY tags;
SELECT s, arrayEnumerate(tags) FROM aj ORDER BY s;
SELECT s, n FROM (SELECT s, arr FROM aj WHERE s != 'World') ARRAY JOIN arr AS n ORDER BY s, n;
SELECT s, arr FROM aj LEFT ARRAY JOIN arr ORDER BY s, arr;
SELECT s, t, n FROM aj LEFT ARRAY JOIN tags AS t, arrayEnumerate(tags) AS n ORDER BY s, n;
SELECT emptyArrayToSingle(arr), emptyArrayToSingle(tags) FROM aj ORDER BY s;
SELECT emptyArrayToSingle(1);
SELECT * FROM aj ARRAY JOIN arr ORDER BY s, arr;
SELECT s, `arr` FROM aj ARRAY JOIN `arr` ORDER BY s, arr;
SELECT s, w FROM aj ARRAY JOIN splitByChar('\\', concat(s, '\\x')) AS w ORDER BY s, w;
SELECT arrayEnumerate([[1, 2], [3, 4]]), arrayEnumerate(emptyArrayUInt8());
SELECT s, x FROM aj LEFT ARRAY JOIN arrayFilter(v -> v > 3, arr) AS x ORDER BY s, x;
SELECT * FROM (SELECT s, arr FROM aj ARRAY JOIN arr WHERE arr < 2 UNION ALL SELECT s, t FROM aj ARRAY JOIN arrayEnumerate(tags) AS t WHERE t = 3) ORDER BY s, arr;
DROP TABLE aj;
