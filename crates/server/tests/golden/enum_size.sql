-- getSizeOfEnumType: how many names an Enum8 (UInt8) or Enum16 (UInt16) type has.
SELECT getSizeOfEnumType(CAST(1 AS Enum8('a' = 1, 'b' = 2)));
SELECT getSizeOfEnumType(CAST('b' AS Enum16('a' = 1, 'b' = 2, 'x' = 10)));
SELECT toTypeName(getSizeOfEnumType(CAST(1 AS Enum8('a' = 1, 'b' = 2)))), toTypeName(getSizeOfEnumType(CAST('b' AS Enum16('a' = 1, 'b' = 2, 'x' = 10))));
CREATE TABLE en (k UInt8, e Enum8('x' = 1, 'y' = 2, 'z' = 3)) ENGINE = MergeTree ORDER BY k;
INSERT INTO en VALUES (1, 'x'), (2, 'z');
SELECT k, e, getSizeOfEnumType(e) FROM en ORDER BY k;
SELECT getSizeOfEnumType(k) FROM en;
