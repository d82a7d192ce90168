-- Column codecs are checked as ClickHouse checks them, though parts here compress
-- every column their own way: known names, their arguments, and no transformation
-- after a compression.
CREATE TABLE c1 (a UInt64 CODEC(Delta, Default), b String CODEC(ZSTD(10)), c Float64 CODEC(Gorilla, LZ4), d UInt32 CODEC(T64, ZSTD), e UInt8 CODEC(NONE), f UInt64 CODEC(Delta(4), LZ4HC(9)), g UInt64 CODEC(ZSTD(3, 20))) ENGINE = MergeTree ORDER BY a;
INSERT INTO c1 VALUES (1, 'a', 1.5, 2, 3, 4, 5);
SELECT * FROM c1;
CREATE TABLE c2 (a UInt64 CODEC(Default(5))) ENGINE = MergeTree ORDER BY a;
CREATE TABLE c3 (a UInt64 CODEC(Bogus)) ENGINE = MergeTree ORDER BY a;
CREATE TABLE c5 (a UInt64 CODEC(LZ4HC(9), Delta(4))) ENGINE = MergeTree ORDER BY a;
CREATE TABLE c8 (a UInt64 CODEC(Default, Delta)) ENGINE = MergeTree ORDER BY a;
ALTER TABLE c1 MODIFY COLUMN b CODEC(Default(5));
ALTER TABLE c1 MODIFY COLUMN b CODEC(ZSTD(1));
SELECT * FROM c1;
