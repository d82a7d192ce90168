//! Real `maskhouse server` processes for tests: start one node or a whole cluster on
//! free localhost ports, stop it gracefully or with SIGKILL, wait until it answers,
//! and send it SQL over HTTP. The server's integration tests and `cluster-tests/`
//! share it. Nothing here is used by the product.
//!
//! Main types: [`Server`] (one node process) and [`Cluster`] (several, configured as
//! one Raft cluster).

use std::{
    net::TcpListener,
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

/// How long a starting node may take to answer `/ping`.
const READY_TIMEOUT: Duration = Duration::from_secs(60);

/// A free TCP port on 127.0.0.1 (the listener is closed before the port is used).
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .expect("bind an ephemeral port")
        .local_addr()
        .expect("local address")
        .port()
}

/// A response: status and body text.
#[derive(Debug, Clone)]
pub struct Reply {
    pub status: u16,
    pub body: String,
}

/// How to start one node.
#[derive(Clone, Debug)]
pub struct Spec {
    pub bin: PathBuf,
    /// Working directory of the process; `data_dir` may be relative to it.
    pub cwd: Option<PathBuf>,
    pub data_dir: PathBuf,
    pub http_port: u16,
    pub interserver_port: u16,
    pub config: Option<PathBuf>,
    /// Extra environment variables.
    pub env: Vec<(String, String)>,
}

/// One `maskhouse server` process.
pub struct Server {
    child: Option<Child>,
    pub spec: Spec,
    pub port: u16,
    pub data_dir: PathBuf,
}

impl Server {
    /// Starts a node and waits until it answers `/ping`.
    pub fn start(spec: Spec) -> Server {
        let mut s = Server::new(spec);
        s.spawn(true);
        s
    }

    /// Starts a node without waiting for it (a cluster's nodes need each other).
    fn new(spec: Spec) -> Server {
        Server {
            child: None,
            port: spec.http_port,
            data_dir: spec.data_dir.clone(),
            spec,
        }
    }

    fn spawn(&mut self, wait: bool) {
        let mut cmd = Command::new(&self.spec.bin);
        if let Some(cwd) = &self.spec.cwd {
            cmd.current_dir(cwd);
        }
        cmd.arg("server")
            .arg("--data-dir")
            .arg(&self.spec.data_dir)
            .arg("--http-port")
            .arg(self.spec.http_port.to_string())
            .arg("--interserver-port")
            .arg(self.spec.interserver_port.to_string())
            .env(
                "MASKHOUSE_LOG",
                std::env::var("MASKHOUSE_LOG").unwrap_or("warn".into()),
            )
            .stdout(Stdio::null())
            .stderr(Stdio::inherit());
        for (k, v) in &self.spec.env {
            cmd.env(k, v);
        }
        if let Some(c) = &self.spec.config {
            cmd.arg("--config").arg(c);
        }
        self.child = Some(cmd.spawn().expect("start maskhouse"));
        if wait {
            self.wait_ready();
        }
    }

    /// Waits until the node answers `/ping`; panics after a minute.
    pub fn wait_ready(&mut self) {
        let deadline = Instant::now() + READY_TIMEOUT;
        while Instant::now() < deadline {
            if let Ok(r) = self.get("/ping") {
                if r.status == 200 {
                    return;
                }
            }
            if let Some(child) = self.child.as_mut() {
                if let Ok(Some(status)) = child.try_wait() {
                    panic!("node on port {} exited while starting: {status}", self.port);
                }
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!(
            "node on port {} did not answer /ping within a minute",
            self.port
        );
    }

    pub fn is_running(&mut self) -> bool {
        self.child
            .as_mut()
            .is_some_and(|c| matches!(c.try_wait(), Ok(None)))
    }

    /// The process id, while running.
    pub fn pid(&self) -> Option<u32> {
        self.child.as_ref().map(Child::id)
    }

    /// Stops the node with SIGTERM (graceful) and starts it again on the same data.
    pub fn restart(&mut self) {
        self.stop();
        self.spawn(true);
    }

    /// Starts a stopped or killed node again.
    pub fn start_again(&mut self) {
        assert!(self.child.is_none(), "node is running");
        self.spawn(true);
    }

    /// SIGTERM, then SIGKILL after 20 s.
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = Command::new("kill")
                .arg("-TERM")
                .arg(child.id().to_string())
                .status();
            let deadline = Instant::now() + Duration::from_secs(20);
            while Instant::now() < deadline {
                if !matches!(child.try_wait(), Ok(None)) {
                    return;
                }
                std::thread::sleep(Duration::from_millis(50));
            }
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// SIGKILL: no shutdown, no flush.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Kills the node without warning (SIGKILL) and starts it again.
    pub fn kill_and_restart(&mut self) {
        self.kill();
        self.spawn(true);
    }

    fn request(
        &self,
        method: &str,
        path: &str,
        headers: &[(&str, &str)],
        body: &[u8],
    ) -> std::io::Result<Reply> {
        request(self.port, method, path, headers, body)
    }
}

/// One HTTP request to the node on `port`.
pub fn request(
    port: u16,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> std::io::Result<Reply> {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port))?;
    stream.set_read_timeout(Some(Duration::from_secs(120)))?;
    let mut head = format!("{method} {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: {}\r\n", body.len());
    for (k, v) in headers {
        head += &format!("{k}: {v}\r\n");
    }
    head += "\r\n";
    stream.write_all(head.as_bytes())?;
    stream.write_all(body)?;
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw)?;
    let text = String::from_utf8_lossy(&raw).into_owned();
    let (head, rest) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let chunked = head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked");
    let body = if chunked {
        dechunk(rest)
    } else {
        rest.to_string()
    };
    Ok(Reply { status, body })
}

