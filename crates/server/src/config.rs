//! Server settings: defaults, then a TOML file, then `MASKHOUSE_*` environment
//! variables, then command-line flags.

use std::path::PathBuf;

use maskhouse_types::SubqueryLimits;
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

/// One initial voter of the cluster.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Member {
    pub id: u64,
    /// Interserver address other nodes reach it at, `host:port`.
    pub interserver: String,
    /// Its HTTP address, `host:port` (shown to users; optional).
    #[serde(default)]
    pub http: String,
}

impl Member {
    /// Parses `id@interserver[@http]`, the form of `MASKHOUSE_MEMBERS` entries.
    fn parse(text: &str) -> anyhow::Result<Self> {
        let mut fields = text.trim().split('@');
        let id = fields
            .next()
            .and_then(|f| f.parse().ok())
            .ok_or_else(|| anyhow::anyhow!("member {text:?}: expected id@host:port[@host:port]"))?;
        let interserver = fields
            .next()
            .filter(|f| !f.is_empty())
            .ok_or_else(|| anyhow::anyhow!("member {text:?}: missing interserver address"))?
            .to_string();
        let http = fields.next().unwrap_or_default().to_string();
        if fields.next().is_some() {
            anyhow::bail!("member {text:?}: expected id@host:port[@host:port]");
        }
        Ok(Member {
            id,
            interserver,
            http,
        })
    }
}

