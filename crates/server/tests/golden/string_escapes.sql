-- String literals are read as ClickHouse reads them: known escapes, \xHH bytes, and a
-- backslash kept before any other character (regular expressions, LIKE patterns).
SELECT hex('\d'), hex('\w'), hex('\.'), hex('\\'), hex('\''), hex('\"'), hex('\Z'), hex('\N'), hex('\e'), hex('\x41'), hex('\/'), hex('\?');
SELECT hex('\b\f\r\n\t\0\a\v'), hex('\u0041'), hex('\é'), 'it''s', '\xC3\xA9';
SELECT match('a1', '\d'), match('ad', '\d'), match('ad', '\\d'), extract('ab12cd', '\d+');
SELECT length('\_'), length('\%'), 'abs' LIKE '\_\_%', 'a_s' LIKE 'a\_s', 'abs' LIKE 'a\_s', 'a%' LIKE 'a\%', 'ab' LIKE 'a\%';
CREATE TABLE esc (id UInt64, s String) ENGINE = MergeTree ORDER BY id;
INSERT INTO esc VALUES (1, 'a_b'), (2, 'axb'), (3, 'a1b'), (4, 'a\\b'), (5, 'a%b');
DELETE FROM esc WHERE s LIKE 'a\_b';
SELECT id FROM esc ORDER BY id;
DELETE FROM esc WHERE match(s, 'a\db');
SELECT id FROM esc ORDER BY id;
ALTER TABLE esc UPDATE s = concat(s, '\t\x41') WHERE s LIKE 'a\%b' SETTINGS mutations_sync = 2;
SELECT id, hex(s) FROM esc ORDER BY id;
