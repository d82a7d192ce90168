-- An ALIAS column reads as ClickHouse reads it: SELECT * leaves it out, naming it
-- reads the expression over the row, an INSERT that lists it is ILLEGAL_COLUMN (44),
-- assigning it is CANNOT_UPDATE_COLUMN (420). A column with an expression may leave
-- out its type, which is then its expression's; defaults that read each other in a
-- cycle are CYCLIC_ALIASES (174).
CREATE TABLE ac (k UInt32, s String, n UInt64 ALIAS length(s) + k, m ALIAS k * 2, d DEFAULT m + 1) ENGINE = MergeTree ORDER BY k;
DESCRIBE TABLE ac;
SELECT name, type, default_kind, default_expression FROM system.columns WHERE table = 'ac' ORDER BY position;
INSERT INTO ac (k, s) VALUES (1, 'ab'), (2, 'xyz');
INSERT INTO ac VALUES (3, 'q', 0);
SELECT * FROM ac ORDER BY k;
SELECT k, n, m, d FROM ac ORDER BY k;
SELECT k FROM ac WHERE n > 3 ORDER BY k;
SELECT t.m FROM ac AS t WHERE t.k = 2;
INSERT INTO ac (k, s, n) VALUES (4, 'w', 100);
ALTER TABLE ac UPDATE n = 5 WHERE 1;
ALTER TABLE ac UPDATE s = 'hello' WHERE k = 1 SETTINGS mutations_sync = 2;
SELECT k, s, n FROM ac ORDER BY k;
ALTER TABLE ac MODIFY COLUMN n UInt64 ALIAS k * 100 SETTINGS mutations_sync = 2;
SELECT k, n FROM ac ORDER BY k;
CREATE TABLE cyc (a UInt8 DEFAULT b, b UInt8 ALIAS a + 1) ENGINE = MergeTree ORDER BY tuple();
CREATE TABLE cyc (a DEFAULT b, b DEFAULT a) ENGINE = MergeTree ORDER BY tuple();
CREATE TABLE untyped (a UInt8, b DEFAULT a + 1, c MATERIALIZED toString(a), e ALIAS toDate('2020-01-01') + a) ENGINE = MergeTree ORDER BY a;
DESCRIBE TABLE untyped;
DROP TABLE untyped;
CREATE TABLE nulls (y Nullable(UInt8), d DEFAULT toDateOrNull('x'), f DEFAULT y + 1, g DEFAULT isNull(y), h DEFAULT ifNull(y, toUInt8(0))) ENGINE = MergeTree ORDER BY tuple();
DESCRIBE TABLE nulls;
DROP TABLE nulls;
CREATE TABLE tv (id UInt64, v DEFAULT toUInt32(1), s String) ENGINE = ReplacingMergeTree(v) ORDER BY id;
INSERT INTO tv (id, s) VALUES (1, 'a'), (1, 'b');
SELECT * FROM tv FINAL;
DROP TABLE tv;
DROP TABLE ac;