/// The default ceiling of `max_result_bytes`: 4 GiB.
pub const MAX_RESULT_BYTES_DEFAULT: u64 = 4 << 30;

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
    /// Largest request body accepted, bytes (413 beyond), except the data of an INSERT
    /// in TSV, CSV or JSONEachRow, which streams with bounded memory whatever its size
    /// (see `insert_block_bytes`). Default 1 GiB.
    pub body_bytes_max: usize,
    /// Decoded rows a streamed INSERT (TSV, CSV, JSONEachRow) holds at once; each
    /// block is sorted and written as a run, and the runs are merged into one part per
    /// partition at the end. At least 1. Default 64 MiB.
    pub insert_block_bytes: u64,
    /// Bytes of decoded columns this node keeps for the next scan of the same row
    /// groups (least recently used first); 0 keeps none and every scan decodes the
    /// files. Default 1 GiB.
    pub scan_cache_bytes: u64,
    /// Longest a query may run, milliseconds. Default 600000.
    pub query_timeout_ms: u64,
    /// Queries that may run at once on this node; more get 503. Default 100.
    pub max_concurrent_queries: usize,
    /// `max_memory_usage` of every query, bytes; 0 for none (the default). A ceiling:
    /// a query may set a lower value, never a higher one.
    pub max_memory_usage: u64,
    /// `max_result_rows` of every query; 0 for none (the default). A ceiling.
    pub max_result_rows: u64,
    /// `max_result_bytes` of every query; 0 for none. A ceiling. Default 4 GiB: a
    /// result is held in memory before it is sent, so an endless one (`SELECT number
    /// FROM system.numbers`) must stop before the node runs out of memory.
    pub max_result_bytes: u64,
    /// Rows the subqueries of one DELETE predicate (`id IN (SELECT …)`) may read,
    /// together, on the proposer and on every replica's apply; past it the DELETE
    /// fails with TOO_MANY_ROWS. At least 1. Default 10000000.
    pub subquery_rows_read_max: u64,
    /// Distinct values the set of one `IN (subquery)` of a DELETE may hold: the
    /// server's `max_rows_in_set`, which a query may lower, never raise. At least 1.
    /// Default 1000000.
    pub max_rows_in_set: u64,
    /// Bytes of those values (a string's length, a number's width): the server's
    /// `max_bytes_in_set`, likewise. At least 1. Default 134217728 (128 MiB).
    pub max_bytes_in_set: u64,
    /// Users; default: `default` without a password, from localhost only.
    pub users: Vec<User>,
    /// Shared by every node of a cluster; interserver requests without it are refused.
    /// Required when `members` names other nodes. Default: empty (a single node makes
    /// up a random one).
    pub cluster_secret: String,
    /// The cluster's initial voters. Default: this node alone. The lowest id bootstraps
    /// the cluster, once; a node joining a running cluster lists the existing members
    /// (not itself) and is added with `SYSTEM ADD REPLICA`.
    pub members: Vec<Member>,
    /// Longest a write waits for commit and apply, milliseconds. Default 300000.
    pub propose_timeout_ms: u64,
    /// Raft snapshot (and log purge) after this many entries. Default 10000.
    pub snapshot_every_entries: u64,
    /// Longest `lightweight_deletes_sync = 2` waits for every replica, ms. Default 120000.
    pub replica_wait_timeout_ms: u64,
    /// Staged parts, and parts removed by merges (kept for lagging replicas to fetch),
    /// are deleted after this many milliseconds. Default 3600000.
    pub staging_ttl_ms: u64,
    /// How often the leader looks for background merges, ms; 0 turns them off.
    /// Default 1000.
    pub merge_interval_ms: u64,
    /// How often this node compares its mask digests with the other replicas' and
    /// repairs versions that differ from the majority's, ms; 0 turns it off.
    /// Default 30000.
    pub digest_check_interval_ms: u64,
    /// Apply held on one committed entry this long, ms, marks the node `stalled` in
    /// `system.replicas` and `/metrics`. Default 600000.
    pub apply_stall_ms: u64,
    /// Whether this replica does the heavy work (DELETE evaluation, merge builds) of
    /// entries another leader proposed at the lowest CPU priority (nice +19), so that
    /// it yields the CPU to the leader's share of the same work. Helps only where
    /// replicas share a machine (`maskhouse local` turns it on); on machines of their
    /// own it only slows the followers. Default false.
    pub follower_background_priority: bool,
    /// The Linux nice value of the threads that plan and run queries (-20 to 19). Below
    /// 0, a query takes the CPU before the node's writes, apply and merges, and before
    /// the other processes of the machine, so reads keep their speed during a stream
    /// of writes. Needs the privilege to raise a priority (root or CAP_SYS_NICE);
    /// without it queries run at the process's priority and the node logs it once.
    /// `maskhouse local` sets -10. Default 0.
    pub query_nice: i32,
    /// Group commit: how long, in microseconds, the first DELETE, UPDATE or small
    /// INSERT of a log entry waits on the leader for others to share the entry. 0:
    /// it waits only while earlier entries commit (statements that arrive meanwhile
    /// share the next one). Default 0.
    pub group_commit_window_us: u64,
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
            insert_block_bytes: maskhouse_sql::INSERT_BLOCK_BYTES as u64,
            scan_cache_bytes: maskhouse_store::SCAN_COLUMNS_BYTES_DEFAULT as u64,
            query_timeout_ms: 600_000,
            max_concurrent_queries: 100,
            max_memory_usage: 0,
            max_result_rows: 0,
            max_result_bytes: MAX_RESULT_BYTES_DEFAULT,
            subquery_rows_read_max: SubqueryLimits::DEFAULT.rows_read_max,
            max_rows_in_set: SubqueryLimits::DEFAULT.set_rows_max,
            max_bytes_in_set: SubqueryLimits::DEFAULT.set_bytes_max,
            users: vec![User {
                name: "default".into(),
                password: String::new(),
                localhost_only: Some(true),
            }],
            cluster_secret: String::new(),
            members: Vec::new(),
            propose_timeout_ms: 300_000,
            snapshot_every_entries: 10_000,
            replica_wait_timeout_ms: 120_000,
            merge_interval_ms: 1_000,
            digest_check_interval_ms: 30_000,
            staging_ttl_ms: 3_600_000,
            apply_stall_ms: 600_000,
            follower_background_priority: false,
            query_nice: 0,
            group_commit_window_us: 0,
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
        if let Some(v) = get("MASKHOUSE_FOLLOWER_BACKGROUND_PRIORITY") {
            self.follower_background_priority = parse("MASKHOUSE_FOLLOWER_BACKGROUND_PRIORITY", v)?;
        }
        if let Some(v) = get("MASKHOUSE_QUERY_NICE") {
            self.query_nice = parse("MASKHOUSE_QUERY_NICE", v)?;
        }
        if let Some(v) = get("MASKHOUSE_BODY_BYTES_MAX") {
            self.body_bytes_max = parse("MASKHOUSE_BODY_BYTES_MAX", v)?;
        }
        if let Some(v) = get("MASKHOUSE_INSERT_BLOCK_BYTES") {
            self.insert_block_bytes = parse("MASKHOUSE_INSERT_BLOCK_BYTES", v)?;
        }
        if let Some(v) = get("MASKHOUSE_SCAN_CACHE_BYTES") {
            self.scan_cache_bytes = parse("MASKHOUSE_SCAN_CACHE_BYTES", v)?;
        }
        if let Some(v) = get("MASKHOUSE_QUERY_TIMEOUT_MS") {
            self.query_timeout_ms = parse("MASKHOUSE_QUERY_TIMEOUT_MS", v)?;
        }
        if let Some(v) = get("MASKHOUSE_MAX_CONCURRENT_QUERIES") {
            self.max_concurrent_queries = parse("MASKHOUSE_MAX_CONCURRENT_QUERIES", v)?;
        }
        if let Some(v) = get("MASKHOUSE_MAX_MEMORY_USAGE") {
            self.max_memory_usage = parse("MASKHOUSE_MAX_MEMORY_USAGE", v)?;
        }
        if let Some(v) = get("MASKHOUSE_MAX_RESULT_ROWS") {
            self.max_result_rows = parse("MASKHOUSE_MAX_RESULT_ROWS", v)?;
        }
        if let Some(v) = get("MASKHOUSE_MAX_RESULT_BYTES") {
            self.max_result_bytes = parse("MASKHOUSE_MAX_RESULT_BYTES", v)?;
        }
        if let Some(v) = get("MASKHOUSE_SUBQUERY_ROWS_READ_MAX") {
            self.subquery_rows_read_max = parse("MASKHOUSE_SUBQUERY_ROWS_READ_MAX", v)?;
        }
        if let Some(v) = get("MASKHOUSE_MAX_ROWS_IN_SET") {
            self.max_rows_in_set = parse("MASKHOUSE_MAX_ROWS_IN_SET", v)?;
        }
        if let Some(v) = get("MASKHOUSE_MAX_BYTES_IN_SET") {
            self.max_bytes_in_set = parse("MASKHOUSE_MAX_BYTES_IN_SET", v)?;
        }
        if let Some(v) = get("MASKHOUSE_CLUSTER_SECRET") {
            self.cluster_secret = v;
        }
        if let Some(v) = get("MASKHOUSE_MEMBERS") {
            self.members = v
                .split(',')
                .filter(|m| !m.trim().is_empty())
                .map(Member::parse)
                .collect::<anyhow::Result<_>>()?;
        }
        if let Some(v) = get("MASKHOUSE_PROPOSE_TIMEOUT_MS") {
            self.propose_timeout_ms = parse("MASKHOUSE_PROPOSE_TIMEOUT_MS", v)?;
        }
        if let Some(v) = get("MASKHOUSE_SNAPSHOT_EVERY_ENTRIES") {
            self.snapshot_every_entries = parse("MASKHOUSE_SNAPSHOT_EVERY_ENTRIES", v)?;
        }
        if let Some(v) = get("MASKHOUSE_STAGING_TTL_MS") {
            self.staging_ttl_ms = parse("MASKHOUSE_STAGING_TTL_MS", v)?;
        }
        if let Some(v) = get("MASKHOUSE_MERGE_INTERVAL_MS") {
            self.merge_interval_ms = parse("MASKHOUSE_MERGE_INTERVAL_MS", v)?;
        }
        if let Some(v) = get("MASKHOUSE_DIGEST_CHECK_INTERVAL_MS") {
            self.digest_check_interval_ms = parse("MASKHOUSE_DIGEST_CHECK_INTERVAL_MS", v)?;
        }
        if let Some(v) = get("MASKHOUSE_REPLICA_WAIT_TIMEOUT_MS") {
            self.replica_wait_timeout_ms = parse("MASKHOUSE_REPLICA_WAIT_TIMEOUT_MS", v)?;
        }
        if let Some(v) = get("MASKHOUSE_APPLY_STALL_MS") {
            self.apply_stall_ms = parse("MASKHOUSE_APPLY_STALL_MS", v)?;
        }
        if let Some(v) = get("MASKHOUSE_GROUP_COMMIT_WINDOW_US") {
            self.group_commit_window_us = parse("MASKHOUSE_GROUP_COMMIT_WINDOW_US", v)?;
        }
        Ok(())
    }

    /// Checks what the fields cannot check alone: ids unique, this node listed unless
    /// it joins, and a secret whenever there are peers.
    pub fn validate(&self) -> anyhow::Result<()> {
        let mut ids: Vec<u64> = self.members.iter().map(|m| m.id).collect();
        ids.sort_unstable();
        if ids.windows(2).any(|w| w[0] == w[1]) {
            anyhow::bail!("config: two members have the same id");
        }
        if ids.contains(&0) || self.node_id == 0 {
            anyhow::bail!("config: node ids start at 1");
        }
        if !(-20..=19).contains(&self.query_nice) {
            anyhow::bail!(
                "config: query_nice is {}; a nice value is -20 to 19",
                self.query_nice
            );
        }
        for (name, value) in [
            // A query's max_execution_time is at most this: 0 would fail every query.
            ("query_timeout_ms", self.query_timeout_ms),
            ("insert_block_bytes", self.insert_block_bytes),
            ("subquery_rows_read_max", self.subquery_rows_read_max),
            ("max_rows_in_set", self.max_rows_in_set),
            ("max_bytes_in_set", self.max_bytes_in_set),
        ] {
            // A limit of 0 would refuse everything, not lift the limit.
            if value == 0 {
                anyhow::bail!("config: {name} must be at least 1");
            }
        }
        let peers = self.members.iter().any(|m| m.id != self.node_id);
        if peers && self.cluster_secret.is_empty() {
            anyhow::bail!(
                "config: cluster_secret is required when members name other nodes \
                 (set it in the config file or MASKHOUSE_CLUSTER_SECRET, the same on every node)"
            );
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
        // Bounded everything (DESIGN §2.7): a result has a ceiling unless one is
        // configured away.
        assert_eq!(c.max_result_bytes, 4 << 30);
        assert_eq!(c.users[0].name, "bob");
        c.apply_env(|k| (k == "MASKHOUSE_HTTP_PORT").then(|| "7000".to_string()))
            .unwrap();
        assert_eq!(c.http_port, 7000);
        assert!(c
            .apply_env(|k| (k == "MASKHOUSE_HTTP_PORT").then(|| "x".to_string()))
            .is_err());
        assert!(toml::from_str::<Config>("nope = 1").is_err());
    }

    /// DESIGN §2.7: the subquery limits are bounded; 0 would refuse every subquery.
    #[test]
    fn subquery_limits_from_file_and_environment() {
        let mut c: Config = toml::from_str("max_rows_in_set = 10\n").unwrap();
        assert_eq!(
            (
                c.max_rows_in_set,
                c.max_bytes_in_set,
                c.subquery_rows_read_max
            ),
            (10, 128 << 20, 10_000_000)
        );
        c.validate().unwrap();
        c.apply_env(|k| (k == "MASKHOUSE_SUBQUERY_ROWS_READ_MAX").then(|| "0".to_string()))
            .unwrap();
        let e = c.validate().unwrap_err().to_string();
        assert!(
            e.contains("subquery_rows_read_max must be at least 1"),
            "{e}"
        );
    }

    /// The stall threshold of DESIGN §2.8's report: its documented default, from the
    /// file, then from the environment.
    #[test]
    fn apply_stall_threshold_is_a_setting() {
        assert_eq!(Config::default().apply_stall_ms, 600_000);
        let mut c: Config = toml::from_str("apply_stall_ms = 5000\n").unwrap();
        assert_eq!(c.apply_stall_ms, 5_000);
        c.apply_env(|k| (k == "MASKHOUSE_APPLY_STALL_MS").then(|| "700".to_string()))
            .unwrap();
        assert_eq!(c.apply_stall_ms, 700);
    }

    /// A real deployment (a replica per machine) does every entry's heavy work in the
    /// foreground unless told otherwise; a file or the environment turns background
    /// priority on.
    #[test]
    fn follower_background_priority_is_off_by_default() {
        assert!(!Config::default().follower_background_priority);
        let mut c: Config = toml::from_str("http_port = 9000\n").unwrap();
        assert!(!c.follower_background_priority);
        c.apply_env(|k| (k == "MASKHOUSE_FOLLOWER_BACKGROUND_PRIORITY").then(|| "true".into()))
            .unwrap();
        assert!(c.follower_background_priority);
        let c: Config = toml::from_str("follower_background_priority = true\n").unwrap();
        assert!(c.follower_background_priority);
    }

    /// Queries run at the process's priority unless the file or the environment
    /// says otherwise, and only a nice value Linux knows is accepted.
    #[test]
    fn query_nice_defaults_to_zero_and_is_checked() {
        assert_eq!(Config::default().query_nice, 0);
        let mut c: Config = toml::from_str("query_nice = -5\n").unwrap();
        assert_eq!(c.query_nice, -5);
        c.validate().unwrap();
        c.apply_env(|k| (k == "MASKHOUSE_QUERY_NICE").then(|| "-10".into()))
            .unwrap();
        assert_eq!(c.query_nice, -10);
        c.query_nice = -21;
        assert!(c.validate().is_err());
        c.query_nice = 20;
        assert!(c.validate().is_err());
    }

    #[test]
    fn members_from_file_and_environment() {
        let c: Config = toml::from_str(
            "node_id = 2\ncluster_secret = \"s\"\n[[members]]\nid = 1\ninterserver = \"a:9009\"\n\
             [[members]]\nid = 2\ninterserver = \"b:9009\"\nhttp = \"b:8123\"\n",
        )
        .unwrap();
        assert_eq!(c.members.len(), 2);
        assert_eq!(c.members[1].http, "b:8123");
        c.validate().unwrap();
        let mut c = Config::default();
        c.apply_env(|k| match k {
            "MASKHOUSE_MEMBERS" => Some("1@h:1@h:2, 2@h:3".to_string()),
            _ => None,
        })
        .unwrap();
        assert_eq!(
            c.members,
            vec![
                Member {
                    id: 1,
                    interserver: "h:1".into(),
                    http: "h:2".into()
                },
                Member {
                    id: 2,
                    interserver: "h:3".into(),
                    http: String::new()
                },
            ]
        );
        // Peers without a secret would accept anyone's Raft traffic.
        assert!(c.validate().is_err());
        c.cluster_secret = "s".into();
        c.validate().unwrap();
        assert!(c
            .apply_env(|k| (k == "MASKHOUSE_MEMBERS").then(|| "x@h:1".to_string()))
            .is_err());
    }
}
