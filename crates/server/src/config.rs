//! Server settings: defaults, then a TOML file, then `MASKHOUSE_*` environment
//! variables, then command-line flags.

use std::path::PathBuf;

use serde::Deserialize;

/// A user allowed to run queries.
#[derive(Clone, Debug, Deserialize)]
pub struct User {
    pub name: String,
    /// Empty means no password.
    #[serde(default)]
    pub password: String,
    /// Accept this user only from loopback addresses. Default: true for a user without
    /// a password, false otherwise.
    pub localhost_only: Option<bool>,
}

/// Everything a node needs to run. Every field has a default.
#[derive(Clone, Debug, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// Node id in the cluster. Default 1.
    pub node_id: u64,
    /// Where parts, masks and metadata live. Default `./data`.
    pub data_dir: PathBuf,
    /// Host the ports listen on. Default `127.0.0.1`.
    pub listen_host: String,
    /// ClickHouse-compatible HTTP port. Default 8123.
    pub http_port: u16,
    /// Internal traffic port (Raft, part fetch). Default 9009.
    pub interserver_port: u16,
    /// Largest request body accepted, bytes (413 beyond). Default 1 GiB.
    pub body_bytes_max: usize,
    /// Longest a query may run, milliseconds. Default 600000.
    pub query_timeout_ms: u64,
    /// Users; default: `default` without a password, from localhost only.
    pub users: Vec<User>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            node_id: 1,
            data_dir: PathBuf::from("data"),
            listen_host: "127.0.0.1".into(),
            http_port: 8123,
            interserver_port: 9009,
            body_bytes_max: 1 << 30,
            query_timeout_ms: 600_000,
            users: vec![User {
                name: "default".into(),
                password: String::new(),
                localhost_only: Some(true),
            }],
        }
    }
}

impl Config {
    /// Reads `file` (if any) over the defaults, then applies environment overrides.
    pub fn load(file: Option<&std::path::Path>) -> anyhow::Result<Self> {
        let mut config = match file {
            Some(path) => {
                let text = std::fs::read_to_string(path)
                    .map_err(|e| anyhow::anyhow!("read config {}: {e}", path.display()))?;
                toml::from_str(&text)
                    .map_err(|e| anyhow::anyhow!("config {}: {e}", path.display()))?
            }
            None => Config::default(),
        };
        config.apply_env(|k| std::env::var(k).ok())?;
        Ok(config)
    }

    fn apply_env(&mut self, get: impl Fn(&str) -> Option<String>) -> anyhow::Result<()> {
        fn parse<T: std::str::FromStr>(key: &str, v: String) -> anyhow::Result<T> {
            v.parse()
                .map_err(|_| anyhow::anyhow!("environment variable {key}: cannot parse {v:?}"))
        }
        if let Some(v) = get("MASKHOUSE_NODE_ID") {
            self.node_id = parse("MASKHOUSE_NODE_ID", v)?;
        }
        if let Some(v) = get("MASKHOUSE_DATA_DIR") {
            self.data_dir = PathBuf::from(v);
        }
        if let Some(v) = get("MASKHOUSE_LISTEN_HOST") {
            self.listen_host = v;
        }
        if let Some(v) = get("MASKHOUSE_HTTP_PORT") {
            self.http_port = parse("MASKHOUSE_HTTP_PORT", v)?;
        }
        if let Some(v) = get("MASKHOUSE_INTERSERVER_PORT") {
            self.interserver_port = parse("MASKHOUSE_INTERSERVER_PORT", v)?;
        }
        if let Some(v) = get("MASKHOUSE_BODY_BYTES_MAX") {
            self.body_bytes_max = parse("MASKHOUSE_BODY_BYTES_MAX", v)?;
        }
        if let Some(v) = get("MASKHOUSE_QUERY_TIMEOUT_MS") {
            self.query_timeout_ms = parse("MASKHOUSE_QUERY_TIMEOUT_MS", v)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_then_environment_override_defaults() {
        let mut c: Config =
            toml::from_str("http_port = 9000\n[[users]]\nname = \"bob\"\npassword = \"x\"\n")
                .unwrap();
        assert_eq!(c.http_port, 9000);
        assert_eq!(c.interserver_port, 9009);
        assert_eq!(c.users[0].name, "bob");
        c.apply_env(|k| (k == "MASKHOUSE_HTTP_PORT").then(|| "7000".to_string()))
            .unwrap();
        assert_eq!(c.http_port, 7000);
        assert!(c
            .apply_env(|k| (k == "MASKHOUSE_HTTP_PORT").then(|| "x".to_string()))
            .is_err());
        assert!(toml::from_str::<Config>("nope = 1").is_err());
    }
}
