-- Array table columns: inserted, read by what they hold, deleted by it, rewritten by an
-- ALTER UPDATE and merged; the conditional operator, WITH aliases and repeated result
-- columns.
CREATE TABLE tags (id UInt64, t Array(String), n Array(Nullable(Int32)), m Array(Array(UInt8)), c String CODEC(ZSTD(3))) ENGINE = MergeTree ORDER BY id;
INSERT INTO tags VALUES (1, ['a', 'b'], [1, NULL], [[1], []], 'x'), (2, [], [], [], 'y');
INSERT INTO tags (id, t) VALUES (3, ['it''s', 'c']);
INSERT INTO tags VALUES (4, ['d', 'e\\f\tg'], [NULL, 7], [[2, 3]], 'z'), (5, ['g'], [8], [[4], [5, 6]], 'w'), (6, ['h', 'i'], [NULL], [[7]], 'v');
SELECT * FROM tags ORDER BY id;
SELECT id, length(t), has(t, 'a'), arrayStringConcat(t, '+'), length(m) FROM tags ORDER BY id;
SELECT id, m[1], n[2] FROM tags WHERE length(m) > 0 AND length(n) > 1 ORDER BY id;
SELECT id, t FROM tags WHERE has(t, 'c') OR empty(n) ORDER BY id;
SELECT id, arrayJoin(t) AS tag FROM tags ORDER BY id, tag;
SELECT toTypeName(t), toTypeName(n), toTypeName(m) FROM tags LIMIT 1;
DELETE FROM tags WHERE has(t, 'a');
ALTER TABLE tags UPDATE t = arrayConcat(t, ['new']) WHERE id IN (2, 5) SETTINGS mutations_sync = 2;
SELECT id, t FROM tags ORDER BY id;
OPTIMIZE TABLE tags FINAL;
SELECT id, t, n, m FROM tags ORDER BY id;
SELECT * FROM tags WHERE id = 4 FORMAT JSONEachRow;
SELECT * FROM tags WHERE id = 4 FORMAT CSV;
SELECT id > 3 ? 'big' : 'small', id = 2 ? 'two' : (id = 3 ? 'three' : 'other'), id > 4 ? 1 : 0 + 10 FROM tags ORDER BY id;
WITH 10 AS ten, ten * 2 AS twenty SELECT id + ten, twenty FROM tags WHERE id < ten - 6 ORDER BY id;
WITH id * 100 AS h SELECT h FROM tags ORDER BY h;
SELECT number, number, number + 1 AS x, number + 1 AS x FROM numbers(3);
SELECT number, number FROM numbers(2) FORMAT TSVWithNames;
