-- IPv4 functions over numbers and text, toUUIDOrNull/OrZero, and 0x…/X'…' literals.
SELECT IPv4NumToString(3232235777), IPv4NumToStringClassC(3232235777), IPv4StringToNum('192.168.1.1'), IPv4StringToNumOrNull('x'), IPv4StringToNumOrDefault('x'), isIPv4String('1.2.3.4'), isIPv4String('1.2.3.256'), isIPv4String(' 1.2.3.4'), isIPv6String('::1'), isIPv6String('1.2.3.4'), isIPv6String('2001:db8::ff00:42:8329'), isIPv4String('01.2.3.4');
SELECT toTypeName(IPv4NumToString(1)), toTypeName(IPv4StringToNum('1.1.1.1')), toTypeName(IPv4StringToNumOrNull('x'));
SELECT IPv4NumToString(toUInt8(1)), IPv4NumToString(toUInt32(4294967295)), IPv4NumToStringClassC(toUInt16(65535));
SELECT number, IPv4NumToString(toUInt32(number * 16777216 + 5)), isIPv4String(IPv4NumToString(toUInt32(number))) FROM numbers(3);
SELECT IPv4NumToString(IPv4StringToNum(s)), IPv4StringToNumOrDefault(s) FROM (SELECT arrayJoin(['10.0.0.1', '255.255.255.255', '0.0.0.0']) AS s);
select IPv4NumToStringClassC(toUInt32(0)) = '0.0.0.xxx';
select IPv4NumToStringClassC(0x7f000001) = '127.0.0.xxx';
SELECT IPv4StringToNum('abc');
SELECT toUUIDOrZero('x'), toUUIDOrNull('x'), toUUIDOrNull('61f0c404-5cb3-11e7-907b-a6006ad3dba0');
SELECT 0x10, 0xFF + 1, X'41', x'e282ac', toTypeName(X'41');
