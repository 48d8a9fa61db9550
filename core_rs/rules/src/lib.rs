//! # ginrummy-rules
//!
//! The pure rules core of ginrummy (no Python): cards, meld partitions with minimum deadwood,
//! the deal and match state machines with every rule option of `RULES.md`, and scoring.
//!
//! Modules:
//! - [`cards`]: `Card`, `CardSet` (a 52-bit set) and their text form `As 2c Td Kh`.
//! - [`melds`]: meld partitions, minimum deadwood, best discard, lay-offs.
//! - [`error`]: the one error enum, [`GinError`].

pub mod cards;
pub mod error;
pub mod melds;

pub use cards::{Card, CardSet};
pub use error::GinError;
