CREATE TABLE trades (sym String, t UInt32, price Float64) ENGINE = MergeTree ORDER BY (sym, t);
CREATE TABLE quotes (sym String, t UInt32, bid Float64) ENGINE = MergeTree ORDER BY (sym, t);
INSERT INTO trades VALUES ('a', 5, 1.0), ('a', 10, 2.0), ('a', 3, 3.0), ('b', 7, 4.0), ('c', 1, 5.0), ('a', 20, 6.0);
INSERT INTO quotes VALUES ('a', 4, 10.0), ('a', 10, 11.0), ('a', 15, 12.0), ('b', 8, 13.0), ('b', 2, 14.0);
SELECT tr.sym, tr.t, tr.price, q.t, q.bid FROM trades AS tr ASOF JOIN quotes AS q ON tr.sym = q.sym AND tr.t >= q.t ORDER BY tr.sym, tr.t;
SELECT tr.sym, tr.t, q.t FROM trades AS tr ASOF JOIN quotes AS q ON tr.sym = q.sym AND tr.t > q.t ORDER BY tr.sym, tr.t;
SELECT tr.sym, tr.t, q.t FROM trades AS tr ASOF JOIN quotes AS q ON tr.sym = q.sym AND q.t >= tr.t ORDER BY tr.sym, tr.t;
SELECT tr.sym, tr.t, q.t FROM trades AS tr ASOF JOIN quotes AS q ON q.sym = tr.sym AND tr.t < q.t ORDER BY tr.sym, tr.t;
SELECT tr.sym, tr.t, q.t, q.bid FROM trades AS tr ASOF LEFT JOIN quotes AS q ON tr.sym = q.sym AND tr.t >= q.t ORDER BY tr.sym, tr.t;
SELECT * FROM trades AS tr ASOF JOIN quotes AS q ON tr.sym = q.sym AND tr.t >= q.t ORDER BY tr.sym, tr.t;
SELECT q.* FROM trades AS tr ASOF JOIN quotes AS q ON tr.sym = q.sym AND tr.t >= q.t ORDER BY q.sym, q.t;
SELECT count() FROM trades ASOF JOIN quotes ON trades.sym = quotes.sym AND trades.t >= quotes.t;
SELECT tr.t, q.t FROM trades AS tr LEFT ASOF JOIN (SELECT sym, t FROM quotes WHERE bid > 10.5) AS q ON tr.sym = q.sym AND tr.t >= q.t ORDER BY tr.sym, tr.t;
-- USING (keys, t): t of the left at least the right's; the USING columns once.
SELECT count() FROM trades ASOF JOIN quotes USING (sym, t);
SELECT * FROM trades ASOF JOIN quotes USING (sym, t) ORDER BY sym, t;
SELECT sym, t, quotes.t, bid FROM trades ASOF LEFT JOIN quotes USING (sym, t) ORDER BY sym, t;
-- Two ASOF joins in one FROM; a lambda's parameter and an alias named like a USING column.
CREATE TABLE marks (sym String, t UInt32, mark UInt8) ENGINE = MergeTree ORDER BY (sym, t);
INSERT INTO marks VALUES ('a', 1, 1), ('a', 9, 2), ('b', 1, 3);
SELECT * FROM trades AS tr ASOF JOIN quotes AS q ON tr.sym = q.sym AND tr.t >= q.t ASOF LEFT JOIN marks AS m ON tr.sym = m.sym AND tr.t >= m.t ORDER BY tr.sym, tr.t;
SELECT sym, arrayMap(t -> t * 2, [t, 1]) FROM trades ASOF JOIN quotes USING (sym, t) ORDER BY sym, t;
SELECT sym, price AS t FROM trades ASOF JOIN quotes USING (sym, t) ORDER BY t;
SELECT tr.t, q.x FROM trades AS tr ASOF JOIN (SELECT sym, t FROM quotes) AS q (s, x) ON tr.sym = q.s AND tr.t >= q.x ORDER BY tr.sym, tr.t;
-- Refused: without an inequality, with RIGHT.
SELECT count() FROM trades AS tr ASOF JOIN quotes AS q ON tr.sym = q.sym;
SELECT count() FROM trades AS tr ASOF RIGHT JOIN quotes AS q ON tr.sym = q.sym AND tr.t >= q.t;
