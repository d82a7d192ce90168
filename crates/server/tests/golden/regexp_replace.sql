-- replaceRegexpAll replaces every match and replaceRegexpOne the first; \1 … \9 are the
-- groups and \0 the whole match.
SELECT replaceRegexpAll('Hello, World!', 'o', '0'), replaceRegexpOne('Hello, World!', 'o', '0');
SELECT replaceRegexpAll('2024-03-05', '(\\d+)-(\\d+)-(\\d+)', '\\3/\\2/\\1');
SELECT replaceRegexpOne('abc abc', '(b)', '[\\1]'), replaceRegexpAll('abc abc', 'b', '<\\0>');
SELECT replaceRegexpAll(toString(number), '^', 'n') FROM numbers(3);
SELECT concat('a\\b', '\\'), length(concat('a\\b', '\\')), toFixedString('\\', 2);
SELECT replaceRegexpOne('a', 'a', '$b'), replaceRegexpAll('cost 5', '(\\d+)', '$\\1');