/// Runs one statement on the node at `port`; a connection failure is status 0.
pub fn post_sql(port: u16, sql: &str) -> Reply {
    request(port, "POST", "/", &[], sql.as_bytes()).unwrap_or_else(|e| Reply {
        status: 0,
        body: e.to_string(),
    })
}

impl Server {
    /// The raw body of a successful `POST /` (for binary formats).
    pub fn query_bytes(&self, sql: &str) -> Vec<u8> {
        use std::io::{Read, Write};
        let mut stream = std::net::TcpStream::connect(("127.0.0.1", self.port)).unwrap();
        let head = format!(
            "POST / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: {}\r\n\r\n",
            sql.len()
        );
        stream.write_all(head.as_bytes()).unwrap();
        stream.write_all(sql.as_bytes()).unwrap();
        let mut raw = Vec::new();
        stream.read_to_end(&mut raw).unwrap();
        let at = raw.windows(4).position(|w| w == b"\r\n\r\n").unwrap() + 4;
        let head = String::from_utf8_lossy(&raw[..at]).to_ascii_lowercase();
        assert!(head.starts_with("http/1.1 200"), "{head}");
        assert!(
            !head.contains("transfer-encoding: chunked"),
            "chunked binary bodies are not decoded here"
        );
        raw[at..].to_vec()
    }

    pub fn get(&self, path: &str) -> std::io::Result<Reply> {
        self.request("GET", path, &[], b"")
    }

    pub fn post(&self, path: &str, headers: &[(&str, &str)], body: &[u8]) -> Reply {
        self.request("POST", path, headers, body)
            .expect("HTTP request")
    }

    /// Runs one statement as the body of `POST /`; a connection failure is status 0.
    pub fn try_query(&self, sql: &str) -> Reply {
        post_sql(self.port, sql)
    }

    /// Runs one statement as the body of `POST /`.
    pub fn query(&self, sql: &str) -> Reply {
        self.post("/", &[], sql.as_bytes())
    }

    /// Runs one statement that must succeed; returns its output.
    pub fn ok(&self, sql: &str) -> String {
        let r = self.query(sql);
        assert_eq!(r.status, 200, "{sql}: {}", r.body);
        r.body
    }
}

