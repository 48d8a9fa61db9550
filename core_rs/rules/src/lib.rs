//! # ginrummy-rules
//!
//! The pure rules core of ginrummy (no Python): cards, meld partitions with minimum deadwood,
//! the deal and match state machines with every rule option of `RULES.md`, and scoring.
//!
//! Modules:
//! - [`cards`]: `Card`, `CardSet` (a 52-bit set) and their text form `As 2c Td Kh`.
//! - [`melds`]: meld partitions, minimum deadwood, best discard, lay-offs.
//! - [`error`]: the one error enum, [`GinError`].
//! - [`rules`]: [`Rules`], every rule option of `RULES.md` under its name.
//! - [`shuffle`]: the documented platform-independent shuffle and deal seeds.
//! - [`action`]: [`Action`] with its text and JSON forms.
//! - [`deal`]: [`Deal`], one hand as a state machine.
//! - [`legal`]: the one definition of which actions are legal.
//! - [`observation`]: [`Observation`], what one seat may see.
//! - [`scoring`]: every scoring rule, hand and match.
//! - [`game`]: [`Match`], deals until the target with the match bonuses.
//! - [`bots`]: bots at four levels (beginner, easy, medium, expert) deciding from an
//!   [`Observation`] only.
//! - [`equity`]: match equity, the chance of winning a match from a score.
//! - [`analysis`]: the expected value of every legal action of a seat, and a finished match's
//!   decisions with their expected losses.
//! - [`simulate`]: paired-deal and whole-match bot-vs-bot simulation on several threads.

pub mod cards;
pub mod error;
pub mod melds;

pub mod action;
pub mod analysis;
pub mod bots;
pub mod deal;
pub mod equity;
pub mod game;
pub mod legal;
pub mod observation;
pub mod rules;
pub mod scoring;
pub mod shuffle;
pub mod simulate;

pub use cards::{Card, CardSet};
pub use error::{GinError, Reason, Refusal};

pub use action::Action;
pub use deal::{parse_deck, Deal, DiscardEntry, KnockInfo, Move, Phase, Resolved};
pub use game::{DealRecord, Match};
pub use observation::Observation;
pub use rules::{OptionKind, OptionValue, RuleOption, Rules, StockExhaustion, Variant};
pub use scoring::{GameResult, MatchResult, Outcome, OutcomeKind};
pub use shuffle::{deal_seed, shuffled_deck};
