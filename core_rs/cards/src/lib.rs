//! # ginrummy-cards
//!
//! What the card games of the house share (Gin Rummy in `ginrummy-rules`; classic Rummy next):
//!
//! - [`cards`]: `Card`, `CardSet` (a 52-bit set) and their text form `As 2c Td Kh`.
//! - [`melds`]: sets and runs, meld validation, lay-off fits, the minimum-deadwood search
//!   (the value of the cards no meld covers), the best discard and the best lay-offs.
//! - [`shuffle`]: the documented platform-independent shuffle and the seeds of a match's deals.
//! - [`deck`]: a deck order checked to be the 52 cards (what a service commits to).
//! - [`seat`]: [`Seat`], [`Seats`] (how many, a property of the game) and [`BySeat`].
//! - [`refusal`]: a refused action, its reason and message.
//! - [`options`]: the shape of a game's table of rule options.
//! - [`game`]: the [`Game`] trait (after OpenSpiel's `State`) and a check of its promises.
//! - [`vocabulary`]: the shape of a game's table of action kinds.
//! - [`error`]: [`CardsError`], the errors of cards and melds.
//! - `testing` (feature `testing`, for the games' tests): the golden-file loader, the walk of
//!   a scripted deal with its probes, and the check of an action-kind table against the serde
//!   forms.

pub mod cards;
pub mod deck;
pub mod error;
pub mod game;
pub mod melds;
pub mod options;
pub mod refusal;
pub mod seat;
pub mod shuffle;
#[cfg(feature = "testing")]
pub mod testing;
pub mod vocabulary;

pub use cards::{Card, CardSet};
pub use error::CardsError;
pub use game::{Game, Turn};
pub use seat::{BySeat, Seat, SeatError, Seats, MAX_SEATS};
pub use vocabulary::{ActionKind, Field, FieldType};