fn dechunk(mut s: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = s.split_once("\r\n") {
        let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if n == 0 || rest.len() < n {
            break;
        }
        out.push_str(&rest[..n]);
        s = rest[n..].strip_prefix("\r\n").unwrap_or(&rest[n..]);
    }
    out
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Percent-encodes a query for a URL.
pub fn encode(q: &str) -> String {
    q.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// Several nodes configured as one cluster: node `i` (1-based) is `nodes[i - 1]`.
pub struct Cluster {
    pub nodes: Vec<Server>,
    pub dir: PathBuf,
    bin: PathBuf,
    secret: String,
    members: String,
    /// Extra environment of every node.
    env: Vec<(String, String)>,
}

impl Cluster {
    /// Starts `n` nodes under `dir` (data in `dir/node{i}`) and waits until each answers
    /// and a leader is elected.
    pub fn start(bin: &Path, dir: &Path, n: usize) -> Cluster {
        Self::start_with_env(bin, dir, n, &[])
    }

    /// Like [`Cluster::start`], with extra environment variables for every node (also
    /// nodes started later).
    pub fn start_with_env(bin: &Path, dir: &Path, n: usize, env: &[(&str, &str)]) -> Cluster {
        let ports: Vec<(u16, u16)> = (0..n).map(|_| (free_port(), free_port())).collect();
        let members = ports
            .iter()
            .enumerate()
            .map(|(i, (http, inter))| format!("{}@127.0.0.1:{inter}@127.0.0.1:{http}", i + 1))
            .collect::<Vec<_>>()
            .join(",");
        let mut cluster = Cluster {
            nodes: Vec::new(),
            dir: dir.to_path_buf(),
            bin: bin.to_path_buf(),
            secret: "harness-secret".into(),
            members,
            env: env
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        };
        for (i, (http, inter)) in ports.into_iter().enumerate() {
            let spec = cluster.spec(i as u64 + 1, http, inter);
            let mut s = Server::new(spec);
            s.spawn(false);
            cluster.nodes.push(s);
        }
        for s in &mut cluster.nodes {
            s.wait_ready();
        }
        cluster.wait_for_leader();
        cluster
    }

    fn spec(&self, id: u64, http: u16, inter: u16) -> Spec {
        let mut spec = Spec {
            bin: self.bin.clone(),
            cwd: None,
            data_dir: self.dir.join(format!("node{id}")),
            http_port: http,
            interserver_port: inter,
            config: None,
            env: vec![
                ("MASKHOUSE_NODE_ID".into(), id.to_string()),
                ("MASKHOUSE_CLUSTER_SECRET".into(), self.secret.clone()),
                // A joining node names the initial members, not itself, so it never
                // bootstraps a cluster of its own.
                ("MASKHOUSE_MEMBERS".into(), self.members.clone()),
                // Merge often, so that tests see merges interleave with everything else.
                ("MASKHOUSE_MERGE_INTERVAL_MS".into(), "1000".into()),
            ],
        };
        spec.env.extend(self.env.iter().cloned());
        spec
    }

    /// Starts one more node, not yet a member; `SYSTEM ADD REPLICA` makes it one.
    /// Returns its id and interserver address.
    pub fn start_joining(&mut self) -> (u64, String) {
        let id = self.nodes.len() as u64 + 1;
        let (http, inter) = (free_port(), free_port());
        let s = Server::start(self.spec(id, http, inter));
        self.nodes.push(s);
        (id, format!("127.0.0.1:{inter}"))
    }

    pub fn node(&self, id: u64) -> &Server {
        &self.nodes[id as usize - 1]
    }

    pub fn node_mut(&mut self, id: u64) -> &mut Server {
        &mut self.nodes[id as usize - 1]
    }

    /// The leader's id as the running nodes report it in system.replicas.
    pub fn leader(&mut self) -> Option<u64> {
        for s in self.nodes.iter_mut().filter(|s| s.child.is_some()) {
            // Every row carries its node's view of the leader; the answering node's own
            // row needs no round trip, so a slow peer does not hide the leader.
            let r = s.try_query(
                "SELECT max(leader) FROM system.replicas WHERE leader > 0 SETTINGS read_consistency = 'local'",
            );
            if r.status == 200 {
                if let Ok(id) = r.body.trim().parse::<u64>() {
                    if id > 0 {
                        return Some(id);
                    }
                }
            }
        }
        None
    }

    /// Waits up to 30 s for a leader.
    pub fn wait_for_leader(&mut self) -> u64 {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            if let Some(l) = self.leader() {
                return l;
            }
            assert!(Instant::now() < deadline, "no leader within 30 s");
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// Polls `sql` on every running node until each answers `expected`, or panics
    /// after `timeout` with the last answers.
    pub fn wait_all(&mut self, timeout: Duration, sql: &str, expected: &str) {
        let deadline = Instant::now() + timeout;
        loop {
            let answers: Vec<(usize, Reply)> = self
                .nodes
                .iter_mut()
                .enumerate()
                .filter(|(_, s)| s.child.is_some())
                .map(|(i, s)| (i + 1, s.try_query(sql)))
                .collect();
            if answers
                .iter()
                .all(|(_, r)| r.status == 200 && r.body == expected)
            {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "{sql}: expected {expected:?} on every node, got {answers:?}"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}
