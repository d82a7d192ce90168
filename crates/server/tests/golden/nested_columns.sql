-- Columns whose names hold dots, and Nested structures (flattened into arrays named
-- `n.x`, as ClickHouse's flatten_nested = 1 makes them): written unquoted, qualified
-- by a table, unfolded whole by ARRAY JOIN (with an alias too), inserted by name; their
-- arrays must agree in size; DELETE, UPDATE and a merge keep them.
CREATE TABLE nested_t (s String, nest Nested(x UInt8, y String), `b.id` UInt32) ENGINE = MergeTree ORDER BY s;
DESCRIBE TABLE nested_t;
SHOW CREATE TABLE nested_t;
INSERT INTO nested_t VALUES ('Hello', [1, 2], ['a', 'b'], 7), ('World', [3, 4, 5], ['c', 'd', 'e'], 8), ('Goodbye', [], [], 9);
INSERT INTO nested_t (s, nest.x, nest.y, b.id) VALUES ('More', [6], ['f'], 10);
SELECT * FROM nested_t ORDER BY s;
SELECT s, nest.x, nest.y, b.id FROM nested_t ORDER BY s;
SELECT nested_t.nest.y, t.b.id FROM nested_t AS t, nested_t ORDER BY 1, 2 LIMIT 3;
SELECT s, nest.x, nest.y FROM nested_t ARRAY JOIN nest ORDER BY s, nest.x;
SELECT s, nest.x, nest.y FROM nested_t ARRAY JOIN nest.x ORDER BY s, nest.x;
SELECT s, n.x, n.y, nest.x FROM nested_t ARRAY JOIN nest AS n ORDER BY s, n.x;
SELECT s, n.x, num FROM nested_t ARRAY JOIN nest AS n, arrayEnumerate(nest.x) AS num ORDER BY s, num;
SELECT s FROM nested_t WHERE has(nest.y, 'd') AND b.id > 1;
INSERT INTO nested_t VALUES ('Bad', [1], [], 1);
DELETE FROM nested_t WHERE has(nest.x, 1);
ALTER TABLE nested_t UPDATE `nest.y` = arrayMap(v -> upper(v), nest.y) WHERE b.id = 8 SETTINGS mutations_sync = 2;
OPTIMIZE TABLE nested_t FINAL;
SELECT * FROM nested_t ORDER BY s;
ALTER TABLE nested_t RENAME COLUMN nest.y TO nest.z;
SELECT s, nest.z FROM nested_t ORDER BY s;
ALTER TABLE nested_t RENAME COLUMN nest.z TO z;
ALTER TABLE nested_t RENAME COLUMN nest TO other;
DROP TABLE nested_t;
CREATE TABLE nested_k (`b.id` UInt32, s String, n Nested(x UInt8)) ENGINE = MergeTree ORDER BY b.id;
CREATE TABLE nested_u (id UInt32, p Tuple(id UInt32)) ENGINE = MergeTree ORDER BY id;
INSERT INTO nested_k VALUES (1, 'a\\nb', [1]), (2, 'a\nb', [2, 3]), (3, 'c', []);
INSERT INTO nested_u VALUES (2, tuple(3)), (3, tuple(1));
SELECT s, sum(length(n.x)) FROM nested_k GROUP BY s WITH TOTALS ORDER BY s;
SELECT b.id FROM nested_k WHERE b.id IN (SELECT id FROM nested_u WHERE nested_u.id > 2) ORDER BY b.id;
SELECT b.id FROM nested_k WHERE b.id IN (SELECT id FROM nested_u WHERE p.id = 3) ORDER BY b.id;
DELETE FROM nested_k WHERE has(n.x, 1) AND s = 'a\\nb';
SELECT b.id, s FROM nested_k ORDER BY b.id;
CREATE TABLE nested_f (k UInt8, n Nested(x UInt8, y Nullable(String), z String)) ENGINE = MergeTree ORDER BY k;
INSERT INTO nested_f (k, n.x) VALUES (1, [1, 2]), (2, []), (3, [5]);
SELECT * FROM nested_f ORDER BY k;
ALTER TABLE nested_f ADD COLUMN m Nested(a UInt16, b String) AFTER k;
DESCRIBE TABLE nested_f;
INSERT INTO nested_f (k, m.a) VALUES (4, [9, 9, 9]);
SELECT k, m.a, m.b, n.x FROM nested_f ORDER BY k;
CREATE VIEW nested_v AS SELECT k, n.x, length(m.a) AS l FROM nested_f ARRAY JOIN n;
SELECT * FROM nested_v ORDER BY k, n.x;
DROP VIEW nested_v;
DROP TABLE nested_f;
DROP TABLE nested_k;
DROP TABLE nested_u;
