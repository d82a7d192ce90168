-- The values() table function: rows as tuples (or values, for one column), with a
-- structure that names the columns and converts the values, or columns c1, c2, ….
SELECT * FROM values('id UInt32, s String', (1, 'a'), (2, 'b'));
SELECT x, toTypeName(x) FROM values('x UInt8', 1, 2, 3);
SELECT groupUniqArray(v) FROM values('id int, v Array(int)', (1, [2]), (1, [])) GROUP BY id;
SELECT * FROM values((1, 'a'), (2, 'b'));
SELECT id, toTypeName(id), d, toTypeName(d) FROM values('id Int64, d Date', (1, '2024-01-02'));
SELECT sum(x) FROM values('x Float64', 1.5, 2.5) AS t;
SELECT v, toTypeName(v) FROM values('v Array(String)', ['a'], []);
SELECT * FROM values('a Nullable(Int32), e Enum8(''x'' = 1, ''y'' = 2)', (NULL, 'x'), (3, 'y'));
SELECT t.id FROM values('id UInt8', 5) AS t JOIN values('id UInt8', 5, 6) AS u ON t.id = u.id;
