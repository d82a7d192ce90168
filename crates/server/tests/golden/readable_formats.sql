-- The formats people read (Pretty, PrettyCompact, PrettySpace, Vertical, Markdown) and
-- the other text formats of ClickHouse's output (TSKV, Values, JSONCompactEachRow,
-- Null), over a stored table and over literals.
CREATE TABLE fmt (id UInt64, name String, price Nullable(Float64), day Date, at DateTime, tags Array(String)) ENGINE = MergeTree ORDER BY id;
INSERT INTO fmt VALUES (1, 'apple', 1.5, '2024-01-01', '2024-01-01 10:00:00', ['red', 'green']), (2, 'kiwi', NULL, '2024-02-29', '2024-02-29 23:59:59', []), (3, 'dragon fruit', 12.25, '2024-12-31', '2024-12-31 00:00:01', ['pink']);
DELETE FROM fmt WHERE id = 2;
SELECT id, name, price FROM fmt ORDER BY id FORMAT PrettyCompact;
SELECT id, name, price FROM fmt ORDER BY id FORMAT Pretty;
SELECT id, name, price FROM fmt ORDER BY id FORMAT PrettySpace;
SELECT id, name, price, day, at, tags FROM fmt ORDER BY id FORMAT PrettyCompactMonoBlock;
SELECT id, name FROM fmt ORDER BY id FORMAT PrettyNoEscapes;
SELECT * FROM fmt ORDER BY id FORMAT Vertical;
SELECT * FROM fmt ORDER BY id FORMAT Markdown;
SELECT * FROM fmt ORDER BY id FORMAT TSKV;
SELECT * FROM fmt ORDER BY id FORMAT Values;
SELECT id, name, price, day, tags FROM fmt ORDER BY id FORMAT JSONCompactEachRow;
SELECT id, name, price FROM fmt ORDER BY id FORMAT JSONCompactEachRowWithNames;
SELECT id, name, price FROM fmt ORDER BY id FORMAT JSONCompactEachRowWithNamesAndTypes;
SELECT * FROM fmt FORMAT Null;
SELECT id FROM fmt WHERE id > 100 FORMAT PrettyCompact;
SELECT id FROM fmt WHERE id > 100 FORMAT Vertical;
-- Null, multi-line, tab and wide values, and a single large number with its tip.
SELECT number AS n, toString(number) AS s, if(number = 1, NULL, number) AS nul FROM numbers(3) FORMAT PrettyCompact;
SELECT 'line1\nline2' AS s, 1 AS n FORMAT PrettyCompact;
SELECT 'line1\nline2' AS s, 1 AS n FORMAT Pretty;
SELECT 'a\tb' AS s, 'é日本' AS u FORMAT PrettyCompact;
SELECT 12345678 AS big FORMAT PrettyCompact;
SELECT -2500000.5 AS big FORMAT PrettySpace;
SELECT 'a\tb' AS s, NULL AS x, [1, 2] AS arr, 'é' AS long_name_here FORMAT Vertical;
-- A wide but short table, and one with a line break in a value, turn Vertical.
SELECT number AS a, number AS b, number AS c, number AS d, number AS e, 'x\ny' AS f FROM numbers(2) FORMAT PrettyCompact;
SELECT number AS a, repeat('x', 60) AS b, repeat('y', 60) AS c, repeat('z', 60) AS d, repeat('w', 80) AS e FROM numbers(2) FORMAT PrettyCompact;
SELECT number AS a, number AS b, number AS c, number AS d, number AS e FROM numbers(2) FORMAT PrettyCompact;
-- Column names again under 50 rows or more; past 1,000 rows the middle is left out.
SELECT number AS n, 'x' AS s FROM numbers(60) FORMAT Pretty;
SELECT number AS n, 'x' AS s FROM numbers(60) FORMAT PrettySpace;
SELECT number AS n, number * 1.5 AS f FROM numbers(1100) FORMAT PrettyCompact;
SELECT number AS n, number * 1.5 AS f FROM numbers(1100) FORMAT PrettySpace;
SELECT number AS n FROM numbers(12) FORMAT Vertical;
SELECT 1 FORMAT NoSuchFormat;
-- The output_format_pretty_* settings.
SELECT number AS n, toString(number) AS s FROM numbers(3) SETTINGS output_format_pretty_row_numbers = 0 FORMAT PrettyCompact;
SELECT number AS n, toString(number) AS s FROM numbers(3) SETTINGS output_format_pretty_row_numbers = 0 FORMAT Pretty;
SELECT number AS n, toString(number) AS s, 'a\nb' AS m FROM numbers(3) SETTINGS output_format_pretty_grid_charset = 'ASCII' FORMAT Pretty;
SELECT number AS n, toString(number) AS s, 'a\nb' AS m FROM numbers(3) SETTINGS output_format_pretty_grid_charset = 'ASCII' FORMAT PrettyCompact;
SELECT number AS n, repeat('x', 30) AS s FROM numbers(3) SETTINGS output_format_pretty_max_value_width = 10 FORMAT PrettyCompact;
SELECT number AS n FROM numbers(30) SETTINGS output_format_pretty_max_rows = 10 FORMAT PrettyCompact;
SELECT number AS n FROM numbers(30) SETTINGS output_format_pretty_max_rows = 10 FORMAT Vertical;
SELECT number AS n FROM numbers(60) SETTINGS output_format_pretty_display_footer_column_names = 0 FORMAT PrettyCompact;
SELECT 123456789 AS n SETTINGS output_format_pretty_single_large_number_tip_threshold = 0 FORMAT PrettyCompact;
SELECT number AS a, number AS b, number AS c, number AS d, number AS e, 'x\ny' AS f FROM numbers(2) SETTINGS output_format_pretty_fallback_to_vertical = 0 FORMAT PrettyCompact;
SELECT 1 AS n SETTINGS output_format_pretty_color = 0 FORMAT PrettyCompact;
SELECT 1 AS n SETTINGS output_format_pretty_grid_charset = 'EBCDIC' FORMAT PrettyCompact;
-- The tip goes beside every row whose last column is a number over the threshold.
SELECT 1 AS b, 5000000 AS a FORMAT PrettyCompact;
SELECT 5000000 AS a, 1 AS b FORMAT PrettyCompact;
SELECT number * 1000000 AS a FROM numbers(3) FORMAT PrettyCompact;
SELECT toString(number) AS s, number * 1000000 AS a FROM numbers(3) FORMAT Pretty;
SELECT 1e20 AS x, 18446744073709551615 AS hash FORMAT PrettyCompact;
