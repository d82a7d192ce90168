-- ALTER TABLE … ADD/DROP/RENAME/MODIFY COLUMN: the table's columns change and its live
-- rows are written again in their new shape; deleted rows stay deleted.
CREATE TABLE ac (id UInt64, s String, d Date, v Float64) ENGINE = MergeTree PARTITION BY toYYYYMM(d) ORDER BY id;
INSERT INTO ac SELECT number, toString(number), toDate('2024-01-25') + number, number / 4 FROM numbers(12);
DELETE FROM ac WHERE id IN (3, 7);
ALTER TABLE ac ADD COLUMN x UInt32 DEFAULT id * 2 AFTER id, ADD COLUMN n Nullable(String), ADD COLUMN z Int8;
SELECT * FROM ac ORDER BY id;
SELECT name, type, default_kind, default_expression FROM system.columns WHERE table = 'ac' ORDER BY position;
INSERT INTO ac (id, s, d, v) VALUES (100, 'h', '2024-03-01', 1.5);
SELECT id, x, n, z FROM ac WHERE id >= 11 ORDER BY id;
ALTER TABLE ac DROP COLUMN s;
ALTER TABLE ac RENAME COLUMN v TO value;
SELECT * FROM ac ORDER BY id LIMIT 3;
ALTER TABLE ac MODIFY COLUMN x String;
SELECT x, toTypeName(x) FROM ac ORDER BY id LIMIT 2;
ALTER TABLE ac MODIFY COLUMN value Decimal(10, 2);
SELECT sum(value), any(toTypeName(value)) FROM ac;
ALTER TABLE ac MODIFY COLUMN z Int8 DEFAULT 5 FIRST;
INSERT INTO ac (id, d, value) VALUES (200, '2024-02-02', 2);
SELECT * FROM ac WHERE id = 200;
SELECT count(), sum(id) FROM ac;
DELETE FROM ac WHERE id = 0;
SELECT count(), sum(id) FROM ac;
-- Errors: ClickHouse's codes, and nothing changes.
ALTER TABLE ac ADD COLUMN x UInt8;
ALTER TABLE ac DROP COLUMN nope;
ALTER TABLE ac DROP COLUMN id;
ALTER TABLE ac RENAME COLUMN d TO day;
ALTER TABLE ac MODIFY COLUMN id String;
ALTER TABLE ac RENAME COLUMN x TO value;
ALTER TABLE ac RENAME COLUMN x TO x2, MODIFY COLUMN x2 UInt64;
ALTER TABLE ac ADD COLUMN q UInt8 AFTER nope;
ALTER TABLE ac MODIFY COLUMN n UInt8;
ALTER TABLE ac DROP COLUMN IF EXISTS nope, ADD COLUMN IF NOT EXISTS x UInt8;
SELECT name, type FROM system.columns WHERE table = 'ac' ORDER BY position;
-- A default that reads a renamed column reads its new name.
CREATE TABLE ar (k UInt64, a String, b String MATERIALIZED concat(a, '!')) ENGINE = MergeTree ORDER BY k;
INSERT INTO ar (k, a) VALUES (1, 'x'), (2, 'y');
ALTER TABLE ar RENAME COLUMN a TO a2;
INSERT INTO ar (k, a2) VALUES (3, 'z');
SELECT k, a2, b FROM ar ORDER BY k;
ALTER TABLE ar DROP COLUMN a2;
-- A replacing table keeps one row per key through the rewrite.
CREATE TABLE arr (k UInt64, v String, ver UInt32) ENGINE = ReplacingMergeTree(ver) ORDER BY k;
INSERT INTO arr VALUES (1, 'a', 1), (2, 'b', 1);
INSERT INTO arr VALUES (1, 'c', 2);
ALTER TABLE arr ADD COLUMN w UInt8 DEFAULT 9;
SELECT * FROM arr FINAL ORDER BY k;
ALTER TABLE arr DROP COLUMN ver;
INSERT INTO arr VALUES (2, 'd', 3, 1);
SELECT * FROM arr FINAL ORDER BY k;
-- A column dropped and added again starts from its default; a default that reads no
-- column is computed once.
CREATE TABLE an (id UInt64, v String) ENGINE = MergeTree ORDER BY id;
INSERT INTO an VALUES (1, 'a'), (2, 'b');
ALTER TABLE an DROP COLUMN v, ADD COLUMN v String;
SELECT * FROM an ORDER BY id;
ALTER TABLE an ADD COLUMN ts DateTime DEFAULT now();
SELECT count() FROM an WHERE ts > '2020-01-01';
ALTER TABLE an ADD COLUMN w UInt8 DEFAULT nope;
ALTER TABLE an MODIFY COLUMN v String DEFAULT nope;
SELECT name FROM system.columns WHERE table = 'an' ORDER BY position;
-- Comments, in CREATE TABLE and ALTER; a change of a default or a comment alone keeps
-- the parts.
CREATE TABLE acm (id UInt64 COMMENT 'the key', v String DEFAULT 'x' COMMENT 'a value') ENGINE = MergeTree ORDER BY id;
INSERT INTO acm (id) VALUES (1);
SELECT name, comment FROM system.columns WHERE table = 'acm' ORDER BY position;
ALTER TABLE acm COMMENT COLUMN id 'still the key', MODIFY COLUMN v DEFAULT 'y' COMMENT 'another';
INSERT INTO acm (id) VALUES (2);
SELECT * FROM acm ORDER BY id;
SELECT name, comment, default_expression FROM system.columns WHERE table = 'acm' ORDER BY position;
SHOW CREATE TABLE acm;
DESCRIBE TABLE acm;
ALTER TABLE acm COMMENT COLUMN nope 'x';
ALTER TABLE acm COMMENT COLUMN IF EXISTS nope 'x';
-- own: part names are maskhouse's; the ALTER that changed only a comment and a default kept the first INSERT's part
SELECT count() FROM system.parts WHERE table = 'acm' AND active;
-- Constant defaults of every kind of type, and a renamed column's default keeps its
-- backslashes.
CREATE TABLE ak (id UInt64, a String, b String DEFAULT concat(a, '\\n')) ENGINE = MergeTree ORDER BY id;
INSERT INTO ak (id, a) VALUES (1, 'x');
ALTER TABLE ak ADD COLUMN t64 DateTime64(3) DEFAULT '2024-01-02 03:04:05.678', ADD COLUMN d Decimal(9, 2) DEFAULT 1.5, ADD COLUMN e Enum8('p' = 1, 'q' = 2) DEFAULT 'q', ADD COLUMN f FixedString(3) DEFAULT 'ab', ADD COLUMN u UUID DEFAULT '61f0c404-5cb3-11e7-907b-a6006ad3dba0', ADD COLUMN n Nullable(Int8) DEFAULT NULL, ADD COLUMN fl Float32 DEFAULT -1.25, ADD COLUMN bo Bool DEFAULT true;
SELECT * FROM ak;
ALTER TABLE ak RENAME COLUMN a TO a2;
INSERT INTO ak (id, a2) VALUES (2, 'y');
SELECT id, b FROM ak ORDER BY id;
SELECT default_expression FROM system.columns WHERE table = 'ak' AND name = 'b';
