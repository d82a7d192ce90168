//! Real `maskhouse server` processes for tests: start one node or a whole cluster on
//! free localhost ports, stop it gracefully or with SIGKILL, wait until it answers,
//! and send it SQL over HTTP. The server's integration tests and `cluster-tests/`
//! share it. Nothing here is used by the product.
//!
//! Main types: [`Server`] (one node process), [`Cluster`] (several, configured as
//! one Raft cluster) and [`Net`] (a private network of namespaces to cut links in).
//! [`maskhouse_bin`] finds the built binary for tests outside the server's package;
//! [`require`] is the rule for a tool from outside the workspace (under CI a missing
//! one fails the test, elsewhere the test skips).

mod binary;
mod net;
mod tools;

pub use binary::{maskhouse_bin, BIN_ENV};
pub use net::Net;
pub use tools::{env_u64, in_ci, require, require_compose, require_tool, tool_missing};

use std::{
    net::TcpListener,
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    sync::Arc,
    time::{Duration, Instant},
};

/// How long a starting node may take to answer `/ping`.
const READY_TIMEOUT: Duration = Duration::from_secs(60);

/// A free TCP port on 127.0.0.1 for a node to listen on (the check's listener is
/// closed before the node binds the port).
///
/// Ports come from below the kernel's ephemeral range: a port from that range can be
/// taken, between the check and the node's bind, as the local port of any outgoing
/// connection on the machine (a test's client, a node's peer), and the node then fails
/// to start with "Address already in use". Below it only another listener can take
/// it; each process starts at a random place in the range and never hands out a port
/// twice, so test processes running side by side rarely try the same one.
pub fn free_port() -> u16 {
    use std::{
        collections::{hash_map::RandomState, HashSet},
        hash::BuildHasher,
        sync::Mutex,
    };
    static GIVEN: Mutex<Option<HashSet<u16>>> = Mutex::new(None);
    const LOW: u16 = 10_000;
    // The first port of the ephemeral range (`ip_local_port_range`), 32768 by default.
    let high = std::fs::read_to_string("/proc/sys/net/ipv4/ip_local_port_range")
        .ok()
        .and_then(|r| r.split_whitespace().next()?.parse::<u16>().ok())
        .unwrap_or(32_768);
    if high <= LOW + 1_000 {
        return TcpListener::bind("127.0.0.1:0")
            .expect("bind an ephemeral port")
            .local_addr()
            .expect("local address")
            .port();
    }
    let span = u64::from(high - LOW);
    let mut given = GIVEN.lock().expect("not poisoned");
    let given = given.get_or_insert_with(HashSet::new);
    let start = RandomState::new().hash_one(std::process::id()) % span;
    for step in 0..span {
        let port = LOW + ((start + step * 7_919) % span) as u16;
        if !given.contains(&port) && TcpListener::bind(("127.0.0.1", port)).is_ok() {
            given.insert(port);
            return port;
        }
    }
    panic!("no free port in {LOW}..{high}");
}

/// A response: status, headers (names in lower case) and body text.
#[derive(Debug, Clone)]
pub struct Reply {
    pub status: u16,
    pub body: String,
    pub headers: Vec<(String, String)>,
}

impl Reply {
    /// A reply that never came: status 0 and why.
    pub fn failed(e: impl std::fmt::Display) -> Reply {
        Reply {
            status: 0,
            body: e.to_string(),
            headers: Vec::new(),
        }
    }

