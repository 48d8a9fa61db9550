//! A minimal HTTP/1.1 keep-alive client on one `TcpStream`: just what the API's JSON endpoints
//! need (the server always sends `Content-Length`; anything else fails loudly).

use std::io::{self, Read, Write};
use std::net::{SocketAddr, TcpStream, ToSocketAddrs};
use std::time::Duration;

use crate::error::{Error, Result};

/// How long a request may wait for its answer before the client gives up.
const READ_TIMEOUT: Duration = Duration::from_secs(60);
/// The largest response head accepted.
const MAX_HEAD: usize = 16 * 1024;

/// A server: where to connect and what to send as `Host`.
#[derive(Debug, Clone)]
pub struct Endpoint {
    pub addr: SocketAddr,
    pub host: String,
}

impl Endpoint {
    /// Parses and resolves `http://host[:port][/]` (no path, no https).
    pub fn parse(url: &str) -> Result<Self> {
        let bad = |why: &str| Error::Usage(format!("--url {url}: {why}"));
        let rest = url
            .strip_prefix("http://")
            .ok_or_else(|| bad("only http:// URLs"))?;
        let host = rest.strip_suffix('/').unwrap_or(rest);
        if host.is_empty() || host.contains('/') {
            return Err(bad("a base URL without a path, like http://127.0.0.1:8000"));
        }
        let has_port = host
            .rsplit_once(':')
            .is_some_and(|(_, p)| !p.ends_with(']'));
        let authority = if has_port {
            host.to_owned()
        } else {
            format!("{host}:80")
        };
        let addr = authority
            .to_socket_addrs()
            .map_err(|err| bad(&err.to_string()))?
            .next()
            .ok_or_else(|| bad("does not resolve"))?;
        Ok(Self {
            addr,
            host: host.to_owned(),
        })
    }
}

/// A response: its status and its body.
#[derive(Debug)]
pub struct Response {
    pub status: u16,
    pub body: Vec<u8>,
}

impl Response {
    /// The body as text, for error messages (at most 300 bytes).
    pub fn text(&self) -> String {
        let end = self.body.len().min(300);
        String::from_utf8_lossy(&self.body[..end]).into_owned()
    }
}

/// What the head of a response says.
#[derive(Debug, PartialEq, Eq)]
pub struct Head {
    pub status: u16,
    pub content_length: usize,
    /// The server will close the connection after this response.
    pub close: bool,
}

/// The index just past the `\r\n\r\n` ending the head, if `buf` holds it all.
pub fn head_end(buf: &[u8]) -> Option<usize> {
    buf.windows(4).position(|w| w == b"\r\n\r\n").map(|i| i + 4)
}

/// Parses a response head (status line and headers, with or without the blank line).
pub fn parse_head(head: &[u8]) -> Result<Head> {
    let text = std::str::from_utf8(head).map_err(|_| Error::protocol("non-ASCII response head"))?;
    let mut lines = text.split("\r\n");
    let status_line = lines.next().unwrap_or_default();
    let mut parts = status_line.split(' ');
    let version = parts.next().unwrap_or_default();
    let status: u16 = parts
        .next()
        .and_then(|s| s.parse().ok())
        .filter(|_| version.starts_with("HTTP/1."))
        .ok_or_else(|| Error::protocol(format!("bad status line {status_line:?}")))?;
    let mut close = version == "HTTP/1.0";
    let mut content_length = None;
    for line in lines.filter(|l| !l.is_empty()) {
        let (name, value) = line
            .split_once(':')
            .ok_or_else(|| Error::protocol(format!("bad header line {line:?}")))?;
        let (name, value) = (name.trim(), value.trim());
        if name.eq_ignore_ascii_case("content-length") {
            let length = value
                .parse()
                .map_err(|_| Error::protocol(format!("bad Content-Length {value:?}")))?;
            content_length = Some(length);
        } else if name.eq_ignore_ascii_case("transfer-encoding") {
            return Err(Error::protocol(format!(
                "unsupported Transfer-Encoding {value:?}"
            )));
        } else if name.eq_ignore_ascii_case("connection") {
            close = value.eq_ignore_ascii_case("close");
        }
    }
    let bodiless = status == 204 || status == 304 || status < 200;
    let content_length = match content_length {
        Some(length) => length,
        None if bodiless => 0,
        None => {
            return Err(Error::protocol(format!(
                "HTTP {status} without Content-Length"
            )));
        }
    };
    Ok(Head {
        status,
        content_length,
        close,
    })
}

