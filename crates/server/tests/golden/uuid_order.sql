-- UUIDs sort by their second half first, as ClickHouse sorts them.
CREATE TABLE uuid_order (u Nullable(UUID), n UInt8) ENGINE = MergeTree ORDER BY n;
INSERT INTO uuid_order VALUES ('442d3ff4-842a-45bb-8b02-b616122c0dc6', 1), ('05fe40cb-1d0c-45b0-8e60-8e311c2463f1', 2), ('2fc89389-4728-4b30-9e51-b5bc3ad215f6', 3), (NULL, 4), ('ffffffff-0000-0000-8b02-b616122c0dc6', 5);
SELECT u FROM uuid_order ORDER BY u;
SELECT u FROM uuid_order ORDER BY u DESC;
SELECT toString(u) AS s FROM uuid_order WHERE u IS NOT NULL ORDER BY s;
SELECT n FROM uuid_order WHERE u IS NOT NULL ORDER BY CAST(u AS String);
