-- ClickHouse sorts NULLs last in both directions unless NULLS FIRST is asked for.
CREATE TABLE n (id UInt64, v Nullable(Int64)) ENGINE = MergeTree ORDER BY id;
INSERT INTO n VALUES (1, 5), (2, NULL), (3, -1), (4, NULL), (5, 10);
SELECT id, v FROM n ORDER BY v, id;
SELECT id, v FROM n ORDER BY v DESC, id;
SELECT id FROM n ORDER BY v DESC NULLS FIRST, id;
SELECT id FROM n ORDER BY v ASC NULLS FIRST, id DESC;
