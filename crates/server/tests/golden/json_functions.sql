-- ClickHouse's JSON functions: paths of keys and positions (from 1, negative from the end),
-- defaults where a document is not JSON or a path leads nowhere, numbers converted as
-- ClickHouse converts them, values written compactly.
SELECT JSONExtractInt('{"a":1.5}','a'), JSONExtractInt('{"a":"12"}','a'), JSONExtractUInt('{"a":-3}','a'), JSONExtractInt('{"a":true}','a'), JSONExtractFloat('{"a":2}','a'), JSONExtractBool('{"a":1}','a');
SELECT JSONExtractString('{"a":1}','a'), JSONExtractRaw('{"a": [1, 2 , {"b" : 1}]}','a'), JSONExtractString('{"a":[1,"x"]}','a',2), JSONExtractString('{"a":[1,"x"]}','a',-1), JSONExtractString('{"a":[1,"x"]}','a',0);
SELECT JSONHas('{"a":1}','a'), JSONHas('{"a":1}','b'), JSONLength('{"a":[1,2,3]}','a'), JSONLength('{"a":1}','a'), JSONExtractKeys('{"a":1,"b":2}'), JSONExtractInt('not json','a');
SELECT JSONExtractString('{"a":"x\u00e9\n"}','a'), JSONExtractInt('{"a":99999999999999999999}','a'), JSONExtractUInt('{"a":1e3}','a'), JSONExtractBool('{"a":"true"}','a'), JSONExtractRaw('{"a":"x"}','a'), JSONExtractRaw('{"a":1}','b');
SELECT JSONExtractArrayRaw('{"a":[1, "x"]}','a'), JSONLength('{"a":{"b":1}}'), JSONExtractInt('{"a":{"b":7}}', 'a', 1), JSONExtractKeys('{"a":[1]}', 'a');
SELECT JSONExtractString('{"a":true}','a'), JSONExtractString('{"a":{"b":1}}','a'), JSONExtractString('{"a":null}','a'), JSONExtractString('{"a":1.50}','a'), JSONExtractInt('{"a":"1.5"}','a'), JSONExtractInt('{"a":"abc"}','a');
SELECT JSONExtractFloat('{"a":"1.5"}','a'), JSONExtractFloat('{"a":true}','a'), JSONExtractRaw('{"a":1e3}','a'), JSONExtractRaw('{"a":1.50}','a'), JSONExtractArrayRaw('{"a":1}','a'), JSONExtractInt('{"a":-2.7}','a');
SELECT JSONExtractUInt('{"a":"7"}','a'), JSONExtractBool('{"a":0.5}','a'), JSONHas('{"a":[1,2]}','a',2), JSONHas('{"a":[1,2]}','a',3), JSONExtractString('{"a":1,"a":2}','a'), JSONExtractInt('[1,2,3]', -1), JSONLength('[1,2,3]');
SELECT JSONExtractString('{"a":"x"} junk','a'), JSONExtractInt('{"a":1}'), JSONExtractRaw('{ "a" : [ "x y" , 1 ] }'), JSONExtractString('"abc"'), JSONExtractInt('{"a":18446744073709551615}','a'), JSONExtractUInt('{"a":18446744073709551615}','a');
SELECT JSONExtractInt('{"a":1e20}','a'), JSONExtractFloat('{"a":1e400}','a'), JSONExtractInt('{"a":" 12"}','a'), JSONExtractInt('{"a":"12abc"}','a'), JSONExtractBool('{"a":"1"}','a');
SELECT toTypeName(JSONExtractString(materialize('{}'), 'a')), toTypeName(JSONHas('{}', 'a')), toTypeName(JSONExtractKeys('{}')), toTypeName(JSONLength('{}'));
SELECT JSONExtractString(CAST('{"a":"b"}' AS LowCardinality(String)), 'a'), JSONExtractInt('{"a":[5,6]}', 'a', toUInt8(2)), JSONExtractRaw('{"a":"\/x\"y\\z\u0001"}', 'a');
SELECT number, JSONExtractInt(concat('{"k":', toString(number), '}'), 'k') * 2 FROM numbers(3);
SELECT JSONExtractString('{"a":{"b":{"c":"deep"}}}', 'a', 'b', 'c'), JSONExtractRaw('{"a":[true,false,null]}', 'a'), JSONExtractFloat('{"a":-0.0}', 'a'), JSONExtractRaw('{"a":-0}', 'a'), JSONExtractRaw('{"a":1E-7}', 'a'), JSONExtractRaw('{"a":123456789012345678901234}', 'a');
SELECT JSONExtractString('{"a":"x"}', 1), JSONExtractKeys('{"b":1,"a":2,"b":3}'), JSONExtractInt('{"a":-9223372036854775808}', 'a'), JSONExtractFloat('{"a":"1e3"}', 'a'), JSONExtractUInt('{"a":-0.5}', 'a'), JSONExtractBool('{"a":true}', 'a');
SELECT JSONExtractString('{"a":"x"}', 'a', 'b'), JSONHas('{"a":null}', 'a'), JSONExtractRaw('[]'), JSONExtractRaw('{}'), JSONExtractRaw('  {"a" :1 }  ');
SELECT JSONExtractInt(1, 'a');
CREATE TABLE events (id UInt32, payload String) ENGINE = MergeTree ORDER BY id;
INSERT INTO events VALUES (1, '{"user":{"name":"ann","age":31},"tags":["a","b"]}') (2, '{"user":{"name":"bob","age":"44"},"tags":[]}') (3, 'not json') (4, '{"user":{"name":"cy","age":19.9},"tags":["c"]}');
SELECT id, JSONExtractString(payload, 'user', 'name') AS name, JSONExtractUInt(payload, 'user', 'age') AS age, JSONLength(payload, 'tags') AS tags FROM events ORDER BY id;
SELECT JSONExtractString(payload, 'tags', 1) AS first_tag, count() FROM events GROUP BY first_tag ORDER BY first_tag;
DELETE FROM events WHERE JSONExtractInt(payload, 'user', 'age') >= 40;
ALTER TABLE events UPDATE payload = concat('{"user":{"name":"', upper(JSONExtractString(payload, 'user', 'name')), '"}}') WHERE JSONHas(payload, 'tags', 1) SETTINGS mutations_sync = 2;
SELECT id, payload, JSONExtractKeys(payload, 'user') FROM events ORDER BY id;
-- simpleJSON*/visitParam*: the first "name": anywhere in the text, what follows read the quick way.
SELECT visitParamExtractUInt('{"a":-5}','a'), visitParamExtractInt('{"a":-5}','a'), visitParamExtractInt('{"a":"12x"}','a'), visitParamExtractFloat('{"a":1.5e2,}','a'), visitParamExtractBool('{"a":true}','a'), visitParamExtractBool('{"a":1}','a');
SELECT visitParamExtractRaw('{"a":{"b":[1,"]"]},"c":1}','a'), visitParamExtractRaw('{"a":"x\\"y"}','a'), visitParamExtractString('{"a":"x\\u00e9"}','a'), visitParamExtractString('{"a":5}','a'), visitParamHas('{"a":5}','a'), visitParamHas('{"a" :5}','a');
SELECT visitParamExtractUInt('{"b":{"a":7}}','a'), visitParamExtractRaw('{"a": 5}','a'), visitParamExtractInt('{"a": 5}','a'), visitParamExtractRaw('{"a":[1,2]]}','a'), visitParamExtractRaw('{"a":1,"a":2}','a'), visitParamExtractUInt('{"a":99999999999999999999}','a');
SELECT visitParamExtractInt('{"a":1.9}','a'), visitParamExtractString('{"a":"unterminated','a'), visitParamExtractRaw('{"a":"unterminated','a'), visitParamExtractFloat('{"a":"2.5"}','a'), visitParamExtractUInt('{"a":+3}','a'), visitParamExtractFloat('{"a":nan}','a');
SELECT visitParamExtractInt('{"a":true}','a'), visitParamExtractRaw('{"a":[1,{"b":"}"}],"c":2}','a'), simpleJSONExtractString('{"a":"q"}','a'), visitParamExtractRaw('{"a":}','a'), visitParamExtractRaw('{"a":[1,2','a');
SELECT visitParamExtractRaw('\"a\":', 'a'), visitParamExtractUInt('"a":123', 'a'), visitParamExtractString('"a":"Hello"', 'a'), visitParamExtractRaw('"a":Hello}', 'a');
SELECT simpleJSONHas(NULL, 'a'), simpleJSONExtractInt('{"a":-9223372036854775808}', 'a'), simpleJSONExtractInt('{"a":9223372036854775808}', 'a'), simpleJSONExtractFloat('{"a":-.5}', 'a'), simpleJSONExtractFloat('{"a":5.}', 'a'), simpleJSONExtractFloat('{"a":1e}', 'a');
SELECT simpleJSONExtractString('{"a":"x\\ty"}', 'a'), simpleJSONExtractString('{"a":"bad\\q"}', 'a'), simpleJSONExtractBool('{"a":trueish}', 'a'), simpleJSONExtractFloat('{"a":Infinity}', 'a'), simpleJSONExtractFloat('{"a":-inf}', 'a');
SELECT number, simpleJSONExtractUInt(concat('{"n":', toString(number), '}'), 'n') FROM numbers(3);
