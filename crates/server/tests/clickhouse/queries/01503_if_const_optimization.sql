SELECT if(CAST(NULL AS Nullable(UInt8)), '2.55', NULL) AS x;
