-- system.functions lists the functions a query can call, by their ClickHouse names.
SELECT name, is_aggregate FROM system.functions WHERE name IN ('quantile', 'quantiles', 'median', 'toStartOfDay', 'sum', 'count', 'hex', 'toTypeName', 'groupBitOr', 'argMax', 'uniqExact', 'toYYYYMM', 'dateDiff', 'multiIf', 'groupArray', 'anyLast', 'splitByString', 'toDecimal64') ORDER BY name;
SELECT count() > 100 FROM system.functions WHERE is_aggregate = 0;
SELECT name FROM system.functions WHERE name = 'noSuchFunction';
-- own: DataFusion's functions keep DataFusion's names (ClickHouse has no date_trunc or array_sort)
SELECT name, is_aggregate, case_insensitive FROM system.functions WHERE name IN ('date_trunc', 'array_sort', 'row_number') ORDER BY name;
