//! A request's URL parameters and headers sorted out: ClickHouse's HTTP parameters,
//! query parameters (`param_name`), and settings (everything else).

use std::collections::{BTreeMap, HashMap};

use axum::http::HeaderMap;

/// What a request asks for besides its statement.
#[derive(Debug, Default)]
pub struct RequestParams {
    /// `query`: the statement (or its head, when the body carries more).
    pub query: Option<String>,
    /// `default_format` (or the `X-ClickHouse-Format` header).
    pub default_format: Option<String>,
    /// `query_id`; one is generated when it is missing or empty.
    pub query_id: String,
    /// `database` (or `X-ClickHouse-Database`): the current database.
    pub database: Option<String>,
    /// `compress=1`: the response as ClickHouse compressed blocks.
    pub compress: bool,
    /// `decompress=1`: the body is ClickHouse compressed blocks.
    pub decompress: bool,
    /// `client_protocol_version`: the ClickHouse revision Native output follows.
    pub protocol_version: u64,
    /// `session_id`: the session whose temporary tables the statement reads and writes.
    pub session_id: Option<String>,
    /// `session_timeout`: how long the session lives after this request.
    pub session_timeout: Option<std::time::Duration>,
    /// `session_check=1`: the session must exist already.
    pub session_check: bool,
    /// `role`: maskhouse has no roles.
    pub role: Option<String>,
    /// `param_name` values.
    pub params: BTreeMap<String, String>,
    /// Every other parameter: a setting.
    pub settings: Vec<(String, String)>,
    /// External data tables sent in a form, with their `name_format`,
    /// `name_structure` and `name_types` parameters (taken out of `settings`).
    pub external: Vec<maskhouse_sql::ExternalData>,
}

/// A random query id in UUID form (version 4).
fn new_query_id() -> String {
    let bits: u128 = rand::random();
    let bits = (bits & !(0xf << 76) | (0x4 << 76)) & !(0x3 << 62) | (0x2 << 62);
    maskhouse_types::uuid_text(bits)
}

impl RequestParams {
    /// The external table `name` of a form, with its `name_format`, `name_structure`
    /// and `name_types` parameters, which are the table's and not settings.
    pub fn add_external(&mut self, name: String, data: Vec<u8>) {
        let mut take = |what: &str| {
            let key = format!("{name}_{what}");
            let at = self.settings.iter().position(|(k, _)| *k == key)?;
            Some(self.settings.remove(at).1)
        };
        let (format, structure, types) = (take("format"), take("structure"), take("types"));
        self.external.push(maskhouse_sql::ExternalData {
            name,
            format,
            structure,
            types,
            data: data.into(),
        });
    }

    pub fn new(url: &HashMap<String, String>, headers: &HeaderMap) -> Result<Self, String> {
        let mut r = RequestParams::default();
        let flag = |k: &str, v: &str| match v {
            "0" | "false" => Ok(false),
            "1" | "true" => Ok(true),
            _ => Err(format!("parameter {k} takes 0 or 1, got {v:?}")),
        };
        let mut query_id = None;
        // Sorted, so that errors and settings come in one order whatever the URL's.
        let mut pairs: Vec<(&String, &String)> = url.iter().collect();
        pairs.sort();
        for (k, v) in pairs {
            match k.as_str() {
                "query" => r.query = Some(v.clone()),
                // Authentication reads these; quota keys do nothing without quotas.
                "user" | "password" | "quota_key" => {}
                "database" => r.database = Some(v.clone()),
                "default_format" => r.default_format = Some(v.clone()),
                "query_id" => query_id = Some(v.clone()),
                // A session holds temporary tables (`SET` still applies to its own
                // statement alone).
                "session_id" => r.session_id = Some(v.clone()).filter(|v| !v.is_empty()),
                "session_timeout" => {
                    let seconds: u64 = v.parse().map_err(|_| {
                        format!("parameter session_timeout takes seconds, got {v:?}")
                    })?;
                    r.session_timeout = Some(std::time::Duration::from_secs(seconds));
                }
                "session_check" => r.session_check = flag(k, v)?,
                "compress" => r.compress = flag(k, v)?,
                "decompress" => r.decompress = flag(k, v)?,
                "client_protocol_version" => {
                    r.protocol_version = v.parse().map_err(|_| {
                        format!("parameter client_protocol_version takes a number, got {v:?}")
                    })?
                }
                // The whole result is computed before the answer starts, whatever these say.
                "wait_end_of_query" | "buffer_size" => {}
                "role" => r.role = Some(v.clone()),
                name => match name.strip_prefix("param_") {
                    Some(p) => {
                        r.params.insert(p.to_string(), v.clone());
                    }
                    None => r.settings.push((k.clone(), v.clone())),
                },
            }
        }
        let header = |name: &str| {
            headers
                .get(name)
                .and_then(|v| v.to_str().ok())
                .map(str::to_string)
        };
        r.default_format = r.default_format.or_else(|| header("x-clickhouse-format"));
        r.database = r.database.or_else(|| header("x-clickhouse-database"));
        r.query_id = query_id
            .filter(|id| !id.is_empty())
            .unwrap_or_else(new_query_id);
        Ok(r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameters_sort_into_kinds() {
        let url: HashMap<String, String> = [
            ("query", "SELECT {a:UInt8}"),
            ("param_a", "1"),
            ("max_threads", "2"),
            ("session_id", "s"),
            ("query_id", ""),
            ("client_protocol_version", "54405"),
            ("decompress", "1"),
        ]
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
        let r = RequestParams::new(&url, &HeaderMap::new()).unwrap();
        assert_eq!(r.query.as_deref(), Some("SELECT {a:UInt8}"));
        assert_eq!(r.params["a"], "1");
        assert_eq!(r.settings, vec![("max_threads".into(), "2".into())]);
        assert_eq!(r.protocol_version, 54405);
        assert!(r.decompress && !r.compress);
        // An empty query_id asks for a generated one.
        assert_eq!(r.query_id.len(), 36);
        assert_eq!(&r.query_id[14..15], "4");
        assert_ne!(
            r.query_id,
            RequestParams::new(&url, &HeaderMap::new())
                .unwrap()
                .query_id
        );
    }
}
