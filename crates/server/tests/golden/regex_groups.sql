-- ClickHouse's regular-expression functions over groups and matches: extractGroups,
-- extractAllGroups (Vertical and Horizontal), extractAll, countMatches and
-- regexpExtract; RE2's ASCII Perl classes (\w, \d, \s) in every pattern.
SELECT extractAllGroupsVertical('abc=111, def=222, ghi=333 "jkl mno"="444 foo bar"', '("[^"]+"|\\w+)=("[^"]+"|\\w+)');
SELECT extractAllGroupsHorizontal('abc=111, def=222, ghi=333 "jkl mno"="444 foo bar"', '("[^"]+"|\\w+)=("[^"]+"|\\w+)');
SELECT extractAllGroups('abc=1', '(\\w+)=(\\w+)'), toTypeName(extractAllGroups('a', '(a)'));
SELECT extractAllGroupsVertical('abc', '(x?)'), extractAllGroupsHorizontal('abc', '(x?)'), extractAllGroupsVertical('ab', '(a)|(b)');
SELECT extractGroups('a1b22', '([a-z])(\\d*)'), extractGroups('zz', '(\\d)'), extractGroups('abc', '(a)(x)?');
SELECT extractAllGroupsVertical(NULL, '(a)'), extractAllGroupsVertical(toNullable('a'), '(a)');
SELECT number, extractAllGroupsHorizontal(repeat('ab1', number), '([a-z]+)(\\d)') AS g, length(g[1]) FROM numbers(4);
SELECT extractAllGroupsHorizontal('hello world', '(\\w+)') SETTINGS regexp_max_matches_per_row = 2;
SELECT extractAllGroupsHorizontal('hello world', '(\\w+)') SETTINGS regexp_max_matches_per_row = 1;
SELECT extractAllGroupsHorizontal(CAST('hello world' AS FixedString(12)), CAST('(\\w+)' AS FixedString(5)));
SELECT extractAllGroupsHorizontal('hello world', '\\w+');
SELECT extractAllGroupsVertical('hello', '(((');
SELECT extractAllGroupsVertical('hello', 123);
SELECT extractAllGroupsVertical('hello');
SELECT extractAllGroupsHorizontal();
SELECT countMatches();
SELECT extractAll('a1b22c', '\\d+'), extractAll('a1b22c', '([a-z])(\\d)'), extractAll('abc', 'x?'), extractAll('xab', 'x?'), extractAll('a1b', '([a-z])|(\\d)');
SELECT extractAll(NULL, 'a'), extractAll('abc', ''), toTypeName(extractAll('a', 'a'));
SELECT countMatches('abab', 'ab'), countMatches('aaa', 'a*'), countMatches('baaa', 'a*'), countMatches('abc', ''), countMatchesCaseInsensitive('ABab', 'ab'), toTypeName(countMatches('a', 'a'));
SELECT number, countMatches(repeat('xy', number), 'x') FROM numbers(3);
SELECT regexpExtract('100-200', '(\\d+)-(\\d+)', 1), regexpExtract('100-200', '(\\d+)-(\\d+)', 2), regexpExtract('100-200', '(\\d+)-(\\d+)'), regexpExtract('100-200', '(\\d+)-(\\d+)', 0), regexpExtract('x', '(\\d+)', 1);
SELECT regexpExtract('ab', 'a|(b)', 1), REGEXP_EXTRACT('a1', '\\d'), regexpExtract(NULL, 'a');
SELECT regexpExtract('100-200', '(\\d+)-(\\d+)', 3);
SELECT regexpExtract('a1', '\\d', 1);
SELECT extractAll('é1', '\\w'), countMatches('é1 x', '\\w'), match('é', '\\W'), match(' ', '\\s'), match('٣', '\\d'), match('é', '^[\\w]$');
SELECT extract('é1x', '(\\w)'), replaceRegexpAll('é1 x', '\\w', '_'), replaceRegexpOne('é1 x', '[^\\W\\d]', '_');
SELECT extractGroups('', '(a*)'), extractAllGroupsVertical('', '(a*)'), extractAllGroupsVertical('aaa', '(^a)'), countMatches('aaa', '^a'), extractAll('aaa', '^a');
SELECT replaceRegexpAll('A-1 b', '[\\s-_]+', ''), match('-', '[\\w-z]'), match('`', '[\\w-z]'), splitByRegexp('\\W', 'aéb c');
