-- A table's COMMENT, and the engine a Memory or Log table was created with, are shown
-- by system.tables and SHOW CREATE TABLE as ClickHouse shows them.
CREATE TABLE c1 (n Int8) ENGINE = Memory COMMENT 'this is a Memory table';
CREATE TABLE c2 (n Int8, s String) ENGINE = MergeTree ORDER BY n COMMENT 'it''s a MergeTree table';
CREATE TABLE c3 (n Int8) ENGINE = Log COMMENT 'a Log table';
CREATE TABLE c4 (n Int8) ENGINE = TinyLog;
CREATE TABLE c5 (n Int8) ENGINE = MergeTree PARTITION BY n ORDER BY n SETTINGS index_granularity = 128 COMMENT 'with settings';
SELECT name, engine, engine_full, comment FROM system.tables WHERE database = currentDatabase() AND name LIKE 'c_' ORDER BY name;
SHOW CREATE TABLE c1;
SHOW CREATE TABLE c2;
SHOW CREATE TABLE c3;
SHOW CREATE TABLE c4;
SHOW CREATE TABLE c5;
INSERT INTO c1 VALUES (3), (1), (2);
SELECT * FROM c1;
DELETE FROM c2 WHERE n = 1;
ALTER TABLE c2 ADD COLUMN x UInt8;
SHOW CREATE TABLE c2;
DROP TABLE c1;
DROP TABLE c2;
DROP TABLE c3;
DROP TABLE c4;
DROP TABLE c5;
