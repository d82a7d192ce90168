SELECT toTypeName(randomPrintableASCII(1000));
SELECT length(randomPrintableASCII(1000));