    /// The first header called `name` (any case).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
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
    /// The address clients reach it at (127.0.0.1 unless it runs in a namespace).
    pub host: String,
    pub port: u16,
    pub data_dir: PathBuf,
    /// The network namespace it runs in, if any.
    netns: Option<String>,
    /// Where its stderr goes (appended); inherited when unset.
    log: Option<PathBuf>,
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
            host: "127.0.0.1".into(),
            netns: None,
            log: None,
            port: spec.http_port,
            data_dir: spec.data_dir.clone(),
            spec,
        }
    }

    fn spawn(&mut self, wait: bool) {
        let mut cmd = match &self.netns {
            Some(ns) => {
                // `ip netns exec` runs the binary in place: the pid is the node's.
                let mut cmd = Command::new("ip");
                cmd.args(["netns", "exec", ns]).arg(&self.spec.bin);
                cmd
            }
            None => Command::new(&self.spec.bin),
        };
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
            .stderr(self.stderr());
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
        if let Err(e) = self.try_wait_ready(READY_TIMEOUT) {
            panic!("{e}");
        }
    }

    /// Waits up to `timeout` until the node answers `/ping`; says why not otherwise.
    pub fn try_wait_ready(&mut self, timeout: Duration) -> Result<(), String> {
        let deadline = Instant::now() + timeout;
        while Instant::now() < deadline {
            if let Ok(r) = self.get("/ping") {
                if r.status == 200 {
                    return Ok(());
                }
            }
            if let Some(child) = self.child.as_mut() {
                if let Ok(Some(status)) = child.try_wait() {
                    return Err(format!(
                        "node on port {} exited while starting: {status}",
                        self.port
                    ));
                }
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        Err(format!(
            "node on port {} did not answer /ping within {timeout:?}",
            self.port
        ))
    }

    /// Starts a stopped or killed node again without waiting for it.
    pub fn launch(&mut self) {
        assert!(self.child.is_none(), "node is running");
        self.spawn(false);
    }

    fn stderr(&self) -> Stdio {
        let Some(path) = &self.log else {
            return Stdio::inherit();
        };
        match std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
        {
            Ok(f) => f.into(),
            Err(_) => Stdio::inherit(),
        }
    }

    /// Sends the node's stderr to `path` (appended), from its next start on.
    pub fn log_to(&mut self, path: PathBuf) {
        self.log = Some(path);
    }

    /// SIGSTOP: the process freezes, its sockets stay open.
    pub fn pause(&self) {
        self.signal("STOP");
    }

    /// SIGCONT after [`Server::pause`].
    pub fn resume(&self) {
        self.signal("CONT");
    }

    fn signal(&self, name: &str) {
        if let Some(pid) = self.pid() {
            let _ = Command::new("kill")
                .arg(format!("-{name}"))
                .arg(pid.to_string())
                .status();
        }
    }

    pub fn is_running(&mut self) -> bool {
        self.child
            .as_mut()
            .is_some_and(|c| matches!(c.try_wait(), Ok(None)))
    }

    /// The exit status of a node that exited by itself (not stopped or killed here),
    /// forgetting the process so that it can be started again.
    pub fn exited(&mut self) -> Option<std::process::ExitStatus> {
        let status = self.child.as_mut()?.try_wait().ok().flatten()?;
        self.child = None;
        Some(status)
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
        request_to(
            &self.host,
            self.port,
            method,
            path,
            headers,
            body,
            REQUEST_TIMEOUT,
        )
    }
}

/// How long a request may wait for its answer by default.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(120);

/// One HTTP request to the node on `port`.
pub fn request(
    port: u16,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> std::io::Result<Reply> {
    request_to(
        "127.0.0.1",
        port,
        method,
        path,
        headers,
        body,
        REQUEST_TIMEOUT,
    )
}

/// One HTTP request to `host:port`, giving up (an error of kind `TimedOut` or
/// `WouldBlock`) when connecting, sending or any read takes longer than `timeout`.
pub fn request_to(
    host: &str,
    port: u16,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
    timeout: Duration,
) -> std::io::Result<Reply> {
    use std::io::{Read, Write};
    let addr: std::net::SocketAddr = format!("{host}:{port}")
        .parse()
        .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidInput, e))?;
    let mut stream = std::net::TcpStream::connect_timeout(&addr, timeout)?;
    stream.set_read_timeout(Some(timeout))?;
    stream.set_write_timeout(Some(timeout))?;
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
    let headers = head
        .lines()
        .skip(1)
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    Ok(Reply {
        status,
        body,
        headers,
    })
}

/// Runs one statement on the node at `port`; a connection failure is status 0.
pub fn post_sql(port: u16, sql: &str) -> Reply {
    request(port, "POST", "/", &[], sql.as_bytes()).unwrap_or_else(Reply::failed)
}

impl Server {
    /// The raw body of a successful `POST /` (for binary formats).
    pub fn query_bytes(&self, sql: &str) -> Vec<u8> {
        use std::io::{Read, Write};
        let mut stream = std::net::TcpStream::connect((self.host.as_str(), self.port)).unwrap();
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
        self.request("POST", "/", &[], sql.as_bytes())
            .unwrap_or_else(Reply::failed)
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
    /// The private network the nodes run in, if any.
    net: Option<Arc<Net>>,
    /// Where each node's stderr goes (`node{id}.log`), if set.
    log_dir: Option<PathBuf>,
}

impl Cluster {
    /// Starts `n` nodes under `dir` (data in `dir/node{i}`) and waits until each answers
    /// and a leader is elected.
    pub fn start(bin: &Path, dir: &Path, n: usize) -> Cluster {
        Self::start_with_env(bin, dir, n, &[])
    }

    /// Like [`Cluster::start`], with extra environment variables for every node (also
    /// nodes started later); `{id}` in a value stands for the node's id.
    pub fn start_with_env(bin: &Path, dir: &Path, n: usize, env: &[(&str, &str)]) -> Cluster {
        Self::start_placed(bin, dir, n, env, None, None)
    }

