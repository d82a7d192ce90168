-- A column's CODEC(…) is kept and shown as ClickHouse shows it: default arguments
-- written out (Delta's and Gorilla's the value's width), by SHOW CREATE, DESCRIBE and
-- system.columns; MODIFY COLUMN with a CODEC replaces it, without one keeps it.
CREATE TABLE cc (k UInt64, a UInt32 CODEC(Delta, LZ4), b Float64 CODEC(Gorilla, ZSTD), c String CODEC(LZ4HC), d Int16 CODEC(DoubleDelta, LZ4), e UInt64 CODEC(T64, ZSTD(3)), f UInt64 CODEC(NONE), g DateTime CODEC(Delta, ZSTD(1)), h UInt64 CODEC(GCD, LZ4), i Float32 CODEC(FPC, ZSTD), j UInt64 DEFAULT 1 CODEC(ZSTD) COMMENT 'x', l Nullable(UInt16) CODEC(Delta, LZ4), m Array(UInt32) CODEC(Delta, LZ4), n String CODEC(Default), o Date CODEC(Delta(2), LZ4HC(5))) ENGINE = MergeTree ORDER BY k;
SHOW CREATE TABLE cc;
SELECT name, compression_codec FROM system.columns WHERE database = currentDatabase() AND table = 'cc' ORDER BY position;
DESCRIBE cc;
INSERT INTO cc (k, a, c) VALUES (1, 2, 'x');
ALTER TABLE cc MODIFY COLUMN a UInt64;
ALTER TABLE cc MODIFY COLUMN b CODEC(Default);
ALTER TABLE cc MODIFY COLUMN d Int32 DEFAULT 5;
ALTER TABLE cc MODIFY COLUMN e UInt32 CODEC(Delta, ZSTD);
ALTER TABLE cc ADD COLUMN p Int64 CODEC(Delta, LZ4);
SHOW CREATE TABLE cc;
SELECT k, a, c, d, p FROM cc;
ALTER TABLE cc MODIFY COLUMN c CODEC(Default(5));
ALTER TABLE cc MODIFY COLUMN c CODEC(Bogus);
ALTER TABLE cc MODIFY COLUMN c CODEC(LZ4, Delta);
DROP TABLE cc;
