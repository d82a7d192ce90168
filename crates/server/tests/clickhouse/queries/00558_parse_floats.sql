SELECT toFloat64(concat('0.00000', toString(number))) FROM system.numbers LIMIT 100;
