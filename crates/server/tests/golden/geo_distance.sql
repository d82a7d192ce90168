-- greatCircleDistance, geoDistance and greatCircleAngle as ClickHouse computes them:
-- the tangent-plane metric for points under 13 degrees of longitude apart, the
-- haversine formula over tables beyond (rounded here: the last bit may differ), Float32
-- unless an argument is Float64.
SELECT greatCircleDistance(37.531014, 55.703050, 37.588144, 55.733842) AS d, toTypeName(d), geoDistance(37.531014, 55.703050, 37.588144, 55.733842), greatCircleAngle(37.531014, 55.703050, 37.588144, 55.733842);
SELECT greatCircleDistance(toFloat32(37.531014), toFloat32(55.703050), toFloat32(37.588144), toFloat32(55.733842)) AS e, toTypeName(e), geoDistance(1, 2, 3, 4) AS f, toTypeName(f);
SELECT greatCircleDistance(1, 2, 1, 2), floor(greatCircleDistance(33.3, 55.3, 33.3, 55.3)), greatCircleDistance(NULL, 1, 2, 3);
SELECT number, greatCircleDistance(number / 3, number / 7, number / 5, -number / 11) AS d, geoDistance(number / 3, number / 7, number / 5, -number / 11) AS g FROM numbers(5);
SELECT round(greatCircleDistance(83.089598, 54.842461, 158.756175, 53.006373), 4), round(geoDistance(0, 0, 180, 0)), round(greatCircleAngle(0, 89, 100, -89), 6);
SELECT round(sum(geoDistance(number / 7, number / 11, number / 13 - 50, number / 17 - 30)), -2), round(sum(greatCircleAngle(number / 7., number / 11., 100 - number / 3., number / 17.)), 3) FROM numbers(2000);
SELECT greatCircleDistance('a', 1, 2, 3);
SELECT geoDistance(1, 2, 3);
