-- SEMI and ANTI joins: the rows of one side that have (or lack) a match in the other.
CREATE TABLE users (id UInt64, name String) ENGINE = MergeTree ORDER BY id;
CREATE TABLE orders (oid UInt64, id UInt64, total UInt32) ENGINE = MergeTree ORDER BY oid;
INSERT INTO users VALUES (1, 'ann'), (2, 'bob'), (3, 'cat'), (4, 'dan');
INSERT INTO orders VALUES (10, 1, 5), (11, 1, 7), (12, 3, 9), (13, 5, 1);
-- SEMI: each user with an order, once, whatever the number of orders.
SELECT id, name FROM users LEFT SEMI JOIN orders USING (id) ORDER BY id;
SELECT id, name FROM users SEMI LEFT JOIN orders USING id ORDER BY id;
SELECT u.id, u.name FROM users AS u SEMI JOIN orders AS o ON u.id = o.id ORDER BY u.id;
SELECT count() FROM users SEMI JOIN orders ON users.id = orders.id;
-- With one order per matched user, the other side's columns are that order's.
SELECT * FROM users LEFT SEMI JOIN (SELECT * FROM orders WHERE oid != 11) AS o USING (id) ORDER BY id;
-- ANTI: each user without an order; the other side's columns are their defaults.
SELECT * FROM users LEFT ANTI JOIN orders USING (id) ORDER BY id;
SELECT u.*, o.* FROM users AS u ANTI LEFT JOIN orders AS o ON u.id = o.id ORDER BY u.id;
SELECT name, total FROM users ANTI JOIN orders ON users.id = orders.id WHERE name != 'dan' ORDER BY name;
SELECT u.id, o.total FROM users AS u LEFT ANTI JOIN orders AS o ON u.id = o.id ORDER BY u.id SETTINGS join_use_nulls = 1;
-- RIGHT: the right side's rows.
SELECT oid, id FROM users RIGHT SEMI JOIN orders USING (id) ORDER BY oid;
SELECT * FROM users RIGHT ANTI JOIN orders USING (id) ORDER BY oid;
SELECT o.oid, u.name FROM users AS u RIGHT ANTI JOIN orders AS o ON u.id = o.id ORDER BY o.oid;
-- After another join, over subqueries, and counted by group.
SELECT u.id, o.oid FROM users AS u INNER JOIN orders AS o ON u.id = o.id LEFT ANTI JOIN (SELECT 10 AS oid) AS x ON o.oid = x.oid ORDER BY o.oid;
SELECT a.k FROM (SELECT number AS k FROM numbers(6)) AS a LEFT ANTI JOIN (SELECT number * 2 AS k FROM numbers(3)) AS b ON a.k = b.k ORDER BY a.k;
SELECT name, count() FROM users LEFT SEMI JOIN orders USING (id) GROUP BY name ORDER BY name;
-- ANTI and SEMI joins in a DELETE's subquery.
-- own: a DELETE's subqueries take no SEMI or ANTI join (NOT_IMPLEMENTED); write id NOT IN (SELECT …)
DELETE FROM users WHERE id IN (SELECT u.id FROM users AS u LEFT ANTI JOIN orders AS o ON u.id = o.id);
DELETE FROM users WHERE id NOT IN (SELECT id FROM orders);
SELECT * FROM users ORDER BY id;
