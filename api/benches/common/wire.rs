//! A lean HTTP/1.1 client for the benchmarks: one keep-alive connection
//! per simulated client, one request at a time, parsed with `httparse`.
//!
//! The clients share the two cores with the server and the database, so
//! every cycle they spend is a cycle the server does not get; a pooled
//! general-purpose client (URL parsing, header maps, a pool and a
//! connection task per request) cost about a sixth of the machine. This
//! one writes a request into a reused buffer and reads the answer back,
//! which is what `wrk`-style load generators do. It checks what it relies
//! on: a status line, a `Content-Length` body (the server never chunks a
//! sized answer), and it refuses anything else loudly.

use std::net::SocketAddr;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// Headers read from an answer at most.
pub(crate) const MAX_HEADERS: usize = 32;

/// One answer: the status, the `ETag` if any, and the body.
pub(crate) struct Answer {
    pub(crate) status: u16,
    pub(crate) etag: Option<String>,
    pub(crate) body: Vec<u8>,
}

/// One keep-alive connection to the server.
pub(crate) struct Conn {
    addr: SocketAddr,
    stream: TcpStream,
    out: Vec<u8>,
    buf: Vec<u8>,
}

/// Writes a request head (and body) into `out`.
pub(crate) fn request(
    out: &mut Vec<u8>,
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: Option<&[u8]>,
) {
    use std::io::Write as _;
    out.clear();
    write!(out, "{method} {path} HTTP/1.1\r\nhost: {addr}\r\n").expect("write");
    for (name, value) in headers {
        write!(out, "{name}: {value}\r\n").expect("write");
    }
    match body {
        Some(b) => {
            write!(out, "content-type: application/json\r\ncontent-length: {}\r\n\r\n", b.len())
                .expect("write");
            out.extend_from_slice(b);
        }
        None => out.extend_from_slice(b"content-length: 0\r\n\r\n"),
    }
}

impl Conn {
    pub(crate) async fn connect(addr: SocketAddr) -> Conn {
        let stream = TcpStream::connect(addr).await.expect("connect to the server");
        stream.set_nodelay(true).expect("TCP_NODELAY");
        Conn { addr, stream, out: Vec::with_capacity(512), buf: Vec::with_capacity(4 * 1024) }
    }

    /// Sends one request and reads its whole answer. `headers` are extra
    /// `(name, value)` pairs; a body is sent as JSON.
    pub(crate) async fn send(
        &mut self,
        method: &str,
        path: &str,
        headers: &[(&str, &str)],
        body: Option<&[u8]>,
    ) -> Answer {
        request(&mut self.out, self.addr, method, path, headers, body);
        self.exchange(None).await
    }

    /// Sends the request in `out` and reads its answer. A connection the
    /// server closed while it was idle (actix-web's keep-alive is 5 s) is
    /// opened again and the request sent once more: nothing of it was read.
    async fn exchange(&mut self, sent: Option<&std::sync::atomic::AtomicUsize>) -> Answer {
        let count = || {
            if let Some(sent) = sent {
                sent.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            }
        };
        let written = self.stream.write_all(&self.out).await.is_ok();
        if written {
            count();
            if let Some(answer) = self.read_answer().await {
                return answer;
            }
        }
        let stream = TcpStream::connect(self.addr).await.expect("connect to the server");
        stream.set_nodelay(true).expect("TCP_NODELAY");
        self.stream = stream;
        self.stream.write_all(&self.out).await.expect("send the request");
        if !written {
            count();
        }
        self.read_answer().await.expect("an answer on a new connection")
    }

    /// As [`Conn::send`] without a body, counting the request in `sent`
    /// (when given) once it is written: a long-poll's sender knows it is
    /// out while its answer is still held.
    pub(crate) async fn send_counted(
        &mut self,
        method: &str,
        path: &str,
        headers: &[(&str, &str)],
        sent: Option<&std::sync::atomic::AtomicUsize>,
    ) -> Answer {
        request(&mut self.out, self.addr, method, path, headers, None);
        self.exchange(sent).await
    }

    /// The whole answer; `None` when the connection was closed (or reset)
    /// before any of it came.
    async fn read_answer(&mut self) -> Option<Answer> {
        self.buf.clear();
        loop {
            let mut headers = [httparse::EMPTY_HEADER; MAX_HEADERS];
            let mut head = httparse::Response::new(&mut headers);
            match head.parse(&self.buf).expect("a well-formed HTTP answer") {
                httparse::Status::Complete(head_len) => {
                    let status = head.code.expect("a status code");
                    let mut length = 0;
                    let mut etag = None;
                    for h in head.headers.iter() {
                        if h.name.eq_ignore_ascii_case("content-length") {
                            length = std::str::from_utf8(h.value)
                                .ok()
                                .and_then(|v| v.trim().parse::<usize>().ok())
                                .expect("a numeric Content-Length");
                        } else if h.name.eq_ignore_ascii_case("etag") {
                            etag = Some(String::from_utf8_lossy(h.value).into_owned());
                        } else if h.name.eq_ignore_ascii_case("transfer-encoding") {
                            panic!("the server chunked a sized answer");
                        }
                    }
                    while self.buf.len() < head_len + length {
                        self.fill().await;
                    }
                    assert_eq!(self.buf.len(), head_len + length, "one answer per request");
                    let body = self.buf.split_off(head_len);
                    return Some(Answer { status, etag, body });
                }
                httparse::Status::Partial => {
                    let n = self.stream.read_buf(&mut self.buf).await;
                    match n {
                        Ok(0) | Err(_) if self.buf.is_empty() => return None,
                        Ok(n) => assert!(n > 0, "the server closed the connection mid-answer"),
                        Err(e) => panic!("read the answer: {e}"),
                    }
                }
            }
        }
    }

    async fn fill(&mut self) {
        let n = self.stream.read_buf(&mut self.buf).await.expect("read the answer");
        assert!(n > 0, "the server closed the connection mid-answer");
    }
}