/// Writes a whole request into `out` (cleared first).
pub fn encode_request(
    out: &mut Vec<u8>,
    host: &str,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<&[u8]>,
) {
    out.clear();
    out.extend_from_slice(format!("{method} {path} HTTP/1.1\r\nHost: {host}\r\n").as_bytes());
    if let Some(token) = token {
        out.extend_from_slice(format!("Authorization: Bearer {token}\r\n").as_bytes());
    }
    match body {
        Some(body) => {
            let head = format!(
                "Content-Type: application/json\r\nContent-Length: {}\r\n\r\n",
                body.len()
            );
            out.extend_from_slice(head.as_bytes());
            out.extend_from_slice(body);
        }
        None => out.extend_from_slice(b"\r\n"),
    }
}

/// One keep-alive connection to one server, opened on first use and reopened when the server
/// closes it.
pub struct Conn {
    endpoint: Endpoint,
    stream: Option<TcpStream>,
    request: Vec<u8>,
    buf: Vec<u8>,
    chunk: Box<[u8; 16 * 1024]>,
}

impl Conn {
    /// A connection to `endpoint` (not opened yet).
    pub fn new(endpoint: Endpoint) -> Self {
        Self {
            endpoint,
            stream: None,
            request: Vec::with_capacity(1024),
            buf: Vec::with_capacity(16 * 1024),
            chunk: Box::new([0; 16 * 1024]),
        }
    }

    /// Sends one request and reads its response. If a reused connection turns out to have been
    /// closed by the server, the request is sent once more on a fresh one.
    pub fn request(
        &mut self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<&[u8]>,
    ) -> Result<Response> {
        encode_request(
            &mut self.request,
            &self.endpoint.host,
            method,
            path,
            token,
            body,
        );
        let reused = self.stream.is_some();
        match self.exchange() {
            Err(Error::Closed) if reused => self.exchange(),
            outcome => outcome,
        }
    }

    /// Writes the encoded request and reads the answer; drops the connection on any error.
    fn exchange(&mut self) -> Result<Response> {
        let outcome = self.write_request().and_then(|()| self.read_response());
        if outcome.is_err() {
            self.stream = None;
        }
        outcome
    }

    /// The open stream, connecting first if needed.
    fn stream(&mut self) -> Result<&mut TcpStream> {
        if self.stream.is_none() {
            let stream = TcpStream::connect(self.endpoint.addr)?;
            stream.set_nodelay(true)?;
            stream.set_read_timeout(Some(READ_TIMEOUT))?;
            self.stream = Some(stream);
        }
        Ok(self.stream.as_mut().expect("connected above"))
    }

    /// Writes the request in one `write_all`.
    fn write_request(&mut self) -> Result<()> {
        let request = std::mem::take(&mut self.request);
        let written = self
            .stream()
            .and_then(|s| s.write_all(&request).map_err(closed_or_io));
        self.request = request;
        written
    }

    /// Reads one response: head, then exactly `Content-Length` bytes of body.
    fn read_response(&mut self) -> Result<Response> {
        self.buf.clear();
        let end = loop {
            if let Some(end) = head_end(&self.buf) {
                break end;
            }
            if self.buf.len() > MAX_HEAD {
                return Err(Error::protocol("response head too large"));
            }
            if self.fill()? == 0 {
                return Err(if self.buf.is_empty() {
                    Error::Closed
                } else {
                    Error::protocol("connection closed inside a response head")
                });
            }
        };
        let head = parse_head(&self.buf[..end])?;
        let total = end + head.content_length;
        while self.buf.len() < total {
            if self.fill()? == 0 {
                return Err(Error::protocol("connection closed inside a response body"));
            }
        }
        if self.buf.len() > total {
            return Err(Error::protocol("unexpected bytes after a response"));
        }
        if head.close {
            self.stream = None;
        }
        let body = self.buf[end..total].to_vec();
        Ok(Response {
            status: head.status,
            body,
        })
    }

    /// Appends what one `read` returns to the buffer; the number of bytes (0 at end of stream).
    fn fill(&mut self) -> Result<usize> {
        let stream = self.stream.as_mut().ok_or(Error::Closed)?;
        loop {
            match stream.read(&mut self.chunk[..]) {
                Ok(n) => {
                    self.buf.extend_from_slice(&self.chunk[..n]);
                    return Ok(n);
                }
                Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
                Err(err) if self.buf.is_empty() => return Err(closed_or_io(err)),
                Err(err) => return Err(err.into()),
            }
        }
    }
}

