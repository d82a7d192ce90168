-- Geohashes as ClickHouse computes them: geohashEncode (precision 12 when 0 or past
-- 12), geohashDecode (the centre of the cell) and geohashesInBox (the cells over a box,
-- longitude by longitude, at most 10,000,000).
SELECT geohashEncode(-5.60302734375, 42.593994140625, 0), geohashEncode(-5.6, 42.6), geohashEncode(1., 2., 3), geohashEncode(toFloat32(1.5), 2.5, 20), toTypeName(geohashEncode(1., 2.));
SELECT geohashEncode(1., 2., -1), geohashEncode(1., 2., 257), geohashEncode(1., 2., toUInt64(5)), geohashEncode(1., 2., toInt8(5));
SELECT geohashEncode(200., 100.), geohashEncode(nan, nan), geohashEncode(-inf, inf), geohashEncode(NULL, 1.), geohashEncode(toNullable(1.), 2.);
SELECT number, geohashEncode(number / 3. - 100, number / 7. - 40, number + 1) FROM numbers(13);
SELECT geohashDecode('ezs42'), geohashDecode(''), geohashDecode('!!!'), geohashDecode('ezs42ezs42ezs42'), geohashDecode(NULL), geohashDecode('EZS42');
SELECT tupleElement(geohashDecode(geohashEncode(number / 3., number / 7., 6)), 'latitude') FROM numbers(3);
SELECT geohashesInBox(24.48, 40.56, 24.785, 40.81, 4), toTypeName(geohashesInBox(1., 2., 3., 4., 1));
SELECT geohashesInBox(1., 2., 3., 4., 1), geohashesInBox(1., 2., 3., 4., 2), geohashesInBox(1., 2., 3., 4., 3);
SELECT geohashesInBox(toFloat32(1), toFloat32(2), toFloat32(3), toFloat32(4), 2), geohashesInBox(3., 2., 1., 4., 1), geohashesInBox(nan, 2., 1., 4., 1);
SELECT geohashesInBox(-200., -100., -179., -89., 2), length(geohashesInBox(0., 0., 10., 10., 4));
SELECT geohashesInBox(1., 2., 3., 4., 0);
SELECT length(geohashesInBox(-180., -90., 180., 90., 5));
SELECT geohashEncode('a', 1.);
SELECT geohashesInBox(1., 2., 3., 4.);
