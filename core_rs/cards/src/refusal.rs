//! A refused action of any game: a machine-readable reason (each game's own enum of stable
//! codes) and the precise message, written only from what the acting seat may see. Gin's
//! `ginrummy_rules::Refusal` and classic Rummy's `ginrummy_rummy::Refusal` are this type with
//! their reasons.

use std::fmt;

/// A refused action: why (`reason`) and the precise message. Displays as the message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal<R> {
    /// The machine-readable reason.
    pub reason: R,
    /// The human-readable message, from the acting seat's information only.
    pub message: String,
}

impl<R> fmt::Display for Refusal<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}
