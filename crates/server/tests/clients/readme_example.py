import os

import clickhouse_connect

client = clickhouse_connect.get_client(dsn=os.environ.get("MASKHOUSE_URL", "http://localhost:8123"))
client.command("CREATE TABLE IF NOT EXISTS readings (id UInt64, sensor String, value Float64) "
               "ENGINE = MergeTree ORDER BY id")
client.insert("readings", [[i, f"s{i % 3}", i / 10] for i in range(1000)],
              column_names=["id", "sensor", "value"])
client.command("DELETE FROM readings WHERE sensor = 's0'")

result = client.query("SELECT sensor, count(), round(avg(value), 2) FROM readings "
                      "WHERE value > {min:Float64} GROUP BY sensor ORDER BY sensor",
                      parameters={"min": 10})
print(result.result_rows)  # [('s1', 299, 55.0), ('s2', 300, 54.95)]
df = client.query_df("SELECT * FROM readings ORDER BY id LIMIT 5")
