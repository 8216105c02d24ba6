//! A Server-Sent Events reader over a raw socket, for ten thousand
//! subscribers: [`Sse`] is one socket and two small buffers, undoes the
//! chunked framing actix-web streams with, and hands back each frame's
//! `id:`, `event:` and `data:` lines. Anything it does not expect fails
//! loudly.

use std::net::SocketAddr;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::common::wire::{MAX_HEADERS, request};

/// One frame of an event stream (comments are skipped).
#[derive(Debug, Default)]
pub(crate) struct Frame {
    /// `id:`, when it is a number.
    pub(crate) id: Option<u64>,
    /// `event:`.
    pub(crate) event: String,
    /// `data:`.
    pub(crate) data: String,
}

/// An open Server-Sent Events stream.
pub(crate) struct Sse {
    stream: TcpStream,
    /// Bytes read, not yet unchunked.
    raw: Vec<u8>,
    /// Unchunked stream text, not yet split into frames.
    text: Vec<u8>,
}

impl Sse {
    /// Opens `path` with `bearer` (the whole `Authorization` value): the
    /// stream once its `200` head is read.
    pub(crate) async fn open(addr: SocketAddr, path: &str, bearer: &str) -> Sse {
        let mut stream = TcpStream::connect(addr).await.expect("connect to the server");
        stream.set_nodelay(true).expect("TCP_NODELAY");
        let mut out = Vec::with_capacity(256);
        let headers = [("authorization", bearer), ("accept", "text/event-stream")];
        request(&mut out, addr, "GET", path, &headers, None);
        stream.write_all(&out).await.expect("send the request");
        let mut raw = Vec::with_capacity(1024);
        loop {
            let n = stream.read_buf(&mut raw).await.expect("read the stream's head");
            assert!(n > 0, "the server closed the stream before its head");
            let mut headers = [httparse::EMPTY_HEADER; MAX_HEADERS];
            let mut head = httparse::Response::new(&mut headers);
            if let httparse::Status::Complete(len) = head.parse(&raw).expect("an HTTP head") {
                let status = head.code.expect("a status");
                assert_eq!(status, 200, "{path}: {}", String::from_utf8_lossy(&raw));
                let chunked = head.headers.iter().any(|h| {
                    h.name.eq_ignore_ascii_case("transfer-encoding")
                        && h.value.eq_ignore_ascii_case(b"chunked")
                });
                assert!(chunked, "an event stream is chunked: {}", String::from_utf8_lossy(&raw));
                raw.drain(..len);
                return Sse { stream, raw, text: Vec::with_capacity(512) };
            }
        }
    }

    /// The next frame with at least one field; `None` when the server ends
    /// the stream.
    pub(crate) async fn next_frame(&mut self) -> Option<Frame> {
        loop {
            if let Some(end) = memchr::memmem::find(&self.text, b"\n\n") {
                let frame = parse_frame(&self.text[..end]);
                self.text.drain(..end + 2);
                if let Some(frame) = frame {
                    return Some(frame);
                }
                continue;
            }
            if self.unchunk()? {
                continue;
            }
            let n = self.stream.read_buf(&mut self.raw).await.ok()?;
            if n == 0 {
                return None;
            }
        }
    }

    /// Moves every whole chunk from `raw` to `text`: whether any moved;
    /// `None` at the last (empty) chunk.
    fn unchunk(&mut self) -> Option<bool> {
        let mut moved = false;
        loop {
            let Some(line_end) = memchr::memmem::find(&self.raw, b"\r\n") else {
                return Some(moved);
            };
            let size_text = std::str::from_utf8(&self.raw[..line_end]).expect("a chunk size");
            let size_text = size_text.split(';').next().unwrap_or_default().trim();
            let size = usize::from_str_radix(size_text, 16).expect("a hexadecimal chunk size");
            if size == 0 {
                return None;
            }
            let start = line_end + 2;
            if self.raw.len() < start + size + 2 {
                return Some(moved);
            }
            self.text.extend_from_slice(&self.raw[start..start + size]);
            self.raw.drain(..start + size + 2);
            moved = true;
        }
    }
}

/// A frame's fields, or `None` for a comment alone.
fn parse_frame(text: &[u8]) -> Option<Frame> {
    let text = std::str::from_utf8(text).expect("UTF-8 frames");
    let mut frame = Frame::default();
    let mut any = false;
    for line in text.lines() {
        if let Some(id) = line.strip_prefix("id: ") {
            frame.id = id.trim().parse().ok();
            any = true;
        } else if let Some(event) = line.strip_prefix("event: ") {
            event.clone_into(&mut frame.event);
            any = true;
        } else if let Some(data) = line.strip_prefix("data: ") {
            data.clone_into(&mut frame.data);
            any = true;
        }
    }
    any.then_some(frame)
}
