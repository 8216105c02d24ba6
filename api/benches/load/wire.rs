//! A lean HTTP/1.1 client for the load benchmark: one keep-alive connection
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
const MAX_HEADERS: usize = 32;

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

impl Conn {
    pub(crate) async fn connect(addr: SocketAddr) -> Conn {
        let stream = TcpStream::connect(addr).await.expect("connect to the server");
        stream.set_nodelay(true).expect("TCP_NODELAY");
        Conn { addr, stream, out: Vec::with_capacity(1024), buf: Vec::with_capacity(16 * 1024) }
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
        use std::io::Write as _;
        self.out.clear();
        write!(self.out, "{method} {path} HTTP/1.1\r\nhost: {}\r\n", self.addr).expect("write");
        for (name, value) in headers {
            write!(self.out, "{name}: {value}\r\n").expect("write");
        }
        match body {
            Some(b) => {
                write!(
                    self.out,
                    "content-type: application/json\r\ncontent-length: {}\r\n\r\n",
                    b.len()
                )
                .expect("write");
                self.out.extend_from_slice(b);
            }
            None => self.out.extend_from_slice(b"content-length: 0\r\n\r\n"),
        }
        self.stream.write_all(&self.out).await.expect("send the request");
        self.read_answer().await
    }

    async fn read_answer(&mut self) -> Answer {
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
                    return Answer { status, etag, body };
                }
                httparse::Status::Partial => self.fill().await,
            }
        }
    }

    async fn fill(&mut self) {
        let n = self.stream.read_buf(&mut self.buf).await.expect("read the answer");
        assert!(n > 0, "the server closed the connection mid-answer");
    }
}
