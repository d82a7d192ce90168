SELECT (1 AS `interval`) + `interval`;
