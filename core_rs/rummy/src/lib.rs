//! # ginrummy-rummy
//!
//! Classic Rummy for 2 to 4 players (`docs/RULES-RUMMY.md`), no Python: a second
//! implementation of the house's [`Game`] beside Gin, on the shared `ginrummy-cards`.
//!
//! Modules:
//! - [`card`]: natural cards and the jokers `X1` `X2` ([`AnyCard`], [`AnyCards`]), the deck.
//! - [`options`]: [`RummyOptions`], every option of the rules, and its published table.
//! - [`error`]: [`RummyError`] and the refusal [`Reason`]s.
//! - [`action`]: [`Action`] and what it did, [`Resolved`], with their JSON forms.
//! - [`vocabulary`]: [`vocabulary::ACTION_KINDS`], the table of action kinds.
//! - [`meld`]: melds on the table (sets and runs with jokers), lay-offs, swaps, every meld.
//! - [`hand`]: [`Hand`], one hand as a state machine.
//! - [`observation`]: [`Observation`], what one seat may see.
//! - [`scoring`]: how a hand ends and scores, a match's standings.
//! - [`game`]: [`Match`], hands to the target.
//! - [`bots`]: bots at four levels (the expert a determinised search) and duplicate play for
//!   2 to 4 seats.
//! - [`state`]: [`Hand`] and [`Match`] as the house's [`Game`].

pub mod action;
pub mod bots;
pub mod card;
pub mod error;
pub mod game;
pub mod hand;
pub mod meld;
pub mod observation;
pub mod options;
pub mod scoring;
pub mod state;
pub mod vocabulary;

pub use action::{Action, Resolved};
pub use card::{AnyCard, AnyCards};
pub use error::{Reason, Refusal, RummyError};
pub use game::{HandRecord, Match};
pub use ginrummy_cards::game::{Game, Turn};
pub use ginrummy_cards::{BySeat, Card, CardSet, Seat, Seats};
pub use hand::{Hand, Phase};
pub use observation::Observation;
pub use options::{Aces, ReshuffleMode, RummyOptions, Scoring};
pub use scoring::{HandEnd, Stalemate, Standings};
