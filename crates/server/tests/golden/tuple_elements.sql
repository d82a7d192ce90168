-- A tuple's elements by position, `t.N` (after a name, a parenthesis, a bracket or
-- another element) or tupleElement(t, N), binding tighter than every operator.
SELECT ('1', 2) AS t, t.1, t.2;
SELECT materialize(('1', 2)) AS t, t.1, t.2, tupleElement(t, 2);
SELECT [('1', 2)] AS t, t[1].1, t[1].2;
SELECT 1 + -a[1].2 * 2 = -245 ? 'Ok' : 'Fail' AS res FROM (SELECT [('Hello', 123)] AS a);
SELECT arrayMap(t -> tuple(t.1, t.2 * 2), [('1', 2)]);
SELECT x.1 + x.2, 1.5, 0.5 + .5 FROM (SELECT (number, number * 10) AS x FROM numbers(3)) ORDER BY x.1;
SELECT tupleElement((1, 2), 3);
SELECT tupleElement((1, 2), 1.5);
