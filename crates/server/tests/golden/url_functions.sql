-- URL functions (parts, cuts, query parameters, percent-encoding) and splitByRegexp.
SELECT protocol(u), domain(u), domainWithoutWWW(u), topLevelDomain(u), firstSignificantSubdomain(u), cutToFirstSignificantSubdomain(u), port(u) FROM (SELECT arrayJoin(['https://www.yandex.com.tr/news.html?a=1&b=2#frag', 'ftp://user@www.example.co.uk:21/path/to/file.txt?x=y#z', '//www.x.com/', '127.0.0.1:8080', 'http://[2001:db8::1]:80/', 'magnet:yandex.abc', 'http://hello.canada.com.', 'http://a.github.io', 'http://usa.gov.com/', '']) AS u);
SELECT path(u), pathFull(u), queryString(u), fragment(u), queryStringAndFragment(u) FROM (SELECT arrayJoin(['http://x.com/path/#f?g', 'http://x.com?q=1', 'http://x.com#f', '///x', 'a//b/c', 'example.com/path?q#f']) AS u);
SELECT cutWWW(u), cutQueryString(u), cutFragment(u), cutQueryStringAndFragment(u), basename(u) FROM (SELECT arrayJoin(['http://www.example.com/a/b.html?q=1#f', '//www.x.com/', 'www.x.com', 'http://@www.com/', 'x#c/a?1']) AS u);
SELECT extractURLParameters(u), extractURLParameterNames(u), extractURLParameter(u, 'a'), cutURLParameter(u, 'a') FROM (SELECT arrayJoin(['http://yandex.ru/?a=b&c=d#e=f', 'http://x/?a=1&a=2&aa=3&b=&=c&&d', 'http://x/?xa=1&a=2', 'http://x.com/?a=1#b=2?c=3&a=4', 'a=1&b=2']) AS u);
SELECT decodeURLComponent('a%20b+c%41%'), decodeURLFormComponent('a%20b+c'), encodeURLComponent('a b/ф~'), encodeURLFormComponent('a b/ф~');
SELECT port('http://foobar.com/', toUInt16(80)), port('http://a.b:99999/', toUInt16(7)), toTypeName(port('a')), toTypeName(extractURLParameters('a'));
SELECT port('', 1);
SELECT port('', toUInt16(1), 1);
SELECT splitByRegexp('\\d+', s), splitByRegexp('\\d+', s, 2), splitByRegexp('x*', s) FROM (SELECT arrayJoin(['a1ba5ba8b', 'a11b', '', '1']) AS s);
SELECT splitByRegexp('', 'abc'), splitByRegexp('', ''), splitByRegexp('<[^<>]*>', '<h1>hello<h2>world</h2></h1>');
SELECT splitByRegexp('(', 'a');
SELECT cutWWW('http://www.'), cutWWW('http://www.a');
SELECT domain(toFixedString('http://a.b/', 11));
