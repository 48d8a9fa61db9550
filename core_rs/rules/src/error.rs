//! The one error type of the rules core. Every fallible function returns `Result<_, GinError>`;
//! the Python binding maps each variant to its own exception class.

use thiserror::Error;

/// Everything that can go wrong in the rules core. The message says precisely what was wrong.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GinError {
    /// Card text or a card set that does not parse, or duplicates (`InvalidCardsError`).
    #[error("{0}")]
    InvalidCards(String),
    /// Melds that are not valid sets or runs, overlap, or use cards not in the hand
    /// (`InvalidMeldsError`).
    #[error("{0}")]
    InvalidMelds(String),
    /// An action that the rules do not allow in this state (`IllegalActionError`).
    #[error("{0}")]
    IllegalAction(String),
    /// Rule options out of range or inconsistent (`InvalidRulesError`).
    #[error("{0}")]
    InvalidRules(String),
    /// A serialized state or observation that does not parse or is inconsistent
    /// (`InvalidStateError`).
    #[error("{0}")]
    InvalidState(String),
}

/// Shorthand for results of the rules core.
pub type Result<T, E = GinError> = std::result::Result<T, E>;
