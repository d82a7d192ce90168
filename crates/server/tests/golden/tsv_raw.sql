-- TabSeparatedRaw and its names: values without TabSeparated's escapes.
SELECT 'a\tb' AS s, 'it''s' AS q, 'back\\slash' AS b, 1 AS n FORMAT TabSeparatedRaw;
SELECT 'x\ny' AS s, NULL AS z, [1, 2] AS a FORMAT TSVRaw;
SELECT 'a\tb' AS s, toUInt8(1) AS n FORMAT TabSeparatedRawWithNames;
SELECT 'a\tb' AS s, toUInt8(1) AS n FORMAT TSVRawWithNamesAndTypes;
SELECT 'a\tb' AS s FORMAT Raw;
SELECT 'a\tb' AS s FORMAT TabSeparated;
