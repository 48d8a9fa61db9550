//! The one error type of the load generator.

use std::fmt;
use std::io;

/// Everything that can stop a client (or the whole run).
#[derive(Debug)]
pub enum Error {
    /// Bad command line.
    Usage(String),
    /// A socket error.
    Io(io::Error),
    /// The server closed the keep-alive connection before answering (the request may be retried
    /// once on a fresh connection).
    Closed,
    /// A response the load generator does not understand or did not expect.
    Protocol(String),
    /// A body that is not the JSON expected.
    Json(serde_json::Error),
}

/// `Result` with [`Error`].
pub type Result<T> = std::result::Result<T, Error>;

impl Error {
    /// A [`Error::Protocol`] from anything printable.
    pub fn protocol(message: impl Into<String>) -> Self {
        Self::Protocol(message.into())
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Usage(message) => write!(f, "usage: {message}"),
            Self::Io(err) => write!(f, "i/o: {err}"),
            Self::Closed => write!(f, "connection closed by the server"),
            Self::Protocol(message) => write!(f, "protocol: {message}"),
            Self::Json(err) => write!(f, "json: {err}"),
        }
    }
}

impl std::error::Error for Error {}

impl From<io::Error> for Error {
    fn from(err: io::Error) -> Self {
        Self::Io(err)
    }
}

impl From<serde_json::Error> for Error {
    fn from(err: serde_json::Error) -> Self {
        Self::Json(err)
    }
}