    /// Like [`Cluster::start_with_env`], every node in its own namespace of `net` (when
    /// given) and its stderr in `log_dir/node{id}.log` (when given).
    pub fn start_placed(
        bin: &Path,
        dir: &Path,
        n: usize,
        env: &[(&str, &str)],
        net: Option<Arc<Net>>,
        log_dir: Option<PathBuf>,
    ) -> Cluster {
        let mut cluster = Cluster {
            nodes: Vec::new(),
            dir: dir.to_path_buf(),
            bin: bin.to_path_buf(),
            secret: "harness-secret".into(),
            members: String::new(),
            env: env
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            net,
            log_dir,
        };
        let addrs: Vec<(u64, String, u16, u16)> =
            (1..=n as u64).map(|id| cluster.address(id)).collect();
        cluster.members = addrs
            .iter()
            .map(|(id, host, http, inter)| format!("{id}@{host}:{inter}@{host}:{http}"))
            .collect::<Vec<_>>()
            .join(",");
        for (id, host, http, inter) in addrs {
            let mut s = cluster.server(id, host, http, inter);
            s.spawn(false);
            cluster.nodes.push(s);
        }
        for s in &mut cluster.nodes {
            s.wait_ready();
        }
        cluster.wait_for_leader();
        cluster
    }

    /// Node `id`'s host and ports: fixed ports on its own address in a private network,
    /// free ports on localhost otherwise.
    fn address(&self, id: u64) -> (u64, String, u16, u16) {
        match &self.net {
            Some(net) => {
                net.add_node(id)
                    .unwrap_or_else(|e| panic!("network namespace of node {id}: {e}"));
                (id, net.ip(id), 8123, 9009)
            }
            None => (id, "127.0.0.1".into(), free_port(), free_port()),
        }
    }

    fn server(&self, id: u64, host: String, http: u16, inter: u16) -> Server {
        let mut spec = self.spec(id, http, inter);
        if self.net.is_some() {
            spec.env
                .push(("MASKHOUSE_LISTEN_HOST".into(), host.clone()));
            // Clients reach the nodes from the host's address on the bridge, not from
            // loopback, where the password-less default user is allowed. The file is
            // written whole under another name and renamed into place: a node started
            // before reads it while the next node's setup writes it again, and a file
            // truncated then written would give it no users at that moment.
            let config = self.dir.join("remote-users.toml");
            std::fs::create_dir_all(&self.dir).expect("cluster directory");
            let staged = self.dir.join(format!("remote-users.toml.{id}.tmp"));
            std::fs::write(
                &staged,
                "[[users]]\nname = \"default\"\npassword = \"\"\nlocalhost_only = false\n",
            )
            .expect("write the users config");
            std::fs::rename(&staged, &config).expect("put the users config in place");
            spec.config = Some(config);
        }
        let mut s = Server::new(spec);
        s.host = host;
        s.netns = self.net.as_ref().map(|n| n.ns(id));
        s.log = self
            .log_dir
            .as_ref()
            .map(|d| d.join(format!("node{id}.log")));
        s
    }

    /// The private network the nodes run in, if any.
    pub fn net(&self) -> Option<&Arc<Net>> {
        self.net.as_ref()
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
                // Every node on one machine, as `maskhouse local` runs them.
                (
                    "MASKHOUSE_FOLLOWER_BACKGROUND_PRIORITY".into(),
                    "true".into(),
                ),
            ],
        };
        // `{id}` in a value stands for the node's id (a file of its own per node).
        spec.env.extend(
            self.env
                .iter()
                .map(|(k, v)| (k.clone(), v.replace("{id}", &id.to_string()))),
        );
        spec
    }

    /// Starts one more node, not yet a member; `SYSTEM ADD REPLICA` makes it one.
    /// Returns its id and interserver address.
    pub fn start_joining(&mut self) -> (u64, String) {
        let id = self.nodes.len() as u64 + 1;
        let (_, host, http, inter) = self.address(id);
        let mut s = self.server(id, host.clone(), http, inter);
        s.spawn(true);
        self.nodes.push(s);
        (id, format!("{host}:{inter}"))
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

#[cfg(test)]
mod port_tests {
    /// A node's port is never one an outgoing connection could take first: ports are
    /// distinct and below the ephemeral range.
    #[test]
    fn free_ports_are_distinct_and_below_the_ephemeral_range() {
        let ports: Vec<u16> = (0..50).map(|_| super::free_port()).collect();
        let mut unique = ports.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), ports.len());
        let low = std::fs::read_to_string("/proc/sys/net/ipv4/ip_local_port_range")
            .ok()
            .and_then(|r| r.split_whitespace().next()?.parse::<u16>().ok())
            .unwrap_or(32_768);
        if low > 11_000 {
            assert!(
                ports.iter().all(|&p| (10_000..low).contains(&p)),
                "{ports:?}"
            );
        }
    }
}
