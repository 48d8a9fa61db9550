//! The errors of the shared primitives: card text and meld declarations. A game's own error type
//! converts from [`CardsError`] (Gin: `GinError`, variant for variant).

use thiserror::Error;

/// Cards or melds that are not what they claim to be. The message says precisely what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CardsError {
    /// Card text or a card set that does not parse, duplicates, or a deck that is not the 52
    /// cards.
    #[error("{0}")]
    InvalidCards(String),
    /// Melds that are not valid sets or runs, overlap, or use cards not in the hand.
    #[error("{0}")]
    InvalidMelds(String),
}
