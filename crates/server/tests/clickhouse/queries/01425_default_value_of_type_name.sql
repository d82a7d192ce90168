SELECT
    defaultValueOfTypeName('Int64'),
    defaultValueOfTypeName('String'),
    defaultValueOfTypeName('UUID'),
    defaultValueOfTypeName('IPv4'),
    defaultValueOfTypeName('IPv6'),
    defaultValueOfTypeName('Decimal128(3)'),
    defaultValueOfTypeName('Tuple(Date, DateTime(\'UTC\'), Array(Array(String)), Nullable(UInt8))');
