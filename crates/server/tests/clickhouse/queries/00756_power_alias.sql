SELECT pow(3, 2), POW(3, 2), power(3, 2), POWER(3, 2);