/// [`Error::Closed`] for the errors of a socket the peer has closed, else [`Error::Io`].
fn closed_or_io(err: io::Error) -> Error {
    match err.kind() {
        io::ErrorKind::BrokenPipe
        | io::ErrorKind::ConnectionReset
        | io::ErrorKind::ConnectionAborted => Error::Closed,
        _ => Error::Io(err),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_response_head() {
        let raw = b"HTTP/1.1 201 Created\r\ncontent-type: application/json\r\n\
                    Content-Length: 42\r\n\r\n{\"token\": ...";
        let end = head_end(raw).unwrap();
        assert_eq!(&raw[end..end + 2], b"{\"");
        let head = parse_head(&raw[..end]).unwrap();
        assert_eq!(
            head,
            Head {
                status: 201,
                content_length: 42,
                close: false
            }
        );

        let head =
            parse_head(b"HTTP/1.1 409 Conflict\r\nconnection: close\r\ncontent-length: 0").unwrap();
        assert_eq!(
            head,
            Head {
                status: 409,
                content_length: 0,
                close: true
            }
        );
        assert_eq!(
            parse_head(b"HTTP/1.1 204 No Content\r\n\r\n")
                .unwrap()
                .content_length,
            0
        );
    }

    #[test]
    fn rejects_what_it_cannot_read() {
        assert!(head_end(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n").is_none());
        assert!(parse_head(b"HTTP/1.1 200 OK\r\n\r\n").is_err());
        assert!(parse_head(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n").is_err());
        assert!(parse_head(b"SPDY 200\r\nContent-Length: 2\r\n\r\n").is_err());
        assert!(parse_head(b"HTTP/1.1 abc\r\nContent-Length: 2\r\n\r\n").is_err());
    }

    #[test]
    fn encodes_a_request() {
        let mut out = Vec::new();
        encode_request(&mut out, "h:1", "POST", "/p", Some("tok"), Some(b"{}"));
        assert_eq!(
            out,
            b"POST /p HTTP/1.1\r\nHost: h:1\r\nAuthorization: Bearer tok\r\n\
              Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}"
        );
        encode_request(&mut out, "h:1", "GET", "/m", None, None);
        assert_eq!(out, b"GET /m HTTP/1.1\r\nHost: h:1\r\n\r\n");
    }

    /// A server answering one request per connection, then closing it.
    fn one_shot_server(connections: usize) -> Endpoint {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        std::thread::spawn(move || {
            for (n, stream) in listener.incoming().take(connections).enumerate() {
                let mut stream = stream.unwrap();
                let mut request = Vec::new();
                while head_end(&request).is_none() {
                    let mut byte = [0; 1];
                    stream.read_exact(&mut byte).unwrap();
                    request.push(byte[0]);
                }
                let body = format!("{{\"n\":{n}}}");
                let response = format!(
                    "HTTP/1.1 200 OK\r\ncontent-length: {}\r\n\r\n{body}",
                    body.len()
                );
                stream.write_all(response.as_bytes()).unwrap();
            }
        });
        Endpoint {
            addr,
            host: addr.to_string(),
        }
    }

    #[test]
    fn reconnects_once_when_the_server_closed_the_connection() {
        let mut conn = Conn::new(one_shot_server(2));
        let first = conn.request("GET", "/a", None, None).unwrap();
        assert_eq!(
            (first.status, first.body.as_slice()),
            (200, &b"{\"n\":0}"[..])
        );
        std::thread::sleep(Duration::from_millis(50));
        let second = conn.request("GET", "/b", None, None).unwrap();
        assert_eq!(second.body, b"{\"n\":1}");
    }

    #[test]
    fn parses_urls() {
        let endpoint = Endpoint::parse("http://127.0.0.1:8123/").unwrap();
        assert_eq!(endpoint.addr, "127.0.0.1:8123".parse().unwrap());
        assert_eq!(endpoint.host, "127.0.0.1:8123");
        assert_eq!(Endpoint::parse("http://127.0.0.1").unwrap().addr.port(), 80);
        assert!(Endpoint::parse("https://127.0.0.1:1").is_err());
        assert!(Endpoint::parse("http://127.0.0.1:1/api").is_err());
    }
}
