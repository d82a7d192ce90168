//! A server process for tests: a temporary data directory, free ports, and a client.

use std::{
    net::TcpListener,
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

pub struct Server {
    child: Option<Child>,
    /// Working directory of the process; `data_dir` may be relative to it.
    cwd: Option<PathBuf>,
    pub data_dir: PathBuf,
    pub port: u16,
    interserver_port: u16,
    config: Option<PathBuf>,
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A response: status and body text.
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub body: String,
}

impl Server {
    pub fn start(data_dir: &Path) -> Server {
        Self::start_with_config(data_dir, None)
    }

    pub fn start_with_config(data_dir: &Path, config: Option<PathBuf>) -> Server {
        let mut s = Server {
            child: None,
            cwd: None,
            data_dir: data_dir.to_path_buf(),
            port: free_port(),
            interserver_port: free_port(),
            config,
        };
        s.spawn();
        s
    }

    /// Starts a server in `cwd` with the default (relative) data directory `./data`.
    pub fn start_with_defaults_in(cwd: &Path) -> Server {
        let mut s = Server {
            child: None,
            cwd: Some(cwd.to_path_buf()),
            data_dir: PathBuf::from("data"),
            port: free_port(),
            interserver_port: free_port(),
            config: None,
        };
        s.spawn();
        s
    }

    fn spawn(&mut self) {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_maskhouse"));
        if let Some(cwd) = &self.cwd {
            cmd.current_dir(cwd);
        }
        cmd.arg("server")
            .arg("--data-dir")
            .arg(&self.data_dir)
            .arg("--http-port")
            .arg(self.port.to_string())
            .arg("--interserver-port")
            .arg(self.interserver_port.to_string())
            .env("MASKHOUSE_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(Stdio::inherit());
        if let Some(c) = &self.config {
            cmd.arg("--config").arg(c);
        }
        self.child = Some(cmd.spawn().expect("start maskhouse"));
        let deadline = Instant::now() + Duration::from_secs(30);
        while Instant::now() < deadline {
            if let Ok(r) = self.get("/ping") {
                if r.status == 200 {
                    return;
                }
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("server did not answer /ping within 30 s");
    }

    /// Stops the server with SIGTERM (graceful) and starts it again on the same data.
    pub fn restart(&mut self) {
        self.stop();
        self.spawn();
    }

    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = Command::new("kill")
                .arg("-TERM")
                .arg(child.id().to_string())
                .status();
            let deadline = Instant::now() + Duration::from_secs(20);
            while Instant::now() < deadline {
                if child.try_wait().unwrap().is_some() {
                    return;
                }
                std::thread::sleep(Duration::from_millis(50));
            }
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Kills the server without warning (SIGKILL) and starts it again.
    pub fn kill_and_restart(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
        self.spawn();
    }

    fn request(
        &self,
        method: &str,
        path: &str,
        headers: &[(&str, &str)],
        body: &[u8],
    ) -> std::io::Result<Reply> {
        use std::io::{Read, Write};
        let mut stream = std::net::TcpStream::connect(("127.0.0.1", self.port))?;
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
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
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
